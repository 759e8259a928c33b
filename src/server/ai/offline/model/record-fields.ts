import type { FieldType } from '../../../../shared/schemas/brief';
import { joinList } from '../text';
import { fieldWords } from './feature-facts';

/**
 * The fields a person fills in and reads on a record, its first few: what makes one product's
 * skeletons, schemas and error messages its own rather than a template with another noun. The id,
 * the timestamps and the links to other records are the system's, so never listed.
 */

interface Field {
  name: string;
  type: string;
}

const systemFields = new Set(['id', 'createdAt', 'updatedAt']);

export function shownFields(fields: readonly Field[] | undefined, count = 3): Field[] {
  return (fields ?? []).filter((f) => !systemFields.has(f.name) && f.type !== 'reference' && !/Id$/.test(f.name)).slice(0, count);
}

/** The field a list of the record is filtered by (its status, state or stage), if it has one. */
export const statusField = <F extends Field>(fields: readonly F[] | undefined): F | undefined =>
  (fields ?? []).find((f) => f.type === 'enum' && /status|state|stage/i.test(f.name));

/** A field in English prose: "start time", "licence number". */
export const fieldInWords = (field: Field) => fieldWords(field.name, field.type as FieldType);

/** A record's first fields in English prose ("title, salary and location"), or '' when it has none. */
export const fieldsInWords = (fields: readonly Field[] | undefined, count = 3) =>
  joinList(shownFields(fields, count).map(fieldInWords));

/** A field as a Russian kit names it: its identifier in code, as the data model writes it. */
export const fieldInCode = (field: Field) => `\`${field.name}\``;

/** Types whose values can be wrong, not just missing: the field an invalid request is tested with first. */
const checkedTypes = ['email', 'phone', 'money', 'url', 'date', 'datetime', 'integer', 'number'];

/** The field a request is most likely to get wrong: the first with a checked type, else the first shown. */
export function checkedField(fields: readonly Field[] | undefined): Field | undefined {
  const shown = shownFields(fields, Infinity);
  return shown.find((f) => checkedTypes.includes(f.type)) ?? shown[0];
}
