import type { KitOptions } from '../../../shared/schemas/kit';
import { defaultArchetype, scoreArchetypes, type Archetype, type ArchetypeId } from './archetypes';
import { entityDefs, genericEntityDef, type EntityDef } from './entities';
import { featureDefList, featureDefs, type ApiSpec, type FeatureDef, type Priority } from './features';
import {
  actionStems,
  aiKeywords,
  appPlatforms,
  backendSignals,
  domainCompetitors,
  fillerWords,
  integrationDefs,
  keywords,
  monetisationKeywords,
  nameStems,
  noBackendSignals,
  peopleNouns,
  phraseStops,
  platformKeywords,
  stopNouns,
  thingsEndingInEr,
  type AppPlatform,
  type Monetisation,
} from './lexicon';
import { backendNoReason, backendYesReason, buildEndpoints, crudApi } from './model/backend';
import { genericFeatureText } from './model/feature-text';
import { buildRisks } from './model/risks';
import { buildScreens, featureRoutes, hubFor, isInternalProduct, surfaceOf } from './model/screens';
import type { CompositionModel, ModelEntity, ModelFeature, ModelField } from './model/types';
import { endsPhrase, isNoun, isVerb, tokenize, type Token } from './nlp';
import {
  camelCase,
  capitalise,
  escapeRegExp,
  fill,
  hash,
  isCyrillic,
  joinList,
  kebabCase,
  lowerWords,
  pascalCase,
  plural,
  pluralPhrase,
  singularPhrase,
  singularWord,
  slugify,
  unique,
  withArticle,
} from './text';

/**
 * Step 1 of the offline engine, for kits without a confirmed brief: read the idea's text into the
 * composition model (./model/types.ts). Also the source of what only the text gives a kit built
 * from a brief: the archetype, competitors and viability signals. Deterministic and memoised per
 * (idea, options).
 */

const MAX_FEATURES = 10;
const MIN_FEATURES = 6;

// ---------------------------------------------------------------------------------------------
// Memoisation: the NLP pass is the expensive part, so each (idea, options) is analysed once.

const memo = new Map<string, CompositionModel>();
const MEMO_SIZE = 100;

/** Forgets every memoised brief (tests use it to prove the analysis itself is deterministic). */
export function clearBriefCache(): void {
  memo.clear();
}

export function analyseIdea(idea: string, options: KitOptions = {}): CompositionModel {
  const key = JSON.stringify([
    idea,
    options.audience ?? '',
    options.platforms ?? [],
    options.mustHaveFeatures ?? '',
    options.backend ?? 'auto',
  ]);
  const hit = memo.get(key);
  if (hit) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const brief = buildBrief(idea, options);
  memo.set(key, brief);
  if (memo.size > MEMO_SIZE) memo.delete(memo.keys().next().value!);
  return brief;
}

// ---------------------------------------------------------------------------------------------

interface Candidate {
  def?: FeatureDef;
  name?: string;
  entityPhrase?: string;
  verbPhrase?: string;
  source: ModelFeature['source'];
  priority: Priority;
  /** Named by the founder: kept before anything the archetypes add. */
  named: boolean;
}

interface Analysis {
  text: string;
  idea: string;
  options: KitOptions;
  language: 'en' | 'ru' | 'other';
  tokens: Token[];
}

/** Braces would read as template variables; the founder's text never needs them. */
const plainText = (text: string | undefined) => text?.replace(/[{}]/g, '');

function buildBrief(rawIdea: string, rawOptions: KitOptions): CompositionModel {
  const options: KitOptions = {
    ...rawOptions,
    audience: plainText(rawOptions.audience),
    mustHaveFeatures: plainText(rawOptions.mustHaveFeatures),
  };
  const idea = plainText(rawIdea)!
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .trim();
  const text = [idea, options.mustHaveFeatures ?? ''].join('\n');
  const language = isCyrillic(idea) ? 'ru' : looksForeign(idea) ? 'other' : 'en';
  const analysis: Analysis = {
    text,
    idea,
    options,
    language,
    tokens: language === 'en' ? tokenize(idea) : tokenize(idea, false),
  };

  const scores = scoreArchetypes(text);
  const top = scores[0]!;
  const archetype = top.score > 0 ? top.archetype : defaultArchetype;
  const second = scores[1];
  const secondary =
    second && second.score > 0 && second.score >= top.score * 0.5 && top.score > 0 ? second.archetype : undefined;

  const platforms = detectPlatforms(analysis, archetype);
  const monetisation = detectMonetisation(text, archetype);
  const people = detectPeople(analysis, archetype);
  const item = detectItem(analysis, archetype);

  // Features named by the founder, before the backend decision (they count as signals).
  const named = namedCandidates(analysis);
  const ai = keywords(aiKeywords).test(text) || named.some((c) => c.def?.key.startsWith('ai_'));
  const backend = decideBackend(analysis, archetype, named, ai, monetisation.model);
  const accounts =
    backend.required &&
    (archetype.accounts ||
      keywords([
        'account',
        'sign up',
        'login',
        'log in',
        'sync',
        'across devices',
        'team',
        'аккаунт',
        'регистрац',
        'синхрониз',
      ]).test(text) ||
      named.some((c) => c.def?.backend === true));

  const productName = detectName(analysis, archetype, item.phrase);
  const internal = isInternalProduct([text]);
  const hub = hubFor(surfaceOf({ platforms, archetype, internal }), accounts);

  const userPlural = people.user;
  const user = singularPhrase(userPlural);
  const provider = people.provider;
  const baseVars: Record<string, string> = {
    product: productName.name,
    user,
    users: userPlural,
    User: capitalise(user),
    Users: capitalise(userPlural),
    provider: provider ?? user,
    providers: provider ? plural(provider) : userPlural,
    Provider: capitalise(provider ?? user),
    Providers: capitalise(provider ? plural(provider) : userPlural),
    item: item.phrase,
    items: plural(item.phrase),
    hub,
  };

  // Entities the product stores, renamed with the idea's own words.
  const registry = new EntityRegistry(analysis, archetype, item, accounts);
  const primaryEntity = registry.resolve(archetype.primary);
  if (
    archetype.primary !== '$item' &&
    (!item.detected || ['utility', 'static_site', 'ai_assistant', 'crm', 'internal'].includes(archetype.id))
  ) {
    // The thing people act on ("booking"), named as the product names it ("appointment").
    const itemEntity = pascalCase(archetype.itemDefault);
    baseVars.item =
      entityDefs.has(itemEntity) && !item.detected
        ? lowerWords(registry.resolve(itemEntity))
        : lowerWords(primaryEntity);
    baseVars.items = plural(baseVars.item);
  }
  Object.assign(baseVars, {
    primary: lowerWords(primaryEntity),
    primaries: plural(lowerWords(primaryEntity)),
    Primaries: capitalise(plural(lowerWords(primaryEntity))),
  });

  const candidates = mergeCandidates(named, archetype, secondary, {
    backend: backend.required,
    accounts,
    ai,
    monetisation: monetisation.model,
  });
  const features = resolveFeatures(candidates, registry, baseVars, {
    backend: backend.required,
    accounts,
    provider,
    archetype,
  });
  for (const name of archetype.entities) registry.use(registry.resolve(name));
  for (const feature of features) if (feature.entity) registry.use(feature.entity);
  for (const feature of features)
    for (const extra of featureDefs.get(feature.key)?.entities ?? []) registry.use(registry.resolve(extra));
  for (const phrase of objectPhrases(analysis).slice(0, 2)) registry.useGeneric(phrase);

  const roles = buildRoles(archetype, user, provider, accounts, baseVars);
  const vars: Record<string, string> = { ...baseVars, roles: joinList(roles.map((r) => plural(r.role.toLowerCase()))) };
  const entities = registry.build(vars, roles);
  const entityNames = new Set(entities.map((e) => e.name));
  for (const feature of features) {
    if (feature.entity && !entityNames.has(feature.entity)) feature.entity = undefined;
    feature.entities = feature.entity ? [feature.entity] : [];
  }

  const endpoints = backend.required ? buildEndpoints(features) : [];
  const integrations = buildIntegrations(text, features, archetype, {
    backend: backend.required,
    monetisation: monetisation.model,
    platforms,
    vars,
  });
  const earning = monetisationText(idea, monetisation.model, archetype, vars, platforms);
  const screens = buildScreens(features, entities, {
    accounts,
    hub,
    archetype,
    productName: productName.name,
    platforms,
    primaryEntity,
    internal,
    roles: roles.map((r) => r.role),
    monetisation: earning,
    integrations: integrations.map((i) => i.name),
  });
  for (const feature of features) feature.routes = featureRoutes(feature.id, screens);
  const defaults = archetype.audience
    .filter(
      (a) => (!people.explicit || !a.startsWith('{Users}')) && (!people.explicitProvider || !/\{provider/i.test(a)),
    )
    .map((a) => fill(a, vars));
  const audience = unique(
    [...people.audience, ...defaults.slice(0, Math.max(people.explicit ? 2 - people.audience.length : 3, 0))].map((a) =>
      capitalise(a.trim()),
    ),
    (a) => a.toLowerCase(),
  ).slice(0, 3);

  const purpose = detectPurpose(analysis, archetype, vars);
  const risks = buildRisks(archetype, secondary, features, platforms, vars);

  return {
    idea,
    language,
    productName: productName.name,
    nameFromIdea: productName.fromIdea,
    slug: slugify(productName.name),
    archetype,
    secondary,
    archetypeScores: scores.filter((s) => s.score > 0).map((s) => ({ id: s.archetype.id, score: s.score })),
    purpose,
    problem: fill(archetype.problem, vars),
    audience,
    explicitAudience: people.explicit,
    roles,
    user,
    users: userPlural,
    provider,
    item: vars.item!,
    items: vars.items!,
    primaryEntity,
    entities,
    features,
    screens,
    endpoints,
    hub,
    platforms,
    monetisation: {
      model: monetisation.model,
      text: earning,
      explicit: monetisation.explicit,
    },
    backendRequired: backend.required,
    backendReason: backend.required
      ? backendYesReason(entities, accounts, roles, options, vars)
      : backendNoReason(archetype, platforms, options, vars),
    accounts,
    internal,
    ai,
    integrations,
    risks,
    competitors: unique([
      ...domainCompetitors.filter(([words]) => keywords(words).test(text)).flatMap(([, names]) => names),
      ...archetype.competitors,
    ]).slice(0, 5),
    vars,
    constraints: [],
    assumptions: [],
    openQuestions: [],
    signals: {
      wordCount: idea.split(/\s+/).filter(Boolean).length,
      namedFeatures: named.length,
      differentiators: keywords([
        'only',
        'first',
        'unlike',
        'instead of',
        'without',
        'niche',
        'specifically',
        'dedicated',
        'tailored',
        'единственн',
        'в отличие',
        'специально',
      ]).count(idea),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Platforms, monetisation, backend

function detectPlatforms(analysis: Analysis, archetype: Archetype): AppPlatform[] {
  if (analysis.options.platforms && analysis.options.platforms.length > 0) {
    return appPlatforms.filter((p) => analysis.options.platforms!.includes(p));
  }
  const found = appPlatforms.filter((p) => keywords(platformKeywords[p]).test(analysis.idea));
  // "a Chrome extension with a dashboard" is an extension; "website" inside an extension idea is the store page.
  if (
    found.includes('extension') &&
    found.length > 1 &&
    !/\b(and|plus|also)\b[^.]*\b(web app|mobile app|ios|android)\b/i.test(analysis.idea)
  ) {
    return ['extension'];
  }
  return found.length > 0 ? found : [...archetype.platforms];
}

export function detectMonetisation(text: string, archetype: Archetype): { model: Monetisation; explicit: boolean } {
  for (const [model, words] of monetisationKeywords) {
    if (keywords(words).test(text)) return { model, explicit: true };
  }
  return { model: archetype.monetisation, explicit: false };
}

function monetisationText(
  idea: string,
  model: Monetisation,
  archetype: Archetype,
  vars: Record<string, string>,
  platforms: AppPlatform[],
): string {
  // The idea's own price wins ("$4.99/month per family").
  const stated =
    /[$€£]\s?\d+(?:[.,]\d{1,2})?(?:\s?(?:\/|per|a)\s?(?:month|mo|year|yr|week|user|seat|family|booking|lesson|session|ticket|order))*(?:\s?(?:\/|per)\s?(?:month|mo|year|user|seat|family))?|\d+(?:[.,]\d+)?\s?%/i.exec(
      idea,
    )?.[0];
  const price = stated ?? (model === archetype.monetisation ? archetype.price : undefined);
  const store =
    platforms.includes('ios') || platforms.includes('android')
      ? ' through App Store and Google Play billing'
      : ' through Stripe';
  const texts: Record<Monetisation, string> = {
    subscription: `Subscription${store}: a 14-day free trial, then ${price ?? '$9/month'} (yearly billing two months cheaper).`,
    commission: `Commission on every transaction paid through {product}: ${price ?? '10%'} of the transaction, taken with Stripe Connect; listing is free for {providers} so supply grows fast.`,
    freemium: `Freemium: the core of {product} is free forever; ${price ?? 'Pro at $8/month'} unlocks the advanced features${store}.`,
    ads: `Free to use with unobtrusive ads; ${price ?? 'a $2.99 one-time upgrade'} removes them.`,
    one_time: `One-time purchase: ${price ?? '$29'}${store}, with free updates for the first version.`,
    sales: `Revenue from product sales (${price ?? 'about 40% gross margin'}); free delivery above $50 raises the average order value.`,
    donations: 'Free for everyone, funded by optional donations and a supporter badge ($3/month).',
    free:
      archetype.id === 'internal'
        ? 'No direct revenue: {product} is an internal tool, paid for by the hours it saves every week; hosting stays under $50 a month.'
        : `No direct revenue: {product} is free and exists to ${archetype.id === 'static_site' ? 'win enquiries and clients for its owner' : 'build an audience first'}; hosting costs stay near zero.`,
  };
  return fill(texts[model], vars);
}

function decideBackend(
  analysis: Analysis,
  archetype: Archetype,
  named: Candidate[],
  ai: boolean,
  model: Monetisation,
): { required: boolean } {
  const choice = analysis.options.backend;
  if (choice === 'yes') return { required: true };
  if (choice === 'no') return { required: false };
  const { idea } = analysis;
  let score = archetype.backend ? 1.5 : -1.5;
  score += Math.min(4, keywords(backendSignals).find(idea).length);
  if (named.some((c) => c.def?.backend === true)) score += 2;
  if (ai) score += 1.5;
  if (
    model === 'commission' ||
    (model === 'subscription' &&
      archetype.accounts &&
      keywords(monetisationKeywords.find(([m]) => m === 'subscription')![1]).test(idea))
  )
    score += 1;
  const negatives = keywords(noBackendSignals).find(idea).length;
  score -= negatives * 2;
  if (
    keywords([
      'no backend',
      'without a backend',
      'no server',
      'no account',
      'no login',
      'no sign-up',
      'no signup',
      'static',
      'working offline',
      'works offline',
      'without internet',
      'без бэкенд',
      'без сервер',
      'без регистрац',
      'статичн',
      'без интернет',
    ]).test(idea)
  )
    score -= 4;
  return { required: score > 0 };
}

// ---------------------------------------------------------------------------------------------
// People: audience, primary user and the other side

const businessNouns = new Set([
  'salon',
  'salons',
  'clinic',
  'clinics',
  'studio',
  'studios',
  'gym',
  'gyms',
  'business',
  'businesses',
  'shop',
  'shops',
  'restaurant',
  'restaurants',
  'barber',
  'barbers',
  'barbershop',
  'barbershops',
  'spa',
  'spas',
  'practice',
  'practices',
  'venue',
  'venues',
  'agency',
  'agencies',
  'cafe',
  'cafes',
  'hotel',
  'hotels',
]);

function isPersonWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (peopleNouns.has(lower)) return true;
  if (thingsEndingInEr.has(lower) || thingsEndingInEr.has(singularWord(lower))) return false;
  return /(?:[a-z]{2}(?:er|or|ist|ian|ant)s?)$/.test(lower) && !/(?:ing|ment|tion)s?$/.test(lower);
}

/** Noun phrases (adjectives and nouns) starting at `from`, stopping at a phrase stop or punctuation. */
function nounPhraseAt(tokens: Token[], from: number, max = 5): { words: string[]; end: number } {
  const words: string[] = [];
  let i = from;
  while (
    i < tokens.length &&
    ['a', 'an', 'the', 'all', 'any', 'their', 'your', 'our', 'my'].includes(tokens[i]!.normal)
  )
    i += 1;
  for (; i < tokens.length && words.length < max; i += 1) {
    const token = tokens[i]!;
    if (
      phraseStops.has(token.normal) ||
      (isVerb(token) && !isNoun(token) && words.length > 0 && !peopleNouns.has(token.normal))
    )
      break;
    if (!/^[\p{L}][\p{L}'’-]*$/u.test(token.normal)) break;
    // Brands and acronyms keep their capitals ("Shopify store owners", "HR teams").
    words.push(knownBrands.has(token.normal) || /^[A-Z]{2,}$/.test(token.text) ? token.text : token.normal);
    if (endsPhrase(token)) {
      i += 1;
      break;
    }
  }
  return { words, end: i };
}

function detectPeople(
  analysis: Analysis,
  archetype: Archetype,
): { audience: string[]; user: string; provider?: string; explicit: boolean; explicitProvider: boolean } {
  const { tokens, options } = analysis;
  const phrases: string[] = [];
  if (analysis.language === 'en') {
    for (let i = 0; i < tokens.length; i += 1) {
      const word = tokens[i]!.normal;
      if (
        ![
          'for',
          'helps',
          'help',
          'lets',
          'allows',
          'enables',
          'connects',
          'connecting',
          'between',
          'empowers',
          'gives',
        ].includes(word)
      )
        continue;
      // "a tutor for your child": the person who uses the product is the parent.
      if (
        tokens[i + 1]?.normal === 'your' &&
        ['child', 'children', 'kid', 'kids', 'son', 'daughter', 'baby', 'toddler', 'teen', 'teenager'].includes(
          tokens[i + 2]?.normal ?? '',
        )
      ) {
        phrases.push('parents');
        continue;
      }
      const phrase = nounPhraseAt(tokens, i + 1);
      const last = phrase.words[phrase.words.length - 1];
      if (last && isPersonWord(last) && !phrase.words.some((w) => stopNouns.has(w) && !peopleNouns.has(w))) {
        phrases.push(phrase.words.join(' '));
      }
    }
    // People named elsewhere ("book trusted local dog walkers").
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      if (
        !isNoun(token) ||
        !isPersonWord(token.normal) ||
        (!token.tags.has('Plural') && !['marketplace', 'booking'].includes(archetype.id))
      )
        continue;
      if (
        ['user', 'users', 'people', 'person', 'everyone', 'anyone', 'customer', 'customers', 'your'].includes(
          token.normal,
        )
      )
        continue;
      const before = tokens[i - 1];
      const words =
        before && isNoun(before) && !stopNouns.has(before.normal) && !isPersonWord(before.normal)
          ? [before.normal, token.normal]
          : [token.normal];
      // A singular person ("a maths tutor") can only be the other side of a two-sided product.
      phrases.push(token.tags.has('Plural') ? words.join(' ') : `${words.join(' ')}\u0000`);
    }
  }
  if (analysis.language === 'ru') phrases.push(...russianAudience(analysis.idea));
  // In a CRM, clients and leads are the data, not the users.
  const dataPeople =
    archetype.id === 'crm'
      ? ['client', 'clients', 'customer', 'customers', 'lead', 'leads', 'patient', 'patients', 'prospect', 'prospects']
      : [];
  const cleaned = unique(
    phrases
      .map((p) => p.trim())
      .filter(
        (p) =>
          p.length > 2 &&
          !['people', 'users', 'everyone', 'anyone', 'customers'].includes(p.replace('\u0000', '')) &&
          !dataPeople.includes(p.replace('\u0000', '').split(' ').pop()!),
      ),
    (p) => singularPhrase(p.replace('\u0000', '')),
  );

  let user: string | undefined;
  let provider: string | undefined;
  const audience: string[] = [];
  if (options.audience && options.audience.trim().length > 0) {
    audience.push(options.audience.trim());
    user = shortAudience(options.audience);
  }
  const twoSided = ['marketplace', 'booking', 'content', 'events'].includes(archetype.id);
  const providerSuffix: Partial<Record<ArchetypeId, string>> = {
    marketplace: 'who want more clients',
    booking: 'who want a full calendar',
    content: 'who want to teach online',
    events: 'who run events',
  };
  const sameHead = (a: string, b: string) => singularWord(a.split(' ').pop()!) === singularWord(b.split(' ').pop()!);
  // A static site is about its owner ("for a wedding photographer"); its audience is the owner's clients.
  for (const marked of archetype.id === 'static_site' ? [] : cleaned) {
    const singularOnly = marked.endsWith('\u0000');
    const phrase = marked.replace('\u0000', '');
    const head = phrase.split(' ').pop()!;
    if (singularOnly) {
      if (twoSided && !provider && (!user || !sameHead(phrase, user))) {
        provider = singularPhrase(phrase);
        audience.push(`${pluralPhrase(phrase)} ${providerSuffix[archetype.id] ?? ''}`.trim());
      }
      continue;
    }
    if (twoSided && businessNouns.has(head)) {
      if (!provider) provider = singularPhrase(phrase);
      continue;
    }
    if (!user) {
      user = phrase;
      audience.push(phrase);
    } else if (sameHead(phrase, user) || (provider && sameHead(phrase, provider))) {
      continue;
    } else if (!provider && twoSided) {
      provider = singularPhrase(phrase);
      audience.push(`${pluralPhrase(phrase)} ${providerSuffix[archetype.id] ?? ''}`.trim());
    } else if (audience.length < 2) {
      audience.push(phrase);
    }
  }
  const explicit = user !== undefined;
  if (!user) user = archetype.users;
  const explicitProvider = provider !== undefined;
  if (!provider && archetype.provider) provider = archetype.provider;
  return { audience, user: pluralPhrase(user), provider, explicit, explicitProvider };
}

const russianPeople: Array<[string, string]> = [
  ['студент', 'students'],
  ['школьник', 'pupils'],
  ['родител', 'parents'],
  ['мам', 'mums'],
  ['фрилансер', 'freelancers'],
  ['предпринимател', 'entrepreneurs'],
  ['малого бизнес', 'small businesses'],
  ['владельц', 'owners'],
  ['врач', 'doctors'],
  ['учител', 'teachers'],
  ['преподавател', 'teachers'],
  ['репетитор', 'tutors'],
  ['команд', 'teams'],
  ['компани', 'companies'],
  ['сем', 'families'],
  ['пар', 'couples'],
  ['клиент', 'clients'],
  ['спортсмен', 'athletes'],
  ['путешественник', 'travellers'],
  ['дизайнер', 'designers'],
  ['разработчик', 'developers'],
  ['пенсионер', 'seniors'],
  ['дет', 'children'],
  ['женщин', 'women'],
  ['мужчин', 'men'],
  ['водител', 'drivers'],
];

/** "для студентов" → "students" (a Russian idea's audience, in English). */
function russianAudience(idea: string): string[] {
  const found: string[] = [];
  for (const match of idea.toLowerCase().matchAll(/для\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)/gu)) {
    const entry = russianPeople.find(([stem]) => match[1]!.startsWith(stem));
    if (entry) found.push(entry[1]);
  }
  return found;
}

/** "Busy parents in London who cook on weekdays" → "busy parents". */
function shortAudience(text: string): string {
  const words = text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  for (const word of words) {
    if (kept.length > 0 && (phraseStops.has(word) || kept.length >= 3)) break;
    if (['a', 'an', 'the'].includes(word)) continue;
    kept.push(word);
  }
  return kept.join(' ') || text.toLowerCase();
}

function buildRoles(
  archetype: Archetype,
  user: string,
  provider: string | undefined,
  accounts: boolean,
  vars: Record<string, string>,
): CompositionModel['roles'] {
  const roles: CompositionModel['roles'] = [
    { role: capitalise(user), needs: archetype.needs.user.map((n) => fill(n, vars)) },
  ];
  if (provider && archetype.needs.provider && singularPhrase(provider) !== singularPhrase(user)) {
    roles.push({ role: capitalise(provider), needs: archetype.needs.provider.map((n) => fill(n, vars)) });
  }
  if (accounts && archetype.needs.admin)
    roles.push({ role: 'Admin', needs: archetype.needs.admin.map((n) => fill(n, vars)) });
  return roles;
}

// ---------------------------------------------------------------------------------------------
// The product name

const sentenceStarters = new Set([
  'a',
  'an',
  'the',
  'this',
  'my',
  'our',
  'we',
  'i',
  'it',
  'imagine',
  'build',
  'create',
  'make',
  'app',
  'website',
  'platform',
  'mobile',
  'simple',
  'web',
  'online',
  'chrome',
  'browser',
  'saas',
  'tool',
  'idea',
  'project',
  'service',
  'marketplace',
  'system',
  'one',
  'an',
  'design',
  'develop',
  'need',
  'want',
  'looking',
  'ai',
  'crm',
  'game',
  'static',
  'personal',
  'local',
  'small',
  'new',
]);
const knownBrands = new Set([
  'whatsapp',
  'youtube',
  'linkedin',
  'tiktok',
  'github',
  'chatgpt',
  'paypal',
  'iphone',
  'ipad',
  'hubspot',
  'openai',
  'posthog',
  'javascript',
  'typescript',
  'wordpress',
  'quickbooks',
  'mailchimp',
  'facetime',
  'airbnb',
  'doordash',
  'macos',
  'ios',
  'nextjs',
  'instagram',
  'facebook',
  'google',
  'apple',
  'android',
  'stripe',
  'notion',
  'slack',
  'trello',
  'shopify',
  'uber',
  'etsy',
  'amazon',
  'spotify',
  'netflix',
  'duolingo',
  'calendly',
  'zoom',
  'excel',
  'figma',
  'discord',
  'reddit',
  'twitter',
  'chrome',
  'firefox',
  'safari',
  'telegram',
  'vk',
  'yandex',
]);

function cleanName(raw: string): string | undefined {
  const name = raw
    .replace(/^["“«'‘]+|["”»'’]+$/g, '')
    .replace(/[.,;:!?]+$/, '')
    .trim();
  const words = name.split(/\s+/);
  if (name.length < 2 || name.length > 40 || words.length > 4) return undefined;
  if (!/^[\p{L}\p{N}]/u.test(name) || knownBrands.has(name.toLowerCase())) return undefined;
  return words.map((w) => (/^\p{Ll}/u.test(w) ? capitalise(w) : w)).join(' ');
}

function detectName(analysis: Analysis, archetype: Archetype, itemPhrase: string): { name: string; fromIdea: boolean } {
  const { idea } = analysis;
  // The cue is case-insensitive; the name after it is read case-sensitively ("called PennyPal for students").
  const cue =
    /(?:\bcalled|\bnamed|\bname is|\bname it|\bbranded as|\bbrand name|под названием|называется|назовём его|название)\s*:?\s*/iu.exec(
      idea,
    );
  const after = cue ? idea.slice(cue.index + cue[0].length) : '';
  const called =
    /^(["“«'‘][^"”»'’\n]{2,40}["”»'’]|[\p{L}\p{N}][\p{L}\p{N}'&.-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'&.-]*){0,2})/u.exec(
      after,
    );
  const fromCalled = called?.[1] ? cleanName(called[1]) : undefined;
  if (fromCalled) return { name: fromCalled, fromIdea: true };

  const quoted = /["“«]([^"”»\n]{2,40})["”»]/u.exec(idea);
  const fromQuote = quoted?.[1] && /^[\p{Lu}\p{N}]/u.test(quoted[1]) ? cleanName(quoted[1]) : undefined;
  if (fromQuote) return { name: fromQuote, fromIdea: true };

  const leading = /^([\p{Lu}][\p{L}\p{N}]*(?:\s+[\p{Lu}][\p{L}\p{N}]*)?)\s*(?:is\b|—|–|-\s|:|это\b)/u.exec(idea);
  if (leading?.[1] && !sentenceStarters.has(leading[1].split(/\s+/)[0]!.toLowerCase())) {
    const name = cleanName(leading[1]);
    if (name) return { name, fromIdea: true };
  }

  const camel = [...idea.matchAll(/(?<![\p{L}])([A-Z][a-z]+[A-Z][A-Za-z]+|[a-z]+[A-Z][A-Za-z]+)(?![\p{L}])/gu)]
    .map((m) => m[1]!)
    .find((w) => !knownBrands.has(w.toLowerCase()));
  if (camel) return { name: capitalise(camel), fromIdea: true };

  return { name: proposeName(analysis, archetype, itemPhrase), fromIdea: false };
}

function stemFor(word: string, table: Record<string, string>): string | undefined {
  const lower = word.toLowerCase();
  if (Object.hasOwn(table, lower)) return table[lower];
  const single = singularWord(lower);
  if (Object.hasOwn(table, single)) return table[single];
  if (isCyrillic(lower)) {
    for (const [prefix, stem] of Object.entries(table)) if (isCyrillic(prefix) && lower.startsWith(prefix)) return stem;
  }
  return undefined;
}

function proposeName(analysis: Analysis, archetype: Archetype, itemPhrase: string): string {
  const words = analysis.idea
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  let first: string | undefined;
  let firstIndex = -1;
  // Generic words ("store", "team") name a product only when nothing more specific does.
  const generic = new Set([
    'store',
    'shop',
    'team',
    'teams',
    'project',
    'projects',
    'task',
    'tasks',
    'client',
    'clients',
    'time',
    'content',
    'design',
    'home',
  ]);
  for (const pass of [false, true]) {
    for (let i = 0; i < words.length && !first; i += 1) {
      if (!pass && generic.has(words[i]!)) continue;
      const stem = stemFor(words[i]!, nameStems);
      if (stem) {
        first = stem;
        firstIndex = i;
      }
    }
  }
  const agent: Record<string, string> = {
    walker: 'Walk',
    walkers: 'Walk',
    sitter: 'Sit',
    sitters: 'Sit',
    groomer: 'Groom',
    groomers: 'Groom',
    trainer: 'Train',
    trainers: 'Train',
    cleaner: 'Tidy',
    cleaners: 'Tidy',
    tracker: 'Track',
    planner: 'Plan',
    finder: 'Find',
    tutor: 'Tutor',
    tutors: 'Tutor',
    calculator: 'Calc',
    converter: 'Convert',
    blocker: 'Shield',
    summarizer: 'CompositionModel',
    summariser: 'CompositionModel',
  };
  let second: string | undefined;
  // "dog walkers", "dog-walking": the word after the domain word, wherever it appears, says what the product does.
  if (first) {
    const followers = words.flatMap((word, i) =>
      i >= firstIndex && stemFor(word, nameStems) === first && words[i + 1] ? [words[i + 1]!] : [],
    );
    second =
      followers.map((w) => agent[w]).find(Boolean) ??
      followers.map((w) => actionStems[w]).find((stem) => stem && stem !== first);
  }
  if (!second) {
    const weak = new Set(['Find', 'Save', 'Read', 'Cart', 'Sell', 'Book', 'Share', 'Log', 'Write']);
    const clause = analysis.idea
      .toLowerCase()
      .split(/\bwith\b|[:\n.;]/)[0]!
      .split(/[^\p{L}\p{N}]+/u);
    for (const word of clause) {
      const stem = agent[word] ?? actionStems[word];
      if (stem && !weak.has(stem) && stem !== first) {
        second = stem;
        break;
      }
    }
  }
  const suffixes = archetype.nameSuffixes;
  const suffix = suffixes[hash(analysis.idea) % suffixes.length]!;
  if (!first) {
    const noun = pascalCase(itemPhrase.split(' ')[0] ?? '');
    first =
      noun.length >= 3 && noun.length <= 8 && !isCyrillic(itemPhrase)
        ? noun
        : ['Bright', 'Clear', 'Swift', 'True', 'Nova'][hash(analysis.idea) % 5]!;
  }
  if (!second || second === first)
    second = suffix === first ? suffixes[(hash(analysis.idea) + 1) % suffixes.length]! : suffix;
  return `${first}${second}`;
}

// ---------------------------------------------------------------------------------------------
// What the idea is about: the item and the purpose

const productHeads = new Set([
  'tracker',
  'log',
  'logger',
  'journal',
  'planner',
  'manager',
  'organizer',
  'organiser',
  'app',
  'application',
  'platform',
  'tool',
  'marketplace',
  'site',
  'website',
  'extension',
  'dashboard',
  'crm',
  'assistant',
  'bot',
  'chatbot',
  'game',
  'shop',
  'store',
  'service',
  'generator',
  'finder',
  'library',
  'catalogue',
  'catalog',
  'calculator',
  'community',
  'network',
  'builder',
  'system',
  'portal',
  'hub',
  'saas',
  'software',
  'board',
  'diary',
  'timer',
  'counter',
]);
const dataVerbs = new Set([
  'track',
  'tracks',
  'manage',
  'manages',
  'organise',
  'organises',
  'organize',
  'organizes',
  'store',
  'stores',
  'log',
  'logs',
  'record',
  'records',
  'save',
  'saves',
  'share',
  'shares',
  'sell',
  'sells',
  'list',
  'lists',
  'collect',
  'collects',
  'catalogue',
  'schedule',
  'schedules',
  'create',
  'creates',
  'plan',
  'plans',
  'send',
  'sends',
  'publish',
  'publishes',
  'upload',
  'uploads',
  'compare',
  'compares',
  'split',
  'splits',
  'rent',
  'rents',
  'swap',
  'swaps',
  'trade',
  'trades',
  'order',
  'orders',
  'book',
  'books',
  'sort',
  'sorts',
  'tag',
  'tags',
  'monitor',
  'monitors',
  'follow',
  'follows',
  'keep',
  'keeps',
]);
const capabilityHeads = new Set([
  'management',
  'tracking',
  'planning',
  'scheduling',
  'sharing',
  'logging',
  'support',
  'sync',
  'syncing',
  'integration',
  'integrations',
  'mode',
  'view',
  'access',
  'system',
  'feature',
  'features',
  'tool',
  'tools',
  'library',
  'generator',
  'builder',
  'editor',
  'overview',
  'history',
  'section',
  'page',
  'board',
  'rotation',
  'schedule',
  'report',
  'reports',
  'dashboard',
  'alert',
  'alerts',
  'tracker',
  'planner',
  'manager',
  'log',
  'view',
  'flow',
  'wizard',
  'widget',
]);

/** Latin-script text that is not English (German, French, Spanish...): read by keywords only. */
function looksForeign(text: string): boolean {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const foreign = words.filter((w) => foreignWords.has(w)).length;
  const nonAscii = (text.match(/[^\p{ASCII}]/gu) ?? []).length;
  return foreign >= 2 || (words.length > 0 && nonAscii / Math.max(1, text.length) > 0.3);
}
const foreignWords = new Set([
  'eine',
  'ein',
  'der',
  'die',
  'das',
  'und',
  'für',
  'mit',
  'zu',
  'une',
  'un',
  'le',
  'la',
  'les',
  'des',
  'pour',
  'avec',
  'et',
  'una',
  'el',
  'los',
  'las',
  'para',
  'con',
  'y',
  'uma',
  'um',
  'os',
  'em',
  'che',
  'il',
  'di',
  'per',
  'een',
  'het',
  'voor',
  'en',
  'van',
]);

function isThingWord(word: string): boolean {
  return (
    /^[a-z][a-z'-]*$/.test(word) &&
    !/^gpt/.test(word) &&
    !attributeNouns.has(word) &&
    !stopNouns.has(word) &&
    !fillerWords.has(word) &&
    !isPersonWord(word) &&
    !phraseStops.has(word) &&
    !knownBrands.has(word)
  );
}

/** Words with no plural: their entity is "<word> item" ("inventory" → InventoryItem). */
const massNouns = new Set([
  'inventory',
  'equipment',
  'stock',
  'furniture',
  'software',
  'content',
  'clothing',
  'luggage',
  'homework',
  'research',
  'knowledge',
  'merchandise',
  'gear',
  'hardware',
  'jewellery',
  'jewelry',
  'produce',
]);
function countable(phrase: string): string {
  const last = phrase.split(' ').pop() ?? '';
  return massNouns.has(last) ? `${phrase} item` : phrase;
}

function detectItem(analysis: Analysis, archetype: Archetype): { phrase: string; detected: boolean } {
  const { tokens } = analysis;
  if (analysis.language === 'en') {
    for (let i = 1; i < tokens.length; i += 1) {
      if (!productHeads.has(tokens[i]!.normal)) continue;
      const words: string[] = [];
      for (let j = i - 1; j >= 0 && words.length < 2; j -= 1) {
        const token = tokens[j]!;
        if (endsPhrase(token) && j !== i - 1) break;
        if (token.tags.has('Gerund') || /ing$/.test(token.normal)) {
          if (words.length === 0) continue;
          break;
        }
        if (!isNoun(token) || !isThingWord(token.normal) || knownBrands.has(token.normal)) break;
        words.unshift(singularWord(token.normal));
      }
      if (words.length > 0) return { phrase: countable(words.join(' ')), detected: true };
    }
    const objects = objectPhrases(analysis);
    if (objects[0]) return { phrase: countable(objects[0]), detected: true };
  }
  return { phrase: archetype.itemDefault, detected: false };
}

/** Things the idea's verbs act on: "tracks clients, deals and invoices" → client, deal, invoice. */
function objectPhrases(analysis: Analysis): string[] {
  if (analysis.language !== 'en') return [];
  const { tokens } = analysis;
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    if (
      !dataVerbs.has(tokens[i]!.normal) ||
      !(
        isVerb(tokens[i]!) ||
        i === 0 ||
        ['to', 'and', 'can', 'that', 'which', 'users', 'you'].includes(tokens[i - 1]!.normal)
      )
    )
      continue;
    let j = i + 1;
    while (j < tokens.length) {
      const phrase = nounPhraseAt(tokens, j, 5);
      const nounWords = tokens
        .slice(j, phrase.end)
        .filter(
          (t) =>
            phrase.words.includes(t.normal) &&
            (isNoun(t) || (isVerb(t) && t.tags.has('PresentTense') && /s$/.test(t.normal))) &&
            !t.tags.has('Adverb'),
        );
      const words = nounWords.map((t) => t.normal).filter((w) => !fillerWords.has(w));
      const head = words[words.length - 1];
      if (head && isThingWord(head) && !/ing$/.test(head)) {
        found.push([...words.slice(0, -1), singularWord(head)].slice(-2).join(' '));
      }
      const stop = tokens[phrase.end];
      const prev = tokens[phrase.end - 1];
      if (phrase.end <= j) break;
      if (stop && stop.normal === 'and') {
        j = phrase.end + 1;
        continue;
      }
      if (prev && /,/.test(prev.post) && stop && !phraseStops.has(stop.normal) && !isVerb(stop)) {
        j = phrase.end;
        continue;
      }
      break;
    }
  }
  return unique(found.filter((p) => p.length > 2 && !capabilityHeads.has(p.split(' ').pop()!)).map(countable));
}

function toBase(verb: string): string {
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  if (/[^aeiou]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/[^su]s$/.test(verb)) return verb.slice(0, -1);
  return verb;
}

const purposeVerbs = new Set([
  'find',
  'book',
  'track',
  'manage',
  'share',
  'learn',
  'plan',
  'save',
  'sell',
  'buy',
  'discover',
  'organise',
  'organize',
  'compare',
  'build',
  'keep',
  'log',
  'split',
  'rent',
  'swap',
  'hire',
  'get',
  'create',
  'send',
  'summarise',
  'summarize',
  'practise',
  'practice',
  'run',
  'connect',
  'collect',
  'record',
  'monitor',
  'schedule',
  'order',
  'cook',
  'improve',
  'reduce',
  'automate',
  'write',
  'read',
  'play',
  'meet',
  'join',
  'teach',
  'study',
  'block',
  'highlight',
  'answer',
  'draft',
  'generate',
  'translate',
  'analyse',
  'analyze',
  'recommend',
  'suggest',
  'edit',
  'publish',
  'handle',
  'submit',
  'approve',
  'request',
  'sync',
  'see',
  'pay',
  'cheer',
  'invite',
  'chat',
  'message',
  'review',
  'rate',
]);

function detectPurpose(analysis: Analysis, archetype: Archetype, vars: Record<string, string>): string {
  if (analysis.language === 'en') {
    const match =
      /\b(?:to|that|which|helps?\s+(?:[\w-]+\s+){0,3}?|lets?\s+(?:[\w-]+\s+){0,3}?|where\s+(?:[\w-]+\s+){0,2}?can)\s*((?:find|book|track|manage|share|learn|plan|save|sell|buy|discover|organi[sz]e|compare|build|keep|log|split|rent|swap|hire|get|create|send|summari[sz]e|practi[cs]e|run|connect|collect|record|monitor|schedule|order|cook|improve|reduce|automate|write|read|play|meet|join|teach|study|block|highlight|answer|draft|generate|translate|analy[sz]e|recommend|suggest|visuali[sz]e|predict|detect|edit|publish|split|handle|submit|approve|request|sync|turn|stay|stop|find)(?:s|es)?\b[^.;:!?\n]{3,110})/i.exec(
        analysis.idea,
      );
    if (match?.[1]) {
      const words = match[1].trim().split(/\s+/);
      words[0] = toBase(words[0]!.toLowerCase());
      let phrase = words.join(' ');
      phrase = phrase
        .split(
          /,?\s+(?:with|using|via|through|so that|so|while|without|which|that|for as little as)\s+|,\s+(?:and\s+)?(?:with|plus|including|working|no|without)\b/i,
        )[0]!
        .replace(/[,\s]+$/, '');
      // "answers questions ... and drafts emails" → "answer questions ... and draft emails".
      phrase = phrase.replace(/\b(and|or|,)\s+([a-z]+)\b/g, (whole, joiner: string, word: string) =>
        purposeVerbs.has(toBase(word)) && word !== toBase(word) ? `${joiner} ${toBase(word)}` : whole,
      );
      if (phrase.split(' ').length >= 2) return phrase;
    }
  }
  return fill(archetype.purpose, vars);
}

// ---------------------------------------------------------------------------------------------
// Features

/** Nouns that describe properties or views of things, never things to store. */
const attributeNouns = new Set([
  'date',
  'dates',
  'deadline',
  'deadlines',
  'tag',
  'tags',
  'label',
  'labels',
  'kanban',
  'theme',
  'themes',
  'color',
  'colour',
  'colors',
  'colours',
  'widget',
  'widgets',
  'filter',
  'filters',
  'mode',
  'brace',
  'braces',
  'view',
  'views',
  'layout',
]);

const weakHeads = new Set([
  'panel',
  'dashboard',
  'area',
  'portal',
  'centre',
  'center',
  'result',
  'results',
  'link',
  'links',
  'button',
  'buttons',
  'option',
  'options',
  'mode',
  'view',
  'views',
  'page',
  'pages',
  'feature',
  'features',
  'support',
  'tool',
  'tools',
  'system',
  'screen',
  'section',
  'widget',
  'card',
  'cards',
]);

/**
 * The catalogue feature a short phrase names: the keyword nearest the end (the head noun) wins,
 * then the longest. With `head`, a keyword must reach the phrase's last word ("shared shopping
 * lists" is about lists, not sharing) unless that word says little ("shareable results").
 */
export function matchDef(text: string, head = false): FeatureDef | undefined {
  let best: { def: FeatureDef; length: number; end: number } | undefined;
  for (const def of featureDefList) {
    if (def.keywords.length === 0) continue;
    for (const match of keywords(def.keywords).find(text)) {
      const end = match.index + match.length;
      if (!best || end > best.end || (end === best.end && match.length > best.length))
        best = { def, length: match.length, end };
    }
  }
  if (best && head) {
    const lastStart = text.search(/\S+\s*$/);
    const last = text.slice(lastStart).trim().toLowerCase();
    if (best.end <= lastStart && !weakHeads.has(last) && !capabilityHeads.has(last) && !isPersonWord(last))
      return undefined;
  }
  return best?.def;
}

/** Every catalogue feature the text mentions, in order of first mention; overlapping mentions go to the longest keyword. */
function mentionedDefs(text: string): FeatureDef[] {
  const hits: Array<{ def: FeatureDef; index: number; length: number; order: number }> = [];
  featureDefList.forEach((def, order) => {
    if (def.keywords.length === 0) return;
    for (const match of keywords(def.keywords).find(text))
      hits.push({ def, index: match.index, length: match.length, order });
  });
  hits.sort((a, b) => b.length - a.length || a.order - b.order || a.index - b.index);
  const claimed: Array<[number, number]> = [];
  const kept: typeof hits = [];
  for (const hit of hits) {
    const end = hit.index + hit.length;
    if (claimed.some(([s, e]) => hit.index < e && end > s)) continue;
    claimed.push([hit.index, end]);
    kept.push(hit);
  }
  kept.sort((a, b) => a.index - b.index);
  return unique(
    kept.map((h) => h.def),
    (d) => d.key,
  );
}

const notFeatureWords = keywords([
  'design',
  'interface',
  'ui_',
  'ux_',
  'look',
  'feel',
  'vibe',
  'style',
  'colou?r',
  'focus on',
  'emphasis',
  'love',
  'care',
  'ease',
  'speed',
  'simplicity',
  'price',
  'pricing',
  'time_',
  'people',
  'friends',
  'family',
  'everyone',
  'anyone',
]);

/** Splits a list such as "streaks, reminders and a weekly review" into its items. */
function splitList(text: string): string[] {
  return text
    .split(/\s*(?:,|;|\||•|\band\b|\bor\b|&|\bplus\b|\bas well as\b|\bи\b|\bа также\b)\s*/iu)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function cleanChunk(chunk: string): string {
  return chunk
    .replace(/^[\s\-*•\d.)]+/u, '')
    .replace(/^(?:a|an|the|their|your|its|his|her|our|my|some|optional|built-in|easy|simple)\s+/i, '')
    .replace(/\s*(?:etc\.?|and more|and so on)$/i, '')
    .replace(/[.!?:;,]+$/u, '')
    .trim();
}

function chunkCandidate(
  chunk: string,
  source: Candidate['source'],
  language: Analysis['language'],
): Candidate | undefined {
  const cleaned = cleanChunk(chunk);
  // "Family calendar with school events" → the feature is the part before the qualifier.
  const head = cleanChunk(
    cleaned.split(/\s+(?:with|that|which|for|to|so|linked|using|via|where|when|including|by|on|in|from)\s+/i)[0] ??
      cleaned,
  );
  const words = head.split(/\s+/).filter(Boolean);
  const option = source === 'option';
  if (words.length === 0 || head.length < 3 || (words.length > 6 && !option)) return undefined;
  const def = matchDef(head, true);
  if (language !== 'en' || isCyrillic(head)) {
    if (def) return { def, name: option ? capitalise(cleaned) : undefined, source, priority: 'must', named: true };
    return option ? { name: capitalise(cleaned), source, priority: 'must', named: true } : undefined;
  }
  const lowerList = words.map((w) => w.toLowerCase());
  if (!option && !def) {
    if (notFeatureWords.test(head)) return undefined;
    if (lowerList.every((w) => stopNouns.has(w) || fillerWords.has(w) || isPersonWord(w) || phraseStops.has(w)))
      return undefined;
    if (isPersonWord(lowerList[lowerList.length - 1]!)) return undefined;
  }

  const tokens = tokenize(head);
  const firstToken = tokens[0];
  let name = words.length > 6 ? words.slice(0, 6).join(' ') : head;
  let verbPhrase: string | undefined;
  if (
    firstToken &&
    words.length >= 2 &&
    !words[0]!.includes('-') &&
    isVerb(firstToken) &&
    !isNoun(firstToken) &&
    !firstToken.tags.has('Plural') &&
    !firstToken.tags.has('PastTense')
  ) {
    name = [toBase(firstToken.normal), ...words.slice(1)].join(' ');
    verbPhrase = name.toLowerCase();
  }
  let entityPhrase: string | undefined;
  if (!def) {
    const nouns = tokens
      .filter(
        (t, index) =>
          index > (verbPhrase ? 0 : -1) && (isNoun(t) || /ing$/.test(t.normal)) && !fillerWords.has(t.normal),
      )
      .map((t) => t.normal);
    // "shared shopping lists" → "shopping list": the run of things, without "tracking"-like heads.
    const cut = nouns.findIndex((n, i) => i > 0 && !isThingWord(n) && !/ing$/.test(n));
    const run = (cut > 0 ? nouns.slice(0, cut) : nouns).filter((n) => isThingWord(n) || /ing$/.test(n));
    while (run.length > 0 && (capabilityHeads.has(run[run.length - 1]!) || /ing$/.test(run[run.length - 1]!)))
      run.pop();
    const last = run[run.length - 1];
    if (last && isThingWord(last))
      entityPhrase = [...run.slice(-2, -1).filter(isThingWord), singularWord(last)].join(' ');
  }
  return { def, name: capitalise(name), entityPhrase, verbPhrase, source, priority: 'must', named: true };
}

function namedCandidates(analysis: Analysis): Candidate[] {
  const result: Candidate[] = [];
  const add = (candidate: Candidate | undefined) => {
    if (candidate) result.push(candidate);
  };
  // 1. The wizard's must-have features.
  for (const chunk of splitList((analysis.options.mustHaveFeatures ?? '').replace(/\n/g, ',')))
    add(chunkCandidate(chunk, 'option', analysis.language));
  // 2. Lists in the idea: bullets, "features: ...", "with ...", "users can ...".
  const { idea } = analysis;
  const bulletHeads: string[] = [];
  for (const line of idea.split('\n')) {
    const bullet = /^\s*(?:[-*•]|\d+[.)])\s+(.+)$/u.exec(line);
    if (!bullet?.[1]) continue;
    const head = bullet[1].split(/[:—–(]| - /)[0]!;
    bulletHeads.push(head.split(/\s+(?:with|that|which|for|to|linked|using|via)\s+/i)[0]!);
    add(chunkCandidate(head, 'idea', analysis.language));
  }
  const cue =
    analysis.language === 'ru'
      ? /(?:^|\s)(?:с|со|включая|функции|возможности)[ \t]*:?[ \t]+([^.!?\n]+)/giu
      : /\b(?:with|including|includes?|featuring|features?|offers?|offering|supports?|plus|provides?|providing|(?:users|people|you|customers|members|they|owners|teams|parents|students)\s+(?:can|could|will be able to|should be able to)|lets?\s+(?:users|people|you|them|customers|members)(?:\s+to)?|allows?\s+(?:users|people|you|them|customers|members)\s+to|enables?\s+(?:users|people|you|them)\s+to)[ \t]*:?[ \t]+([^.!?\n]+)/giu;
  const prose = idea
    .split('\n')
    .filter((line) => !/^\s*(?:[-*•]|\d+[.)])\s+/u.test(line))
    .join('\n');
  for (const match of prose.matchAll(cue)) {
    for (const chunk of splitList(match[1] ?? '')) add(chunkCandidate(chunk, 'idea', analysis.language));
  }
  // 3. Catalogue features mentioned anywhere else in the idea ("find and book", "in-app payments").
  // Bullets count by their heads only: "Family calendar with school events" is a calendar, not events.
  for (const def of mentionedDefs([prose, ...bulletHeads].join('\n')))
    add({ def, source: 'idea', priority: 'must', named: true });
  return result;
}

function candidateKey(candidate: Candidate): string {
  if (candidate.def) return candidate.def.key;
  return `custom:${(candidate.entityPhrase ?? candidate.name ?? '').toLowerCase()}`;
}

function mergeCandidates(
  named: Candidate[],
  archetype: Archetype,
  secondary: Archetype | undefined,
  context: { backend: boolean; accounts: boolean; ai: boolean; monetisation: Monetisation },
): Candidate[] {
  const byKey = new Map<string, Candidate>();
  const allowed = (def: FeatureDef | undefined, isNamed: boolean) => {
    if (!def) return true;
    if (def.kind === 'account') return context.accounts;
    if (def.backend && !context.backend) return isNamed || def.local !== undefined;
    return true;
  };
  for (const candidate of named) {
    const key = candidateKey(candidate);
    if (byKey.has(key) || !allowed(candidate.def, true)) continue;
    byKey.set(key, candidate);
  }
  const namedCount = byKey.size;
  const fill: Candidate[] = [];
  const push = (key: string, priority: Priority) => {
    const def = featureDefs.get(key);
    if (!def || byKey.has(key) || fill.some((c) => c.def?.key === key) || !allowed(def, false)) return;
    fill.push({ def, source: 'archetype', priority, named: false });
  };
  if (context.accounts) push('accounts', 'must');
  if (context.ai && ![...byKey.keys()].some((k) => k.startsWith('ai_'))) {
    push(
      archetype.id === 'extension'
        ? 'ai_summary'
        : archetype.id === 'content' || archetype.id === 'saas'
          ? 'ai_generate'
          : archetype.id === 'marketplace' || archetype.id === 'ecommerce'
            ? 'ai_recommend'
            : 'ai_chat',
      'must',
    );
  }
  for (const [key, priority] of archetype.features) push(key, priority);
  if (context.monetisation === 'commission') push('payments', 'must');
  if (
    (context.monetisation === 'subscription' || context.monetisation === 'freemium') &&
    context.accounts &&
    archetype.id !== 'tracker'
  )
    push('subscriptions', 'should');
  if (secondary) for (const [key] of secondary.features.slice(0, 3)) push(key, 'could');

  const rank: Record<Priority, number> = { must: 0, should: 1, could: 2 };
  const musts = fill.filter((c) => c.priority === 'must');
  const shoulds = fill.filter((c) => c.priority === 'should');
  const coulds = fill.filter((c) => c.priority === 'could');
  const chosen: Candidate[] = [...byKey.values()];
  const room = () => MAX_FEATURES - chosen.length;
  // Every must of the archetype fits if there is room; shoulds up to 8; coulds only to reach the minimum.
  for (const c of musts) if (room() > 0) chosen.push(c);
  for (const c of shoulds) if (room() > 0 && chosen.length < Math.max(8, namedCount)) chosen.push(c);
  for (const c of coulds) if (room() > 0 && chosen.length < Math.max(MIN_FEATURES + 1, namedCount)) chosen.push(c);
  // A thin archetype (or a very short idea) still gets a complete first version.
  for (const key of [
    'settings',
    'onboarding',
    'insights',
    'export',
    'sharing',
    'favorites',
    'notifications',
    'search',
  ]) {
    if (chosen.length >= MIN_FEATURES) break;
    const def = featureDefs.get(key)!;
    if (allowed(def, false) && !chosen.some((c) => candidateKey(c) === key))
      chosen.push({ def, source: 'archetype', priority: 'could', named: false });
  }
  // The founder's features first, then by priority (stable).
  return chosen
    .map((c, index) => ({ c, index }))
    .sort(
      (a, b) =>
        Number(b.c.named) - Number(a.c.named) ||
        (a.c.named ? a.index - b.index : rank[a.c.priority] - rank[b.c.priority] || a.index - b.index),
    )
    .map(({ c }) => c)
    .slice(0, Math.max(MAX_FEATURES, 0));
}

function roleName(
  role: FeatureDef['role'],
  context: { accounts: boolean; provider?: string },
  vars: Record<string, string>,
): string {
  if (role === 'provider') return vars.provider!;
  if (role === 'admin') return context.accounts ? 'admin' : vars.user!;
  if (role === 'visitor') return 'visitor';
  return vars.user!;
}

function routeVars(
  registry: EntityRegistry,
  entity: string | undefined,
  vars: Record<string, string>,
): Record<string, string> {
  const label = entity ? lowerWords(entity) : vars.item!;
  return {
    ...vars,
    entity: label,
    anEntity: withArticle(label),
    entities: plural(label),
    Entity: capitalise(label),
    Entities: capitalise(plural(label)),
    es: kebabCase(plural(entity ?? pascalCase(label))),
    pes: kebabCase(plural(registry.resolve('$primary'))),
    ies: kebabCase(plural(registry.resolve('$item'))),
    ces: kebabCase(plural(registry.resolve('Contact'))),
  };
}

function resolveFeatures(
  candidates: Candidate[],
  registry: EntityRegistry,
  vars: Record<string, string>,
  context: { backend: boolean; accounts: boolean; provider?: string; archetype: Archetype },
): ModelFeature[] {
  const features: ModelFeature[] = [];
  const usedNames = new Set<string>();
  const usedManaged = new Set<string>();
  for (const candidate of candidates) {
    const def = candidate.def;
    let entity: string | undefined;
    if (def?.entity) entity = registry.resolve(def.entity);
    else if (candidate.entityPhrase) entity = registry.genericName(candidate.entityPhrase);
    const kind = def?.kind ?? (entity ? 'manage' : 'custom');
    // Two features that both just manage the same entity are one feature.
    if (entity && kind === 'manage') {
      if (usedManaged.has(entity)) continue;
      usedManaged.add(entity);
    }
    const v = routeVars(registry, entity, vars);
    const local = !context.backend && def?.local;
    const name = fill(candidate.name ?? def?.name ?? 'Core workflow', v);
    if (usedNames.has(name.toLowerCase())) continue;
    usedNames.add(name.toLowerCase());
    const role = roleName(def?.role ?? 'user', context, v);
    let description: string;
    let criteria: string[];
    let goal: string;
    let benefit: string;
    if (def) {
      const serverOnly = !context.backend && def.backend && !def.local;
      description =
        fill(local ? def.local!.description : def.description, v) +
        (serverOnly
          ? ' In this version, without a backend, it works on one device; sharing it between people needs the server planned for later.'
          : '');
      criteria = (local ? def.local!.criteria : def.criteria).map((c) => fill(c, v));
      goal = fill(def.goal, v);
      benefit = fill(def.benefit, v);
    } else {
      ({ description, criteria, goal, benefit } = genericFeatureText(
        name,
        candidate.verbPhrase,
        entity,
        v,
        context.backend,
      ));
    }
    const routeTemplates = def?.routes ?? (entity ? ['/{es}', '/{es}/:id'] : ['{hub}']);
    const routes = unique(routeTemplates.map((r) => fill(r, v)));
    const screens = (def?.screens ?? []).map((s) => ({
      ...s,
      route: fill(s.route, v),
      name: fill(s.name, v),
      purpose: fill(s.purpose, v),
    }));
    let api: ApiSpec[] = [];
    if (context.backend) {
      const templates =
        def?.api ?? (kind === 'manage' || kind === 'browse' ? crudApi(kind) : entity ? crudApi('manage') : []);
      api = templates.map((a) => ({ ...a, path: fill(a.path, v), description: fill(a.description, v) }));
    }
    features.push({
      id: `FEAT-${String(features.length + 1).padStart(3, '0')}`,
      key: def?.key ?? `custom:${kebabCase(name)}`,
      name,
      description,
      priority: candidate.priority,
      userStory: `As ${/^[aeiou]/i.test(role) ? 'an' : 'a'} ${role}, I want to ${goal} so that ${benefit}.`,
      acceptanceCriteria: criteria.slice(0, 4),
      source: candidate.source,
      entity,
      routes,
      screens,
      api,
      integration: def?.integration,
      hours: def?.hours ?? 8,
      role,
      entities: [],
      dependsOn: [],
    });
  }
  // Priorities follow the order: must features first (the founder's), then should, then could.
  return features;
}

// ---------------------------------------------------------------------------------------------
// Entities

class EntityRegistry {
  /** Catalogue or generic name → name used in this product. */
  private readonly names = new Map<string, string>();
  private readonly defs = new Map<string, EntityDef>();
  private readonly order: string[] = [];
  private readonly itemName: string;

  constructor(
    private readonly analysis: Analysis,
    private readonly archetype: Archetype,
    item: { phrase: string; detected: boolean },
    private readonly accounts: boolean,
  ) {
    const fromCatalogue = this.catalogueFor(item.phrase);
    if (fromCatalogue) {
      this.itemName = fromCatalogue;
    } else {
      const generic = pascalCase(item.phrase);
      this.itemName = generic.length > 0 && !isCyrillic(item.phrase) ? generic : pascalCase(archetype.itemDefault);
      if (!entityDefs.has(this.itemName))
        this.defs.set(this.itemName, this.genericDef(this.itemName, lowerWords(this.itemName)));
    }
  }

  /** The catalogue entity a phrase names (directly or by a synonym), or undefined. */
  private catalogueFor(phrase: string): string | undefined {
    const pascal = pascalCase(phrase);
    if (entityDefs.has(pascal)) return pascal;
    const lower = phrase.toLowerCase();
    for (const def of entityDefs.values()) if (def.synonyms?.includes(lower)) return def.name;
    return undefined;
  }

  /** The product's name for a catalogue entity or `$item`/`$primary`. */
  resolve(name: string): string {
    if (name === '$item') return this.rename(this.itemName);
    if (name === '$primary')
      return this.resolve(this.archetype.primary === '$primary' ? '$item' : this.archetype.primary);
    return this.rename(name);
  }

  private rename(name: string): string {
    const cached = this.names.get(name);
    if (cached) return cached;
    let actual = name;
    const def = entityDefs.get(name);
    // The catalogue's word counts as the idea's own only when used as a noun ("bookings", "a booking"), not in "appointment booking".
    const label = lowerWords(name);
    const ownWord = keywords([
      `${plural(label)}_`,
      `~(?:\\b(?:a|an|the|each|every|my|your|their|one)\\s+)${escapeRegExp(label)}(?![\\p{L}])`,
    ]).test(this.analysis.text);
    if (def?.synonyms && !ownWord) {
      for (const synonym of def.synonyms) {
        if (keywords([`${synonym}_`, `${plural(synonym)}_`]).test(this.analysis.text)) {
          const candidate = pascalCase(synonym);
          if (candidate.length > 0 && !entityDefs.has(candidate)) actual = candidate;
          break;
        }
      }
    }
    this.names.set(name, actual);
    if (def) this.defs.set(actual, def);
    return actual;
  }

  /** The entity name for a phrase the idea uses ("shopping lists" → "ShoppingList"). */
  genericName(phrase: string): string | undefined {
    const catalogue =
      this.catalogueFor(phrase) ?? (phrase.includes(' ') ? this.catalogueFor(phrase.split(' ').pop()!) : undefined);
    if (catalogue) return this.resolve(catalogue);
    const name = pascalCase(phrase);
    if (name.length < 3 || stopNouns.has(phrase.toLowerCase())) return undefined;
    if (!this.defs.has(name)) this.defs.set(name, this.genericDef(name, phrase.toLowerCase()));
    return name;
  }

  private genericDef(name: string, phrase: string): EntityDef {
    const def = genericEntityDef(name, phrase, true);
    if (this.archetype.id === 'tracker') {
      return {
        ...def,
        fields: [
          ['name', 'text'],
          ['target', 'decimal', 'optional daily or weekly target'],
          ['unit', 'text', 'e.g. glasses, minutes, pages'],
          ['color', 'text'],
          ['archived', 'boolean'],
        ],
      };
    }
    return def;
  }

  use(name: string): void {
    if ((name === 'User' || name === 'Workspace') && !this.accounts) return;
    if (!this.order.includes(name)) this.order.push(name);
  }

  useGeneric(phrase: string): void {
    if (this.order.length >= 9) return;
    const name = this.genericName(phrase);
    if (name) this.use(name);
  }

  build(vars: Record<string, string>, roles: CompositionModel['roles']): ModelEntity[] {
    const names = this.order.includes('User') ? ['User', ...this.order.filter((n) => n !== 'User')] : [...this.order];
    if (names.length === 0) names.push(this.resolve('$item'));
    const present = new Set(names);
    return names.map((name) => {
      const def = this.defs.get(name) ?? entityDefs.get(name) ?? genericEntityDef(name, lowerWords(name), true);
      const label = lowerWords(name);
      const fields: ModelField[] = [{ name: 'id', type: 'uuid', notes: 'primary key' }];
      const relations: string[] = [];
      const parents: string[] = [];
      if (def.owner && present.has('User') && name !== 'User') {
        parents.push('User');
        fields.push({
          name: 'userId',
          type: 'uuid',
          notes: `references User${def.ownerLabel ? ` (the ${def.ownerLabel})` : ''}`,
        });
        relations.push(`${name} belongs to User${def.ownerLabel ? ` as its ${def.ownerLabel}` : ''}`);
      }
      for (const [fieldName, type, notes] of def.fields) {
        if (type.startsWith('ref:') || fieldName.startsWith('ref:')) {
          const target = this.resolve((fieldName.startsWith('ref:') ? fieldName : type).slice(4));
          if (!present.has(target) || target === name) continue;
          fields.push({
            name: `${camelCase(target)}Id`,
            type: 'uuid',
            notes: notes ? fill(notes, vars) : `references ${target}`,
          });
          relations.push(`${name} belongs to ${target}`);
          parents.push(target);
          continue;
        }
        const resolvedType =
          type === 'enum(roles)' ? `enum(${roles.map((r) => kebabCase(r.role).replace(/-/g, '_')).join(', ')})` : type;
        fields.push({
          name: fieldName,
          type: resolvedType,
          notes: notes ? fill(notes, { ...vars, provider: vars.provider ?? 'provider' }) : '',
        });
      }
      fields.push({ name: 'createdAt', type: 'timestamp', notes: 'set by the database' });
      if (name !== 'User' || present.has('User')) fields.push({ name: 'updatedAt', type: 'timestamp', notes: '' });
      const entityVars = { ...vars, entity: label, primary: vars.primary ?? label };
      return {
        name,
        label,
        labelPlural: plural(label),
        route: `/${kebabCase(plural(name))}`,
        description: capitalise(fill(def.description, entityVars)),
        fields: unique(fields, (f) => f.name),
        relations,
        parents: unique(parents),
        sample: fill(def.sample, entityVars),
      };
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Screens, endpoints, integrations, risks

function buildIntegrations(
  text: string,
  features: ModelFeature[],
  archetype: Archetype,
  context: { backend: boolean; monetisation: Monetisation; platforms: AppPlatform[]; vars: Record<string, string> },
): CompositionModel['integrations'] {
  const keys: string[] = [];
  for (const feature of features) if (feature.integration) keys.push(feature.integration);
  for (const def of integrationDefs)
    if (def.keywords.length > 0 && keywords(def.keywords).test(text)) keys.push(def.key);
  keys.push(...archetype.integrations);
  const mobileOnly = context.platforms.every((p) => p === 'ios' || p === 'android');
  const paysInApp = features.some((f) => ['payments', 'subscriptions', 'cart'].includes(f.key));
  const result = unique(keys).filter((key) => {
    const def = integrationDefs.find((d) => d.key === key);
    if (!def) return false;
    if (!context.backend && def.backend) return false;
    if (context.backend && key === 'forms') return false;
    if (
      key === 'stripe' &&
      !paysInApp &&
      !(
        context.backend &&
        ['commission', 'subscription', 'sales', 'one_time'].includes(context.monetisation) &&
        !mobileOnly
      )
    )
      return false;
    if (key === 'stripe_connect' && context.monetisation !== 'commission') return false;
    if (
      key === 'revenuecat' &&
      !(mobileOnly && ['subscription', 'freemium', 'one_time'].includes(context.monetisation))
    )
      return false;
    if (key === 'push' && !(context.platforms.includes('ios') || context.platforms.includes('android'))) return false;
    return true;
  });
  return result.map((key) => {
    const def = integrationDefs.find((d) => d.key === key)!;
    return { key, name: def.name, purpose: fill(def.purpose, context.vars) };
  });
}
