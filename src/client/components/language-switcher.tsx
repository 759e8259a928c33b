import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languages, setLanguage, type Language } from '../lib/i18n';
// clsx, not cn: no class here overrides another, and tailwind-merge stays out of the landing's first load.
import { clsx as cn } from 'clsx';

/** A small toggle between the interface languages; the choice is kept in local storage. */
export function LanguageSwitcher({ className, onChange }: { className?: string; onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const current = (i18n.resolvedLanguage ?? 'en') as Language;
  return (
    <div role="group" aria-label={t('language.label')} className={cn('flex items-center gap-1', className)}>
      <Languages aria-hidden className="size-4 text-muted" />
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={current === language}
          onClick={() => void setLanguage(language).then(() => onChange?.(language))}
          className={cn(
            'rounded-md px-2 py-1 text-sm transition-colors',
            current === language ? 'bg-surface-raised text-foreground' : 'text-muted hover:text-foreground',
          )}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
