import { Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenDto } from '../../../../shared/schemas/api-tokens';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../lib/toast';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** The account's tokens, newest first as the server sends them, each with a Revoke. */
export function ApiTokenList({ tokens, onRevoked }: { tokens: ApiTokenDto[]; onRevoked: () => void }) {
  const { t } = useTranslation();
  if (tokens.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted">
        {t('settings.tokens.list.empty')}
      </p>
    );
  return (
    <ul className="divide-y divide-border rounded-lg border border-border">
      {tokens.map((token) => (
        <ApiTokenRow key={token.id} token={token} onGone={onRevoked} />
      ))}
    </ul>
  );
}

function Badge({ tone, children }: { tone: 'read' | 'write' | 'expired'; children: string }) {
  const tones = {
    read: 'border-border bg-surface-raised text-foreground',
    write: 'border-primary/50 bg-primary-strong/15 text-foreground',
    expired: 'border-danger/50 bg-danger/10 text-danger',
  };
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

function ApiTokenRow({ token, onGone }: { token: ApiTokenDto; onGone: () => void }) {
  const { t, i18n } = useTranslation();
  const revoke = useRevokeApiToken();
  const [confirming, setConfirming] = useState(false);
  // The row leaves with the focused Revoke button: once it has, the keyboard goes on from the list.
  const revoked = useRef(false);
  const onGoneRef = useRef(onGone);
  useEffect(() => {
    onGoneRef.current = onGone;
  });
  useEffect(
    () => () => {
      if (revoked.current) onGoneRef.current();
    },
    [],
  );
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const onRevoke = () =>
    revoke.mutate(token.id, {
      onSuccess: () => {
        revoked.current = true;
        setConfirming(false);
        toast.success(t('settings.tokens.revoke.done', { name: token.name }));
      },
      onError: (error) => toast.error(t('settings.tokens.revoke.failed'), { description: errorText(t, error) }),
    });

  return (
    <li
      data-testid="api-token"
      className="flex flex-col gap-3 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{token.name}</span>
          <Badge tone={token.scope}>{t(`settings.tokens.scopes.${token.scope}`)}</Badge>
          {token.expired ? <Badge tone="expired">{t('settings.tokens.list.expired')}</Badge> : null}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-muted">
          <code className="font-mono text-foreground" title={t('settings.tokens.list.start', { start: token.start })}>
            {token.start}…
          </code>
          <span>{t('settings.tokens.list.created', { date: date(token.createdAt) })}</span>
          <span>
            {token.lastUsedAt
              ? t('settings.tokens.list.lastUsed', { date: date(token.lastUsedAt) })
              : t('settings.tokens.list.neverUsed')}
          </span>
          {token.expired ? null : (
            <span>
              {token.expiresAt
                ? t('settings.tokens.list.expires', { date: date(token.expiresAt) })
                : t('settings.tokens.list.neverExpires')}
            </span>
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start text-danger hover:text-danger sm:self-center"
        aria-label={t('settings.tokens.revoke.label', { name: token.name })}
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('settings.tokens.revoke.button')}
      </Button>
      {confirming ? (
        <ConfirmDialog
          title={t('settings.tokens.revoke.title', { name: token.name })}
          description={t('settings.tokens.revoke.description')}
          confirmLabel={t('settings.tokens.revoke.confirm')}
          pending={revoke.isPending}
          danger
          onConfirm={onRevoke}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
