import { ChevronDown, Download, FileText, Gauge, KanbanSquare, Languages, LayoutTemplate, PencilLine, Wand2, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';
import { MOBILE_BREAKPOINT_PX } from '../../../lib/ui-constants';
import { toggleCard } from '../feature-cards';
import { LandingSection } from './landing-section';
import { LogoSlider } from './logo-slider';

interface Card {
  title: string;
  summary: string;
  details: string[];
}

/** One icon per card of `features.cards`, in order. */
const icons: LucideIcon[] = [FileText, Wand2, KanbanSquare, Gauge, LayoutTemplate, PencilLine, Download, Languages];

/** Grid columns: 1 under 768 px, 2 from 768, 4 from 1024; null where several may open. */
function useColumns(): number | null {
  const wide = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
  return wide ? 4 : medium ? 2 : null;
}

/** Features: what a kit holds, as cards that open to their details, and the tools it writes for. */
export function FeatureCards() {
  const { t } = useTranslation('landing');
  const cards = t('features.cards', { returnObjects: true }) as Card[];
  const columns = useColumns();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const baseId = useId();
  return (
    <LandingSection id="features" title={t('features.title')} lead={t('features.lead')}>
      <ul className="mt-12 grid grid-cols-1 items-start gap-4 md:grid-cols-2 lg:grid-cols-4">
        {cards.map((card, index) => {
          const Icon = icons[index] ?? FileText;
          const expanded = open.has(index);
          const detailsId = `${baseId}-${index}`;
          return (
            <li key={card.title} className="rounded-2xl border border-border bg-surface p-5" data-open={expanded}>
              <Icon aria-hidden className="size-6 text-primary" />
              <h3 className="mt-4 font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm text-muted">{card.summary}</p>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={detailsId}
                onClick={() => setOpen((current) => toggleCard(current, index, columns))}
                className="mt-4 inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary hover:text-foreground"
              >
                {expanded ? t('features.hideDetails') : t('features.showDetails')}
                <span className="sr-only">: {card.title}</span>
                <ChevronDown aria-hidden className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </button>
              <ul id={detailsId} hidden={!expanded} className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted marker:text-primary">
                {card.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <LogoSlider label={t('features.toolsLabel')} />
    </LandingSection>
  );
}
