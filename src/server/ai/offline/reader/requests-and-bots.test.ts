import { describe, expect, it } from 'vitest';
import { capabilityOf, type Brief } from '../../../../shared/schemas/brief';
import { readIdea } from './index';

/** Ideas written for these tests: a fault reported to be fixed, and a product that is itself a bot. */
function brief(idea: string): Brief {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`not read as a brief: ${idea}`);
  return read.brief;
}
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
