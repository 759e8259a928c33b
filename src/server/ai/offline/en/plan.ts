import type { ScreenRef, SignInFacts, SignInKind, Headless, Thing } from '../model/plan-phrases';
import { checkedField, fieldInWords, fieldsInWords } from '../model/record-fields';
import type { CompositionModel, ModelFeature } from '../model/types';
import { camelCase, capitalise, joinList, pluralPhrase, withArticle } from '../text';

/** The sentences of the build plan in English; ru/plan.ts writes the same phrases in Russian. */

type Feature = Pick<ModelFeature, 'id' | 'name'>;
/** A product without screens, by what it is built as: commands, or endpoints alone. */
type Integration = CompositionModel['integrations'][number];
type Constraint = CompositionModel['constraints'][number];

const quoted = (name: string) => `“${name}”`;
const screenText = (s: ScreenRef) => `${s.name} (${s.route})`;
const sentence = (text: string) => text.trim().replace(/[.!]+$/, '');
const lowerFirst = (text: string) => (/^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/**
 * One end-to-end check named by its runner: a tool makes "one Playwright journey", and a kind of
 * test named in the plural becomes one of them ("contract tests against…" → "one contract test against…").
 */
const oneTestOf = (e2eTests: string) =>
  /\btests\b/.test(e2eTests) ? e2eTests.replace(/\btests\b/, 'test') : `${e2eTests} journey`;

/** A phrase that opens with "The" ("The API on Fly.io") read inside a sentence: "the API on Fly.io". */
const midSentence = (phrase: string) => phrase.replace(/^The\b/, 'the');

/** An acceptance criterion in the Given/When/Then form every task uses. */
const gwt = (given: string, when: string, then: string) => `Given ${given}, when ${when}, then ${then}`;

/** The foreign key that points to a parent record, as the data model names it: `freelanceTranslatorId`. */
const keyOf = (parent: Thing) => `${camelCase(parent.name)}Id`;
/** A record whose link to its parent leads nowhere: what the database and the API refuse. */
const orphaned = (child: Thing, parent: Thing) => `${withArticle(child.label)} whose ${keyOf(parent)} points to no ${parent.label}`;

export const planEn = {
  gwt,
  list: (items: readonly string[]) => joinList(items),
  /** A feature's name quoted: reads right whether it names an action or a thing. */
  quoted,
  seed: (counts: ReadonlyArray<{ n: number; thing: Thing }>) =>
    joinList(counts.map(({ n, thing }) => `${n} ${thing.labelPlural}`)),

  setup: {
    title: (frontend: string) => `Set up the ${frontend} project`,
    featureRange: (first: Feature, last?: Feature) =>
      last ? `${first.id} ${first.name} to ${last.id} ${last.name}` : `${first.id} ${first.name}`,
    // The environment variables are this product's own: its database, its sign-in secret, each service's key.
    description: (product: string, frontend: string, unitTests: string, featureRange: string, secrets: readonly string[] = []) =>
      `Create the ${product} repository with ${frontend}, TypeScript strict mode, ESLint, Prettier, ${unitTests} and a CI workflow that runs lint, type check and tests on every pull request${
        secrets.length > 0 ? `, and a .env.example listing ${joinList(secrets)}` : ''
      }. Add AGENTS.md and the kit documents under docs/${
        featureRange ? `: docs/requirements.md fixes the feature ids every later task uses (${featureRange})` : ''
      }.`,
    cloneRuns: (install: string, dev: string, product: string, extension: boolean) =>
      gwt(
        'a fresh clone',
        `\`${install}\` and \`${dev}\` run`,
        extension ? `${product} loads in the browser with an empty popup` : `${product} opens on an empty home screen`,
      ),
    ciBlocks: (product: string, lint: string, test: string) =>
      gwt(
        `a pull request to the ${product} repository`,
        'CI runs',
        `\`${lint}\`, the type check and \`${test}\` must pass before it can be merged`,
      ),
    agentReads: (first?: Feature, entities = 0) =>
      gwt(
        'a coding agent opening the repository',
        'it reads AGENTS.md',
        `it finds the stack, the commands, the folder layout, ${entities > 0 ? `the ${entities === 1 ? 'entity' : `${entities} entities`} ` : ''}and the feature ids of docs/requirements.md${
          first ? `, ${first.id} ${first.name} first` : ''
        }`,
      ),
    testStrategy: (unitTests: string, product: string) =>
      `CI is the check: lint, the type check and one ${unitTests} smoke test that renders the empty ${product} home screen run on every pull request; push a failing test once to prove CI blocks the merge.`,
    // The description lists the tooling and the documents: the parts name the two steps.
    scaffold: (product: string) => `Scaffold the ${product} repository and docs/`,
    tooling: (product: string) => `Configure the linters and CI for ${product}`,
    mobile: 'Configure EAS Build and the app identifiers for both stores',
    extension: 'Declare the Manifest V3 entry points and the fewest permissions that work',
    desktop: 'Configure code signing and the updater',
  },

  schema: {
    title: (things: readonly Thing[]) => `Create the database schema for ${joinList(things.map((e) => e.name))}`,
    description: (
      things: readonly Thing[],
      database: string,
      links: ReadonlyArray<readonly [Thing, Thing]>,
      seed: string,
    ) =>
      `Define ${joinList(things.map((e) => e.name))} in ${database}, parents before the tables that point to them${
        links.length > 0 ? ` (${links.map(([child, parent]) => `${child.name} → ${parent.name}`).join(', ')})` : ''
      }; see the backend document for fields. Generate the first migration and a development seed of ${seed}.`,
    migrationsRun: (tables: number) =>
      gwt(
        'an empty PostgreSQL database',
        'the migrations run',
        `the ${tables === 1 ? 'table exists' : `${tables} tables exist`} with a foreign key and an index for every relation`,
      ),
    orphanRefused: (child: Thing, parent: Thing) => gwt(orphaned(child, parent), 'it is inserted', 'the database refuses it'),
    seedTwice: (seed: string) =>
      gwt('the seed script', 'it runs twice', `the database holds exactly ${seed}, with no duplicates`),
    testStrategy: (serverTests: string, first: Thing | undefined, last: Thing | undefined, orphan?: readonly [Thing, Thing]) =>
      `Migration tests in ${serverTests} against a real PostgreSQL database (a throwaway one per run, no mocks): migrate up from empty, insert one of each entity in build order (${first?.name ?? 'the first'} first${
        last ? `, ${last.name} last` : ''
      })${orphan ? `, and prove the foreign key refuses ${withArticle(orphan[0].label)} without its ${orphan[1].label}` : ''}.`,
    define: (group: readonly Thing[], parents: readonly Thing[]) =>
      `Define ${joinList(group.map((e) => e.name))}${
        parents.length > 0 ? ` with ${group.length === 1 ? 'its' : 'their'} foreign keys (${parents.map(keyOf).join(', ')})` : ''
      }`,
    migrate: (seed: string) => `Generate and run the first migration, then seed ${seed}`,
  },

  content: {
    title: (things: readonly Thing[]) => `Set up the content collections for ${joinList(things.map((e) => e.labelPlural))}`,
    description: (things: readonly Thing[]) =>
      `Define typed content collections for ${joinList(things.map((e) => e.name))} in src/content/ and add the first real entries, so pages are built from content files rather than hard-coded text.`,
    criteria: [
      ['an entry that breaks its collection’s schema', 'the site is built', 'the build fails and names the entry'],
      ['the first real entries', 'the site is built', 'each collection has at least one page'],
      ['an image in an entry', 'the site is built', 'it is served in a modern format at the sizes the layout needs'],
    ] as ReadonlyArray<readonly [string, string, string]>,
    testStrategy:
      'The build is the check: `npm run build` fails on invalid content; a Playwright check opens one page per collection.',
    parts: ['Define the collection schemas', 'Add the first entries and images', 'Configure image processing'],
  },

  local: {
    title: (things: readonly Thing[]) => `Set up local storage for ${joinList(things.map((e) => e.labelPlural))}`,
    description: (things: readonly Thing[], storage: string) =>
      `Create a typed storage module over ${storage} for ${joinList(things.map((e) => e.name))}, with a schema version so later changes can migrate old data.`,
    kept: (thing: Thing) => gwt(`a saved ${thing.label}`, 'the app is closed and opened again', 'it is still there'),
    criteria: [
      ['any screen', 'it needs stored data', 'it goes through the storage module, never straight to storage'],
      ['data saved by the previous schema version', 'the new version starts', 'the data is migrated without loss'],
    ] as ReadonlyArray<readonly [string, string, string]>,
    testStrategy: (unitTests: string, storage: string) =>
      `${unitTests} unit tests of the storage module over an in-memory stand-in for ${storage}: a round trip for each stored type, and an upgrade from the previous schema version.`,
    parts: ['Define the stored types', 'Write the storage module with tests', 'Add the schema version and migration hook'],
  },

  shell: {
    rolesPlural: (role: string) => pluralPhrase(role),
    title: (extension: boolean, roles: readonly string[]) =>
      extension
        ? 'Build the popup, options page and navigation'
        : `Build the app shell and the navigation${roles.length > 0 ? ` for ${joinList(roles)}` : ''}`,
    description: (
      routes: readonly string[],
      mobile: boolean,
      nav: ReadonlyArray<{ roles: string; screens: string[] }>,
    ) =>
      `Create the layout, navigation and a route for each screen of the app flow (${routes.join(', ')}), with shared loading, empty and error states and a ${mobile ? 'not-found screen' : '404 page'}.${
        nav.length > 0
          ? ` The navigation shows each role its own screens: ${nav.map((n) => `${n.roles}: ${joinList(n.screens)}`).join('; ')}.`
          : ''
      }`,
    anyRoute: (routes: number) =>
      gwt(
        'the app running',
        `someone opens any of its ${routes} routes`,
        'the screen renders, with an empty state where there is no data yet',
      ),
    largestFont: gwt(
      'a phone set to the largest font size',
      'someone moves between screens',
      'every label stays readable and reachable with VoiceOver and TalkBack',
    ),
    popup: gwt('the toolbar icon', 'the popup opens', 'it renders at once and works with the keyboard alone'),
    keyboard: (role: string | undefined, screens: readonly string[]) =>
      gwt(
        'a 360 px wide screen and only a keyboard',
        `${role ? withArticle(role) : 'someone'} moves through the navigation${role ? ` to ${joinList(screens)}` : ''}`,
        'every link is reachable and visibly focused',
      ),
    missingDetail: (route: string, thing: Thing, mobile: boolean, list: ScreenRef) =>
      gwt(
        `a link to ${route} for ${withArticle(thing.label)} that does not exist, or to an unknown route`,
        'it is opened',
        `a ${mobile ? 'not-found screen' : '404 page'} offers a way back to ${list.name} (${list.route})`,
      ),
    unknownRoute: (mobile: boolean) =>
      gwt(
        mobile ? 'a link to a screen that does not exist' : 'an unknown route',
        'it is opened',
        `a ${mobile ? 'not-found screen' : '404 page'} offers a way home`,
      ),
    testStrategy: (unitTests: string, e2eTests: string, roles: readonly string[], routes: number) =>
      `${unitTests} component tests for the navigation${roles.length > 0 ? ` of ${joinList(roles)}` : ''}, and for the shared loading, empty and error components; one ${e2eTests} smoke run that opens all ${routes} routes${
        roles.length > 1 ? `, signed in as each role` : ''
      }.`,
    layout: (roles: readonly string[]) =>
      `Create the layout and the navigation${roles.length > 0 ? ` for ${joinList(roles)}` : ''}`,
    routes: (routes: number) => `Add a route for each of the ${routes} screens`,
    states: (listed: readonly Thing[]) =>
      listed.length > 0
        ? `Build the shared loading and error components and the empty states of ${joinList(listed.map((t) => t.labelPlural))}`
        : 'Build the shared loading, empty and error components',
  },

  /**
   * A product without screens: a command-line tool is built as commands, an API alone as endpoints.
   * These replace the app shell, the views and the browser journeys of a product with screens.
   */
  headless: {
    cloneRuns: (install: string, build: string, kind: Headless, slug: string) =>
      gwt(
        'a fresh clone',
        `\`${install}\` and \`${build}\` run`,
        kind === 'cli'
          ? `\`${slug} --help\` lists the commands and exits with code 0`
          : 'GET /health answers 200 and /openapi.json is served',
      ),
    setupTestStrategy: (unitTests: string, kind: Headless, slug: string) =>
      `CI is the check: lint, the type check and one ${unitTests} smoke test that ${
        kind === 'cli' ? `runs \`${slug} --help\`` : 'calls GET /health'
      } run on every pull request; push a failing test once to prove CI blocks the merge.`,
    setupGoal: (product: string, kind: Headless, slug: string) =>
      `The ${product} repository builds, lints and tests in CI, and ${
        kind === 'cli' ? `\`${slug} --help\` lists the commands` : 'the API answers its health check'
      }`,
    foundation: (kind: Headless, local: boolean) =>
      `${local ? 'Local data' : 'Data model'} and ${kind === 'cli' ? 'command structure' : 'API skeleton'}`,
    local: {
      kept: (thing: Thing) => gwt(`a saved ${thing.label}`, 'the command runs again', 'it is still there'),
      criteria: [
        ['any command', 'it needs stored data', 'it goes through the storage module, never straight to the file'],
        ['data saved by the previous schema version', 'the new version runs', 'the data is migrated without loss'],
      ] as ReadonlyArray<readonly [string, string, string]>,
    },
    ready: (kind: Headless): string =>
      kind === 'cli'
        ? 'every command parses its arguments, prints --help and exits with a documented code'
        : 'every endpoint answers in one error format and is listed in the OpenAPI document',
    commands: {
      title: 'Build the command structure' as string,
      description: (slug: string, commands: readonly string[]) =>
        `Set up the \`${slug}\` entry point with commander (a maintained argument parser): a subcommand for each feature (${joinList(
          commands.map((c) => `\`${c}\``),
        )}), --help and --version, documented exit codes (0 success, 1 failure, 2 wrong usage), plain text output with --json for scripts, errors on stderr, and a config file read from the project folder or the user’s config directory.`,
      help: (slug: string) =>
        gwt(`the built \`${slug}\``, 'it runs with --help or with no arguments', 'it lists every command with a one-line summary and exits with code 0'),
      wrongUsage: (slug: string) =>
        gwt(`the built \`${slug}\``, 'it runs with an unknown flag or a missing argument', 'it names the problem on stderr, shows the usage and exits with code 2'),
      json: (slug: string) =>
        gwt(`any command of \`${slug}\` run with --json`, 'its output is parsed', 'stdout holds one valid JSON document and nothing else'),
      testStrategy: (unitTests: string, e2eTests: string, slug: string) =>
        `${unitTests} unit tests for the argument parsing, the config file and the exit codes; ${e2eTests} that run the built \`${slug}\` with --help, a wrong flag and --json.`,
      parts: [
        'Set up commander with a subcommand for each feature, --help and --version',
        'Define the exit codes, the text and --json output and the error messages on stderr',
        'Read the config file and merge it with the flags',
      ],
    },
    skeleton: {
      title: 'Build the API skeleton' as string,
      description: (backend: string) =>
        `Set up the app on ${backend}: routing with one module per resource, one JSON error format ({ error: { code, message } }) for every failure, the OpenAPI document generated from the endpoint schemas at /openapi.json, the auth middleware that checks the API key or session, rate limits per key and a /health endpoint.`,
      unknownPath: gwt('a request to an unknown path', 'it arrives', 'the API answers 404 in the shared error format'),
      rateLimited: gwt('a client over its rate limit', 'it sends one more request', 'the API answers 429 with a Retry-After header'),
      documented: gwt('the running API', '/openapi.json is fetched', 'it is a valid OpenAPI 3.1 document listing every endpoint'),
      testStrategy: (serverTests: string) =>
        `${serverTests} integration tests over HTTP: 404 and 401 in the shared error format, 429 past the rate limit, /health, and the OpenAPI document validated in CI.`,
      parts: [
        'Set up routing, one module per resource, and the shared error format',
        'Add the auth middleware and the rate limits',
        'Generate the OpenAPI document at /openapi.json and validate it in CI',
      ],
    },
    command: {
      title: (command: string) => `Build the \`${command}\` command`,
      description: (
        feature: ModelFeature,
        command: string,
        a: { endpoints: readonly string[]; apiRef?: string; integrations: readonly Integration[]; touched: readonly Thing[]; backend: boolean },
      ) =>
        `Implement ${feature.id} ${feature.name} as \`${command}\`: ${sentence(feature.description)}.${
          a.integrations.length > 0 ? ` It calls ${joinList(a.integrations.map((i) => i.name))} through the client module.` : ''
        }${
          a.endpoints.length > 0 && a.apiRef
            ? ` It calls ${joinList(a.endpoints)} (${a.apiRef}).`
            : a.touched.length > 0
              ? ` It reads and writes ${joinList(a.touched.map((t) => t.labelPlural))} through the ${a.backend ? 'API' : 'storage module'}.`
              : ''
        } It prints plain text, or JSON with --json.`,
      criterion: (role: string, command: string, criterion: string) =>
        gwt(`${withArticle(role)} using \`${command}\``, 'they run it', lowerFirst(sentence(criterion))),
      empty: (things: readonly Thing[], role: string, command: string) =>
        gwt(`no ${things[0]!.labelPlural} yet`, `${withArticle(role)} runs \`${command}\``, 'it prints what to do first and exits with code 0'),
      fails: (role: string, command: string, backend: boolean) =>
        gwt(
          backend ? 'the API failing' : 'a file it cannot read',
          `${withArticle(role)} runs \`${command}\``,
          'it says what went wrong on stderr, exits with code 1 and nothing is half-saved',
        ),
      testStrategy: (unitTests: string, command: string, journey: string) =>
        `${unitTests} unit tests for the logic of \`${command}\`; ${journey}, checking its text output, its --json output and its exit codes.`,
      parse: (command: string) => `Parse the arguments and flags of \`${command}\``,
      output: 'Print the result as text and as JSON with --json' as string,
      tests: (e2eTests: string, command: string) => `Write the unit tests and the ${e2eTests} of \`${command}\``,
    },
    /** A feature of an API alone: its criteria said of the endpoint that serves it. */
    endpoint: {
      criterion: (role: string, endpoint: string, criterion: string) =>
        gwt(`${withArticle(role)} calling ${endpoint}`, 'the request is handled', lowerFirst(sentence(criterion))),
      place: (feature: Feature) => `the endpoints of ${quoted(feature.name)}`,
      tests: (e2eTests: string, feature: Feature) => `Write the ${e2eTests} of ${quoted(feature.name)}`,
    },
    e2eTitle: (kind: Headless, features: readonly Feature[]) =>
      `Write the ${kind === 'cli' ? 'CLI smoke tests' : 'contract tests'} for ${
        features.length <= 3
          ? joinList(features.map((f) => quoted(f.name)))
          : `the ${features.length} main journeys, ${quoted(features[0]!.name)} to ${quoted(features.at(-1)!.name)}`
      }`,
    e2eTestStrategy: (kind: Headless, e2eTests: string, seeded: string) =>
      kind === 'cli'
        ? `${e2eTests} that run the package built by \`npm pack\` with ${seeded}, in CI on every pull request, on Linux, macOS and Windows.`
        : `${e2eTests}, run against a production build with ${seeded} in CI on every pull request; every response is checked against its schema.`,
  },

  feature: {
    /** What a feature lets its person do: its user story's goal, else using the feature. */
    goal: (feature: Feature, story: string | undefined) => story ?? `use ${lowerFirst(feature.name)}`,
    view: (feature: Feature) => `the ${quoted(feature.name)} view`,
    screens: (screens: readonly ScreenRef[]) => joinList(screens.map(screenText)),
    onPlace: (role: string, place: string, criterion: string) =>
      gwt(`${withArticle(role)} on ${place}`, 'they use it', lowerFirst(sentence(criterion))),
    place: (screen: ScreenRef) => screenText(screen),
    empty: (things: readonly Thing[], role: string, where: string) =>
      gwt(
        `no ${things[0]!.labelPlural} yet`,
        `${withArticle(role)} opens ${where}`,
        fieldsInWords(things[0]!.fields)
          ? `an empty state offers to add the first ${things[0]!.label} with its ${fieldsInWords(things[0]!.fields)}`
          : 'an empty state says what to do first',
      ),
    journey: (e2eTests: string, role: string, goal: string, mobile: boolean, extension: boolean) =>
      `one ${oneTestOf(e2eTests)} proving ${withArticle(role)} can ${goal}${mobile ? ', on an iOS simulator and an Android emulator' : extension ? ', with the extension loaded in Chromium' : ''}`,
    // A list's row and a record's page show the record's own fields: what the layout is made of.
    layOut: (screen: ScreenRef, shows?: { thing: Thing; list: boolean }) => {
      const fields = shows && fieldsInWords(shows.thing.fields, shows.list ? 3 : 5);
      return `Lay out ${screenText(screen)}${
        !shows || !fields ? '' : shows.list ? `: a row per ${shows.thing.label} with its ${fields}` : `: the ${shows.thing.label}’s ${fields}`
      }`;
    },
    layOutView: (feature: Feature) => `Lay out the ${quoted(feature.name)} view`,
    /** What loading fetches beyond the list: a status to filter by, the records that belong to each one. */
    load: (things: readonly Thing[], feature: Feature, main?: { status?: { name: string; type: string }; children: readonly Thing[] }) =>
      things.length > 0
        ? `Load ${joinList(things.map((t) => t.labelPlural))}${[
            ...(main?.status ? [`, filterable by ${fieldInWords(main.status)}`] : []),
            ...(main && main.children.length > 0 ? [`, each ${things[0]!.label} with its ${joinList(main.children.map((c) => c.labelPlural))}`] : []),
          ].join('')}${main?.status || (main && main.children.length > 0) ? ',' : ''} and handle their loading, empty and error states`
        : `Connect ${quoted(feature.name)} to its data and handle loading, empty and error states`,
    paymentStep: (integration: Integration) => `Show the ${integration.name} step and its failures`,
    tests: (e2eTests: string, feature: Feature) =>
      `Write the component tests and the ${e2eTests} journey of ${quoted(feature.name)}`,
    call: (integration: Integration) => `Call ${integration.name} (${lowerFirst(sentence(integration.purpose))})`,
    meet: (constraint: Constraint, things: readonly Thing[]) =>
      `Meet ${constraint.name} here: audit entries and role checks for ${things.length > 0 ? joinList(things.map((t) => t.labelPlural)) : 'its data'}`,
    integrationFails: (integration: Integration, role: string, goal: string, thing?: Thing) =>
      gwt(
        `${integration.name} failing`,
        `${withArticle(role)} tries to ${goal}`,
        `${thing ? `the ${thing.label}` : 'their data'} stays as it was and they can retry`,
      ),
    audited: (constraint: Constraint, things: readonly Thing[], feature: Feature) =>
      gwt(
        `${constraint.name} protecting ${things.length > 0 ? joinList(things.map((t) => t.labelPlural)) : 'this data'}`,
        `${quoted(feature.name)} reads or writes them`,
        `an audit entry records who did what, and when`,
      ),
  },

  api: {
    title: (feature: Feature) => `Build the API for ${quoted(feature.name)}`,
    description: (a: {
      fresh: readonly string[];
      reused: readonly string[];
      reusedFrom: readonly string[];
      backend: string | undefined;
      tables: readonly Thing[];
      auth: boolean;
      integrations: readonly Integration[];
      constraints: readonly Constraint[];
    }) => {
      const work = [
        ...(a.fresh.length > 0 ? [`implement ${joinList(a.fresh)}`] : []),
        ...(a.reused.length > 0 ? [`extend ${joinList(a.reused)} (built in ${joinList(a.reusedFrom)})`] : []),
      ];
      const tables =
        a.tables.length > 0
          ? ` on the ${joinList(a.tables.map((t) => t.name))} ${a.tables.length === 1 ? 'table' : 'tables'}`
          : '';
      const fields = fieldsInWords(a.tables[0]?.fields);
      return `${capitalise(joinList(work))} in ${a.backend}${tables}, validating ${fields ? `the ${fields} of ${withArticle(a.tables[0]!.label)}` : 'input'} with zod${a.auth ? ' and checking the session' : ''}${
        a.integrations.length > 0 ? `; call ${joinList(a.integrations.map((i) => i.name))} through the client module` : ''
      }${a.constraints.length > 0 ? `; meet ${joinList(a.constraints.map((c) => c.name))} on every read and write` : ''}.`;
    },
    invalid: (auth: boolean, role: string, endpoint: string, thing?: Thing) => {
      const field = checkedField(thing?.fields);
      return gwt(
        `${auth ? 'a signed-in ' : 'a '}${role}`,
        field ? `they send ${endpoint} with no ${fieldInWords(field)} or an invalid one` : `they send ${endpoint} with a missing or invalid field`,
        `the API answers 400 naming ${field ? `the ${fieldInWords(field)} field` : 'the field'}, and nothing is saved`,
      );
    },
    noSession: (feature: Feature) => gwt('no session', `any endpoint of ${quoted(feature.name)} is called`, 'it answers 401'),
    orphan: (child: Thing, parent: Thing) => gwt(orphaned(child, parent), 'it is saved', 'the API answers 422 and stores nothing'),
    testStrategy: (a: {
      serverTests: string;
      endpoints: readonly string[];
      auth: boolean;
      orphan?: readonly [Thing, Thing];
      integrations: readonly Integration[];
      constraints: readonly Constraint[];
      feature: Feature;
      /** The record the endpoints save: the tests fill in its own fields. */
      record?: Thing;
    }) =>
      `API integration tests (${a.serverTests} over HTTP against a real PostgreSQL database, a fresh one per run): the success path of ${joinList(a.endpoints)}${
        a.record && fieldsInWords(a.record.fields) ? ` with ${withArticle(a.record.label)}’s ${fieldsInWords(a.record.fields)}` : ''
      }, 400 for invalid input${
        a.auth ? ', 401 without a session' : ''
      }${a.orphan ? `, and 422 for ${withArticle(a.orphan[0].label)} without its ${a.orphan[1].label}` : ''}${
        a.integrations.length > 0
          ? `; ${joinList(a.integrations.map((i) => i.name))} stubbed at the HTTP boundary, failures included`
          : ''
      }${a.constraints.length > 0 ? `; the ${joinList(a.constraints.map((c) => c.name))} audit entry asserted for each read and write` : ''}; ${a.serverTests} unit tests for the rules of ${quoted(a.feature.name)}.`,
    schemas: (tables: readonly Thing[], feature: Feature) =>
      `Write the zod schemas for ${
        tables.length > 0
          ? joinList(tables.map((t) => (fieldsInWords(t.fields) ? `${t.name} (${fieldsInWords(t.fields)})` : t.name)))
          : quoted(feature.name)
      }`,
    // The description lists the endpoints: the part counts them.
    implement: (endpoints: readonly string[]) =>
      endpoints.length === 1 ? `Implement ${endpoints[0]}` : `Implement its ${endpoints.length} new endpoints`,
    extend: (endpoints: readonly string[], feature: Feature) => `Extend ${joinList(endpoints)} for ${quoted(feature.name)}`,
    checkParents: (child: Thing, parents: readonly Thing[]) =>
      `Check that each ${child.label} points to an existing ${joinList(parents.map((p) => p.label))} (${parents.map(keyOf).join(', ')})`,
    test: (feature: Feature) => `Test the endpoints of ${quoted(feature.name)} against a real database`,
  },

  ui: {
    screensWord: (mobile: boolean, extension: boolean): string => (mobile ? 'screens' : extension ? 'popup and pages' : 'UI'),
    title: (screensWord: string, feature: Feature) => `Build the ${screensWord} for ${quoted(feature.name)}`,
    // The API task lists the endpoints and a part of this one the states: the description points to them.
    description: (feature: ModelFeature, screenList: string, several: boolean, apiRef: string) =>
      `Build ${feature.id} ${feature.name} on ${screenList}: ${sentence(feature.description)}. Connect ${
        several ? 'them' : 'it'
      } to the endpoints of ${apiRef}.`,
    apiFails: (role: string, record?: Thing) => {
      // A profile is saved by the person it describes: "their changes", not "a nurse saves a nurse".
      const thing = record && record.label !== role.toLowerCase() ? record : undefined;
      const fields = fieldsInWords(thing?.fields);
      return gwt(
        'the API failing',
        thing ? `${withArticle(role)} saves ${withArticle(thing.label)}` : `${withArticle(role)} saves their changes`,
        `an error says what went wrong and ${fields ? `the ${fields} they typed are` : 'their input is'} kept for a retry`,
      );
    },
    testStrategy: (unitTests: string, screenList: string, journey: string) =>
      `Component tests (${unitTests}) for the loading, empty and error states of ${screenList}; ${journey}.`,
  },

  /** A feature built in one task, without an API of its own. */
  single: {
    title: (feature: Feature) => `Build ${quoted(feature.name)}`,
    description: (
      feature: ModelFeature,
      screenList: string,
      integrations: readonly Integration[],
      touched: readonly Thing[],
      backend: boolean,
    ) =>
      `Implement ${feature.id} ${feature.name} on ${screenList}: ${sentence(feature.description)}.${
        integrations.length > 0 ? ` It calls ${joinList(integrations.map((i) => i.name))} through the client module.` : ''
      }${touched.length > 0 ? ` It reads and writes ${joinList(touched.map((t) => t.labelPlural))} through the ${backend ? 'API' : 'storage module'}.` : ''}`,
    kept: (thing: Thing, role: string) =>
      gwt(`${thing.labelPlural} saved by ${withArticle(role)}`, 'the app is closed and opened again', 'they are still there'),
    testStrategy: (a: {
      unitTests: string;
      touched: boolean;
      backend: boolean;
      feature: Feature;
      integrations: readonly Integration[];
      constraints: readonly Constraint[];
      journey: string;
    }) =>
      `${a.unitTests} unit tests for the rules${a.touched ? ` and the ${a.backend ? 'API' : 'storage'} calls` : ''} of ${quoted(a.feature.name)}${
        a.integrations.length > 0 ? ` with ${joinList(a.integrations.map((i) => i.name))} stubbed` : ''
      }${a.constraints.length > 0 ? `, the ${joinList(a.constraints.map((c) => c.name))} audit entry asserted` : ''}; ${a.journey}.`,
    logic: (touched: readonly Thing[], backend: boolean) =>
      touched.length > 0
        ? `Write the logic and the ${backend ? 'API' : 'storage'} calls for ${joinList(touched.map((t) => t.labelPlural))}`
        : 'Write the logic',
  },

  /**
   * The task that builds signing in, before every task whose endpoints need a session: people's
   * accounts, staff's single sign-on, a player's identity, or the API keys programs call with.
   */
  signIn: {
    title: (kind: SignInKind, auth: string, slug: string) =>
      ({
        people: `Build sign-up, sign-in and sessions with ${auth}`,
        staff: `Build single sign-on for staff (${auth})`,
        players: 'Build player identity: an anonymous account linked to store sign-in',
        keys: 'Build API keys: issue, check and revoke',
        cli: `Build API keys and the \`${slug} login\` command`,
      })[kind],
    description: (kind: SignInKind, a: SignInFacts) => {
      const guard = (who: string) =>
        `Add one guard that every ${kind === 'people' ? 'signed-in ' : ''}endpoint uses, which puts ${who} on the request`;
      const screens = a.screens.length > 0 ? `, and build ${joinList(a.screens.map(screenText))}` : '';
      switch (kind) {
        case 'people':
          return `Set up ${a.auth} on the server: sign-up${a.roles.length > 0 ? ` as ${joinList(a.roles.map(withArticle), 'or')}` : ''} with email verification, sign-in with email and password${a.ios ? ', Sign in with Apple' : ''} or Google, password reset and sign-out, with sessions in HttpOnly, Secure, SameSite=Lax cookies. ${guard('the user and their role')}${screens}.`;
        case 'staff':
          return `Set up ${a.auth}: OIDC through Google Workspace or Microsoft Entra ID, no public sign-up, an account created on first sign-in for the company domain, and its role assigned by an admin. ${guard('the person and their role')}${screens}.`;
        case 'players':
          return `Create an anonymous player id on first launch and keep its token in the device’s secure storage; let the player link Sign in with Apple, Google, Game Center or Play Games to keep their progress on a new device. ${guard('the player')}.`;
        case 'keys':
          return `Let an account create, list and revoke its API keys: a key is shown once, stored as a hash, scoped to its account and sent as a Bearer token. The auth middleware checks it on every request, puts the account on the request and applies the rate limit per key.`;
        case 'cli':
          return `Let an account create and revoke API keys (shown once, stored as a hash, scoped to the account). \`${a.slug} login\` signs in with a device code confirmed in the browser and keeps the key in the OS keychain; every request sends it as a Bearer token and the server checks it.`;
      }
    },
    criteria: (kind: SignInKind, a: { role: string; hub: string; slug: string }): string[] => {
      const noSession = gwt(
        'no session, or an expired one',
        'an endpoint that needs a signed-in user is called',
        'it answers 401 and the person is sent to sign in',
      );
      const badKey = gwt('a request with a missing, wrong or revoked key', 'it reaches any endpoint', 'the API answers 401 in the shared error format');
      switch (kind) {
        case 'people':
          return [
            gwt(`a new ${a.role}`, 'they sign up and open the link in the verification email', `they are signed in and land on ${a.hub}`),
            noSession,
            gwt('five wrong passwords for one email within ten minutes', 'a sixth attempt is made', 'sign-in is refused for a while and the attempt is logged'),
          ];
        case 'staff':
          return [
            gwt('a colleague with a company account', 'they sign in for the first time', 'an account is created for them and waits for an admin to give it a role'),
            gwt('someone outside the company domain', 'they try to sign in', 'they are refused and no account is created'),
            noSession,
          ];
        case 'players':
          return [
            gwt('a first launch', 'the game opens', 'a player id exists before the first level, and progress is saved to it'),
            gwt('a player who linked their store account', 'they sign in on a new device', 'their progress is there'),
            gwt('a request without a valid player token', 'it reaches any endpoint', 'it answers 401'),
          ];
        case 'keys':
          return [
            gwt('an account', 'it creates an API key', 'the key is shown once and only its hash is stored'),
            badKey,
            gwt('two accounts with their own keys', 'one of them reads records', 'only its own account’s records come back'),
          ];
        case 'cli':
          return [
            gwt(`\`${a.slug} login\``, 'the person confirms the device code in the browser', 'the key is stored in the OS keychain and never printed'),
            badKey,
            gwt(`\`${a.slug} logout\``, 'it runs', 'the key is revoked on the server and removed from the keychain'),
          ];
      }
    },
    testStrategy: (kind: SignInKind, a: { serverTests: string; e2eTests: string; hub: string; slug: string }) =>
      ({
        people: `${a.serverTests} integration tests over HTTP against a real PostgreSQL database: sign-up, email verification, sign-in, password reset and sign-out, 401 from a protected endpoint without a session, and the sign-in rate limit; one ${oneTestOf(a.e2eTests)} that signs up and reaches ${a.hub}.`,
        staff: `${a.serverTests} integration tests with the identity provider stubbed: the first sign-in creates the account, a foreign domain is refused, and a protected endpoint answers 401 without a session; one ${oneTestOf(a.e2eTests)} that signs in through the stub and reaches ${a.hub}.`,
        players: `${a.serverTests} integration tests: an anonymous player is created, linking a store account keeps the same player, and any endpoint answers 401 without a token; one ${oneTestOf(a.e2eTests)} that plays, reinstalls and signs in to find the progress.`,
        keys: `${a.serverTests} integration tests over HTTP: a key works once created and stops once revoked, 401 for a missing or wrong key, one account never reads another’s records, and the rate limit per key.`,
        cli: `${a.serverTests} integration tests of the key endpoints (create, revoke, 401 for a wrong key) and ${a.e2eTests} that run \`${a.slug} login\` and \`${a.slug} logout\` against a stubbed device-code flow.`,
      })[kind],
    // A product with several roles signs each up in its own way: the guard, the screens and the tests name them.
    parts: (kind: SignInKind, auth: string, slug: string, roles: readonly string[] = []): string[] =>
      ({
        people: [
          `Configure ${auth} with its user, session and verification tables`,
          `Add the session guard that puts the user and their role${roles.length > 1 ? ` (${joinList(roles, 'or')})` : ''} on each request`,
          roles.length > 1
            ? `Build the sign-up screen, where people sign up as ${joinList(roles.map(withArticle), 'or')}, and the sign-in screen with password reset`
            : 'Build the sign-up and sign-in screens with password reset',
          `Test sign-up${roles.length > 1 ? ` as ${joinList(roles.map(withArticle), 'and as')}` : ''}, verification, sign-in and 401 without a session`,
        ],
        staff: [
          `Register the app with the identity provider and configure ${auth}`,
          'Create accounts on first sign-in and let an admin assign roles',
          'Add the session guard that puts the person and their role on each request',
          'Test the first sign-in, a foreign domain and 401 without a session',
        ],
        players: [
          'Create the anonymous player and keep its token in secure storage',
          'Link Sign in with Apple, Google, Game Center and Play Games',
          'Add the guard that puts the player on each request',
          'Test anonymous play, linking and 401 without a token',
        ],
        keys: [
          'Store API keys hashed, scoped to their account',
          'Add the endpoints that create, list and revoke keys',
          'Check the key on every request and rate-limit per key',
          'Test keys, revocation and isolation between accounts',
        ],
        cli: [
          'Store API keys hashed, scoped to their account',
          `Add the device-code sign-in behind \`${slug} login\` and \`${slug} logout\``,
          'Keep the key in the OS keychain and send it on every request',
          'Test login, logout and 401 for a wrong key',
        ],
      })[kind],
    goal: (kind: SignInKind) =>
      ({
        people: 'people sign up, sign in and stay signed in',
        staff: 'staff sign in with their company account',
        players: 'every player has an identity that keeps their progress',
        keys: 'API keys are issued, checked and revoked',
        cli: 'API keys are issued, checked and revoked',
      })[kind],
  },

  /** A feature written from its capability's plan (ADR 0041): the plan's tasks, in order. */
  capability: {
    description: (feature: Feature, step: number, steps: number, detail: string) =>
      `${feature.id} ${quoted(feature.name)}, step ${step} of ${steps}: ${detail}`,
    calls: (integrations: readonly Integration[]) =>
      ` It calls ${joinList(integrations.map((i) => i.name))} through the client module.`,
    meets: (constraints: readonly Constraint[]) => ` It meets ${joinList(constraints.map((c) => c.name))} on every read and write.`,
    /** The plan's endpoints and jobs its steps' own words leave unnamed, so the task that builds them says so. */
    serves: (endpoints: readonly string[]) => ` Serve ${joinList(endpoints)} too.`,
    schedules: (jobs: ReadonlyArray<{ name: string; trigger: string; work: string }>) =>
      ` Schedule ${jobs.length > 1 ? 'the jobs' : 'the job'} ${joinList(
        jobs.map((j) => `\`${j.name}\` (${lowerFirst(sentence(j.trigger))}: ${lowerFirst(sentence(j.work))})`),
      )}.`,
    done: (feature: Feature, step: number, detail: string) =>
      gwt(
        `step ${step} of ${quoted(feature.name)} built`,
        'its tests run in CI',
        `they pass, proving what the step promises: ${lowerFirst(sentence(detail))}`,
      ),
    testStrategy: (a: {
      feature: Feature;
      step: number;
      steps: number;
      title: string;
      /** The step makes a table, serves an endpoint, or neither. */
      kind: 'table' | 'api' | 'other';
      auth: boolean;
      serverTests: string;
      unitTests: string;
    }) =>
      a.kind === 'table'
        ? `Migration tests in ${a.serverTests} against a real PostgreSQL database for step ${a.step} of ${a.steps} of ${quoted(a.feature.name)}, “${sentence(a.title)}”: migrate up from empty, then prove the keys and indexes the step adds.`
        : a.kind === 'api'
        ? `API integration tests (${a.serverTests} over HTTP against a real PostgreSQL database) for step ${a.step} of ${a.steps} of ${quoted(a.feature.name)}, “${sentence(a.title)}”: the success path, 400 for invalid input${a.auth ? ', 401 without a session' : ''} and what the step promises.`
        : `${a.unitTests} tests for step ${a.step} of ${a.steps} of ${quoted(a.feature.name)}, “${sentence(a.title)}”, run in CI on every pull request.`,
    checks: (journey: string, qa: readonly string[]) =>
      ` Then ${journey}${qa.length > 0 ? `; before release, the QA checks: ${qa.map((q) => lowerFirst(sentence(q))).join('; ')}` : ''}.`,
  },

  e2e: {
    title: (features: readonly Feature[]) =>
      features.length <= 3
        ? `Write end-to-end tests for ${joinList(features.map((f) => quoted(f.name)))}`
        : `Write end-to-end tests for the ${features.length} main journeys, ${quoted(features[0]!.name)} to ${quoted(features.at(-1)!.name)}`,
    description: (e2eTests: string, features: readonly Feature[]) =>
      `Cover the journey of each must-have feature with ${e2eTests}, in build order: ${joinList(features.map((f) => `${f.id} ${f.name}`))}.`,
    seeded: (backend: boolean, seed: string, stores: readonly Thing[]) =>
      backend
        ? `a database seeded with ${seed}`
        : stores.length > 0
          ? `seeded ${joinList(stores.map((t) => t.labelPlural))}`
          : 'seeded data',
    pass: (seeded: string, features: readonly Feature[]) =>
      gwt(`a fresh build with ${seeded}`, 'CI runs the journeys', `the journeys of ${joinList(features.map((f) => f.name))} pass`),
    isolated: (stores: readonly Thing[]) =>
      gwt(
        'two runs in a row',
        `each creates its own ${stores.length > 0 ? joinList(stores.map((t) => t.labelPlural)) : 'data'}`,
        'neither depends on what the other left behind',
      ),
    testStrategy: (e2eTests: string, seeded: string, mobile: boolean, extension: boolean) =>
      `${e2eTests} against a production build with ${seeded}, in CI on every pull request; ${
        mobile
          ? 'on an iOS simulator and an Android emulator'
          : extension
            ? 'with the packed extension loaded in Chromium'
            : 'on a 360 px phone viewport and a desktop one'
      }.`,
    setUp: (e2eTests: string, seeded: string) => `Set up ${e2eTests} in CI with ${seeded}`,
    /** A journey's part says what it walks through: the record it saves with its fields, else the story's goal. */
    journey: (feature: Feature, walk?: { role: string; goal: string; record?: Thing }) => {
      const fields = walk?.record && fieldsInWords(walk.record.fields);
      const profile = walk?.record && walk.record.label === walk.role.toLowerCase();
      return `Write the ${feature.name} journey${
        !walk
          ? ''
          : fields
            ? profile
              ? `: ${withArticle(walk.role)} fills in their ${fields} and finds them on their profile`
              : `: ${withArticle(walk.role)} saves ${withArticle(walk.record!.label)} with its ${fields} and finds it in the list`
            : `: ${withArticle(walk.role)} can ${walk.goal}`
      }`;
    },
  },

  verify: {
    title: (constraint: Constraint) => `Verify ${constraint.name} before launch`,
    description: (constraint: Constraint, performance: boolean, slug: string) =>
      `${constraint.name}: ${sentence(constraint.text)}. ${
        performance ? 'Measure it on the production build under the expected load' : 'Check the product against it'
      } and record the result in docs/compliance/${slug}.md.`,
    holds: (constraint: Constraint, performance: boolean) =>
      gwt(
        'the production build',
        `${constraint.name} is ${performance ? 'measured' : 'checked'}`,
        lowerFirst(sentence(constraint.text)),
      ),
    ciFails: (constraint: Constraint) =>
      gwt(`a change that breaks ${constraint.name}`, 'CI runs', 'the check fails before the change is merged'),
    testStrategy: (constraint: Constraint, performance: boolean, backend: boolean, slug: string) =>
      performance
        ? `A load test (k6) of the main ${backend ? 'endpoints' : 'screens'} and a Lighthouse run in CI, with thresholds taken from ${constraint.name}; the figures are kept in docs/compliance/${slug}.md as the compliance check.`
        : `A compliance check: docs/compliance/${slug}.md lists each demand of ${constraint.name} with its evidence (a test, a setting or a screenshot), reviewed before launch.`,
    first: (constraint: Constraint, performance: boolean) =>
      performance ? 'Write the load test and thresholds' : `List the demands of ${constraint.name}`,
    fix: 'Fix what fails and record the evidence',
    /** The phase goal's line for a verified constraint. */
    verified: (constraint: Constraint) => `${constraint.name} is verified`,
  },

  phases: {
    setup: 'Project setup',
    setupGoal: (product: string) =>
      `The ${product} repository builds, lints and tests in CI, and the app opens on an empty home screen`,
    foundation: (kind: 'content' | 'accounts' | 'shell' | 'local') =>
      ({
        content: 'Content and layout',
        accounts: 'Data model and accounts',
        shell: 'Data model and app shell',
        local: 'Local data and app shell',
      })[kind],
    stored: (kind: 'content' | 'database' | 'device', things: readonly Thing[], linked: boolean) => {
      const names = joinList(things.map((t) => t.labelPlural));
      return kind === 'content'
        ? `Content collections hold ${names}`
        : kind === 'database'
          ? `The database holds ${names}${linked ? ' and the links between them' : ''}`
          : `${capitalise(names)} are stored on the device`;
    },
    safeguards: (constraints: readonly Constraint[]) => `the ${joinList(constraints.map((c) => c.name))} safeguards are in place`,
    routed: (staticSite: boolean) => `every ${staticSite ? 'page of the site' : 'screen of the app flow'} has its route`,
    /** What works once the features are built, in the founder's words. */
    outcomes: (features: ReadonlyArray<Pick<ModelFeature, 'name' | 'description'>>) =>
      features.map((f) => `${f.name}: ${sentence(f.description)}`).join('; '),
    goal: (parts: readonly string[]) => parts.join('; '),
    core: (part: number | undefined) => (part ? `Core features, part ${part}` : 'Core features'),
    should: (part: number | undefined) => (part ? `Should-have features, part ${part}` : 'Should-have features'),
    launch: 'Polish and launch',
    live: (product: string, where: string) => `${product} is live ${where}, with the main journeys tested end to end`,
  },

  safeguard: {
    /** What the safeguards cover when the constraint names no entity of the model. */
    personalData: 'personal data',
    what: (things: readonly Thing[]) => joinList(things.map((t) => t.labelPlural)),
    checkRole: 'Check the role on every endpoint and screen that needs one',
    rateLimit: 'Rate-limit sign-in and keep secrets out of the client',
    consent: 'Record the consent or acceptance the rule requires, with its date',
    auditLog: 'Write an audit log of every read and change',
    encrypt: 'Encrypt the data at rest and in transit',
    roleAccess: 'Check access by role',
    exportDelete: 'Let a person export and delete their data',
    agreement: (vendors: readonly string[]) => `Get a signed data agreement from ${joinList(vendors)}`,
    checklist: (constraint: Constraint) => `Write the ${constraint.name} checklist with its evidence`,
    title: (constraint: Constraint) => `Build the ${constraint.name} safeguards`,
    description: (constraint: Constraint, backend: boolean, what: string, parts: readonly string[]) =>
      `${constraint.name}: ${sentence(constraint.text)}. Build what it demands once, ${backend ? 'on the server' : 'on the device'}, before any feature stores ${what}: ${joinList(
        parts.map(lowerFirst),
      )}.`,
    audited: (constraint: Constraint, what: string) =>
      gwt(`${constraint.name} applies to ${what}`, 'any of them is read or changed', 'the audit log records who did what, and when'),
    refused: (what: string, backend: boolean) =>
      gwt(
        `someone without the role for ${what}`,
        'they ask for it',
        `the ${backend ? 'API answers 403' : 'app refuses'} and the attempt is logged`,
      ),
    evidence: (constraint: Constraint, slug: string) =>
      gwt(
        `the checklist in docs/compliance/${slug}.md`,
        'it is reviewed before launch',
        `every demand of ${constraint.name} (${lowerFirst(sentence(constraint.text))}) has its evidence: a test, a setting or a signed document`,
      ),
    testStrategy: (constraint: Constraint, slug: string, backend: boolean, unitTests: string, audit: boolean) =>
      `A compliance check: docs/compliance/${slug}.md maps each demand of ${constraint.name} to its evidence and is reviewed before launch; ${
        backend ? 'API integration tests on a real database' : `${unitTests} tests`
      } prove the ${audit ? 'audit entry and the refusal' : 'refusal'} for a missing role.`,
  },

  connect: {
    title: (integration: Integration) => `Connect ${integration.name}`,
    description: (integration: Integration, backend: boolean, money: boolean, calledBy: readonly Feature[]) =>
      `Add ${withArticle(integration.name)} client module${backend ? ' on the server' : ''} (${lowerFirst(sentence(integration.purpose))}): keys${
        backend ? ' in server-side environment variables, never in the client bundle' : ''
      }, a sandbox account for development${money ? ', and a webhook route that checks signatures and handles each event once' : ''}${
        calledBy.length > 0 ? `. Called by ${joinList(calledBy.map((f) => `${f.id} ${f.name}`))}` : ''
      }.`,
    sandbox: (integration: Integration, first: Feature | undefined, backend: boolean) =>
      gwt(
        `the ${integration.name} sandbox keys`,
        `the client sends the request ${first ? `${quoted(first.name)} needs` : 'it is for'}`,
        `it succeeds${backend ? ' and no key appears in the client bundle' : ''}`,
      ),
    fails: (integration: Integration) =>
      gwt(
        `${integration.name} failing or timing out`,
        'the client calls it',
        'it returns a typed error after a bounded retry and nothing is half-saved',
      ),
    webhook: gwt('a webhook with a wrong signature or one already handled', 'it arrives', 'it changes nothing'),
    testStrategy: (integration: Integration, money: boolean) =>
      `Unit tests with ${integration.name} stubbed at the HTTP boundary (success, error, timeout${money ? ', bad signature, duplicate event' : ''}); one contract test against the ${integration.name} sandbox, run before each release rather than on every push.`,
    account: (integration: Integration) => `Create the ${integration.name} sandbox account and keys`,
    client: (integration: Integration, calledBy: readonly Feature[]) =>
      `Write the ${integration.name} client for ${
        calledBy.length > 0 ? joinList(calledBy.map((f) => quoted(f.name))) : lowerFirst(sentence(integration.purpose))
      }, with timeouts and retries`,
    webhookPart: 'Add the webhook route with signature checks',
    test: (integration: Integration) => `Test the ${integration.name} client stubbed, then once against the sandbox`,
  },

  launch: {
    stores: {
      where: 'on the App Store and Google Play',
      title: (product: string) => `Submit ${product} to the App Store and Google Play`,
      description: (hosting: string) =>
        `Set up ${midSentence(hosting)}. Write the store listings, the privacy label and the Data safety form, test the release builds on real devices through TestFlight and internal testing, then submit for review.`,
      criteria: [
        ['the release builds', 'they are installed from TestFlight and internal testing', 'the main journeys work on a real iPhone and a real Android phone'],
        ['the privacy label and the Data safety form', 'they are compared with what the app collects', 'they match'],
        ['a store reviewer', 'they open the app', 'a demo account lets them reach every screen'],
      ] as ReadonlyArray<readonly [string, string, string]>,
      testStrategy: (storeBilling: boolean) =>
        `A store review checklist before submission: privacy label and Data safety form match the data collected, a demo account for reviewers, ${
          storeBilling ? 'digital purchases only through store billing' : 'no payment for digital goods outside store billing'
        }, screenshots for each device size; release builds smoke-tested on real devices.`,
      parts: [
        'Configure EAS Submit and the release builds',
        'Write the store listings, privacy label and Data safety form',
        'Test on real devices through TestFlight and internal testing',
        'Submit and answer the review',
      ],
    },
    extension: {
      where: 'in the Chrome Web Store and Firefox Add-ons',
      title: (product: string) => `Publish ${product} to the Chrome Web Store and Firefox Add-ons`,
      description: (hosting: string) =>
        `Set up ${midSentence(hosting)}. Justify every permission, fill in the privacy practices, and submit the packaged build for review.`,
      criteria: [
        ['the packaged build', 'it is installed in a clean browser profile', 'the main journeys work without developer mode'],
        ['each permission and host permission', 'the store form is filled in', 'each has a one-line reason tied to a feature'],
        ['a store reviewer', 'they read the listing', 'the single purpose of the extension is clear'],
      ] as ReadonlyArray<readonly [string, string, string]>,
      testStrategy:
        'An extension review checklist before submission: single purpose stated, each permission justified, no remotely hosted code, privacy practices filled in; the packaged build smoke-tested in a clean browser profile.',
      parts: [
        'Build and zip the release in CI',
        'Write the listing, permission reasons and privacy practices',
        'Smoke-test the packaged build in a clean profile',
        'Submit and answer the review',
      ],
    },
    /** A command-line tool with no server: published as a package, not deployed. */
    package: {
      where: 'on npm',
      title: (product: string) => `Publish ${product} to npm`,
      description: (hosting: string, slug: string) =>
        `Set up ${midSentence(hosting).replace(/\.$/, '')}. Write the README with install and usage for every command, check the package contents with \`npm pack --dry-run\`, then tag the first version so CI publishes \`${slug}\`.`,
      criteria: (slug: string): ReadonlyArray<readonly [string, string, string]> => [
        ['a version tag pushed to main', 'CI passes', `\`${slug}\` is published to npm and as binaries on GitHub Releases without manual steps`],
        ['a clean machine with Node.js 20', `\`npx ${slug} --help\` runs`, 'it prints the commands on Linux, macOS and Windows'],
        ['the published package', 'its contents are listed', 'it holds the built code, the README and the licence, and no tests or secrets'],
      ],
      testStrategy: (slug: string) =>
        `A release checklist before the first tag: \`npm pack --dry-run\` reviewed, and \`npx ${slug} --help\` plus one command smoke-tested from the published package on Linux, macOS and Windows.`,
      parts: ['Configure the release workflow and the npm token', 'Write the README with every command', 'Tag, publish and smoke-test the package'],
    },
    web: {
      where: (target: string) => `on ${target}`,
      secrets: (backend: boolean, accounts: boolean, integrations: readonly Integration[]) => [
        ...(backend ? ['database URL'] : []),
        ...(accounts && backend ? ['auth secret'] : []),
        ...integrations.map((i) => `${i.name} keys`),
      ],
      title: (product: string, target: string) => `Deploy ${product} to ${target}`,
      // Its parts add the monitoring, the first-value event and the release: the description does not list them again.
      description: (hosting: string, secrets: readonly string[]) =>
        `Set up ${midSentence(hosting).replace(/\.$/, '')}${secrets.length > 0 ? `; production gets its own ${joinList(secrets)}` : ''}.`,
      deploys: (product: string, target: string) =>
        gwt('a push to main', 'CI passes', `${product} deploys to ${target} without manual steps`),
      monitored: (route?: string) =>
        gwt(`an error thrown ${route ? `on ${route} ` : ''}in production`, 'it happens', 'the monitoring tool reports it with the release version'),
      firstValue: (role: string, goal: string) =>
        gwt('the production build', `${withArticle(role)} tries to ${goal}`, 'it works end to end and the first-value event reaches analytics'),
      backup: (things: readonly Thing[]) =>
        gwt('last night’s backup', 'it is restored to a scratch database', `its ${joinList(things.map((t) => t.labelPlural))} are all there`),
      testStrategy: (first: string, role: string, goal: string) =>
        `A smoke test of ${quoted(first)} (${withArticle(role)} can ${goal}) against production after each deploy, and the launch checklist (a test error reaches monitoring, backups restore, environment variables set) reviewed before release.`,
      configure: (target: string, secrets: readonly string[]) =>
        `Configure ${target}${secrets.length > 0 ? ` and production’s ${joinList(secrets)}` : ' for production'}`,
      monitoring: (first: string) => `Add error monitoring and the ${quoted(first)} analytics event`,
      release: (first: string) => `Release and smoke-test ${quoted(first)} in production`,
    },
    /** The first-value journey when the model has no feature to name. */
    mainJourney: 'the main journey',
    use: 'use it',
  },

  /** The implementation plan's lines around the phases. */
  implementation: {
    // The board holds each task's dependencies: the plan names the task as the board does.
    step: (ref: string, title: string) => `${ref} ${title}`,
    chain: (hours: number, refs: readonly string[]) =>
      `The longest chain of tasks that wait for each other is ${hours} hours (${refs.join(' → ')}): it sets the earliest finish, so start it first and run the other tasks alongside it`,
    scope: (musts: number) =>
      `Scope creep: ship the ${musts} must-have features first and keep a “later” list for everything else`,
    estimate: (hours: number) =>
      `Estimates of ${hours} hours assume one developer with an AI coding tool; keep a 20% buffer and cut “could” features first`,
    // The overview holds the questions and assumptions themselves: the plan counts what is unsettled.
    unsettled: (questions: number, assumptions: number) =>
      `${[
        ...(questions > 0 ? [`${questions} open question${questions === 1 ? '' : 's'}`] : []),
        ...(assumptions > 0 ? [`${assumptions} unconfirmed assumption${assumptions === 1 ? '' : 's'}`] : []),
      ].join(' and ')} of the overview could change this plan: settle each before the tasks it touches`,
  },
};

export type PlanPhrases = typeof planEn;
