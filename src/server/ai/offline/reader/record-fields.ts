import type { Brief } from '../../../../shared/schemas/brief';
import type { ReadEntity } from './entities';
import type { Mentions } from './mentions';

/** Fields the idea implies: "expiry tracking" dates the stock, paying "by card or cash" is a method of payment. */
export function addImpliedFields(entities: ReadEntity[], text: string) {
  const add = (entity: ReadEntity | undefined, field: Brief['entities'][number]['fields'][number]) => {
    if (entity && !entity.entity.fields.some((f) => f.name === field.name)) entity.entity.fields.push(field);
  };
  if (/\b(expir\w*|best before|shelf life)\b|срок\S* годности/i.test(text)) {
    add(entities.find((e) => e.entity.fields.some((f) => f.name === 'quantity')) ?? entities.find((e) => e.kind === 'asset'), { name: 'expiresOn', type: 'date' });
  }
  if (/\b(cash|(by|with|via) (credit |debit |bank )?cards?|card payments?)\b|наличн|картой|картами/i.test(text)) {
    add(entities.find((e) => e.entity.name === 'Payment') ?? entities.find((e) => e.kind === 'money'), { name: 'method', type: 'enum' });
  }
}

const FILED_KINDS = new Set(['document', 'money', 'asset', 'event']);

/** "invoices in PDF", "PDF invoices": the format is how the nearest record is stored, a file and its format. */
export function addFormatFields(entities: ReadEntity[], mentions: Mentions) {
  for (const format of mentions.formats) {
    // Before a noun the format qualifies what follows ("PDF invoices"); otherwise what precedes ("invoices in PDF").
    const next = mentions.words[format.position + 1];
    const ahead = Boolean(next && !mentions.words[format.position]?.breakAfter && next.pos === 'noun');
    const distance = (e: ReadEntity) => Math.abs(e.position - format.position) + ((e.position > format.position) === ahead ? 0 : 0.5);
    const near = entities
      // Records the idea only implies stand after its last word: they are named nowhere near a format.
      .filter((e) => FILED_KINDS.has(e.kind) && e.position < mentions.words.length && Math.abs(e.position - format.position) <= 4)
      .sort((a, b) => distance(a) - distance(b))[0];
    if (!near) continue;
    const fields = near.entity.fields;
    if (!fields.some((f) => f.type === 'url') && fields.length < 30) fields.push({ name: 'fileUrl', type: 'url' });
    if (!fields.some((f) => f.name === 'format') && fields.length < 30) fields.push({ name: 'format', type: 'enum' });
  }
}
