import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPublicConfig } from '../../lib/public-config';
import { toast } from '../../lib/toast';
import { CaptchaWidget, type CaptchaHandle } from './components/captcha-widget';

/**
 * The captcha of an auth form: the widget to render, the header carrying its token, a check that a
 * token is there (the captcha message if not), and a reset after every attempt.
 */
export function useCaptcha() {
  const { t } = useTranslation();
  const config = useMemo(() => readPublicConfig().captcha ?? null, []);
  const [token, setToken] = useState<string | null>(null);
  const widget = useRef<CaptchaHandle>(null);

  const ready = useCallback(() => {
    if (!config || token) return true;
    toast.error(t('auth.captcha.required'));
    return false;
  }, [config, token, t]);

  const reset = useCallback(() => {
    setToken(null);
    widget.current?.reset();
  }, []);

  return {
    element: config ? <CaptchaWidget config={config} onToken={setToken} ref={widget} /> : null,
    headers: (token ? { 'x-captcha-response': token } : {}) as Record<string, string>,
    ready,
    reset,
  };
}
