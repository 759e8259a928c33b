import { describe, expect, it } from 'vitest';
import { capabilityOf, type Brief } from '../../../../shared/schemas/brief';
import { composeKit } from '../offline-model';
import { briefOf as brief } from '../../../../../tests/support/brief-fixtures';

/** Ideas written for these tests: a fault reported to be fixed, and a product that is itself a bot. */
const capabilityNamed = (b: Brief, pattern: RegExp) => b.features.find((f) => pattern.test(f.name));

describe('a fault someone reports', () => {
  it('is a request that moves through states until someone fixes it, in both languages', () => {
    const en = brief('An app where hotel guests report leaks and faults in their room and staff fix them');
    expect(capabilityOf(capabilityNamed(en, /^Report leaks/)!).id).toBe('workflow');
    const plant = brief('An app where factory workers report machine faults and the maintenance team fixes them');
    expect(capabilityOf(capabilityNamed(plant, /^Report machine faults/)!).id).toBe('workflow');
    const ru = brief('Приложение, где жильцы сообщают о поломках в доме, а управляющий назначает мастера');
    expect(capabilityOf(capabilityNamed(ru, /^Сообщать о поломках/)!).id).toBe('workflow');
  });
});

describe('a product that is a bot', () => {
  it('has its bot as a must, whichever messenger it lives in', () => {
    const telegram = brief('A Telegram bot that turns receipts into an expense log and sends a weekly total');
    expect(telegram.features.find((f) => capabilityOf(f).id === 'bot')?.priority).toBe('must');
    const vk = brief('Бот во ВКонтакте, который принимает заказы на торты и напоминает клиентам о самовывозе');
    expect(vk.integrations.map((i) => i.name)).toContain('ВКонтакте');
    expect(vk.entities.map((e) => e.name)).not.toContain('Vkontakte');
    expect(vk.features.find((f) => capabilityOf(f).id === 'bot')?.priority).toBe('must');
  });
});

describe('money that was expected and never came', () => {
  it('is found by comparing two sources, in both languages', () => {
    const en = brief('A tool that checks our PayPal payouts against bank deposits every morning and flags payouts that never arrived.');
    expect(en.features.some((f) => capabilityOf(f).id === 'reconcile')).toBe(true);
    const ru = brief('Сервис, который каждую ночь смотрит выплаты маркетплейса и банковские поступления и отмечает выплаты, которые не пришли.');
    expect(ru.features.some((f) => capabilityOf(f).id === 'reconcile')).toBe(true);
  });

  it('is a founder’s own money to check, not payouts the product makes, and its story says what the founder wants', () => {
    const idea = 'A tool that reads our Shopify payouts and bank deposits every night and flags payouts that never arrived.';
    const b = brief(idea);
    expect(b.features.some((f) => capabilityOf(f).id === 'payouts')).toBe(false);
    const story = composeKit(idea, {}, 1, b).requirements.features.find((f) => /^Flag payouts/.test(f.name))?.userStory;
    expect(story).toMatch(/I want to flag payouts that never arrived so that/);
  });
});

describe('a message that arrives by a channel', () => {
  it('is a notification, and being paid is none', () => {
    const sms = brief('An app where tailors log alterations and customers get an SMS when their suit is ready');
    expect(sms.features.some((f) => capabilityOf(f).id === 'notify')).toBe(true);
    const ru = brief('Сервис, где клиенты шиномонтажа записываются на время и получают SMS, когда колёса готовы.');
    expect(ru.features.some((f) => capabilityOf(f).id === 'notify')).toBe(true);
    expect(brief('A marketplace where tutors get paid when the lesson ends').features.some((f) => capabilityOf(f).id === 'notify')).toBe(false);
  });
});

describe('progress on a chart', () => {
  it('is analytics in Russian too', () => {
    const ru = brief('Приложение для бегунов: записывать пробежки и видеть прогресс на графике по неделям.');
    expect(ru.features.some((f) => capabilityOf(f).id === 'analytics')).toBe(true);
  });
});

describe('who handles a request', () => {
  it('is the one who assigns it, not the one assigned, in both languages', () => {
    const en = brief('An app where tenants report leaks and the landlord assigns a plumber');
    expect(en.features.find((f) => capabilityOf(f).id === 'workflow')?.capability?.reviewer).toBe('landlord');
    const ru = brief('Приложение, где жильцы сообщают о поломках, а администратор назначает мастера');
    expect(ru.features.find((f) => capabilityOf(f).id === 'workflow')?.capability?.reviewer).toBe('администратор');
  });
});

describe('a warning on a change in what is measured', () => {
  it('is a rule run on the readings, named by the warning and its threshold', () => {
    const b = brief('An app for aquarium owners that reads water temperature from a sensor and warns when it drops below 24 degrees');
    const rule = b.features.find((f) => capabilityOf(f).id === 'advice');
    expect(rule?.name).toMatch(/^Warn when it drops below 24 degrees/);
    expect(b.features.filter((f) => capabilityOf(f).id === 'notify')).toEqual([]);
    // A reminder at a set time is no rule.
    expect(brief('An app that reminds gardeners to feed tomatoes every Saturday').features.some((f) => capabilityOf(f).id === 'advice')).toBe(false);
  });
});

describe('what a named service holds', () => {
  it('is imported on a schedule when the product reads or watches it', () => {
    const b = brief('A tool that reads our Etsy orders every morning and shows which listings sell best');
    expect(b.features.some((f) => capabilityOf(f).id === 'sync')).toBe(true);
    expect(brief('An app where swimmers track their laps and see weekly totals').features.some((f) => capabilityOf(f).id === 'sync')).toBe(false);
  });

  it('is a service when a Russian idea writes its name in Latin letters', () => {
    const b = brief('Сервис, который каждое утро забирает заказы из Ozon и показывает выручку по товарам');
    expect(b.integrations.map((i) => i.name)).toContain('Ozon');
    expect(b.features.some((f) => capabilityOf(f).id === 'sync')).toBe(true);
  });
});
