import { AlertCircle, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Button } from '../../../components/ui/button';
import type { EvaluationErrorKind } from '../messages';

const retryable: ReadonlySet<EvaluationErrorKind> = new Set(['captcha', 'timeout', 'network', 'unexpected']);

/** One of the evaluation error messages, with the way forward it calls for. */
export function EvaluationError({
  kind,
  onRetry,
  plansHref = paths.credits.href(),
}: {
  kind: EvaluationErrorKind;
  onRetry?: () => void;
  /** Where the subscription options are (Buy Credits in the app). */
  plansHref?: string;
}) {
  const { t } = useTranslation();
  const link = 'font-medium text-primary underline underline-offset-4 hover:text-foreground';
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm">
      <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
      <div className="min-w-0 space-y-2">
        <p>{t(`evaluation.errors.${kind}`)}</p>
        {kind === 'used' ? (
          <p>
            <Link to={plansHref} className={link}>
              {t('evaluation.errors.viewPlans')}
            </Link>
          </p>
        ) : null}
        {kind === 'auth' ? (
          <p>
            <Link to={paths.login.href()} className={link}>
              {t('evaluation.errors.signIn')}
            </Link>
          </p>
        ) : null}
        {onRetry && retryable.has(kind) ? (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden className="size-4" />
            {t('evaluation.errors.retry')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
