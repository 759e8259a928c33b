import { describe, expect, it } from 'vitest';
import type { KitOutputs } from '../../../../shared/schemas/kit';
import { composeKit } from '../offline-model';
import { readIdea } from '../reader';

/**
 * The quality document, the launch checklist, the tips and the guessed assumptions are written
 * from the brief: two products get lines that name their own records, roles, endpoints and
 * features, and share none of them.
 */

function kitOf(idea: string): KitOutputs {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`unclear idea: ${idea}`);
  return composeKit(idea, {}, 1, read.brief);
}

const grooming = kitOf(
  'A booking app for dog groomers: pet owners book grooming appointments and groomers confirm them',
);
const choir = kitOf('A choir app where singers download sheet music and the conductor plans rehearsals and concerts');

/** Every line the docs helper writes into the quality document and what-next. */
function ownedLines(kit: KitOutputs): string[] {
  return [
    kit.quality.strategy,
    ...kit.quality.nonFunctional,
    ...kit.quality.testCases.flatMap((t) => t.steps),
    ...kit.what_next.tips.map((t) => t.body),
    ...kit.what_next.launchChecklist,
    ...kit.overview.assumptions,
    ...kit.overview.openQuestions,
  ];
}

describe('QA and launch lines written from the brief', () => {
  it('names the record, its field and the role in manual test steps', () => {
    const steps = grooming.quality.testCases.flatMap((t) => t.steps);
    expect(steps).toContain('Save the dog and wait until POST /api/dogs succeeds and the screen confirms it');
    // The step that tries to break a feature does what its failure criterion says: the field it names.
    expect(steps).toContain('Try to save a dog with a missing or wrong age');
    expect(steps).toContain('Try to save a pet owner with a missing or wrong email');
    expect(steps.some((s) => /the action/i.test(s))).toBe(false);
  });

  it('tries to break a feature the way the failure it expects says', () => {
    const kit = kitOf('An app where tutors keep lesson notes and invoices for their students');
    const failures = kit.quality.testCases.filter((t) => t.expected.endsWith('; nothing else changes.'));
    expect(failures.length).toBeGreaterThan(0);
    for (const t of failures) {
      const step = t.steps[2]!;
      if (/belongs to another/.test(t.expected)) expect(step, t.title).toMatch(/^Open an? .+ that belongs to another /);
      else {
        const field = /message next to ([a-z ]+?) says/.exec(t.expected)?.[1];
        if (field) expect(step, t.title).toBe(`${step.replace(/ with a missing or wrong .*$/, '')} with a missing or wrong ${field}`);
      }
    }
  });

  it('names the busiest endpoints and the records each role may not reach', () => {
    const checks = grooming.quality.nonFunctional;
    expect(checks).toContain(
      'GET /api/dogs, POST /api/dogs and GET /api/groomers answer in under 300 ms at p95 with 20 requests per second on the smallest production instance',
    );
    expect(checks.find((c) => c.startsWith('Security:'))).toBe(
      'Security: OWASP ASVS level 1; sign-in rate-limited; groomers cannot read or change each other’s dogs, and pet owners reach only the dogs linked to them; dependencies scanned in CI',
    );
    expect(checks.find((c) => c.startsWith('Daily database backups'))).toMatch(/\(groomers, pet owners, dogs and /);
  });

  it('chooses checklist items by what the product has and says what they concern', () => {
    const list = grooming.what_next.launchChecklist;
    expect(list.find((l) => l.startsWith('A privacy policy'))).toMatch(/PawSpot stores groomers, pet owners, dogs/);
    expect(list).toContain(
      'Sign-up as a groomer and as a pet owner, email verification and password reset tested end to end in production',
    );
    // Backups are a quality check, stated once there.
    expect(list.some((l) => /backup/i.test(l))).toBe(false);
    expect(list.some((l) => /Lighthouse/.test(l))).toBe(false);
  });

  it('points the tips at the first-value feature and the records it is about', () => {
    const talk = grooming.what_next.tips.find((t) => t.title.startsWith('Talk to ten'))!;
    expect(talk.body).toMatch(/^Before building beyond FEAT-\d{3} Keep track of dogs, /);
    expect(talk.body).toMatch(/describe trouble with dogs unprompted/);
  });

  it('says what a guess affects in this product', () => {
    expect(grooming.overview.assumptions).toContain(
      'No business model was named: a monthly subscription paid by groomers is assumed; it decides whether PawSpot needs a pricing page and payments before launch.',
    );
    expect(grooming.overview.openQuestions).toContain(
      'Should groomers and pet owners get PawSpot on the web first, or as an iPhone or Android app?',
    );
  });

  it('keeps a profile’s own fields in its description and ids out of the PRD’s field lists', () => {
    const profile = grooming.requirements.features.find((f) => /^Groomer profiles$/.test(f.name))!;
    expect(profile.description).toBe('Groomers sign up and keep their name, email and phone up to date.');
    for (const entity of grooming.requirements.entities) {
      expect(entity.fields).not.toContain('id');
      expect(entity.fields).not.toContain('createdAt');
    }
  });

  it('checks that a record kept on the device survives a reload', () => {
    const kit = kitOf('A plant watering diary that keeps everything on the phone');
    const steps = kit.quality.testCases.flatMap((t) => t.steps);
    expect(steps.some((s) => /^Save an? [a-z ]+, reload, and check that it is still there$/.test(s))).toBe(true);
    expect(kit.quality.nonFunctional.some((c) => /^Privacy: .+ never leave the device/.test(c))).toBe(true);
  });

  it('shares no line between two different products', () => {
    const theirs = new Set(ownedLines(choir));
    const shared = ownedLines(grooming).filter((line) => line.length > 40 && theirs.has(line));
    expect(shared).toEqual([]);
  });
});
