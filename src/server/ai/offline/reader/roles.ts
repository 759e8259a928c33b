import type { BriefFeature, BriefLanguage, BriefRole } from '../../../../shared/schemas/brief';
import { capitalise } from '../text';
import { capabilities, servedPeople } from '../catalogue/words';
import type { ReadEntity } from './entities';
import { catalogueActionName, labelsOf } from './features';
import type { Mentions } from './mentions';
import { clip, fill } from './template';
import { texts } from './texts';

/** The names of the capabilities' features, in every language. */
const CAPABILITY_NAMES: ReadonlySet<string> = new Set(capabilities.flatMap((entry) => [entry.name.en, entry.name.ru]));

/** People in the idea become roles; their goals are what the idea says they do. */
const STAFF = ['Employee', 'Manager', 'Administrator', 'Staff'];

/** The features read from the idea, and who the idea says does each (feature name → person entity). */
export interface Done {
  features: BriefFeature[];
  actors: Map<string, string>;
}

export function rolesOf(entities: ReadEntity[], mentions: Mentions, language: BriefLanguage, internal: boolean, done: Done, defaultRole: string): BriefRole[] {
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
