import { LOGO_SLIDER_DURATION_S } from '../../../lib/ui-constants';
import { toolNames } from '../feature-cards';

/**
 * The tools prompts are written for, sliding past once a minute; still under reduced
 * motion. The row is drawn twice so the loop has no seam; the copy is hidden from screen readers.
 */
export function LogoSlider({ label }: { label: string }) {
  const row = (copy: boolean) => (
    <ul aria-hidden={copy || undefined} className="flex shrink-0 items-center gap-4 pr-4">
      {toolNames.map((name) => (
        <li key={name} className="rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium whitespace-nowrap text-foreground">
          {name}
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mt-14">
      <p className="text-center text-sm text-muted">{label}</p>
      <div className="relative mt-4 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div
          className="flex w-max motion-safe:animate-[logo-slide_linear_infinite] hover:[animation-play-state:paused]"
          style={{ animationDuration: `${LOGO_SLIDER_DURATION_S}s` }}
          data-testid="logo-slider"
        >
          {row(false)}
          {row(true)}
        </div>
      </div>
    </div>
  );
}
