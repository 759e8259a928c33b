import { lazy, Suspense } from 'react';
import { Skeleton } from './skeleton';

// The markdown parser is large: it loads with the first document shown, not with the page.
const Markdown = lazy(() => import('./markdown'));

export function MarkdownSkeleton({ label }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      {label ? <span className="sr-only">{label}</span> : null}
      <Skeleton className="h-7 w-2/5" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="mt-6 h-5 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

/** Markdown from users or models, safely rendered (see `markdown.tsx`), with a skeleton while the renderer loads. */
export function MarkdownView({
  content,
  className,
  loadingLabel,
  headingAnchors,
}: {
  content: string;
  className?: string;
  loadingLabel?: string;
  /** Give headings the anchors that citations open. */
  headingAnchors?: boolean;
}) {
  return (
    <Suspense fallback={<MarkdownSkeleton label={loadingLabel} />}>
      <Markdown content={content} className={className} headingAnchors={headingAnchors} />
    </Suspense>
  );
}
