import { describe, expect, it } from 'vitest';
import { guardRedirect } from './access';

const neverPaid = { subscriptionPlan: 'FREE' as const, availableCredits: 0, ownsKits: false };
const freeWithCredits = { ...neverPaid, availableCredits: 2 };
const freeWithKits = { ...neverPaid, ownsKits: true };
const founder = { subscriptionPlan: 'FOUNDER' as const, availableCredits: 2, ownsKits: false };

const open = [
  '/dashboard',
  '/dashboard/projects',
  '/dashboard/projects/p1',
  '/dashboard/templates',
  '/dashboard/templates/t1',
  '/dashboard/credits',
  '/dashboard/settings',
  '/dashboard/team',
  '/dashboard/admin',
  // A project's board asks the project what the reader may do (a team's member on any plan reads it).
  '/dashboard/tasks-dashboard/p1',
];
const paid = [
  '/dashboard/tasks-dashboard',
  '/dashboard/documentation',
];

describe('the dashboard route guard', () => {
  it('lets a Free account that never paid open only home, projects, templates, credits, settings, team and boards', () => {
    for (const path of open) expect(guardRedirect(path, neverPaid), path).toBeUndefined();
    for (const path of [...paid, '/dashboard/new-project', '/dashboard/new-project/']) {
      expect(guardRedirect(path, neverPaid), path).toBe('/dashboard/credits');
    }
  });

  it('opens everything to a Free account holding credits, New Project included', () => {
    for (const path of [...open, ...paid, '/dashboard/new-project']) {
      expect(guardRedirect(path, freeWithCredits), path).toBeUndefined();
    }
  });

  it('keeps the task board open to a Free account owning kits at zero credits, but no new project', () => {
    expect(guardRedirect('/dashboard/tasks-dashboard/p1', freeWithKits)).toBeUndefined();
    expect(guardRedirect('/dashboard/new-project', freeWithKits)).toBe('/dashboard/credits');
  });

  it('opens everything to paid plans, but no new project without credits', () => {
    expect(guardRedirect('/dashboard/tasks-dashboard', founder)).toBeUndefined();
    expect(guardRedirect('/dashboard/new-project', founder)).toBeUndefined();
    expect(guardRedirect('/dashboard/new-project', { ...founder, availableCredits: 0 })).toBe('/dashboard/credits');
  });

  it('opens the roadmap page to every plan: it offers the roadmaps the reader may open (a team’s are its owner’s)', () => {
    for (const profile of [neverPaid, freeWithCredits, freeWithKits, founder])
      expect(guardRedirect('/dashboard/roadmap', profile)).toBeUndefined();
    expect(guardRedirect('/dashboard/roadmap', { ...founder, subscriptionPlan: 'GROWTH' })).toBeUndefined();
  });
});
