import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProjectAccessDto } from '../../../../shared/schemas/projects';
import { cn } from '../../../lib/cn';

/** "Team · <owner>" and the reader's role, on a project of a team the reader is a member of; nothing on its own. */
export function TeamBadge({ access, className }: { access: ProjectAccessDto; className?: string }) {
  const { t } = useTranslation();
  if (!access.team) return null;
  const role = t(`team.roles.${access.role}`);
  return (
    <span
      data-testid="team-badge"
      title={t('team.badgeLabel', { name: access.team.ownerName, role })}
      className={cn(
        'inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full border border-accent/40 bg-accent/10 px-3 py-1 text-xs font-medium',
        className,
      )}
    >
      <Users aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">{t('team.badge', { name: access.team.ownerName })}</span>
      <span aria-hidden className="text-muted">
        ·
      </span>
      <span className="shrink-0 text-muted">{role}</span>
    </span>
  );
}
