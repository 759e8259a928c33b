import { capabilityNames, type BriefCapability, type CapabilityId } from '../../shared/capabilities';
import type { BriefPlatform } from '../../shared/schemas/brief';
import { capitalise, fill, joinList, kebabCase, plural, singularPhrase, withArticle } from '../ai/offline/text';
import { capabilityCatalogue } from './catalogue';
import type { CapabilityChoice, HttpMethod, Localised, PlatformText } from './types';

/**
 * One feature's capability made concrete: the catalogue entry's texts filled in for the feature, its
 * record and its people, in the kit's language. The offline composer writes from it, the AI
 * engine's prompts carry it, and the kit check verifies the kit has its interface (ADR 0041).
 */

export interface CapabilityFeature {
  name: string;
  capability: BriefCapability;
}

/** The feature's main record, when it has one. */
export interface CapabilityRecordContext {
  /** PascalCase ("DogWalk"). */
  name: string;
  /** "dog walk" */
  label: string;
  /** "dog walks" */
  labelPlural: string;
  /** The founder's own word in a Russian brief ("прогулка"). */
  founderLabel?: string;
}

export interface CapabilityContext {
  language: 'en' | 'ru';
  product: string;
  feature: CapabilityFeature;
  entity?: CapabilityRecordContext;
  role: string;
  /** The other side of the product, when the brief has one: a role's name ("courier"). */
  other?: string;
  platforms: readonly BriefPlatform[];
  /**
   * False when the product has no server: a capability with an on-device variant is planned as that
   * variant (no endpoints, no jobs). Unset means a server.
   */
  server?: boolean;
}

export interface PlannedEndpoint {
  method: HttpMethod;
  path: string;
  description: string;
  auth: boolean;
}

export interface CapabilityPlan {
  id: CapabilityId;
  name: string;
  /** Whether it works on the device alone (its on-device variant), with nothing to serve. */
  onDevice: boolean;
  howItWorks: string[];
  /** Why the person wants it: the end of the feature's user story. */
  benefit: string;
  /** `child`: the record is a part of the feature's record, listed on its page (see `CapabilityRecord`). */
  records: Array<{ name: string; label: string; fields: Array<{ name: string; type: string }>; child?: true }>;
  endpoints: PlannedEndpoint[];
  jobs: Array<{ name: string; trigger: string; work: string }>;
  screens: Array<{ route: string; name: string; purpose: string }>;
  choices: Array<{ choice: string; reason: string }>;
  tasks: Array<{ title: string; detail: string; hours: number }>;
  criteria: string[];
  qa: string[];
  risks: string[];
  questions: string[];
}

const mobile: readonly BriefPlatform[] = ['ios', 'android'];

/** Whether a choice, or a text said of some platforms only, fits one of the product's platforms. */
function fits(item: Pick<CapabilityChoice, 'platforms'>, platforms: readonly BriefPlatform[]): boolean {
  return item.platforms.some((p) => {
    if (p === 'any') return true;
    if (p === 'mobile') return platforms.some((q) => mobile.includes(q));
    if (p === 'extension') return platforms.includes('browser-extension');
    return platforms.includes(p);
  });
}

/** A phrase as it reads inside a sentence: its first letter lower-cased unless it opens an acronym or a name ("Every night" → "every night", "UTC"). */
const sentenceCase = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) && !/^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

function varsOf(context: CapabilityContext): Record<string, string> {
  const { language, entity, feature } = context;
  const ru = language === 'ru';
  const pick = (value: Localised | undefined, given: string | undefined) => given ?? value?.[language] ?? '';
  const defaults = capabilityCatalogue[feature.capability.id].defaults;
  const sources = feature.capability.sources?.length ? feature.capability.sources : defaults.source ? [defaults.source[language]] : [];
  const word = entity ? (ru ? (entity.founderLabel ?? entity.label) : entity.label) : feature.name.toLowerCase();
  const words = entity ? (ru ? (entity.founderLabel ?? entity.labelPlural) : entity.labelPlural) : plural(word);
  // English texts read "{other} watching…" as they read "the team watching…".
  const other = context.other ? (ru ? context.other : `the ${context.other}`) : ru ? 'команда' : 'the team';
  // "The team" stays one team; another role is spoken of in the plural ("The walkers watch it live").
  const others = ru || !context.other ? other : `the ${plural(context.other)}`;
  return {
    feature: feature.name,
    product: context.product,
    entity: word,
    entities: words,
    anEntity: ru ? word : withArticle(word),
    Entity: entity?.name ?? (kebabCase(feature.name).split('-').map(capitalise).join('') || 'Item'),
    es: entity ? kebabCase(plural(entity.name)) : kebabCase(feature.name) || 'items',
    role: context.role,
    roles: ru ? context.role : plural(context.role),
    Role: capitalise(context.role),
    other,
    Other: capitalise(others),
    // "a paired soil moisture sensor": the idea names its sources in the plural, a sentence may speak of one.
    source: ru ? (sources[0] ?? '') : singularPhrase(sources[0] ?? ''),
    sources: joinList(sources, ru ? 'и' : 'and'),
    channel: pick(defaults.channel, feature.capability.channel),
    // "A job runs every night": the idea may open a sentence with it ("Every night the app…").
    schedule: ru ? pick(defaults.schedule, feature.capability.schedule) : sentenceCase(pick(defaults.schedule, feature.capability.schedule)),
    reviewer: pick(defaults.reviewer, feature.capability.reviewer),
  };
}

/**
 * A record named after the feature's ("{Entity}Question"), unless the feature's record already is
 * that thing: a feature about questions keeps its Question, never a QuestionQuestion.
 */
function recordName(template: string, entity: string): string {
  const rest = template.startsWith('{Entity}') ? template.slice('{Entity}'.length) : undefined;
  if (rest && entity.endsWith(rest)) return entity;
  return template.replace('{Entity}', entity);
}

/** Whether the feature's own record is one of the things its capability reads from ("soil moisture sensors" and sensor). */
function isSource({ entity, feature }: CapabilityContext): boolean {
  const label = entity?.founderLabel ?? entity?.label;
  if (!label) return false;
  const head = label.split(/\s+/).at(-1)!.toLowerCase();
  return (feature.capability.sources ?? []).some((source) => {
    const last = source.toLowerCase().split(/\s+/).at(-1)!;
    return last === head || last === plural(head);
  });
}

export function capabilityPlan(context: CapabilityContext): CapabilityPlan {
  const id = context.feature.capability.id;
  const entry = capabilityCatalogue[id];
  const local = context.server === false ? entry.onDevice : undefined;
  const body = local ? { ...local, endpoints: [], jobs: [] } : entry;
  const vars = varsOf(context);
  // Texts name the records as the records are named: "{Entity}Advice" is "Advice" for a feature about advice.
  const say = (text: Localised) => fill(text[context.language].replace(/\{Entity\}[A-Z][A-Za-z]*/g, (template) => recordName(template, vars.Entity!)), vars);
  const name = (template: string) => fill(template, vars);
  // A text of some platforms only is left out of a kit for none of them, as their choices are.
  const own = (texts: readonly PlatformText[]) => texts.filter((t) => !t.platforms || fits({ platforms: t.platforms }, context.platforms)).map(say);
  return {
    id,
    name: capabilityNames[id][context.language],
    onDevice: local !== undefined,
    howItWorks: own(body.howItWorks),
    benefit: say(entry.benefit),
    records: body.records.map((r) => ({
      name: r.source && isSource(context) ? vars.Entity! : recordName(r.name, vars.Entity!),
      label: say(r.label),
      fields: r.fields.split(',').map((pair) => {
        const [field, type] = pair.trim().split(':');
        return { name: field!.trim(), type: (type ?? 'string').trim() };
      }),
      ...(r.child ? { child: true as const } : {}),
    })),
    endpoints: body.endpoints.map((e) => ({ method: e.method, path: name(e.path), description: say(e.description), auth: e.auth })),
    jobs: body.jobs.map((j) => ({ name: name(j.name), trigger: say(j.trigger), work: say(j.work) })),
    screens: body.screens.map((s) => ({ route: name(s.route), name: say(s.name), purpose: say(s.purpose) })),
    choices: body.choices.filter((c) => fits(c, context.platforms)).map((c) => ({ choice: say(c.choice), reason: say(c.reason) })),
    tasks: body.tasks.map((t) => ({ title: say(t.title), detail: say(t.detail), hours: t.hours })),
    criteria: own(body.criteria),
    qa: own(body.qa),
    risks: own(body.risks),
    questions: body.questions.map(say),
  };
}
