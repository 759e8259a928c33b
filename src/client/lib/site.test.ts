import { afterEach, describe, expect, it } from 'vitest';
import { appOrigin, supportEmail } from './site';

afterEach(() => {
  document.head.querySelector('meta[name="specforge-config"]')?.remove();
});

describe('the support address', () => {
  it('is the server’s SUPPORT_EMAIL, from the public config the server writes into the page', () => {
    const meta = document.createElement('meta');
    meta.name = 'specforge-config';
    meta.content = JSON.stringify({ supportEmail: 'help@example.com' });
    document.head.append(meta);
    expect(supportEmail()).toBe('help@example.com');
  });

  it('falls back to the default address when the page has no config (the dev server)', () => {
    expect(supportEmail()).toBe('support@specforge.local');
  });
});

describe('the app’s origin', () => {
  it('is APP_URL’s origin from the public config, which may differ from the address the page came from', () => {
    const meta = document.createElement('meta');
    meta.name = 'specforge-config';
    meta.content = JSON.stringify({ appOrigin: 'https://specforge.example' });
    document.head.append(meta);
    expect(appOrigin()).toBe('https://specforge.example');
  });

  it('falls back to the page’s own origin when the page has no config (the dev server)', () => {
    expect(appOrigin()).toBe(window.location.origin);
  });
});
