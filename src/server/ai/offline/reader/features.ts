import type { BriefFeature } from '../../../../shared/schemas/brief';
import { capitalise, plural } from '../text';
import { belongsTo, type ReadEntity } from './entities';
import type { Mentions } from './mentions';
import { inflectPhrase } from './russian';
import { texts } from './texts';
import type { Language } from './words';

/**
 * Features: one for each entity (in the entities' order, so a feature comes after the features of
 * what its entity belongs to), then one for each capability the idea names, then one for each
 * integration no other feature uses. `dependsOn` follows the entities a feature is built on.
 */

const MAX_FEATURES = 30;

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);

export function labelsOf(label: string, language: Language) {
  if (language === 'ru') {
    return { label, labels: inflectPhrase(label, ['nomn', 'plur']), labelsGen: inflectPhrase(label, ['gent', 'plur']) };
  }
  return { label, labels: plural(label), labelsGen: plural(label) };
}

function vars(label: string, language: Language) {
  const forms = labelsOf(label, language);
  return { ...forms, Label: capitalise(forms.label), Labels: capitalise(forms.labels) };
}

export function buildFeatures(entities: ReadEntity[], mentions: Mentions, language: Language): BriefFeature[] {
  const t = texts[language];
  const features: BriefFeature[] = [];
  const byEntity = new Map<string, BriefFeature>();
  const nextId = () => `FEAT-${String(features.length + 1).padStart(3, '0')}`;
  const featureIdsOf = (names: string[]) =>
    [...new Set(names.map((name) => byEntity.get(name)?.id).filter((id): id is string => Boolean(id)))].slice(0, 10);

  for (const read of entities.slice(0, MAX_FEATURES - 8)) {
    const v = vars(read.label, language);
    const person = read.kind === 'person';
    const aggregate = read.kind === 'aggregate';
    const feature: BriefFeature = {
      id: nextId(),
      name: clipName(aggregate ? v.Labels : fill(person ? t.profiles : t.manage, v)),
      description: fill(person ? t.profileDescription : aggregate ? t.aggregateDescription : t.manageDescription, v),
      priority: aggregate ? 'could' : read.kind === 'document' ? 'should' : 'must',
      entities: [read.entity.name],
      integrations: [],
      dependsOn: aggregate
        ? featureIdsOf(entities.filter((e) => ['event', 'document', 'money'].includes(e.kind)).map((e) => e.entity.name))
        : featureIdsOf(belongsTo(read)),
    };
    features.push(feature);
    byEntity.set(read.entity.name, feature);
  }

  const entitiesIn = (clause: number) => entities.filter((e) => e.clauses.includes(clause)).map((e) => e.entity.name);
  const mainEntity = entities.find((e) => e.kind === 'event') ?? entities.find((e) => e.kind !== 'person') ?? entities[0];
  const used = new Set<string>();

  const seen = new Set<string>();
  for (const { entry, clause } of mentions.capabilities) {
    if (seen.has(entry.key) || features.length >= MAX_FEATURES) continue;
    seen.add(entry.key);
    const named = entitiesIn(clause);
    const on = (named.length > 0 ? named : mainEntity ? [mainEntity.entity.name] : []).slice(0, 10);
    const integrations = mentions.integrations.filter((i) => i.clause === clause).map((i) => i.entry.name);
    integrations.forEach((name) => used.add(name));
    features.push({
      id: nextId(),
      name: entry.name[language],
      description: fill(t.capabilityDescription, {
        name: entry.name[language],
        labels: on.map((name) => labelFor(entities, name, language)).join(', ') || t.defaultRole,
      }),
      priority: 'should',
      entities: on,
      integrations,
      dependsOn: featureIdsOf(on),
    });
  }

  for (const { entry, clause } of mentions.integrations) {
    if (used.has(entry.name)) continue;
    used.add(entry.name);
    const host = entitiesIn(clause)
      .concat(entities.map((e) => e.entity.name))
      .find((name) => entry.entities?.includes(name));
    const hostFeature = host ? byEntity.get(host) : undefined;
    if (hostFeature && hostFeature.integrations.length < 10) {
      hostFeature.integrations.push(entry.name);
      continue;
    }
    if (features.length >= MAX_FEATURES) continue;
    const on = entitiesIn(clause).slice(0, 10);
    features.push({
      id: nextId(),
      name: entry.feature[language],
      description: fill(t.integrationDescription, { name: entry.feature[language], integration: entry.name }),
      priority: 'should',
      entities: on,
      integrations: [entry.name],
      dependsOn: featureIdsOf(on),
    });
  }
  return features;
}

function labelFor(entities: ReadEntity[], name: string, language: Language): string {
  const read = entities.find((e) => e.entity.name === name);
  return read ? labelsOf(read.label, language).labels : name;
}

const clipName = (name: string) => (name.length > 80 ? `${name.slice(0, 77)}...` : name);
