import type { TFunction } from 'i18next';
import type { TeamRole } from '../../../../shared/permissions';

/** A role's name in the interface language ("Editor"). */
export function roleLabel(t: TFunction, role: TeamRole): string {
  return t(`team.roles.${role}`);
}
