import { useTranslation } from 'react-i18next';
import { newFeature, removeFeature } from '../../../../../shared/brief-answers';
import { BRIEF_LIMITS } from '../../../../../shared/schemas/brief';
import { errorAt } from './brief-errors';
import { FeatureCard } from './feature-card';
import type { ReviewProps } from './review-props';
import { mustFeaturesHeadlineFirst } from './headline-first';
import { guessedFirst, useReviewRows } from './review-rows';
import { ReviewSection, useListFocus } from './section';

/** What the product lets people do, as rows (what the engine was unsure of first) that open to edit. */
export function FeaturesSection({ brief, update, errors }: ReviewProps) {
  const { t } = useTranslation();
  const { listRef, addRef, willAdd, willRemove } = useListFocus(brief.features.length);
  const rows = useReviewRows();
  const headline = mustFeaturesHeadlineFirst(brief.features)[0];
  // What the engine was unsure of: a feature it still asks about, or one built only on guessed entities.
  const guessedEntities = new Set(brief.entities.filter((entity) => entity.guessed).map((entity) => entity.name));
  const guessed = (i: number) => {
    const feature = brief.features[i]!;
    return (
      rows.unsureFeatures?.has(feature.id) === true ||
      (feature.entities.length > 0 && feature.entities.every((entity) => guessedEntities.has(entity)))
    );
  };
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
          rows.setOpen(`feature:${brief.features.length}`);
          update((b) => ({ ...b, features: [...b.features, newFeature(b, '', '')] }));
        },
      }}
    >
      <ul ref={listRef} className="grid gap-2 sm:grid-cols-2">
        {guessedFirst(brief.features, guessed).map((i) => (
          <FeatureCard
            key={brief.features[i]!.id}
            brief={brief}
            index={i}
            update={update}
            errors={errors}
            guessed={guessed(i)}
            headline={i === headline}
            onRemove={() => {
              willRemove();
              rows.setOpen(null);
              update((b) => removeFeature(b, i));
            }}
          />
        ))}
      </ul>
    </ReviewSection>
  );
}
