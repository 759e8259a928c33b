import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespace } from '../../../lib/i18n';
import { mockApi, renderRoutes } from '../../../lib/test-utils';
import { PricingSection } from './pricing-section';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  await loadNamespace('pricing');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function render(element = <PricingSection />, signedIn = false) {
  mockApi(({ path }) =>
    path === '/api/auth/get-session' ? { body: signedIn ? { session: {}, user: {} } : null } : undefined,
  );
  return renderRoutes([{ path: '/', element }], '/');
}

const card = (name: string) => screen.getByRole('heading', { name, level: 4 }).closest('li')!;

describe('the pricing section', () => {
  it('prices each bundle per kit to the cent, beside its old per-kit price, from pricing.ts', () => {
    render();
    expect(screen.getByRole('heading', { level: 2, name: 'Simple pricing, one credit per kit' })).toBeInTheDocument();
    const expected = [
      ['Solo Sprint', '$19', '1 credit, 1 complete kit', 'Value $29', '$19.00 per kit', '$49.00'],
      ['Builder Bundle', '$29', '3 credits, 3 complete kits', 'Value $145', '$9.67 per kit', '$24.17'],
      ['Scale Bundle', '$45', '5 credits, 5 complete kits', 'Value $290', '$9.00 per kit', '$29.00'],
    ];
    for (const [name, price, credits, value, perKit, was] of expected) {
      const tier = within(card(name!));
      expect(tier.getByText(price!)).toBeInTheDocument();
      expect(tier.getByText(credits!)).toBeInTheDocument();
      expect(tier.getByText(value!)).toBeInTheDocument();
      expect(tier.getByText(perKit!)).toBeInTheDocument();
      // The old price is struck through, and read as 'was' by screen readers.
      expect(tier.getByText(was!).closest('s')).toHaveTextContent(`was ${was}`);
      expect(tier.getByRole('button', { name: `Buy ${name}` })).toBeEnabled();
    }
  });

  it('marks the Builder Bundle, and only it, as the most popular', () => {
    render();
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
    expect(within(card('Builder Bundle')).getByText('Most popular')).toBeInTheDocument();
  });

  it('lists the bundle perks, marking what is still being built', () => {
    render();
    const builder = within(card('Builder Bundle'));
    expect(builder.getByText('Everything in Solo Sprint, plus:')).toBeInTheDocument();
    expect(builder.getByText('Email support from the team').closest('li')).toHaveAttribute('data-status', 'live');
    // The lifelong discount after the free month is applied at checkout: it works today.
    const discount = builder.getByText('Then 50% off every subscription, for life').closest('li');
    expect(discount).toHaveAttribute('data-status', 'live');
    expect(discount).not.toHaveTextContent('In development');
    expect(
      within(card('Solo Sprint')).getByText('Bought on the Free plan: a free month of Founder').closest('li'),
    ).toHaveAttribute('data-status', 'live');
    const scale = within(card('Scale Bundle'));
    expect(scale.getByText('Everything in Builder Bundle, plus:')).toBeInTheDocument();
    // Its free month is Growth's, so the kit chat is the buyer's that month (ADR 0048).
    for (const perk of [/the free month is Growth instead/, /a chat with your kit/])
      expect(scale.getByText(perk).closest('li')).toHaveAttribute('data-status', 'live');
    expect(scale.getByText(/A call with our tech lead/).closest('li')).toHaveAttribute('data-status', 'development');
  });

  it('tells what each plan does today: code analysis, the roadmap and versions work', () => {
    render();
    const founder = within(card('Founder'));
    const status = (text: RegExp | string) => founder.getByText(text).closest('li')?.getAttribute('data-status');
    expect(status('3 credits every month, 3 complete kits')).toBe('live');
    expect(status('5 document regenerations per project each month')).toBe('live');
    expect(status('The prioritised task board')).toBe('live');
    expect(status(/Code analysis: what of the kit your repository builds and tests/)).toBe('live');
    expect(status(/Interactive roadmap/)).toBe('live');
    const growth = within(card('Growth'));
    expect(growth.getByText('10 credits every month, 10 complete kits').closest('li')).toHaveAttribute(
      'data-status',
      'live',
    );
    expect(growth.getByText(/Custom documents/).closest('li')).toHaveAttribute('data-status', 'live');
    expect(growth.getByText(/AI answers to questions/).closest('li')).toHaveAttribute('data-status', 'live');
    for (const feature of [/A team of up to 10 people/, /Priority AI processing/])
      expect(growth.getByText(feature).closest('li')).toHaveAttribute('data-status', 'live');
    // Versions come with Founder, so Growth's card has them through 'Everything in Founder'.
    expect(status(/Document versions/)).toBe('live');
    expect(growth.queryByText(/Document versions/)).not.toBeInTheDocument();
    expect(founder.getByText('Everything in Free, plus:')).toBeInTheDocument();
  });

  it('shows the Free starter card, sending visitors to sign up; hides it when asked', async () => {
    const { unmount } = render();
    const free = within(card('Free'));
    expect(free.getByText('$0')).toBeInTheDocument();
    expect(free.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/auth/sign-up');
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      'Solo Sprint',
      'Builder Bundle',
      'Scale Bundle',
      'Free',
      'Founder',
      'Growth',
    ]);
    unmount();

    render(<PricingSection showFreeCard={false} headingLevel={3} id="offer-pricing" />);
    expect(screen.queryByRole('link', { name: 'Start free' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Simple pricing, one credit per kit' }).closest('section'),
    ).toHaveAttribute('id', 'offer-pricing');
    expect(screen.getAllByRole('heading', { level: 5 }).map((h) => h.textContent)).toEqual([
      'Solo Sprint',
      'Builder Bundle',
      'Scale Bundle',
      'Founder',
      'Growth',
    ]);
  });

  it('sends a signed-in member’s Free card to the dashboard', async () => {
    render(<PricingSection />, true);
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/dashboard'),
    );
  });

  it('switches the plans between monthly and yearly billing, yearly at 15% off in whole dollars', async () => {
    const user = userEvent.setup();
    render();
    const group = screen.getByRole('radiogroup', { name: 'Billing period' });
    const monthly = within(group).getByRole('radio', { name: 'Monthly' });
    const yearly = within(group).getByRole('radio', { name: 'Yearly save 15%' });
    expect(monthly).toBeChecked();
    expect(within(card('Founder')).getByText('$39')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('$99')).toBeInTheDocument();
    expect(within(card('Founder')).getByText('Billed monthly. Cancel any time.')).toBeInTheDocument();
    expect(within(card('Founder')).getByText('Pay yearly and save $70')).toBeInTheDocument();

    await user.click(yearly);
    expect(yearly).toBeChecked();
    const founder = within(card('Founder'));
    expect(founder.getByText('$33')).toBeInTheDocument();
    expect(founder.getByText('$398 billed once a year')).toBeInTheDocument();
    expect(founder.getByText('You save $70 a year')).toBeVisible();
    expect(founder.getByText('instead of $39')).toBeInTheDocument();
    const growth = within(card('Growth'));
    expect(growth.getByText('$84')).toBeInTheDocument();
    expect(growth.getByText('$1,010 billed once a year')).toBeInTheDocument();
    expect(growth.getByText('You save $178 a year')).toBeInTheDocument();
    // The bundles are one-off payments: the switch leaves them alone.
    expect(within(card('Builder Bundle')).getByText('$29')).toBeInTheDocument();

    // Arrow keys move within the group, as in any radio group.
    await user.keyboard('{ArrowLeft}');
    expect(monthly).toBeChecked();
    expect(within(card('Founder')).getByText('$39')).toBeInTheDocument();
  });

  it('shows the launch offer with its countdown', () => {
    render();
    expect(screen.getByText('35% off while we launch')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it('holds the space with a skeleton of the same cards while its texts load', async () => {
    i18next.removeResourceBundle('en', 'pricing');
    render(<PricingSection showFreeCard={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const section = document.querySelector('section#pricing')!;
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(section.querySelectorAll('li')).toHaveLength(5);
    await act(() => loadNamespace('pricing'));
    expect(await screen.findByRole('heading', { name: 'Simple pricing, one credit per kit' })).toBeInTheDocument();
    expect(document.querySelector('section#pricing')).not.toHaveAttribute('aria-busy');
  });
});
