import { escapeRegExp } from '../text';

/**
 * Keyword tables of the offline engine (English and Russian): platforms, monetisation, backend
 * signals, integrations, product-name stems and the word lists the idea analysis needs.
 *
 * A keyword matches at the start of a word ("review" matches "reviews"); a trailing `_` asks for
 * the whole word ("ai_"); a leading `~` makes the rest a regular expression source.
 */

const letter = '[\\p{L}\\p{N}]';
const notAfterLetter = `(?<!${letter})`;

/**
 * One keyword as an expression, matching exactly as it matches as one alternative of the whole
 * list. The look-behind that a match starts a word is left out of the expression and tested at the
 * match (`startsWord`): a Unicode letter class costs the engine a quarter of a millisecond to
 * compile, the rest of a plain keyword a fiftieth.
 */
interface KeywordExpression {
  expression: RegExp;
  /** Only a match at the start of a word counts. */
  wordStart: boolean;
}

function keywordExpression(keyword: string): KeywordExpression {
  if (keyword.startsWith('~')) {
    const source = keyword.slice(1);
    // A leading look-behind bounds every match only when no top-level alternative escapes it.
    const bounded = source.startsWith(notAfterLetter) && !hasTopLevelAlternative(source.slice(notAfterLetter.length));
    return { expression: new RegExp(bounded ? source.slice(notAfterLetter.length) : source, 'giu'), wordStart: bounded };
  }
  const whole = keyword.endsWith('_');
  const body = escapeRegExp(whole ? keyword.slice(0, -1) : keyword).replace(/ /g, '\\s+');
  return { expression: new RegExp(`${body}${whole ? `(?!${letter})` : ''}`, 'giu'), wordStart: true };
}

const wordStartAssertion = new RegExp(notAfterLetter, 'iuy');
/** No letter or digit comes right before `at`, as the keyword's look-behind asks. */
function startsWord(text: string, at: number): boolean {
  wordStartAssertion.lastIndex = at;
  return wordStartAssertion.test(text);
}

/** The first match of the keyword at or after `from`, as its whole expression would find it. */
function nextMatch({ expression, wordStart }: KeywordExpression, text: string, from: number): KeywordMatch | null {
  let at = from;
  while (at <= text.length) {
    expression.lastIndex = at;
    const match = expression.exec(text);
    if (!match) return null;
    if (!wordStart || startsWord(text, match.index)) return { index: match.index, length: match[0].length };
    // Inside a word: the whole expression would fail here and try the next character (a whole code point).
    at = match.index + codePointLength(text, match.index);
  }
  return null;
}

const codePointLength = (text: string, at: number) => ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);

/** The source has a `|` outside any group or class. */
function hasTopLevelAlternative(source: string): boolean {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === '|' && depth === 0) return true;
  }
  return false;
}

export interface KeywordMatch {
  index: number;
  length: number;
}

/**
 * A literal every match of the keyword contains, lower case, or undefined when there is none to
 * rely on. For a `~` expression it is the run of plain letters it starts with, after any
 * look-behind (up to an escape, a group, a class or a quantifier, whose last letter may then be
 * optional), and none when the expression has a top-level alternative.
 */
function needleOf(keyword: string): string | undefined {
  if (!keyword.startsWith('~')) {
    const body = keyword.endsWith('_') ? keyword.slice(0, -1) : keyword;
    // Spaces match any run of whitespace: the longest word is what every match holds.
    const longest = body.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
    return longest.length > 0 ? longest.toLowerCase() : undefined;
  }
  let source = keyword.slice(1);
  // A leading look-behind consumes nothing: the literal after it is still in every match.
  if (/^\(\?<[!=]/.test(source)) source = source.slice(closingParen(source) + 1);
  if (hasTopLevelAlternative(source)) return undefined;
  const run = /^[\p{L}\p{N}' -]*/u.exec(source)![0];
  const literal = /^[?*{]/.test(source.slice(run.length)) ? run.slice(0, -1) : run;
  const word = literal.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '');
  return word.length >= 2 ? word.toLowerCase() : undefined;
}

/** The index of the parenthesis closing the group the source starts with. */
function closingParen(source: string): number {
  let depth = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (char === '\\') i++;
    else if (char === '(') depth++;
    else if (char === ')' && --depth === 0) return i;
  }
  return source.length;
}

/** The lower-cased text last tested: a list of keywords is usually tested on the same text many times. */
let lastText = '';
let lastLower = '';
function lowerOf(text: string): string {
  if (text !== lastText) {
    lastText = text;
    lastLower = text.toLowerCase();
  }
  return lastLower;
}

/**
 * A compiled set of keywords: `find` returns every match, `test` whether any matches, exactly as
 * one alternation of the keywords in their order would. Each keyword is its own expression,
 * compiled once when its literal first occurs in a text: an alternation built per text would be
 * compiled anew for every new text (tens of milliseconds for a long list of Unicode look-behinds,
 * on the request's turn of the event loop). Matching a text is a plain substring search for each
 * keyword's literal first; a keyword whose literal is absent cannot match and is skipped.
 */
export class Keywords {
  private readonly list: readonly string[];
  /** Per keyword, a literal every match contains; undefined keeps the keyword for every text. */
  private readonly needles: ReadonlyArray<string | undefined>;
  /** Per keyword, its expression once compiled. */
  private readonly expressions: Array<KeywordExpression | undefined>;

  constructor(keywords: readonly string[]) {
    this.list = keywords;
    this.needles = keywords.map(needleOf);
    this.expressions = keywords.map(() => undefined);
  }

  private expression(index: number): KeywordExpression {
    return (this.expressions[index] ??= keywordExpression(this.list[index]!));
  }

  /** The expressions of the keywords that may match the text, in the list's order. */
  private expressionsFor(text: string): KeywordExpression[] {
    const lower = lowerOf(text);
    const present: KeywordExpression[] = [];
    this.needles.forEach((needle, index) => {
      if (needle === undefined || lower.includes(needle)) present.push(this.expression(index));
    });
    return present;
  }

  test(text: string): boolean {
    return this.expressionsFor(text).some((keyword) => nextMatch(keyword, text, 0) !== null);
  }

  /**
   * Every match, left to right, as one alternation finds them: at the leftmost place any keyword
   * matches, the first of those keywords in the list wins, and the search goes on after its match.
   */
  find(text: string): KeywordMatch[] {
    const keywords = this.expressionsFor(text);
    if (keywords.length === 0) return [];
    // Each keyword's next match from the search position; still right while it starts at or after it.
    const next: Array<KeywordMatch | null | undefined> = keywords.map(() => undefined);
    const matches: KeywordMatch[] = [];
    let position = 0;
    while (position <= text.length) {
      let best: KeywordMatch | undefined;
      keywords.forEach((keyword, k) => {
        let found = next[k];
        if (found === undefined || (found !== null && found.index < position)) found = next[k] = nextMatch(keyword, text, position);
        if (found && (!best || found.index < best.index)) best = found;
      });
      if (!best) break;
      if (best.length > 0) {
        matches.push({ index: best.index, length: best.length });
        position = best.index + best.length;
      } else {
        // An empty match moves the search one character (a whole code point) on, as matchAll does.
        position = best.index + codePointLength(text, best.index);
      }
    }
    return matches;
  }

  count(text: string): number {
    return this.find(text).length;
  }

  /** Compiles every keyword's expression now (see `compileKeywords`). */
  compile(): void {
    this.list.forEach((keyword, index) => {
      if (this.expressions[index]) return;
      const { expression } = this.expression(index);
      // The engine compiles an expression on its first search and again, to machine code, on its second.
      for (let twice = 0; twice < 2; twice++) {
        expression.lastIndex = 0;
        expression.test(keyword);
      }
    });
  }
}

const cache = new Map<string, Keywords>();

/**
 * Compiles every keyword of every list used so far, outside any request: each costs a fraction of
 * a millisecond on its first searches, and a new idea meets dozens the warm-up idea did not.
 */
export function compileKeywords(): void {
  for (const list of cache.values()) list.compile();
}

const byList = new WeakMap<readonly string[], Keywords>();

/** The compiled keywords of a list (compiled once per list). */
export function keywords(list: readonly string[]): Keywords {
  // The catalogue's lists are constants asked for thousands of times a kit: found by the list itself first.
  const known = byList.get(list);
  if (known) return known;
  const key = list.join('\u0000');
  let compiled = cache.get(key);
  if (!compiled) {
    compiled = new Keywords(list);
    cache.set(key, compiled);
  }
  byList.set(list, compiled);
  return compiled;
}

/** Where a product runs. An API or a command-line tool is named only by a confirmed brief. */
export type AppPlatform = 'web' | 'ios' | 'android' | 'desktop' | 'extension' | 'api' | 'cli';
export const platformNames: Record<AppPlatform, string> = {
  web: 'Web',
  ios: 'iOS',
  android: 'Android',
  desktop: 'Desktop',
  extension: 'Browser extension',
  api: 'API',
  cli: 'Command line',
};

/** Words that say a product uses AI. */
export const aiKeywords: readonly string[] = [
  'ai_',
  'a.i.',
  'gpt',
  'llm',
  'openai',
  'artificial intelligence',
  'machine learning',
  'ии_',
  'нейросет',
  'искусствен',
];

export type Monetisation =
  'subscription' | 'commission' | 'ads' | 'one_time' | 'freemium' | 'sales' | 'donations' | 'free';

/** Checked in this order; the first that matches wins. */
export const monetisationKeywords: ReadonlyArray<readonly [Monetisation, readonly string[]]> = [
  [
    'freemium',
    [
      'freemium',
      'free tier',
      'free plan',
      'pro plan',
      'premium features',
      'upgrade to pro',
      'бесплатный тариф',
      'фримиум',
      'премиум',
    ],
  ],
  [
    'commission',
    [
      'commission',
      'take rate',
      'booking fee',
      'service fee',
      'transaction fee',
      '% fee',
      'per booking',
      'pay per lesson',
      'pay per session',
      'pay per class',
      'pay per visit',
      // The platform's own cut of each sale ("we keep 10%", "a 15% cut", «берём 10%»), never a discount ("take 10% off").
      '~(?:keep|keeps|keeping|take|takes|taking)\\s+(?:a\\s+)?\\d+(?:[.,]\\d+)?\\s?%(?!\\s*off)',
      '~\\d+(?:[.,]\\d+)?\\s?%\\s+(?:cut|of each|from each|of every|from every|on each|on every)',
      '~(?:берем|берём|берет|берёт|забираем|забирает|оставляем себе|удерживаем|удерживает)\\s+\\d+(?:[.,]\\d+)?\\s?%',
      'комисси',
    ],
  ],
  [
    'subscription',
    [
      'subscription',
      'subscribe',
      'monthly fee',
      'per month',
      '/month',
      'a month',
      'per seat',
      'membership',
      'recurring',
      'saas',
      'подписк',
      'ежемесячн',
      'в месяц',
    ],
  ],
  ['ads', ['ads_', 'advertis', 'sponsored', 'ad-supported', 'реклам']],
  [
    'one_time',
    [
      'one-time',
      'one time purchase',
      'pay once',
      'lifetime',
      'paid app',
      'buy the app',
      'единоразов',
      'разовая покупк',
    ],
  ],
  [
    'sales',
    [
      'sell products',
      'sell our',
      'sell my',
      'sell handmade',
      'e-commerce',
      'ecommerce',
      'online store',
      'online shop',
      'продаж',
      'продава',
    ],
  ],
  ['donations', ['donation', 'donate', 'tip jar', 'patreon', 'донат', 'пожертвован']],
  [
    'free',
    ['open source', 'open-source', 'non-profit', 'nonprofit', 'free for everyone', 'completely free', 'бесплатн'],
  ],
];

/** Words that show the product needs a server, a database or accounts. */
export const backendSignals: readonly string[] = [
  'account',
  'sign up',
  'sign-up',
  'signup',
  'log in',
  'login',
  'sync',
  'across devices',
  'cloud',
  'multi-user',
  'multiplayer',
  'team',
  'collaborat',
  'invite',
  'share with',
  'marketplace',
  'booking',
  'payment',
  'checkout',
  'subscription',
  'commission',
  'community',
  'chat',
  'messag',
  'leaderboard',
  'crm_',
  'admin',
  'dashboard for',
  'api_',
  'database',
  'users can',
  'notify',
  'email',
  'аккаунт',
  'регистрац',
  'синхрониз',
  'оплат',
  'маркетплейс',
  'сообществ',
  'чат',
  'команд',
];

/** Words that show the product works without a server. */
export const noBackendSignals: readonly string[] = [
  'static',
  'no backend',
  'without a backend',
  'no server',
  'serverless site',
  'no account',
  'no login',
  'no sign-up',
  'without account',
  'without sign',
  'offline',
  'local only',
  'locally',
  'on device',
  'on the device',
  'single-user',
  'single user',
  'personal use',
  'calculator',
  'converter',
  'portfolio',
  'landing page',
  'brochure',
  'resume site',
  'cv site',
  'без бэкенд',
  'без сервер',
  'без регистрац',
  'офлайн',
  'статичн',
  'калькулятор',
  'портфолио',
  'лендинг',
];

export interface IntegrationDef {
  key: string;
  name: string;
  keywords: readonly string[];
  /** Needs a server-side secret. */
  backend: boolean;
}

export const integrationDefs: readonly IntegrationDef[] = [
  {
    key: 'stripe',
    name: 'Stripe',
    keywords: ['stripe', 'payment', 'checkout', 'pay online', 'оплат'],
    backend: true,
  },
  {
    key: 'stripe_connect',
    name: 'Stripe Connect',
    keywords: ['payout', 'split payment', 'commission', 'комисси'],
    backend: true,
  },
  {
    key: 'email',
    name: 'Resend',
    keywords: ['email', 'newsletter', 'e-mail', 'почт', 'рассылк'],
    backend: true,
  },
  {
    key: 'sms',
    name: 'Twilio',
    keywords: ['sms', 'text message', 'whatsapp', 'смс'],
    backend: true,
  },
  {
    key: 'maps',
    name: 'Mapbox',
    keywords: ['map ', 'maps', 'nearby', 'near me', 'geolocat', 'gps', 'на карте', 'рядом'],
    backend: false,
  },
  {
    key: 'calendar',
    name: 'Google Calendar API',
    keywords: ['google calendar', 'calendar sync', 'sync with calendar', 'календар'],
    backend: true,
  },
  {
    key: 'openai',
    name: 'OpenAI API',
    keywords: [
      'ai_',
      'a.i.',
      'gpt',
      'llm',
      'openai',
      'chatbot',
      'artificial intelligence',
      'machine learning',
      'summar',
      'ии_',
      'нейросет',
      'искусствен',
    ],
    backend: true,
  },
  {
    key: 'push',
    name: 'Expo Push Notifications',
    keywords: ['push notif', 'push-уведомл'],
    backend: false,
  },
  {
    key: 'storage',
    name: 'Cloudflare R2',
    keywords: ['upload', 'photo_', 'photos_', 'image_', 'images_', 'attachment', 'файл', 'фото_'],
    backend: true,
  },
  {
    key: 'analytics',
    name: 'PostHog',
    keywords: ['analytics', 'funnel', 'аналитик'],
    backend: false,
  },
  {
    key: 'plaid',
    name: 'Plaid',
    keywords: ['plaid', 'bank', 'open banking', 'банк'],
    backend: true,
  },
  {
    key: 'video',
    name: 'Daily',
    keywords: ['video call', 'video session', 'zoom', 'telehealth', 'видеозвон'],
    backend: true,
  },
  {
    key: 'forms',
    name: 'Formspree',
    keywords: [],
    backend: false,
  },
  {
    key: 'oauth',
    name: 'Google sign-in',
    keywords: ['google sign', 'sign in with google', 'social login', 'oauth'],
    backend: true,
  },
  {
    key: 'slack',
    name: 'Slack API',
    keywords: ['slack'],
    backend: true,
  },
  {
    key: 'github',
    name: 'GitHub API',
    keywords: ['github'],
    backend: true,
  },
  {
    key: 'shipping',
    name: 'Shippo',
    keywords: ['shipping label', 'shipping', 'delivery tracking', 'доставк'],
    backend: true,
  },
  {
    key: 'revenuecat',
    name: 'RevenueCat',
    keywords: ['in-app purchase', 'in-app subscription', 'paywall'],
    backend: false,
  },
];

/** Short stems a proposed product name is built from: word → stem ("dog" → "Paw"). */
export const nameStems: Record<string, string> = {
  dog: 'Paw',
  dogs: 'Paw',
  pet: 'Paw',
  pets: 'Paw',
  puppy: 'Pup',
  cat: 'Whisker',
  cats: 'Whisker',
  horse: 'Mane',
  plant: 'Leaf',
  plants: 'Leaf',
  garden: 'Sprout',
  gardening: 'Sprout',
  flower: 'Bloom',
  flowers: 'Bloom',
  money: 'Penny',
  budget: 'Penny',
  budgeting: 'Penny',
  expense: 'Coin',
  expenses: 'Coin',
  finance: 'Coin',
  invoice: 'Invoice',
  invoices: 'Invoice',
  tax: 'Tally',
  bank: 'Vault',
  savings: 'Nest',
  fitness: 'Fit',
  workout: 'Rep',
  workouts: 'Rep',
  gym: 'Rep',
  running: 'Stride',
  run: 'Stride',
  yoga: 'Zen',
  meditation: 'Calm',
  sleep: 'Dream',
  health: 'Vital',
  water: 'Sip',
  hydration: 'Sip',
  habit: 'Habit',
  habits: 'Habit',
  routine: 'Ritual',
  routines: 'Ritual',
  goal: 'Goal',
  goals: 'Goal',
  mood: 'Mood',
  journal: 'Page',
  diary: 'Page',
  recipe: 'Pantry',
  recipes: 'Pantry',
  meal: 'Plate',
  meals: 'Plate',
  food: 'Fork',
  cooking: 'Pantry',
  restaurant: 'Table',
  coffee: 'Brew',
  wine: 'Cork',
  book: 'Page',
  books: 'Page',
  reading: 'Page',
  article: 'Read',
  articles: 'Read',
  news: 'Brief',
  podcast: 'Cast',
  travel: 'Roam',
  trip: 'Trip',
  trips: 'Trip',
  hotel: 'Stay',
  flight: 'Wing',
  car: 'Gear',
  cars: 'Gear',
  bike: 'Spoke',
  parking: 'Spot',
  music: 'Tune',
  guitar: 'Fret',
  photo: 'Lens',
  photos: 'Lens',
  photographer: 'Lens',
  photography: 'Lens',
  video: 'Reel',
  art: 'Canvas',
  design: 'Pixel',
  designer: 'Pixel',
  designers: 'Pixel',
  plumber: 'Plumb',
  plumbers: 'Plumb',
  electrician: 'Volt',
  electricians: 'Volt',
  tradespeople: 'Trade',
  homeowner: 'Home',
  homeowners: 'Home',
  mortgage: 'Mortgage',
  law: 'Lex',
  legal: 'Lex',
  contract: 'Lex',
  contracts: 'Lex',
  venue: 'Stage',
  venues: 'Stage',
  ticket: 'Ticket',
  tickets: 'Ticket',
  concert: 'Stage',
  chore: 'Chore',
  chores: 'Chore',
  household: 'Home',
  equipment: 'Kit',
  inventory: 'Stock',
  warehouse: 'Stock',
  warehouses: 'Stock',
  maths: 'Math',
  math: 'Math',
  writer: 'Quill',
  writers: 'Quill',
  chapter: 'Quill',
  runner: 'Stride',
  runners: 'Stride',
  wedding: 'Vow',
  weddings: 'Vow',
  baby: 'Nest',
  parent: 'Nest',
  parents: 'Nest',
  family: 'Hearth',
  kids: 'Sprout',
  child: 'Sprout',
  children: 'Sprout',
  home: 'Nest',
  house: 'Nest',
  rent: 'Keys',
  apartment: 'Keys',
  property: 'Keys',
  study: 'Study',
  student: 'Study',
  students: 'Study',
  learning: 'Learn',
  language: 'Lingo',
  languages: 'Lingo',
  tutor: 'Tutor',
  tutors: 'Tutor',
  course: 'Learn',
  courses: 'Learn',
  teacher: 'Class',
  school: 'Class',
  job: 'Hire',
  jobs: 'Hire',
  hiring: 'Hire',
  freelancer: 'Gig',
  freelancers: 'Gig',
  client: 'Client',
  clients: 'Client',
  sales: 'Deal',
  lead: 'Lead',
  leads: 'Lead',
  team: 'Crew',
  teams: 'Crew',
  event: 'Meet',
  events: 'Meet',
  meetup: 'Meet',
  community: 'Circle',
  neighbour: 'Block',
  neighbor: 'Block',
  volunteer: 'Kind',
  charity: 'Kind',
  hair: 'Salon',
  salon: 'Salon',
  barber: 'Fade',
  beauty: 'Glow',
  doctor: 'Care',
  clinic: 'Care',
  therapy: 'Care',
  therapist: 'Care',
  dentist: 'Smile',
  cleaning: 'Sparkle',
  cleaner: 'Sparkle',
  cleaners: 'Sparkle',
  handyman: 'Fix',
  handymen: 'Fix',
  trivia: 'Quiz',
  telehealth: 'Care',
  physiotherapist: 'Care',
  physiotherapists: 'Care',
  accountant: 'Ledger',
  accountants: 'Ledger',
  game: 'Quest',
  games: 'Quest',
  puzzle: 'Puzzle',
  quiz: 'Quiz',
  chess: 'Rook',
  football: 'Goal',
  sport: 'Play',
  sports: 'Play',
  task: 'Task',
  tasks: 'Task',
  todo: 'Task',
  project: 'Plan',
  projects: 'Plan',
  note: 'Note',
  notes: 'Note',
  focus: 'Focus',
  time: 'Clock',
  shop: 'Shop',
  store: 'Shop',
  fashion: 'Thread',
  clothes: 'Thread',
  clothing: 'Thread',
  vintage: 'Retro',
  furniture: 'Oak',
  craft: 'Craft',
  handmade: 'Craft',
  jewelry: 'Gem',
  jewellery: 'Gem',
  email: 'Mail',
  writing: 'Quill',
  content: 'Quill',
  resume: 'Folio',
  portfolio: 'Folio',
  bookmark: 'Mark',
  highlight: 'Mark',
  tab: 'Tab',
  tabs: 'Tab',
  // Russian stems (after lower-casing).
  собак: 'Paw',
  питом: 'Paw',
  кош: 'Whisker',
  растен: 'Leaf',
  деньг: 'Penny',
  бюджет: 'Penny',
  расход: 'Coin',
  фитнес: 'Fit',
  трениров: 'Rep',
  бег: 'Stride',
  привыч: 'Habit',
  рецепт: 'Pantry',
  еда: 'Fork',
  книг: 'Page',
  путешеств: 'Roam',
  музык: 'Tune',
  фото: 'Lens',
  свадьб: 'Vow',
  дет: 'Sprout',
  учеб: 'Study',
  курс: 'Learn',
  язык: 'Lingo',
  репетитор: 'Tutor',
  работ: 'Hire',
  клиент: 'Client',
  событ: 'Meet',
  мероприят: 'Meet',
  парикмахер: 'Salon',
  барбер: 'Fade',
  салон: 'Salon',
  красот: 'Glow',
  врач: 'Care',
  клиник: 'Care',
  игр: 'Quest',
  задач: 'Task',
  замет: 'Note',
  магазин: 'Shop',
  одежд: 'Thread',
  ремонт: 'Fix',
  уборк: 'Tidy',
  доставк: 'Drop',
  авто: 'Gear',
};

/** Stems from what the product does: verb or gerund → stem ("walking" → "Walk"). */
export const actionStems: Record<string, string> = {
  walk: 'Walk',
  walking: 'Walk',
  book: 'Book',
  booking: 'Book',
  track: 'Track',
  tracking: 'Track',
  tracker: 'Track',
  plan: 'Plan',
  planning: 'Plan',
  planner: 'Plan',
  share: 'Share',
  sharing: 'Share',
  learn: 'Learn',
  learning: 'Learn',
  find: 'Find',
  finder: 'Find',
  match: 'Match',
  matching: 'Match',
  swap: 'Swap',
  trade: 'Trade',
  rent: 'Rent',
  renting: 'Rent',
  sell: 'Sell',
  selling: 'Sell',
  buy: 'Cart',
  save: 'Save',
  saving: 'Save',
  split: 'Split',
  splitting: 'Split',
  log: 'Log',
  logging: 'Log',
  write: 'Write',
  writing: 'Write',
  read: 'Read',
  reading: 'Read',
  cook: 'Cook',
  cooking: 'Cook',
  clean: 'Tidy',
  cleaning: 'Tidy',
  sit: 'Sit',
  sitting: 'Sit',
  groom: 'Groom',
  grooming: 'Groom',
  train: 'Train',
  training: 'Train',
  coach: 'Coach',
  coaching: 'Coach',
  remind: 'Nudge',
  summarise: 'Brief',
  summarize: 'Brief',
  summarising: 'Brief',
  summarizing: 'Brief',
  organise: 'Sort',
  organize: 'Sort',
  schedule: 'Slot',
  scheduling: 'Slot',
  chat: 'Chat',
  meet: 'Meet',
  deliver: 'Drop',
  delivery: 'Drop',
  invoice: 'Bill',
  invoicing: 'Bill',
  budget: 'Wise',
  budgeting: 'Wise',
  focus: 'Flow',
  block: 'Shield',
  blocking: 'Shield',
  highlight: 'Mark',
  clip: 'Clip',
  fix: 'Fix',
  repair: 'Fix',
  teach: 'Class',
  tutoring: 'Tutor',
  hire: 'Hire',
  hiring: 'Hire',
  review: 'Rate',
  compare: 'Compare',
  calculate: 'Calc',
  play: 'Play',
};

/** Nouns for people (roles and audiences, not entities). */
export const peopleNouns = new Set([
  'people',
  'operator',
  'person',
  'user',
  'users',
  'customer',
  'customers',
  'client',
  'clients',
  'owner',
  'owners',
  'parent',
  'parents',
  'kid',
  'kids',
  'child',
  'children',
  'student',
  'students',
  'teacher',
  'teachers',
  'team',
  'teams',
  'family',
  'families',
  'friend',
  'friends',
  'couple',
  'couples',
  'member',
  'members',
  'patient',
  'patients',
  'founder',
  'founders',
  'creator',
  'creators',
  'freelancer',
  'freelancers',
  'professional',
  'professionals',
  'business',
  'businesses',
  'company',
  'companies',
  'startup',
  'startups',
  'agency',
  'agencies',
  'shop',
  'shops',
  'restaurant',
  'restaurants',
  'salon',
  'salons',
  'clinic',
  'clinics',
  'school',
  'schools',
  'athlete',
  'athletes',
  'adult',
  'adults',
  'senior',
  'seniors',
  'beginner',
  'beginners',
  'expert',
  'experts',
  'host',
  'hosts',
  'guest',
  'guests',
  'tenant',
  'tenants',
  'landlord',
  'landlords',
  'buyer',
  'buyers',
  'seller',
  'sellers',
  'artist',
  'artists',
  'musician',
  'musicians',
  'coach',
  'coaches',
  'tutor',
  'tutors',
  'nurse',
  'nurses',
  'doctor',
  'doctors',
  'therapist',
  'therapists',
  'dentist',
  'dentists',
  'developer',
  'developers',
  'manager',
  'managers',
  'employee',
  'employees',
  'staff',
  'volunteer',
  'volunteers',
  'neighbour',
  'neighbours',
  'neighbor',
  'neighbors',
  'traveller',
  'travellers',
  'traveler',
  'travelers',
  'gamer',
  'gamers',
  'player',
  'players',
  'reader',
  'readers',
  'writer',
  'writers',
  'photographer',
  'photographers',
  'designer',
  'designers',
  'marketer',
  'marketers',
  'recruiter',
  'recruiters',
  'candidate',
  'candidates',
  'homeowner',
  'homeowners',
  'mum',
  'mums',
  'mom',
  'moms',
  'dad',
  'dads',
  'firm',
  'firms',
  'lawyer',
  'lawyers',
  'tradespeople',
  'tradesperson',
  'tradesman',
  'tradesmen',
  'handyman',
  'roommate',
  'roommates',
  'flatmate',
  'flatmates',
  'household',
  'households',
  'walker',
  'walkers',
  'sitter',
  'sitters',
  'groomer',
  'groomers',
  'trainer',
  'trainers',
  'cleaner',
  'cleaners',
  'plumber',
  'plumbers',
  'barber',
  'barbers',
  'stylist',
  'stylists',
  'chef',
  'chefs',
  'cook',
  'cooks',
  'driver',
  'drivers',
  'courier',
  'couriers',
  'organiser',
  'organisers',
  'organizer',
  'organizers',
  'attendee',
  'attendees',
  'learner',
  'learners',
  'instructor',
  'instructors',
  'mentor',
  'mentors',
  'mentee',
  'mentees',
  'investor',
  'investors',
  'solopreneur',
  'solopreneurs',
  'creator',
  'hobbyist',
  'hobbyists',
  'runner',
  'runners',
  'everyone',
  'anyone',
  'individual',
  'individuals',
  'teen',
  'teens',
  'teenager',
  'teenagers',
  'millennial',
  'millennials',
  'nomad',
  'nomads',
  'gardener',
  'gardeners',
  'lover',
  'lovers',
  'fan',
  'fans',
]);

/** Words ending like a person noun ("-er", "-or") that are things. */
export const thingsEndingInEr = new Set([
  'waiver',
  'tracker',
  'planner',
  'reminder',
  'timer',
  'folder',
  'order',
  'number',
  'water',
  'letter',
  'center',
  'centre',
  'filter',
  'newsletter',
  'poster',
  'sticker',
  'container',
  'computer',
  'browser',
  'finder',
  'counter',
  'scheduler',
  'builder',
  'generator',
  'calendar',
  'paper',
  'power',
  'weather',
  'dinner',
  'answer',
  'server',
  'error',
  'color',
  'colour',
  'monitor',
  'editor',
  'calculator',
  'converter',
  'organizer',
  'organiser',
  'manager',
  'player',
  'launcher',
  'blocker',
  'summarizer',
  'summariser',
  'highlighter',
  'clipper',
  'checker',
  'maker',
  // Developer tools.
  'linter',
  'formatter',
  'parser',
  'compiler',
  'bundler',
  'transpiler',
  'debugger',
  'profiler',
  'validator',
  'analyzer',
  'analyser',
  'emulator',
  'simulator',
  'router',
  'crawler',
  'scraper',
  'tutor',
  'meter',
  'matter',
  'member',
  'partner',
  'cover',
  'corner',
  'border',
  'layer',
  'header',
  'footer',
  'banner',
  'slider',
  'tier',
  'user',
  'owner',
  'customer',
  'other',
  'either',
  'after',
  'under',
  'over',
  'never',
  'ever',
  'better',
  'faster',
  'easier',
  'together',
  'whatever',
  'minister',
  'register',
  'semester',
  'chapter',
  'character',
  'feather',
  'leather',
  'sister',
  'brother',
  'mother',
  'father',
  'daughter',
  'spider',
]);
