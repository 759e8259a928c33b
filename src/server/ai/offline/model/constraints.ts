import type { ConstraintKind } from '../../../../shared/schemas/brief';
import { phrasebook } from '../phrasebooks';
import { joinList } from '../text';

/**
 * What each regulation, standard or store policy of a brief demands of the product, written where
 * it belongs: the measures the backend takes, the checks QA runs before a release and the rules a
 * coding agent must keep. A constraint this catalogue does not know still gets consequences named
 * after it, from its kind (privacy, security, performance...).
 */

export interface ConstraintContext {
  /** The brief's language: the agents' rules are written in it. */
  language?: 'en' | 'ru' | 'other';
  product: string;
  /** True when the product has a server and a database. */
  backend: boolean;
  /** The entities that hold the regulated data, most important first. */
  records: string[];
  /** Outside services that store or carry the product's data (hosting, database, email, SMS, video...). */
  vendors: string[];
  /** Of those, the payment processors (HIPAA exempts them when they see no clinical details). */
  payments: string[];
  mobile: boolean;
  extension: boolean;
  web: boolean;
  /** Where the data lives: the database, or the device's storage when there is no backend. */
  store: string;
}

export interface ConstraintConsequences {
  /** The constraint's name as the brief gives it. */
  constraint: string;
  backend: string[];
  qa: string[];
  rules: string[];
}

/** Where the data must be hosted to meet a constraint (the stack follows it). */
export interface Placement {
  /** The provider in a few words, for sentences and task titles: "AWS". */
  host: string;
  hosting: string;
  /** The providers that then hold the data (named in BAAs and processing records). */
  vendors: string[];
  /** The managed database, without the ORM: "PostgreSQL 16 on Amazon RDS". */
  database: string;
  /** How the database is set up to meet the constraint. */
  databaseDetail: string;
  reason: string;
}

export type EntryKey =
  | 'hipaa'
  | 'gdpr'
  | 'ccpa'
  | 'pci'
  | 'coppa'
  | 'ferpa'
  | 'soc2'
  | 'ru-152'
  | 'accessibility'
  | 'age-rating'
  | 'app-store'
  | 'manifest-v3'
  | 'kyc'
  | 'psd2'
  | 'part11'
  | 'ru-54'
  | 'eprivacy';

interface Entry {
  key: EntryKey;
  match: RegExp;
  placement?: Placement;
  backend(ctx: ConstraintContext): string[];
  qa(ctx: ConstraintContext): string[];
  rules(ctx: ConstraintContext): string[];
}

const recordsOf = (ctx: ConstraintContext) => joinList(ctx.records.slice(0, 3)) || 'the stored records';
const clinicalVendors = (ctx: ConstraintContext) =>
  joinList(ctx.vendors.filter((v) => !ctx.payments.includes(v))) || 'the hosting and database providers';
const vendorsOf = (ctx: ConstraintContext) => joinList(ctx.vendors) || 'the hosting and database providers';

const entries: readonly Entry[] = [
  {
    key: 'hipaa',
    match: /\bhipaa\b|\bphi\b|protected health information/i,
    placement: {
      vendors: ['AWS'],
      hosting:
        'AWS under a signed Business Associate Agreement (App Runner or ECS Fargate for the API, HIPAA-eligible services only)',
      host: 'AWS',
      database: 'PostgreSQL 16 on Amazon RDS',
      databaseDetail: 'encrypted with KMS keys, covered by the AWS BAA',
      reason: 'Protected health information may only live with vendors that sign a BAA',
    },
    backend: (ctx) => [
      `An append-only audit log records every read and write of protected health information (${recordsOf(ctx)}): who, which record, what action, when and from where; it is kept six years`,
      'Encryption at rest (database, backups and file storage with managed keys) and in transit (TLS 1.2+ on every connection, including to the database)',
      `A Business Associate Agreement is signed with every vendor that stores or carries PHI: ${clinicalVendors(ctx)}; a vendor that will not sign gets no PHI`,
      ...(ctx.payments.length > 0
        ? [
            `${joinList(ctx.payments)} receives only amounts and ids, never clinical details, so its payment processing needs no BAA`,
          ]
        : []),
      'Role-based access: each role reaches only the records its work needs (minimum necessary), checked on the server for every request',
      'Sessions expire after 15 minutes of inactivity and sign-in uses multi-factor authentication for staff',
      'No PHI in logs, error reports, analytics events, push notifications, SMS or email bodies: they carry an id and a link to sign in',
    ],
    qa: (ctx) => [
      `reading and changing one of ${recordsOf(ctx)} each adds an audit row with user, record, action and time; the log cannot be edited through the API`,
      'the database, its backups and stored files are encrypted at rest, and plain HTTP and non-TLS database connections are refused',
      'a user of each role is refused (404) the records outside their role, and a session idle for 15 minutes is signed out',
      'logs, error reports, analytics events and notification texts of a full test run contain no names, dates of birth, contact details or clinical notes',
      `a signed BAA is on file for ${clinicalVendors(ctx)} before any real PHI is stored`,
    ],
    rules: (ctx) => [
      `every read or write of ${recordsOf(ctx)} goes through the data-access module that writes the audit log; never query PHI tables directly`,
      'never put protected health information in logs, error messages, analytics, push notifications, SMS or emails; use ids',
      'check the caller’s role on the server before returning PHI; add no outside service that touches PHI without a BAA',
    ],
  },
  {
    key: 'gdpr',
    match: /\bgdpr\b|\brgpd\b|\bdsgvo\b|general data protection/i,
    placement: {
      vendors: ['Fly.io', 'Neon'],
      hosting: 'Fly.io in Frankfurt (EU regions only) with EU data processing agreements',
      host: 'Fly.io (Frankfurt)',
      database: 'PostgreSQL 16 on Neon',
      databaseDetail: 'in the eu-central-1 region',
      reason: 'Personal data stays in the EU, so no transfer mechanism is needed for the database',
    },
    backend: (ctx) => [
      `A lawful basis is recorded for each kind of personal data in ${recordsOf(ctx)}; consent (when it is the basis) is stored with its time and wording`,
      'Data subject rights: an export endpoint returns all of a person’s data as JSON, and deletion erases or anonymises it everywhere within 30 days, backups included on rotation',
      `A data processing agreement is signed with ${vendorsOf(ctx)}, and the record of processing lists each of them`,
      'Data minimisation and retention: only the fields the features need are stored, and inactive accounts are deleted after a stated period',
      'Personal data is encrypted in transit and at rest, and a breach is reported to the authority within 72 hours',
    ],
    qa: () => [
      'a test user’s data export contains every record they own and nothing of anyone else',
      'after an account is deleted, its personal data is gone from the database and the outside services',
      'no non-essential cookie or analytics call is made before consent, and withdrawing consent stops them',
    ],
    rules: () => [
      'every new personal-data field needs a purpose and is added to the export and the deletion job',
      'no analytics or third-party script loads before consent; never send personal data to a service without a DPA',
    ],
  },
  {
    key: 'ccpa',
    match: /\bccpa\b|\bcpra\b/i,
    backend: (ctx) => [
      `Californians can request their data from ${recordsOf(ctx)} and its deletion; requests are answered within 45 days`,
      'A “Do not sell or share my personal information” choice is stored per person and honoured by every integration',
    ],
    qa: () => ['the opt-out of sale or sharing stops every advertising and analytics call for that person'],
    rules: () => ['never share personal data with advertisers for a person who opted out'],
  },
  {
    key: 'pci',
    match: /\bpci\b/i,
    backend: () => [
      'Card numbers never reach our servers or database: payment pages and fields are hosted by the processor (SAQ A scope)',
      'Only the processor’s tokens, the last four digits and the card brand are stored',
      'Payment webhooks are verified by signature and processed idempotently',
    ],
    qa: () => [
      'a test purchase sends no card number to our API (checked in the network log) and none is stored in the database or logs',
      'a webhook with a wrong signature is rejected, and the same event twice changes the order once',
    ],
    rules: () => [
      'never build a card form or accept card numbers in our API; use the processor’s hosted fields or checkout',
    ],
  },
  {
    key: 'coppa',
    match: /\bcoppa\b|children under 13|under the age of 13/i,
    backend: (ctx) => [
      'An age gate asks for the birth year before any personal data is collected; under-13s need verifiable parental consent first',
      `Children’s data in ${recordsOf(ctx)} is kept to the minimum the features need, and parents can review and delete it`,
      'No behavioural advertising, no third-party tracking SDKs and no public profiles or open chat for children',
    ],
    qa: () => [
      'a player who enters an age under 13 cannot reach features that collect personal data until a parent consents',
      'a build run as a child account makes no calls to advertising or tracking SDKs',
    ],
    rules: () => [
      'collect nothing personal from a child before parental consent; add no ad or tracking SDK to child flows',
    ],
  },
  {
    key: 'ferpa',
    match: /\bferpa\b|education records/i,
    backend: (ctx) => [
      `Student education records (${recordsOf(ctx)}) are disclosed only to the student, their parents (under 18) and school officials with a legitimate interest`,
      'Every disclosure of a student record is logged, and the school can export the log',
      'Schools sign a data agreement that names the product as a school official; student data is never sold or used for ads',
    ],
    qa: () => [
      'a teacher sees only their own classes’ students, and a parent only their own child',
      'each view of a student record appears in the disclosure log',
    ],
    rules: () => ['check the student relationship (own class, own child) on the server before returning a record'],
  },
  {
    key: 'soc2',
    match: /\bsoc ?2\b|\bsoc-2\b|\bsoc ii\b|\biso ?27001\b/i,
    backend: (ctx) => [
      'Single sign-on with multi-factor authentication for staff, and access reviewed every quarter',
      `An audit log of administrative actions and of changes to ${recordsOf(ctx)}, kept at least a year`,
      'Encrypted, tested backups; changes reach production only through reviewed pull requests and CI',
      `A vendor list (${vendorsOf(ctx)}) with their security reports, and a written incident response process`,
    ],
    qa: () => [
      'every admin action appears in the audit log, and production cannot be deployed without a reviewed pull request',
      'a backup is restored into a fresh database once a quarter and the restore is recorded',
    ],
    rules: () => ['every change goes through a pull request with review and green CI; no manual changes in production'],
  },
  {
    key: 'ru-152',
    match: /152[-\s]?(?:фз|fz)|персональн\S* данн|data locali[sz]ation.*russia/i,
    placement: {
      vendors: ['Yandex Cloud'],
      hosting: 'Servers in Russia (Yandex Cloud, region ru-central1, or Selectel) for the API and files',
      host: 'Yandex Cloud',
      database: 'PostgreSQL 16 on Yandex Managed Service for PostgreSQL',
      databaseDetail: 'in the ru-central1 region',
      reason: 'Personal data of Russian citizens is first recorded and stored in databases located in Russia',
    },
    backend: (ctx) => [
      `Personal data of Russian citizens (${recordsOf(ctx)}) is recorded and stored first in a database located in Russia; copies abroad only after that`,
      'Written consent to the processing of personal data is collected at sign-up and stored with its time and text',
      'The operator is registered with Roskomnadzor, and the personal-data policy is published',
      `Outside services that receive personal data (${vendorsOf(ctx)}) are listed; any cross-border transfer is notified in advance`,
    ],
    qa: () => [
      'the production database and file storage are in a Russian region, and sign-up cannot finish without the consent checkbox',
      'no personal data is sent to a service outside Russia before it is stored in Russia',
    ],
    rules: () => [
      'store personal data only in the Russian database; never send it to a service abroad without the documented transfer',
    ],
  },
  {
    key: 'accessibility',
    match: /\bwcag\b|\bada\b|section 508|accessibility|\ben 301 549\b|european accessibility act|доступност/i,
    backend: () => [
      'Every message the API returns to people (errors, notifications) is plain text that screen readers can read, never only a code or a colour',
    ],
    qa: (ctx) => [
      ctx.mobile
        ? 'VoiceOver and TalkBack reach and name every control, and text scales to 200% without clipping'
        : 'axe reports no violations on any screen, and every journey works with the keyboard and a screen reader',
      'contrast of text is at least 4.5:1, and no information is given by colour alone',
    ],
    rules: (ctx) => [
      ctx.mobile
        ? 'every touchable has accessibilityLabel and accessibilityRole; respect the system font size'
        : 'every control is reachable by keyboard and has an accessible name; test with axe in the e2e suite',
    ],
  },
  {
    key: 'age-rating',
    match: /loot ?box|age rating|\bpegi\b|\besrb\b|\biarc\b|gambling|gacha/i,
    backend: () => [
      'The odds of every randomised reward are stored with the item and shown before purchase',
      'Paid random rewards are disabled for players under the age the target stores and regions allow (for example Belgium and the Netherlands)',
      'Purchases and rewards are granted on the server from verified store receipts, never from the client',
    ],
    qa: () => [
      'the odds are shown before every paid random reward, and paid random rewards are hidden in the regions where they are banned',
      'the IARC questionnaire answers match what the build contains (violence, chat, purchases)',
    ],
    rules: () => [
      'show the odds before purchase and grant rewards only from server-verified receipts; never add gambling mechanics for minors',
    ],
  },
  {
    key: 'app-store',
    match: /app store|google play|play store|store review|store guideline|app review/i,
    backend: () => [
      'Digital goods and subscriptions are sold only through store billing (StoreKit and Google Play Billing), verified on the server',
      'Account deletion is available in the app, and a reviewer demo account is seeded in production',
    ],
    qa: () => [
      'the build follows the App Store Review Guidelines and Google Play policies (in-app purchase for digital goods, account deletion, privacy labels match the data collected)',
    ],
    rules: () => [
      'sell digital goods only through store billing, keep in-app account deletion, and update the privacy labels with any new data collected',
    ],
  },
  {
    key: 'manifest-v3',
    match: /manifest v3|\bmv3\b|chrome web store|web store polic|extension polic|add-?ons? polic/i,
    backend: () => [
      'The extension calls our API with a per-install token kept in chrome.storage; the server never asks for the user’s browsing history',
    ],
    qa: () => [
      'the manifest requests only the permissions in the justification, loads no remote code, and the extension has a single stated purpose',
    ],
    rules: () => [
      'no remotely hosted code and no eval; request the fewest permissions and justify each one in the store listing',
    ],
  },
  {
    key: 'kyc',
    match: /\bkyc\b|\baml\b|know your customer|anti-money|115[-\s]?(?:фз|fz)/i,
    backend: () => [
      'Customers are identified through a KYC provider before they can move money; the check result and its date are stored, documents are not',
      'Transactions are screened against sanctions lists and limits, and suspicious ones are held for review',
    ],
    qa: () => ['an unverified customer cannot send or withdraw money, and a flagged transaction waits for review'],
    rules: () => ['every money movement checks the customer’s verification status on the server'],
  },
  {
    key: 'psd2',
    match: /\bpsd2\b|strong customer authentication/i,
    backend: () => [
      'Payments use strong customer authentication (3-D Secure) through the processor',
      'Bank access only through a licensed provider; consents are stored with their expiry',
    ],
    qa: () => [
      'a payment that needs 3-D Secure completes the challenge, and an expired bank consent asks to reconnect',
    ],
    rules: () => ['never store bank credentials; use the licensed provider’s tokens'],
  },
  {
    key: 'part11',
    match: /21 cfr|part 11/i,
    backend: () => [
      'Electronic records keep a computer-generated audit trail of every change (old value, new value, who, when, why)',
      'Electronic signatures need a re-entered password and record the meaning of the signature',
    ],
    qa: () => ['a signed record cannot be changed without a new signature, and the audit trail shows both versions'],
    rules: () => ['never update a signed record in place; write a new version with its audit entry'],
  },
  {
    key: 'ru-54',
    match: /54[-\s]?(?:фз|fz)|fiscal receipt|онлайн-?\s?касс/i,
    backend: () => [
      'Every payment and refund sends a fiscal receipt through an online cash register service (for example ATOL Online or CloudKassir) from the payment webhook',
    ],
    qa: () => ['a test payment and its refund each produce a fiscal receipt sent to the buyer'],
    rules: () => ['a payment is complete only when its fiscal receipt is registered'],
  },
  {
    key: 'eprivacy',
    match: /eprivacy|cookie (?:consent|law|banner)/i,
    backend: () => [
      'Only strictly necessary cookies are set before consent; the consent choice is stored with its time',
    ],
    qa: () => ['before consent, the browser holds only strictly necessary cookies'],
    rules: () => ['no tracking cookie or pixel before consent'],
  },
];

/** Consequences from the kind alone, naming the constraint, for what the catalogue does not know. */
function generic(
  name: string,
  kind: ConstraintKind,
  ctx: ConstraintContext,
): Omit<ConstraintConsequences, 'constraint'> {
  const where = ctx.backend ? 'on the server' : 'in the app';
  const byKind: Record<ConstraintKind, { backend: string; qa: string; rule: string }> = {
    compliance: {
      backend: `An audit log of who changed ${recordsOf(ctx)} and when, so compliance with ${name} can be shown`,
      qa: `a reviewer walks through each requirement before release and records the evidence`,
      rule: `changes to ${recordsOf(ctx)} go through the module that enforces it`,
    },
    security: {
      backend: `Access to ${recordsOf(ctx)} is checked ${where} on every request; secrets stay in environment variables`,
      qa: `dependency and secret scanning in CI, and a check that each role is refused what it may not do`,
      rule: `never weaken an access check or log a secret`,
    },
    privacy: {
      backend: `Personal data in ${recordsOf(ctx)} is minimised, encrypted in transit and at rest, exportable and deletable on request`,
      qa: `an export contains all of a test user’s data and a deletion removes it`,
      rule: `every new personal field has a purpose and is covered by export and deletion`,
    },
    performance: {
      backend: `A measured budget for ${name}, watched by monitoring with an alert when it is exceeded`,
      qa: `a load or timing test in CI fails the build when the limit is missed`,
      rule: `measure before and after any change to a hot path`,
    },
    platform: {
      backend: `The API and data design respect ${name} so the app passes its platform review`,
      qa: `the release build is checked against the platform’s rules before submission`,
      rule: `use only the platform’s approved APIs and flows`,
    },
    legal: {
      backend: `The data and records ${name} names are kept, with the evidence stored ${where}`,
      qa: `legal texts and consents are in place and recorded before launch`,
      rule: `do not change what is collected or shown without checking it`,
    },
    other: {
      backend: `Designed ${where} so that ${name} holds`,
      qa: `checked on the release build before each launch`,
      rule: `keep it true in every change`,
    },
  };
  const chosen = byKind[kind];
  return {
    backend: [chosen.backend],
    qa: [chosen.qa],
    rules: [chosen.rule],
  };
}

function entryFor(constraint: { name: string; text: string }): Entry | undefined {
  // The name decides first ("SOC 2" whose text mentions GDPR is still SOC 2); the text only when the name is unknown.
  return entries.find((e) => e.match.test(constraint.name)) ?? entries.find((e) => e.match.test(constraint.text));
}

/** Where the first constraint that places data requires it to be hosted, if any. */
export function placementFor(constraints: readonly { name: string; text: string }[]): Placement | undefined {
  for (const constraint of constraints) {
    const placement = entryFor(constraint)?.placement;
    if (placement) return placement;
  }
  return undefined;
}

/** The backend measures, QA checks and agents' rules a constraint brings. */
export interface ConstraintMeasures {
  backend: string[];
  qa: string[];
  rules: string[];
}

/** What a constraint brings, in one language; the catalogue above is written in English. */
export interface ConstraintPhrases {
  /** `english` gives the catalogue's own measures, read only by a phrasebook that keeps them. */
  measures(
    key: EntryKey | undefined,
    kind: ConstraintKind,
    name: string,
    ctx: ConstraintContext,
    english: () => ConstraintMeasures,
  ): ConstraintMeasures;
  /** The first backend measure when no server holds the data. */
  noServer(store: string): string;
  /** The first QA check: the founder's own words. */
  checked(name: string, text: string): string;
}

/** Each constraint's consequences for the backend (after the constraint's own text), QA and the agents' rules. */
export function constraintConsequences(
  constraints: readonly { kind: ConstraintKind; name: string; text: string }[],
  ctx: ConstraintContext,
): ConstraintConsequences[] {
  const say = phrasebook(ctx.language).constraints;
  return constraints.map((constraint) => {
    const entry = entryFor(constraint);
    const found = say.measures(entry?.key, constraint.kind, constraint.name, ctx, () =>
      entry
        ? { backend: entry.backend(ctx), qa: entry.qa(ctx), rules: entry.rules(ctx) }
        : generic(constraint.name, constraint.kind, ctx),
    );
    // QA checks and rules are read one by one, so each names the constraint it comes from.
    const named = (line: string) => `${constraint.name}: ${line}`;
    return {
      constraint: constraint.name,
      backend:
        ctx.backend || !entry
          ? found.backend
          : [say.noServer(ctx.store), ...found.backend.slice(1, 3)],
      // The founder's own words come first: they may be stricter than what the catalogue knows.
      qa: [
        say.checked(constraint.name, constraint.text),
        ...found.qa.map(named),
      ],
      rules: [named(constraint.text), ...found.rules.map(named)],
    };
  });
}
