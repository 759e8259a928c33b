import type { AppPlatform } from '../lexicon';
import { capitalise, isCyrillic, joinList, lowerWords, plural, pluralPhrase, withArticle } from '../text';
import { asGoal, asInfinitive, lowerFirst } from './feature-facts';
import { fieldsInWords } from './record-fields';
import { ru } from '../ru/glossary';
import type { CompositionModel, ModelEntity } from './types';

/**
 * The PRD's glossary: the idea's own terms (its records with the founder's words for them, its
 * roles, its regulations and the jargon of its services and platforms), each explained for this
 * product, so people and coding agents use every word the same way.
 */

export interface GlossaryEntry {
  term: string;
  meaning: string;
}

/** Regulations and standards a brief names, and the terms they bring into the product. */
export type RegulationKey = 'hipaa' | 'gdpr' | 'pci' | 'soc2' | 'coppa' | 'ferpa' | 'ccpa' | 'fz152' | 'wcag';

const regulations: Array<{ key: RegulationKey; pattern: RegExp; expansion: string; terms: GlossaryEntry[] }> = [
  {
    key: 'hipaa',
    pattern: /\bHIPAA\b/i,
    expansion: 'the US Health Insurance Portability and Accountability Act, which governs health data',
    terms: [
      {
        term: 'PHI',
        meaning: 'Protected health information under HIPAA: any health record that can be tied to a person',
      },
      {
        term: 'BAA',
        meaning: 'Business associate agreement: the contract HIPAA requires with every vendor that touches PHI',
      },
    ],
  },
  {
    key: 'gdpr',
    pattern: /\bGDPR\b/i,
    expansion: 'the EU General Data Protection Regulation, which governs personal data of people in the EU',
    terms: [
      {
        term: 'Personal data',
        meaning: 'Anything that identifies a person; under GDPR it can be exported or erased on request',
      },
      {
        term: 'DPA',
        meaning: 'Data processing agreement: the contract GDPR requires with every processor of personal data',
      },
    ],
  },
  {
    key: 'pci',
    pattern: /\bPCI\b/i,
    expansion: 'the Payment Card Industry Data Security Standard for card data',
    terms: [
      {
        term: 'Cardholder data',
        meaning: 'Card numbers and their details; PCI DSS keeps them out of the product’s own servers',
      },
    ],
  },
  {
    key: 'soc2',
    pattern: /\bSOC ?2\b/i,
    expansion: 'an audit of security controls that business customers ask their vendors for',
    terms: [],
  },
  {
    key: 'coppa',
    pattern: /\bCOPPA\b/i,
    expansion: 'the US Children’s Online Privacy Protection Act, for users under 13',
    terms: [
      { term: 'Verifiable parental consent', meaning: 'The proof COPPA requires before a child under 13 can sign up' },
    ],
  },
  {
    key: 'ferpa',
    pattern: /\bFERPA\b/i,
    expansion: 'the US Family Educational Rights and Privacy Act, which protects student records',
    terms: [],
  },
  {
    key: 'ccpa',
    pattern: /\bCCPA\b/i,
    expansion: 'the California Consumer Privacy Act, which gives residents rights over their personal data',
    terms: [],
  },
  {
    key: 'fz152',
    pattern: /152-ФЗ|152-FZ/i,
    expansion:
      'the Russian federal law on personal data, which requires data of Russian citizens to be stored in Russia',
    terms: [],
  },
  {
    key: 'wcag',
    pattern: /\bWCAG\b/i,
    expansion: 'the Web Content Accessibility Guidelines',
    terms: [],
  },
];

/** The words a service brings into the product, keyed by the integration catalogue's key. */
const serviceTerms: Record<string, GlossaryEntry[]> = {
  stripe: [
    {
      term: 'Webhook',
      meaning: 'A signed message Stripe sends to the server when a payment succeeds, fails or is refunded',
    },
  ],
  stripe_connect: [
    { term: 'Connected account', meaning: 'The Stripe account of a seller or provider, to which payouts go' },
    { term: 'Payout', meaning: 'Money moved from the platform to a connected account after the platform’s fee' },
  ],
  sms: [
    { term: 'Opt-out', meaning: 'A reply such as STOP after which no more text messages may be sent to that number' },
  ],
  push: [
    {
      term: 'Push token',
      meaning: 'The address of one device for push notifications; it changes and must be refreshed',
    },
  ],
  openai: [{ term: 'Prompt', meaning: 'The instructions and data sent to the language model for one answer' }],
  revenuecat: [
    { term: 'Entitlement', meaning: 'What a paying player or user has unlocked, whatever store they bought it in' },
  ],
  plaid: [
    {
      term: 'Linked account',
      meaning: 'A bank account connected through Plaid, read without storing the bank password',
    },
  ],
  oauth: [{ term: 'OAuth', meaning: 'Signing in with another service’s account without sharing its password' }],
};

const platformTerms: Partial<Record<AppPlatform, GlossaryEntry[]>> = {
  extension: [
    { term: 'Content script', meaning: 'The extension code that runs inside the web pages it works on' },
    {
      term: 'Manifest V3',
      meaning: 'The format Chrome requires for extensions: permissions, background service worker, popup',
    },
  ],
  ios: [{ term: 'App Store review', meaning: 'Apple’s check of every release before it reaches iPhone users' }],
  android: [{ term: 'Play Console', meaning: 'Google’s dashboard to publish the Android app and its updates' }],
  api: [
    {
      term: 'API key',
      meaning: 'The secret a client sends with each request; it identifies the caller and can be revoked',
    },
  ],
  cli: [
    { term: 'Exit code', meaning: 'The number the command returns: 0 when it worked, another value when it failed' },
  ],
};

/** One relation of an entity, with the entity it names when the brief has it. */
export interface Relation {
  kind: 'belongs to' | 'has one' | 'has many';
  target?: ModelEntity;
  name: string;
}

/** The glossary's words in one language; which entries it has is decided once, in `glossaryFor`. */
export interface GlossaryPhrases {
  regulations: Record<RegulationKey, { expansion: string; terms: GlossaryEntry[] }>;
  services: Record<string, GlossaryEntry[]>;
  platforms: Partial<Record<AppPlatform, GlossaryEntry[]>>;
  /** What an entity that is not a role means in this product. */
  entity(b: CompositionModel, entity: ModelEntity, links: string, users: CompositionModel['features']): string;
  /** The meaning of a role's entity: the person, then what each of their records links to. */
  roleEntity(b: CompositionModel, entity: ModelEntity, role: CompositionModel['roles'][number], links: string): string;
  person(b: CompositionModel, role: CompositionModel['roles'][number]): string;
  regulation(expansion: string, text: string): string;
  integration(b: CompositionModel, integration: CompositionModel['integrations'][number]): string;
  /** "belongs to a player and has many attempts". */
  links(entity: ModelEntity, relations: Relation[]): string;
}

const en: GlossaryPhrases = {
  regulations: Object.fromEntries(regulations.map((r) => [r.key, r])) as unknown as GlossaryPhrases['regulations'],
  services: serviceTerms,
  platforms: platformTerms,
  entity(b, entity, links, users) {
    const roles = [...new Set(users.map((f) => pluralPhrase(f.role)))];
    const used =
      users.length > 0
        ? `${joinList(roles)} work with ${entity.labelPlural} in ${joinList(users.map((f) => f.name))}`
        : `kept by ${b.productName} for its own bookkeeping`;
    // Without links the word would be defined by its own name: the fields say what one holds.
    const holds = links ? `it ${links}` : fieldsInWords(entity.fields) ? `a record of its ${fieldsInWords(entity.fields)}` : '';
    return `${capitalise(withArticle(entity.label))} as ${b.productName} uses the word${holds ? `: ${holds}` : ''}; ${used}`;
  },
  roleEntity: (b, entity, role, links) => `${personOf(b, role)}${links ? `; each ${entity.label} ${links}` : ''}`,
  person: personOf,
  regulation: (expansion, text) => `${capitalise(expansion)}. Here: ${text}`,
  integration(b, integration) {
    const action = asInfinitive(integration.purpose);
    return action
      ? `The outside service ${b.productName} calls to ${action}`
      : `The outside service ${b.productName} uses for this: ${lowerFirst(integration.purpose.replace(/[.!]+$/, ''))}`;
  },
  links: (_entity, relations) =>
    joinList(
      relations.map(({ kind, target, name }) => {
        const label = target?.label ?? lowerWords(name);
        return kind === 'has one'
          ? `has ${withArticle(label)}`
          : kind === 'has many'
            ? `${kind} ${target?.labelPlural ?? label}`
            : `${kind} ${withArticle(label)}`;
      }),
    ),
};

const phrases = (language: CompositionModel['language']): GlossaryPhrases => (language === 'ru' ? ru : en);

export function glossaryFor(b: CompositionModel): GlossaryEntry[] {
  const t = phrases(b.language);
  const entries: GlossaryEntry[] = [];
  const roleOf = (entity: ModelEntity) =>
    b.roles.find(
      (r) =>
        r.role.toLowerCase() === entity.label ||
        r.role.toLowerCase() === lowerWords(entity.name) ||
        r.role.toLowerCase() === entity.founderLabel,
    );
  for (const entity of b.entities) {
    const label = /\(“([^”]+)”\)/.exec(entity.description)?.[1] ?? entity.founderLabel;
    const founderWord = label ?? (entity.label !== lowerWords(entity.name) ? entity.label : '');
    const users = b.features.filter((f) => f.entities.includes(entity.name));
    const links = linksOf(entity, b, t);
    const role = roleOf(entity);
    entries.push({
      term: founderWord ? `${entity.name} (${founderWord})` : entity.name,
      meaning: role ? t.roleEntity(b, entity, role, links) : t.entity(b, entity, links, users),
    });
  }
  // A role that is also an entity is explained once, under the entity.
  const asEntities = new Set(b.entities.flatMap((e) => roleOf(e)?.role ?? []));
  for (const role of b.roles)
    if (!asEntities.has(role.role)) entries.push({ term: role.role, meaning: t.person(b, role) });
  for (const constraint of b.constraints) {
    const known = regulations.find((r) => r.pattern.test(constraint.name));
    const words = known ? t.regulations[known.key] : undefined;
    entries.push({
      term: constraint.name,
      meaning: words ? t.regulation(words.expansion, constraint.text) : constraint.text,
    });
    entries.push(...(words?.terms ?? []));
  }
  for (const integration of b.integrations) {
    entries.push({ term: integration.name, meaning: t.integration(b, integration) });
    entries.push(...(t.services[integration.key] ?? []));
  }
  for (const platform of b.platforms) entries.push(...(t.platforms[platform] ?? []));
  const seen = new Set<string>();
  return entries.filter((e) => {
    const key = e.term.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "A person who signs in to QuestFlow to compete in weekly tournaments". */
function personOf(b: CompositionModel, role: CompositionModel['roles'][number]): string {
  const goals = role.needs.map((n) =>
    isCyrillic(n)
      ? n
      : (asGoal(n) ?? lowerFirst(n))
          .replace(/\bmy\b/g, 'their')
          .replace(/\bme\b/g, 'them')
          .replace(/\bI\b/g, 'they'),
  );
  return `A person who ${b.accounts ? 'signs in to' : 'uses'} ${b.productName}${goals.length > 0 ? ` to ${joinList(goals)}` : ''}`;
}

/** "belongs to a player and has many attempts": an entity's relations, in the labels of the entities they name. */
function linksOf(entity: ModelEntity, b: CompositionModel, t: GlossaryPhrases): string {
  const relations = entity.relations.flatMap((relation): Relation[] => {
    const match = /^\w+ (belongs to|has one|has many) (\w+)/.exec(relation);
    if (!match) return [];
    const [, kind = '', target = ''] = match;
    const found = b.entities.find((e) => e.name === target || plural(e.name) === target);
    return [{ kind: kind as Relation['kind'], target: found, name: target }];
  });
  return t.links(entity, relations);
}
