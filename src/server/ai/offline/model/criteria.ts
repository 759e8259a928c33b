import { phrasebook } from '../phrasebooks';
import type { EntityFacts, FeatureFacts } from './feature-facts';

/**
 * Acceptance criteria in Given/When/Then, written from the feature's facts: who acts (its role,
 * signed in or not), on what (its entity, that entity's fields and the records it belongs to),
 * through which integration and under which constraint. Each feature gets a happy path and a
 * failure path; no sentence is shared with another product's feature because every one names this
 * feature's entity, field, role or integration.
 */

export interface Criterion {
  given: string;
  when: string;
  then: string;
}

/** "Given …, when …, then …": the one format every criterion is written in, in the feature's language. */
export const criterionText = (c: Criterion, language: FeatureFacts['language'] = 'en') => criteriaText(language).text(c);

/** The three parts of a criterion written by `criterionText`; undefined for any other sentence. */
export const splitCriterion = (text: string, language: FeatureFacts['language'] = 'en') =>
  criteriaText(language).split(text);

/** Another person's record is out of reach: the rule that keeps one account's data private. */
function ownershipOf(f: FeatureFacts, e: EntityFacts): string | undefined {
  if (!f.signedIn || e.isRole || !['manage', 'verb', 'booking', 'payment'].includes(f.act)) return undefined;
  return e.parents.find((p) => p === f.role || f.role.endsWith(p));
}

/** An integration the feature calls fails: the person keeps their work and can retry. */
function failingIntegration(f: FeatureFacts) {
  const used = f.integrations[0];
  if (!used || !f.entity || ['payment', 'notify', 'export', 'import', 'ai', 'integration'].includes(f.act))
    return undefined;
  return used;
}

/** A regulation or security rule that covers the personal data a feature opens or changes. */
function constraintCriterion(f: FeatureFacts, t: CriteriaPhrases): Criterion | undefined {
  if (!['manage', 'verb', 'profile', 'booking', 'payment'].includes(f.act)) return undefined;
  return ruleCriterion(f, t);
}

function ruleCriterion(f: FeatureFacts, t: CriteriaPhrases): Criterion | undefined {
  const e = [f.entity, ...f.others].find((x) => x?.personal);
  if (!e) return undefined;
  const rule = f.constraints.find((k) => k.kind === 'compliance' || k.kind === 'security');
  if (rule) return t.audited(f, e, rule.name);
  const privacy = f.constraints.find((k) => k.kind === 'privacy');
  if (privacy) return t.privacy(e, privacy.name);
  return undefined;
}

/** Acceptance criteria in one language; which criteria a feature gets is decided once, in `featureCriteria`. */
export interface CriteriaPhrases {
  /** "Given …, when …, then …" and back. */
  text(c: Criterion): string;
  split(text: string): Criterion | undefined;
  /** A criterion another feature already has, made this feature's own by naming it. */
  distinct(c: Criterion, featureName: string): Criterion;
  happyPaths(f: FeatureFacts): Criterion[];
  failurePath(f: FeatureFacts): Criterion;
  ownership(f: FeatureFacts, e: EntityFacts, owner: string): Criterion;
  integrationFailure(f: FeatureFacts, e: EntityFacts, service: string): Criterion;
  audited(f: FeatureFacts, e: EntityFacts, rule: string): Criterion;
  privacy(e: EntityFacts, rule: string): Criterion;
}

/** The phrasebook of a language (one without its own is written in English). */
export const criteriaText = (language: FeatureFacts['language']): CriteriaPhrases => phrasebook(language).criteria;

/** The feature's criteria: its happy paths, the rules that guard them, and a failure path last. */
/**
 * A criterion of the catalogue (ADR 0041) in the PRD's form: a Russian PRD says "…; когда …; тогда …"
 * where a task (and the catalogue) says "…; когда …, тогда …". Any other text stays as it is.
 */
export function prdCriterion(text: string, language: FeatureFacts['language']): string {
  if (language !== 'ru') return text;
  const parts = /^Дано: (.+?); когда (.+?), тогда (.+)$/s.exec(text);
  return parts ? criterionText({ given: parts[1]!, when: parts[2]!, then: parts[3]! }, 'ru') : text;
}

/**
 * What a feature owes its services and its rules whatever it does: the record stays as it was when
 * the service it calls fails, and a regulation audits the personal data it opens. A feature written
 * from its capability's plan (ADR 0041) gets these after the plan's own criteria.
 */
export function safeguardCriteria(f: FeatureFacts): Criterion[] {
  const t = criteriaText(f.language);
  const service = f.integrations[0];
  return [f.entity && service ? t.integrationFailure(f, f.entity, service.name) : undefined, ruleCriterion(f, t)].filter(
    (c): c is Criterion => c !== undefined,
  );
}

export function featureCriteria(f: FeatureFacts): Criterion[] {
  const t = criteriaText(f.language);
  const e = f.entity;
  const owner = e && ownershipOf(f, e);
  const service = failingIntegration(f);
  return [
    ...t.happyPaths(f),
    ...[
      e && owner ? t.ownership(f, e, owner) : undefined,
      e && service ? t.integrationFailure(f, e, service.name) : undefined,
      constraintCriterion(f, t),
    ].filter((c): c is Criterion => c !== undefined),
    t.failurePath(f),
  ];
}
