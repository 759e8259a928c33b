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
  await loadResources(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  await i18next.changeLanguage(language);
}
