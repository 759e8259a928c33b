import { describe, expect, it } from 'vitest';
import type { ConstraintKind } from '../../../../shared/schemas/brief';
import { constraintConsequences, placementFor, type ConstraintContext } from './constraints';

const ctx: ConstraintContext = {
  product: 'Ledgerly',
  backend: true,
  records: ['Member', 'Payment'],
  vendors: ['Fly.io', 'Neon', 'Postmark'],
  payments: [],
  mobile: false,
  extension: false,
  web: true,
  store: 'PostgreSQL 16',
};

const one = (name: string, text: string, kind: ConstraintKind = 'compliance', context = ctx) =>
  constraintConsequences([{ kind, name, text }], context)[0]!;
const all = (c: ReturnType<typeof one>) => [...c.backend, ...c.qa, ...c.rules].join('\n');

describe('what each constraint demands', () => {
  it.each([
    [
      'GDPR',
      'EU members',
      /export endpoint.*deletion|data processing agreement is signed with Fly\.io, Neon and Postmark/,
    ],
    ['PCI DSS', 'Cards are charged', /Card numbers never reach our servers/],
    ['COPPA', 'Players may be under 13', /verifiable parental consent/],
    ['SOC 2', 'Enterprise buyers ask for it', /access reviewed every quarter/],
    ['152-ФЗ', 'Russian users', /database located in Russia/],
    ['FERPA', 'Student records', /legitimate interest/],
    ['ADA', 'Public accommodation', /screen reader/],
    ['Loot boxes', 'Paid random rewards', /odds of every randomised reward/],
    ['App Store review', 'Sold on iPhone', /store billing \(StoreKit and Google Play Billing\)/],
    ['Manifest V3', 'Chrome only', /no remote code/],
  ])('%s has its own measures in the backend, QA and rules', (name, text, expected) => {
    const result = one(name, text);
    expect(result.constraint).toBe(name);
    expect(all(result)).toMatch(expected);
    expect(result.backend.length).toBeGreaterThan(0);
    // QA checks and rules each name the constraint, and the brief's own words come first.
    expect(result.qa.every((line) => line.startsWith(name))).toBe(true);
    expect(result.rules.every((line) => line.startsWith(`${name}: `))).toBe(true);
    expect(result.rules[0]).toBe(`${name}: ${text}`);
  });

  it('falls back on the constraint’s kind, still naming it, when the catalogue does not know it', () => {
    const result = one('Offline first', 'Works with no signal for a whole shift.', 'performance');
    expect(result.backend.join('\n')).toMatch(/measured budget for Offline first/);
    expect(result.qa.slice(1).every((line) => line.startsWith('Offline first: '))).toBe(true);
    expect(one('House style', 'Plain words only.', 'other').backend[0]).toMatch(/House style holds/);
  });

  it('reads an unknown name by its text', () => {
    expect(all(one('Health privacy', 'Records are PHI under HIPAA.'))).toMatch(/Business Associate Agreement/);
  });

  it('places the data where the law wants it', () => {
    expect(placementFor([{ name: 'HIPAA', text: '' }])?.host).toBe('AWS');
    expect(placementFor([{ name: '152-FZ', text: '' }])?.hosting).toMatch(/Russia/);
    expect(placementFor([{ name: 'PCI DSS', text: '' }])).toBeUndefined();
  });

  it('keeps device-only products honest: no server holds the data', () => {
    expect(one('GDPR', 'EU users', 'privacy', { ...ctx, backend: false, store: 'IndexedDB' }).backend[0]).toBe(
      'No server holds this data: it stays in IndexedDB',
    );
  });
});
