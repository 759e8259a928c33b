import { describe, expect, it } from 'vitest';
import { scoreArchetypes } from './archetypes';

describe('scoreArchetypes', () => {
  it('reads a news feed as social, and feeding animals as nothing of the kind', () => {
    const community = (text: string) => scoreArchetypes(text).find((s) => s.archetype.id === 'community')!.score;
    expect(community('A feed of posts from people nearby')).toBeGreaterThan(0);
    expect(community('Reminders when the goats need feeding and a log of milk yields')).toBe(0);
  });
});
