import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { kitStepNames } from '../../../../shared/schemas/kit';
import { composeKit } from '../offline-model';
import { testIdeas } from '../test-ideas';
import hashes from './english-kit-hashes.json';

/**
 * Moving the composer's sentences into phrasebooks must not change an English kit by one byte:
 * the hashes were taken from every step of these ideas' kits before the move.
 */

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

describe('English kits after the Russian phrasebooks', () => {
  for (const idea of testIdeas.filter((t) => t.label in hashes)) {
    it(`are byte-identical to before: ${idea.label}`, () => {
      const kit = composeKit(idea.idea, idea.options ?? {});
      const now = Object.fromEntries(kitStepNames.map((step) => [step, digest(kit[step])]));
      expect(now).toEqual(hashes[idea.label as keyof typeof hashes]);
    });
  }
});
