import { brief as briefSchema, type Brief, type BriefQuestion } from '../../src/shared/schemas/brief';

/**
 * A small, valid brief (a dental clinic's records): two entities that relate, features that use them
 * and depend on each other, an integration, a regulation, an assumption and an open question.
 */
export function briefFixture(overrides: Partial<Brief> = {}): Brief {
  return briefSchema.parse({
    language: 'en',
    productName: 'ToothTrack',
    summary: 'Patient records and appointments for small dental clinics.',
    platforms: ['web'],
    roles: [{ name: 'Dentist', goals: ['See the day’s patients'] }],
    entities: [
      {
        name: 'Patient',
        fields: [
          { name: 'fullName', type: 'string' },
          { name: 'birthDate', type: 'date' },
        ],
        relations: [{ kind: 'hasMany', entity: 'Appointment' }],
      },
      {
        name: 'Appointment',
        fields: [{ name: 'startsAt', type: 'datetime' }],
        relations: [{ kind: 'belongsTo', entity: 'Patient' }],
      },
    ],
    features: [
      {
        id: 'FEAT-001',
        name: 'Patient records',
        description: 'Keep each patient’s details and history.',
        priority: 'must',
        entities: ['Patient'],
        integrations: [],
        dependsOn: [],
      },
      {
        id: 'FEAT-002',
        name: 'Appointment reminders',
        description: 'Remind patients of their appointments by SMS.',
        priority: 'should',
        entities: ['Patient', 'Appointment'],
        integrations: ['SMS'],
        dependsOn: ['FEAT-001'],
      },
    ],
    integrations: [{ name: 'SMS', purpose: 'Appointment reminders' }],
    constraints: [{ kind: 'compliance', name: 'HIPAA', text: 'Patient records are protected health information.' }],
    monetisation: 'A monthly subscription per clinic.',
    assumptions: ['Clinics have one location.'],
    openQuestions: ['Who pays: the clinic or the patient?'],
    ...overrides,
  });
}

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
