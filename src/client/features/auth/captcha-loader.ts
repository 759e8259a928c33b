/** Attempts to load the captcha script in all: the first, then two retries. */
export const CAPTCHA_SCRIPT_ATTEMPTS = 3;

export interface CaptchaApi {
  render(container: HTMLElement, options: Record<string, unknown>): string;
  reset(id?: string): void;
  remove?(id: string): void;
}

let loading: Promise<void> | undefined;

function loadOnce(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`could not load ${src}`));
    };
    document.head.appendChild(script);
  });
}

/** Loads the provider's script, trying up to three times with a growing pause; shared by every widget. */
export function loadCaptchaScript(src: string, wait = (ms: number) => new Promise((r) => setTimeout(r, ms))): Promise<void> {
  loading ??= (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await loadOnce(src);
      } catch (error) {
        if (attempt >= CAPTCHA_SCRIPT_ATTEMPTS) {
          loading = undefined;
          throw error;
        }
        await wait(500 * attempt);
      }
    }
  })();
  return loading;
}

export function captchaApi(provider: 'turnstile' | 'hcaptcha'): CaptchaApi | undefined {
  return (window as unknown as Record<string, CaptchaApi | undefined>)[provider];
}
