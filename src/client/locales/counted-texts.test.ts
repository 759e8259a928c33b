import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enApp from './en/app.json';
import enPricing from './en/pricing.json';
import ruApp from './ru/app.json';
import ruPricing from './ru/pricing.json';

/** Texts that put a number before a noun take the noun's plural form for that number (ru: one, few, many). */
const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { app: enApp, pricing: enPricing }, ru: { app: ruApp, pricing: ruPricing } },
  ns: ['app', 'pricing'],
  defaultNS: 'app',
  interpolation: { escapeValue: false },
});
const t = (language: 'en' | 'ru', key: string, values: Record<string, unknown>) => i18n.getFixedT(language)(key, values);

describe('counted texts', () => {
  it.each([
    [1, 'Готово 0 из 1 задачи (0%)', '0 of 1 task done (0%)'],
    [2, 'Готово 0 из 2 задач (0%)', '0 of 2 tasks done (0%)'],
    [5, 'Готово 0 из 5 задач (0%)', '0 of 5 tasks done (0%)'],
    [21, 'Готово 0 из 21 задачи (0%)', '0 of 21 tasks done (0%)'],
  ])('count a board’s %i tasks', (count, russian, english) => {
    expect(t('ru', 'tasks.progress', { done: 0, count, percent: 0 })).toBe(russian);
    expect(t('en', 'tasks.progress', { done: 0, count, percent: 0 })).toBe(english);
  });

  it.each([
    [1, 'до 1 человека', 'up to 1 person'],
    [2, 'до 2 человек', 'up to 2 people'],
    [5, 'до 5 человек', 'up to 5 people'],
    [21, 'до 21 человека', 'up to 21 people'],
  ])('count a team of up to %i people', (count, russian, english) => {
    for (const key of ['team.subtitle', 'team.upgrade.body']) {
      expect(t('ru', key, { count })).toContain(russian);
      expect(t('en', key, { count })).toContain(english);
    }
    expect(t('ru', 'pricing:features.team', { count })).toBe(`Команда ${russian}`);
    expect(t('en', 'pricing:features.team', { count })).toBe(`A team of ${english}`);
  });

  it('say what a bundle’s crossed-out “Value” is: its usual price', () => {
    expect(t('ru', 'pricing:bundle.value', { value: '$29' })).toBe('Обычная цена $29');
    expect(t('ru', 'billing.credits.value', { value: '$29' })).toBe('Обычная цена $29');
  });
});
