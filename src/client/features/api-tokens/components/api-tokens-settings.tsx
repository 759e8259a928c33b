import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_TOKENS_MAX, type CreatedApiTokenDto } from '../../../../shared/schemas/api-tokens';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useApiTokens } from '../api/get-api-tokens';
import { ApiTokenList } from './api-token-list';
import { CreateTokenForm } from './create-token-form';
import { NewTokenNotice } from './new-token-notice';

/** Settings' API tokens: make one (its secret shown once), see the others, revoke any. */
export function ApiTokensSettings() {
  const { t } = useTranslation();
  const tokens = useApiTokens();
  // Held only here, and dropped on Done: nothing else in the app ever sees the secret.
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const full = (tokens.data?.tokens.length ?? 0) >= API_TOKENS_MAX;

  return (
    <div className="space-y-8">
      {created ? (
        <NewTokenNotice
          token={created}
          onDone={() => {
            setCreated(null);
            setDismissed(true);
          }}
        />
      ) : (
        <CreateTokenForm
          disabledReason={full ? t('settings.tokens.messages.limit') : undefined}
          focusOnMount={dismissed}
          onCreated={setCreated}
        />
      )}
      <div className="space-y-3">
        <div className="flex items-center justify-between gap-3">
          <h3 ref={listHeading} tabIndex={-1} className="font-medium outline-none">
            {t('settings.tokens.list.title')}
          </h3>
          {tokens.data && tokens.data.tokens.length > 0 ? (
            <span className="text-xs text-muted">
              {t('settings.tokens.list.count', { count: tokens.data.tokens.length, max: API_TOKENS_MAX })}
            </span>
          ) : null}
        </div>
        {tokens.isPending ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('settings.tokens.list.loading')}</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : tokens.isError ? (
          <div role="alert" className="text-sm">
            <p>{t('settings.tokens.list.loadFailed')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void tokens.refetch()}>
              {t('settings.retry')}
            </Button>
          </div>
        ) : (
          <ApiTokenList tokens={tokens.data.tokens} onRevoked={() => listHeading.current?.focus()} />
        )}
      </div>
    </div>
  );
}
