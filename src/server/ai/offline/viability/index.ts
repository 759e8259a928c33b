import type { Brief } from '../../../../shared/schemas/brief';
import type { ViabilityOutput } from '../../../../shared/schemas/kit';
import { businessModel } from '../reader/product';
import { clip, unique } from '../text';
import type { MarketCategory } from '../catalogue/market-categories';
import { categoryOf } from './category-of';
import { phrasebook } from '../phrasebooks';
import type { CategoryWords, ViabilityPhrases } from './phrases';
import { gdprSensitive, legalKinds, regulationCosts, unknownLegal, unregulatedData, type SensitiveData } from '../catalogue/regulation-costs';
import { briefText, calledMarketplace, differentiatorWords, marketplaceSides, sensitiveData, spaced, type Sides } from './signals';

/**
 * The free evaluation, written from the brief the idea was read into (so it judges what was
 * understood, and an unclear idea never reaches it). The score starts at BASE and every fact that
 * moves it is a strength or a risk carrying its points, so a founder can see why it is what it is.
 * Honest by construction: regulated data costs points and names the work, a crowded category names
 * its incumbents, a marketplace names its cold start, and nothing is praised without a reason in
 * the brief. Deterministic: the same brief always gets the same assessment, in the brief's language
 * (the phrasebook says it; everything it says is decided here, alike for every language).
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
const ASSUMED = /\(assumed\)|\(допущение\)|\(предположение\)|\bassum|\bguess|предполага/i;
const MONEY_ASSUMPTION = /business model|monetis|monetiz|pricing|revenue|модель заработка|монетиз/i;

export function composeViability(brief: Brief): ViabilityOutput {
  const say = phrasebook(brief.language).viability;
  const text = briefText(brief);
  const name = brief.productName;
  const roles = brief.roles.map((role) => role.name).filter((role) => !DEFAULT_ROLES.test(role) && !ADMIN_ROLES.test(role));
  const model = businessModel(brief.monetisation);
  const category = categoryOf(brief);
  const words = category && say.category(category);
  const components: Component[] = [];
  const notes: string[] = [];

  const internal = model === 'internal';
  components.push(audience(say, roles, internal));
  components.push(...scope(say, brief));
  const services = brief.integrations.filter((i) => i.name.toLowerCase() !== name.toLowerCase());
  if (services.length > 0) {
    components.push({ points: 3, text: say.services(services.slice(0, 3).map((i) => i.name)) });
  }
  components.push(businessModelOf(say, brief, model));
  if (category && words) {
    components.push(...competition(say, category, words, brief, roles[0], internal));
  } else {
    const edge = differentiator(brief);
    if (edge) components.push({ points: 4, text: say.edge(edge) });
    notes.push(say.noCategory);
  }
  components.push(...regulation(say, brief, text));
  const sides = marketplaceSides(brief, text, model === 'commission', say.missingSides) ?? categorySides(words, roles, model, calledMarketplace(text));
  if (sides) components.push({ points: -6, ...say.coldStart(sides.supply, sides.demand) });
  const apps = new Set(brief.platforms.filter((p) => p !== 'api' && p !== 'cli'));
  if (apps.size > 2) components.push({ points: -4, ...say.platforms(apps.size) });

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
  if (strengths.length === 0) strengths.push(say.fallbackStrength(brief.features.length <= 3));
  const market = sides ? unique([sides.supply, sides.demand, ...roles]) : roles;
  return {
    score,
    verdict: verdictOf(say, brief, score, components),
    strengths: unique(strengths),
    risks: risks.length > 0 ? unique(risks) : [say.noRisk],
    targetMarket: say.targetMarket(market.slice(0, 3), roles[0], words?.market, internal),
    competition: words ? [...words.competitors] : [say.alternativesToday(roles[0], internal)],
  };
}

/** A component as the founder reads it: the fact, then the points it moved the score by. */
function line(component: Component): string {
  if (component.points === 0) return component.text;
  const points = component.points > 0 ? `+${component.points}` : `−${-component.points}`;
  return `${component.text} (${points})`;
}

function audience(say: ViabilityPhrases, roles: string[], internal: boolean): Component {
  if (roles.length === 0 && internal) return { points: -4, ...say.noTeamRole };
  if (roles.length === 0) return { points: -10, ...say.noUser };
  return { points: 6, text: say.namedUsers(roles.slice(0, 4)) };
}

function scope(say: ViabilityPhrases, brief: Brief): Component[] {
  const features = brief.features.length;
  const entities = brief.entities.length;
  if (features <= 1 && entities <= 1) return [{ points: -12, ...say.tiny(brief.features[0]?.name, entities) }];
  if (features <= 2) return [{ points: -5, ...say.fewFeatures(features) }];
  if (features > 15) return [{ points: -4, ...say.manyFeatures(features) }];
  if (entities < 2) return [];
  const records = brief.entities.slice(0, 3).map((e) => e.label ?? spaced(e.name));
  return [{ points: 6, text: say.concrete(features, entities, records) }];
}

function businessModelOf(say: ViabilityPhrases, brief: Brief, model: ReturnType<typeof businessModel>): Component {
  const stated = brief.monetisation.replace(/\s*\((assumed|допущение|предположение)\)\s*$/i, '').replace(/\.$/, '');
  const assumed = ASSUMED.test(brief.monetisation) || brief.assumptions.some((a) => MONEY_ASSUMPTION.test(a));
  if (model === 'internal') return { points: 0, text: say.internalTool };
  if (assumed) return { points: -6, ...say.guessedModel(stated) };
  if (model === 'free' || model === 'donations') return { points: -6, ...say.freeModel };
  return { points: 8, text: say.businessModel(stated) };
}

function competition(say: ViabilityPhrases, category: MarketCategory, words: CategoryWords, brief: Brief, role: string | undefined, internal: boolean): Component[] {
  const leaders = words.competitors.slice(0, 3);
  const top = words.competitors[0]!;
  const edge = differentiator(brief);
  const components: Component[] = [];
  if (internal) {
    // A team's own tool competes with buying one, not with winning users.
    components.push({ points: -3, ...say.buyInstead(words.label, leaders, top) });
  } else if (category.crowding === 'crowded') {
    components.push({ points: -10, ...say.crowded(words.label, leaders, Boolean(edge), top, role) });
  } else if (category.crowding === 'contested') {
    components.push({ points: -5, ...say.contested(words.label, leaders, top, role) });
  } else {
    components.push({ points: 4, text: say.open(words.label) });
  }
  if (edge && category.crowding !== 'open' && !internal) components.push({ points: 5, text: say.edge(edge) });
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
function regulation(say: ViabilityPhrases, brief: Brief, text: string): Component[] {
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
      components.push({ points: charge(gdprSensitive.penalty), ...say.broadRegulation(constraint.name, data) });
    } else if (entry) {
      components.push({ points: charge(entry.penalty), ...say.regulation(constraint.name, say.regulationCost(entry)) });
    } else if (legalKinds.has(constraint.kind)) {
      components.push({ points: charge(unknownLegal.penalty), ...say.unknownLegal(constraint.name) });
    }
  }
  for (const kind of data.filter((k) => !covered.has(k))) {
    components.push({ points: charge(unregulatedData[kind].penalty), ...say.unregulated(kind) });
  }
  return components;
}

/**
 * Products of a marketplace category have two sides even when the brief names one or none: when it
 * has people to match, earns on their deals, or calls itself a marketplace.
 */
function categorySides(words: CategoryWords | undefined, roles: string[], model: string, called: boolean): Sides | null {
  if (!words?.sides || (roles.length < 2 && model !== 'commission' && !called)) return null;
  return { supply: words.sides[0], demand: words.sides[1] };
}

function verdictOf(say: ViabilityPhrases, brief: Brief, score: number, components: Component[]): string {
  const name = brief.productName;
  const fixes = components
    .filter((c) => c.points < 0 && c.fix)
    .sort((a, b) => a.points - b.points)
    .map((c) => c.fix!);
  const first = (brief.features.find((f) => f.priority === 'must') ?? brief.features[0])?.name;
  if (components.some((c) => c.points <= -12)) return say.verdict.tiny(name, fixes);
  if (score >= 75) return say.verdict.build(name, first);
  if (score >= 55) return say.verdict.promising(name, fixes[0], first);
  if (score >= 40) return say.verdict.refine(name, fixes.slice(0, 2));
  return say.verdict.rethink(name, fixes.slice(0, 3));
}
