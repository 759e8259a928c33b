import { describe, expect, it } from 'vitest';
import { applyAnswer } from '../../../../shared/brief-answers';
import { capabilitiesBySpecificity, capabilityIds, type BriefCapability, type CapabilityId } from '../../../../shared/capabilities';
import { brief as briefSchema, briefQuestion, capabilityOf, MAX_QUESTIONS, type Brief, type BriefFeature } from '../../../../shared/schemas/brief';
import { capabilityCues } from '../../../capabilities/cues';
import { readIdea, type ReadResult } from './index';

/**
 * The reader's capability pass (ADR 0041), on ideas written for these tests: each feature carries
 * what it does beyond keeping records, read from the idea's words with its parameters; the headline
 * (the most specific capability the idea names) is a must; an unclear headline asks one question.
 */

function briefOf(result: ReadResult): Brief {
  if (result.kind !== 'brief') throw new Error(`expected a brief, got ${result.kind}`);
  return briefSchema.parse(result.brief);
}

const rank = (feature: BriefFeature) => capabilitiesBySpecificity.indexOf(capabilityOf(feature).id);
/** The feature carrying the most specific capability (the first of them on a tie). */
const headlineOf = (brief: Brief) =>
  brief.features.filter((f) => capabilityOf(f).id !== 'records').sort((a, b) => rank(a) - rank(b))[0];

interface Case {
  idea: string;
  capability: CapabilityId;
  /** The feature that must carry it, by its name. */
  feature: RegExp;
  /** Parameters the idea says. */
  parameters?: Omit<BriefCapability, 'id'>;
}

const english: Case[] = [
  { idea: "Parents see the school bus's GPS position live on a map.", capability: 'live', feature: /school bus's GPS position/ },
  {
    idea: 'A tool for online shops that reconciles Shopify orders with bank statements every night and flags mismatches for the bookkeeper.',
    capability: 'reconcile',
    feature: /^Reconcile shopify orders$/i,
    parameters: { sources: ['Shopify'], schedule: 'every night', reviewer: 'bookkeeper' },
  },
  { idea: 'A study app that summarises lecture videos and answers questions about them.', capability: 'content-qa', feature: /^Summarise lecture videos$/ },
  {
    idea: 'Beekeepers pair a hive scale over Bluetooth and see the weight of each hive.',
    capability: 'device',
    feature: /^Pair a hive scale/,
    parameters: { sources: ['hive scale'], channel: 'Bluetooth' },
  },
  { idea: 'A word game where players score points for every word and unlock new levels.', capability: 'game', feature: /^Score points$/ },
  { idea: 'Designers edit the same whiteboard together in real time.', capability: 'realtime', feature: /^Edit the same whiteboard/ },
  {
    idea: 'Farmers get fertiliser doses calculated from soil sensor readings.',
    capability: 'advice',
    feature: /calculated from soil sensor readings/,
    parameters: { sources: ['soil sensor'] },
  },
  {
    idea: 'Realtors list homes and an AI drafts the listing description, which the agent reviews before it goes live.',
    capability: 'ai-draft',
    feature: /^Draft the listing description$/,
    parameters: { reviewer: 'agent' },
  },
  {
    idea: 'A dashboard for makers that imports sales from Etsy every hour.',
    capability: 'sync',
    feature: /^Import sales from Etsy/,
    parameters: { sources: ['Etsy'], schedule: 'every hour' },
  },
  { idea: 'A Telegram bot where tenants report broken appliances to the landlord.', capability: 'bot', feature: /^Telegram bot$/, parameters: { channel: 'Telegram' } },
  { idea: 'Clients book massage sessions with therapists and pay online.', capability: 'booking', feature: /^Book massage sessions$/ },
  { idea: 'A marketplace for handmade furniture where buyers pay online and carpenters get paid after delivery.', capability: 'payouts', feature: /^Get paid$/ },
  {
    idea: 'A clinic app that reminds patients by SMS before their appointments.',
    capability: 'notify',
    feature: /^Remind patients by SMS before their appointments$/,
    parameters: { channel: 'SMS' },
  },
];

const russian: Case[] = [
  { idea: 'Родители видят геопозицию школьного автобуса в реальном времени на карте.', capability: 'live', feature: /^Видеть геопозицию школьного автобуса/ },
  {
    idea: 'Сервис сверяет заказы с Ozon с банковскими выписками каждую ночь и показывает расхождения бухгалтеру.',
    capability: 'reconcile',
    feature: /^Сверять заказы$/,
    parameters: { sources: ['Ozon'], schedule: 'каждую ночь', reviewer: 'бухгалтер' },
  },
  { idea: 'Юристы загружают договоры и задают вопросы по договорам.', capability: 'content-qa', feature: /^Задавать вопросы по договорам$/ },
  {
    idea: 'Пчеловоды подключают весы для ульев по Bluetooth и видят вес каждого улья.',
    capability: 'device',
    feature: /^Подключать весы$/,
    parameters: { sources: ['весы'], channel: 'Bluetooth' },
  },
  { idea: 'Игра, где игроки набирают очки за слова и проходят уровни.', capability: 'game', feature: /^Набирать очки за слова$/ },
  { idea: 'Сервис, где дизайнеры вместе рисуют на общей доске в реальном времени.', capability: 'realtime', feature: /^Рисовать на общей доске$/ },
  {
    idea: 'Сервис рассчитывает дозы удобрений по показаниям датчиков почвы.',
    capability: 'advice',
    feature: /^Рассчитывать дозы удобрений/,
    parameters: { sources: ['датчик почвы'] },
  },
  {
    idea: 'Нейросеть пишет черновики объявлений, а риелтор проверяет и утверждает их.',
    capability: 'ai-draft',
    feature: /^Писать черновики объявлений$/,
    parameters: { reviewer: 'риелтор' },
  },
  {
    idea: 'Сервис для продавцов импортирует заказы из Ozon каждый час.',
    capability: 'sync',
    feature: /^Импортировать заказы из Ozon/,
    parameters: { sources: ['Ozon'], schedule: 'каждый час' },
  },
  { idea: 'Телеграм-бот, через который жильцы сообщают управляющему о поломках.', capability: 'bot', feature: /бот$/, parameters: { channel: 'Telegram' } },
  { idea: 'Клиенты записываются на массаж к массажистам и оплачивают онлайн.', capability: 'booking', feature: /^Записываться на массаж/ },
  {
    idea: 'Маркетплейс мебели ручной работы, где покупатели оплачивают онлайн, а столяры получают выплаты после доставки.',
    capability: 'payouts',
    feature: /^Получать выплаты/,
  },
  { idea: 'Приложение клиники напоминает пациентам по SMS о приёмах.', capability: 'notify', feature: /^Напоминать пациентам по SMS/, parameters: { channel: 'SMS' } },
];

describe.each([
  ['English', english],
  ['Russian', russian],
])('the capability of each feature, in %s', (_language, cases) => {
  it('covers at least ten capabilities', () => {
    expect(new Set(cases.map((c) => c.capability)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(cases)('$capability: $idea', ({ idea, capability, feature: name, parameters }) => {
    const brief = briefOf(readIdea(idea));
    const carrying = brief.features.filter((f) => capabilityOf(f).id === capability);
    expect(carrying.map((f) => f.name), `features carrying ${capability}`).toEqual([expect.stringMatching(name)]);
    const feature = carrying[0]!;
    if (parameters) expect(feature.capability).toMatchObject(parameters);
    // The idea is about it: it is the headline, and a must; nothing the reader added is a must above it.
    expect(headlineOf(brief)?.id).toBe(feature.id);
    expect(feature.priority).toBe('must');
    for (const f of brief.features) expect(f.capability, `${f.name} has a capability`).toBeDefined();
  });
});

/** A form of saying a capability: the idea, the capability a must feature carries, that feature's name. */
type Form = [idea: string, capability: CapabilityId, feature: RegExp];

describe.each<[string, Form[]]>([
  [
    'renting things out and signing up are booking',
    [
      ['Students rent textbooks from seniors for a semester.', 'booking', /^Rent textbooks/],
      ['Соседи берут напрокат велосипеды друг у друга.', 'booking', /^Брать напрокат велосипеды/],
      ['Scheduling software for nail salons and barbershops.', 'booking', /./],
      // A booking verb with no object, right after the people doing it.
      ['A climbing gym app where climbers book and pay at the desk.', 'booking', /./],
      ['Жители записываются на вакцинацию в поликлинику.', 'booking', /^Записываться на вакцинацию/],
    ],
  ],
  [
    'requests, applications and signatures are a workflow',
    [
      ['Students file complaints about dorm rooms and wardens answer them.', 'workflow', /^File complaints/],
      ['Сервис техподдержки, где сотрудники оставляют обращения, а инженеры отвечают на них.', 'workflow', /^Оставлять обращения$/],
      ['Freelancers sign contracts with their clients electronically.', 'workflow', /^Sign contracts/],
      ['Сервис, где арендаторы подписывают договоры аренды онлайн.', 'workflow', /^Подписывать договоры аренды/],
      ['Volunteers apply online for summer camps run by charities.', 'workflow', /^Apply online/],
      ['Студенты откликаются на стажировки в IT-компаниях.', 'workflow', /^Откликаться на стажировки/],
    ],
  ],
  [
    'what people post for others to browse is a directory',
    [
      ['Landlords advertise rooms for exchange students.', 'directory', /^Advertise rooms$/],
      ['Фермеры размещают объявления о продаже сена.', 'directory', /^Размещать объявления/],
    ],
  ],
  [
    'checking by rules and changing a page by rules are advice',
    [
      ['A command-line tool that lints Terraform configs for platform teams.', 'advice', /^Lint terraform configs$/i],
      ['Сервис находит опечатки в статьях блога.', 'advice', /^Находить опечатки/],
      ['A browser extension that blocks cookie banners on every site.', 'advice', /^Block cookie banners/],
      // "mutes" after "that" is the clause's verb, though the tagger reads things there; the feature is named by it.
      ['A Chrome add-on that mutes sponsor segments in podcasts.', 'advice', /^Mute sponsor segments$/],
      ['Расширение скрывает рекламу на новостных сайтах.', 'advice', /^Скрывать рекламу$/],
    ],
  ],
  [
    'cards kept and refunds are checkout, money due every period is billing',
    [
      ['A shop backend that saves customer cards and issues refunds.', 'checkout', /^Issue refunds$/],
      ['Сервис сохраняет банковские карты покупателей и оформляет возврат средств.', 'checkout', /./],
      ['A yoga studio sells annual passes to its members.', 'billing', /^Sell annual passes$/],
      ['Садовое товарищество собирает членские взносы с участников.', 'billing', /^Собирать членские взносы$/],
      ['Юрист выставляет счета клиентам за работу.', 'billing', /^Выставлять счета/],
      // "collect rent" names the rent payments' feature by a word of its name.
      ['Property managers collect rent online and track maintenance jobs.', 'billing', /^Collect rent$/],
    ],
  ],
  [
    'a schedule of duties reminds',
    [
      ['Vets keep vaccination schedules for each pet.', 'notify', /./],
      ['Ветеринары ведут график прививок для каждого питомца.', 'notify', /^Вести график прививок$/],
    ],
  ],
  [
    'spaced repetition is lessons, sorting and retouching photos is media',
    [
      ['Medical students review anatomy terms with spaced repetition.', 'lessons', /./],
      ['Школьники учат даты по истории через интервальное повторение.', 'lessons', /повторение/],
      ['Wedding photographers sort and retouch client photos in one place.', 'media', /^Retouch client photos$/],
      ['Фотографы отбирают и ретушируют снимки для клиентов.', 'media', /^Ретушировать снимки$/],
    ],
  ],
  [
    'scoring fixtures and a fantasy league are a game, a session held online is real time',
    [
      ['A pub league app where colleagues score weekly fixtures.', 'game', /^Score weekly fixtures$/],
      ['A fantasy league for cricket fans.', 'game', /fantasy league/i],
      ['An app where nutritionists hold online consultations with their clients.', 'realtime', /^Hold online consultations$/],
      ['Юристы проводят видеоконсультации с клиентами.', 'realtime', /^Проводить видеоконсультации$/],
    ],
  ],
  [
    'something done with AI is an AI draft, content turned into notes is content Q&A',
    [
      ['A notes app that titles each note with AI.', 'ai-draft', /^Title each note with AI$/],
      ['Приложение подбирает теги к заметкам с помощью ИИ.', 'ai-draft', /./],
      ['A tool that turns sales calls into short summaries for managers.', 'content-qa', /summaries/],
      ['Сервис превращает записи созвонов в конспекты.', 'content-qa', /^Превращать записи созвонов в конспекты$/],
    ],
  ],
  [
    'records saved to or logged from a named service are a sync, codes scanned and sensors are devices',
    [
      ['A browser extension that saves articles to Notion for later.', 'sync', /^Save articles$/],
      ['Расширение сохраняет статьи в Notion.', 'sync', /^Сохранять статьи в Notion$/],
      // A wearable's brand is the service its data is pulled from.
      ['Swimmers log laps from Garmin and compare their weeks.', 'sync', /^Log laps from Garmin$/],
      ['Cashiers scan barcodes to check stock on the shelves.', 'device', /^Scan barcodes$/],
      ['Кладовщики считывают QR-коды с коробок.', 'device', /^Считывать QR-коды$/],
      ['A greenhouse app with humidity sensors in every bed.', 'device', /sensors/],
      ['Датчики протечки стоят в каждой квартире, управляющий видит тревоги.', 'device', /датчики/],
    ],
  ],
])('reading the forms ideas use: %s', (_rule, forms) => {
  it.each(forms)('%s → %s', (idea, capability, name) => {
    const brief = briefOf(readIdea(idea));
    const musts = brief.features.filter((f) => f.priority === 'must' && capabilityOf(f).id === capability);
    expect(musts.map((f) => f.name), brief.features.map((f) => `${f.name}: ${capabilityOf(f).id}`).join('; ')).toContainEqual(expect.stringMatching(name));
  });
});

describe('forms that say no capability of their own', () => {
  const ids = (idea: string) => briefOf(readIdea(idea)).features.map((f) => capabilityOf(f).id);

  it('gives a capability to the record named by a word of its name, no feature of its own', () => {
    const brief = briefOf(readIdea('Property managers collect rent online and track maintenance jobs.'));
    expect(brief.features.filter((f) => capabilityOf(f).id === 'billing').map((f) => f.entities)).toEqual([['RentPayment']]);
  });

  it('reads a booking verb with its object by the actions, and "online" after it as no real-time session', () => {
    const brief = briefOf(readIdea('Patients book appointments online at a dental clinic.'));
    expect(brief.features.filter((f) => capabilityOf(f).id === 'booking').map((f) => f.name)).toEqual(['Schedule bookings']);
    expect(ids('Patients book therapy sessions online.')).not.toContain('realtime');
  });

  it('reads working offline as a way of its own, even right after another capability’s words', () => {
    for (const idea of ['Divers tag underwater photos offline.', 'Геологи размечают фото образцов без интернета.']) {
      expect(ids(idea), idea).toEqual(expect.arrayContaining(['media', 'offline']));
    }
  });

  it('reads "Apple Pay" as how people pay, no payment of its own', () => {
    expect(ids('Members pay dues with Apple Pay.').filter((id) => id === 'checkout' || id === 'billing')).toEqual(['billing']);
  });

  it('takes only a verb after "and" for no object, not a record the tagger reads as a verb', () => {
    const brief = briefOf(readIdea('Couples shortlist caterers, compare quotes and pay once the menu is agreed.'));
    expect(capabilityOf(brief.features.find((f) => f.entities[0] === 'Quote')!).id).toBe('directory');
  });

  it('takes a channel the product speaks on for no service it syncs with', () => {
    expect(ids('A tool that posts build results to Slack every night.')).not.toContain('sync');
  });

  it('takes a service the catalogue only guessed from a word for no service it syncs with', () => {
    expect(ids('Сервис сохраняет банковские карты покупателей и оформляет возврат средств.')).not.toContain('sync');
  });

  it('reads sensor readings a rule computes from as the rule’s source, not a device of their own', () => {
    expect(ids('Farmers get irrigation advice calculated from sensor readings.')).not.toContain('device');
    expect(ids('Сервис рассчитывает полив по показаниям датчиков влажности.')).not.toContain('device');
  });
});

describe('the headline feature', () => {
  it('is the most specific capability the idea names, made a must even when the reader added it', () => {
    // Checkout, reminders and live tracking: live tracking is what the product is about.
    const brief = briefOf(readIdea('Couriers share their location in real time, customers pay by card and get push reminders.'));
    const live = brief.features.find((f) => capabilityOf(f).id === 'live');
    expect(live?.name).toMatch(/^Share (their )?location/);
    expect(live?.priority).toBe('must');
    expect(headlineOf(brief)?.id).toBe(live?.id);
    // A feature the reader added for a less specific capability stays a should.
    const notify = brief.features.find((f) => capabilityOf(f).id === 'notify');
    expect(notify?.capability?.channel).toBe('push');
  });

  it('is the first named on a tie of equally specific capabilities', () => {
    const brief = briefOf(readIdea('A Telegram bot that syncs invoices from Xero nightly, and a Slack bot for the team.'));
    const bots = brief.features.filter((f) => capabilityOf(f).id === 'bot');
    expect(bots).toHaveLength(1);
    expect(headlineOf(brief)?.capability?.id).toBe('sync');
  });

  it('gives a capability no feature carries a feature of its own, named in the idea’s words', () => {
    const brief = briefOf(readIdea('A writing app for novelists that works offline on trains.'));
    const offline = brief.features.find((f) => capabilityOf(f).id === 'offline');
    expect(offline?.name).toMatch(/offline/i);
    expect(offline?.description.length).toBeGreaterThan(offline!.name.length);
  });

  it('leaves a product that only keeps records without a headline', () => {
    const brief = briefOf(readIdea('A notebook app where collectors catalogue their vinyl records and turntables.'));
    expect(brief.features.every((f) => capabilityOf(f).id === 'records' || capabilityOf(f).id === 'directory')).toBe(true);
  });
});

describe('reading what each capability is said of', () => {
  const carrying = (brief: Brief, id: CapabilityId) => brief.features.filter((f) => capabilityOf(f).id === id);

  it('gives a channel to the capability it stands next to, not to another in the sentence', () => {
    const brief = briefOf(readIdea('Patients pick a time slot, get SMS reminders and pay by card.'));
    expect(carrying(brief, 'notify')[0]?.capability?.channel).toBe('SMS');
    expect(carrying(brief, 'booking')[0]?.capability?.channel).toBeUndefined();
    expect(carrying(brief, 'checkout')[0]?.name).toBe('Pay by card');
  });

  it('reads the approval of what people submit, with who approves, on a feature named for it', () => {
    const brief = briefOf(readIdea('Volunteers submit expense reports and the treasurer approves them.'));
    const [workflow] = carrying(brief, 'workflow');
    expect(workflow?.name).toMatch(/^Approve /);
    expect(workflow?.capability?.reviewer).toBe('treasurer');
    expect(workflow?.entities[0]).toBe(brief.features.find((f) => f.name === 'Submit expense reports')?.entities[0]);
  });

  it('takes what is reconciled for part of the reconciliation, not a capability of its own', () => {
    const brief = briefOf(readIdea('Shops reconcile Amazon payouts with bank deposits and export the results to CSV.'));
    expect(carrying(brief, 'reconcile').map((f) => f.capability?.sources)).toEqual([['Amazon']]);
    expect(carrying(brief, 'payouts')).toEqual([]);
  });

  it('reads paying in a marketplace as paying its sellers out, unless the idea says how they are paid', () => {
    const tutors = briefOf(readIdea('A marketplace for tutors where students pay per lesson.'));
    expect(carrying(tutors, 'payouts').map((f) => f.name)).toEqual(['Pay per lesson']);
    expect(carrying(tutors, 'checkout')).toEqual([]);
  });

  it('reads a participle as describing a thing, and a clause of time as no object', () => {
    const brief = briefOf(readIdea('Owners hire approved babysitters and pay once the job is done.'));
    expect(carrying(brief, 'workflow')).toEqual([]);
    expect(carrying(brief, 'checkout').map((f) => f.entities)).toEqual([['Payment']]);
  });
});

describe('one question when the headline’s capability is unsure', () => {
  it.each([
    ['Gardeners get watering tips for their balcony plants.', /watering tips/i],
    ['Садоводы получают подсказки по поливу растений на балконе.', /подсказки по поливу/],
  ])('asks how the result of "%s" is made, and the answer sets it', (idea, name) => {
    const result = readIdea(idea);
    const brief = briefOf(result);
    const feature = headlineOf(brief)!;
    expect(feature.name).toMatch(name);
    expect(capabilityOf(feature).id).toBe('advice');
    expect(result.questions.length).toBeLessThanOrEqual(MAX_QUESTIONS);
    const question = briefQuestion.parse(result.questions[0]);
    expect(question.topic).toBe('capability');
    expect(question.id).toBe(`capability-${feature.id.toLowerCase()}`);
    expect(question.choices.map((c) => c.value)).toEqual(['advice', 'ai-draft', 'records']);
    for (const choice of question.choices) expect(choice.label.length).toBeGreaterThan(0);
    expect(question.text).toContain(feature.name);

    const answered = briefSchema.parse(applyAnswer(brief, question, { choices: ['ai-draft'] }));
    expect(capabilityOf(answered.features.find((f) => f.id === feature.id)!).id).toBe('ai-draft');
    expect(answered.features.filter((f) => f.id !== feature.id)).toEqual(brief.features.filter((f) => f.id !== feature.id));
  });

  it('asks nothing when the idea says how the result is made', () => {
    for (const idea of ['An AI writes watering tips for balcony plants that a gardener reviews.', 'The app calculates watering tips from soil moisture readings.']) {
      const result = readIdea(idea);
      expect(result.questions.map((q) => q.topic), idea).not.toContain('capability');
    }
  });
});

describe('the founder’s answer about a capability', () => {
  it('sets the capability of the feature the question is about, keeping what the idea said of it', () => {
    const brief = briefOf(readIdea('A clinic app that reminds patients by SMS before their appointments.'));
    const feature = brief.features.find((f) => capabilityOf(f).id === 'notify')!;
    const question = { id: `capability-${feature.id.toLowerCase()}`, topic: 'capability' as const, text: 'How?', choices: [{ value: 'bot', label: 'A bot' }], multiple: false };
    const answered = applyAnswer(brief, question, { choices: ['bot'] });
    expect(answered.features.find((f) => f.id === feature.id)?.capability).toEqual({ ...feature.capability, id: 'bot' });
    // An answer that is no capability changes nothing.
    expect(applyAnswer(brief, question, { choices: [], text: 'not sure' }).features).toEqual(brief.features);
  });
});

describe('how the product makes money', () => {
  const money = (idea: string) => briefOf(readIdea(idea)).monetisation;
  it.each([
    ['A marketplace where dog groomers get paid for each visit.', /commission/i],
    ['Маркетплейс, где мастера получают выплаты за каждый заказ.', /Комиссия/],
    ['A public API that returns air quality by postcode, billed per request.', /usage-based/i],
    ['Публичный API с курсами валют и оплатой за запрос.', /за использование/i],
    ['A puzzle game where players slide tiles to unlock new levels.', /in-app purchases/i],
    ['Мобильная игра-головоломка, где игроки двигают плитки и проходят уровни.', /Встроенные покупки/],
    ['A free trivia game for pubs, paid for by ads between rounds.', /^Ads/],
  ])('follows what "%s" does', (idea, expected) => {
    expect(money(idea)).toMatch(expected);
    expect(money(idea)).not.toMatch(/assumed|допущение|предположение/);
  });

  it('is assumed only when the idea says nothing of it', () => {
    expect(money('A notebook app where collectors catalogue their vinyl records.')).toMatch(/assumed/);
    const result = readIdea('A puzzle game where players slide tiles to unlock new levels.');
    expect(result.questions.map((q) => q.topic)).not.toContain('monetisation');
  });
});

describe('the vocabulary', () => {
  it('orders every capability once, records last', () => {
    expect([...capabilitiesBySpecificity].sort()).toEqual([...capabilityIds].sort());
    expect(capabilitiesBySpecificity.at(-1)).toBe('records');
  });

  it.each(capabilityIds.filter((id) => id !== 'records'))('says %s in English and Russian', (id) => {
    const cues = capabilityCues[id];
    for (const language of ['en', 'ru'] as const) {
      const said = [cues.phrases[language], cues.actions[language], cues.products?.words[language] ?? ''].join('|');
      expect(said.replace(/\|/g, '').trim().length, `${id} ${language}`).toBeGreaterThan(0);
      if (cues.actions[language]) expect(cues.objects[language], `${id} ${language}: actions need objects`).not.toBe('');
    }
    expect(cues.phrases.ru + cues.actions.ru).toMatch(/[а-яё]/);
  });
});

describe('more ways ideas say what the product does', () => {
  const brief = (idea: string) => briefOf(readIdea(idea));
  const carrying = (b: Brief, id: CapabilityId) => b.features.filter((f) => capabilityOf(f).id === id);

  it('reads a live map and a question of where someone is as live location, in English and Russian', () => {
    for (const idea of [
      'Fans follow the marathon runners live on a map during the race, and runners get a finish-line photo.',
      "An app where a family sees where grandma's carer is right now, updated every minute.",
      'Клиенты видят, где находится их эвакуатор, в реальном времени.',
      'Диспетчер следит на карте, как едут машины доставки.',
    ]) {
      const b = brief(idea);
      expect(headlineOf(b) && capabilityOf(headlineOf(b)!).id, idea).toBe('live');
      expect(headlineOf(b)?.priority, idea).toBe('must');
    }
  });

  it('names the live feature once, by the words that say it', () => {
    const b = brief('Fans follow the marathon runners live on a map during the race, and runners get a finish-line photo.');
    expect(carrying(b, 'live').map((f) => f.name)).toEqual(['Follow the marathon runners live on a map']);
    // "live on a map during the race" is the same feature said again, not a record of its own.
    expect(b.features.map((f) => f.name)).not.toContain('Live on a map during the race');
  });

  it('reads no live location where money goes, nor a card one pays by', () => {
    expect(carrying(brief('Students see where their study hours go each week.'), 'live')).toEqual([]);
    expect(carrying(brief('Запись к мастеру маникюра онлайн с оплатой картой и напоминаниями.'), 'live')).toEqual([]);
  });

  it('reads questions about what people upload as answering over content', () => {
    for (const idea of ['Students upload lecture slides and the app answers questions about them.', 'Загрузите инструкции к технике в PDF и задавайте по ним вопросы.']) {
      expect(carrying(brief(idea), 'content-qa'), idea).toHaveLength(1);
    }
  });

  it('reads the product as the subject of its verb: "the app compares" is a reconciliation', () => {
    const b = brief('Every night the tool compares Shopify orders with the warehouse stock and flags orders that cannot ship.');
    const [reconcile] = carrying(b, 'reconcile');
    expect(reconcile?.priority).toBe('must');
    expect(reconcile?.capability).toMatchObject({ sources: ['Shopify'], schedule: 'Every night' });
  });

  it('reads the payouts a reconciliation compares, and names again, as its objects, not as payouts made', () => {
    const b = brief('Every morning the app compares Stripe payouts with the bank statement and flags payouts that never arrived.');
    expect(carrying(b, 'reconcile')).toHaveLength(1);
    expect(carrying(b, 'payouts')).toEqual([]);
  });

  it('gives a map service’s feature the map’s capability, heading an idea that says nothing more', () => {
    const b = brief('A map of dog-friendly cafés where owners leave reviews.');
    const [map] = carrying(b, 'maps');
    expect(map?.name).toBe('Places on a map');
    expect(map?.priority).toBe('must');
    expect(b.features.map((f) => f.name)).not.toContain('Live location on a map');
  });
});

describe('a kind of product that does something with its records', () => {
  const brief = (idea: string) => briefOf(readIdea(idea));
  const headline = (idea: string) => {
    const b = brief(idea);
    const top = headlineOf(b);
    return top && { id: capabilityOf(top).id, priority: top.priority, entities: top.entities };
  };

  it('gives the kind’s capability to its record when the idea says nothing more, in English and Russian', () => {
    expect(headline('A CRM for a small architecture studio.')).toMatchObject({ id: 'workflow', priority: 'must', entities: ['Deal'] });
    expect(headline('Простая срм для фотографа.')).toMatchObject({ id: 'workflow', entities: ['Deal'] });
    expect(headline('A helpdesk for a small web agency.')).toMatchObject({ id: 'workflow', entities: ['Ticket'] });
    expect(headline('A blog for a bakery.')).toMatchObject({ id: 'publishing', entities: ['Post'] });
  });

  it('keeps what the idea says over what its kind would do', () => {
    expect(headline('A CRM where sales reps see where each courier is on a live map.')).toMatchObject({ id: 'live' });
  });

  it('reads the kind’s own word as the product, not as a record', () => {
    expect(brief('A blog for a bakery.').entities.map((e) => e.name)).not.toContain('Blog');
    expect(brief('A CRM for a small architecture studio.').features.map((f) => f.name)).not.toContain('Add crms');
  });
});

describe('the service a capability cannot work without', () => {
  it('brings a language model to answers over content and to AI drafts, in English and Russian', () => {
    for (const idea of ['Students upload lecture slides and the app answers questions about them, citing the slide.', 'Загрузите инструкции к технике в PDF и задавайте по ним вопросы.']) {
      const b = briefOf(readIdea(idea));
      const qa = b.features.find((f) => capabilityOf(f).id === 'content-qa')!;
      expect(qa.integrations, idea).toHaveLength(1);
      expect(b.integrations.map((i) => i.name), idea).toContain(qa.integrations[0]);
    }
  });

  it('leaves a capability that needs no service without one', () => {
    const b = briefOf(readIdea('Every night the tool compares Shopify orders with the warehouse stock and flags orders that cannot ship.'));
    expect(b.integrations.map((i) => i.name)).not.toContain('LLM');
  });
});

describe('a product told to warn people when something needs care', () => {
  const features = (idea: string) => briefOf(readIdea(idea)).features;
  const notify = (idea: string) => features(idea).find((f) => capabilityOf(f).id === 'notify');

  it('reads "tell / warn them when…" as notifying, named by the condition, in English and Russian', () => {
    expect(notify('A beehive scale app that tells beekeepers when a hive needs feeding.')?.name).toBe('Tell beekeepers when a hive needs feeding');
    // "them" is the people: left out of the name, the condition kept.
    expect(notify('A pond app for koi keepers that warns them when a pond needs a filter clean.')?.name).toBe('Warn when a pond needs a filter clean');
    expect(notify('Приложение для пчеловодов: весы под ульем, а приложение сообщает, когда улью нужна подкормка.')?.name).toBe('Сообщать, когда улью нужна подкормка');
  });

  it('never makes a record of what the condition says is lacking', () => {
    const names = (idea: string) => briefOf(readIdea(idea)).entities.map((e) => e.name);
    expect(names('A hydroponics app that tells growers when a tray needs nutrients.')).toEqual(['Grower', 'Tray']);
    expect(names('A lawn app that tells owners when the lawn needs water.')).not.toContain('Water');
    // The whole phrase is the state: no "Pad" of "new brake pads".
    expect(names('A bike shop app that tells riders when a bike needs new brake pads.')).not.toContain('Pad');
  });

  it('folds the catalogue’s word for reminders into the feature that reminds', () => {
    const all = features('A vaccination app for cat owners that reminds them when a cat needs a booster.');
    expect(all.filter((f) => capabilityOf(f).id === 'notify')).toHaveLength(1);
    expect(all.map((f) => f.name)).not.toContain('Reminders and notifications');
  });
});

describe('a way devices talk', () => {
  it('is the capability’s channel, never a service to connect', () => {
    for (const idea of ['A cycling app pairs a power meter over Bluetooth and charts each ride.', 'A tool-crib app reads NFC tags on each drill and shows who borrowed it.']) {
      expect(briefOf(readIdea(idea)).integrations.map((i) => i.name), idea).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Bluetooth|NFC)$/)]));
    }
    const ride = briefOf(readIdea('A cycling app pairs a power meter over Bluetooth and charts each ride.'));
    expect(ride.features.map((f) => f.capability)).toContainEqual(expect.objectContaining({ id: 'device', channel: 'Bluetooth' }));
  });
});

describe('learning words, and the language they are in', () => {
  const b = (idea: string) => briefOf(readIdea(idea));

  it('reads learning words or chords as lessons, in English and Russian', () => {
    for (const idea of ['A vocabulary app where nurses learn twenty medical Latin words a week.', 'Приложение, где туристы учат по пять итальянских фраз в день.', 'A ukulele app where kids learn two chords a week.']) {
      expect(b(idea).features.map((f) => capabilityOf(f).id), idea).toContain('lessons');
    }
  });

  it('never takes a language for a service to connect', () => {
    expect(b('A vocabulary app where nurses learn twenty medical Latin words a week.').integrations).toEqual([]);
    expect(b('A flashcard app for Japanese verbs that works on the train.').integrations).toEqual([]);
  });

  it('names a capability said by one word with no verb as the catalogue does, never after the time beside it', () => {
    const names = b('A flashcard app for Japanese verbs, five a night offline.').features.map((f) => f.name);
    expect(names).toContain('Offline-first sync');
    expect(names.join(' ')).not.toMatch(/Night offline/i);
  });

  it('describes a record’s feature renamed by the capability’s words by what it does, not as a list kept', () => {
    const lessons = b('A vocabulary app where nurses learn twenty medical Latin words a week.').features.find((f) => capabilityOf(f).id === 'lessons')!;
    expect(lessons.description).not.toMatch(/keep track of|keeps its details/);
  });
});

describe('a catalogue word inside the idea’s own words for a feature', () => {
  it('folds into that feature', () => {
    const names = briefOf(readIdea('A tool for bike shops to track spare parts inventory across branches.')).features.map((f) => f.name);
    expect(names).not.toContain('Inventory');
    expect(names.some((name) => /inventory/i.test(name))).toBe(true);
  });
});

describe('a Russian club where people book tables', () => {
  it('reads booking tables as booking, and a board game as no desktop app', () => {
    const b = briefOf(readIdea('Антикафе с настольными играми: гости бронируют стол на субботу и оплачивают онлайн.'));
    expect(b.features.map((f) => capabilityOf(f).id)).toContain('booking');
    expect(b.platforms).not.toContain('desktop');
    expect(briefOf(readIdea('Настольное приложение для склада: учёт коробок и полок.')).platforms).toContain('desktop');
  });
});

describe('a capability the idea names by a noun alone', () => {
  const features = (idea: string) => briefOf(readIdea(idea)).features;

  it('is one feature that does it, named by the idea’s word, with the services said with it', () => {
    const water = features('A water-intake tracker for runners with reminders and weekly stats.');
    expect(water.filter((f) => capabilityOf(f).id === 'notify')).toHaveLength(1);
    const sleep = features('Трекер сна для студентов с напоминаниями.');
    expect(sleep.filter((f) => capabilityOf(f).id === 'notify').map((f) => f.name)).toEqual(['Напоминания и уведомления']);
    const rent = features('A web app for landlords to log repairs, with SMS notifications through Twilio.');
    expect(rent.find((f) => capabilityOf(f).id === 'notify')?.integrations).toContain('Twilio');
  });
});

describe('a word a verb acts on', () => {
  it('is never that word’s own action ("collects rent" books nothing)', () => {
    const ids = briefOf(readIdea('A tool for flat-share leads that collects rent by card each month from housemates.')).features.map((f) => capabilityOf(f).id);
    expect(ids).not.toContain('booking');
    expect(briefOf(readIdea('A tool where boat owners rent kayaks to tourists.')).features.map((f) => capabilityOf(f).id)).toContain('booking');
  });
});

describe('a price in the idea', () => {
  it('is never a record of its currency', () => {
    const names = (idea: string) => briefOf(readIdea(idea)).entities.map((e) => e.name.toLowerCase());
    expect(names('Клуб бега: участники платят 500 рублей за забег и получают медаль.')).not.toEqual(expect.arrayContaining([expect.stringMatching(/rubl|рубл/)]));
    expect(names('A tip jar app where fans send 5 dollars to street musicians.')).not.toContain('dollar');
  });
});

describe('transcribing what people record', () => {
  it('is media processing, in English and Russian, and the speech service folds into it', () => {
    const en = briefOf(readIdea('A tool that transcribes each customer interview and tags the quotes.'));
    expect(en.features.map((f) => capabilityOf(f).id)).toContain('media');
    expect(en.features.map((f) => f.name)).not.toContain('Voice notes to text');
    expect(briefOf(readIdea('Сервис для журналистов: расшифровывает записи интервью в текст.')).features.map((f) => capabilityOf(f).id)).toContain('media');
  });
});

describe('a figure worked out for someone', () => {
  const advice = (idea: string) => briefOf(readIdea(idea)).features.find((f) => capabilityOf(f).id === 'advice');

  it('is computed advice, named through its question, in English and Russian', () => {
    expect(advice('A coffee-roaster app that tells each café how many kilos of beans to order next week.')?.name).toMatch(/^Tell each café how many kilos/);
    expect(advice('An app that works out how much seed each allotment plot needs.')).toBeDefined();
    expect(advice('Бот подсказывает пекарне, сколько хлеба печь завтра.')?.name).toMatch(/^Подсказывать пекарне/);
  });
});
