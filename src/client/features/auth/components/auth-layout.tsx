import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { Logo } from '../../../components/layout/logo';
import { LanguageSwitcher } from '../../../components/language-switcher';
import { useDocumentMeta } from '../../../lib/use-document-meta';

/** The frame of every auth page: the brand, a card, and the language choice. */
export function AuthLayout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentMeta(`${title} · ${t('brand')}`, typeof description === 'string' ? description : undefined);
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <Link to={paths.home.href()} className="mb-8 flex items-center gap-2 text-lg font-semibold">
        <Logo />
        <span>{t('brand')}</span>
      </Link>
      <div className="w-full max-w-md rounded-2xl border border-border bg-surface p-6 shadow-xl sm:p-8">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {description ? <div className="mt-2 text-sm text-muted">{description}</div> : null}
        <div className="mt-6">{children}</div>
      </div>
      <LanguageSwitcher className="mt-8" />
    </main>
  );
}
