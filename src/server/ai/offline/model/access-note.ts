import type { CompositionModel } from './types';
import { productShape } from './product-shape';
import { roleReach } from '../rule-examples';
import { joinList, lowerWords, pluralPhrase } from '../text';

/**
 * The access convention the code follows, in English: the stack's notes and the English
 * phrasebooks both say it, so it lives apart from either.
 */

type Shape = ReturnType<typeof productShape>;

const capitaliseFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The access convention the code follows: per owner, with public and global reads where the brief has them. */
export function accessNote(brief: CompositionModel, shape: Shape = productShape(brief)): string {
  const reads = [
    ...(shape.publicEntities.length > 0
      ? [`${joinList(shape.publicEntities)} ${shape.publicEntities.length > 1 ? 'are' : 'is'} readable signed out`]
      : []),
    ...(shape.globalEntities.length > 0
      ? [
          `${joinList(shape.globalEntities)} ${shape.globalEntities.length > 1 ? 'are' : 'is'} global, read by everyone and written only by the server`,
        ]
      : []),
  ];
  if (shape.internal) return 'Access follows each staff role, checked on the server; every change records who made it';
  if (!brief.accounts && !shape.service)
    return shape.extension
      ? 'No accounts: each install sends a random token created on first run, and the API returns only the records made with that token'
      : 'No accounts: public endpoints are rate-limited, and nothing one visitor sends is shown to another unless the feature publishes it';
  if (shape.service) return 'Every request is authorised by its API key; a key reaches only its own account’s data';
  if (reads.length > 0)
    return `${joinList(reads)}; every write checks on the server that the caller owns the record (never trust ids from the client)`;
  const people = brief.roles.filter((r) => !/^(admin|administrator|администратор)/i.test(r.role));
  const reach = roleReach(brief);
  if (reach.length > 0)
    return `${reach.join(', ')}, checked on the server; never trust ids from the client alone`;
  if (people.length > 1)
    return `${capitaliseFirst(joinList(people.map((r) => pluralPhrase(lowerWords(r.role)))))} each reach only the records linked to them (their own, or those assigned or shared with them), checked on the server; never trust ids from the client alone`;
  return `Every query of ${joinList(brief.entities.slice(0, 3).map((e) => e.name))} is scoped to the signed-in ${brief.user} (or workspace); never trust ids from the client alone`;
}
