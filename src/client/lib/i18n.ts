import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/common.json';
import { storageKeys } from './storage-keys';

export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];
export const LANGUAGE_STORAGE_KEY = storageKeys.language;

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

/** English ships with the app; Russian is fetched the first time it is needed. */
async function loadResources(language: Language): Promise<void> {
  if (i18next.hasResourceBundle(language, 'common')) return;
  const bundle = (await import('../locales/ru/common.json')).default;
  i18next.addResourceBundle(language, 'common', bundle, true, true);
}

/**
 * Namespaces only some pages need, fetched on demand in every language (English too), so none of
 * them weighs on the landing page: each import() below becomes its own chunk.
 */
const lazyNamespaces = {
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

/** Namespaces some page has asked for: a language switch fetches them before it takes effect. */
const wantedNamespaces = new Set<LazyNamespace>();
const namespacesInFlight = new Map<string, Promise<void>>();

/** The language the interface is showing now. */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : 'en';
}

export function isNamespaceLoaded(namespace: LazyNamespace, language: Language = currentLanguage()): boolean {
  return i18next.hasResourceBundle(language, namespace);
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
    loading = lazyNamespaces[namespace][language]()
      .then(({ default: bundle }) => {
        i18next.addResourceBundle(language, namespace, bundle, true, true);
      })
      .finally(() => namespacesInFlight.delete(key));
    namespacesInFlight.set(key, loading);
  }
  return loading;
}

export async function initI18n(): Promise<typeof i18next> {
  const language = storedLanguage();
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
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = 'en';
  if (language !== 'en') await setLanguage(language);
  return i18next;
}

/** Switches the interface language, keeps the choice and writes it to <html lang>. */
export async function setLanguage(language: Language): Promise<void> {
  await Promise.all([
    loadResources(language),
    ...[...wantedNamespaces].map((namespace) => loadNamespace(namespace, language)),
  ]);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await i18next.changeLanguage(language);
}
