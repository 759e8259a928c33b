import { kebabCase } from '../text';
import type { CompositionModel, ModelFeature } from './types';

/** A command of the CLI for a feature: `inv convert-invoices`, with `<file>` when it reads an uploaded file. */
export function commandOf(b: CompositionModel, feature: ModelFeature): string {
  const words = kebabCase(feature.name)
    .split('-')
    .filter((w) => w && !['manage', 'view', 'browse', 'and', 'the', 'a', 'of', 'for'].includes(w))
    .slice(0, 3);
  const entity = b.entities.find((e) => e.name === feature.entity);
  const file = entity?.fields.find((f) => /uploaded file/.test(f.notes));
  return `${b.slug} ${words.join('-') || kebabCase(feature.id)}${file ? ' <file>' : ''}`;
}
