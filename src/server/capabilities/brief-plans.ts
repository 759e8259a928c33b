import {
  capabilityOf,
  type Brief,
  type BriefEntity,
  type BriefFeature,
  type BriefRole,
} from '../../shared/schemas/brief';
import { escapeRegExp, isCyrillic, lowerWords, plural, singularPhrase, wordStems } from '../ai/offline/text';
import { capabilityPlan, type CapabilityContext, type CapabilityPlan, type CapabilityRecordContext } from './plan';

/**
 * The capability plans of a brief's features, from the brief alone (ADR 0041): the AI engine's step
 * prompts carry them and the kit check holds a kit to them, so whoever wrote the kit is judged
 * against the same filled-in catalogue. A feature that only keeps records has none.
 */

export interface FeaturePlan {
  feature: BriefFeature;
  plan: CapabilityPlan;
}

export const isAdmin = (role: BriefRole) => /^(admin|administrator|администратор)/i.test(role.name.trim());

/** "Clinic manager" → "clinic manager"; acronyms stay ("HR lead"). */
export const lowerName = (name: string) => (/^\p{Lu}{2}/u.test(name) ? name : name.charAt(0).toLowerCase() + name.slice(1));
const person = (role: BriefRole) => singularPhrase(lowerName(role.name.trim()));

/** The entity most features act on (the first on a tie): a feature without its own works on it. */
export function mostUsedEntity(
  entities: readonly BriefEntity[],
  features: readonly Pick<BriefFeature, 'entities'>[],
): BriefEntity | undefined {
  const count = (entity: BriefEntity) => features.filter((f) => f.entities.includes(entity.name)).length;
  return entities.reduce<BriefEntity | undefined>((best, e) => (best && count(best) >= count(e) ? best : e), undefined);
}

function recordOf(entity: BriefEntity, language: Brief['language']): CapabilityRecordContext {
  const given = entity.label?.trim();
  const english = given && !isCyrillic(given) ? given.toLowerCase() : lowerWords(entity.name);
  return {
    name: entity.name,
    label: english,
    labelPlural: plural(english),
    ...(language === 'ru' && given && isCyrillic(given) ? { founderLabel: given.toLowerCase() } : {}),
  };
}

/** The role whose name and goals share most words with the feature's, when one shares any. */
export function closestRole(feature: Pick<BriefFeature, 'name' | 'description'>, roles: readonly BriefRole[]): BriefRole | undefined {
  const wanted = wordStems(`${feature.name} ${feature.description}`);
  let best: { role: BriefRole; score: number } | undefined;
  for (const role of roles) {
    // A feature named after the role, the role first ("Fan profiles"), is theirs whatever the length of the
    // word; the goals of another role that mention those people ("follow the runners") weigh more only when they say more.
    const name = singularPhrase(lowerName(role.name));
    const named = new RegExp(`^(?:профили\\s+)?${escapeRegExp(name)}`, 'iu').test(feature.name) ? 2 : 0;
    const score = named + [...wordStems(`${role.name} ${role.goals.join(' ')}`)].filter((s) => wanted.has(s)).length;
    if (score > 0 && (!best || score > best.score)) best = { role, score };
  }
  return best?.role;
}

/** The role a feature serves: the closest, else the first that is not an admin. */
const roleOf = (feature: BriefFeature, roles: readonly BriefRole[]) => closestRole(feature, roles) ?? roles.find((r) => !isAdmin(r)) ?? roles[0];

/** What `capabilityPlan` needs to fill the catalogue in for one feature of the brief. */
export function capabilityContextOf(brief: Brief, feature: BriefFeature): CapabilityContext {
  const own = brief.entities.find((e) => e.name === feature.entities[0]);
  const entity = own ?? mostUsedEntity(brief.entities, brief.features);
  const role = roleOf(feature, brief.roles);
  const other = brief.roles.find((r) => r !== role && !isAdmin(r));
  return {
    language: brief.language,
    product: brief.productName,
    feature: { name: feature.name, capability: capabilityOf(feature) },
    ...(entity ? { entity: recordOf(entity, brief.language) } : {}),
    role: role ? person(role) : brief.language === 'ru' ? 'пользователь' : 'user',
    ...(other ? { other: person(other) } : {}),
    platforms: brief.platforms,
  };
}

/**
 * The plan of every feature of the brief that does more than keep records, in the brief's order;
 * without a server (`server: false`), a capability a device can carry alone is planned on the device.
 */
export function featurePlans(brief: Brief, server = true): FeaturePlan[] {
  return brief.features
    .filter((feature) => capabilityOf(feature).id !== 'records')
    .map((feature) => ({ feature, plan: capabilityPlan({ ...capabilityContextOf(brief, feature), server }) }));
}
