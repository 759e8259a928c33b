import type { Brief, BriefEntity, BriefFeature, FieldType } from '../../../../shared/schemas/brief';
import type { FeatureDef } from '../catalogue/features';
import { isVerb, tokenize } from '../nlp';
import { isCyrillic, joinList, lowerWords, plural } from '../text';

/**
 * What the PRD's texts of one feature are written from: the brief's feature, its role, the
 * entities it touches with their fields and relations, its integrations and the constraints that
 * apply, and what kind of act the feature is (booking, paying, ranking...). Every sentence of a
 * feature is built from these facts, never from another product's catalogue text.
 */

export type FeatureAct =
  | 'profile'
  | 'booking'
  | 'payment'
  | 'review'
  | 'message'
  | 'notify'
  | 'search'
  | 'rank'
  | 'insight'
  | 'export'
  | 'import'
  | 'ai'
  | 'integration'
  | 'manage'
  | 'verb'
  | 'other';

export interface FieldFacts {
  name: string;
  /** "start time", "date of birth". */
  words: string;
  type: FieldType;
}

export interface EntityFacts {
  name: string;
  label: string;
  /** The founder's own word in a Russian brief ("урок"). */
  founderLabel?: string;
  plural: string;
  route: string;
  fields: FieldFacts[];
  /** Labels of the entities it belongs to. */
  parents: string[];
  /** Labels of the entities it has many of (or one of). */
  children: string[];
  /** The entity stands for one of the brief's roles (Player for the player role). */
  isRole: boolean;
  /** It holds personal data: contact details, birth dates, free-text notes, or it is a person. */
  personal: boolean;
}

export interface FeatureFacts {
  /** The brief's language: the one its texts are written in. */
  language: Brief['language'];
  id: string;
  name: string;
  act: FeatureAct;
  /** "book appointments": the feature's name when it reads as something to do. */
  verbPhrase?: string;
  role: string;
  /** Who a message or reminder about the feature's record goes to: the person it belongs to, else the role. */
  recipient: string;
  /** The role on the other side, when the brief has one ("dog walker"). */
  otherRole?: string;
  signedIn: boolean;
  /** People are given their accounts by an admin (an internal tool): nobody signs up. */
  invited: boolean;
  /** Where records show: on screens, in the terminal, or only through the API. */
  surface: 'screens' | 'terminal' | 'api';
  product: string;
  /** The label of the entity most features act on ("walk"). */
  primary: string;
  hub: string;
  entity?: EntityFacts;
  /** The feature's other entities, in the brief's order. */
  others: EntityFacts[];
  integrations: Array<{ name: string; purpose: string }>;
  constraints: Brief['constraints'];
  priority: BriefFeature['priority'];
  /** The role's goals, as the brief words them. */
  roleGoals: string[];
  /** Why the person wants a feature that does more than keep records: its capability's, in the brief's language. */
  benefit?: string;
}

const automatic = new Set(['id', 'createdAt', 'updatedAt']);

/** "startsAt" → "start time", "askedAt" → "time asked", "dateOfBirth" → "date of birth". */
export function fieldWords(name: string, type: FieldType): string {
  const at = /^(.+)(At|On)$/.exec(name);
  if (at && (type === 'datetime' || type === 'date')) {
    const base = lowerWords(at[1]!);
    const unit = at[2] === 'At' ? 'time' : 'date';
    if (/[^s]s$/.test(base) && !base.includes(' ')) return `${base.slice(0, -1)} ${unit}`;
    if (!/ed$/.test(base) && !pastParticiples.has(base)) return `${base} ${unit}`;
    return `${unit} ${base}`;
  }
  return lowerWords(name);
}

/** Past participles without -ed, so "paidAt" reads "time paid", not "paid time". */
const pastParticiples = new Set(
  'paid sent sold built made held kept left lost bought taken given seen done won read written begun spent'.split(' '),
);

const personalTypes = new Set<FieldType>(['email', 'phone', 'location']);
const personalNames =
  /fullName|firstName|lastName|birth|address|phone|email|note|diagnos|health|insurance|ssn|passport/i;

export function entityFacts(
  entity: BriefEntity,
  label: string,
  route: string,
  brief: Brief,
  roleWords: Set<string>,
): EntityFacts {
  const labelOf = (name: string) => {
    const other = brief.entities.find((e) => e.name === name);
    const own = other?.label?.trim();
    return own && !isCyrillic(own) ? own.toLowerCase() : lowerWords(name);
  };
  const fields = entity.fields
    .filter((f) => !automatic.has(f.name) && f.type !== 'reference')
    .map((f) => ({ name: f.name, words: fieldWords(f.name, f.type), type: f.type }));
  const founderWord = entity.label && isCyrillic(entity.label) ? entity.label.trim().toLowerCase() : undefined;
  const isRole =
    roleWords.has(label.toLowerCase()) ||
    roleWords.has(lowerWords(entity.name)) ||
    (founderWord !== undefined && roleWords.has(founderWord));
  return {
    name: entity.name,
    label,
    ...(founderWord ? { founderLabel: founderWord } : {}),
    plural: isCyrillic(label) ? label : plural(label),
    route,
    fields,
    parents: entity.relations.filter((r) => r.kind === 'belongsTo').map((r) => labelOf(r.entity)),
    children: entity.relations.filter((r) => r.kind !== 'belongsTo').map((r) => plural(labelOf(r.entity))),
    isRole,
    personal: isRole || entity.fields.some((f) => personalTypes.has(f.type) || personalNames.test(f.name)),
  };
}

/** "title, start time and capacity": the first fields a person fills in, in the brief's order (a status is set, not typed). */
export function fieldList(entity: EntityFacts, count = 3, skip: readonly string[] = []): string {
  return joinList(
    entity.fields
      .filter((f) => !skip.includes(f.name) && f.name !== 'status')
      .slice(0, count)
      .map((f) => f.words),
  );
}

/** The act a catalogue feature performs. */
const actOfDef: Record<string, FeatureAct> = {
  accounts: 'profile',
  profiles: 'profile',
  settings: 'profile',
  onboarding: 'profile',
  booking: 'booking',
  availability: 'booking',
  calendar: 'booking',
  events: 'booking',
  payments: 'payment',
  subscriptions: 'payment',
  cart: 'payment',
  reviews: 'review',
  messaging: 'message',
  comments: 'message',
  notifications: 'notify',
  reminders: 'notify',
  newsletter: 'notify',
  search: 'search',
  listings: 'manage',
  catalog: 'search',
  map: 'search',
  leaderboard: 'rank',
  insights: 'insight',
  export: 'export',
  import: 'import',
  ai_chat: 'ai',
  ai_summary: 'ai',
  ai_generate: 'ai',
  ai_recommend: 'ai',
};

/** Words in a feature's name that say what it does, when the catalogue does not know it. */
const actWords: Array<[RegExp, FeatureAct]> = [
  [/\b(?:leaderboard|ranking|high scores?|chart)/i, 'rank'],
  [/\b(?:profile|sign[- ]?up|account|onboard)/i, 'profile'],
  [/\b(?:book|reserv|appointment|rent|hire)/i, 'booking'],
  [/\b(?:pay|checkout|billing|purchase)/i, 'payment'],
  [/\b(?:review|rating)/i, 'review'],
  [/\b(?:chat|messag)/i, 'message'],
  [/\b(?:remind|notif|alert|digest)/i, 'notify'],
  [/\b(?:search|browse|discover|directory|find)/i, 'search'],
  [/\b(?:report|dashboard|overview|analytics|stats|insight)/i, 'insight'],
  [/\b(?:export|download)/i, 'export'],
  [/\bimport/i, 'import'],
];

/** Verbs that say "keep a list of" rather than what the person actually does. */
const manageVerbs = /^(?:manage|handle|administer|maintain|edit|crud)\b/i;

export function actOf(
  feature: BriefFeature,
  def: FeatureDef | undefined,
  verbPhrase: string | undefined,
  entity: EntityFacts | undefined,
): FeatureAct {
  const act = readAct(feature, def, verbPhrase);
  // A feature named after the service it calls ("Video calls", "Slack integration") is about that service.
  if ((act === 'manage' || act === 'other' || act === 'profile') && feature.integrations.length > 0 && !verbPhrase)
    return 'integration';
  // Managing the records of the people themselves is keeping a profile.
  return entity?.isRole && (act === 'manage' || act === 'other') ? 'profile' : act;
}

function readAct(feature: BriefFeature, def: FeatureDef | undefined, verbPhrase: string | undefined): FeatureAct {
  const named = actWords.find(([pattern]) => pattern.test(feature.name))?.[1];
  if (verbPhrase && manageVerbs.test(verbPhrase)) return named ?? 'manage';
  // A name that says what to do wins over the catalogue's guess ("Hide sponsored posts" is no feed).
  if (verbPhrase) return named && named !== 'profile' ? named : 'verb';
  // The catalogue's AI features only when the name says so: a "digest" is not an AI summary by itself.
  const aiNamed = /\b(?:ai|smart|summar|generat|assistant|gpt|chat|recommend)/i.test(feature.name);
  const fromDef = def && (!def.key.startsWith('ai_') || aiNamed) ? actOfDef[def.key] : undefined;
  if (fromDef) return fromDef;
  if (named) return named;
  if (def?.key.startsWith('ai_') && aiNamed) return 'ai';
  return feature.entities.length > 0 ? 'manage' : 'other';
}

/** Verbs features are commonly named with ("Log hours", "Group errors"); tagging alone reads "Trip reviews" as a verb. */
const actionVerbs = new Set(
  (
    'add answer approve ask assign bid book browse buy calculate cancel capture chat check claim clip collect compare ' +
    'compete connect convert count create detect donate download earn edit estimate export file filter find follow ' +
    'generate get group hide highlight hire import invite join learn like list log manage mark match measure message ' +
    'monitor move order organise organize pay plan play post practise practice print publish rate read record remind ' +
    'remove rename rent reorder report request reserve review save scan schedule search see sell send set share ' +
    'sign sort split start submit subscribe summarise summarize swap sync tag take track transcribe translate unlock ' +
    'upload verify view vote watch write charge host deliver store process fetch pull push provide collect issue ' +
    'refund transfer stream call text email show display run keep allow hold look attend teach restore chase explore discover ' +
    // The verbs capabilities are named with: "Flag payouts that never arrived", "Warn when a hive gets lighter".
    'flag warn alert notify reconcile draft moderate escalate dispatch lend borrow drive fight pair advise recommend suggest'
  ).split(' '),
);

const channelMessages = /^(?:email|e-mail|text|sms|push|message|call)\s+(?:notifications?|reminders?|alerts?|receipts?|digests?|updates?|messages?|confirmations?)\b/i;

const determiners = /^(?:a|an|the|my|your|their|its|each|every|all|new|them|it)$/;

/**
 * "Rent a boat", "Log hours" read as something to do; "Trip reviews", "Stock counts" do not: the
 * first word is a known action verb, or the tagger reads a verb followed by an article.
 */
export function isActionName(name: string): boolean {
  // A channel before the kind of message it carries names a thing: "Email notifications", "Text reminders".
  if (channelMessages.test(name.trim())) return false;
  const [first = '', second = ''] = name.trim().toLowerCase().split(/\s+/);
  if (actionVerbs.has(first)) return true;
  return determiners.test(second) && startsWithVerb(name);
}

/** A verb's "-ing" form: "add" → "adding", "plan" → "planning", "save" → "saving", "tie" → "tying". */
export function gerund(verb: string): string {
  const word = verb.toLowerCase();
  if (/ie$/.test(word)) return `${word.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(word) && word !== 'be') return `${word.slice(0, -1)}ing`;
  // One syllable ending in a single vowel and a consonant doubles it: "plan", "log", "shop".
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(word)) return `${word}${word.at(-1)}ing`;
  return `${word}ing`;
}

/**
 * A feature's name as the activity it stands for, to follow "spend time on" or "runs of": a name
 * that is something to do takes its verb's "-ing" form ("Add warehouses" → "adding warehouses");
 * a name that is a thing stays one ("Owner profiles" → "owner profiles").
 */
export function asActivity(name: string): string {
  const text = lowerFirst(name.trim());
  if (!isActionName(name)) return text;
  const [verb = '', ...rest] = text.split(/\s+/);
  return [gerund(verb), ...rest].join(' ');
}

/** "Book appointments" reads as something to do; "Patient records" does not. */
export function startsWithVerb(text: string): boolean {
  return remembered(verbStarts, text, readsAsVerb);
}

/** The tagger is the slow part of a kit: the same feature names and goals are read once. */
const verbStarts = new Map<string, boolean>();
const infinitives = new Map<string, string | undefined>();
function remembered<T>(cache: Map<string, T>, key: string, read: (text: string) => T): T {
  if (cache.has(key)) return cache.get(key)!;
  const value = read(key);
  if (cache.size > 2000) cache.clear();
  cache.set(key, value);
  return value;
}

function readsAsVerb(text: string): boolean {
  // An imperative is a base form: a first word in -s is a plural noun ("Reports", "Leaderboards").
  if (/^\p{L}+[^s\W]s\b/u.test(text.trim()) && !/^\p{L}+ss\b/u.test(text.trim())) return false;
  // After "I want to" the tagger reads an imperative as a verb, not as a noun or a name.
  const first = tokenize(`I want to ${lowerFirst(text)}`)[3];
  return first !== undefined && isVerb(first) && !first.tags.has('PastTense');
}

/**
 * "Connects the product to X" → "connect the product to X": a purpose that starts with a verb, as
 * an infinitive. Read as written (capitalised, on its own), so "Card payments" stays a noun.
 */
export function asInfinitive(text: string): string | undefined {
  return remembered(infinitives, text, readInfinitive);
}

function readInfinitive(text: string): string | undefined {
  const clean = text.trim().replace(/[.!]+$/, '');
  if (isCyrillic(clean)) return undefined;
  const [first = '', second = '', ...rest] = lowerFirst(clean).split(' ');
  // "Connects the product" → "connect the product": a third-person verb read back to its base.
  const base = /[^s]s$/.test(first)
    ? /(?:ches|shes|sses|xes)$/.test(first)
      ? first.slice(0, -2)
      : first.slice(0, -1)
    : first;
  const known = actionVerbs.has(first) || actionVerbs.has(base);
  // The tagger is asked only when its answer decides: a verb the list knows as written needs no tags.
  if (actionVerbs.has(first)) return [first, second, ...rest].filter(Boolean).join(' ');
  if (!known && !determiners.test(second)) return undefined;
  const token = tokenize(clean)[0];
  const tagged = token !== undefined && isVerb(token) && !token.tags.has('PastTense');
  if (!known && !tagged) return undefined;
  const verb = token?.tags.has('Infinitive') && !/[^s]s$/.test(first) ? first : base;
  return [verb, second, ...rest].filter(Boolean).join(' ');
}

/** A person's goal as something to do ("Know who is taking the boat" → "know who is taking the boat"). */
export function asGoal(text: string): string | undefined {
  const clean = text.trim().replace(/[.!]+$/, '');
  return asInfinitive(clean) ?? (!isCyrillic(clean) && startsWithVerb(clean) ? lowerFirst(clean) : undefined);
}

/** Lower-cases the first letter unless the word is an acronym ("SMS", "HR lead"). */
export function lowerFirst(text: string): string {
  // Acronyms and brand names with inner capitals stay as written ("SMS", "LinkedIn", "iOS").
  return /^(?:\p{Lu}{2}|\p{Lu}\p{Ll}*\p{Lu})/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
