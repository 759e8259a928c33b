import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

/** The "← Section" link above a detail page. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4" />
      {children}
    </Link>
  );
}
