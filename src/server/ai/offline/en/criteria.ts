import type { Criterion, CriteriaPhrases } from '../model/criteria';
import {
  asInfinitive,
  fieldList,
  lowerFirst,
  type EntityFacts,
  type FeatureFacts,
  type FieldFacts,
} from '../model/feature-facts';
import { capitalise, plural, withArticle } from '../text';

/** Acceptance criteria in English; ru/criteria.ts writes the same criteria in Russian. */

const person = (f: FeatureFacts) => (f.signedIn ? `a signed-in ${f.role}` : withArticle(f.role));

/** Where a saved record shows up: its list screen, the terminal, or the API. */
function shownAt(f: FeatureFacts, e: EntityFacts): string {
  if (f.surface === 'terminal') return 'printed in the terminal';
  if (f.surface === 'api') return `returned by GET /api${e.route}`;
  return `listed at ${e.route}`;
}

/** What the person already has for the feature to make sense: "with a saved dog". */
function prerequisite(f: FeatureFacts): string | undefined {
  const own = f.entity;
  // Only a record the feature's own one belongs to must exist first (a recipe's ingredients come with it).
  const first = f.others.find((o) => !o.isRole && (own ? own.parents.includes(o.label) : true));
  return first ? `with a saved ${first.label}` : undefined;
}

const given = (f: FeatureFacts, extra?: string) => [person(f), extra ?? prerequisite(f)].filter(Boolean).join(' ');

const firstOf = (e: EntityFacts, types: readonly string[]) => e.fields.find((x) => types.includes(x.type));
const timeField = (e: EntityFacts) =>
  e.fields.find((x) => (x.type === 'datetime' || x.type === 'date') && /start|due|date|time|at$|on$/i.test(x.name)) ??
  firstOf(e, ['datetime', 'date']);
const textField = (e: EntityFacts) => firstOf(e, ['string', 'text', 'email']);
const hasStatus = (e: EntityFacts) => e.fields.some((x) => x.name === 'status');
const otherSide = (f: FeatureFacts) => f.otherRole ?? `the ${f.role}'s contact`;

/** An invalid value of the field a form is most likely to get wrong, and why it is refused. */
function invalidValue(field: FieldFacts): string {
  switch (field.type) {
    case 'email':
      return `${withArticle(field.words)} without an @`;
    case 'phone':
      return `${withArticle(field.words)} with letters in it`;
    case 'money':
    case 'number':
    case 'integer':
      return /[^s]s$/.test(field.words) ? `a negative number of ${field.words}` : `a negative ${field.words}`;
    case 'date':
    case 'datetime':
      return /birth/i.test(field.name) ? `${withArticle(field.words)} in the future` : `${withArticle(field.words)} in the past`;
    case 'url':
      return `${withArticle(field.words)} that is not a web address`;
    default:
      return `an empty ${field.words}`;
  }
}

function validationFailure(f: FeatureFacts, e: EntityFacts, doing: string, noun = e.label): Criterion {
  const field =
    e.fields.find((x) => ['email', 'phone', 'money', 'url'].includes(x.type)) ??
    e.fields.find((x) => ['integer', 'number'].includes(x.type)) ??
    e.fields.find((x) => (x.type === 'date' || x.type === 'datetime') && /start|due|birth/i.test(x.name)) ??
    textField(e) ??
    e.fields[0];
  if (!field) {
    return {
      given: `${withArticle(f.role)} ${doing}`,
      when: 'the connection drops before they save',
      then: `nothing is half-saved and their ${noun} is still there to send again`,
    };
  }
  return {
    given: `${withArticle(f.role)} ${doing}`,
    when: `they enter ${invalidValue(field)}`,
    then: `the ${noun} is not saved and the message next to ${field.words} says what to fix`,
  };
}


/** The record an act implies when the brief names none: a payment is still a payment. */
const impliedRecord: Partial<Record<FeatureFacts['act'], string>> = {
  booking: 'booking',
  payment: 'payment',
  review: 'review',
  message: 'conversation',
  notify: 'reminder',
};

function subject(f: FeatureFacts): EntityFacts | undefined {
  if (f.entity) return f.entity;
  const label = impliedRecord[f.act];
  if (!label) return undefined;
  const parent = f.others[0]?.label ?? (f.primary !== label ? f.primary : undefined);
  return {
    name: label,
    label,
    plural: plural(label),
    route: `/${plural(label)}`,
    fields: [],
    parents: parent ? [parent] : [],
    children: [],
    isRole: false,
    personal: false,
  };
}

function happyPaths(f: FeatureFacts): Criterion[] {
  const e = subject(f);
  const name = lowerFirst(f.name);
  if (!e) {
    const doing = f.verbPhrase ?? `use ${name}`;
    const used = f.integrations[0];
    const action = used && asInfinitive(used.purpose);
    return [
      {
        given: `${person(f)} ${f.surface === 'terminal' ? 'in a terminal' : f.surface === 'api' ? 'with an API key' : `on ${f.hub === '/' ? 'the start screen' : f.hub}`}`,
        when: `they ${doing}`,
        then: used
          ? `${used.name} is called${action ? ` to ${action}` : ''} and the outcome shows at once, also on their next visit`
          : f.surface === 'terminal'
            ? `the result of ${name} is printed and the command exits with code 0`
            : `the result of ${name} is shown at once and kept for their next visit`,
      },
    ];
  }
  const fields = fieldList(e);
  switch (f.act) {
    case 'integration': {
      const used = f.integrations[0]!;
      const action = asInfinitive(used.purpose);
      const page = e.isRole ? 'their profile' : `the ${e.label}'s page`;
      return [
        {
          given: `${person(f)} on ${e.isRole ? 'their profile' : `${withArticle(e.label)}'s page`}`,
          when: `they start ${name}`,
          then: `${used.name} takes over ${action ? `to ${action}` : `for ${lowerFirst(used.purpose.replace(/[.!]+$/, ''))}`}, and ${page} shows the outcome when it ends`,
        },
      ];
    }
    case 'profile':
      return [
        {
          given: f.invited ? `${withArticle(f.role)} whose account an admin has just created` : `a new ${f.role}`,
          when: `they ${f.invited ? 'sign in for the first time' : 'sign up'} and fill in their ${fieldList(e, 3) || 'details'}`,
          then: `their ${e.isRole ? 'profile' : e.label} is saved and shown on ${e.route}/:id${f.otherRole ? `, where ${plural(f.otherRole)} can see it` : ''}`,
        },
        ...(e.children[0]
          ? [
              {
                given: `a signed-in ${f.role} with ${e.children[0]}`,
                when: `they open their ${e.isRole ? 'profile' : e.label}`,
                then: `their ${e.children[0]} are listed there, newest first`,
              },
            ]
          : []),
      ];
    case 'booking': {
      const time = timeField(e);
      const when = time?.type === 'date' ? 'for Saturday' : 'for Saturday at 10:00';
      const act = f.verbPhrase ? singularObject(f.verbPhrase, e) : `book ${withArticle(e.label)}`;
      return [
        {
          given: given(f),
          when: `they ${act} ${when}${time ? ` (its ${time.words})` : ''}`,
          then: `the ${e.label} appears in their ${e.plural}${hasStatus(e) ? ' with status requested' : ''}${f.otherRole ? ` and the ${f.otherRole} is notified` : ''}`,
        },
      ];
    }
    case 'payment': {
      const via = f.integrations[0]?.name;
      const what = e.parents.find((p) => p !== f.role);
      return [
        {
          given: `${person(f)} with ${what ? `${withArticle(what)} to pay` : 'an amount due'}`,
          when: `they pay by card${via ? ` through ${via}` : ''}`,
          then: `the ${e.label} is marked paid only after ${via ?? 'the payment provider'} confirms it, and a receipt is sent`,
        },
      ];
    }
    case 'review': {
      const target = reviewed(f, e);
      return [
        {
          given: `${withArticle(f.role)} who has finished with ${withArticle(target)}`,
          when: `they leave ${withArticle(e.label)} with its ${fields}`,
          then: `it shows on the ${target}'s page and the average updates at once`,
        },
      ];
    }
    case 'message':
      return [
        {
          given: `${person(f)} and ${withArticle(otherSide(f))} linked by ${withArticle(e.label)}`,
          when: `the ${f.role} sends a message about the ${e.label}`,
          then: `the ${otherSide(f)} sees it in their conversation within seconds`,
        },
      ];
    case 'notify': {
      const time = timeField(e);
      const via = f.integrations[0]?.name;
      return [
        {
          given: `${withArticle(e.label)} whose ${time?.words ?? 'next step'} is tomorrow`,
          when: 'it is due',
          then: `the ${f.recipient} gets it${via ? ` through ${via}` : ''} with the ${e.label}'s ${fieldList(e, 2, time ? [time.name] : []) || 'details'}`,
        },
      ];
    }
    case 'search': {
      const by = textField(e);
      const filter = e.fields.find((x) => x.type === 'enum' || x.type === 'location');
      return [
        {
          given: `${e.plural} saved in ${f.product}`,
          when: `${withArticle(f.role)} searches them by ${by?.words ?? 'name'}${filter ? ` and filters by ${filter.words}` : ''}`,
          then: `only matching ${e.plural} are listed, each with its ${fieldList(e, 3, by ? [by.name] : []) || 'details'}`,
        },
      ];
    }
    case 'rank': {
      const score = e.fields.find((x) => ['integer', 'number'].includes(x.type));
      return [
        {
          given: `${plural(f.role)} with ${withArticle(score?.words ?? 'score')} this week`,
          when: `${withArticle(f.role)} opens the ${e.label}`,
          then: `everyone sees the same global ranking by ${score?.words ?? 'score'}, with their own place highlighted`,
        },
      ];
    }
    case 'insight': {
      const amount = e.fields.find((x) => ['money', 'number', 'integer'].includes(x.type));
      const time = timeField(e);
      return [
        {
          given: `${withArticle(f.role)} with ${e.plural} recorded this month`,
          when: `they open ${name}`,
          then: `they see ${e.plural} grouped by ${time?.words ?? 'week'}${amount ? ` with the total ${amount.words}` : ' with their count'}`,
        },
      ];
    }
    case 'export':
      return [
        {
          given: `${withArticle(f.role)} with saved ${e.plural}`,
          when: `they export them`,
          then: `a CSV file downloads with one row per ${e.label} and the columns ${fields || 'id'}`,
        },
      ];
    case 'import':
      return [
        {
          given: `${withArticle(f.role)} with a spreadsheet of ${e.plural}`,
          when: 'they import it',
          then: `each valid row becomes ${withArticle(e.label)} with its ${fields || 'details'}, and rows with errors are listed by line`,
        },
      ];
    case 'ai':
      return [
        {
          given: `${withArticle(f.role)} with ${withArticle(e.label)} open`,
          when: `they ask for ${name}`,
          then: `the answer appears within 10 seconds and is saved with the ${e.label}`,
        },
      ];
    case 'verb': {
      const act = singularObject(f.verbPhrase!, e);
      return [
        {
          given: given(f),
          when: `they ${act}`,
          then: `the ${e.label} is saved${fields && !e.isRole ? ` with its ${fields}` : ''} and ${shownAt(f, e)} straight away`,
        },
      ];
    }
    default: {
      const child = e.children[0];
      return [
        {
          given: given(f),
          when: `they add ${withArticle(e.label)} with its ${fields || 'name'}`,
          then: `the ${e.label} is ${shownAt(f, e)} with everything they entered`,
        },
        child
          ? {
              given: `${withArticle(f.role)} with ${withArticle(e.label)} that has ${child}`,
              when: `they open the ${e.label}`,
              then: `its ${child} are listed on its page, newest first`,
            }
          : {
              given: `${withArticle(f.role)} with a saved ${e.label}`,
              when: `they change its ${e.fields[1]?.words ?? e.fields[0]?.words ?? 'name'}`,
              then: `the change shows on the ${e.label}'s page and in the list at once`,
            },
      ];
    }
  }
}

/** What a review is about: the record it belongs to other than its author, else the product's main record. */
function reviewed(f: FeatureFacts, e: EntityFacts): string {
  return e.parents.find((p) => p !== f.role && !f.role.endsWith(p)) ?? (f.primary !== e.label ? f.primary : 'service');
}

/**
 * "book appointments" → "book an appointment": the feature's verb applied to one record. The
 * article goes before the words that describe the record ("plan staff shifts" → "plan a staff
 * shift"), replaces a determiner ("save all open tabs" → "save an open tab") and is left out after
 * an owner's name ("check a project's variables" → "check a project's variable").
 */
export function singularObject(verbPhrase: string, e: EntityFacts): string {
  if (!verbPhrase.includes(' ')) return `${verbPhrase} ${withArticle(e.label)}`;
  const found = new RegExp(`\\b${escape(e.plural)}\\b`, 'i').exec(verbPhrase);
  if (!found) return verbPhrase;
  const before = verbPhrase.slice(0, found.index).split(' ').filter(Boolean);
  const after = verbPhrase.slice(found.index + found[0].length);
  let start = before.length;
  while (start > 1 && !stopsNounPhrase.test(before[start - 1]!)) start -= 1;
  const stop = before[start - 1] ?? '';
  if (start > 1 && determiner.test(stop)) start -= 1;
  const describing = before.slice(determiner.test(before[start] ?? '') ? start + 1 : start);
  const noun = [...describing, e.label].join(' ');
  const owned = /['’]s$/.test(stop);
  return [...before.slice(0, start), owned ? noun : withArticle(noun)].join(' ') + after;
}

/** Words a record's describing words never run past: its verb's particles, prepositions and determiners. */
const stopsNounPhrase =
  /^(?:a|an|the|all|each|every|some|any|my|your|their|its|our|up|out|after|of|for|into|to|from|with|on|in|at|by|about|over|through|between|['’\w]+['’]s)$/i;
const determiner = /^(?:a|an|the|all|each|every|some|any|my|your|their|its|our)$/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function failurePath(f: FeatureFacts): Criterion {
  const e = subject(f);
  const name = lowerFirst(f.name);
  const via = f.integrations[0]?.name;
  if (!e) {
    return {
      given: `${withArticle(f.role)} using ${name}`,
      when: via ? `${via} does not answer` : 'something it needs is missing or cannot be read',
      then:
        f.surface === 'terminal'
          ? 'it prints what went wrong and how to fix it, exits with a non-zero code, and nothing is half-done'
          : 'they see what went wrong in plain words and how to fix it, and nothing is half-done',
    };
  }
  switch (f.act) {
    case 'booking':
      return {
        given: `${withArticle(e.label)} already booked for Saturday${timeField(e)?.type === 'date' ? '' : ' at 10:00'}`,
        when: `another ${f.role} tries to book the same time${f.otherRole ? ` with the same ${f.otherRole}` : ''}`,
        then: `that time shows as taken and no second ${e.label} is created`,
      };
    case 'payment':
      return {
        given: `${withArticle(f.role)} paying ${(([p]) => (p ? `for ${withArticle(p)}` : 'an amount due'))(e.parents.filter((p) => p !== f.role))}`,
        when: `${via ?? 'the card issuer'} declines the card`,
        then: `nothing is charged and the ${e.label} stays unpaid with a way to try another card`,
      };
    case 'review':
      return {
        given: `${withArticle(f.role)} who has never used ${withArticle(reviewed(f, e))}`,
        when: `they try to leave ${withArticle(e.label)}`,
        then: `the ${e.label} form is not offered and nothing is saved`,
      };
    case 'message':
      return {
        given: `${withArticle(f.role)} writing about ${withArticle(e.label)}`,
        when: 'the message cannot be sent',
        then: `it stays in the conversation marked "not sent" with a retry button`,
      };
    case 'notify':
      // A record that is itself a reminder or notification is not reminded about.
      return /remind|notif|alert/i.test(e.label)
        ? {
            given: `${withArticle(e.label)} that is due`,
            when: `${via ?? 'the delivery service'} cannot deliver it`,
            then: `the failure is logged and the ${f.role} sees on the ${e.label} that it did not go out`,
          }
        : {
            given: `a reminder for ${withArticle(e.label)}`,
            when: `${via ?? 'the delivery service'} cannot deliver it`,
            then: `the failure is logged and the ${f.role} sees on the ${e.label} that no reminder went out`,
          };
    case 'search':
      return {
        given: `${withArticle(f.role)} searching ${e.plural}`,
        when: 'nothing matches',
        then: `an empty state says no ${e.plural} match and offers to clear the filters`,
      };
    case 'rank':
      return {
        given: `${withArticle(e.fields.find((x) => ['integer', 'number'].includes(x.type))?.words ?? 'score')} no ${f.role} could have earned`,
        when: 'it is submitted',
        then: `the server rejects it and the ${e.label} is unchanged`,
      };
    case 'insight':
      return {
        given: `${withArticle(f.role)} with no ${e.plural} yet`,
        when: `they open ${name}`,
        then: `it explains what will appear and links to adding the first ${e.label}`,
      };
    case 'integration':
      return {
        given: `${withArticle(f.role)} in the middle of ${name}`,
        when: `${via} drops the connection`,
        then: `they see that ${via} is unavailable, the ${e.label} is kept as it was, and they can try again`,
      };
    case 'export':
    case 'import':
    case 'ai':
      return {
        given: `${withArticle(f.role)} using ${name} on ${e.plural}`,
        when: `${via ?? 'the service it relies on'} is unavailable`,
        then: `they see a clear message, can retry, and no ${e.label} is changed`,
      };
    case 'profile': {
      const noun = e.isRole ? 'profile' : e.label;
      return validationFailure(f, e, `setting up their ${noun}`, noun);
    }
    default:
      return validationFailure(f, e, `saving ${withArticle(e.label)}`);
  }
}

export const criteriaEn: CriteriaPhrases = {
  text: (c) => `Given ${c.given}, when ${c.when}, then ${c.then}`,
  split(text) {
    const match = /^Given (.+?), when (.+?), then (.+)$/s.exec(text);
    return match ? { given: match[1]!, when: match[2]!, then: match[3]! } : undefined;
  },
  distinct: (c, featureName) => ({ ...c, when: `${c.when} in ${capitalise(featureName)}` }),
  happyPaths,
  failurePath,
  ownership: (f, e, owner) => ({
    given: person(f),
    when: `they open ${withArticle(e.label)} that belongs to another ${owner}`,
    then: `they get a "not found" page and none of that ${e.label}'s details`,
  }),
  integrationFailure: (f, e, service) => ({
    given: `${withArticle(f.role)} using ${lowerFirst(f.name)}`,
    when: `${service} does not answer within 10 seconds`,
    then: `they see that ${service} is unavailable, the ${e.label} is kept as it was, and they can retry`,
  }),
  audited: (f, e, rule) => ({
    given: person(f),
    when: `they open or change ${e.isRole ? `${withArticle(e.label)}'s record` : withArticle(e.label)}`,
    then: `the access is written to the audit log with who, what and when, as ${rule} requires`,
  }),
  privacy: (e, rule) => ({
    given: `${withArticle(e.label)}'s personal data`,
    when: `it is saved`,
    then: `it is stored and shown only as ${rule} allows, and only to the people who need it`,
  }),
};

