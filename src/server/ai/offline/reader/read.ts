import { headlineFeature } from '../../../../shared/capabilities';
import { MAX_QUESTIONS, type Brief, type BriefFeature, type BriefLanguage, type BriefPlatform, type BriefRole } from '../../../../shared/schemas/brief';
import { capitalise, joinList, singularWord } from '../text';
import { isClear } from './clarity';
import { integrations as integrationCatalogue, integrationName } from './catalogue/integrations';
import { buildEntities, type Link, type ReadEntity } from './entities';
import { capabilities, servedPeople } from './catalogue/words';
import { buildFeatures, catalogueActionName, labelsOf, type FeatureOrigin } from './features';
import { impliedModel, readCapabilities } from './capabilities';
import { findMentions, type EntityMention, type Mentions } from './mentions';
import { businessModel, givenName, monetisationText, productName, type ModelKind } from './product';
import { questionsFor, unclearQuestions } from './questions';
import { texts } from './texts';
import { detectLanguage, wordsOf, type Language, type Word } from './words';
import type { ProposeBriefOptions as ReadOptions, ReadResult } from '../../kit-model';

/** What every engine's `proposeBrief` takes and returns (defined with the `KitModel` contract). */
export type { ReadOptions, ReadResult };

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Reads an idea into a brief (see index.ts). */
export function read(idea: string, options: ReadOptions): ReadResult {
  const text = idea.replace(/\s+/g, ' ').trim();
  const ideaLanguage: Language = detectLanguage(text);
  const language: BriefLanguage = options.language ?? ideaLanguage;
  const words = wordsOf(text, ideaLanguage);
  const mentions = findMentions(text, words, ideaLanguage);
  if (!isClear(text, mentions, ideaLanguage)) return { kind: 'unclear', questions: unclearQuestions(language) };

  // The product's own name is no record it stores ("a site called Lumen Studio").
  const given = givenName(text)?.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
  const entities = buildEntities(mentions.entities, ideaLanguage, statedLinks(mentions)).filter((e) => e.entity.name.toLowerCase() !== given);
  for (const read of entities) read.entity.relations = read.entity.relations.filter((r) => r.entity.toLowerCase() !== given);
  addImpliedFields(entities, text);
  addFormatFields(entities, mentions);
  const t = texts[language];
  const stated = businessModel(text);
  const platformsNamed = mentions.platforms.length > 0;
  const platforms: BriefPlatform[] = options.platforms?.length ? [...options.platforms] : platformsNamed ? mentions.platforms : ['web'];
  // Digital goods sold in a phone-only app go through the stores' in-app purchases.
  const inApp = integrationCatalogue.find((entry) => entry.key === 'in-app-purchase');
  const phoneOnly = platforms.some((p) => p === 'ios' || p === 'android') && !platforms.includes('web');
  if (inApp && phoneOnly && ['subscription', 'freemium', 'one_time'].includes(stated) && !mentions.integrations.some((i) => i.entry === inApp)) {
    mentions.integrations.push({ entry: inApp, clause: -1 });
  }
  // A command-line tool reads the files of the machine it runs on: nothing is uploaded unless the idea says so.
  if (platforms.every((p) => p === 'cli') && !/upload|загруж/i.test(text)) {
    mentions.integrations = mentions.integrations.filter((i) => i.entry.key !== 'storage');
  }
  // A developer tool's unnamed user is a developer.
  const developers = forDevelopers(words, platforms);
  const defaultRole = developers ? t.developerRole : t.defaultRole;
  const actors = new Map<string, string>();
  const origins = new Map<string, FeatureOrigin>();
  const built = buildFeatures(entities, mentions, ideaLanguage, actors, { internal: stated === 'internal', origins, ...(developers ? { everyone: t.developers } : {}) });
  const { features, question } = readCapabilities({ text, words, mentions, entities, features: built, origins, language: ideaLanguage, briefLanguage: language, actors });
  // An idea silent on money still says how it makes it by what it does (a marketplace paying out takes a commission).
  const implied = stated === 'unknown' ? impliedModel(features, text, words, ideaLanguage) : undefined;
  const model: ModelKind = implied === 'in-app' ? 'in_app' : (implied ?? stated);
  const roles = rolesOf(entities, mentions, language, model === 'internal', { features, actors }, defaultRole);
  const name = productName(text, words, entities, developers, headlineFeature(features)?.capability?.id);
  const open = {
    platforms: !platformsNamed && !options.platforms?.length,
    monetisation: model === 'unknown',
    roles: !entities.some((e) => e.kind === 'person'),
  };
  // What a guess affects is said in the product's own terms: who would use or pay for it, and which records.
  const lang = language === 'ru' ? 'ru' : 'en';
  const people = roles.filter((r) => !/^(admin|administrator|администратор)/i.test(r.name));
  const plurals = (people.length > 0 ? people : roles).map((r) => labelsOf(r.name, lang).labels);
  const things = entities.filter((e) => e.kind !== 'person').slice(0, 3).map((e) => labelsOf(e.label, lang).labels);
  const everyone = (developers ? t.developers : t.everyone).toLowerCase();
  const guessed = { name, users: joinWords(plurals.slice(0, 3), lang), payers: plurals[0] ?? everyone, things: things.length > 0 ? joinWords(things, lang) : everyone };
  const assumptions: string[] = [];
  if (open.platforms) assumptions.push(fill(t.assumePlatforms, guessed));
  if (open.monetisation) assumptions.push(fill(t.assumeMonetisation, guessed));
  if (open.roles) assumptions.push(fill(developers ? t.assumeDeveloper : t.assumeRole, guessed));
  for (const read of entities.filter((e) => !e.known).slice(0, 5)) {
    assumptions.push(fill(t.assumeUnknown, { label: read.label, name: read.entity.name }));
  }
  if (entities.length > 0) {
    assumptions.push(fill(t.assumeFields, { names: entities.slice(0, 6).map((e) => e.entity.name).join(', ') }));
  }
  const openQuestions: string[] = [];
  if (open.platforms) openQuestions.push(fill(t.openPlatforms, guessed));
  if (open.monetisation) openQuestions.push(fill(t.openMonetisation, guessed));
  if (open.roles) openQuestions.push(fill(t.openRoles, guessed));

  const brief: Brief = {
    language,
    productName: name,
    summary: clip(summaryOf(name, text, roles, words, language, defaultRole), 1500),
    platforms,
    roles,
    entities: entities.map((e) => e.entity),
    features: features.length > 0 ? features : [fallbackFeature(language)],
    // Named in the idea's language, as the features that call them are.
    integrations: unique(mentions.integrations.map(({ entry }) => ({ name: integrationName(entry, ideaLanguage), purpose: entry.purpose[language] }))),
    constraints: mentions.regulations.map((entry) => ({ kind: entry.kind, name: entry.name, text: entry.text[language] })),
    monetisation: monetisationText(model, language),
    assumptions: assumptions.slice(0, 20),
    openQuestions: openQuestions.slice(0, 20),
  };
  // The question about the headline comes first: it decides what the kit builds first.
  return { kind: 'brief', brief, questions: [...(question ? [question] : []), ...questionsFor(open, language)].slice(0, MAX_QUESTIONS) };
}

/**
 * The summary a founder would write: the idea as a sentence under the product's name, then who it
 * is for, naming only the people the idea does not name itself and never the default user.
 */
function summaryOf(name: string, idea: string, roles: BriefRole[], words: Word[], language: BriefLanguage, defaultRole: string): string {
  const t = texts[language];
  const sentence = capitalise(/[.!?…]$/.test(idea) ? idea : `${idea}.`);
  const lemmas = new Set(words.flatMap((word) => [word.lower, ...word.lemmas]));
  const named = (role: BriefRole) => role.name.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter(Boolean).every((word) => lemmas.has(word));
  const others = roles.filter((role) => role.name !== defaultRole && !named(role));
  if (others.length === 0) return fill(t.summary, { name, idea: sentence });
  const lang = language === 'ru' ? 'ru' : 'en';
  // English names people in the plural ("For tenants and landlords."); Russian keeps the roles' own names.
  const people = lang === 'en' ? joinWords(others.map((role) => labelsOf(role.name, lang).labels), lang) : others.map((role) => role.name).join(', ');
  return fill(t.summary, { name, idea: sentence }) + fill(t.summaryRoles, { roles: people });
}

/** "tutors, students and parents" / "прорабы, склады и инструменты". */
const joinWords = (items: string[], language: 'en' | 'ru') => joinList(items, language === 'ru' ? 'и' : 'and');

function unique<T extends { name: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.name.toLowerCase()) && seen.add(item.name.toLowerCase())).slice(0, 20);
}

function fallbackFeature(language: BriefLanguage) {
  const t = texts[language];
  return { id: 'FEAT-001', name: t.adminGoal, description: t.adminGoal, priority: 'must' as const, entities: [], integrations: [], dependsOn: [] };
}

/** The names of the capabilities' features, in every language. */
const CAPABILITY_NAMES: ReadonlySet<string> = new Set(capabilities.flatMap((entry) => [entry.name.en, entry.name.ru]));

/** People in the idea become roles; their goals are what the idea says they do. */
const STAFF = ['Employee', 'Manager', 'Administrator', 'Staff'];

/** The features read from the idea, and who the idea says does each (feature name → person entity). */
interface Done {
  features: BriefFeature[];
  actors: Map<string, string>;
}

function rolesOf(entities: ReadEntity[], mentions: Mentions, language: BriefLanguage, internal: boolean, done: Done, defaultRole: string): BriefRole[] {
  const t = texts[language];
  // What people do are the records' features, not the places' or the people's profiles.
  const records = entities.filter((e) => e.kind !== 'person' && e.kind !== 'place');
  const things = records.length > 0 ? records : entities.filter((e) => e.kind !== 'person');
  const thingLabels = things.slice(0, 3).map((e) => labelsOf(e.label, language === 'ru' ? 'ru' : 'en').labels).join(', ');
  const thingNames = new Set(things.map((e) => e.entity.name));
  // Another person's actions are not theirs ("owners book walks" is no goal of the walkers).
  // A capability named as a noun ("Sharing") is no goal: people come to do something.
  const thingGoals = done.features
    .filter((f) => f.entities.length === 1 && thingNames.has(f.entities[0] ?? '') && !done.actors.has(f.name) && !CAPABILITY_NAMES.has(f.name))
    .map((f) => f.name)
    .slice(0, 3);
  // Without a verb from the idea, a role's goals are what can be done with its records.
  const recordGoals = things.slice(0, 3).map((e) => catalogueActionName(e, language === 'ru' ? 'ru' : 'en'));
  const fallback = (label: string) =>
    thingGoals.length > 0 ? thingGoals : recordGoals.length > 0 ? recordGoals : [fill(t.defaultGoal, { labels: thingLabels || labelsOf(label, language).labels })];
  const roles = entities
    .filter((e) => e.kind === 'person' && !(internal && servedPeople.has(e.catalogueName ?? '')))
    .slice(0, 10)
    .map((person): BriefRole => {
      const goal = goalAfter(person, mentions);
      const own = done.features.filter((f) => done.actors.get(f.name) === person.entity.name).map((f) => f.name);
      // The idea's words after the person, unless a feature already says the same in the verb's dictionary form.
      const said = goal && !own.some((name) => sameObject(name, goal)) ? [goal] : [];
      const goals = uniqueText([...own, ...said]).slice(0, 5);
      return { name: clip(person.label, 80), goals: goals.length > 0 ? goals : fallback(person.label) };
    });
  // A product sold to businesses serves their staff too, beside the people the business serves
  // ("a B2B SaaS for dental clinics" → clinic staff).
  const business = entities.find((e) => e.kind === 'place');
  const sold = mentions.words.some((w) => /^(b2b|saas)$/.test(w.lower)) || (business && /^(for|для)$/.test(mentions.words[business.position - 1]?.lower ?? ''));
  const staff = entities.some((e) => e.kind === 'person' && STAFF.includes(e.entity.name));
  if (sold && business && !staff && roles.length < 10) {
    roles.push({ name: fill(t.staffRole, { label: business.label }), goals: fallback(business.label) });
  }
  if (internal) roles.push(...internalRoles(entities, roles, language, fallback('…')));
  if (roles.length > 0) return roles.slice(0, 10);
  return [{ name: defaultRole, goals: fallback('…') }];
}

/** Words only a developer tool is described with: its users work in a terminal, a repository or a build. */
const DEVELOPER_WORDS = /^(?:cli|clis|sdk|sdks|linter|linters|npm|repo|repos|repository|repositories|codebase|command-line|terminal|ci|changelog|commit|commits)$/;

/**
 * The idea describes a developer tool: it runs only on the command line or as an API, or it names
 * what developers work with (a CLI, an SDK, a linter, a repository, a pull request, the build).
 */
function forDevelopers(words: Word[], platforms: readonly BriefPlatform[]): boolean {
  if (platforms.length > 0 && platforms.every((p) => p === 'cli' || p === 'api')) return true;
  return words.some((word, k) => DEVELOPER_WORDS.test(word.lower) || (word.lower === 'pull' && /^requests?$/.test(words[k + 1]?.lower ?? '')) || (word.lower === 'command' && words[k + 1]?.lower === 'line'));
}

/** "Подают заявки на ремонт" and "Подавать заявки на ремонт": the same verb's forms with the same object. */
function sameObject(a: string, b: string): boolean {
  const rest = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ');
  const [verbA = '', ...objectA] = rest(a);
  const [verbB = '', ...objectB] = rest(b);
  return objectA.join(' ') === objectB.join(' ') && verbA.slice(0, 3) === verbB.slice(0, 3);
}

/** Goals differing only in case or punctuation ("time-off" / "time off") are one. */
function uniqueText(items: string[]): string[] {
  const seen = new Set<string>();
  const key = (item: string) => item.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

/**
 * An internal tool is used by the company's staff: the members of the teams it names ("schedule
 * crews" → crew member) and someone who runs them.
 */
function internalRoles(entities: ReadEntity[], roles: BriefRole[], language: BriefLanguage, goal: string[]): BriefRole[] {
  const t = texts[language];
  const members = entities
    .filter((e) => e.catalogueName === 'Team')
    .map((team): BriefRole => ({ name: clip(fill(t.memberRole, { label: team.label }), 80), goals: goal }));
  const managed = entities.some((e) => e.catalogueName && STAFF.slice(1).includes(e.catalogueName));
  return [...(managed ? [] : [{ name: t.managerRole, goals: goal }]), ...members].filter((role) => !roles.some((r) => r.name === role.name));
}

/** "dog owners book vetted local dog walkers" → "Book vetted local dog walkers". */
function goalAfter(person: ReadEntity, mentions: Mentions): string | null {
  const { words } = mentions;
  let i = person.position;
  while (words[i] && !words[i]?.breakAfter && words[i + 1]?.pos !== 'verb') i += 1;
  const verb = words[i + 1];
  if (!verb || words[i]?.breakAfter || verb.pos !== 'verb' || mentions.claimed[i + 1]) return null;
  // "freelancers that runs on desktop": a singular verb after plural people has another subject (the product).
  const subject = words[person.position + person.label.split(/\s+/).length - 1];
  const pluralSubject = subject && subject.lower !== subject.lemma && /s$/.test(subject.lower);
  if (pluralSubject && /^[a-z]+s$/.test(verb.text) && !/ss$/.test(verb.text) && verb.lemmas.some((lemma) => lemma !== verb.lower)) return null;
  const goal: string[] = [];
  for (let k = i + 1; k < words.length && goal.length < 10; k += 1) {
    // The verb in its dictionary form, as features name it ("назначают" → назначать).
    goal.push(k === i + 1 && /[\u0400-\u04ff]/.test(verb.text) ? verb.lemma : (words[k]?.text ?? ''));
    if (words[k]?.breakAfter) break;
  }
  return goal.length >= 2 ? clip(capitalise(goal.join(' ')), 600) : null;
}

/** Fields the idea implies: "expiry tracking" dates the stock, paying "by card or cash" is a method of payment. */
function addImpliedFields(entities: ReadEntity[], text: string) {
  const add = (entity: ReadEntity | undefined, field: Brief['entities'][number]['fields'][number]) => {
    if (entity && !entity.entity.fields.some((f) => f.name === field.name)) entity.entity.fields.push(field);
  };
  if (/\b(expir\w*|best before|shelf life)\b|срок\S* годности/i.test(text)) {
    add(entities.find((e) => e.entity.fields.some((f) => f.name === 'quantity')) ?? entities.find((e) => e.kind === 'asset'), { name: 'expiresOn', type: 'date' });
  }
  if (/\b(cash|(by|with|via) (credit |debit |bank )?cards?|card payments?)\b|наличн|картой|картами/i.test(text)) {
    add(entities.find((e) => e.entity.name === 'Payment') ?? entities.find((e) => e.kind === 'money'), { name: 'method', type: 'enum' });
  }
}

const FILED_KINDS = new Set(['document', 'money', 'asset', 'event']);

/** "invoices in PDF", "PDF invoices": the format is how the nearest record is stored, a file and its format. */
function addFormatFields(entities: ReadEntity[], mentions: Mentions) {
  for (const format of mentions.formats) {
    // Before a noun the format qualifies what follows ("PDF invoices"); otherwise what precedes ("invoices in PDF").
    const next = mentions.words[format.position + 1];
    const ahead = Boolean(next && !mentions.words[format.position]?.breakAfter && next.pos === 'noun');
    const distance = (e: ReadEntity) => Math.abs(e.position - format.position) + ((e.position > format.position) === ahead ? 0 : 0.5);
    const near = entities
      // Records the idea only implies stand after its last word: they are named nowhere near a format.
      .filter((e) => FILED_KINDS.has(e.kind) && e.position < mentions.words.length && Math.abs(e.position - format.position) <= 4)
      .sort((a, b) => distance(a) - distance(b))[0];
    if (!near) continue;
    const fields = near.entity.fields;
    if (!fields.some((f) => f.type === 'url') && fields.length < 30) fields.push({ name: 'fileUrl', type: 'url' });
    if (!fields.some((f) => f.name === 'format') && fields.length < 30) fields.push({ name: 'format', type: 'enum' });
  }
}

/** Two mentions of one thing: by the catalogue's name, or by the founder's words for a thing it does not know. */
const sameThing = (a: EntityMention, b: EntityMention) => (a.name || a.label) === (b.name || b.label);
/** The first of the mentions in the idea; of several at one place, the longest ("dog walkers" over "dog"). */
const firstMentioned = (mentions: EntityMention[]) =>
  [...mentions].sort((a, b) => a.position - b.position || b.label.split(' ').length - a.label.split(' ').length)[0];

const LINKING = /^(from|of|at|by|in|on|for|per|to|у|от|в|во|на|из|при|к)$/;
const EACH = /^(per|each|every|каждого|каждой|каждому|каждом|каждый|каждую|каждая)$/;

/** "requests from tenants", "invoices to clients", "заявки от жильцов", "заявки жильцов": the idea links two things. */
function statedLinks(mentions: Mentions): Link[] {
  const { words, entities } = mentions;
  const links: Link[] = [];
  for (const child of entities) {
    const parent = firstMentioned(entities.filter((other) => other.position > child.position && other.position - child.position <= 5 && !sameThing(other, child)));
    if (!parent) continue;
    const between = words.slice(child.position, parent.position);
    // A Russian genitive right after the noun names whose it is ("заявки жильцов", "пациенты клиники").
    if (parent.position === child.position + 1 && words[parent.position]?.genitive && !words[child.position]?.breakAfter) {
      links.push({ child, parent });
      continue;
    }
    // "to" links what is sent or billed to someone ("invoices to clients"), never a thing handed over
    // ("boats to tourists" stay the hosts') nor an infinitive ("runners in London to share runs").
    const sent = child.kind === 'event' || child.kind === 'document' || child.kind === 'money';
    const linking = (word: Word, k: number) => LINKING.test(word.lower) && (word.lower !== 'to' || (sent && words[child.position + k + 1]?.pos !== 'verb'));
    if (between.some((word) => word.breakAfter) || !between.slice(1).some((word, k) => linking(word, k + 1))) continue;
    links.push({ child, parent, ownerFirst: between.slice(1).some((word) => EACH.test(word.lower)) });
  }
  return [...links, ...modifierLinks(mentions), ...possessiveLinks(mentions), ...offeredLinks(mentions), ...actedLinks(mentions)];
}

/**
 * "neighbours rent camping gear": a booking the idea names by its verb is of the thing the verb acts
 * on, when nothing the catalogue knows as bookable says otherwise (see `inferredParents`). Booked
 * people ("book dog walkers") are left to the reading of who takes part.
 */
function actedLinks({ words, entities }: Mentions): Link[] {
  return entities.flatMap((record) => {
    const verb = words[record.position];
    if (record.kind !== 'event' || !record.noun || verb?.pos !== 'verb' || verb.breakAfter) return [];
    const object = firstMentioned(
      entities.filter((e) => e !== record && e.kind !== 'aggregate' && e.position > record.position && e.position <= record.position + 4 && !words.slice(record.position, e.position).some((w) => w.breakAfter)),
    );
    return object && object.kind !== 'person' ? [{ child: record, parent: object, actedOn: true }] : [];
  });
}

/** Verbs by which people offer what is theirs: what they list, own or let is theirs ("rent" alone is taking). */
const OFFERING = /^(list|lists|own|owns|sublet|sublets|сдают|сдаёт|сдает|владеют|владеет|размещают|размещает)$/;
const OFFERING_OUT = /^(rent|rents|lease|leases|let|lets|hire|hires)$/;

/**
 * "landlords list apartments", "hosts rent out rooms", "владельцы сдают квартиры": what a person
 * offers right after naming them is theirs, whatever its kind.
 */
function offeredLinks({ words, entities }: Mentions): Link[] {
  return entities.flatMap((person) => {
    if (person.kind !== 'person') return [];
    const verb = words[person.position + 1];
    const offers = verb && (OFFERING.test(verb.lower) || (OFFERING_OUT.test(verb.lower) && words[person.position + 2]?.lower === 'out'));
    if (!verb || words[person.position]?.breakAfter || !offers) return [];
    // "rent out", "their own", an adjective or two may stand between the verb and the thing.
    const thing = entities.find((e) => e.kind !== 'person' && e.kind !== 'aggregate' && e.position > person.position + 1 && e.position <= person.position + 4 &&
      !words.slice(person.position + 1, e.position).some((w) => w.breakAfter));
    return thing ? [{ child: thing, parent: person, ownerFirst: true }] : [];
  });
}

const POSSESSIVE = /^(their|his|her|its|свои|своих|своим|своими|свой|свою|своё|свое|своего|своей)$/;
const LIST_JOINER = /^(and|or|и|или)$/;

/**
 * "translators track their projects, deadlines and invoices": what a person's possessive governs
 * (every item of the list it opens) is that person's, the person being the nearest one named before
 * it in the same sentence.
 */
function possessiveLinks({ words, entities, text = '' }: Mentions): Link[] {
  const links: Link[] = [];
  const endsSentence = (word: Word) => /^[^\p{L}\p{N}]*[.!?;:]/u.test(text.slice(word.end));
  words.forEach((word, at) => {
    if (!POSSESSIVE.test(word.lower)) return;
    const owner = entities
      .filter((e) => e.kind === 'person' && e.position < at && at - e.position <= 8 && !words.slice(e.position, at).some(endsSentence))
      .sort((a, b) => b.position - a.position)[0];
    if (!owner) return;
    // The list runs over nouns, adjectives, commas and "and"/"or"; a verb or any other word ends it.
    for (let k = at + 1; k < words.length; k += 1) {
      const next = words[k]!;
      if (!(next.pos === 'noun' || next.pos === 'adjective' || LIST_JOINER.test(next.lower))) break;
      const owned = entities.find((e) => e.position === k && e.kind !== 'person' && e.kind !== 'aggregate');
      if (owned) links.push({ child: owned, parent: owner });
      if (endsSentence(next)) break;
    }
  });
  return links;
}

const RECORD_KINDS = new Set(['event', 'document', 'money']);

/**
 * "log hive inspections … mite counts per hive", "student grades": a person, or a thing the idea
 * names as a record of its own elsewhere, written right before another as its modifier, is what that
 * other belongs to. A thing named nowhere else says which kind the other is ("video courses", "a
 * contact form", "a product catalogue"), not whose. Never for people: a "dog walker" is no dog's.
 */
function modifierLinks({ words, entities }: Mentions): Link[] {
  return entities.flatMap((child) => {
    if (child.kind === 'person' || child.kind === 'aggregate') return [];
    const labelWords = child.label.split(' ');
    const head = words[child.position];
    const start = head && singularWord(head.lemma) === labelWords.at(-1) ? child.position - labelWords.length + 1 : child.position;
    const before = words[start - 1];
    if (!before || before.breakAfter || before.pos !== 'noun' || before.lower !== before.lemma) return [];
    const named = (other: EntityMention) => other.label === before.lemma && !sameThing(other, child);
    // A person before a record says whose it is ("student grades", "customer orders"); before anything
    // else, which kind it is ("volunteer lifeguards").
    const recordOf = (other: EntityMention) => other.kind === 'person' && RECORD_KINDS.has(child.kind);
    const parent = entities.find((other) => other.kind !== 'aggregate' && named(other) && (recordOf(other) || (other.kind !== 'person' && other.position !== start - 1)));
    return parent ? [{ child, parent }] : [];
  });
}
