import { isCyrillic, joinList, withArticle } from '../text';
import { phrasebook } from '../phrasebooks';
import { featureCriteria, type Criterion } from './criteria';
import { asInfinitive, lowerFirst, type FeatureFacts } from './feature-facts';

// ---------------------------------------------------------------------------------------------
// Features of a confirmed brief

/** What the PRD says about one brief feature: every text from its own facts. */
export interface FeatureTexts {
  description: string;
  userStory: string;
  /** The goal of the user story ("book a walk"), also used by journeys. */
  goal: string;
  criteria: Criterion[];
}

/** A user story in one language: what the person wants to do, and why. */
export interface StoryPhrases {
  story(f: FeatureFacts, briefDescription: string): { userStory: string; goal: string };
}

export function featureTexts(f: FeatureFacts, said: string): FeatureTexts {
  // Where an admin creates the accounts, people keep their profile up to date but never sign up.
  const briefDescription = f.invited ? said.replace(/\bsign up and (?=keep\b)/g, '') : said;
  const { userStory, goal } = phrasebook(f.language).story.story(f, briefDescription);
  return {
    // A description in the founder's own script stays whole and alone: no English sentence glued to it.
    description: isCyrillic(briefDescription)
      ? ensureStop(briefDescription)
      : [...informative(briefDescription, f), ...details(f, briefDescription)].join(' '),
    userStory,
    goal,
    criteria: featureCriteria(f),
  };
}

/**
 * The description's sentences that say something: "Video calls through Video calls." names the
 * service by its own purpose and is left out (the sentence on the service that follows says what it
 * does).
 */
function informative(description: string, f: FeatureFacts): string[] {
  const sentences = description.trim().split(/(?<=[.!?])\s+/).map(ensureStop);
  const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const empty = (sentence: string) => {
    const said = /^(.+?) through (.+?)[.!?]$/.exec(sentence);
    if (!said || !f.integrations.some((i) => i.name.toLowerCase() === said[2]!.toLowerCase())) return false;
    const named = new Set(words(said[1]!));
    return words(said[2]!).every((w) => named.has(w) || named.has(`${w}s`));
  };
  return sentences.filter((sentence) => !empty(sentence));
}

const ensureStop = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The sentences that make a feature's description specific: its records, their links, its services. */
function details(f: FeatureFacts, said: string): string[] {
  const lines: string[] = [];
  const e = f.entity;
  // A description that already names every field ("keep their name, email and phone up to date") needs no repeat.
  const named = e !== undefined && e.fields.every((x) => said.toLowerCase().includes(x.words.toLowerCase()));
  if (e && e.fields.length > 0 && !named) {
    const links = e.parents.length > 0 ? ` and belongs to ${joinList(e.parents.map(withArticle))}` : '';
    lines.push(`Each ${e.label} has its ${joinList(e.fields.map((x) => x.words))}${links}.`);
  }
  const more = f.others.filter((o) => !o.isRole).map((o) => o.plural);
  if (more.length > 0) lines.push(`It also reads ${joinList(more)}.`);
  for (const used of f.integrations) {
    const action = asInfinitive(used.purpose);
    lines.push(
      action
        ? `${used.name} is called to ${action}.`
        : reliesOn(used.name, used.purpose),
    );
  }
  return lines;
}

/** "It relies on Stripe: card payments." — a purpose with its own colon puts its list in brackets. */
function reliesOn(name: string, purpose: string): string {
  const [what, list] = purpose.replace(/[.!]+$/, '').split(/:\s+/, 2);
  return list === undefined
    ? `It relies on ${name}: ${lowerFirst(ensureStop(purpose))}`
    : `It relies on ${name} for ${lowerFirst(what!)} (${list}).`;
}
