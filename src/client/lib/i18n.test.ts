import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, LANGUAGE_STORAGE_KEY, setLanguage } from './i18n';

describe('languages', () => {
  it('starts in English by default and writes it to <html lang>', async () => {
    await initI18n();
    expect(document.documentElement.lang).toBe('en');
    expect(i18next.t('notFound.message')).toBe("Oops! The page you're looking for doesn't exist.");
  });

  it('switches to Russian, keeps the choice and restores it on the next start', async () => {
    await initI18n();
    await setLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    // The server reads the cookie to send the landing page prerendered in Russian.
    expect(document.cookie).toContain('language=ru');
    expect(i18next.t('crash.title')).toBe('Что-то пошло не так');

    document.documentElement.lang = '';
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ru');
    await initI18n();
    expect(document.documentElement.lang).toBe('ru');
    expect(i18next.language).toBe('ru');
  });

  it('falls back on the language cookie when nothing is stored, as the server does', async () => {
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    document.cookie = 'language=ru; Path=/';
    await initI18n();
    expect(i18next.language).toBe('ru');
    // …and keeps it, as if chosen here.
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    document.cookie = 'language=xx; Path=/';
    await initI18n();
    expect(i18next.language).toBe('en');
    document.cookie = 'language=; Path=/; Max-Age=0';
  });

  it('ignores an unknown stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    await initI18n();
    expect(i18next.language).toBe('en');
  });
});
