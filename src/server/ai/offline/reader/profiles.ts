import type { CapabilityId } from '../../../../shared/capabilities';
import type { BriefFeature } from '../../../../shared/schemas/brief';
import { capitalise, joinList } from '../text';
import { belongsTo, type ReadEntity } from './entities';
import { labelsOf, type FeatureOrigin } from './features';
import { fill } from './template';
import { texts } from './texts';
import { productWords } from '../catalogue/words';
import type { Language, Word } from './words';

/** Capabilities whose features are done with a provider the customer chooses. */
const PROVIDED: ReadonlySet<CapabilityId> = new Set(['booking', 'payouts', 'directory']);

/** The words naming the product itself, in either language. */
const PRODUCT = new Set([...productWords.en.split('|'), ...productWords.ru.split('|')]);

/** The idea speaks of profiles itself ("walkers with profiles", «анкеты мастеров»). */
const PROFILE = /^(profile|profiles|профиль|профили|профилей|анкета|анкеты|анкет|портфолио)$/;

/**
 * A person's profile is a feature only when someone else needs it. A person who belongs to another
 * person (a parent's kids, a trainer's clients) and whom nobody else acts on is that person's record
 * to add ("Add kids"). The kinds of people who only use the product share one "Sign up and sign in"
 * feature (ADR 0044): a "Dog owner profiles" form each says nothing of what the product does. A person others find, book, pay
 * or assign keeps their profile, as do the people of an internal tool (its manager adds the staff),
 * of a marketplace and of an idea that speaks of profiles.
 */
export function peopleProfiles(
  features: BriefFeature[],
  origins: ReadonlyMap<string, FeatureOrigin>,
  /** The capability each feature was found to have (feature id → capability), where one was. */
  capabilities: ReadonlyMap<string, CapabilityId>,
  entities: readonly ReadEntity[],
  words: readonly Word[],
  language: Language,
  context: {
    /** Who does each feature (feature name → person entity), learnt and amended here. */
    actors?: Map<string, string>;
    /** The idea is an internal tool. */
    internal?: boolean;
    /** What the kinds of product the idea names do ("a marketplace" pays its sellers out: they are chosen). */
    kinds?: readonly CapabilityId[];
    /** People a capability's words name as what someone else acts on ("fans follow the runners live"). */
    sought?: ReadonlySet<string>;
    /** The idea says it works without a server ("works offline", "no backend"): no one signs in. */
    serverless?: boolean;
  } = {},
): BriefFeature[] {
  const { actors, internal = false, kinds = [], sought = new Set<string>(), serverless = false } = context;
  if (internal || kinds.some((kind) => PROVIDED.has(kind)) || words.some((word) => PROFILE.test(word.lower))) return features;
  const people = new Map(entities.filter((e) => e.kind === 'person').map((e) => [e.entity.name, e]));
  const t = texts[language];
  const profileOf = (feature: BriefFeature) => (origins.get(feature.id)?.profile ? people.get(feature.entities[0] ?? '') : undefined);
  // Sign-in alone never makes the product: the profiles stay when the idea says little else.
  const others = features.filter((feature) => !profileOf(feature)).length;
  const served = entities.find((one) => one.kind === 'person' || one.kind === 'place' ? madeFor(one, words) : false);
  // The only person of a product that books, pays or lists people is the one booked ("запись к парикмахеру").
  const provided = people.size === 1 && [...capabilities.values()].some((id) => PROVIDED.has(id));
  /** The users' profiles, which become one account feature. */
  const accountOf = new Map<string, ReadEntity>();
  const read = features.flatMap((feature) => {
    const person = profileOf(feature);
    if (!person || capabilities.has(feature.id)) return [feature];
    const name = person.entity.name;
    // Someone other than the person books, pays or acts on them: a provider with a profile of their own.
    const provides = features.some((other) => PROVIDED.has(capabilities.get(other.id) ?? 'records') && actors?.get(other.name) !== name);
    const owner = belongsTo(person).map((parent) => people.get(parent)).find((one) => one && one !== person);
    const actedOn = (by: (actor: string | undefined) => boolean) =>
      features.some((other) => other.id !== feature.id && other.entities.includes(name) && by(actors?.get(other.name)));
    // A place's people (a clinic's patients, a gym's members) are its client list, kept by its staff.
    const ofPlace = belongsTo(person).some((parent) => !people.has(parent) && entities.some((e) => e.entity.name === parent));
    // People beside those the product is made for are their clients ("a service for therapists: clients…").
    const theirs = served !== undefined && served !== person;
    if (provides || provided || ofPlace || theirs || sought.has(name)) return [feature];
    // A user's profile stays when another person acts on them; what the product itself does for them needs no profile.
    if (!owner) {
      // …who uses it: does something the idea says, is who it is made for, or is the only person it names.
      const uses = [...(actors?.values() ?? [])].includes(name) || served === person;
      // The only kind of user keeps their profile: a device may keep it, where no one signs in.
      if (serverless || people.size === 1 || others < 2 || !uses || actedOn((actor) => actor !== undefined && actor !== name)) return [feature];
      accountOf.set(feature.id, person);
      return [feature];
    }
    if (actedOn((actor) => ![name, owner.entity.name].includes(actor ?? ''))) return [feature];
    const forms = labelsOf(person.label, language);
    const added = { ...feature, name: fill(t.dependents, forms), description: fill(t.dependentsDescription, { ...forms, owners: capitalise(labelsOf(owner.label, language).labels) }) };
    actors?.set(added.name, owner.entity.name);
    return [added];
  });
  // The people who only use the product share one account feature, where the first of their profiles stood.
  const first = read.findIndex((feature) => accountOf.has(feature.id));
  if (first === -1) return read;
  const users = [...accountOf.values()];
  const who = joinList(users.map((person) => (language === 'ru' ? person.label : capitalise(labelsOf(person.label, language).labels))), language === 'ru' ? 'и' : 'and');
  const accounts = { ...read[first]!, name: t.accounts, description: fill(t.accountsDescription, { people: language === 'ru' ? who : capitalise(who) }), entities: users.map((person) => person.entity.name) };
  return read.flatMap((feature, k) => (k === first ? [accounts] : accountOf.has(feature.id) ? [] : [feature]));
}

/** Words that may stand between "for" and the people it names ("for busy parents", «для частных психотерапевтов»). */
const QUALIFIER = /^(a|an|the|small|local|independent|busy|solo|freelance|private|частных|частные|небольших|начинающих|независимых)$/;

/**
 * The idea names the product, then "for" and these people or this place ("A tool for landlords",
 * «Сервис для психотерапевтов», "Online booking for hair salons"): the product's word stands before
 * "for", or "for" is among the idea's first words.
 */
function madeFor(person: ReadEntity, words: readonly Word[]): boolean {
  const product = (word: Word | undefined) => Boolean(word && (PRODUCT.has(word.lower) || PRODUCT.has(word.lemma)));
  return person.positions.some((at) => {
    let k = at - 1;
    // …past the words qualifying them ("for small dog trainers").
    while (k > 0 && !words[k]!.breakAfter && (['adjective', 'noun'].includes(words[k]!.pos) || QUALIFIER.test(words[k]!.lower))) k -= 1;
    return /^(for|для)$/.test(words[k]?.lower ?? '') && (product(words[k - 1]) || (k <= 3 && words.slice(0, k).every((word) => !word.breakAfter)));
  });
}
