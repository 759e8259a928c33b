import type { AiRulesPhrases } from '../ai-rules-text';
import { storageFor } from '../model/storage-kind';
import type { Stack } from '../plan';
import type { StandardScreen } from '../standard-states';
import { joinList } from '../text';

/** The rules for coding agents in English. */


const lower = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

/** The standard states of each kind of screen, each said once for every screen of its kind. */
const standardStatesEn: Record<StandardScreen, string> = {
  landing: 'The landing page is pre-rendered and never empty; a section that fails to load is hidden, and sign-up always works.',
  form: 'A form (sign-up, sign-in, settings) shows a spinner on its button and disables its controls while it works, explains an error next to its field and keeps what was typed; settings start from defaults explained in one line, and a failed sign-in never says whether the email or the password was wrong.',
  home: 'The home screen shows skeleton cards while it loads, a welcome with one button to the first feature for a new account, and a banner with Retry on an error.',
  list: 'A list shows skeleton rows of its fields while it loads, what it is for and a “New” button when it is empty, and “Couldn’t load” with Retry on an error, keeping its search or filter.',
  record: 'A record’s page shows its fields as skeletons while it loads, and a not-found message for a record that is gone or “Couldn’t load” with Retry, each with a link back to its list.',
};

export const aiRulesEn: AiRulesPhrases = {
  scope: (count, first, last) =>
    `docs/requirements.md is the source of truth for scope: ${count === 1 ? 'one feature' : `${count} features`}, ${first ? `${first.id} ${first.name}` : ''}${last && last !== first ? ` to ${last.id} ${last.name}` : ''}; build nothing outside ${count === 1 ? 'it' : 'them'} without asking`,
  build: (libs, tables, count, backend, auth) =>
    `Build with ${joinList(libs)}; ask before adding a dependency, changing how ${joinList(tables)} ${count === 1 ? 'is' : 'are'} ${backend ? 'stored' : 'saved'}${auth ? ` or touching sign-in (${auth})` : ''}`,
  layout(dirs, p) {
    if (!p) return `Keep the folder layout (${dirs})`;
    const places: Partial<Record<Stack['kind'], string>> = {
      next: `app/${p.dir}/ for its screens, app/api/${p.dir}/ for its route handlers and db/ for its table`,
      vite: `src/routes/ for its screens and src/data/ for its storage`,
      expo: `app/${p.dir}/ for its screens and lib/ for its data access${p.backend ? ', server/ for its API' : ''}`,
      tauri: `src/ for its screens and src/lib/ for its logic`,
      service: p.api ? `src/routes/${p.dir}.ts for its endpoints and src/db/ for its table` : `src/cli/ for its commands`,
    };
    const place = places[p.kind];
    return `Keep the folder layout (${dirs})${place ? `: ${p.entity} code goes in ${place}` : ''}`;
  },
  names: (entities, routes) =>
    `Name entities exactly as in the PRD (${joinList(entities)})${routes ? ' and routes as in docs/frontend.md' : ''}; never rename fields without a migration`,
  validate: (write) =>
    `Validate every request body and query with its zod schema${write ? ` (${write} first)` : ''} and return 400 with field errors; no \`any\` and no non-null assertions on data from outside`,
  secrets: (names) => `Read ${joinList(names)} through one config module only; never commit .env files`,
  storage: (tables, b) =>
    `Read and write ${joinList(tables)} only through the storage module (${storageFor(b.archetype, b.platforms)}), parsing what it returns; no \`any\` and no non-null assertions on stored data`,
  noServer: 'Never send user data to a server or a third party',
  expo: [
    'React Native only: View, Text, Pressable and FlatList, never DOM elements, CSS files or web-only APIs (window, document, localStorage)',
    'Every touchable has accessibilityLabel and accessibilityRole, touch targets are at least 44×44 points, and text follows the system font size',
  ],
  storeBilling:
    'Sell digital goods only through the RevenueCat SDK (StoreKit and Google Play Billing); never link to a web checkout from the app',
  game: 'Keep game rules (scoring, levels, rewards) in pure, deterministic functions with unit tests, apart from rendering; the server validates every submitted score',
  extension: [
    'Manifest V3: background logic in the service worker, which can stop at any time, so persist state in chrome.storage; no remote code and no eval',
    'Content scripts only read and change the page; they talk to the service worker through typed runtime messages and never hold secrets',
    'Add a permission only with its justification for the Chrome Web Store listing; prefer activeTab and optional host permissions',
  ],
  internal: 'No public sign-up, landing page or marketing screens: every route sits behind the company SSO',
  api: 'Every endpoint is declared with its zod schemas so it appears in the OpenAPI document; a breaking change needs a new version',
  cli: 'Every command has --help, a --json output and documented exit codes; never prompt when stdin is not a terminal',
  problems: 'Errors are JSON problem documents (type, title, detail) with a stable code; never leak stack traces',
  states: (screens, standard) =>
    `The ${joinList(screens)} ${screens.length === 1 ? 'screen shows' : 'screens show'} the loading, empty and error states the app flow describes${
      standard.length > 0
        ? `; where it says “Standard”, the state is the standard one: ${standard.map((k) => standardStatesEn[k]).join(' ').replace(/\.$/, '')}`
        : ''
    }`,
  access: (_b, english) =>
    `${english}${/owns|own account|scoped to the signed-in|reach only/.test(english) ? '; another user’s record is a 404, never a 403' : ''}`,
  integration: (name, calledFrom) => `Call ${name} only as the tech stack says: ${lower(calledFrom.replace(/ \(used by [^)]*\)$/, ''))}`,
  tests: (unit, e2e, lint, test, backend, feature) =>
    `Write a test with every change${feature ? `, named after its feature id ("${feature.id} ${feature.name}")` : ''}: ${unit} for logic${backend ? ' and endpoints' : ''}, ${e2e} for journeys; run \`${lint}\` and \`${test}\` before finishing`,
  branches: (branch, commit, refs) =>
    `Put the feature id in branch names (${branch}) and commit messages ("${commit}"), and tick ${refs.length > 0 ? `its tasks (${refs.join(', ')})` : 'its tasks'} on the board when its acceptance criteria pass`,
  small: (opening) =>
    `Small, reviewable changes: one task from the board at a time, in order${opening ? `; the first feature task is ${opening.ref} ${opening.title}` : ''}`,
  ai: 'Call the AI provider only from the server, stream responses and log token usage per user',
};
