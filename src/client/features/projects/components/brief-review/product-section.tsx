import { useTranslation } from 'react-i18next';
import { BRIEF_LIMITS, briefPlatforms, type BriefPlatform } from '../../../../../shared/schemas/brief';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { Textarea } from '../../../../components/ui/textarea';
import { fieldErrorText } from '../../../../lib/error-text';
import { errorAt } from './brief-errors';
import { ChipGroup } from './chip-group';
import { KitLanguage } from './kit-language';
import type { ReviewProps } from './review-props';
import { ReviewSection } from './section';

/** The product as a whole: its name, what it does, where it runs, the kit's language and how it makes money. */
export function ProductSection({ brief, update, errors }: ReviewProps) {
  const { t } = useTranslation();
  return (
    <ReviewSection
      title={t('briefs.review.product')}
      row="product"
      summary={
        <>
          <span className="font-medium text-foreground">{brief.productName}</span>
          {' · '}
          {brief.platforms.map((platform) => t(`briefs.platforms.${platform}`)).join(', ')}
          <span className="mt-0.5 line-clamp-2">{brief.summary}</span>
        </>
      }
    >
      <FormField label={t('briefs.review.productName')} error={fieldErrorText(t, errorAt(errors, 'productName'))}>
        {(field) => (
          <Input
            {...field}
            value={brief.productName}
            maxLength={BRIEF_LIMITS.name}
            autoComplete="off"
            onChange={(event) => update((b) => ({ ...b, productName: event.target.value }))}
          />
        )}
      </FormField>
      <FormField label={t('briefs.review.summary')} error={fieldErrorText(t, errorAt(errors, 'summary'))}>
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            className="min-h-24"
            value={brief.summary}
            maxLength={BRIEF_LIMITS.summary}
            onChange={(event) => update((b) => ({ ...b, summary: event.target.value }))}
          />
        )}
      </FormField>
      <ChipGroup
        legend={t('briefs.review.platforms')}
        options={briefPlatforms.map((platform) => ({ value: platform, label: t(`briefs.platforms.${platform}`) }))}
        selected={brief.platforms}
        // Kept in the catalogue's order, whatever order they were ticked in.
        onChange={(values) =>
          update((b) => ({ ...b, platforms: briefPlatforms.filter((p) => values.includes(p)) as BriefPlatform[] }))
        }
        error={errorAt(errors, 'platforms')}
      />
      <KitLanguage brief={brief} update={update} />
      <FormField label={t('briefs.review.monetisation')} error={fieldErrorText(t, errorAt(errors, 'monetisation'))}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            className="min-h-16"
            value={brief.monetisation}
            maxLength={BRIEF_LIMITS.text}
            onChange={(event) => update((b) => ({ ...b, monetisation: event.target.value }))}
          />
        )}
      </FormField>
    </ReviewSection>
  );
}
