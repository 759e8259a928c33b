import { describe, expect, it } from 'vitest';
import type { Brief } from '../../shared/schemas/brief';
import { composeKit } from '../ai/offline/offline-model';
import { checkBriefs } from './kit-check.briefs';
import { kitFidelity, kitNameForms, kitSentences, maskNames, repetitionShares } from './kit-fidelity';

describe('kit fidelity', () => {
  const { idea, brief } = checkBriefs.find((b) => b.kind === 'regulated product')!;
  const kit = composeKit(idea, {}, 1, brief);

  it('counts the brief’s entities, integrations, constraints and dependencies found where they belong', () => {
    // 4 entities, 1 integration, 1 constraint and 3 dependencies.
    expect(kitFidelity(kit, brief)).toEqual({ found: 9, total: 9, misses: [] });
    const gap = structuredClone(kit);
    gap.tech_stack.integrations = [];
    expect(kitFidelity(gap, brief)).toEqual({
      found: 8,
      total: 9,
      misses: ['Integration SMS is not in the tech stack'],
    });
  });

  it('reads a kit’s sentences over 40 characters from its documents, board and prompts, without markdown', () => {
    const sentences = kitSentences(kit);
    expect(sentences.size).toBeGreaterThan(50);
    for (const sentence of sentences) {
      expect(sentence.length).toBeGreaterThan(40);
      expect(sentence).not.toMatch(/^(?:#|- |\|)/);
      expect(sentence).toBe(sentence.toLowerCase());
    }
    expect([...sentences].some((s) => s.includes('carer') || s.includes('nurse'))).toBe(true);
  });
});

describe('repetition', () => {
  it('is the share of a kit’s sentences found in more than a third of the other kits', () => {
    const common = 'this sentence is the same in every single kit we wrote';
    const half = 'this sentence appears in exactly two of the four kits';
    const own = (n: number) => `a sentence that only kit number ${n} of the four has`;
    const kits = [
      new Set([common, half, own(1), own(11)]),
      new Set([common, half, own(2), own(22)]),
      new Set([common, own(3)]),
      new Set([own(4)]),
    ];
    // Of 3 other kits, more than one must share it: `common` counts, `half` (one other) does not.
    expect(repetitionShares(kits)).toEqual([1 / 4, 1 / 4, 1 / 2, 0]);
  });
});

describe('repetition of the offline engine’s kits', () => {
  it('keeps each of six different products’ kits at most 10% text shared with over a third of the others', () => {
    const kits = checkBriefs.map(({ idea, brief }) => kitSentences(composeKit(idea, {}, 1, brief)));
    const shares = repetitionShares(kits);
    const byKind = checkBriefs.map(({ kind }, index) => `${kind} ${(100 * shares[index]!).toFixed(1)}%`).join(', ');
    expect(Math.max(...shares), byKind).toBeLessThanOrEqual(0.1);
  });
});

describe('masking a kit’s own names', () => {
  const base: Brief = {
    language: 'en',
    productName: 'FerryWatch',
    summary: 'Ferries.',
    platforms: ['web'],
    roles: [{ name: 'skipper', goals: ['Share the position'] }],
    entities: [{ name: 'FerryTrip', fields: [], relations: [] }],
    features: [
      {
        id: 'FEAT-001',
        name: 'Log trips',
        description: 'Skippers log trips.',
        priority: 'must',
        entities: ['FerryTrip'],
        integrations: [],
        dependsOn: [],
      },
      {
        id: 'FEAT-002',
        name: 'Skipper profile',
        description: 'Skippers keep a profile.',
        priority: 'should',
        entities: [],
        integrations: [],
        dependsOn: [],
      },
    ],
    integrations: [{ name: 'Twilio', purpose: 'Texts' }],
    constraints: [],
    monetisation: 'Subscription',
    assumptions: [],
    openQuestions: [],
  };

  it('names every form of the product, entities, roles, features and integrations, lower-cased', () => {
    const forms = kitNameForms(base);
    for (const form of [
      'ferrywatch',
      'ferry trip',
      'ferry trips',
      'ferry-trips',
      'ferry_trip',
      'ferrytrips',
      'skipper',
      'skippers',
      'log trips',
      'twilio',
    ])
      expect(forms).toContain(form);
    expect(forms).not.toContain('log tripses');
  });

  it('names a Russian label and role in every case and number', () => {
    const russian: Brief = {
      ...base,
      language: 'ru',
      roles: [{ name: 'капитан', goals: ['Делиться позицией'] }],
      entities: [{ name: 'FerryTrip', label: 'рейс', fields: [], relations: [] }],
    };
    const forms = kitNameForms(russian);
    for (const form of ['рейс', 'рейсы', 'рейсов', 'рейсом', 'капитану', 'капитанами']) expect(forms).toContain(form);
  });

  it('puts one placeholder for each name, the longest form first, never inside another word', () => {
    const masked = maskNames(
      [
        'each skipper logs ferry trips for ferrywatch',
        'skippers see one ferry trip at a time',
        'the skipperless trips stay',
        'open the skipper profile page',
      ],
      kitNameForms(base),
    );
    expect([...masked]).toEqual([
      'each ‹name› logs ‹name› for ‹name›',
      '‹name› see one ‹name› at a time',
      'the skipperless trips stay',
      'open the ‹name› page',
    ]);
  });

  it('makes two kits’ template sentences with different names the same sentence', () => {
    const other: Brief = {
      ...base,
      productName: 'HiveLog',
      roles: [{ name: 'beekeeper', goals: ['Log hives'] }],
      entities: [{ name: 'Hive', fields: [], relations: [] }],
    };
    const first = maskNames(['a new skipper can add the first ferry trip in a minute'], kitNameForms(base));
    const second = maskNames(['a new beekeeper can add the first hive in a minute'], kitNameForms(other));
    expect([...first]).toEqual([...second]);
    expect(repetitionShares([first, second])).toEqual([1, 1]);
  });
});
