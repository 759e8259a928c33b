import type { Brief } from '../../../../shared/schemas/brief';
import { defaultArchetype, scoreArchetypes, type Archetype, type ArchetypeId } from '../catalogue/archetypes';
import { briefText } from '../viability/signals';

/**
 * The kind of product a brief describes (ADR 0022 keeps it out of the brief: the founder edits what
 * the product does, not its kind). The founder's own words decide: the idea's text is scored
 * against the archetypes' keywords, and only an idea that names no kind at all (a Russian idea the
 * keywords miss, a bare list of features) is scored on the brief's words instead.
 */

export interface ArchetypeChoice {
  archetype: Archetype;
  /** A second kind the idea is nearly as much about (a marketplace with a game in it). */
  secondary?: Archetype;
  scores: Array<{ id: ArchetypeId; score: number }>;
}

/** A second archetype counts when it scores at least half the first's. */
const SECONDARY_SHARE = 0.5;

export function archetypeOf(brief: Brief, idea: string): ArchetypeChoice {
  let scores = scoreArchetypes(idea);
  if (scores[0]!.score <= 0) scores = scoreArchetypes(briefText(brief));
  const [top, second] = scores;
  const archetype = top!.score > 0 ? top!.archetype : defaultArchetype;
  const secondary =
    second && top!.score > 0 && second.score > 0 && second.score >= top!.score * SECONDARY_SHARE
      ? second.archetype
      : undefined;
  return {
    archetype,
    secondary,
    scores: scores.filter((s) => s.score > 0).map((s) => ({ id: s.archetype.id, score: s.score })),
  };
}
