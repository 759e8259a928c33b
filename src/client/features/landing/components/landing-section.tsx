import type { ReactNode } from 'react';
import { SCROLL_OFFSET_PX } from '../../../lib/ui-constants';

/**
 * One section of the landing page: its anchor id, stopping 80 px below the top when scrolled to (the
 * sticky navbar's height plus air), a heading and an optional lead paragraph.
 */
export function LandingSection({
  id,
  title,
  lead,
  children,
  className = '',
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: SCROLL_OFFSET_PX }}
      className={`mx-auto max-w-6xl px-4 py-16 md:py-24 ${className}`}
    >
      <div className="mx-auto max-w-3xl text-center">
        <h2 id={`${id}-title`} className="text-3xl font-semibold tracking-tight text-balance md:text-4xl">
          {title}
        </h2>
        {lead ? <p className="mt-4 text-lg text-pretty text-muted">{lead}</p> : null}
      </div>
      {children}
    </section>
  );
}
