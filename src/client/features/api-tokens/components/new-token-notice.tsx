import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cliLoginCommand } from '../../../../shared/cli-distribution';
import type { CreatedApiTokenDto } from '../../../../shared/schemas/api-tokens';
import { Button } from '../../../components/ui/button';
import { CopyButton } from '../../../components/ui/copy-button';
import { appOrigin } from '../../../lib/site';

/**
 * A token just made, in full: the only time its secret is on screen (the server keeps a hash).
 * Focus moves here so a keyboard or screen reader user lands on it; Done lets it go.
 */
export function NewTokenNotice({ token, onDone }: { token: CreatedApiTokenDto; onDone: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const tokenId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const copyLabels = {
    idle: t('settings.tokens.created.copy'),
    copied: t('settings.tokens.created.copied'),
    failed: t('settings.tokens.created.copyFailed'),
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-labelledby={titleId}
      data-testid="new-api-token"
      className="space-y-4 rounded-xl border border-accent/50 bg-accent/10 p-4 outline-none focus-visible:outline-2 focus-visible:outline-accent sm:p-5"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-medium">
        <CheckCircle2 aria-hidden className="size-5 shrink-0 text-accent" />
        <span className="min-w-0 break-words">{t('settings.tokens.created.title', { name: token.name })}</span>
      </h3>
      <p className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
        {t('settings.tokens.created.warning')}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor={tokenId} className="sr-only">
          {t('settings.tokens.created.tokenLabel')}
        </label>
        <input
          id={tokenId}
          readOnly
          value={token.token}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-border bg-background px-3 font-mono text-sm text-foreground focus-visible:border-primary focus-visible:outline-none"
        />
        <CopyButton text={token.token} labels={copyLabels} className="shrink-0" />
      </div>
      <div className="space-y-1.5">
        <p className="text-sm text-muted">{t('settings.tokens.created.cliHint')}</p>
        <pre className="rounded-lg whitespace-pre-wrap break-all border border-border bg-background px-3 py-2 font-mono text-xs text-foreground">
          <code>{cliLoginCommand(appOrigin(), token.token)}</code>
        </pre>
      </div>
      <Button variant="secondary" onClick={onDone}>
        {t('settings.tokens.created.done')}
      </Button>
    </div>
  );
}
