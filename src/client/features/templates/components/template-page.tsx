import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../../shared/paths';
import { buttonVariants } from '../../../components/ui/button';
import { BackLink } from '../../../components/ui/back-link';
import { MarkdownSkeleton, MarkdownView } from '../../../components/ui/markdown-view';
import { LoadError } from '../../../components/ui/page-states';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../auth';
import { useTemplate } from '../api/get-templates';

/** /dashboard/templates/:id: one template's guide and the way to start a project from it. */
export default function TemplatePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const template = useTemplate(id);
  const canCreate = useCan()('createProject');

  const back = <BackLink to={paths.templates.href()}>{t('pages.templates')}</BackLink>;

  if (template.isError) {
    const missing = template.error instanceof ApiError && template.error.isMissing;
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-6 md:px-6 md:py-8">
        {back}
        {missing ? (
          <div className="py-16 text-center">
            <h1 className="text-2xl font-semibold">{t('templates.notFound')}</h1>
            <Link to={paths.templates.href()} className={buttonVariants({ className: 'mt-6' })}>
              {t('templates.browse')}
            </Link>
          </div>
        ) : (
          <div className="mt-6">
            <LoadError message={t('templates.loadFailed')} onRetry={() => void template.refetch()} />
          </div>
        )}
      </div>
    );
  }

  const start = canCreate ? `${paths.newProject.href()}?template=${encodeURIComponent(id)}` : paths.credits.href();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 md:px-6 md:py-8">
      {back}
      {template.data ? (
        <>
          <header className="mt-3 flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="text-xs text-primary">{t(`templates.category.${template.data.category}`)}</p>
              <h1 className="mt-1 text-2xl font-semibold md:text-3xl">{template.data.name}</h1>
              <p className="mt-2 text-muted">{template.data.description}</p>
            </div>
            <Link to={start} className={buttonVariants()}>
              <Rocket aria-hidden className="size-4" />
              {t('templates.start')}
            </Link>
          </header>
          {!canCreate ? <p className="mt-3 text-sm text-muted">{t('templates.startNeedsCredits')}</p> : null}
          <section aria-label={t('templates.idea')} className="mt-6 rounded-2xl border border-border bg-surface p-4">
            <h2 className="text-sm font-semibold">{t('templates.idea')}</h2>
            <p className="mt-2 text-sm text-muted">{template.data.idea}</p>
          </section>
          <article className="mt-6">
            <MarkdownView content={template.data.content} loadingLabel={t('loading')} />
          </article>
        </>
      ) : (
        <div className="mt-6">
          <MarkdownSkeleton label={t('loading')} />
        </div>
      )}
    </div>
  );
}
