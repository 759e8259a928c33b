import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LAUNCH_OFFER_ENDS_AT } from '../../../../shared/pricing';
import { initI18n, loadNamespace } from '../../../lib/i18n';
import { LaunchOffer, timeLeft } from './launch-offer';

beforeAll(async () => {
  await initI18n({ appTexts: true });
  await loadNamespace('pricing');
});
afterEach(() => {
  vi.useRealTimers();
});

const end = Date.parse(LAUNCH_OFFER_ENDS_AT);
const DAY = 86_400_000;

describe('the launch offer', () => {
  it('splits what is left into days, hours, minutes and seconds', () => {
    expect(timeLeft(end, end - (2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_000))).toEqual({
      expired: false,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(timeLeft(end, end)).toMatchObject({ expired: true, days: 0, seconds: 0 });
    expect(timeLeft(end, end + DAY)).toMatchObject({ expired: true, days: 0, hours: 0 });
  });

  it('counts down every second and ends with ‘Offer expired’', async () => {
    vi.useFakeTimers({ now: end - (DAY + 5_000) });
    render(<LaunchOffer />);
    expect(screen.getByText('35% off while we launch')).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Offer ends in' });
    expect(timer).toHaveAttribute('dateTime', LAUNCH_OFFER_ENDS_AT);
    expect(timer).toHaveTextContent('1 day 00 hours 00 minutes 05 seconds');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer).toHaveTextContent('1 day 00 hours 00 minutes 04 seconds');

    await act(() => vi.advanceTimersByTimeAsync(DAY));
    expect(timer).toHaveTextContent('0 days 00 hours 00 minutes 04 seconds');

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Offer expired');
    expect(screen.getByText(/The launch offer has ended/)).toBeInTheDocument();
    // Nothing ticks once it is over.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads ‘Offer expired’ from the start when the end has passed', () => {
    vi.useFakeTimers({ now: end + 1 });
    render(<LaunchOffer />);
    expect(screen.getByText('Offer expired')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes another end date when given one', () => {
    vi.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    render(<LaunchOffer endsAt="2030-01-03T00:00:00Z" />);
    expect(screen.getByRole('timer')).toHaveTextContent('2 days 00 hours 00 minutes 00 seconds');
  });
});
