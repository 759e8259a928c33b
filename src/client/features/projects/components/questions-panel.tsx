import { AlertTriangle, BookOpen, Loader2, MessageCircleQuestion, Send } from 'lucide-react';
import { useState, useId, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pricingSection } from '../../../../shared/paths';
import { QUESTION_MAX, type CitationDto, type QuestionDto } from '../../../../shared/schemas/questions';
import { buttonVariants } from '../../../components/ui/button-variants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText, fieldErrorText } from '../../../lib/error-text';
import { useAskQuestion, useQuestions, type LiveAnswer } from '../api/questions';
import { CollapsiblePanel } from './collapsible-panel';

/** Where a citation leads: the document's tab, at the section's heading. */
export function citationHref(citation: Pick<CitationDto, 'kind' | 'anchor'>): string {
  return `?tab=${citation.kind}${citation.anchor ? `#${citation.anchor}` : ''}`;
}

/**
 * Questions answered from the kit (Growth): a question, its answer as it streams, the sections it
 * rests on as links that open them, and the earlier questions, newest first. Other plans see what it
 * does and where to upgrade.
 */
export function QuestionsPanel({
  projectId,
  allowed,
  onOpenCitation,
  defaultOpen = true,
}: {
  projectId: string;
  /** The plan answers questions. */
  allowed: boolean;
  onOpenCitation: (citation: CitationDto) => void;
  /** Open at first; closed, it is one line that counts the questions asked (ADR 0047). */
  defaultOpen?: boolean;
}) {
  const { t } = useTranslation();
  const history = useQuestions(projectId, { enabled: allowed });
  const asked = history.data?.questions.length ?? 0;
  return (
    <CollapsiblePanel
      icon={<MessageCircleQuestion aria-hidden className="size-5 text-primary" />}
      title={t('questions.title')}
      openClassName="md:col-span-2"
      defaultOpen={defaultOpen}
      summary={asked > 0 ? <p className="text-muted">{t('questions.count', { count: asked })}</p> : null}
    >
      <p className="text-sm text-muted">{t('questions.description')}</p>
      {allowed ? (
        <QuestionsBody projectId={projectId} onOpenCitation={onOpenCitation} />
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-background/40 p-3">
          <p className="text-sm">{t('questions.messages.plan')}</p>
          <Link to={pricingSection.href()} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            {t('questions.seePlans')}
          </Link>
        </div>
      )}
    </CollapsiblePanel>
  );
}

function QuestionsBody({ projectId, onOpenCitation }: { projectId: string; onOpenCitation: (citation: CitationDto) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [question, setQuestion] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const history = useQuestions(projectId);
  const { live, ask } = useAskQuestion(projectId);
  const streaming = live?.status === 'streaming';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text) return setInvalid(fieldErrorText(t, 'questions.messages.questionRequired'));
    if (text.length > QUESTION_MAX) return setInvalid(fieldErrorText(t, 'questions.messages.questionTooLong'));
    setInvalid(undefined);
    if (await ask(text)) setQuestion('');
  };

  const earlier = [...(history.data?.questions ?? [])].reverse();

  return (
    <div className="mt-4 space-y-5">
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t('questions.label')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            placeholder={t('questions.placeholder')}
            maxLength={QUESTION_MAX}
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? hintId : undefined}
            disabled={streaming}
          />
          <Button type="submit" disabled={streaming} aria-busy={streaming} className="shrink-0">
            {streaming ? <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : <Send aria-hidden className="size-4" />}
            {streaming ? t('questions.asking') : t('questions.ask')}
          </Button>
        </div>
        {invalid ? (
          <p id={hintId} className="text-sm text-danger">
            {invalid}
          </p>
        ) : null}
      </form>

      {live ? <LiveAnswerView live={live} onOpenCitation={onOpenCitation} onRetry={() => void ask(live.question)} /> : null}

      {history.isPending ? (
        <div role="status" className="space-y-2">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : history.isError ? (
        <div role="alert" className="rounded-lg border border-border p-3 text-sm">
          <p>{t('questions.loadFailed')}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void history.refetch()}>
            {t('projects.page.retryLoad')}
          </Button>
        </div>
      ) : earlier.length === 0 && !live ? (
        <p className="text-sm text-muted">{t('questions.empty')}</p>
      ) : earlier.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-muted">{t('questions.history')}</h3>
          <ol className="mt-2 space-y-3">
            {earlier.map((item) => (
              <li key={item.id}>
                <AnsweredQuestion item={item} onOpenCitation={onOpenCitation} />
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}

function LiveAnswerView({
  live,
  onOpenCitation,
  onRetry,
}: {
  live: LiveAnswer;
  onOpenCitation: (citation: CitationDto) => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const streaming = live.status === 'streaming';
  return (
    <article aria-busy={streaming} className="rounded-lg border border-primary/40 bg-background/40 p-3 sm:p-4">
      <p className="font-medium break-words">{live.question}</p>
      <div aria-live="polite" className="mt-2">
        {live.text ? (
          <MarkdownView content={live.text} className="text-sm sm:text-sm" />
        ) : streaming ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Loader2 aria-hidden className="size-4 animate-spin text-primary motion-reduce:animate-none" />
            {t('questions.asking')}
          </p>
        ) : null}
      </div>
      {live.status === 'failed' ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg border border-danger/50 bg-danger/10 p-3 text-sm">
          <AlertTriangle aria-hidden className="size-4 shrink-0 text-danger" />
          <span className="min-w-0 flex-1">{errorText(t, live.error)}</span>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('questions.retry')}
          </Button>
        </div>
      ) : null}
      {live.citations.length > 0 ? (
        <Citations citations={live.citations} answered={live.answered !== false} onOpenCitation={onOpenCitation} />
      ) : null}
    </article>
  );
}

function AnsweredQuestion({ item, onOpenCitation }: { item: QuestionDto; onOpenCitation: (citation: CitationDto) => void }) {
  return (
    <article className="rounded-lg border border-border bg-background/40 p-3 sm:p-4">
      <p className="font-medium break-words">{item.question}</p>
      <MarkdownView content={item.answer} className="mt-2 text-sm sm:text-sm" />
      {item.citations.length > 0 ? (
        <Citations citations={item.citations} answered={item.answered} onOpenCitation={onOpenCitation} />
      ) : null}
    </article>
  );
}

function Citations({
  citations,
  answered,
  onOpenCitation,
}: {
  citations: CitationDto[];
  /** False: the kit does not say, and these are the nearest sections. */
  answered: boolean;
  onOpenCitation: (citation: CitationDto) => void;
}) {
  const { t } = useTranslation();
  const open = (citation: CitationDto) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens the section here; a modified one (new tab, window) follows the link.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpenCitation(citation);
  };
  return (
    <div className="mt-3 border-t border-border pt-3">
      <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
        {answered ? t('questions.sources') : t('questions.nearest')}
      </h4>
      <ul className="mt-2 space-y-2">
        {citations.map((citation) => (
          <li key={`${citation.kind}-${citation.anchor}`} className="text-sm">
            <a
              href={citationHref(citation)}
              onClick={open(citation)}
              className="inline-flex items-start gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
            >
              <BookOpen aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span className="break-words">
                {t(`projects.documents.${citation.kind}`)} › {citation.heading}
              </span>
            </a>
            {answered && citation.excerpt ? <p className="mt-0.5 ml-6 line-clamp-3 text-muted break-words">{citation.excerpt}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
