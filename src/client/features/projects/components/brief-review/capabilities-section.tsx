import type { TFunction } from 'i18next';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  capabilityIds,
  capabilityNames,
  type BriefCapability,
  type CapabilityId,
} from '../../../../../shared/capabilities';
import { capabilityOf, type BriefFeature } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Select } from '../../../../components/ui/select';
import { mustFeaturesHeadlineFirst } from './headline-first';
import { patchAt, type ReviewProps } from './review-props';
import { ReviewSection } from './section';

/**
 * How each must-have feature works, one choice per feature (ADR 0041): the kit's interface, tasks and
 * checks are written from a feature's capability, so a headline read as a plain form is corrected
 * here, before the credit is spent. The headline comes first. The parameters the engine read with a
 * capability (sources, channel, schedule, reviewer) are shown, not edited; a capability chosen again
 * gets back the parameters it had, so trying another choice loses nothing.
 */
export function CapabilitiesSection({
  brief,
  update,
  headlineOnly = false,
}: Pick<ReviewProps, 'brief' | 'update'> & {
  /** Only the headline's choice (the review shows the others' in their feature rows). */
  headlineOnly?: boolean;
}) {
  const { t } = useTranslation();
  const choose = useChooseCapability(brief, update);
  const all = mustFeaturesHeadlineFirst(brief.features);
  const order = headlineOnly ? all.slice(0, 1) : all;
  if (order.length === 0) return null;

  return (
    <ReviewSection title={t('briefs.review.capabilities')} hint={t('briefs.review.capabilitiesHint')}>
      <ul className="space-y-3">
        {order.map((index) => {
          const feature = brief.features[index]!;
          return <CapabilityChoice key={feature.id} feature={feature} onChoose={(id) => choose(index, id)} />;
        })}
      </ul>
    </ReviewSection>
  );
}

/** Chooses a feature's capability; a capability chosen again gets back the parameters it had. */
export function useChooseCapability(brief: ReviewProps['brief'], update: ReviewProps['update']) {
  const earlier = useRef(new Map<string, BriefCapability>());
  return (index: number, id: CapabilityId) => {
    const feature = brief.features[index]!;
    const current = capabilityOf(feature);
    earlier.current.set(`${feature.id} ${current.id}`, current);
    const capability = earlier.current.get(`${feature.id} ${id}`) ?? { id };
    update((b) => ({ ...b, features: patchAt(b.features, index, { capability }) }));
  };
}

/** One feature's capability: the choice, what it means in a few words, and its parameters in one line. */
export function CapabilityChoice({
  feature,
  onChoose,
}: {
  feature: Pick<BriefFeature, 'id' | 'name' | 'capability'>;
  onChoose: (id: CapabilityId) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'ru' ? 'ru' : 'en';
  const id = useId();
  const capability = capabilityOf(feature);
  const names = capabilityNames[capability.id];
  const how = language === 'ru' ? names.howRu : names.howEn;
  const parameters = parametersOf(capability, t);
  return (
    <li>
      <FormField label={t('briefs.review.capabilityOf', { name: feature.name.trim() || feature.id })}>
        {(field) => (
          <div className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3">
            <Select
              {...field}
              aria-describedby={parameters ? `${id}-how ${id}-parameters` : `${id}-how`}
              className="h-11 w-full sm:w-72 sm:shrink-0"
              value={capability.id}
              onChange={(event) => onChoose(event.target.value as CapabilityId)}
            >
              {capabilityIds.map((option) => (
                <option key={option} value={option}>
                  {capabilityNames[option][language]}
                </option>
              ))}
            </Select>
            <p id={`${id}-how`} className="text-sm text-muted">
              {sentence(how)}
            </p>
          </div>
        )}
      </FormField>
      {parameters ? (
        <p id={`${id}-parameters`} className="mt-1 text-xs break-words text-muted">
          {parameters}
        </p>
      ) : null}
    </li>
  );
}

/** The capability's parameters, read-only, in one line ("Sources: Shopify, Stripe · Schedule: nightly"). */
function parametersOf(capability: BriefCapability, t: TFunction): string {
  const parts = [
    capability.sources?.length ? t('briefs.review.capabilitySources', { value: capability.sources.join(', ') }) : null,
    capability.channel ? t('briefs.review.capabilityChannel', { value: capability.channel }) : null,
    capability.schedule ? t('briefs.review.capabilitySchedule', { value: capability.schedule }) : null,
    capability.reviewer ? t('briefs.review.capabilityReviewer', { value: capability.reviewer }) : null,
  ];
  return parts.filter((part) => part !== null).join(' · ');
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
