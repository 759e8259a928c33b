import type { FeatureFacts } from '../model/feature-facts';
import { asGoal, asInfinitive, fieldList, isActionName, lowerFirst } from '../model/feature-facts';
import type { StoryPhrases } from '../model/feature-text';
import { escapeRegExp, isCyrillic, plural, withArticle, wordStems } from '../text';

/** A feature's user story in English; ru/feature-text.ts writes it in Russian. */

export const storyEn: StoryPhrases = {
  story(f, briefDescription) {
    const goal = storyGoal(f, briefDescription);
    const benefit = storyBenefit(f, goal);
    return { userStory: `As ${withArticle(f.role)}, I want to ${goal} so that ${benefit}.`, goal };
  },
};

/** What the person wants to do: the feature's own verb, the brief's description, else the act. */
function storyGoal(f: FeatureFacts, description: string): string {
  if (f.verbPhrase && f.act !== 'manage')
    return !f.verbPhrase.includes(' ') && f.entity ? `${f.verbPhrase} ${f.entity.plural}` : f.verbPhrase;
  const fromText = goalFromDescription(description, f);
  if (fromText) return fromText;
  const e = f.entity;
  const name = lowerFirst(f.name);
  if (!e) return `use ${name}`;
  switch (f.act) {
    case 'profile':
      return `set up my ${e.isRole ? 'profile' : e.label} with my ${fieldList(e, 3) || 'details'}`;
    case 'booking':
      return `book ${withArticle(e.label)} at a time that suits me`;
    case 'payment':
      return `pay for ${withArticle(e.parents.find((p) => p !== f.role) ?? e.label)} by card`;
    case 'review':
      return `review ${withArticle(e.parents.find((p) => p !== f.role) ?? e.label)} once it is done`;
    case 'message':
      return `message the ${f.otherRole ?? 'other side'} about ${withArticle(e.label)}`;
    case 'notify':
      // Reminders about people go to those people: "remind pet owners in time", not "before each pet owner".
      return e.isRole && e.label !== f.role ? `remind ${e.plural} in time` : `be reminded before each ${e.label}`;
    case 'search':
      return `find ${e.plural} by ${fieldList(e, 2) || 'name'}`;
    case 'rank':
      return `see where I rank against other ${plural(f.role)}`;
    case 'insight':
      return `see my ${e.plural} at a glance in ${name}`;
    case 'export':
      return `export my ${e.plural}`;
    case 'integration':
      return `start ${name} right from ${f.product}`;
    case 'import':
      return `bring my existing ${e.plural} in from a spreadsheet`;
    default:
      return `keep track of my ${e.plural} with their ${fieldList(e, 2) || 'details'}`;
  }
}

/** "Players sign up and keep their details up to date." → "sign up and keep my details up to date". */
function goalFromDescription(description: string, f: FeatureFacts): string | undefined {
  const role = f.role;
  const sentence = description
    .split(/(?<=[.!?])\s/)[0]!
    .replace(/[.!?]+$/, '')
    .trim();
  if (isCyrillic(sentence) || sentence.length > 140) return undefined;
  const last = role.split(' ').at(-1)!;
  const names = [role, plural(role), last, plural(last)].map(escapeRegExp).join('|');
  const subject = new RegExp(`^(?:the |each |every )?(?:${names})\\s+`, 'i');
  const rest = subject.test(sentence) ? sentence.replace(subject, '') : undefined;
  const candidate = rest ?? sentence;
  if (!rest && !isActionName(candidate)) return undefined;
  const base = rest ? asInfinitive(rest) : lowerFirst(candidate);
  if (!base || /^(?:create, view|manage)\b/i.test(base)) return undefined;
  // "their" is the person's own unless records were named before it ("add patients and keep their details").
  const records = [f.entity, ...f.others].flatMap((e) => (e ? [e.plural] : []));
  const before = base.split(/\btheir\b/)[0]!;
  if (records.some((r) => before.includes(r))) return base;
  return base.replace(/\btheir\b/g, 'my').replace(/\bthey\b/g, 'I');
}

/** Why: the role's own goal that the feature serves, else what the act gives them. */
function storyBenefit(f: FeatureFacts, goal: string): string {
  if (f.benefit) return f.benefit;
  const wanted = wordStems(`${f.name} ${f.entity?.plural ?? ''} ${f.others.map((o) => o.plural).join(' ')}`);
  const own = wordStems(goal);
  const related = f.roleGoals
    .map((g) => ({
      g,
      score: [...wordStems(g)].filter((s) => wanted.has(s)).length,
      same: [...wordStems(g)].every((s) => own.has(s)),
    }))
    .filter((x) => x.score > 0 && !x.same && !isCyrillic(x.g))
    .sort((a, b) => b.score - a.score)[0];
  if (related) {
    const action = asGoal(related.g);
    if (action) return `I can ${action}`;
  }
  const e = f.entity;
  const label = e?.label ?? lowerFirst(f.name);
  switch (f.act) {
    case 'profile':
      return f.otherRole
        ? `${plural(f.otherRole)} know who they are dealing with`
        : `other ${plural(f.role)} recognise me`;
    case 'booking':
      return `I don't have to arrange ${withArticle(label)} by phone or messages`;
    case 'payment':
      return `I don't need cash or a bank transfer`;
    case 'review':
      return `other ${plural(f.role)} can choose with confidence`;
    case 'message':
      return `the details of ${withArticle(label)} are agreed in one place`;
    case 'notify':
      return e ? `no ${label} is missed or forgotten` : 'nothing is missed or forgotten';
    case 'search':
      return `I find the right ${label} without asking around`;
    case 'rank':
      return 'I have a reason to come back and play again';
    case 'insight':
      return `I see what to change before it costs me`;
    case 'integration':
      return `I don't have to switch to another app and copy things across`;
    case 'export':
    case 'import':
      return `my ${e?.plural ?? 'data'} are never locked in one place`;
    default:
      return e ? `I always know where each ${label} stands` : `${f.product} does it for me without extra steps`;
  }
}
