import { useTranslation } from 'react-i18next';
import { newFeature, removeFeature } from '../../../../../shared/brief-answers';
import { BRIEF_LIMITS } from '../../../../../shared/schemas/brief';
import { errorAt } from './brief-errors';
import { FeatureCard } from './feature-card';
import type { ReviewProps } from './review-props';
import { ReviewSection, useListFocus } from './section';

/** What the product lets people do, by priority, with what each feature needs first. */
export function FeaturesSection({ brief, update, errors }: ReviewProps) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(brief.features.length);
  return (
    <ReviewSection
      title={t('briefs.review.features')}
      hint={t('briefs.review.featuresHint')}
      error={errorAt(errors, 'features')}
      addRef={addRef}
      add={{
        label: t('briefs.review.addFeature'),
        disabled: brief.features.length >= BRIEF_LIMITS.features,
        onAdd: () => {
          willAdd();
          update((b) => ({ ...b, features: [...b.features, newFeature(b, '', '')] }));
        },
      }}
    >
      <ul ref={listRef} className="space-y-3">
        {brief.features.map((feature, i) => (
          <FeatureCard
            key={feature.id}
            brief={brief}
            index={i}
            update={update}
            errors={errors}
            onRemove={() => {
              willRemove();
              update((b) => removeFeature(b, i));
            }}
          />
        ))}
      </ul>
    </ReviewSection>
  );
}
