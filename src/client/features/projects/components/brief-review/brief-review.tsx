import type { ReviewProps } from './review-props';
import { ConstraintsSection } from './constraints-section';
import { EntitiesSection } from './entities-section';
import { FeaturesSection } from './features-section';
import { IntegrationsSection } from './integrations-section';
import { NotesSection } from './notes-section';
import { ProductSection } from './product-section';
import { RolesSection } from './roles-section';

/** The whole brief as a form, part by part, in the order a founder reads a product. */
export function BriefReview(props: ReviewProps) {
  return (
    <div className="space-y-4">
      <ProductSection {...props} />
      <RolesSection {...props} />
      <EntitiesSection {...props} />
      <FeaturesSection {...props} />
      <IntegrationsSection {...props} />
      <ConstraintsSection {...props} />
      <NotesSection {...props} />
    </div>
  );
}
