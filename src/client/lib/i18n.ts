import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
import { languageCookie } from '../../shared/prerendered-landing';
import { storageKeys } from './storage-keys';

export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_STORAGE_KEY = storageKeys.language;

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The language last chosen: kept in localStorage, else in the cookie the server reads (which outlives
 * cleared site storage and private mode's), so the app starts in the language of the page it was sent.
 */
export function storedLanguage(): Language {
  let value: string | null = null;
  try {
    value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the cookie may still hold the choice.
  }
  if (isLanguage(value)) return value;
  const cookie = typeof document === 'undefined' ? undefined : languageFromCookie(document.cookie);
  return cookie ?? 'en';
}

function languageFromCookie(cookies: string): Language | undefined {
  const value = cookies
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === languageCookie.name)?.[1];
  return isLanguage(value) ? value : undefined;
}

/**
 * Texts fetched on demand in every language (English too), so none of them weighs on the landing
 * page: each import() below becomes its own chunk. `app` holds every text of the pages behind the
 * landing (auth, dashboard, billing…) and is merged into `common`, so their keys read the same;
 * the others are namespaces of their own.
 */
const lazyNamespaces = {
  app: {
    en: () => import('../locales/en/app.json'),
    ru: () => import('../locales/ru/app.json'),
  },
  legal: {
    en: () => import('../locales/en/legal.json'),
    ru: () => import('../locales/ru/legal.json'),
  },
  landing: {
    en: () => import('../locales/en/landing.json'),
    ru: () => import('../locales/ru/landing.json'),
  },
  pricing: {
    en: () => import('../locales/en/pricing.json'),
    ru: () => import('../locales/ru/pricing.json'),
  },
  consent: {
    en: () => import('../locales/en/consent.json'),
    ru: () => import('../locales/ru/consent.json'),
  },
} satisfies Record<string, Record<Language, () => Promise<{ default: object }>>>;

export type LazyNamespace = keyof typeof lazyNamespaces;

/** The i18next namespace a lazy one is stored under. */
const storedAs = (namespace: LazyNamespace) => (namespace === 'app' ? 'common' : namespace);

/** Namespaces some page has asked for: a language switch fetches them before it takes effect. */
const wantedNamespaces = new Set<LazyNamespace>();
const loadedNamespaces = new Set<string>();
const namespacesInFlight = new Map<string, Promise<void>>();

/** Russian's shell texts (English ships with the app). */
async function loadCommon(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return;
  const bundle = (await import('../locales/ru/common.json')).default;
  i18next.addResourceBundle(language, 'common', bundle, true, true);
}

/** The language the interface is showing now. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : 'en';
}

export function isNamespaceLoaded(namespace: LazyNamespace, language: Language = currentLanguage()): boolean {
  // A namespace of its own must still be in the store (tests take bundles out to see loading states).
  const stored = namespace === 'app' || i18next.hasResourceBundle(language, namespace);
  return stored && loadedNamespaces.has(`${language}/${namespace}`);
}

/**
 * Fetches a namespace for a language (the current one by default) once, and remembers that it is
 * wanted: from then on `setLanguage` loads it for the new language before switching, so a page
 * never shows its keys mid-switch. i18next's store emits 'added' when it arrives.
 */
export function loadNamespace(namespace: LazyNamespace, language: Language = currentLanguage()): Promise<void> {
  wantedNamespaces.add(namespace);
  if (isNamespaceLoaded(namespace, language)) return Promise.resolve();
  const key = `${language}/${namespace}`;
  let loading = namespacesInFlight.get(key);
  if (!loading) {
    loading = Promise.all([loadCommon(language), lazyNamespaces[namespace][language]()])
      .then(([, { default: bundle }]) => {
        loadedNamespaces.add(key);
        i18next.addResourceBundle(language, storedAs(namespace), bundle, true, true);
      })
      .finally(() => namespacesInFlight.delete(key));
    namespacesInFlight.set(key, loading);
  }
  return loading;
}

/** The namespaces the landing page shows besides the shell's (its sections, pricing, the forms' messages). */
export const landingNamespaces = ['landing', 'pricing', 'app'] as const satisfies readonly LazyNamespace[];

/** Starts i18next with English's shell texts, touching no browser API (the build prerenders with it too). */
export async function startI18n(): Promise<typeof i18next> {
  // A new start builds a new store: what an earlier start loaded is gone.
  loadedNamespaces.clear();
  await i18next.use(initReactI18next).init({
    resources: { en: { common: en } },
    partialBundledLanguages: true,
    lng: 'en',
    fallbackLng: 'en',
    supportedLngs: languages,
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/**
 * Starts i18next in the browser, in the stored language. `appTexts` also waits for the texts of the
 * pages behind the landing (tests rendering those pages ask for them; the router fetches them with
 * each page).
 */
export async function initI18n({ appTexts = false }: { appTexts?: boolean } = {}): Promise<typeof i18next> {
  const language = storedLanguage();
  await startI18n();
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = 'en';
  if (language !== 'en') await setLanguage(language);
  if (appTexts) await loadNamespace('app');
  return i18next;
}

/** Switches the interface language, keeps the choice and writes it to <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadCommon(language),
    ...[...wantedNamespaces].map((namespace) => loadNamespace(namespace, language)),
  ]);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode (or the build's prerender): the choice lasts for this page only.
  }
  rememberLanguageForServer(language);
  await i18next.changeLanguage(language);
}

/** A cookie tells the server which prerendered landing page to send (the stored choice is out of its reach). */
function rememberLanguageForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${languageCookie.name}=${language}; Path=/; Max-Age=${languageCookie.maxAgeSeconds}; SameSite=Lax`;
}
