import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, loadNamespace } from '../../../lib/i18n';
import { mockApi, renderRoutes } from '../../../lib/test-utils';
import OfferPage from './offer-page';

vi.mock('../../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn() } }));

beforeAll(async () => {
  await initI18n({ appTexts: true });
  await loadNamespace('pricing');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function render(path: string) {
  mockApi(({ path: apiPath }) => (apiPath === '/api/auth/get-session' ? { body: null } : undefined));
  return renderRoutes([{ path: '/offer/:name?', element: <OfferPage /> }], path);
}

const greeting = () => screen.getByRole('heading', { level: 1 });

describe('the offer page', () => {
  it('greets the name in the path and names it in the title and description', () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'description', content: 'Specforge' });
    document.head.append(meta);
    try {
      render('/offer/Alice');
      expect(greeting()).toHaveTextContent('Hi Alice');
      expect(document.title).toBe('A personal offer for Alice · Specforge');
      expect(meta.content).toMatch(/^Your personal Specforge launch offer/);
    } finally {
      meta.remove();
    }
  });

  it('greets a friend when there is no name, or nothing usable in it', () => {
    const { unmount } = render('/offer');
    expect(greeting()).toHaveTextContent('Hi friend');
    expect(document.title).toBe('Your personal offer · Specforge');
    unmount();
    render('/offer/%F0%9F%98%80%20123');
    expect(greeting()).toHaveTextContent('Hi friend');
  });

  it('decodes, trims and caps the name, and never renders it as markup', () => {
    const { unmount } = render('/offer/%20%20Jos%C3%A9%20%20');
    expect(greeting()).toHaveTextContent(/^Hi José$/);
    unmount();

    const attack = encodeURIComponent('<img src=x onerror="alert(1)">Eve<script>alert(2)</script>');
    const second = render(`/offer/${attack}`);
    expect(greeting()).toHaveTextContent(/^Hi Eve$/);
    expect(greeting().querySelector('img, script')).toBeNull();
    second.unmount();

    render(`/offer/${'Bartholomew'.repeat(10)}`);
    expect(greeting().textContent!.length).toBe('Hi '.length + 40);
  });

  it('invites to watch the personal message: a video with controls, no autoplay, only its metadata loaded', () => {
    render('/offer/Alice');
    expect(screen.getByRole('heading', { level: 2, name: 'Watch your personal message' })).toBeInTheDocument();
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('controls');
    expect(video).not.toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('poster', '/media/demo-poster.webp');
    expect([...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.getAttribute('type')])).toEqual([
      ['/media/demo.webm', 'video/webm'],
      ['/media/demo.mp4', 'video/mp4'],
    ]);
  });

  it('logs a video that cannot play and tries it again after 2 s', () => {
    vi.useFakeTimers();
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      render('/offer/Alice');
      const video = document.querySelector('video')!;
      const load = vi.spyOn(video, 'load').mockImplementation(() => {});
      video.querySelector('source[type="video/mp4"]')!.dispatchEvent(new Event('error'));
      expect(warn).toHaveBeenCalledWith('The offer video could not be played', '/media/demo.mp4');
      vi.advanceTimersByTime(1_999);
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the pricing without the Free starter card, and the waiting list', () => {
    render('/offer/Alice');
    expect(screen.getByRole('heading', { level: 2, name: 'Simple pricing, one credit per kit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy Builder Bundle' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start free' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Not ready yet? Join the waiting list' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the launch prices' })).toHaveAttribute('href', '#pricing');
  });

  it('shows a skeleton while its texts load', async () => {
    i18next.removeResourceBundle('en', 'pricing');
    render('/offer/Alice');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading…');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Hi Alice');
  });
});
