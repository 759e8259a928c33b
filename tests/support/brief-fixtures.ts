import { readIdea } from '../../src/server/ai/offline/reader';
import type { Brief, BriefQuestion } from '../../src/shared/schemas/brief';

/** The offline reader's brief of a clear idea: what the wizard would post with the order. */
export function briefOf(idea: string): Brief {
  const result = readIdea(idea);
  if (result.kind !== 'brief') throw new Error(`the reader finds this idea unclear: ${idea}`);
  return result.brief;
}

/** A valid brief for a small dental practice tool: entities, a dependency chain, an integration and a constraint. */
export function sampleBrief(overrides: Partial<Brief> = {}): Brief {
  return {
    language: 'en',
    productName: 'SmileDesk',
    summary: 'SmileDesk lets small dental practices book appointments and keep patient records.',
    platforms: ['web'],
    roles: [
      { name: 'receptionist', goals: ['Book appointments quickly'] },
      { name: 'dentist', goals: ['See the day’s patients and their history'] },
    ],
    entities: [
      {
        name: 'Patient',
        label: 'patient',
        fields: [
          { name: 'fullName', type: 'string' },
          { name: 'phone', type: 'phone' },
        ],
        relations: [{ kind: 'hasMany', entity: 'Appointment' }],
      },
      {
        name: 'Appointment',
        fields: [
          { name: 'startsAt', type: 'datetime' },
          { name: 'notes', type: 'text' },
        ],
        relations: [{ kind: 'belongsTo', entity: 'Patient' }],
      },
    ],
    features: [
      {
        id: 'FEAT-001',
        name: 'Patient records',
        description: 'Receptionists add and edit patients.',
        priority: 'must',
        entities: ['Patient'],
        integrations: [],
        dependsOn: [],
      },
      {
        id: 'FEAT-002',
        name: 'Book an appointment',
        description: 'Receptionists book a patient into a free slot.',
        priority: 'must',
        entities: ['Appointment', 'Patient'],
        integrations: [],
        dependsOn: ['FEAT-001'],
      },
      {
        id: 'FEAT-003',
        name: 'SMS reminders',
        description: 'Patients get a reminder the day before.',
        priority: 'should',
        entities: ['Appointment'],
        integrations: ['SMS'],
        dependsOn: ['FEAT-002'],
      },
    ],
    integrations: [{ name: 'SMS', purpose: 'Appointment reminders' }],
    constraints: [{ kind: 'compliance', name: 'HIPAA', text: 'Patient records are protected health information.' }],
    monetisation: 'A monthly subscription per practice.',
    assumptions: ['One practice per account'],
    openQuestions: [],
    ...overrides,
  };
}

/** A question the engine may ask: where the product runs (its choices' values are platform ids). */
export function questionFixture(overrides: Partial<BriefQuestion> = {}): BriefQuestion {
  return {
    id: 'platforms',
    topic: 'platforms',
    text: 'Where should it run?',
    choices: [
      { value: 'web', label: 'In the browser' },
      { value: 'ios', label: 'iPhone app' },
      { value: 'android', label: 'Android app' },
    ],
    multiple: true,
    ...overrides,
  };
}

/**
 * The brief with the last feature nothing depends on removed, and a new feature added after the
 * others, built on the first feature's entities and depending on the first remaining feature.
 * The brief needs two features or more.
 */
export function briefWithFeatureSwapped(brief: Brief): { brief: Brief; removed: string; added: string } {
  const needed = new Set(brief.features.flatMap((feature) => feature.dependsOn));
  const removed = brief.features.findLast((feature) => !needed.has(feature.id))!;
  const kept = brief.features.filter((feature) => feature.id !== removed.id);
  const next = Math.max(...brief.features.map((feature) => Number(feature.id.slice(5)))) + 1;
  const added = `FEAT-${String(next).padStart(3, '0')}`;
  const feature = {
    id: added,
    name: 'Monthly activity report',
    description: 'Managers download a monthly report of what happened in the product.',
    priority: 'should' as const,
    entities: kept[0]!.entities,
    integrations: [],
    dependsOn: [kept[0]!.id],
  };
  return { brief: { ...brief, features: [...kept, feature] }, removed: removed.id, added };
}
