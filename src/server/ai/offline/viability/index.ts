import type { Brief } from '../../../../shared/schemas/brief';
import type { ViabilityOutput } from '../../../../shared/schemas/kit';
import { businessModel } from '../reader/product';
import { capitalise, clip, joinList, pluralPhrase, unique } from '../text';
import type { MarketCategory } from './categories';
import { categoryOf } from './category-of';
import {
  gdprSensitive,
  legalKinds,
  regulationCosts,
  unknownLegal,
  unregulatedData,
  type SensitiveData,
} from './regulation-costs';
import { briefText, calledMarketplace, differentiatorWords, marketplaceSides, sensitiveData, spaced } from './signals';

/**
 * The free evaluation, written from the brief the idea was read into (so it judges what was
 * understood, and an unclear idea never reaches it). The score starts at BASE and every fact that
 * moves it is a strength or a risk carrying its points, so a founder can see why it is what it is.
 * Honest by construction: regulated data costs points and names the work, a crowded category names
 * its incumbents, a marketplace names its cold start, and nothing is praised without a reason in
 * the brief. Deterministic: the same brief always gets the same assessment.
 */

const BASE = 50;
/** Regulation can sink an idea's score only so far: it is a cost, not a verdict on the idea. */
const MAX_REGULATION_PENALTY = 20;

/** One fact about the brief and how far it moves the score; `fix` is what would remove a penalty. */
interface Component {
  points: number;
  text: string;
  fix?: string;
}

const DEFAULT_ROLES = /^(users?|пользовател\S*|people|everyone|customers?)$/i;
const ADMIN_ROLES = /^(admin|administrator|администратор)$/i;
const ASSUMED = /\(assumed\)|\(предположение\)|\bassum|\bguess|предполага/i;
const MONEY_ASSUMPTION = /business model|monetis|monetiz|pricing|revenue|модель заработка|монетиз/i;

export function composeViability(brief: Brief): ViabilityOutput {
  const text = briefText(brief);
  const name = brief.productName;
  const roles = brief.roles.map((role) => role.name).filter((role) => !DEFAULT_ROLES.test(role) && !ADMIN_ROLES.test(role));
  const users = roles[0] ? pluralPhrase(roles[0]) : 'users';
  const model = businessModel(brief.monetisation);
  const category = categoryOf(brief);
  const components: Component[] = [];
  const notes: string[] = [];

  const internal = model === 'internal';
  components.push(audience(roles, internal));
  components.push(...scope(brief));
  const services = brief.integrations.filter((i) => i.name.toLowerCase() !== name.toLowerCase());
  if (services.length > 0) {
    components.push({ points: 3, text: `Names the services it builds on (${joinList(services.slice(0, 3).map((i) => i.name))})` });
  }
  components.push(businessModelOf(brief, model));
  if (category) {
    components.push(...competition(category, brief, users, internal));
  } else {
    const edge = differentiator(brief);
    if (edge) components.push({ points: 4, text: `Says what sets it apart: “${edge}”` });
    notes.push('No known category matched the brief: look for products that already do this before building');
  }
  components.push(...regulation(brief, text));
  const sides = marketplaceSides(brief, text, model === 'commission') ?? categorySides(category, roles, model, calledMarketplace(text));
  if (sides) components.push(coldStart(sides.supply, sides.demand));
  const apps = new Set(brief.platforms.filter((p) => p !== 'api' && p !== 'cli'));
  if (apps.size > 2) {
    components.push({
      points: -4,
      text: `Launching on ${apps.size} platforms at once multiplies the work and the testing`,
      fix: 'launch on one platform first',
    });
  }

  const score = Math.max(3, Math.min(95, BASE + components.reduce((sum, c) => sum + c.points, 0)));
  const strengths = components
    .filter((c) => c.points > 0 || (c.points === 0 && !c.fix))
    .sort((a, b) => b.points - a.points)
    .map(line);
  const risks = [
    ...components
      .filter((c) => c.points < 0)
      .sort((a, b) => a.points - b.points)
      .map(line),
    ...notes,
  ];
  if (strengths.length === 0) strengths.push(fallbackStrength(brief));
  return {
    score,
    verdict: verdictOf(brief, score, components),
    strengths: unique(strengths),
    risks: risks.length > 0 ? unique(risks) : ['No major risk stands out in the brief: the remaining risk is whether people pay for it'],
    targetMarket: targetMarket(sides ? unique([sides.supply, sides.demand, ...roles]) : roles, users, category, internal),
    competition: category ? [...category.competitors] : [alternativesToday(users, model)],
  };
}

/** "A commission…" → "a commission…", leaving acronyms ("SaaS", "B2B") alone. */
const lowerFirst = (text: string) => (/^[A-Z][^A-Z\s]*(\s|$)/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);

/** A component as the founder reads it: the fact, then the points it moved the score by. */
function line(component: Component): string {
  if (component.points === 0) return component.text;
  const points = component.points > 0 ? `+${component.points}` : `−${-component.points}`;
  return `${component.text} (${points})`;
}

function audience(roles: string[], internal: boolean): Component {
  if (roles.length === 0 && internal) {
    return { points: -4, text: 'No role in the team is named: who uses it daily decides what it must do first', fix: 'name who in the team uses it every day' };
  }
  if (roles.length === 0) {
    return {
      points: -10,
      text: 'No user is named: “everyone” is hard to reach and to build for',
      fix: 'name the one kind of user who needs it most',
    };
  }
  return { points: 6, text: `Named users: ${joinList(roles.slice(0, 4).map(pluralPhrase))}` };
}

function scope(brief: Brief): Component[] {
  const features = brief.features.length;
  const entities = brief.entities.length;
  if (features <= 1 && entities <= 1) {
    const only = brief.features[0]?.name;
    return [
      {
        points: -12,
        text: `A tiny, generic idea as written: ${only ? `one feature (“${only}”)` : 'no feature'} over ${entities === 1 ? 'one kind of record' : 'no data'}, nothing a notes app or a spreadsheet does not already do`,
        fix: 'say what a user does with it that a spreadsheet or a notes app cannot',
      },
    ];
  }
  if (features <= 2) {
    return [{ points: -5, text: `Only ${features} features: little that sets it apart yet`, fix: 'describe the job it does end to end' }];
  }
  if (features > 15) {
    return [{ points: -4, text: `${features} features is a lot for a first version`, fix: 'cut the first version to its must-have features' }];
  }
  if (entities < 2) return [];
  const records = joinList(brief.entities.slice(0, 3).map((e) => e.label ?? spaced(e.name)));
  return [{ points: 6, text: `A concrete first version: ${features} features over ${entities} kinds of record (${records}${entities > 3 ? '…' : ''})` }];
}

function businessModelOf(brief: Brief, model: ReturnType<typeof businessModel>): Component {
  const stated = brief.monetisation.replace(/\s*\((assumed|предположение)\)\s*$/i, '').replace(/\.$/, '');
  const assumed = ASSUMED.test(brief.monetisation) || brief.assumptions.some((a) => MONEY_ASSUMPTION.test(a));
  if (model === 'internal') return { points: 0, text: 'An internal tool: it is judged by the hours it saves the team, not by revenue' };
  if (assumed) {
    return {
      points: -6,
      text: `No business model is stated: “${clip(stated.toLowerCase(), 80)}” is only a guess`,
      fix: 'decide who pays and how much',
    };
  }
  if (model === 'free' || model === 'donations') {
    return { points: -6, text: 'Free or donation-funded: nothing pays for hosting and support', fix: 'find out who would pay for it' };
  }
  return { points: 8, text: `A business model: ${clip(lowerFirst(stated), 120)}` };
}

function competition(category: MarketCategory, brief: Brief, users: string, internal: boolean): Component[] {
  const leaders = joinList(category.competitors.slice(0, 3));
  const top = category.competitors[0]!;
  const edge = differentiator(brief);
  const components: Component[] = [];
  if (internal) {
    // A team's own tool competes with buying one, not with winning users.
    components.push({
      points: -3,
      text: `Off-the-shelf ${category.label} such as ${leaders} may cost less than building and maintaining your own`,
      fix: `compare building it with buying ${top}`,
    });
  } else if (category.crowding === 'crowded') {
    components.push({
      points: -10,
      text: `A crowded category: ${category.label}, led by ${leaders}${edge ? '' : '; nothing in the brief says why people would switch'}`,
      fix: `say why ${users} would leave ${top}`,
    });
  } else if (category.crowding === 'contested') {
    components.push({
      points: -5,
      text: `A contested category: ${category.label} such as ${leaders}`,
      fix: `say what ${top} does badly for ${users}`,
    });
  } else {
    components.push({ points: 4, text: `Few direct competitors among ${category.label}` });
  }
  if (edge && category.crowding !== 'open' && !internal) components.push({ points: 5, text: `Says what sets it apart: “${edge}”` });
  return components;
}

/** The clause of the brief that says how it differs from today's products, when there is one. */
function differentiator(brief: Brief): string | undefined {
  const sources = [brief.summary, ...brief.features.map((f) => f.description)];
  for (const source of sources) {
    const match = differentiatorWords.find(source)[0];
    if (!match) continue;
    const start = Math.max(0, ...['.', ':', ';'].map((mark) => source.lastIndexOf(mark, match.index) + 1));
    const end = source.slice(match.index).search(/[.;!?]/);
    return clip(source.slice(start, end < 0 ? undefined : match.index + end).trim(), 140);
  }
  return undefined;
}

/** Each regulation's cost, then sensitive data no named regulation covers. */
function regulation(brief: Brief, text: string): Component[] {
  const data = sensitiveData(brief, text);
  const covered = new Set<SensitiveData>();
  const components: Component[] = [];
  let budget = MAX_REGULATION_PENALTY;
  const charge = (penalty: number) => {
    const points = Math.min(penalty, budget);
    budget -= points;
    return -points;
  };
  for (const constraint of brief.constraints) {
    const haystack = `${constraint.name} ${constraint.text}`;
    const entry = regulationCosts.find((cost) => cost.match.test(constraint.name)) ?? regulationCosts.find((cost) => cost.match.test(haystack));
    if (entry?.covers) covered.add(entry.covers);
    const broad = entry?.key === 'gdpr' || entry?.key === 'russian-personal-data';
    if (broad) data.forEach((kind) => covered.add(kind));
    if (entry && broad && data.length > 0) {
      components.push({
        points: charge(gdprSensitive.penalty),
        text: `${constraint.name} over ${joinList(data.map(dataWords))} data: ${gdprSensitive.cost}`,
        fix: `budget the ${constraint.name} compliance work before launch`,
      });
    } else if (entry) {
      components.push({
        points: charge(entry.penalty),
        text: `${constraint.name}: ${entry.cost}`,
        fix: `budget the ${constraint.name} compliance work before launch`,
      });
    } else if (legalKinds.has(constraint.kind)) {
      components.push({ points: charge(unknownLegal.penalty), text: `${constraint.name}: ${unknownLegal.cost}`, fix: `have ${constraint.name} reviewed by a lawyer` });
    }
  }
  for (const kind of data.filter((k) => !covered.has(k))) {
    components.push({
      points: charge(unregulatedData[kind].penalty),
      text: unregulatedData[kind].text,
      fix: `find out which rules govern ${dataWords(kind)} data where you launch`,
    });
  }
  return components;
}

const dataWords = (kind: SensitiveData) => ({ health: 'health', finance: 'financial', children: 'children’s' })[kind];

/**
 * Products of a marketplace category have two sides even when the brief names one or none: when it
 * has people to match, earns on their deals, or calls itself a marketplace.
 */
function categorySides(category: MarketCategory | undefined, roles: string[], model: string, called: boolean) {
  if (!category?.sides || (roles.length < 2 && model !== 'commission' && !called)) return null;
  return { supply: category.sides[0], demand: category.sides[1] };
}

function coldStart(supply: string, demand: string): Component {
  const suppliers = pluralPhrase(supply);
  const buyers = pluralPhrase(demand);
  return {
    points: -6,
    text: `A two-sided marketplace with a cold start: ${buyers} will not come until there are ${suppliers}, and ${suppliers} will not stay without ${buyers} (the chicken-and-egg problem). Seed one side first: sign up the first ${suppliers} by hand in one city or niche, or do the work yourself at first, before inviting ${buyers}`,
    fix: `plan how to seed ${suppliers} before the first ${buyers} arrive`,
  };
}

function fallbackStrength(brief: Brief): string {
  return brief.features.length <= 3
    ? 'Small: a first version can be built and put in front of people within days'
    : 'Enough ideas for several releases';
}

function verdictOf(brief: Brief, score: number, components: Component[]): string {
  const name = brief.productName;
  const fixes = components
    .filter((c) => c.points < 0 && c.fix)
    .sort((a, b) => a.points - b.points)
    .map((c) => c.fix!);
  const first = (brief.features.find((f) => f.priority === 'must') ?? brief.features[0])?.name.toLowerCase() ?? 'its core feature';
  const tiny = components.some((c) => c.points <= -12);
  if (tiny) {
    return `Sharpen it before building: as written, ${name} is too thin and generic to judge. ${capitalise(joinList(unique([...fixes, 'decide who pays and how much']).slice(0, 3)))}.`;
  }
  if (score >= 75) return `Build it: ${name} has named users, a business model and a focused first version; start with ${first}.`;
  if (score >= 55) return `Promising, with work: ${fixes[0] ?? 'test the promise with ten real users'}, then build ${name}’s first version around ${first}.`;
  if (score >= 40) return `Refine it first: ${joinList(fixes.slice(0, 2))}; as written, ${name} leaves serious doubts.`;
  return `Rethink it: as written, ${name} faces too much against it; ${joinList(fixes.slice(0, 3))}.`;
}

function targetMarket(roles: string[], users: string, category: MarketCategory | undefined, internal: boolean): string {
  const who = roles.length > 0 ? capitalise(joinList(roles.slice(0, 3).map(pluralPhrase))) : 'Not named yet';
  if (internal) return `${roles.length > 0 ? who : 'The team itself'}: an internal tool’s market is its own team, and its value is the hours it saves each week.`;
  if (category) return `${who}. ${category.market}.`;
  return `${who}. No known category matched, so the market’s size is unknown: count how many ${users} you could reach in the first month before building.`;
}

function alternativesToday(users: string, model: ReturnType<typeof businessModel>): string {
  return model === 'internal'
    ? 'What the team uses today: spreadsheets, email and shared documents'
    : `What ${users} use today: spreadsheets, messaging apps or pen and paper`;
}
