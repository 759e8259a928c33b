import { describe, expect, it } from 'vitest';
import { isFounderSummary } from '../compose';
import { composeKit } from '../offline-model';
import { splitCriterion } from './criteria';
import { asInfinitive, fieldWords, isActionName } from './feature-facts';
import { dentalBrief, dentalIdea } from './test-briefs';

describe('reading a brief’s words', () => {
  it('tells a feature named as an action from one named as a thing', () => {
    for (const name of ['Rent a boat', 'Log hours', 'Group errors', 'Adopt a kitten'])
      expect(isActionName(name), name).toBe(true);
    for (const name of ['Trip reviews', 'Stock counts', 'Card billing', 'Session notes', 'Reports'])
      expect(isActionName(name), name).toBe(false);
  });

  it('reads a purpose as an infinitive only when it starts with a verb', () => {
    expect(asInfinitive('Connects the product to the warehouse')).toBe('connect the product to the warehouse');
    expect(asInfinitive('Send invoices by email.')).toBe('send invoices by email');
    expect(asInfinitive('Card payments and payouts')).toBeUndefined();
  });

  it('names date and time fields the way people say them', () => {
    expect(fieldWords('startsAt', 'datetime')).toBe('start time');
    expect(fieldWords('paidAt', 'datetime')).toBe('time paid');
    expect(fieldWords('dueOn', 'date')).toBe('due date');
    expect(fieldWords('dateOfBirth', 'date')).toBe('date of birth');
  });

  it('splits a criterion into its Given, When and Then', () => {
    expect(splitCriterion('Given a cook, when they save, then it is kept')).toEqual({
      given: 'a cook',
      when: 'they save',
      then: 'it is kept',
    });
    expect(splitCriterion('Invalid input is explained')).toBeUndefined();
  });

  it('recognises the idea pasted back as a summary', () => {
    const idea = 'A planner for allotment gardeners to share tools and swap seedlings';
    expect(isFounderSummary(`Plotly: ${idea}. For gardener.`, idea, 'Plotly')).toBe(false);
    expect(
      isFounderSummary('Plotly lets neighbours on one allotment lend tools and trade seedlings.', idea, 'Plotly'),
    ).toBe(true);
  });
});

describe('criteria of the dental brief', () => {
  const prd = composeKit(dentalIdea, {}, 1, dentalBrief).requirements;
  const criteria = (id: string) => prd.features.find((f) => f.id === id)!.acceptanceCriteria.join('\n');

  it('sends a reminder to the person the record belongs to', () => {
    expect(criteria('FEAT-003')).toMatch(/then the patient gets it through SMS/);
  });

  it('keeps "their" pointing at the records named before it in a user story', () => {
    expect(prd.features.find((f) => f.id === 'FEAT-001')!.userStory).toContain('add patients and keep their contact');
  });

  it('writes the HIPAA audit rule where personal records are opened or changed', () => {
    expect(criteria('FEAT-001')).toMatch(/audit log .* as HIPAA requires/);
    expect(criteria('FEAT-003')).not.toMatch(/audit log/);
  });
});

describe('criteria of a command-line tool', () => {
  it('speak of the terminal and exit codes, not of screens', () => {
    const tool = {
      ...dentalBrief,
      productName: 'Stamp',
      summary: 'Stamp renames scanned receipts by the shop and date printed on them.',
      platforms: ['cli' as const],
      roles: [{ name: 'Bookkeeper', goals: ['Find a receipt by shop and date'] }],
      entities: [],
      features: [
        {
          id: 'FEAT-001',
          name: 'Rename receipts',
          description: 'Renames each scanned receipt in a folder after its shop and date.',
          priority: 'must' as const,
          entities: [],
          integrations: [],
          dependsOn: [],
        },
      ],
      integrations: [],
      constraints: [],
      assumptions: [],
      openQuestions: [],
    };
    const criteria = composeKit('A terminal tool that renames scanned receipts', { backend: 'no' }, 1, tool)
      .requirements.features[0]!.acceptanceCriteria;
    expect(criteria[0]).toMatch(
      /^Given a bookkeeper in a terminal, when they rename receipts, then .+ exits with code 0$/,
    );
    expect(criteria[1]).toMatch(/non-zero code/);
  });
});
