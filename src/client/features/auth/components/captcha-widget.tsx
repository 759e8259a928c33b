import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicConfig } from '../../../../server/env';
import { toast } from '../../../lib/toast';
import { captchaApi, loadCaptchaScript } from '../captcha-loader';

type CaptchaConfig = NonNullable<PublicConfig['captcha']>;

export interface CaptchaHandle {
  reset(): void;
}

/** The provider's widget (Turnstile or hCaptcha); reports a token, or null when it expires or fails. */
export function CaptchaWidget({
  config,
  onToken,
  ref,
}: {
  config: CaptchaConfig;
  onToken: (token: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const tokenCallback = useRef(onToken);
  useEffect(() => {
    tokenCallback.current = onToken;
  }, [onToken]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      tokenCallback.current(null);
      if (widgetId.current !== undefined) captchaApi(config.provider)?.reset(widgetId.current);
    },
  }));

  useEffect(() => {
    if (!config.siteKey) return;
    let cancelled = false;
    loadCaptchaScript(config.scriptUrl)
      .then(() => {
        const api = captchaApi(config.provider);
        if (cancelled || !api || !container.current) return;
        widgetId.current = api.render(container.current, {
          sitekey: config.siteKey,
          theme: 'dark',
          callback: (token: string) => tokenCallback.current(token),
          'expired-callback': () => {
            tokenCallback.current(null);
            if (widgetId.current !== undefined) api.reset(widgetId.current);
          },
          'error-callback': () => {
            tokenCallback.current(null);
            toast.error(t('auth.captcha.error'));
          },
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      const id = widgetId.current;
      widgetId.current = undefined;
      if (id !== undefined) captchaApi(config.provider)?.remove?.(id);
    };
  }, [config.provider, config.scriptUrl, config.siteKey, t]);

  if (!config.siteKey) return <p role="alert" className="text-sm text-danger">{t('auth.captcha.missingSiteKey')}</p>;
  if (failed) return <p role="alert" className="text-sm text-danger">{t('auth.captcha.loadFailed')}</p>;
  return <div ref={container} className="min-h-[65px]" />;
}
