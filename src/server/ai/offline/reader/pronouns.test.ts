import { describe, expect, it } from 'vitest';
import { briefOf as brief } from '../../../../../tests/support/brief-fixtures';
import { capabilityOf, type Brief } from '../../../../shared/schemas/brief';

/**
 * A pronoun stands for what the idea named before it ("pulls payments…, matches them…"): what is done
 * to it says the capability, and the feature is named by the words it stands for. The ideas are this
 * test's own.
 */

const capabilities = (read: Brief) => read.features.map((feature) => capabilityOf(feature).id);
const withCapability = (read: Brief, id: string) => read.features.filter((feature) => capabilityOf(feature).id === id);

describe('what a pronoun stands for', () => {
  it('checking "them" against another source reconciles what "them" stands for, named by it', () => {
    const read = brief('A tool for a food truck that downloads card payments from the terminal every evening and checks them against the cash book.');
    const [reconcile] = withCapability(read, 'reconcile');
    expect(reconcile?.name).toMatch(/^Check (card )?payments against the cash book/);
    expect(read.features.map((feature) => feature.name).join(' | ')).not.toMatch(/\bthem\b/);
  });

  it('in Russian too', () => {
    const read = brief('Приложение собирает платежи арендаторов и каждый вечер сопоставляет их с договорами.');
    expect(capabilities(read)).toContain('reconcile');
  });

  it('what "them" is compared with is the other source ("compares them with the supplier’s invoice")', () => {
    const read = brief('Shop staff log deliveries at the back door and the app compares them with the supplier’s invoice every evening.');
    const [reconcile] = withCapability(read, 'reconcile');
    expect(reconcile?.name).toMatch(/^Compare deliveries with the supplier’s invoice/);
  });

  it('"everything I saved" stands for what was saved: questions about it are answered over that content', () => {
    const read = brief('A bookmarking app that saves the podcasts I listen to and answers questions across everything I saved.');
    expect(capabilities(read)).toContain('content-qa');
  });

  it('"summarises each one with AI" summarises the content it stands for, in one feature that uses the model', () => {
    const read = brief('An app that collects the lectures I record and summarises each one with AI.');
    const summaries = withCapability(read, 'content-qa');
    expect(summaries).toHaveLength(1);
    expect(summaries[0]?.name).toBe('Summarise lectures');
    expect(capabilities(read)).not.toContain('ai-draft');
  });

  it('people answering "them" answer it themselves; the product answering is answers over content', () => {
    expect(capabilities(brief('Tenants file complaints about repairs and the caretaker answers them.'))).not.toContain('content-qa');
    expect(capabilities(brief('Tenants upload their lease documents and the AI answers questions about them.'))).toContain('content-qa');
  });

  it('a verb after "and" is no object of the words before it ("with AI and drafts a follow-up email")', () => {
    const read = brief('Upload a recorded sales call and the app transcribes it, summarises it with AI and drafts a follow-up email for the rep to approve.');
    const [draft] = withCapability(read, 'ai-draft');
    expect(draft?.name).toBe('Draft a follow-up email');
  });

  it('a service named with another, after a comma, stays a source of the capability it was named with', () => {
    const read = brief('Сервис каждое утро забирает продажи из Shopify и Etsy, сверяет их с банковскими поступлениями.');
    const [sync] = withCapability(read, 'sync');
    expect(capabilityOf(sync!).sources).toEqual(['Shopify', 'Etsy']);
    expect(capabilityOf(withCapability(read, 'reconcile')[0]!).sources).toBeUndefined();
  });
});

describe('how the words around a feature read', () => {
  it('a name ends on what is done, never on a pronoun or a quantifier cut from what follows', () => {
    const read = brief('A tool for tutors that pulls lesson payments from PayPal every Friday and keeps the notes I write after each lesson.');
    for (const feature of read.features) expect(feature.name).not.toMatch(/\b(every|each|I|we|three)$/);
  });

  it('"and emails a reminder": the verb opening a list’s item is read as one, and names its feature', () => {
    const read = brief('A tool for landlords that pulls rent payments from the bank every morning, matches them to tenants and emails a reminder to anyone who is late.');
    expect(read.features.map((feature) => feature.name)).toContainEqual(expect.stringMatching(/^Email a reminder/));
  });

  it('seeing on a map where someone is is live tracking, the map between the verb and the question', () => {
    expect(capabilities(brief('A ferry app where passengers see on a map where the boat is right now.'))).toContain('live');
    expect(capabilities(brief('Приложение для туристов: они видят на карте, где сейчас находится экскурсионный автобус.'))).toContain('live');
  });

  it('what the product does, in the clause after the people it is for, it does for them', () => {
    const read = brief('A tool for landlords that pulls rent payments from the bank every morning, matches them to tenants and emails a reminder to anyone who is late.');
    const landlord = read.roles.find((role) => role.name === 'landlord');
    expect(landlord?.goals).toEqual(expect.arrayContaining(['Pull rent payments from the bank', 'Email a reminder to anyone']));
    expect(read.roles.find((role) => role.name === 'tenant')?.goals).not.toContain('Email a reminder to anyone');
  });

  it('people after "and" open a clause of their own: the verb before is not theirs ("…and parents pre-order meals")', () => {
    const read = brief('A platform where schools publish lunch menus and parents pre-order meals for their kids each week.');
    expect(read.features.map((feature) => feature.name).join(' | ')).not.toMatch(/Publish parents/);
  });

  it('a smart plug read over Wi-Fi is a device, and Wi-Fi is no record', () => {
    const read = brief('An app that reads a smart plug over Wi-Fi and shows how much the heater costs per week.');
    expect(capabilities(read)).toContain('device');
    expect(read.entities.map((entity) => entity.name)).not.toContain('WiFi');
  });
});
