import { CheckCircle2, ShieldCheck, Wrench, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { KitCheckDto, KitRepairDto } from '../../../../shared/schemas/projects';
import { CollapsiblePanel } from './collapsible-panel';

/**
 * The kit check once the kit is ready: its score, and, opened, every check with what is missing. Labels are
 * shown in the reader's language by the check's id (an id this client does not know keeps the
 * server's English label); problems stay as the server words them. When the first check failed, the
 * steps written again in the repair round are listed with what they were told to fix.
 */
export function KitCheckPanel({ check, repair }: { check: KitCheckDto; repair?: KitRepairDto | null }) {
  const { t } = useTranslation();
  const passedChecks = check.checks.filter((item) => item.passed).length;
  return (
    // A check that passed folds to its score; one that needs attention opens (ADR 0047).
    <CollapsiblePanel
      icon={<ShieldCheck aria-hidden className={check.passed ? 'size-5 text-accent' : 'size-5 text-danger'} />}
      title={t('projects.check.title')}
      openClassName="md:col-span-2"
      defaultOpen={!check.passed}
      summary={
        <p>
          <span className="font-semibold">{t('projects.check.score', { score: check.score })}</span>
          <span className="text-muted">
            {' '}
            · {check.passed ? t('projects.check.passed') : t('projects.check.failed')}
            {check.checks.length > 0 ? (
              <span className="hidden sm:inline"> · {t('projects.check.count', { passed: passedChecks, total: check.checks.length })}</span>
            ) : null}
          </span>
        </p>
      }
    >
      <p className="text-sm text-muted">{t('projects.check.hint')}</p>
      {check.briefChecked ? null : <p className="mt-1 text-sm text-muted">{t('projects.check.noBrief')}</p>}
      {repair && repair.steps.length > 0 ? <RepairList repair={repair} /> : null}
      <ul className="mt-4 space-y-2">
        {check.checks.map((item) => (
          <li key={item.id} className="rounded-lg border border-border bg-background/40 px-3 py-2">
            <div className="flex items-start gap-2.5 text-sm">
              {item.passed ? (
                <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
              ) : (
                <XCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
              )}
              <span>
                {t(`projects.check.items.${item.id}`, { defaultValue: item.label })}
                <span className="sr-only">
                  : {item.passed ? t('projects.check.itemPassed') : t('projects.check.itemFailed')}
                </span>
              </span>
            </div>
            {item.problems.length > 0 ? (
              <ul className="mt-1.5 ml-7 list-disc space-y-0.5 pl-4 text-sm text-muted">
                {item.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </CollapsiblePanel>
  );
}

function RepairList({ repair }: { repair: KitRepairDto }) {
  const { t } = useTranslation();
  const repaired = repair.status === 'repaired';
  return (
    <div className="mt-4 rounded-lg border border-border bg-background/40 px-3 py-2 text-sm">
      <h3 className="flex items-center gap-2 font-medium">
        <Wrench aria-hidden className={repaired ? 'size-4 text-accent' : 'size-4 text-danger'} />
        {repaired ? t('projects.check.repairTitle') : t('projects.check.repairFailed')}
      </h3>
      <ul className="mt-1.5 space-y-1">
        {repair.steps.map(({ step, problems }) => (
          <li key={step}>
            <span className="font-medium">
              {t(repaired ? 'projects.check.repaired' : 'projects.check.notRepaired', { step: t(`projects.steps.${step}`) })}
            </span>
            <span className="text-muted"> — {problems.join('; ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
