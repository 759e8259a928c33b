import { describe, expect, it } from 'vitest';
import { can, entitlements, hasPaid, type AccessProfile, type Entitlement } from './entitlements';

const neverPaid: AccessProfile = { subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: false };
const freeWithCredits: AccessProfile = { subscriptionPlan: 'FREE', availableCredits: 3, ownsKits: false };
const freeWithKitsOnly: AccessProfile = { subscriptionPlan: 'FREE', availableCredits: 0, ownsKits: true };
const founderBroke: AccessProfile = { subscriptionPlan: 'FOUNDER', availableCredits: 0, ownsKits: false };
const growth: AccessProfile = { subscriptionPlan: 'GROWTH', availableCredits: 10, ownsKits: true };

const allowed = (profile: AccessProfile) => entitlements.filter((e) => can(profile, e));
const kitUse: Entitlement[] = ['editDocuments', 'copyDocuments', 'downloadDocuments', 'exportKit', 'usePrompts', 'taskBoard'];

describe('the entitlements table', () => {
  it('lets an account that never paid only read what is its own', () => {
    expect(hasPaid(neverPaid)).toBe(false);
    expect(allowed(neverPaid)).toEqual(['readDocuments']);
  });

  it('lets a Free account holding credits start kits and use them fully, but not regenerate (a plan feature)', () => {
    expect(can(freeWithCredits, 'createProject')).toBe(true);
    for (const e of kitUse) expect(can(freeWithCredits, e), e).toBe(true);
    expect(can(freeWithCredits, 'regenerateDocuments')).toBe(false);
  });

  it('keeps the kits a Free account paid for usable at zero credits, without starting a new one', () => {
    for (const e of kitUse) expect(can(freeWithKitsOnly, e), e).toBe(true);
    expect(can(freeWithKitsOnly, 'createProject')).toBe(false);
    expect(can(freeWithKitsOnly, 'regenerateDocuments')).toBe(false);
  });

  it('gives a plan its features, but a kit still costs a credit', () => {
    expect(can(founderBroke, 'regenerateDocuments')).toBe(true);
    expect(can(founderBroke, 'taskBoard')).toBe(true);
    expect(can(founderBroke, 'createProject')).toBe(false);
    expect(can(founderBroke, 'customDocuments')).toBe(false);
    expect(can(freeWithCredits, 'customDocuments')).toBe(false);
    expect(allowed(growth)).toEqual(entitlements);
  });

  it('answers questions about a kit on the Growth plan only, whatever the credits', () => {
    expect(can(growth, 'askQuestions')).toBe(true);
    expect(can({ ...growth, availableCredits: 0, ownsKits: false }, 'askQuestions')).toBe(true);
    for (const profile of [neverPaid, freeWithCredits, freeWithKitsOnly, founderBroke]) expect(can(profile, 'askQuestions')).toBe(false);
  });

  it('shows the roadmap on the Founder and Growth plans only, whatever the credits', () => {
    expect(can(founderBroke, 'roadmap')).toBe(true);
    expect(can(growth, 'roadmap')).toBe(true);
    for (const profile of [neverPaid, freeWithCredits, freeWithKitsOnly]) expect(can(profile, 'roadmap')).toBe(false);
  });

  it('puts the AI jobs of Growth accounts first, whatever their credits, and no other plan’s', () => {
    expect(can({ ...growth, availableCredits: 0, ownsKits: false }, 'priorityAI')).toBe(true);
    for (const profile of [neverPaid, freeWithCredits, freeWithKitsOnly, founderBroke]) expect(can(profile, 'priorityAI')).toBe(false);
  });
});
