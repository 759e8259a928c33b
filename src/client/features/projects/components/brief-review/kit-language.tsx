import { useTranslation } from 'react-i18next';
import { briefLanguages } from '../../../../../shared/schemas/brief';
import type { ReviewProps } from './review-props';

/**
 * The language the kit is written in: the brief's, first the one the idea was read in. It is the
 * founder's choice for the documents and apart from the interface's language, so each option is
 * named in its own language.
 */
export function KitLanguage({ brief, update }: Pick<ReviewProps, 'brief' | 'update'>) {
  const { t } = useTranslation();
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium">{t('briefs.review.kitLanguage')}</legend>
      <p className="mt-0.5 text-xs text-muted">{t('briefs.review.kitLanguageHint')}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {briefLanguages.map((language) => (
          <label
            key={language}
            className="flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-strong/15"
          >
            <input
              type="radio"
              name="kit-language"
              value={language}
              checked={brief.language === language}
              onChange={() => update((b) => ({ ...b, language }))}
              className="size-4 shrink-0 accent-primary-strong"
            />
            <span lang={language}>{t(`briefs.languages.${language}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
