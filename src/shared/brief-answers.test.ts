import { describe, expect, it } from 'vitest';
import { questionFixture, sampleBrief } from '../../tests/support/brief-fixtures';
import {
  applyAnswer,
  canDependOn,
  freeName,
  nextFeatureId,
  removeEntity,
  removeFeature,
  removeIntegration,
  renameEntity,
  renameIntegration,
  withoutIdentifier,
} from './brief-answers';
import { brief as briefSchema, type Brief, type BriefQuestion } from './schemas/brief';

/** Every change must leave a brief the schema accepts. */
function valid(brief: Brief): Brief {
  const result = briefSchema.safeParse(brief);
  expect(result.error?.issues ?? []).toEqual([]);
  return brief;
}

const OPEN = 'Who pays: the practice or the patient?';
/** The sample brief with the payer question still open. */
const briefFixture = () => sampleBrief({ openQuestions: [OPEN] });
const question = (overrides: Partial<BriefQuestion>) => questionFixture({ choices: [], multiple: false, ...overrides });

describe('applyAnswer', () => {
  it('sets the platforms to the chosen ones, ignoring values that are not suggestions', () => {
    const answered = valid(applyAnswer(briefFixture(), questionFixture(), { choices: ['ios', 'android', 'cli'] }));
    expect(answered.platforms).toEqual(['ios', 'android']);
    // Nothing chosen keeps what was there: a brief always has a platform.
    expect(valid(applyAnswer(briefFixture(), questionFixture(), { choices: [] })).platforms).toEqual(['web']);
  });

  it('sets the monetisation from a suggestion or from the typed text', () => {
    const q = question({
      id: 'money',
      topic: 'monetisation',
      text: OPEN,
      choices: [{ value: 'The clinic pays a monthly fee', label: 'The clinic' }],
    });
    expect(valid(applyAnswer(briefFixture(), q, { choices: ['The clinic pays a monthly fee'] })).monetisation).toBe(
      'The clinic pays a monthly fee',
    );
    const typed = valid(applyAnswer(briefFixture(), q, { choices: [], text: '  Patients pay per visit ' }));
    expect(typed.monetisation).toBe('Patients pay per visit');
    // The question is answered: it is no longer open.
    expect(typed.openQuestions).toEqual([]);
  });

  it('adds a role unless the brief has it', () => {
    const q = question({
      id: 'who',
      topic: 'roles',
      text: 'Who else uses it?',
      choices: [{ value: 'Hygienist', label: 'Hygienist' }],
    });
    // "Dentist" is there already (names compare without case).
    const answered = valid(applyAnswer(briefFixture(), q, { choices: ['Hygienist'], text: 'Dentist' }));
    expect(answered.roles.map((role) => role.name)).toEqual(['receptionist', 'dentist', 'Hygienist']);
  });

  it('adds a feature with the next id, should priority and nothing attached', () => {
    const q = question({ id: 'more', topic: 'features', text: 'Anything else it must do?' });
    const answered = valid(applyAnswer(briefFixture(), q, { choices: [], text: 'Online booking' }));
    expect(answered.features.at(-1)).toEqual({
      id: 'FEAT-004',
      name: 'Online booking',
      description: 'Online booking',
      priority: 'should',
      entities: [],
      integrations: [],
      dependsOn: [],
    });
    // Answering the same again adds nothing.
    expect(applyAnswer(answered, q, { choices: [], text: 'online booking' }).features).toHaveLength(4);
  });

  it('adds an integration, with the suggestion’s label as its purpose', () => {
    const q = question({
      id: 'pay',
      topic: 'integrations',
      text: 'How do patients pay?',
      choices: [{ value: 'Stripe', label: 'Stripe for card payments' }],
    });
    const answered = valid(applyAnswer(briefFixture(), q, { choices: ['Stripe'], text: 'sms' }));
    expect(answered.integrations).toEqual([
      { name: 'SMS', purpose: 'Appointment reminders' },
      { name: 'Stripe', purpose: 'Stripe for card payments' },
    ]);
    const typed = valid(applyAnswer(briefFixture(), q, { choices: [], text: 'PayPal' }));
    expect(typed.integrations.at(-1)).toEqual({ name: 'PayPal', purpose: 'How do patients pay?' });
  });

  it('adds a constraint of the matching kind, else of kind other', () => {
    const q = question({
      id: 'compliance',
      topic: 'constraints',
      text: 'Which rules apply?',
      choices: [{ value: 'GDPR', label: 'GDPR: patients in the EU' }],
    });
    const answered = valid(applyAnswer(briefFixture(), q, { choices: ['GDPR'] }));
    expect(answered.constraints.at(-1)).toEqual({ kind: 'compliance', name: 'GDPR', text: 'GDPR: patients in the EU' });
    const other = valid(applyAnswer(briefFixture(), { ...q, id: 'limits' }, { choices: [], text: 'Works offline' }));
    expect(other.constraints.at(-1)).toEqual({ kind: 'other', name: 'Works offline', text: 'Works offline' });
  });

  it('keeps any other answer as an assumption, with its question, and closes the open question', () => {
    const q = question({ id: 'payer', topic: 'other', text: OPEN });
    const answered = valid(applyAnswer(briefFixture(), q, { choices: [], text: 'The clinic' }));
    expect(answered.assumptions).toEqual(['One practice per account', `${OPEN} — The clinic`]);
    expect(answered.openQuestions).toEqual([]);
  });
});

describe('the form’s edits', () => {
  it('renaming an entity renames the features’ and relations’ references to it', () => {
    const renamed = valid(renameEntity(briefFixture(), 0, 'Client'));
    expect(renamed.entities.map((e) => e.name)).toEqual(['Client', 'Appointment']);
    expect(renamed.entities[1]?.relations).toEqual([{ kind: 'belongsTo', entity: 'Client' }]);
    expect(renamed.features.map((f) => f.entities)).toEqual([['Client'], ['Appointment', 'Client'], ['Appointment']]);
  });

  it('renaming through another entity’s name leaves that entity its references', () => {
    const brief = briefFixture();
    const twin = renameEntity(brief, 1, 'Patient');
    const apart = renameEntity(twin, 1, 'Visit');
    expect(apart.features.map((f) => f.entities)).toEqual([['Patient'], ['Patient', 'Patient'], ['Patient']]);
    expect(apart.entities[0]?.name).toBe('Patient');
  });

  it('removing an entity removes the references to it', () => {
    const removed = valid(removeEntity(briefFixture(), 1));
    expect(removed.entities.map((e) => e.name)).toEqual(['Patient']);
    expect(removed.entities[0]?.relations).toEqual([]);
    expect(removed.features.map((f) => f.entities)).toEqual([['Patient'], ['Patient'], []]);
  });

  it('removing an entity takes it out of the notes: out of a list naming others, else the note goes', () => {
    const brief = sampleBrief({
      assumptions: [
        'One practice per account',
        '"visit" is read as a thing the product stores (Appointment).',
        'Fields of Patient, Appointment are typical ones: confirm them.',
      ],
      openQuestions: ['Поля сущностей (Appointment, Patient) типовые: проверьте их.', 'Can an Appointment be moved?'],
    });
    const removed = valid(removeEntity(brief, 1));
    expect(removed.assumptions).toEqual(['One practice per account', 'Fields of Patient are typical ones: confirm them.']);
    expect(removed.openQuestions).toEqual(['Поля сущностей (Patient) типовые: проверьте их.']);
    // A word only spelled like a longer identifier is left alone.
    expect(withoutIdentifier('Appointments of a PatientGroup', 'Patient')).toBe('Appointments of a PatientGroup');
  });

  it('removing a feature takes its name out of the roles’ goals and the notes naming it', () => {
    const brief = sampleBrief({
      assumptions: ['SMS reminders are sent at 9 a.m.', 'FEAT-003 needs an SMS provider', 'One practice per account'],
      roles: [{ name: 'patient', goals: ['SMS reminders', 'Book online'] }],
    });
    const removed = valid(removeFeature(brief, 2));
    expect(removed.assumptions).toEqual(['One practice per account']);
    expect(removed.roles).toEqual([{ name: 'patient', goals: ['Book online'] }]);
  });

  it('removing a feature removes the dependencies on it', () => {
    const removed = valid(removeFeature(briefFixture(), 0));
    expect(removed.features.map((f) => [f.id, f.dependsOn])).toEqual([
      ['FEAT-002', []],
      ['FEAT-003', ['FEAT-002']],
    ]);
  });

  it('renaming or removing an integration updates the features that call it', () => {
    const renamed = valid(renameIntegration(briefFixture(), 0, 'Twilio'));
    expect(renamed.features[2]?.integrations).toEqual(['Twilio']);
    const removed = valid(removeIntegration(briefFixture(), 0));
    expect(removed.integrations).toEqual([]);
    expect(removed.features[2]?.integrations).toEqual([]);
  });

  it('offers only dependencies that close no circle', () => {
    const { features } = briefFixture();
    expect(canDependOn(features, 'FEAT-003', 'FEAT-001')).toBe(true);
    // FEAT-003 needs FEAT-002, which needs FEAT-001: FEAT-001 cannot need FEAT-003.
    expect(canDependOn(features, 'FEAT-001', 'FEAT-003')).toBe(false);
    expect(canDependOn(features, 'FEAT-001', 'FEAT-001')).toBe(false);
  });

  it('names new things so that they start valid', () => {
    expect(nextFeatureId(briefFixture().features)).toBe('FEAT-004');
    expect(nextFeatureId([])).toBe('FEAT-001');
    expect(freeName(['Entity', 'Entity2'], 'Entity')).toBe('Entity3');
    expect(freeName(['Patient'], 'Entity')).toBe('Entity');
  });
});
