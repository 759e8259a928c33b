import type { ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { createAnchorer } from '../../../shared/markdown-sections';
import { cn } from '../../lib/cn';

const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

/**
 * Keeps a URL only when it is an absolute http(s) or mailto address. Anything else,
 * `javascript:` and `data:` above all (however disguised with spaces or control characters), and
 * relative or protocol-relative paths, becomes '' and renders as plain text.
 */
export function safeUrl(url: string): string {
  // Browsers ignore whitespace and control characters inside a scheme: judge it without them.
  // eslint-disable-next-line no-control-regex
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(compact)?.[1]?.toLowerCase();
  return scheme && allowedProtocols.has(scheme) && compact === url.trim() ? url.trim() : '';
}

function TaskMark({ done }: { done: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t(done ? 'markdown.taskDone' : 'markdown.taskOpen')}
      className={cn(
        'mr-2 inline-flex size-3.5 translate-y-0.5 items-center justify-center rounded-sm border border-muted text-[10px] leading-none',
        done && 'border-accent bg-accent/20 text-accent',
      )}
    >
      {done ? '✓' : null}
    </span>
  );
}

function Anchor({ href, children, node: _node, ...props }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (!href) return <span className="text-foreground">{children}</span>;
  const external = !href.startsWith('mailto:');
  return (
    <a
      {...props}
      href={href}
      className="text-primary underline underline-offset-4 hover:text-foreground"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}
    >
      {children}
    </a>
  );
}

const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 mb-3 text-2xl font-semibold first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-8 mb-3 text-xl font-semibold first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-6 mb-2 text-lg font-semibold first:mt-0" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-5 mb-2 font-semibold first:mt-0" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-4 mb-2 font-semibold first:mt-0" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-4 mb-2 text-sm font-semibold first:mt-0" {...props} />,
  p: ({ node: _node, ...props }) => <p className="my-3 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-6 marker:text-muted" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-6 marker:text-muted" {...props} />,
  li: ({ node: _node, ...props }) => <li className="leading-relaxed [&>input]:mr-2" {...props} />,
  a: Anchor,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="my-4 border-l-2 border-primary pl-4 text-muted" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-6 border-border" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-foreground" {...props} />,
  pre: ({ node: _node, className, ...props }) => (
    <pre
      className={cn(
        'my-4 overflow-x-auto rounded-lg border border-border bg-background p-4 text-[13px] leading-relaxed',
        '[&>code]:rounded-none [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-foreground',
        className,
      )}
      {...props}
    />
  ),
  code: ({ node: _node, className, ...props }) => (
    <code
      className={cn('rounded bg-surface-raised px-1.5 py-0.5 font-mono text-[0.9em] text-accent', className)}
      {...props}
    />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="my-4 overflow-x-auto rounded-lg border border-border">
      <table className="w-full border-collapse text-left text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => (
    <th className="border-b border-border bg-surface-raised px-3 py-2 font-semibold" {...props} />
  ),
  td: ({ node: _node, ...props }) => <td className="border-b border-border px-3 py-2 align-top" {...props} />,
  // A GFM task list's checkbox is a mark, not a control: a box, ticked when done.
  input: ({ type, checked }) => (type === 'checkbox' ? <TaskMark done={Boolean(checked)} /> : null),
  // Documents never load pictures from elsewhere: an image shows as its description.
  img: ({ alt }) => (alt ? <span className="text-muted italic">[{alt}]</span> : null),
};

interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join('');

/**
 * Gives every heading the anchor the server cites its section by (`createAnchorer`, in document
 * order), and room above it when scrolled to, below the page's sticky header.
 */
function rehypeHeadingAnchors() {
  return (tree: HastNode) => {
    const anchorOf = createAnchorer();
    const walk = (node: HastNode) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '')) {
        node.properties = { ...node.properties, id: anchorOf(textOf(node)), tabIndex: -1 };
        return;
      }
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}

/**
 * Renders markdown written by users or models: GitHub-flavoured, no raw HTML, links only to
 * http(s) and mailto. Loaded on demand through `MarkdownView`. With `headingAnchors`, headings
 * carry the anchors citations open (one document on the page at a time).
 */
export default function Markdown({
  content,
  className,
  headingAnchors = false,
}: {
  content: string;
  className?: string;
  headingAnchors?: boolean;
}) {
  return (
    <div
      className={cn(
        'min-w-0 text-sm break-words text-foreground/90 sm:text-base',
        headingAnchors &&
          '[&_:is(h2,h3,h4,h5,h6)]:scroll-mt-28 [&_:is(h2,h3,h4,h5,h6)]:rounded [&_:is(h2,h3,h4,h5,h6)]:outline-none [&_[data-opened]]:bg-primary/15 [&_[data-opened]]:transition-colors',
        className,
      )}
    >
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={headingAnchors ? [rehypeHeadingAnchors] : []}
        skipHtml
        urlTransform={safeUrl}
        components={components}
      >
        {content}
      </ReactMarkdown>
    </div>
  );
}
