import type { CapabilityId } from '../../../../shared/capabilities';
import { capabilityOf, type Brief } from '../../../../shared/schemas/brief';
import type { EntityAccess } from './types';

/**
 * Who may see each entity's records, from the capabilities of the features that use it: a feature
 * that keeps records keeps the owner's own, a directory shows its records to anyone, a live walk or
 * a chat is shared by the people it involves, and what a sync, a reconciliation or a report writes
 * is the system's. The backend's entity notes and its endpoints say it, so no endpoint claims "the
 * signed-in user's" records where the feature shares them.
 */

/** The access each capability gives the records it uses and the records it adds. */
export const capabilityAccess: Record<CapabilityId, EntityAccess> = {
  records: 'own',
  directory: 'public',
  booking: 'involved',
  checkout: 'own',
  payouts: 'system',
  billing: 'own',
  live: 'involved',
  realtime: 'involved',
  chat: 'involved',
  notify: 'own',
  sync: 'system',
  reconcile: 'system',
  advice: 'system',
  'ai-draft': 'own',
  'content-qa': 'own',
  device: 'own',
  media: 'own',
  maps: 'public',
  analytics: 'system',
  'public-api': 'own',
  bot: 'own',
  game: 'own',
  lessons: 'own',
  workflow: 'team',
  publishing: 'public',
  'import-export': 'own',
  offline: 'own',
};

/**
 * When features disagree, the widest reach wins: records anyone reads are public whoever else
 * keeps them, and the system's records are only those no person keeps.
 */
const reach: readonly EntityAccess[] = ['public', 'involved', 'team', 'own', 'system'];

/** The widest of some accesses (the owner's own when there are none). */
export function widest(accesses: readonly EntityAccess[]): EntityAccess {
  return reach.find((a) => accesses.includes(a)) ?? 'own';
}

/**
 * An internal tool has neither visitors nor strangers: what people keep or share is the team's,
 * and only the system's records stay the system's.
 */
export const inProduct = (access: EntityAccess, internal: boolean): EntityAccess =>
  internal && access !== 'system' ? 'team' : access;

/** Each entity of the brief and the capability each feature that uses it gives it. */
export function entityAccess(brief: Pick<Brief, 'entities' | 'features'>, internal: boolean): Map<string, EntityAccess> {
  const given = new Map<string, EntityAccess[]>();
  for (const feature of brief.features) {
    const access = capabilityAccess[capabilityOf(feature).id];
    for (const name of feature.entities) given.set(name, [...(given.get(name) ?? []), access]);
  }
  return new Map(brief.entities.map((e) => [e.name, inProduct(widest(given.get(e.name) ?? []), internal)]));
}
