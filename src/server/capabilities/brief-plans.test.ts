import { describe, expect, it } from 'vitest';
import type { Brief } from '../../shared/schemas/brief';
import { readIdea } from '../ai/offline/reader';
import { capabilityContextOf, closestRole } from './brief-plans';

/** Who a feature serves and what it is about, as the plans of both engines read them from a brief (ideas written for these tests). */

function briefOf(idea: string): Brief {
  const result = readIdea(idea);
  if (result.kind !== 'brief') throw new Error(`expected a brief for ${idea}`);
  return result.brief;
}
const feature = (brief: Brief, name: RegExp) => brief.features.find((f) => name.test(f.name))!;

describe('the role a feature serves', () => {
  it('gives each person’s profile to that person, even when another role’s goals name them', () => {
    const brief = briefOf('Fans follow the marathon runners live on a map during the race, and runners get a finish-line photo.');
    expect(closestRole(feature(brief, /^Fan profiles$/), brief.roles)?.name).toBe('fan');
    expect(closestRole(feature(brief, /^Runner profiles$/), brief.roles)?.name).toBe('runner');
  });

  it('gives a Russian profile to its person too', () => {
    const brief = briefOf('Клиенты видят, где находится их эвакуатор, в реальном времени.');
    expect(closestRole(feature(brief, /^Профили эвакуаторов$/), brief.roles)?.name).toBe('эвакуатор');
  });

  it('keeps a feature naming the people it acts on with the people doing it', () => {
    const brief = briefOf('Pet owners find and book trusted local cat sitters, with reviews and card payments.');
    const book = brief.features.find((f) => /^Book/.test(f.name))!;
    expect(closestRole(book, brief.roles)?.name).toMatch(/owner/);
  });
});

describe('what a capability’s plan is about', () => {
  it('tracks the people or things the idea says are seen live, watched by the people who see them', () => {
    const brief = briefOf('Клиенты видят, где находится их эвакуатор, в реальном времени.');
    const live = brief.features.find((f) => f.capability?.id === 'live')!;
    const context = capabilityContextOf(brief, live);
    expect(context.entity?.name).toBe(brief.entities.find((e) => e.label === 'эвакуатор' || /Evakuator|TowTruck/.test(e.name))?.name);
    expect(context.role).toMatch(/клиент/);
  });

  it('describes a map service’s feature by what the idea says it does', () => {
    const brief = briefOf('Fans follow the marathon runners live on a map during the race, and runners get a finish-line photo.');
    const live = brief.features.find((f) => f.capability?.id === 'live')!;
    expect(live.description).not.toMatch(/^Places on a map/);
    // The track is the race's; the runners it follows come after it.
    expect(live.entities.slice(0, 2)).toEqual(['Race', 'Runner']);
  });
});

describe('who does what, as the roles’ goals say', () => {
  it('gives no person the goal of doing something to themselves', () => {
    const brief = briefOf('An app for cat owners to find and book trusted local cat sitters, with reviews and card payments.');
    const sitter = brief.roles.find((r) => /sitter/.test(r.name))!;
    expect(sitter.goals.some((goal) => /^Book .*sitters/i.test(goal))).toBe(false);
  });
});
