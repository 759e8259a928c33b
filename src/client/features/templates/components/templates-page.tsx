import { LayoutTemplate } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { templateCategories, type TemplateCategory } from '../../../../shared/schemas/templates';
import { EmptyState, LoadError } from '../../../components/ui/page-states';
import { CardGridSkeleton } from '../../../components/ui/card-grid-skeleton';
import { SearchInput } from '../../../components/ui/search-input';
import { cn } from '../../../lib/cn';
import { useTemplates } from '../api/get-templates';

function isCategory(value: string | null): value is TemplateCategory {
  return (templateCategories as readonly string[]).includes(value ?? '');
}

/** /dashboard/templates: the library, browsed by category (kept in the URL) and searched by name. */
export default function TemplatesPage() {
  const { t } = useTranslation();
  const templates = useTemplates();
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = isCategory(raw) ? raw : 'all';
  const [query, setQuery] = useState('');

  const choose = (next: TemplateCategory | 'all') =>
    setParams(
      (p) => {
        if (next === 'all') p.delete('category');
        else p.set('category', next);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );

  const present = new Set((templates.data ?? []).map((template) => template.category));
  const needle = query.trim().toLowerCase();
  const shown = (templates.data ?? []).filter(
    (template) =>
      (category === 'all' || template.category === category) &&
      (!needle || `${template.name} ${template.description}`.toLowerCase().includes(needle)),
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:px-6 md:py-8">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('pages.templates')}</h1>
      <p className="mt-1 text-muted">{t('templates.subtitle')}</p>

      <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div role="group" aria-label={t('templates.categories')} className="flex flex-wrap gap-2">
          {(['all', ...templateCategories.filter((c) => present.has(c))] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              onClick={() => choose(value)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm transition-colors',
                category === value
                  ? 'border-primary bg-primary-strong/15 text-foreground'
                  : 'border-border text-muted hover:text-foreground',
              )}
            >
              {t(`templates.category.${value}`)}
            </button>
          ))}
        </div>
        <SearchInput label={t('templates.search')} value={query} onChange={setQuery} className="lg:w-72" />
      </div>

      <div className="mt-6">
        {templates.isPending ? (
          <CardGridSkeleton count={8} className="h-44" />
        ) : templates.isError ? (
          <LoadError message={t('templates.loadFailed')} onRetry={() => void templates.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState icon={LayoutTemplate} title={t('templates.emptyTitle')}>
            {t('templates.emptyBody')}
          </EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
            {shown.map((template) => (
              <li key={template.id}>
                <Link
                  to={paths.template.href(template.id)}
                  className="flex h-full flex-col rounded-2xl border border-border bg-surface p-4 transition-colors hover:border-primary/60"
                >
                  <span className="text-xs text-primary">{t(`templates.category.${template.category}`)}</span>
                  <h2 className="mt-1 font-semibold">{template.name}</h2>
                  <p className="mt-2 line-clamp-4 text-sm text-muted">{template.description}</p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
