import type { ReviewProps } from './review-props';
import { CapabilitiesSection } from './capabilities-section';
import { ConstraintsSection } from './constraints-section';
import { EntitiesSection } from './entities-section';
import { FeaturesSection } from './features-section';
import { IntegrationsSection } from './integrations-section';
import { NotesSection } from './notes-section';
import { ProductSection } from './product-section';
import { RolesSection } from './roles-section';

/**
 * The whole brief as a page of short rows (ADR 0046): what the engine guessed first, then the product,
 * how its headline feature works (what the kit is built around), what it stores and does (each row
 * opens to edit; guesses first and marked), then who uses it and the rest, folded to a line each.
 */
export function BriefReview(props: ReviewProps) {
  return (
    <div className="space-y-3">
      <NotesSection {...props} />
      <ProductSection {...props} />
      <CapabilitiesSection {...props} headlineOnly />
      <EntitiesSection {...props} />
      <FeaturesSection {...props} />
      <RolesSection {...props} />
      <IntegrationsSection {...props} />
      <ConstraintsSection {...props} />
    </div>
  );
}
