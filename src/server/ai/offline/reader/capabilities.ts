import {
  capabilitiesBySpecificity,
  capabilityNames,
  specificityOf,
  type BriefCapability,
  type CapabilityId,
} from '../../../../shared/capabilities';
import { BRIEF_LIMITS, capabilityOf, type BriefFeature, type BriefLanguage, type BriefQuestion } from '../../../../shared/schemas/brief';
import { capabilityCatalogue } from '../../../capabilities/catalogue';
import {
  ambiguousCues,
  capabilityCues,
  channelCues,
  impliedMonetisation,
  reviewCues,
  scheduleCues,
  sourceCues,
  type ImpliedModel,
} from '../../../capabilities/cues';
import { capitalise, escapeRegExp, infinitiveOf, verbFirst } from '../text';
import { antecedentWords, cuePhrases, cueText, cueTokens, findCues, isDative, isPlural, namesThings, type CueText, type Span } from './cue-match';
import { productWords } from '../catalogue/words';
import { givenName } from './product';
import type { ReadEntity } from './entities';
import { labelsOf, type FeatureOrigin } from './features';
import type { ProductKind } from '../catalogue/product-kinds';
import { peopleProfiles } from './profiles';
import { keywords, noBackendSignals } from '../catalogue/lexicon';
import { PARTICIPLE, TIME_NOUNS, usedAsVerb, type Mentions } from './mentions';
import { clip, fill } from './template';
import { texts } from './texts';
import type { Language, Word } from './words';

/**
 * The reader's capability pass (ADR 0041): what each feature does beyond keeping records, read from
 * what the idea says people and the product do. A capability is said by one of its phrases ("in
 * real time", "a Telegram bot"), or by one of its actions near one of its objects ("reconciles
 * orders", "делятся геопозицией"); it goes to the feature the idea names at those words, else to a
 * feature of its own named in the idea's words. Its parameters (sources, channel, schedule,
 * reviewer) are read from the same sentence. The headline feature, the one carrying the most
 * specific capability the idea names (the first named on a tie), is a must; when the words that gave
 * it its capability do not say how it is made, the founder is asked.
 */

export interface CapabilityInput {
  text: string;
  words: Word[];
  mentions: Mentions;
  entities: ReadEntity[];
  features: BriefFeature[];
  /** Where the idea names each feature (feature id → origin), from `buildFeatures`. */
  origins: Map<string, FeatureOrigin>;
  /** The idea's language: its words are read and features named in it. */
  language: Language;
  /** The brief's language: descriptions, channel names and the question are written in it. */
  briefLanguage: BriefLanguage;
  /** Who does each feature (feature name → person entity), kept in step with renamed features. */
  actors?: Map<string, string>;
  /** The idea is an internal tool. */
  internal?: boolean;
}

export interface CapabilityReading {
  /** Every feature with its capability; features the idea names a capability for without one are added. */
  features: BriefFeature[];
  /** The one question, when the headline's capability is a guess among several. */
  question?: BriefQuestion;
}

/** A capability the idea says, and the words saying it. */
interface Said {
  id: CapabilityId;
  spans: Span[];
  sentence: number;
  /** Guessed from a word that names a result without saying how it is made: the choices, the guess first. */
  choices?: readonly CapabilityId[];
}

const PRONOUN = /^(it|them|this|these|those|его|ее|её|их|это)$/;
/** A pronoun that stands for people after a verb ("warns them when…", «напоминает им»). */
const PERSON_PRONOUN = /^(them|you|him|her|us|me|им|ему|ей|вам|нам|мне|тебе)$/;
/** Words opening a relative clause: what stands after them is that clause's ("a booking app called X where owners…"). */
const RELATIVE = /^(where|that|which|who|whom|whose|где|который|которая|которое|которые|которого|которой|которым|которых)$/;
/** Participles `PARTICIPLE` leaves out, being other words too ("set", "paid", "made"): before a noun they describe it. */
const IRREGULAR_PARTICIPLE = /^(paid|made|set)$/;
/** Words opening a clause of time or condition: what follows is no object of the verb before ("pay once the job is done"). */
const SUBORDINATOR = /^(once|when|whenever|if|after|before|until|unless|because|while|когда|если|после|пока|чтобы|как только)$/;

/** A relative pronoun standing as its clause's subject: the word after it is the clause's verb ("an add-on that mutes videos"). */
const CLAUSE_SUBJECT = /^(that|which|who)$/;

/** Prepositions naming what something is about. */
const TOPIC = /^(about|regarding|о|об|обо|про)$/;

/** Words between an action and its object (an object before its action stands right next to it: "location sharing"). */
const OBJECT_AFTER = 6;
const OBJECT_BEFORE = 0;
/** How far from the words saying a capability the feature's own words may stand. */
const FEATURE_REACH = 1;
/** How far from them a named service is one of its sources, and a channel the one it speaks on. */
const SOURCE_REACH = 6;
const CHANNEL_REACH = 4;

const rank = specificityOf;
/** A capability another one includes: said in the same sentence, it is part of that one's feature. */
const PART_OF: Partial<Record<CapabilityId, CapabilityId>> = { checkout: 'payouts' };
const sameNeed = (a: Said, b: Said) => a.id !== b.id && capabilityCues[a.id].needs !== undefined && capabilityCues[a.id].needs === capabilityCues[b.id].needs;
/** Two capabilities said in one run of words, overlapping or with no punctuation between them. */
const adjoining = (a: Said, b: Said, cue: CueText) =>
  a.sentence === b.sentence &&
  a.spans.some((x) =>
    b.spans.some((y) => {
      const [first, second] = x.start <= y.start ? [x, y] : [y, x];
      return first.end < second.start ? !cue.punctuated.slice(first.end, second.start).some(Boolean) : true;
    }),
  );
/** What answers for the product: a model, an assistant, a bot. */
const MACHINE = /^(ai|ии|bot|бот|chatbot|чат-бот|assistant|ассистент|помощник|model|модель|gpt|chatgpt|llm|нейросеть|app|приложение|tool|сервис|service|extension|расширение)$/;
/** Words opening how something is done ("with AI", "using GPT"). */
const MANNER = /^(with|using|via|through|by|с|через|используя)$/;
const startOf = (said: Said) => Math.min(...said.spans.map((span) => span.start));
const endOf = (said: Said) => Math.max(...said.spans.map((span) => span.end));
const overlaps = (a: Span, b: Span) => a.start <= b.end && b.start <= a.end;
const inside = (position: number, span: Span) => position >= span.start && position <= span.end;

export function readCapabilities(input: CapabilityInput): CapabilityReading {
  const { words, language } = input;
  const cue = cueText(input.text, words, language);
  const said = saidIn(cue, input);
  const features = [...input.features];
  const origins = new Map(input.origins);
  const given = new Map<string, Said>();

  for (const one of [...said].sort((a, b) => rank(a.id) - rank(b.id) || startOf(a) - startOf(b))) {
    const target = featureSaying(one, features, origins, given, cue, input.entities);
    if (target) {
      given.set(target.id, one);
      continue;
    }
    // One feature of its own per capability the idea names and no feature carries; a payment said in the
    // sentence that pays sellers out is the payouts feature's first step (it takes the buyer's payment).
    const within = PART_OF[one.id];
    if (within && [...given.values()].some((other) => other.id === within && other.sentence === one.sentence)) continue;
    // Words saying the service a capability next to it needs are how that one works ("summarises each one with AI").
    if ([...given.values()].some((other) => sameNeed(other, one) && adjoining(other, one, cue))) continue;
    if ([...given.values()].some((other) => other.id === one.id) || features.length >= BRIEF_LIMITS.features) continue;
    const invented = inventFeature(one, features, origins, input, cue);
    // Who does it: the person the sentence names before its words ("Клиенты видят, где…", "Fans follow…").
    const subject = subjectOf(one, input.entities, cue);
    if (subject && input.actors && !input.actors.has(invented.name)) input.actors.set(invented.name, subject);
    features.push(invented);
    origins.set(invented.id, { positions: [startOf(one)], made: 'capability', person: false, said: true });
    given.set(invented.id, one);
  }

  // People the capabilities' words name as what someone else acts on ("fans follow the runners live").
  const soughtPeople = new Set(input.entities.filter((e) => e.kind === 'person' && [...given.values()].some((one) =>
    e.positions.some((position) => one.spans.some((span) => inside(position, span))) && subjectOf(one, input.entities, cue) !== e.entity.name)).map((e) => e.entity.name));
  const kept = peopleProfiles(foldRepeats(foldServices(features, origins, given), origins, given, cue), origins, new Map([...given].map(([id, one]) => [id, one.id])), input.entities, words, language, {
    actors: input.actors,
    internal: input.internal,
    kinds: (input.mentions.kinds ?? []).flatMap((kind) => (kind.does ? [kind.does.capability] : [])),
    sought: soughtPeople,
    serverless: keywords(noBackendSignals).test(input.text),
  });
  // A service's feature the idea says nothing more of does what the service does (a map service shows places on a map);
  // it heads the product only when the idea says no capability at all.
  const implied = new Map(kept.flatMap((feature) => {
    const implies = origins.get(feature.id)?.implies;
    return implies && !given.has(feature.id) ? [[feature.id, implies] as const] : [];
  }));
  // The kind of product the idea names does something with one of its records ("a CRM" moves deals through a
  // pipeline), whatever else the idea says it does: that record's feature does it, when nothing else is said of it.
  {
    for (const { does } of input.mentions.kinds ?? []) {
      const said = does && [...given.values()].some((one) => one.id === does.capability);
      const feature = does && !said && kept.find((one) => one.entities[0] === does.record && !given.has(one.id) && !origins.get(one.id)?.person);
      if (feature && does && !implied.has(feature.id)) implied.set(feature.id, does.capability);
    }
  }
  const headline = headlineOf(kept, given) ?? kept.find((feature) => implied.has(feature.id));
  const final = kept.map((feature) => {
    const one = given.get(feature.id);
    const origin = origins.get(feature.id);
    if (!one) return { ...feature, ...(feature.id === headline?.id ? { priority: 'must' as const } : {}), capability: { id: implied.get(feature.id) ?? ('records' as const) } };
    // A name the catalogue gave a record or a service ("Add locations", "Email notifications") gives way to
    // the idea's own words for what it does, when they say what people do, a verb first ("Track their
    // walker's GPS location live", "Draft client emails").
    // The idea's own phrase gives way too to a longer one of the same words that the capability's words open
    // ("Live on a map during the race" → "Follow the marathon runners live on a map").
    const continues = (name: string) => name.toLowerCase().includes(feature.name.toLowerCase().split(/\s+/).slice(0, 2).join(' ')) && name.length > feature.name.length / 2;
    const written = origin && origin.made !== 'capability' ? nameOf(one, cue) : undefined;
    // …and the capability's words ending on the verb that opens the feature's own phrase run on with it
    // ("See how much they spend" + "Spend on energy each quarter" → "See how much they spend on energy each quarter").
    const [opener = '', ...rest] = feature.name.split(/\s+/);
    const last = (written?.name.split(/\s+/).at(-1) ?? '').toLowerCase();
    const stem = Math.max(4, Math.min(last.length, opener.length) - 2);
    const runsOn = written?.verb && origin?.said && rest.length > 0 && written.name.split(/\s+/).length > 1 && last.slice(0, stem) === opener.toLowerCase().slice(0, stem);
    const candidate = written && runsOn ? { ...written, name: clipName(`${written.name} ${rest.join(' ')}`) } : written;
    // …and to the same phrase with how it is done ("Title each note" → "Title each note with AI").
    const extends_ = (name: string) => {
      // …a tool ending the words, not a record or a person the idea keeps ("with therapists", "with bank statements").
      const kept = new Set(input.entities.flatMap((e) => e.positions));
      const tool = (span: Span) =>
        [1, 2].some((k) => MANNER.test(cue.words[span.end - k]?.lower ?? '') && range({ start: span.end - k + 1, end: span.end }).every((at) => !kept.has(at)));
      // …or the clause describing what it acts on ("Flag items" → "Flag items whose price went up").
      const clause = /^(that|which|whose)$/i.test(name.slice(feature.name.length + 1).split(/\s+/)[0] ?? '');
      return name.toLowerCase().startsWith(`${feature.name.toLowerCase()} `) && name.split(/\s+/).length <= 10 && (clause || one.spans.some(tool));
    };
    const own =
      candidate && (!origin!.said || runsOn || (candidate.verb && ((continues(candidate.name) && !candidate.name.toLowerCase().startsWith(feature.name.toLowerCase().split(/\s+/)[0]!)) || extends_(candidate.name))))
        ? candidate
        : undefined;
    const taken = (name: string) => kept.some((other) => other.name.toLowerCase() === name.toLowerCase());
    const renamed = own?.verb && own.name.split(/\s+/).length >= 2 && !taken(own.name) ? own.name : undefined;
    if (renamed && input.actors?.has(feature.name)) {
      input.actors.set(renamed, input.actors.get(feature.name)!);
      input.actors.delete(feature.name);
    }
    // A feature the catalogue or the capability made is about the records its words name first ("where their tow truck is").
    const named = input.entities.filter((e) => e.positions.some((position) => one.spans.some((span) => inside(position, span)))).map((e) => e.entity.name);
    // Its records before its people, unless it is a list of people to find: a live track is the race's, followed by the runners.
    const person = new Set(input.entities.filter((e) => e.kind === 'person').map((e) => e.entity.name));
    const ordered = [...new Set([...named.filter((name) => feature.entities.includes(name)), ...feature.entities])];
    const entities =
      origin?.made === 'entity' ? feature.entities : one.id === 'directory' ? ordered : [...ordered.filter((name) => !person.has(name)), ...ordered.filter((name) => person.has(name))];
    // A service's feature now doing what the idea says is described by what it does, not by the service's stock line
    // (a record's feature keeps its own: it says who does what, "Puzzlers collect gems").
    const how = capabilityNames[one.id][input.briefLanguage === 'ru' ? 'howRu' : 'howEn'];
    // So is a record's feature whose stock name gave way to the idea's words: its stock line spoke of keeping records.
    const stock = origin?.made === 'integration' || (origin?.made === 'entity' && !origin.said && renamed !== undefined);
    // A record's feature in the idea's words keeps who does what ("Nurses learn … words"); the stock line after
    // it that says nothing of the record ("each word keeps its details and status") gives way to what the capability does.
    const [who, ...after] = feature.description.split('; ');
    const filler = after.length > 0 && stockResult(input.briefLanguage).test(after.join('; '));
    const described = stock
      ? { description: clip(fill(texts[input.briefLanguage].capabilityFeature, { How: capitalise(how) }), BRIEF_LIMITS.text) }
      : origin?.made === 'entity' && filler
        ? { description: clip(`${who}; ${how}.`, BRIEF_LIMITS.text) }
        : {};
    return {
      ...feature,
      ...described,
      entities,
      ...(renamed ? { name: renamed } : {}),
      ...(feature.id === headline?.id ? { priority: 'must' as const } : {}),
      capability: parametersOf(one, [...given.values()], input, cue),
    };
  });
  const services = new Set(input.mentions.integrations.flatMap((one) => (one.position === undefined ? [] : [one.position])));
  // A name in the idea's own words that opens with a gerund ("earning stars") opens with its verb.
  const ownWords = (feature: BriefFeature) => input.language === 'en' && (given.has(feature.id) || origins.get(feature.id)?.said === true);
  const named = foldPrefixes(foldCapabilityRecords(final, origins, input).map((feature) => (ownWords(feature) ? { ...feature, name: verbFirst(feature.name) } : feature)));
  const numbered = renumber(named.map((feature) => ({ ...feature, name: properNames(feature.name, cue, services), description: properNames(feature.description, cue, services) })));
  const question = headline && given.get(headline.id)?.choices ? capabilityQuestion(numbered.byOld.get(headline.id)!, given.get(headline.id)!, input.briefLanguage) : undefined;
  return { features: numbered.features, ...(question ? { question } : {}) };
}

/** The result a record's feature is given when the idea says nothing of the record ("each word keeps its details and status"). */
const stockResult = (language: Language) => new RegExp(escapeRegExp(texts[language].results.asset.alone).replace(escapeRegExp('{label}'), '.+'));

/** The capabilities the idea says, each once per sentence, a less specific one giving way where a more specific one stands. */
function saidIn(cue: CueText, input: CapabilityInput): Said[] {
  const { mentions, entities, language } = input;
  const within = (position: number) => position >= 0 && position < cue.words.length;
  const at = (positions: number[]) => positions.filter(within).map((position) => ({ start: position, end: position }));
  const people = entities.filter((e) => e.kind === 'person');
  const things = entities.filter((e) => e.kind !== 'person' && e.kind !== 'aggregate');
  const tokens: Record<string, Span[]> = {
    person: [...at(people.flatMap((e) => e.positions)), ...at(cue.words.flatMap((word, i) => (PERSON_PRONOUN.test(word.lower) && cue.words[i - 1]?.pos === 'verb' ? [i] : [])))],
    thing: at(things.flatMap((e) => e.positions)),
    schedule: findCues(cue, cuePhrases(scheduleCues[language], language)),
    channel: findCues(cue, cuePhrases(channelCues.map((entry) => entry.words[language]).join('|'), language)),
  };
  tokens.whereabouts = whereabouts(cue);
  tokens.uploaded = uploaded(cue);
  // A service the product speaks on ("posts to Slack") is its channel, no service data comes from or goes to.
  const services = mentions.integrations.filter((i) => i.position !== undefined && !tokens.channel!.some((channel) => overlaps(channel, { start: i.position!, end: i.position! })));
  // A Latin name in a Russian idea is a service's, whether or not the catalogue knows it («продажи из iiko»).
  const latin = language === 'ru'
    ? cue.words.flatMap((word, k) => (/^[A-Za-z][A-Za-z0-9]+$/.test(word.text) && !TECHNOLOGY.test(word.text) && !tokens.channel!.some((channel) => inside(k, channel)) ? [k] : []))
    : [];
  // File storage guessed from "photos", video calls from «видеоуроки»: what keeps or plays media is never a service
  // records come from.
  tokens.service = at([...services.filter((i) => !['storage', 'video'].includes(i.entry.key)).map((i) => i.position!), ...latin]);
  // A service the idea names in its own words ("Notion"), not one the catalogue guessed from a word ("банковские карты").
  tokens.named = at([...services.filter((i) => namedService(i.entry.name, cue.text)).map((i) => i.position!), ...latin]);

  // The product's own word: one the reader read as the product, or a word naming a kind of product heading its phrase ("a SaaS dashboard for…").
  const named = new Set(mentions.productWords.map((word) => word.toLowerCase()));
  const kinds = new Set(productWords[language].split('|'));
  const productWord = (span: Span) => {
    if (span.start !== span.end) return false;
    const word = cue.words[span.start]!;
    const heads = cue.punctuated[span.start] || cue.words[span.start + 1]?.pos !== 'noun';
    return named.has(word.text.toLowerCase()) || (kinds.has(word.lemma) && heads && !isPlural(word, language) && [1, 2].some((k) => /^(a|an|the|our|my|your)$/.test(cue.words[span.start - k]?.lower ?? '')));
  };
  // "approved babysitters": a participle before a noun describes it; nothing is done there.
  const describes = (span: Span) => {
    const next = cue.words[span.end + 1];
    const word = cue.words[span.start]!.lower;
    const after = cue.words[span.end + 2];
    const qualifies = next?.pos === 'noun' || (next?.pos === 'adjective' && !cue.punctuated[span.end + 1] && after?.pos === 'noun');
    return span.start === span.end && (PARTICIPLE.test(word) || IRREGULAR_PARTICIPLE.test(word)) && !cue.punctuated[span.end] && qualifies;
  };
  const sentenceOf = (span: Span) => cue.sentence[span.start] ?? 0;
  // People, not the product, do what a noun right before the verb does ("wardens answer them"), unless it names the product ("the AI answers").
  const someoneDoes = (span: Span) => {
    const subject = cue.words[span.start - 1];
    return subject?.pos === 'noun' && !cue.punctuated[span.start - 1] && !kinds.has(subject.lower) && !named.has(subject.lower) && !MACHINE.test(subject.lower);
  };
  const coordinatedVerb = (position: number) => cue.words[position]!.pos === 'verb' && /^(and|or|и|или)$/.test(cue.words[position - 1]?.lower ?? '');

  /**
   * An action with one of its objects near it, in the same sentence with no clause of its own between
   * them; the object before its action only when it may stand there (`objectFirst`: "location sharing").
   */
  function actedOn(id: CapabilityId, actions: Span[], objects: Array<{ span: Span; token: boolean }>, objectFirst: boolean): Said[] {
    const said: Said[] = [];
    for (const action of actions) {
      for (const { span: object, token } of objects) {
        // "checks them against": the action's own pronoun, standing for one of its objects, is its object.
        if (object.start === object.end && object.start > action.start && object.end < action.end && cue.antecedent.has(object.start)) {
          said.push({ id, spans: [action], sentence: sentenceOf(action) });
          continue;
        }
        if (overlaps(action, object) || cue.sentence[object.start] !== cue.sentence[action.start]) continue;
        const after = object.start > action.end;
        // Only a word may stand before its action ("location sharing"); a person there is its subject ("клиенты выбирают").
        if (!after && (token || !objectFirst)) continue;
        // "approve it and payroll exports…": a pronoun right after the action is its object.
        // …unless it stands for something named before and the object is what it is compared with ("compares them with the manifest").
        const partner = after && cue.antecedent.has(action.end + 1) && !cue.words.slice(action.end + 2, object.start).some((word) => CLAUSE_OPENER.test(word.lower));
        if (after && object.start > action.end + 1 && PRONOUN.test(cue.words[action.end + 1]?.lower ?? '') && !token && !partner) continue;
        const gap = (after ? object.start - action.end - 1 : action.start - object.end - 1) - (partner ? 1 : 0);
        const from = after ? action.end : object.end;
        const to = after ? object.start : action.start;
        // A clause of its own between them has the object to itself ("pay online and carpenters get paid after delivery").
        const between = cue.words.slice(from + 1, to);
        const opens = between.findIndex((word) => CLAUSE_OPENER.test(word.lower));
        const verbBetween =
          (opens >= 0 && between.slice(opens + 1).some((word) => word.pos === 'verb' && !/(ed|ing)$/.test(word.lower))) ||
          between.some((word) => SUBORDINATOR.test(word.lower) || RELATIVE.test(word.lower));
        // Russian sets a condition off with a comma («сообщает, когда…»): that comma parts nothing.
        const condition = after && cue.language === 'ru' && opensClause(cue.words[object.start]);
        const punctuated = cue.punctuated.slice(from, condition ? to - 1 : to).some(Boolean);
        if (gap > (after ? OBJECT_AFTER : OBJECT_BEFORE) || punctuated || verbBetween) continue;
        said.push({ id, spans: [{ start: Math.min(action.start, object.start), end: Math.max(action.end, object.end) }], sentence: sentenceOf(action) });
      }
    }
    return said;
  }
  // "turns voice memos into to-do lists with AI": words saying how something is done say it of the verb phrase before them.
  const doneHow = (span: Span): Span => {
    if (!MANNER.test(cue.words[span.start]!.lower)) return span;
    // The phrase's first verb: a noun the tagger read as a verb may stand inside it ("turns recipe cards into…").
    let verb: number | undefined;
    for (let k = span.start - 1; k >= 0 && span.start - k <= 8 && !cue.punctuated[k] && cue.sentence[k] === cue.sentence[span.start]; k -= 1) {
      if (CLAUSE_OPENER.test(cue.words[k]!.lower)) break;
      if (cue.words[k]!.pos === 'verb' || (language === 'en' && usedAsVerb(input.words, k))) verb = k;
    }
    return verb === undefined ? span : { start: verb, end: span.end };
  };
  const found: Said[] = [];
  const shifts: Array<{ id: CapabilityId; from: CapabilityId }> = [];
  for (const id of capabilitiesBySpecificity) {
    const cues = capabilityCues[id];
    const excepted = findCues(cue, cuePhrases(cues.except?.[language] ?? '', language));
    const find = (list: string) => findCues(cue, cuePhrases(list, language)).filter((span) => !excepted.some((other) => overlaps(other, span)) && !describes(span));
    // The product's own word ("a SaaS dashboard") says a capability only as `products` do.
    const phrases = [...find(cues.phrases[language]).filter((one) => !productWord(one)), ...cueTokens(cues.phrases[language]).flatMap((token) => tokens[token] ?? [])];
    for (const span of phrases) found.push({ id, spans: [doneHow(span)], sentence: sentenceOf(span) });
    // Each action with its objects: "submit" a request and "sign" a lease are both a workflow.
    for (const pair of [{ actions: cues.actions, objects: cues.objects }, ...(cues.pairs ?? [])]) {
      // "напоминает об оплате": an action named as the topic of another is not done here.
      const actions = find(pair.actions[language]).filter(
        (span) =>
          (span.start !== span.end || !namesThings(input.words, span.start, language) || CLAUSE_SUBJECT.test(cue.words[span.start - 1]?.lower ?? '')) &&
          !TOPIC.test(cue.words[span.start - 1]?.lower ?? '') &&
          !(cues.byProduct && someoneDoes(span)) &&
          // "our email inbox": a word between a determiner and its noun qualifies that noun; nothing is done.
          !(span.start === span.end && /^(a|an|the|our|my|your|their|his|her|its)$/.test(cue.words[span.start - 1]?.lower ?? '') && cue.words[span.start + 1]?.pos === 'noun' && !cue.punctuated[span.start]),
      );
      const objects = [
        ...find(pair.objects[language]).filter((span) => !coordinatedVerb(span.start)).map((span) => ({ span, token: false })),
        // A record named where the idea says doing it, a verb after "and" ("hire babysitters and pay"), is no object there.
        // What people upload stands as a word does: before its action too ("по ним вопросы").
        ...cueTokens(pair.objects[language]).flatMap((token) => (tokens[token] ?? []).filter((span) => !coordinatedVerb(span.start)).map((span) => ({ span, token: token !== 'uploaded' }))),
      ].map(({ span, token }) => ({ span: objectPhrase(span, cue), token }));
      found.push(...actedOn(id, actions, objects, !pair.before));
    }
    // "pet owners book and pay", "клиенты записываются": a verb that says it alone, right after the people doing it.
    if (cues.alone) {
      // The person may be named in more than one word ("pet owners"): only nouns stand between them and the verb;
      // and the verb takes no object ("book appointments" is said by the actions).
      const next = (span: Span) => cue.words[span.end + 1];
      const alone = (span: Span) => cue.punctuated[span.end] || !next(span) || !['noun', 'adjective'].includes(next(span)!.pos) || /^(online|онлайн)$/.test(next(span)!.lower);
      const subject = (span: Span) =>
        alone(span) &&
        tokens.person!.some(
          (person) =>
            person.start < span.start &&
            person.start >= span.start - 2 &&
            range({ start: person.start, end: span.start - 1 }).every((k) => !cue.punctuated[k] && cue.words[k]!.pos === 'noun'),
        );
      // It runs on over how it is done, to the end of its clause ("apply online", "записываются на ремонт").
      const clause = (span: Span): Span => {
        let end = span.end;
        while (end - span.end < 3 && !cue.punctuated[end] && cue.words[end + 1] && !CLAUSE_OPENER.test(cue.words[end + 1]!.lower) && cue.words[end + 1]!.pos !== 'verb') end += 1;
        // A preposition or an article left at its end opens words it does not reach ("apply online for").
        while (end > span.end && cue.words[end]!.pos === 'other') end -= 1;
        return { start: span.start, end };
      };
      for (const span of find(cues.alone[language]).filter(subject)) found.push({ id, spans: [clause(span)], sentence: sentenceOf(span) });
    }
    if (cues.products) {
      const products = findCues(cue, cuePhrases(cues.products.words[language], language)).filter((span) => {
        const word = cue.words[span.end]!;
        const next = cue.words[span.end + 1];
        // The product's own name, singular and heading its phrase ("a word game where…", not "board games" nor "a game café");
        // the platform's word names an API too ("An API that converts…"), which the reader took for the platform.
        return (named.has(word.text.toLowerCase()) || (id === 'public-api' && productWord(span))) && !isPlural(word, language) && (cue.punctuated[span.end] || !next || next.pos !== 'noun');
      });
      const standsFor = cues.products.with;
      if (products.length > 0 && standsFor) shifts.push({ id, from: standsFor });
      else for (const span of products) found.push({ id, spans: [span], sentence: sentenceOf(span) });
    }
  }
  // What the product's kind makes of another capability (a marketplace's checkout pays its sellers
  // out), unless the idea says that capability in its own words too.
  for (const { id, from } of shifts) {
    if (found.some((one) => one.id === id)) continue;
    const moved = found.filter((one) => one.id === from);
    for (const one of moved) found.splice(found.indexOf(one), 1);
    found.push(...moved.map((one) => ({ ...one, id })));
  }

  // "warns when a hive gets lighter fast": a warning whose condition is a rule on what is measured is that rule, said
  // from the warning on; the warning is how its result reaches the person.
  for (const rule of found.filter((one) => one.id === 'advice')) {
    // Russian sets the condition off with a comma («предупреждать, когда…»): that comma parts nothing.
    const parts = (k: number) => cue.punctuated[k] && !opensClause(cue.words[k + 1]);
    const warning = found.find((one) =>
      one.id === 'notify' && one.sentence === rule.sentence && endOf(one) < startOf(rule) && startOf(rule) - endOf(one) <= 8 &&
      !range({ start: endOf(one), end: startOf(rule) - 1 }).some(parts));
    if (!warning) continue;
    // …to the end of its clause: the threshold and how fast ("drops below 60 kg", "gets lighter fast").
    let end = endOf(rule);
    while (end - endOf(rule) < 4 && !cue.punctuated[end] && cue.words[end + 1] && !CLAUSE_OPENER.test(cue.words[end + 1]!.lower)) end += 1;
    rule.spans = [{ start: startOf(warning), end }];
  }
  // "flags items whose price went up": a change said in a clause describing a thing is a rule run on that thing,
  // said from the verb acting on it.
  for (const rule of found.filter((one) => one.id === 'advice' && one.spans.length === 1)) {
    const span = rule.spans[0]!;
    let k = span.start - 1;
    if (cue.words[k]?.pos === 'noun' && !cue.punctuated[k]) k -= 1;
    if (!/^(that|which|whose|where)$/.test(cue.words[k]?.lower ?? '') || cue.punctuated[k - 1]) continue;
    k -= 1;
    while (k > 0 && cue.words[k]!.pos === 'noun' && !cue.punctuated[k - 1] && cue.words[k - 1]!.pos !== 'verb' && cue.words[k - 1]!.pos === 'noun') k -= 1;
    const verb = k - 1;
    if (cue.words[k]?.pos === 'noun' && verb >= 0 && !cue.punctuated[verb] && (cue.words[verb]!.pos === 'verb' || (language === 'en' && usedAsVerb(input.words, verb)))) {
      rule.spans = [{ start: verb, end: span.end }];
    }
  }
  // "reconciles orders with Stripe payouts": the payouts are what is reconciled, no capability of their
  // own; "track it live on a map": the map right after is where the tracking shows. Words of a less
  // specific capability touching a more specific one's say nothing of their own.
  const touches = (span: Span, mine: Span) =>
    overlaps(span, mine) || (mine.start === span.end + 1 && !cue.punctuated[span.end]) || (span.start === mine.end + 1 && !cue.punctuated[mine.end]);
  const standing: Said[] = [];
  for (const one of [...found].sort((a, b) => rank(a.id) - rank(b.id))) {
    const covered = !capabilityCues[one.id].ownWay && standing.some((other) => other.id !== one.id && other.sentence === one.sentence && other.spans.some((span) => one.spans.some((mine) => touches(span, mine))));
    if (!covered) standing.push(one);
  }
  // "compares payouts with the statement and flags payouts that never arrived": a word alone naming what a more
  // specific capability's words act on in the same sentence is that object again, no capability of its own.
  const lemmaAt = (k: number) => cue.words[k]!.lemma;
  const objectAgain = (one: Said) =>
    one.spans.every((span) => span.start === span.end) &&
    standing.some((other) => other.sentence === one.sentence && rank(other.id) < rank(one.id) && one.spans.every((mine) => other.spans.some((span) => range(span).some((k) => k !== mine.start && lemmaAt(k) === lemmaAt(mine.start)))));
  for (const one of [...standing]) if (!capabilityCues[one.id].ownWay && objectAgain(one)) standing.splice(standing.indexOf(one), 1);
  // One mention per capability and sentence, holding all the words that say it there.
  const kept: Said[] = [];
  for (const one of standing.sort((a, b) => rank(a.id) - rank(b.id) || startOf(a) - startOf(b))) {
    const same = kept.find((other) => other.id === one.id && other.sentence === one.sentence);
    if (same) same.spans.push(...one.spans);
    else kept.push({ ...one, spans: [...one.spans] });
  }

  // "an AI drafts it and the agent approves it": the approval is the review of what is produced, no workflow of its own.
  for (const one of [...kept]) {
    if (one.id === 'workflow' && kept.some((other) => other.sentence === one.sentence && other.id !== 'workflow' && capabilityCues[other.id].reviewed)) kept.splice(kept.indexOf(one), 1);
  }

  // "watering advice": a result named without how it is made is guessed, unless the sentence says how.
  for (const { words, choices } of ambiguousCues) {
    for (const span of findCues(cue, cuePhrases(words[language], language))) {
      const sentence = cue.sentence[span.start] ?? 0;
      const decided = kept.some((other) => other.sentence === sentence && (choices.includes(other.id) || other.spans.some((mine) => overlaps(mine, span))));
      if (decided) continue;
      const guess = choices[0]!;
      const same = kept.find((other) => other.id === guess && other.sentence === sentence && other.choices);
      if (same) same.spans.push(span);
      else kept.push({ id: guess, spans: [span], sentence, choices });
    }
  }
  return kept;
}

/** Verbs that ask where someone or something is ("see where the bus is", "знать, где курьер"). */
const SEEING = /^(see|know|show|check|watch|follow|view|tell|find out|видеть|увидеть|знать|узнать|показывать|показать|смотреть|посмотреть|следить|отслеживать|отследить)$/;

/**
 * "see where the bus is", "видит, где курьер": a question of where, asked right after a verb of
 * seeing or knowing, from that verb to the end of its clause.
 */
function whereabouts(cue: CueText): Span[] {
  const spans: Span[] = [];
  cue.words.forEach((word, k) => {
    if (!/^(where|где)$/.test(word.lower) || k === 0) return;
    // A comma may stand before a Russian clause ("видит, где"), never before an English one.
    if (cue.punctuated[k - 1] && cue.language === 'en') return;
    // The verb of seeing, right before or before where it is seen ("see on a map where", «видят на карте, где»).
    const seen = (j: number) => [...cue.forms[j]!].some((form) => SEEING.test(form));
    let verb = k - 1;
    while (verb > k - 4 && verb > 0 && !seen(verb) && cue.sentence[verb - 1] === cue.sentence[k] && (verb === k - 1 || !cue.punctuated[verb]) && cue.words[verb]!.pos !== 'verb') verb -= 1;
    if (!seen(verb)) return;
    let end = k;
    while (end - k < 5 && !cue.punctuated[end] && cue.words[end + 1] && cue.sentence[end + 1] === cue.sentence[k]) end += 1;
    // Where someone or something is ("where the bus is", "где находится эвакуатор", "где курьер"), not where money goes.
    const clause = cue.words.slice(k + 1, end + 1);
    const verbs = clause.filter((one) => one.pos === 'verb');
    if (verbs.length > 0 && !verbs.some((one) => /^(is|are|находится|находятся|едет|едут)$/.test(one.lower))) return;
    spans.push({ start: verb, end });
  });
  return spans;
}

const UPLOAD = /^(upload|import|attach|drop|scan|загружать|загрузить|прикреплять|прикрепить|импортировать)$/;
const FILE = /^(pdf|pdfs|docx|epub|slide|slides|deck|file|files|файл|файлы|pdf-файл|слайд|слайды|презентация|презентации)$/;
const BACK_REFERENCE = /^(them|it|ним|них|нему|ней|ними|нее|неё)$/;

/**
 * What people upload, for capabilities that work on it ("upload lecture slides and ask questions about
 * them"): the nouns right after a verb of uploading, file formats, and a pronoun after the upload
 * pointing back at them.
 */
function uploaded(cue: CueText): Span[] {
  const verbs = cue.words.flatMap((_, k) => ([...cue.forms[k]!].some((form) => UPLOAD.test(form)) ? [k] : []));
  if (verbs.length === 0) return cue.words.flatMap((word, k) => (FILE.test(word.lower) ? [{ start: k, end: k }] : []));
  const spans: Span[] = [];
  cue.words.forEach((word, k) => {
    const afterUpload = verbs.some((verb) => verb < k);
    const objectOfUpload = verbs.some((verb) => verb < k && k - verb <= 5 && cue.sentence[verb] === cue.sentence[k] && !cue.punctuated.slice(verb, k).some(Boolean));
    if (FILE.test(word.lower) || (objectOfUpload && word.pos === 'noun') || (afterUpload && BACK_REFERENCE.test(word.lower))) spans.push({ start: k, end: k });
  });
  return spans;
}

/** How far a word stands from the words saying a capability (0 within them). */
function distance(position: number, one: Said): number {
  return Math.min(...one.spans.map((span) => (position < span.start ? span.start - position : position > span.end ? position - span.end : 0)));
}

const MADE_ORDER: Record<FeatureOrigin['made'], number> = { entity: 1, capability: 2, integration: 3 };

/**
 * The feature the idea names where it says the capability: one within its words first, a feature
 * named in the idea's own verb phrase before one the catalogue named, a record's feature before a
 * capability's or a service's. Never a person's profile, never a feature that already has one.
 */
function featureSaying(
  one: Said,
  features: BriefFeature[],
  origins: Map<string, FeatureOrigin>,
  given: Map<string, Said>,
  cue: CueText,
  entities: readonly ReadEntity[],
): BriefFeature | undefined {
  const scored = features.flatMap((feature) => {
    const origin = origins.get(feature.id);
    if (!origin || origin.person || given.has(feature.id)) return [];
    // A record's feature is also named where the words saying it name that record ("card payments" are the payments'),
    // or a word of its name ("collect rent" is about the rent payments).
    const label = origin.made === 'entity' ? entities.find((e) => e.entity.name === feature.entities[0])?.label.split(/\s+/).filter((word) => word.length > 2) : undefined;
    // A pronoun standing for the record names it only for the cues: the feature it names stands where the record does.
    const named = label ? one.spans.flatMap((span) => range(span).filter((k) => !cue.antecedent.has(k) && label.some((word) => cue.forms[k]!.has(word)))) : [];
    // A feature named by the idea's own verb phrase stands where that phrase does ("…runners live on a map during the race").
    // It stands inside the words saying the capability, not at their last word, the object they end on ("apply online for summer camps").
    // …unless that last word is the phrase's own verb ("see how much they spend | on energy").
    const opens = (position: number) => cue.words[position]!.pos === 'verb' || (cue.language === 'en' && usedAsVerb([...cue.words], position));
    const phrase = origin.said ? phraseAt(feature.name, cue).filter((position) => one.spans.some((span) => position >= span.start && (position < span.end || (position === span.end && opens(position))))) : [];
    // …and the words saying the capability may stand inside that phrase
    // ("pay through escrow released on delivery").
    const length = feature.name.split(/\s+/).length;
    const holds = origin.said ? phraseAt(feature.name, cue).filter((start) => phraseHolds(start, length, one, cue)) : [];
    const near = [
      ...origin.positions.map((position) => ({ position, byName: 0 })),
      ...named.map((position) => ({ position, byName: 1 })),
      // …only when no feature stands there by its records.
      ...phrase.map((position) => ({ position, byName: 2 })),
      ...holds.map((position) => ({ position, byName: 2, within: true })),
    ]
      .filter(({ position }) => position < cue.words.length && cue.sentence[position] === one.sentence)
      .map((at) => ({ ...at, d: 'within' in at ? 0 : distance(at.position, one) }))
      .filter(({ position, d }) => d === 0 || (d <= FEATURE_REACH && !crossesClause(position, one, cue)))
      .sort((a, b) => a.d - b.d || a.byName - b.byName || a.position - b.position)[0];
    if (!near) return [];
    const made = origin.made === 'entity' && origin.said ? 0 : MADE_ORDER[origin.made];
    return [{ feature, key: [near.d === 0 ? 0 : 1, near.byName, made, near.d, near.position] }];
  });
  scored.sort((a, b) => compareKeys(a.key, b.key));
  return scored[0]?.feature;
}

/** The person named last before the words saying a capability, in their sentence: the one doing it. */
function subjectOf(one: Said, entities: readonly ReadEntity[], cue: CueText): string | undefined {
  const start = startOf(one);
  const before = entities
    .filter((e) => e.kind === 'person')
    .flatMap((e) => e.positions.filter((position) => position < start && cue.sentence[position] === one.sentence).map((position) => ({ e, position })))
    .sort((a, b) => b.position - a.position)[0];
  return before?.e.entity.name;
}

/** A name keeps the capitals the idea gives a service it names ("Compare Shopify orders", not "shopify"). */
function properNames(name: string, cue: CueText, services: ReadonlySet<number>): string {
  const proper = new Map<string, string>();
  cue.words.forEach((word, k) => {
    const opens = k === 0 || cue.sentence[k - 1] !== cue.sentence[k];
    // A service the idea names ("Shopify"), not a common word in a name ("Lumen Studio").
    if (!opens && /^\p{Lu}/u.test(word.text) && services.has(k)) proper.set(word.text.toLowerCase(), word.text);
  });
  if (proper.size === 0) return name;
  return name.replace(/[\p{L}\p{N}]+/gu, (word, offset: number) => (offset > 0 ? (proper.get(word) ?? word) : word));
}

/** Where the idea writes a name's first two words, in order; a name drops a determiner between them ("reads our Xero" → "Read Xero"). */
function phraseAt(name: string, cue: CueText): number[] {
  const [first, second] = name.toLowerCase().split(/\s+/);
  if (!first || !second) return [];
  // A determiner may stand between; a pronoun stands for the name's words ("matches them against…" is "Match payouts against…").
  const follows = (k: number) => cue.forms[k + 1]?.has(second) || cue.antecedent.has(k + 1) || (DETERMINER.test(cue.words[k + 1]?.lower ?? '') && cue.forms[k + 2]?.has(second));
  return cue.words.flatMap((_, k) => (cue.forms[k]!.has(first) && follows(k) ? [k] : []));
}

/** Words that open another clause: a feature named beyond them is not the one the capability is said of ("a bot that reminds…"). */
const CLAUSE_OPENER = /^(that|which|who|whom|where|when|while|if|because|so|and|or|but|где|который|которая|которое|которые|которого|которой|когда|если|чтобы|пока|и|или|а|но)$/;

function crossesClause(position: number, one: Said, cue: CueText): boolean {
  const [from, to] = position < startOf(one) ? [position, startOf(one)] : [endOf(one), position];
  return cue.words.slice(from + 1, to + 1).some((word) => CLAUSE_OPENER.test(word.lower)) || cue.punctuated.slice(from, to).some(Boolean);
}

/**
 * An object with what completes it: what it is about ("об оплате счётчиков"), the genitives after a
 * Russian noun ("описания товаров"), the "of" phrase after an English one ("summaries of meetings").
 */
function objectPhrase(span: Span, cue: CueText): Span {
  let { end } = span;
  const next = (k: number) => cue.words[end + k];
  // "remind residents about the payment": what it is about belongs to it.
  if (TOPIC.test(next(1)?.lower ?? '') && !cue.punctuated[end]) {
    let last = 0;
    for (let k = 2; k <= 4 && next(k) && !cue.punctuated[end + k - 2] && (next(k)!.pos === 'noun' || next(k)!.pos === 'adjective' || DETERMINER.test(next(k)!.lower)); k += 1) {
      if (next(k)!.pos === 'noun') last = k;
    }
    end += last;
  }
  // "our Xero invoices": a name written in capitals before a noun names whose that noun is; the noun is the object.
  const proper = (k: number) => k > 0 && !cue.punctuated[k - 1] && /^\p{Lu}/u.test(cue.words[k]!.text);
  // (after a name, a word in -s tagged a verb is a plural noun: "Xero invoices").
  const nounAfter = next(1)?.pos === 'noun' || (cue.language === 'en' && next(1)?.pos === 'verb' && /[^s]s$/.test(next(1)!.lower));
  if (span.start === span.end && proper(end) && nounAfter && !cue.punctuated[end] && !proper(end + 1)) end += 1;
  if (cue.language === 'ru') {
    while (end - span.end < 2 && !cue.punctuated[end] && next(1)?.pos === 'noun' && next(1)?.genitive) end += 1;
  } else if (next(1)?.lower === 'of' && !cue.punctuated[end]) {
    let k = 2;
    while (k <= 3 && next(k) && !cue.punctuated[end + k - 1] && (next(k)!.pos === 'noun' || next(k)!.pos === 'adjective' || /^(the|a|an|their|your)$/.test(next(k)!.lower))) k += 1;
    if (k > 2 && next(k - 1)?.pos === 'noun') end += k - 1;
  }
  return { start: span.start, end };
}

const range = (span: Span) => Array.from({ length: span.end - span.start + 1 }, (_, k) => span.start + k);

function compareKeys(a: number[], b: number[]): number {
  for (let k = 0; k < a.length; k += 1) if (a[k] !== b[k]) return (a[k] ?? 0) - (b[k] ?? 0);
  return 0;
}

/** Verbs that only frame another ("lets", "helps", "can"). */
const FRAMING = /^(is|are|be|was|were|has|have|had|let|lets|help|helps|allow|allows|enable|enables|can|could|will|would|should|must|may|want|wants|need|needs|является|может|могут|позволяет|помогает)$/;

const CONDITION = /^(when|whenever|before|after|if|once|когда|перед|после|если)$/;
/** The end of a question of how much or which ("how many loaves to bake", «сколько сиропа дать»). */
const QUANTITY = /^(much|many|long|often|which|сколько|какой|какая|какое|какие)$/;
/** A word a capability's clause of condition or quantity runs on from. */
const opensClause = (word: Word | undefined) => Boolean(word && (CONDITION.test(word.lower) || QUANTITY.test(word.lower)));

/** Words that open a phrase without belonging to a feature's name. */
const LEADING = /^(a|an|the|to|and|or|that|which|who|where|can|will|и|или|а|что|где|который|которая|которые|чтобы)$/;
/** Words a name may be extended back over: what qualifies the words saying it ("watering advice", "Telegram bot"). */
const qualifies = (word: Word | undefined) =>
  Boolean(
    word &&
      (word.pos === 'noun' || word.pos === 'adjective' || /\p{L}{3}ing$/u.test(word.lower)) &&
      !/^(their|his|her|its|our|your|my|свой|их|его|ее|её)$/.test(word.lower) &&
      // "ten words a day offline": a time says when, not which.
      !TIME_NOUNS.test(word.lemma),
  );

/**
 * The capability named in the idea's own words: the run of words saying it that starts first, with
 * the words qualifying a single word before it; a verb opening it in its dictionary form, as the
 * reader names features ("делятся геопозицией" → "Делиться геопозицией").
 */
function nameOf(one: Said, cue: CueText): { name: string; verb: boolean } {
  const spans = [...one.spans].sort((a, b) => a.start - b.start || b.end - a.end);
  let { start, end } = spans[0]!;
  for (const span of spans) if (span.start <= end + 1 && span.start >= start && !cue.punctuated.slice(end, span.start).some(Boolean)) end = Math.max(end, span.end);
  // "watering advice": a noun said alone takes the words qualifying it; a verb's subject stays out ("managers approve").
  const noun = cue.words[start]!.pos !== 'verb';
  for (let k = 0; k < 2 && noun && start > 0 && start === end - k && qualifies(cue.words[start - 1]) && !cue.punctuated[start - 1]; k += 1) start -= 1;
  while (start < end && LEADING.test(cue.words[start]!.lower)) start += 1;
  // "warns them when…": people said by a pronoun are left out of the name, and the condition after them belongs to it.
  const commaBefore = (k: number) => cue.punctuated[k] && cue.language === 'ru';
  const pronoun = PERSON_PRONOUN.test(cue.words[end]!.lower) && end > start && CONDITION.test(cue.words[end + 1]?.lower ?? '') && (!cue.punctuated[end] || commaBefore(end)) ? end : undefined;
  if (pronoun !== undefined) end += 1;
  // «сообщает, когда…», «подсказывает, сколько…»: in Russian such a clause follows a comma.
  else if (commaBefore(end) && opensClause(cue.words[end + 1])) end += 1;
  // "remind when": a condition runs on to the end of its clause ("…when a colony needs treatment"), as does
  // a question of how much ("tell the bakery how many loaves to bake").
  if (opensClause(cue.words[end])) {
    let last = end;
    while (last + 1 < cue.words.length && last - end < 6 && !cue.punctuated[last] && cue.sentence[last + 1] === cue.sentence[end]) last += 1;
    end = last;
  }
  // "missing from the manifest": words ending on a preposition run on to its noun.
  if (cue.words[end]!.pos === 'other' && !cue.punctuated[end] && !/^\p{Lu}{2,}$/u.test(cue.words[end]!.text)) {
    // …never past a verb or "and" ("с помощью ИИ и ведёт дневник" ends on ИИ, a name, not a preposition).
    let noun = [1, 2, 3].map((k) => end + k).find((k) => cue.words[k]?.pos === 'noun');
    if (noun !== undefined && cue.words.slice(end + 1, noun).some((word) => word.pos === 'verb' || /^(and|or|и|или)$/.test(word.lower))) noun = undefined;
    // …to the last noun of its run ("the supplier's invoice").
    while (noun !== undefined && !cue.punctuated[noun] && cue.words[noun + 1]?.pos === 'noun') noun += 1;
    if (noun !== undefined && !cue.punctuated.slice(end, noun).some(Boolean)) end = noun;
  }
  // A name the idea capitalises runs on to its last word ("Apple Podcasts").
  while (/^\p{Lu}/u.test(cue.words[end]!.text) && !cue.punctuated[end] && /^\p{Lu}/u.test(cue.words[end + 1]?.text ?? '') && cue.sentence[end + 1] === cue.sentence[end]) end += 1;
  // "flags parcels that are missing from the manifest": a clause describing a thing is named with the verb
  // acting on that thing, the clause's own "that are" left out ("Flag parcels missing from the manifest").
  const described = start - 4;
  if (
    described >= 0 &&
    /^(is|are|was|were)$/.test(cue.words[start - 1]!.lower) &&
    CLAUSE_SUBJECT.test(cue.words[start - 2]!.lower) &&
    cue.words[start - 3]!.pos === 'noun' &&
    cue.words[described]!.pos === 'verb' &&
    !FRAMING.test(cue.words[described]!.lower) &&
    !cue.punctuated.slice(described, start).some(Boolean)
  ) {
    const verb = cue.words[described]!.lemmas.at(-1) ?? cue.words[described]!.lower;
    const name = capitalise(`${verb} ${cue.words[start - 3]!.text} ${sliceOf(cue, cue.words[start]!, cue.words[end]!)}`);
    return { name: clipName(name), verb: true };
  }
  // "deposits held until the gear is returned": a participle after its object names what is done to it, with
  // the condition after it ("Hold deposits until the gear is returned").
  const participle = cue.language === 'en' && cue.words[start]!.pos === 'noun' ? [start + 1, start + 2].find((k) => k <= end && PARTICIPLE.test(cue.words[k]!.lower) && cue.words[k]!.pos === 'verb') : undefined;
  if (participle !== undefined && !cue.punctuated.slice(start, participle).some(Boolean)) {
    let last = participle;
    if (/^(until|till|when|once|after|before|unless)$/.test(cue.words[participle + 1]?.lower ?? '') && !cue.punctuated[participle]) {
      last = participle + 1;
      while (last + 1 < cue.words.length && last - participle < 7 && !cue.punctuated[last] && !/^(and|or)$/.test(cue.words[last + 1]!.lower)) last += 1;
    }
    const object = sliceOf(cue, cue.words[start]!, cue.words[participle - 1]!);
    const after = last > participle ? ` ${sliceOf(cue, cue.words[participle + 1]!, cue.words[last]!)}` : '';
    return { name: clipName(capitalise(`${cue.words[participle]!.lemmas.at(-1) ?? cue.words[participle]!.lower} ${object}${after}`)), verb: true };
  }
  // "edit the same whiteboard together": the verb right before the words names what is done with them.
  const verbAt = [1, 2, 3].map((k) => start - k).find((k) => k >= 0 && cue.words[k]!.pos === 'verb' && !FRAMING.test(cue.words[k]!.lower));
  const between = verbAt === undefined ? [] : cue.words.slice(verbAt + 1, start);
  if (
    cue.words[start]!.pos !== 'verb' &&
    verbAt !== undefined &&
    !cue.punctuated.slice(verbAt, start).some(Boolean) &&
    !between.some((word) => word.pos === 'verb' || /^(and|or|и|или)$/.test(word.lower))
  )
    start = verbAt;
  const first = cue.words[start]!;
  // "an add-on that mutes videos": the word after a relative pronoun opening the clause is its verb, whatever the tagger read.
  const clauseVerb = start === spans[0]!.start && CLAUSE_SUBJECT.test(cue.words[start - 1]?.lower ?? '') && /s$/.test(first.lower);
  // "a marketplace for renting camera gear": a gerund opening the words, one of the capability's own actions, is its verb.
  const gerund = cue.language === 'en' && start === spans[0]!.start && /\p{L}{3,}ing$/u.test(first.lower) && actsAs(one.id, infinitiveOf(first.lower));
  const verb = first.pos === 'verb' || clauseVerb || gerund || (cue.language === 'en' && usedAsVerb([...cue.words], start)) ? (cue.language === 'ru' ? first.lemma : (first.lemmas.at(-1) ?? first.lower)) : undefined;
  const rest = cue.words.slice(start + (verb ? 1 : 0), end + 1).filter((word) => word !== cue.words[pronoun ?? -1]);
  // "matches them to tenants": the words the pronoun stands for name it ("Match rent payments to tenants").
  const opening = rest[0] && cue.antecedent.has(cue.words.indexOf(rest[0])) ? antecedentWords(cue.text, cue.words, cue.language, cue.words.indexOf(rest[0])) : undefined;
  const after = opening ? rest.slice(1) : rest;
  const written = [opening, after.length > 0 ? sliceOf(cue, after[0]!, after.at(-1)!) : ''].filter(Boolean).join(' ');
  // The comma setting a Russian condition off stays in the name («Сообщать, когда…»).
  const comma = verb && rest[0] && cue.punctuated[cue.words.indexOf(rest[0]) - 1] ? ',' : '';
  const name = capitalise([verb && `${verb}${comma}`, written].filter(Boolean).join(' '));
  return { name: name.length > BRIEF_LIMITS.name ? `${name.slice(0, BRIEF_LIMITS.name - 3).trimEnd()}...` : name, verb: Boolean(verb) };
}

/**
 * A feature's own phrase, `length` words of its name from `start`, holds every word saying the
 * capability, with no punctuation between. (A name leaves out the idea's "my" or "their": the phrase
 * in the idea is longer by those words.)
 */
function phraseHolds(start: number, length: number, one: Said, cue: CueText): boolean {
  const left = cue.words.slice(start, start + length + 2).filter((word) => /^(my|our|your|their|his|her|its)$/.test(word.lower)).length;
  return one.spans.every((span) => span.start >= start && span.end <= start + length - 1 + left && !cue.punctuated.slice(start, span.end).some(Boolean));
}

/** An English verb is one of the actions saying the capability, alone or in a pair. */
function actsAs(id: CapabilityId, verb: string | undefined): boolean {
  if (!verb) return false;
  const cues = capabilityCues[id];
  return [cues.actions.en, ...(cues.pairs ?? []).map((pair) => pair.actions.en)].some((list) => list.split('|').includes(verb));
}

/** The idea's own text from one word to another ("GPS location live"). */
const sliceOf = (cue: CueText, first: Word, last: Word) => cue.text.slice(first.start, last.end).replace(/\s+/g, ' ');

/** A feature of its own for a capability no feature of the idea carries, on the records named with it. */
function inventFeature(one: Said, features: BriefFeature[], origins: Map<string, FeatureOrigin>, input: CapabilityInput, cue: CueText): BriefFeature {
  const t = texts[input.briefLanguage];
  const said = nameOf(one, cue);
  const clause = input.mentions.clauses[startOf(one)];
  const named = (near: (position: number) => boolean) => input.entities.filter((e) => e.kind !== 'aggregate' && e.positions.some((position) => position < cue.words.length && near(position)));
  // The records named with it, in its clause, else in its sentence ("a Telegram bot, which reminds residents…").
  const inClause = named((position) => distance(position, one) === 0 || input.mentions.clauses[position] === clause);
  const nearest = (e: ReadEntity) => Math.min(...e.positions.map((position) => distance(position, one)));
  // Else the records of the sentence the idea says something is done with ("submit expense claims… approve them"), nearest first.
  const done = (e: ReadEntity) => (features.some((f) => f.entities[0] === e.entity.name && origins.get(f.id)?.said) ? 0 : 1);
  const inSentence = named((position) => cue.sentence[position] === one.sentence)
    .filter((e) => e.kind !== 'person')
    .sort((a, b) => done(a) - done(b) || nearest(a) - nearest(b))
    .slice(0, 3);
  const on = inClause.some((e) => e.kind !== 'person') ? inClause : [...inSentence, ...inClause];
  // Its records first, then the people it is about ("couriers share their location live").
  const records = on.filter((e) => e.kind !== 'person');
  const entities = [...records, ...on.filter((e) => e.kind === 'person')].map((e) => e.entity.name).slice(0, 10);
  // A verb said alone ("managers approve them") is named with what it acts on: "Approve expense claims".
  const object = records[0] && labelsOf(records[0].label, input.language).labelsAcc;
  // A word said alone with no verb ("…a day offline") names the capability less well than the catalogue does ("Offline-first sync").
  const bare = !said.verb && !said.name.includes(' ');
  const name = said.verb && !said.name.includes(' ') && object ? clipName(`${said.name} ${object}`) : bare ? capabilityNames[one.id][input.briefLanguage] : said.name;
  const dependsOn = features.filter((feature) => feature.entities.some((entity) => entities.includes(entity)) && feature.entities.length === 1).map((feature) => feature.id);
  const how = capabilityNames[one.id][input.briefLanguage === 'ru' ? 'howRu' : 'howEn'];
  return {
    id: `FEAT-${String(features.length + 1).padStart(3, '0')}`,
    name,
    description: clip(fill(t.capabilityFeature, { How: capitalise(how) }), BRIEF_LIMITS.text),
    priority: 'should',
    entities,
    integrations: [],
    dependsOn: [...new Set(dependsOn)].slice(0, 10),
  };
}

/**
 * A service's feature standing within the words of a capability another feature carries is part of
 * that feature ("track the GPS location live": the maps service is how
 * the live tracking is shown): its services move there, and what depended on it depends on that one.
 */
function foldServices(features: BriefFeature[], origins: Map<string, FeatureOrigin>, given: Map<string, Said>): BriefFeature[] {
  const into = new Map<string, string>();
  for (const feature of features) {
    const origin = origins.get(feature.id);
    if (!origin || origin.made !== 'integration' || given.has(feature.id) || origin.positions.length === 0) continue;
    const host = [...given].find(([, one]) => one.spans.some((span) => origin.positions.some((position) => inside(position, span))));
    if (host) into.set(feature.id, host[0]);
  }
  return foldInto(features, into, ['integrations']);
}

/**
 * A record's feature named by the idea's own words standing inside the words another feature's
 * capability is said by ("book appointments online…" beside "Schedule bookings", "live on a map
 * during the race" beside "Follow the runners live on a map") is that feature said again: its records
 * move there, and what depended on it depends on that one. So is a feature the catalogue made of a
 * word standing there ("reminds them when…" beside "Reminders and notifications"), or standing in the
 * idea's own words naming another feature ("Track inventory across warehouses" beside "Inventory").
 */
function foldRepeats(features: BriefFeature[], origins: Map<string, FeatureOrigin>, given: Map<string, Said>, cue: CueText): BriefFeature[] {
  const into = new Map<string, string>();
  const renamedTo = new Map<string, string>();
  for (const feature of features) {
    const origin = origins.get(feature.id);
    // A feature the catalogue made of a word ("Reminders and notifications") folds where that word stands.
    const catalogued = origin?.made === 'capability' && !origin.said;
    if (!origin || origin.person || given.has(feature.id) || !(catalogued || (origin.said && origin.made === 'entity'))) continue;
    const at = catalogued ? origin.positions : phraseAt(feature.name, cue);
    // The other feature stands within the same words: the capability's one phrase names both.
    const standsAt = (id: string) => {
      const other = features.find((one) => one.id === id);
      const hostOrigin = origins.get(id);
      return [...(hostOrigin?.positions ?? []), ...(other && hostOrigin?.said ? phraseAt(other.name, cue) : [])];
    };
    const host = [...given].find(
      ([id, one]) =>
        id !== feature.id &&
        one.spans.some((span) => at.some((position) => position >= span.start && position < span.end) && standsAt(id).some((position) => inside(position, span))),
    );
    if (host && features.some((other) => other.id === host[0])) {
      into.set(feature.id, host[0]);
      continue;
    }
    // …or the capability's words lie inside this feature's own phrase, given to a record's feature with a stock name
    // ("takes table reservations" beside "Book reservations"): that feature takes this one's records and its name.
    const length = feature.name.split(/\s+/).length;
    const holder = origin.said && [...given].find(([id, one]) => {
      const hostOrigin = origins.get(id);
      return id !== feature.id && hostOrigin?.made === 'entity' && !hostOrigin.said && !into.has(id) && at.some((start) => phraseHolds(start, length, one, cue));
    });
    if (holder && features.some((other) => other.id === holder[0])) {
      into.set(feature.id, holder[0]);
      renamedTo.set(holder[0], feature.name);
      continue;
    }
    // …or inside the idea's own words naming any other feature ("Track inventory across warehouses" beside "Inventory").
    const named = catalogued && features.find((other) => {
      const otherOrigin = origins.get(other.id);
      if (other.id === feature.id || into.has(other.id) || !otherOrigin?.said || otherOrigin.person) return false;
      const length = other.name.split(/\s+/).length;
      return phraseAt(other.name, cue).some((start) => at.some((position) => inside(position, { start, end: start + length - 1 })));
    });
    if (named) {
      into.set(feature.id, named.id);
      continue;
    }
    // …or wherever a feature does what it would ("Reminders and notifications" beside "Get SMS reminders"); a record's
    // feature with a stock name ("Получать напоминалки") takes its name, the one the idea's own word gave.
    const doing = catalogued && origin.implies && [...given].find(([id, one]) => one.id === origin.implies && id !== feature.id && !into.has(id));
    if (doing) {
      into.set(feature.id, doing[0]);
      const host = origins.get(doing[0]);
      if (host?.made === 'entity' && !host.said) renamedTo.set(doing[0], feature.name);
    }
  }
  return foldInto(features, into, ['entities', 'integrations']).map((feature) => (renamedTo.has(feature.id) ? { ...feature, name: renamedTo.get(feature.id)! } : feature));
}

/**
 * A feature with a stock name that only keeps records another feature's capability adds itself
 * ("Make payments" beside "Pay for after-school clubs") is that feature's data, not a feature of its
 * own: it folds into it.
 */
function foldCapabilityRecords(features: BriefFeature[], origins: ReadonlyMap<string, FeatureOrigin>, input: CapabilityInput): BriefFeature[] {
  const labels = new Map(input.entities.map((e) => [e.entity.name, e.label.toLowerCase()]));
  const adds = (feature: BriefFeature) =>
    new Set((capabilityCatalogue[capabilityOf(feature).id].records ?? []).map((record) => record.label[input.briefLanguage].replace('{entity} ', '').toLowerCase()));
  // Moved to the host, the records still come after what they belong to ("readings" after their sensor).
  const parents = new Map(input.entities.map((e) => [e.entity.name, e.entity.relations.filter((r) => r.kind === 'belongsTo').map((r) => r.entity)]));
  const people = new Set(input.entities.filter((e) => e.kind === 'person').map((e) => e.entity.name));
  const builtBy = (host: BriefFeature) => new Set(features.slice(0, features.indexOf(host) + 1).flatMap((one) => one.entities));
  const into = new Map<string, string>();
  for (const feature of features) {
    // Only a stock name ("Make payments"): a feature the idea names in its own words stays ("Send readings over MQTT").
    const origin = origins.get(feature.id);
    if (capabilityOf(feature).id !== 'records' || !origin || origin.person || origin.said || feature.entities.length === 0) continue;
    const host = features.find(
      (other) =>
        other.id !== feature.id &&
        capabilityOf(other).id !== 'records' &&
        !into.has(other.id) &&
        feature.entities.every((name) => adds(other).has(labels.get(name) ?? '')) &&
        feature.entities.every((name) => (parents.get(name) ?? []).every((parent) => people.has(parent) || builtBy(other).has(parent))),
    );
    if (host) into.set(feature.id, host.id);
  }
  return foldInto(features, into, ['entities', 'integrations']);
}

/**
 * A feature that only keeps records, named by the first words of another feature's name ("Flag books"
 * beside "Flag books missing from the supplier's invoice", "Post a summary" beside "Post a summary to
 * the channel"), is the same words read twice: it folds into the longer one.
 */
function foldPrefixes(features: BriefFeature[]): BriefFeature[] {
  const into = new Map<string, string>();
  for (const feature of features) {
    if (capabilityOf(feature).id !== 'records' || feature.name.split(/\s+/).length < 2) continue;
    const prefix = `${feature.name.toLowerCase()} `;
    const longer = features.find((other) => other.id !== feature.id && !into.has(other.id) && other.name.toLowerCase().startsWith(prefix));
    if (longer) into.set(feature.id, longer.id);
  }
  return foldInto(features, into, ['entities', 'integrations']);
}

/**
 * Features folded into the ones they are part of (`into`: folded id → host id): their services or
 * records move to the host, what depended on them depends on the host, and a dependency that would
 * now lead back to its feature is dropped.
 */
function foldInto(features: BriefFeature[], into: ReadonlyMap<string, string>, moved: ReadonlyArray<'entities' | 'integrations'>): BriefFeature[] {
  if (into.size === 0) return features;
  const byId = new Map(features.map((feature) => [feature.id, { ...feature, entities: [...feature.entities], integrations: [...feature.integrations] }]));
  for (const [from, to] of into) {
    for (const key of moved) {
      const target = byId.get(to)![key];
      for (const name of byId.get(from)![key]) {
        if (!target.some((other) => other.toLowerCase() === name.toLowerCase()) && target.length < 10) target.push(name);
      }
    }
  }
  const folded = features
    .filter((feature) => !into.has(feature.id))
    .map((feature) => {
      const kept = byId.get(feature.id)!;
      return { ...kept, dependsOn: [...new Set(kept.dependsOn.map((id) => into.get(id) ?? id))].filter((id) => id !== feature.id) };
    });
  return withoutCycles(folded);
}

/** A dependency that would lead back to the feature (two features folded into each other's dependents) is dropped. */
function withoutCycles(features: BriefFeature[]): BriefFeature[] {
  const byId = new Map(features.map((feature) => [feature.id, feature]));
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean => {
    if (from === to) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return (byId.get(from)?.dependsOn ?? []).some((next) => reaches(next, to, seen));
  };
  for (const feature of features) {
    const kept = feature.dependsOn.filter((dependency) => !reaches(dependency, feature.id));
    if (kept.length !== feature.dependsOn.length) byId.set(feature.id, { ...feature, dependsOn: kept });
  }
  return features.map((feature) => byId.get(feature.id)!);
}

/** The feature carrying the most specific capability the idea names; on a tie, the first named. */
function headlineOf(features: BriefFeature[], given: Map<string, Said>): BriefFeature | undefined {
  return features
    .filter((feature) => given.has(feature.id))
    .sort((a, b) => rank(given.get(a.id)!.id) - rank(given.get(b.id)!.id) || startOf(given.get(a.id)!) - startOf(given.get(b.id)!))[0];
}

/** FEAT-001 upwards again after features were folded, with every reference following. */
function renumber(features: BriefFeature[]): { features: BriefFeature[]; byOld: Map<string, BriefFeature> } {
  const ids = new Map(features.map((feature, k) => [feature.id, `FEAT-${String(k + 1).padStart(3, '0')}`]));
  const renumbered = features.map((feature) => ({
    ...feature,
    id: ids.get(feature.id)!,
    dependsOn: feature.dependsOn.flatMap((id) => (ids.has(id) ? [ids.get(id)!] : [])),
  }));
  return { features: renumbered, byOld: new Map(features.map((feature, k) => [feature.id, renumbered[k]!])) };
}

/** The capability with what its sentence says of it: its sources, its channel, when it runs and who reviews. */
function parametersOf(one: Said, others: readonly Said[], input: CapabilityInput, cue: CueText): BriefCapability {
  const { language } = input;
  const inSentence = (span: Span) => cue.sentence[span.start] === one.sentence;
  const nearest = (spans: Span[]) => spans.filter(inSentence).sort((a, b) => distance(a.start, one) - distance(b.start, one))[0];
  const written = (span: Span) => sliceOf(cue, cue.words[span.start]!, cue.words[span.end]!);

  const channels = channelCues.flatMap((entry) => findCues(cue, cuePhrases(entry.words[language], language)).map((span) => ({ span, name: entry.name[input.briefLanguage] })));
  // A channel or a time is said of the capability it stands nearest, with nothing between them
  // ("…pick a time slot, get SMS reminders": the SMS are the reminders'); a time qualifying a
  // noun of its own ("monthly budgets", "daily routines") is no time the capability runs at.
  const nearestMine = (position: number) => others.every((other) => other === one || other.sentence !== one.sentence || distance(position, other) > distance(position, one));
  const mine = (span: Span) =>
    inSentence(span) && !cue.punctuated.slice(Math.min(span.end, startOf(one)), Math.max(span.start, endOf(one))).some(Boolean) && nearestMine(span.start);
  const channel = channels
    .filter(({ span }) => distance(span.start, one) <= CHANNEL_REACH && mine(span))
    .sort((a, b) => distance(a.span.start, one) - distance(b.span.start, one))[0];
  const qualifiesOther = (span: Span) => {
    const next = cue.words[span.end + 1];
    return span.start === span.end && !cue.punctuated[span.end] && next?.pos === 'noun' && distance(span.end + 1, one) > 0;
  };
  const schedule = nearest(findCues(cue, cuePhrases(scheduleCues[language], language)).filter((span) => mine(span) && !qualifiesOther(span)));

  // Services named near it (not the one it speaks on), then the devices it reads from with what qualifies them.
  // A service stands where the idea writes its name ("through Stripe"), not where the catalogue first heard of it ("payments").
  const writtenAt = (name: string, position: number | undefined) => {
    const first = name.split(/\s+/)[0]!.toLowerCase();
    const at = cue.words.findIndex((word, k) => word.lower === first && cue.sentence[k] === one.sentence);
    return at >= 0 ? at : position;
  };
  // …the nearest capability it reaches with no punctuation between ("из Ozon и Wildberries, сверяет их" are both the import's).
  const reaches = (position: number, said: Said) =>
    said.spans.some((span) => !cue.punctuated.slice(Math.min(position, span.start), Math.max(position, span.end)).some(Boolean));
  const sourceOf = (position: number) =>
    reaches(position, one) && others.every((other) => other === one || other.sentence !== one.sentence || !reaches(position, other) || distance(position, other) > distance(position, one));
  // The service the capability is done with ("with AI") says how, not where from.
  const tool = capabilityCues[one.id].needs;
  const services = input.mentions.integrations
    .filter(({ entry }) => namedService(entry.name, cue.text) && entry.key !== tool)
    .map(({ entry, position }) => ({ name: entry.name, position: writtenAt(entry.name, position) }))
    .filter(({ position }) => position !== undefined && position < cue.words.length && cue.sentence[position] === one.sentence && distance(position, one) <= SOURCE_REACH && sourceOf(position))
    .filter(({ position }) => !channels.some(({ span }) => inside(position!, span)))
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map(({ name }) => name);
  const devices = capabilityCues[one.id].readsDevices
    ? findCues(cue, cuePhrases(sourceCues[language], language))
        .filter((span) => inSentence(span) && distance(span.start, one) <= SOURCE_REACH)
        .map((span) => deviceName(span, cue))
    : [];
  // A Latin name in a Russian idea is a service's ("заказы из Ozon"), whether or not the catalogue knows it.
  const latin = cue.language === 'ru'
    ? cue.words
        .map((word, position) => ({ word, position }))
        .filter(({ word, position }) => /^[A-Za-z][A-Za-z0-9]+$/.test(word.text) && cue.sentence[position] === one.sentence && distance(position, one) <= SOURCE_REACH && sourceOf(position))
        .filter(({ position }) => !channels.some(({ span }) => inside(position, span)))
        .map(({ word }) => word.text)
        .filter((name) => !TECHNOLOGY.test(name))
    : [];
  // The product's own name ("a booking app called PawWalk") is no source of it.
  const own = givenName(cue.text)?.toLowerCase();
  const seen = new Set<string>(own ? [own] : []);
  const sources = [...services, ...latin, ...devices]
    .map((source) => clip(source, 80))
    .filter((source) => !seen.has(source.toLowerCase()) && seen.add(source.toLowerCase()))
    .slice(0, 5);

  const reviewer = capabilityCues[one.id].reviewed ? reviewerOf(one, input, cue) : undefined;
  return {
    id: one.id,
    ...(sources.length > 0 ? { sources } : {}),
    ...(channel ? { channel: channel.name } : {}),
    ...(schedule ? { schedule: clip(written(schedule), 80) } : {}),
    ...(reviewer ? { reviewer: clip(reviewer, 80) } : {}),
  };
}

/**
 * A device named with what qualifies it: the nouns before it in English ("soil sensor"), the
 * genitives after it in Russian, the device itself in its dictionary form ("датчиком влажности" →
 * "датчик влажности").
 */
function deviceName(span: Span, cue: CueText): string {
  if (cue.language === 'en') {
    let { start } = span;
    while (start > 0 && span.start - start < 2 && !cue.punctuated[start - 1] && cue.words[start - 1]?.pos === 'noun') start -= 1;
    return sliceOf(cue, cue.words[start]!, cue.words[span.end]!);
  }
  const { end } = objectPhrase(span, cue);
  const head = span.start === span.end ? cue.words[span.start]!.lemma : sliceOf(cue, cue.words[span.start]!, cue.words[span.end]!);
  return end > span.end ? `${head} ${sliceOf(cue, cue.words[span.end + 1]!, cue.words[end]!)}` : head;
}

/** Words for technology, not services: an "API" or "GPS" the idea names is no source of data. */
const TECHNOLOGY = /^(api|apis|sdk|csv|pdf|ai|llm|gps|sms|email|e-mail|push notifications|file storage)$/i;

/** A service the idea names in its own words ("Shopify", "Plaid"), as a whole word: not one the catalogue only guessed. */
function namedService(name: string, text: string): boolean {
  if (TECHNOLOGY.test(name)) return false;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

const FOR_SOMEONE = /^(for|by|to|для|у|к)$/;
const DETERMINER = /^(the|a|an|their|our|your|its|his|her|my|each|every|this|that|these|those)$/;

/**
 * Who reviews: the person named nearest a verb of reviewing in the sentence ("the teacher approves"),
 * else the person it is done for ("flags mismatches for the accountant").
 */
function reviewerOf(one: Said, input: CapabilityInput, cue: CueText): string | undefined {
  const people = input.entities
    .filter((e) => e.kind === 'person')
    .flatMap((person) => person.positions.filter((position) => position < cue.words.length && cue.sentence[position] === one.sentence).map((position) => ({ person, position })));
  // "customer reviews" are things; "the agent reviews" is what the agent does.
  const afterPerson = (span: Span) => people.some(({ position }) => position === span.start - 1);
  const reviews = findCues(cue, cuePhrases(reviewCues[input.language], input.language)).filter(
    (span) => cue.sentence[span.start] === one.sentence && (span.start !== span.end || afterPerson(span) || !namesThings(input.words, span.start, input.language)),
  );
  // The one named as the verb's subject comes first ("…that the manager approves", not "customer reviews").
  const subject = (position: number) => DETERMINER.test(cue.words[position - 1]?.lower ?? '') || cue.punctuated[position - 1] || position === 0 ? 0 : 1;
  const byVerb = reviews
    .flatMap((span) => people.map(({ person, position }) => ({ person, position, after: position > span.end ? 1 : 0, d: position < span.start ? span.start - position : position - span.end })))
    .filter(({ d }) => d <= 6)
    // …then the one before the verb, who does it, over the one after it, whom it is done to («управляющий назначает мастера»).
    .sort((a, b) => subject(a.position) - subject(b.position) || a.after - b.after || a.d - b.d)[0];
  if (byVerb) return byVerb.person.label;
  const before = (position: number, k: number) => cue.words[position - k]?.lower ?? '';
  // "for the accountant", "бухгалтеру": in Russian the dative says it without a preposition.
  const forWhom = people.find(
    ({ position }) =>
      position > startOf(one) &&
      (FOR_SOMEONE.test(before(position, 1)) || (DETERMINER.test(before(position, 1)) && FOR_SOMEONE.test(before(position, 2))) || (cue.language === 'ru' && isDative(cue.words[position]!))),
  );
  return forWhom?.person.label;
}

/** The one question about the headline: how its result is made, each choice a capability id. */
function capabilityQuestion(feature: BriefFeature, one: Said, language: BriefLanguage): BriefQuestion {
  const t = texts[language];
  const choices = (one.choices ?? []).map((id) => {
    const names = capabilityNames[id];
    const full = fill(t.capabilityChoice, { name: language === 'ru' ? names.ru : names.en, how: language === 'ru' ? names.howRu : names.howEn });
    return { value: id, label: full.length <= BRIEF_LIMITS.name ? full : language === 'ru' ? names.ru : names.en };
  });
  return {
    id: capabilityQuestionId(feature.id),
    topic: 'capability',
    text: clip(fill(t.questionCapability, { feature: feature.name }), BRIEF_LIMITS.text),
    choices,
    multiple: false,
  };
}

/** `capability-feat-003`: the question about FEAT-003's capability (see `applyAnswer`). */
export const capabilityQuestionId = (featureId: string) => `capability-${featureId.toLowerCase()}`;

/** How the product makes money by what it does, when the idea says nothing of it (commission for a marketplace paying out…). */
export function impliedModel(features: readonly BriefFeature[], text: string, words: Word[], language: Language, kinds: readonly ProductKind[] = []): ImpliedModel | undefined {
  // The kind of product the idea names does its thing whichever records the idea gives it ("a marketplace where students sell textbooks").
  const carried = new Set([...features.map((feature) => feature.capability?.id ?? 'records'), ...kinds.flatMap((kind) => (kind.does ? [kind.does.capability] : []))]);
  const cue = cueText(text, words, language);
  return impliedMonetisation.find(({ capability, words: said, unless = [] }) => carried.has(capability) && !unless.some((id) => carried.has(id)) && (!said || findCues(cue, cuePhrases(said[language], language)).length > 0))?.model;
}

const clipName = (name: string) => (name.length > BRIEF_LIMITS.name ? `${name.slice(0, BRIEF_LIMITS.name - 3).trimEnd()}...` : name);
