import { Cpu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { describeKitWriters } from '../../../../shared/kit-writers';
import type { KitWriterDto } from '../../../../shared/schemas/projects';

/**
 * Who wrote the kit the founder reads: the offline engine, or the model, and the other models (a
 * fallback that took over) with the documents each wrote (ADR 0039). Nothing before the first document.
 */
export function KitWriters({ writers }: { writers: readonly KitWriterDto[] }) {
  const { t } = useTranslation();
  const text = describeKitWriters(writers, {
    offline: t('projects.writtenBy.offline'),
    compatible: (model) => t('projects.writtenBy.compatible', { model }),
    writtenBy: (writer) => t('projects.writtenBy.main', { writer }),
    documentsBy: (count, writer) => t('projects.writtenBy.others', { count, writer }),
  });
  if (!text) return null;
  return (
    <p data-testid="kit-writers" className="mt-1 flex items-start gap-1.5 text-xs text-muted">
      <Cpu aria-hidden className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
