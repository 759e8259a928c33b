import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { api } from '../../../lib/api-client';
import { readPublicConfig } from '../../../lib/public-config';
import { toast } from '../../../lib/toast';
import { destinationAfterSignIn } from '../redirects';
import { errorText } from '../../../lib/error-text';

function GitHubMark() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden className="size-4 fill-current">
      <path d="M8 0C3.58 0 0 3.58 0 8c0 3.54 2.29 6.53 5.47 7.59.4.07.55-.17.55-.38 0-.19-.01-.82-.01-1.49-2.01.37-2.53-.49-2.69-.94-.09-.23-.48-.94-.82-1.13-.28-.15-.68-.52-.01-.53.63-.01 1.08.58 1.23.82.72 1.21 1.87.87 2.33.66.07-.52.28-.87.51-1.07-1.78-.2-3.64-.89-3.64-3.95 0-.87.31-1.59.82-2.15-.08-.2-.36-1.02.08-2.12 0 0 .67-.21 2.2.82.64-.18 1.32-.27 2-.27.68 0 1.36.09 2 .27 1.53-1.04 2.2-.82 2.2-.82.44 1.1.16 1.92.08 2.12.51.56.82 1.27.82 2.15 0 3.07-1.87 3.75-3.65 3.95.29.25.54.73.54 1.48 0 1.07-.01 1.93-.01 2.2 0 .21.15.46.55.38A8.013 8.013 0 0016 8c0-4.42-3.58-8-8-8z" />
    </svg>
  );
}

/** 'Continue with GitHub', shown only when the server has GitHub configured; has its own loading state. */
export function GitHubButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  if (!readPublicConfig().githubSignIn) return null;

  const start = async () => {
    setLoading(true);
    try {
      const destination = destinationAfterSignIn(returnTo);
      const { url } = await api<{ url: string }>('/auth/sign-in/social', {
        method: 'POST',
        json: { provider: 'github', callbackURL: destination, newUserCallbackURL: destination, errorCallbackURL: returnTo },
      });
      window.location.assign(url);
    } catch (error) {
      setLoading(false);
      toast.error(t('auth.github.failed'), { description: errorText(t, error) });
    }
  };

  return (
    <>
      <div className="my-5 flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="secondary" className="w-full" disabled={loading} onClick={() => void start()}>
        <GitHubMark />
        {loading ? t('auth.github.loading') : t('auth.github.continue')}
      </Button>
    </>
  );
}
