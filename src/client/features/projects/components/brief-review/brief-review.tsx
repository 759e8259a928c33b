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
 * The whole brief as a form, part by part, in the order a founder reads a product: what it is, how its
 * main features work (what the kit is built around), then who uses it, what it stores and the rest.
 */
export function BriefReview(props: ReviewProps) {
  return (
    <div className="space-y-4">
      <ProductSection {...props} />
      <CapabilitiesSection {...props} />
      <RolesSection {...props} />
      <EntitiesSection {...props} />
      <FeaturesSection {...props} />
      <IntegrationsSection {...props} />
      <ConstraintsSection {...props} />
      <NotesSection {...props} />
    </div>
  );
}
