import { afterEach, describe, expect, it } from 'vitest';
import { supportEmail } from './site';

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
