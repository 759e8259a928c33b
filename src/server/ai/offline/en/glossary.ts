import type { AppPlatform } from '../catalogue/lexicon';
import { asGoal, asInfinitive, lowerFirst } from '../model/feature-facts';
import type { GlossaryEntry, GlossaryPhrases, RegulationKey } from '../model/glossary';
import { fieldsInWords } from '../model/record-fields';
import type { CompositionModel } from '../model/types';
import { capitalise, isCyrillic, joinList, lowerWords, pluralPhrase, withArticle } from '../text';

/** The glossary's words in English; ru/glossary.ts writes them in Russian. */

const regulations: Array<{ key: RegulationKey; expansion: string; terms: GlossaryEntry[] }> = [
  {
    key: 'hipaa',
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
    expansion: 'an audit of security controls that business customers ask their vendors for',
    terms: [],
  },
  {
    key: 'coppa',
    expansion: 'the US Children’s Online Privacy Protection Act, for users under 13',
    terms: [
      { term: 'Verifiable parental consent', meaning: 'The proof COPPA requires before a child under 13 can sign up' },
    ],
  },
  {
    key: 'ferpa',
    expansion: 'the US Family Educational Rights and Privacy Act, which protects student records',
    terms: [],
  },
  {
    key: 'ccpa',
    expansion: 'the California Consumer Privacy Act, which gives residents rights over their personal data',
    terms: [],
  },
  {
    key: 'fz152',
    expansion:
      'the Russian federal law on personal data, which requires data of Russian citizens to be stored in Russia',
    terms: [],
  },
  {
    key: 'wcag',
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

export const glossaryEn: GlossaryPhrases = {
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
