import type { AppPlatform } from '../catalogue/lexicon';
import { platformNames } from '../catalogue/lexicon';
import { asGoal } from '../model/feature-facts';
import { storyGoal } from '../model/prd-picks';
import type { ModelFeature } from '../model/types';
import type { OverviewPhrases } from '../overview-text';
import { capitalise, joinList, pluralPhrase, unique, withArticle } from '../text';

/** The overview's sentences in English. */


const lower = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const featureList = (features: ModelFeature[], count = 3) =>
  joinList(features.slice(0, count).map((f) => lower(f.name)));
/** A capability named in words ("Video calls") reads in lower case mid-sentence; a brand ("Google Calendar") keeps its capitals. */
const runningName = (name: string) => (/^\p{Lu}\p{Ll}*(?: \p{Ll}+)+$/u.test(name) ? lower(name) : name);

/**
 * The product's kind and where it runs, each said once and never at odds: a kind that names a
 * platform the product is not on drops that word ("SaaS web app" offered as an API is a "SaaS
 * product built as an API"), and a platform the kind already names is not said again ("a browser
 * extension", not "a browser extension as a browser extension"; "a web app", not "a web app on the web").
 */
function kindAndWhere(label: string, platforms: readonly AppPlatform[], where: string): string {
  // A product offered only on the command line is a command-line tool, whatever kind of data it keeps.
  if (platforms.length > 0 && platforms.every((p) => p === 'cli')) return 'a command-line tool';
  const screens = platforms.some((p) => ['web', 'ios', 'android', 'desktop'].includes(p));
  let kind = label;
  if (!platforms.includes('web')) kind = kind.replace(/\bweb (?=\w)/i, '');
  if (!platforms.some((p) => p === 'ios' || p === 'android')) kind = kind.replace(/\bmobile (?=\w)/i, '');
  if (!screens) kind = kind.replace(/\bapp$/, 'product');
  const rest = /\bbrowser extension\b/i.test(kind)
    ? where
        .replace(/^as a browser extension(?:, | and (?=an? ))/, 'as ')
        .replace(/^as a browser extension(?: and )?/, '')
    : /\bweb\b/i.test(kind) && where === 'on the web'
      ? ''
      : where;
  if (rest === '') return withArticle(kind);
  return `${withArticle(kind)} ${rest.startsWith('as ') ? `built ${rest}` : rest}`;
}

export const overviewEn: OverviewPhrases = {
  where(b) {
    const others = b.platforms.filter((p) => !['extension', 'api', 'cli'].includes(p));
    const names = others.map((p) => (p === 'web' ? 'the web' : p === 'desktop' ? 'the desktop' : platformNames[p]));
    const as = [
      ...(b.platforms.includes('extension') ? ['a browser extension'] : []),
      ...(b.platforms.includes('api') ? ['an API'] : []),
      ...(b.platforms.includes('cli') ? ['a command-line tool'] : []),
    ];
    return [
      ...(as.length > 0 ? [`as ${joinList(as)}`] : []),
      ...(names.length > 0 ? [`on ${joinList(names)}`] : []),
    ].join(' and ');
  },
  platformName: (platform) => platformNames[platform],
  taglines(b, name) {
    const users = b.users;
    const quick = /\bin (?:seconds|minutes|a few|one|two|three)\b/.test(b.purpose);
    return [
      `${name} helps ${users} ${b.purpose}.`,
      `The simplest way for ${users} to ${b.purpose}.`,
      `${capitalise(b.purpose)}: ${name} is made for ${users}.`,
      `${capitalise(users)} ${b.purpose}${quick ? '' : ' in minutes'} with ${name}.`,
    ];
  },
  problem: (b) => b.problem,
  alternatives: (b, competitors) => [
    `An alternative to ${joinList(competitors)} built around what ${b.users} need most`,
    `Focused on ${b.users}, with a simpler first experience than ${joinList(competitors, 'or')}`,
  ],
  runs: (b, where, first) => [
    `It runs ${where}${b.backendRequired ? ' with a secure backend' : ' with no backend to maintain'}, and the first version focuses on ${featureList(first)}.`,
    `The first version focuses on ${featureList(first)}, ${where}.`,
  ],
  briefSummary(b, name, where, ranked, others) {
    const roles = b.roles.map((r) => pluralPhrase(lower(r.role)));
    // What a role can do comes from its own features: the main role's, else those of the role the
    // first feature is for; the other roles' needs follow.
    const mainRole = b.roles[0]?.role.toLowerCase();
    const subject = ranked.some((f) => f.role.toLowerCase() === mainRole) ? mainRole : ranked[0]?.role.toLowerCase();
    const theirs = ranked.filter((f) => f.role.toLowerCase() === subject);
    const main = subject === undefined || subject === mainRole ? (roles[0] ?? b.users) : pluralPhrase(subject);
    const goals = unique((theirs.length > 0 ? theirs : ranked).slice(0, 3).map((f) => storyGoal(f)));
    // Roles that come for the same thing are named together: "Staff and workers manage accounts".
    const byNeed = new Map<string, string[]>();
    for (const r of others.filter((o) => o.role.toLowerCase() !== subject).slice(0, 2)) {
      const need = asGoal(r.needs[0]!) ?? `come for ${lower(r.needs[0]!)}`;
      byNeed.set(need, [...(byNeed.get(need) ?? []), pluralPhrase(lower(r.role))]);
    }
    const otherSide = [...byNeed].map(([need, who]) => `${joinList(who)} ${need}`);
    const sentences = [
      `${name} is ${kindAndWhere(b.archetype.label, b.platforms, where)} for ${joinList(roles)}.`,
      goals.length > 0 ? `In its first version ${main} can ${joinList(goals)}.` : '',
      otherSide.length > 0 ? `${capitalise(otherSide.join('; '))}.` : '',
      b.integrations.length > 0 ? `It works with ${joinList(b.integrations.map((i) => runningName(i.name)))}.` : '',
    ];
    return sentences.filter(Boolean).join(' ');
  },
  constraintsClause(b) {
    const rules = b.constraints.filter((k) => ['compliance', 'privacy', 'security', 'legal'].includes(k.kind));
    const limits = b.constraints.filter((k) => !rules.includes(k));
    return [
      rules.length > 0 ? ` It is built to meet ${joinList(rules.map((k) => k.name))} from the first version.` : '',
      ...limits.map((k) => ` ${k.name}: ${k.text}${/[.!?]$/.test(k.text) ? '' : '.'}`),
    ].join('');
  },
};
