import { headlineFeature } from '../../../../shared/capabilities';
import { capabilityOf, MAX_QUESTIONS, type Brief, type BriefFeature, type BriefLanguage, type BriefPlatform, type BriefQuestion, type BriefRole } from '../../../../shared/schemas/brief';
import { capitalise, joinList } from '../text';
import { isClear } from './clarity';
import { integrations as integrationCatalogue, integrationName } from '../catalogue/integrations';
import { buildEntities, type ReadEntity } from './entities';
import { buildFeatures, labelsOf, type FeatureOrigin } from './features';
import { impliedModel, readCapabilities as capabilitiesOf } from './capabilities';
import { capabilityCues } from '../../../capabilities/cues';
import { statedLinks } from './links';
import { findMentions, type Mentions } from './mentions';
import { businessModel, givenName, monetisationText, productName, type ModelKind } from './product';
import { questionsFor, unclearQuestions, type OpenPoints } from './questions';
import { addFormatFields, addImpliedFields } from './record-fields';
import { rolesOf } from './roles';
import { clip, fill } from './template';
import { texts, type Texts } from './texts';
import { detectLanguage, wordsOf, type Language, type Word } from './words';
import type { ProposeBriefOptions as ReadOptions, ReadResult } from '../../kit-model';

/** What every engine's `proposeBrief` takes and returns (defined with the `KitModel` contract). */
export type { ReadOptions, ReadResult };

/**
 * Reads an idea into a brief (see index.ts): a list of passes, each adding one part of the reading
 * to what the passes before it read. Order matters: a pass may amend what an earlier one read (the
 * platforms decide which integrations the features may call).
 */
export function read(idea: string, options: ReadOptions): ReadResult {
  const words = readWords(idea, options);
  if (!isClear(words.text, words.mentions, words.ideaLanguage)) return { kind: 'unclear', questions: unclearQuestions(words.language) };
  const records = readRecords(words);
  const placed = readPlatforms(records);
  const audience = readAudience(placed);
  const featured = readCapabilities(readFeatures(audience));
  const paid = readMoney(featured);
  const peopled = readPeople(paid);
  const named = readName(peopled);
  return assembleBrief(readGuesses(named));
}

/** The idea's text and language, the brief's language, the idea's words and what they mention. */
interface WordsRead {
  options: ReadOptions;
  text: string;
  /** The language the idea is written in. */
  ideaLanguage: Language;
  /** The language the brief is written in (asked for, or the idea's). */
  language: BriefLanguage;
  t: Texts;
  words: Word[];
  mentions: Mentions;
  /** How the idea says the product makes money ('unknown' when it is silent). */
  stated: ModelKind;
}
/** … and the records the product stores. */
interface RecordsRead extends WordsRead {
  entities: ReadEntity[];
}
/** … and where it runs. */
interface PlatformsRead extends RecordsRead {
  platforms: BriefPlatform[];
  /** The idea named its platforms itself. */
  platformsNamed: boolean;
}
/** … and whom it serves when the idea names nobody. */
interface AudienceRead extends PlatformsRead {
  /** The idea describes a developer tool. */
  developers: boolean;
  defaultRole: string;
}
/** … and its features, who does each (feature name → person entity) and where each came from. */
interface FeaturesRead extends AudienceRead {
  features: BriefFeature[];
  actors: Map<string, string>;
  origins: Map<string, FeatureOrigin>;
}
/** … with a capability on every feature, and the question when the headline's is a guess. */
interface CapabilitiesRead extends FeaturesRead {
  question?: BriefQuestion;
}
/** … and how it makes money. */
interface MoneyRead extends CapabilitiesRead {
  model: ModelKind;
}
/** … and the people who use it. */
interface PeopleRead extends MoneyRead {
  roles: BriefRole[];
}
/** … and its name. */
interface NameRead extends PeopleRead {
  name: string;
}
/** … and what the reader guessed: the points the idea leaves open, said as assumptions and open questions. */
interface GuessesRead extends NameRead {
  open: OpenPoints;
  assumptions: string[];
  openQuestions: string[];
}

function readWords(idea: string, options: ReadOptions): WordsRead {
  const text = idea.replace(/\s+/g, ' ').trim();
  const ideaLanguage: Language = detectLanguage(text);
  const language: BriefLanguage = options.language ?? ideaLanguage;
  const words = wordsOf(text, ideaLanguage);
  const mentions = findMentions(text, words, ideaLanguage);
  // A service the idea names says nothing of how the product makes money ("our Google Ads spend" sells no ads).
  const services = mentions.integrations.filter(({ entry }) => entry.key.startsWith('brand:')).map(({ entry }) => entry.name);
  // …nor do subscriptions someone has ("flags subscriptions I forgot about").
  const unnamed = services.reduce((rest, name) => rest.split(name).join(' '), text).replace(HELD_SUBSCRIPTIONS, ' ');
  return { options, text, ideaLanguage, language, t: texts[language], words, mentions, stated: businessModel(unnamed) };
}

function readRecords(reading: WordsRead): RecordsRead {
  const { text, mentions, ideaLanguage } = reading;
  // The product's own name is no record it stores ("a site called Lumen Studio").
  const given = givenName(text)?.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
  const entities = buildEntities(mentions.entities, ideaLanguage, statedLinks(mentions)).filter((e) => e.entity.name.toLowerCase() !== given);
  for (const read of entities) read.entity.relations = read.entity.relations.filter((r) => r.entity.toLowerCase() !== given);
  addImpliedFields(entities, text);
  addFormatFields(entities, mentions);
  return { ...reading, entities };
}

function readPlatforms(reading: RecordsRead): PlatformsRead {
  const { options, mentions, stated, text } = reading;
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
  return { ...reading, platforms, platformsNamed };
}

/** A developer tool's unnamed user is a developer. */
function readAudience(reading: PlatformsRead): AudienceRead {
  const developers = forDevelopers(reading.words, reading.platforms);
  return { ...reading, developers, defaultRole: developers ? reading.t.developerRole : reading.t.defaultRole };
}

function readFeatures(reading: AudienceRead): FeaturesRead {
  const { entities, mentions, ideaLanguage, stated, developers, t } = reading;
  const actors = new Map<string, string>();
  const origins = new Map<string, FeatureOrigin>();
  const features = buildFeatures(entities, mentions, ideaLanguage, actors, { internal: stated === 'internal', origins, ...(developers ? { everyone: t.developers } : {}) });
  return { ...reading, features, actors, origins };
}

function readCapabilities(reading: FeaturesRead): CapabilitiesRead {
  const { text, words, mentions, entities, features: built, origins, ideaLanguage, language, actors, stated } = reading;
  const read = capabilitiesOf({ text, words, mentions, entities, features: built, origins, language: ideaLanguage, briefLanguage: language, actors, internal: stated === 'internal' });
  // A capability that cannot work without an outside service brings it, named where the idea did not name it
  // (answers over content need a language model).
  const features = read.features.map((feature) => {
    const key = capabilityCues[capabilityOf(feature).id].needs;
    const entry = key ? integrationCatalogue.find((one) => one.key === key) : undefined;
    if (!entry) return feature;
    if (!mentions.integrations.some((one) => one.entry === entry)) mentions.integrations.push({ entry, clause: -1 });
    const name = integrationName(entry, ideaLanguage);
    return feature.integrations.includes(name) || feature.integrations.length >= 10 ? feature : { ...feature, integrations: [...feature.integrations, name] };
  });
  const { question } = read;
  return { ...reading, features, ...(question ? { question } : {}) };
}

/** An idea silent on money still says how it makes it by what it does (a marketplace paying out takes a commission). */
function readMoney(reading: CapabilitiesRead): MoneyRead {
  const { stated, features, text, words, ideaLanguage, mentions } = reading;
  const implied = stated === 'unknown' ? impliedModel(features, text, words, ideaLanguage, mentions.kinds) : undefined;
  return { ...reading, model: implied === 'in-app' ? 'in_app' : (implied ?? stated) };
}

function readPeople(reading: MoneyRead): PeopleRead {
  const { entities, mentions, language, model, features, actors, defaultRole } = reading;
  return { ...reading, roles: rolesOf(entities, mentions, language, model === 'internal', { features, actors }, defaultRole) };
}

function readName(reading: PeopleRead): NameRead {
  const { text, words, entities, developers, features } = reading;
  return { ...reading, name: productName(text, words, entities, developers, headlineFeature(features)?.capability?.id) };
}

function readGuesses(reading: NameRead): GuessesRead {
  const { options, platformsNamed, model, entities, roles, language, developers, name, t } = reading;
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
  return { ...reading, open, assumptions, openQuestions };
}

function assembleBrief(reading: GuessesRead): ReadResult {
  const { language, ideaLanguage, name, text, roles, words, defaultRole, platforms, entities, features, mentions, model } = reading;
  const brief: Brief = {
    language,
    productName: name,
    summary: clip(summaryOf(name, text, roles, words, language, defaultRole), 1500),
    platforms,
    roles,
    // A word the catalogue does not know is read as a record on a guess: the review marks it.
    entities: entities.map((e) => (e.known ? e.entity : { ...e.entity, guessed: true })),
    features: features.length > 0 ? features : [fallbackFeature(language)],
    // Named in the idea's language, as the features that call them are.
    integrations: unique(mentions.integrations.map(({ entry }) => ({ name: integrationName(entry, ideaLanguage), purpose: entry.purpose[language] }))),
    constraints: mentions.regulations.map((entry) => ({ kind: entry.kind, name: entry.name, text: entry.text[language] })),
    monetisation: monetisationText(model, language),
    assumptions: reading.assumptions.slice(0, 20),
    openQuestions: reading.openQuestions.slice(0, 20),
  };
  // The question about the headline comes first: it decides what the kit builds first.
  const { question, open } = reading;
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

/** Subscriptions someone has, which say nothing of how the product makes money. */
const HELD_SUBSCRIPTIONS = /\b(?:(?:my|our|your|their|forgotten|unused)\s+subscriptions|subscriptions\s+(?:i|you|we|they))\b|(?:мои|свои|забытые|ненужные)\s+подписки/giu;

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
