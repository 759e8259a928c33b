import { describe, expect, it } from 'vitest';
import { guardRedirect } from './access';

const free = { subscriptionPlan: 'FREE' as const, availableCredits: 0 };
const founder = { subscriptionPlan: 'FOUNDER' as const, availableCredits: 2 };

describe('the dashboard route guard', () => {
  it('lets the Free plan open only home, projects, templates and credits', () => {
    for (const path of ['/dashboard', '/dashboard/projects', '/dashboard/projects/p1', '/dashboard/templates', '/dashboard/templates/t1', '/dashboard/credits', '/dashboard/settings']) {
      expect(guardRedirect(path, free), path).toBeUndefined();
    }
    for (const path of ['/dashboard/new-project', '/dashboard/tasks-dashboard', '/dashboard/tasks-dashboard/p1', '/dashboard/team', '/dashboard/documentation']) {
      expect(guardRedirect(path, free), path).toBe('/dashboard/credits');
    }
  });

  it('opens everything to paid plans, but no new project without credits', () => {
    expect(guardRedirect('/dashboard/tasks-dashboard', founder)).toBeUndefined();
    expect(guardRedirect('/dashboard/new-project', founder)).toBeUndefined();
    expect(guardRedirect('/dashboard/new-project', { ...founder, availableCredits: 0 })).toBe('/dashboard/credits');
  });
});
