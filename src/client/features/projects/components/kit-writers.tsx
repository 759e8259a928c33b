import { Cpu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { providerNames, readKitWriter } from '../../../../shared/kit-writers';
import type { KitWriterDto } from '../../../../shared/schemas/projects';

/**
 * Who wrote the kit the founder reads: the offline engine, or the model, and the other models (a
 * fallback that took over) with the documents each wrote (ADR 0039). Nothing before the first document.
 */
export function KitWriters({ writers }: { writers: readonly KitWriterDto[] }) {
  const { t } = useTranslation();
  const [main, ...others] = writers;
  if (!main) return null;
  const name = (recorded: string) => {
    const writer = readKitWriter(recorded);
    if (writer.engine === 'offline') return t('projects.writtenBy.offline');
    const provider = providerNames[writer.provider];
    return provider ? `${provider} ${writer.model}` : t('projects.writtenBy.compatible', { model: writer.model });
  };
  const text = [
    t('projects.writtenBy.main', { writer: name(main.model) }),
    ...others.map((other) => t('projects.writtenBy.others', { count: other.documents, writer: name(other.model) })),
  ].join('; ');
  return (
    <p data-testid="kit-writers" className="mt-1 flex items-start gap-1.5 text-xs text-muted">
      <Cpu aria-hidden className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0 break-words">{text}</span>
    </p>
  );
}
