import { useTranslation } from 'react-i18next';
import { canDependOn } from '../../../../../shared/brief-answers';
import { BRIEF_LIMITS, featurePriorities, type BriefFeature } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Textarea } from '../../../../components/ui/textarea';
import { fieldErrorText } from '../../../../lib/error-text';
import { errorAt, errorUnder } from './brief-errors';
import { ChipGroup } from './chip-group';
import { RemoveButton } from './remove-button';
import { patchAt, type ReviewProps } from './review-props';
import { CapabilityChoice, useChooseCapability } from './capabilities-section';
import { CollapsibleRow } from './review-rows';

/**
 * One feature as a row (name, priority and description) that opens to edit it: its name, priority and
 * description, what it uses and what must exist first, and how it works when it is a must-have (the
 * headline's choice leads the review). A dependency that would close a circle is shown but cannot be ticked.
 */
export function FeatureCard({
  brief,
  index,
  update,
  errors,
  guessed,
  headline,
  onRemove,
}: ReviewProps & { index: number; guessed: boolean; headline: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const feature = brief.features[index]!;
  const title = `${feature.id} ${feature.name}`.trim();
  const patch = (change: Partial<BriefFeature>) =>
    update((b) => ({ ...b, features: patchAt(b.features, index, change) }));
  const choose = useChooseCapability(brief, update);
  return (
    <CollapsibleRow
      rowKey={`feature:${index}`}
      label={t('briefs.review.featureGroup', { name: title })}
      title={feature.name || feature.id}
      summary={`${t(`briefs.priorities.${feature.priority}`)} · ${feature.description}`}
      guessed={guessed}
      problem={errorUnder(errors, 'features', index) !== undefined}
      actions={<RemoveButton label={t('briefs.review.removeFeature', { name: title })} onRemove={onRemove} />}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
        <FormField
          label={t('briefs.review.featureName', { id: feature.id })}
          error={fieldErrorText(t, errorAt(errors, 'features', index, 'name'))}
        >
          {(field) => (
            <Input
              {...field}
              value={feature.name}
              maxLength={BRIEF_LIMITS.name}
              onChange={(event) => patch({ name: event.target.value })}
            />
          )}
        </FormField>
        <FormField label={t('briefs.review.priority')}>
          {(field) => (
            <Select
              {...field}
              className="h-11 w-full"
              value={feature.priority}
              onChange={(event) => patch({ priority: event.target.value as BriefFeature['priority'] })}
            >
              {featurePriorities.map((priority) => (
                <option key={priority} value={priority}>
                  {t(`briefs.priorities.${priority}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField
        label={t('briefs.review.description')}
        error={fieldErrorText(t, errorAt(errors, 'features', index, 'description'))}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            className="min-h-16"
            value={feature.description}
            maxLength={BRIEF_LIMITS.text}
            onChange={(event) => patch({ description: event.target.value })}
          />
        )}
      </FormField>
      <ChipGroup
        legend={t('briefs.review.dependsOn')}
        empty={t('briefs.review.noOtherFeatures')}
        disabledHint={t('briefs.review.circleHint')}
        options={brief.features
          .filter((other) => other.id !== feature.id)
          .map((other) => ({
            value: other.id,
            label: `${other.id} ${other.name}`.trim(),
            disabled: !canDependOn(brief.features, feature.id, other.id),
          }))}
        selected={feature.dependsOn}
        onChange={(dependsOn) => patch({ dependsOn })}
        error={errorUnder(errors, 'features', index, 'dependsOn')}
      />
      <ChipGroup
        legend={t('briefs.review.usesEntities')}
        empty={t('briefs.review.noEntitiesToUse')}
        options={[...new Set(brief.entities.map((entity) => entity.name).filter((name) => name.trim() !== ''))].map(
          (name) => ({
            value: name,
            label: name,
          }),
        )}
        selected={feature.entities}
        onChange={(entities) => patch({ entities })}
        error={errorUnder(errors, 'features', index, 'entities')}
      />
      {brief.integrations.length > 0 ? (
        <ChipGroup
          legend={t('briefs.review.usesIntegrations')}
          options={[
            ...new Set(brief.integrations.map((integration) => integration.name).filter((name) => name.trim() !== '')),
          ].map((name) => ({ value: name, label: name }))}
          selected={feature.integrations}
          onChange={(integrations) => patch({ integrations })}
          error={errorUnder(errors, 'features', index, 'integrations')}
        />
      ) : null}
      {feature.priority === 'must' && !headline ? (
        <ul>
          <CapabilityChoice feature={feature} onChoose={(id) => choose(index, id)} />
        </ul>
      ) : null}
    </CollapsibleRow>
  );
}
