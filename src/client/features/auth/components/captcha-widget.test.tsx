import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { CaptchaWidget } from './captcha-widget';

describe('the captcha widget', () => {
  beforeAll(() => initI18n({ appTexts: true }));

  it('asks the person to contact support when the site key is missing', () => {
    render(<CaptchaWidget config={{ provider: 'turnstile', siteKey: null, scriptUrl: 'http://127.0.0.1:1/none.js' }} onToken={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The CAPTCHA is not set up. Please contact support.');
    expect(document.querySelector('script[src="http://127.0.0.1:1/none.js"]')).toBeNull();
  });
});
