import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Below 40: rethink; 40–69: refine; 70 and up: promising. */
export function scoreBand(score: number): 'low' | 'medium' | 'high' {
  return score >= 70 ? 'high' : score >= 40 ? 'medium' : 'low';
}

const bandStyles = {
  low: { bar: 'bg-danger', text: 'text-danger' },
  medium: { bar: 'bg-primary', text: 'text-primary' },
  high: { bar: 'bg-accent', text: 'text-accent' },
} as const;

/** The viability score, 0–100, as a meter. */
export function ScoreMeter({ score }: { score: number }) {
  const { t } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(score)));
  const band = scoreBand(value);
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <span id="viability-score-label" className="text-sm font-medium text-muted">
          {t('evaluation.result.score')}
        </span>
        <span className="text-sm">
          <span className={cn('text-3xl font-bold tabular-nums', bandStyles[band].text)}>{value}</span>
          <span className="text-muted">/100</span>
        </span>
      </div>
      <div
        role="meter"
        aria-labelledby="viability-score-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t('evaluation.result.scoreText', { score: value, band: t(`evaluation.result.band.${band}`) })}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-raised"
      >
        <div className={cn('h-full rounded-full', bandStyles[band].bar)} style={{ width: `${value}%` }} />
      </div>
      <p className={cn('mt-1.5 text-xs font-medium', bandStyles[band].text)}>{t(`evaluation.result.band.${band}`)}</p>
    </div>
  );
}
