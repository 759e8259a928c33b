import { describe, expect, it } from 'vitest';
import { briefOf as brief } from '../../../../../tests/support/brief-fixtures';
import { capabilityOf, type Brief } from '../../../../shared/schemas/brief';

/**
 * What a feature does, read from words the catalogue of capabilities holds, and the words around
 * it that are no record of their own. The ideas are this test's own.
 */

const capabilities = (read: Brief) => read.features.map((feature) => capabilityOf(feature).id);
const entityNames = (read: Brief) => read.entities.map((entity) => entity.name);
const fieldsOf = (read: Brief) => read.entities.flatMap((entity) => entity.fields.map((field) => field.name));

describe('what a feature does', () => {
  it('following someone’s arrival is live tracking, and the arrival is no record or person', () => {
    const read = brief('An app for a furniture store where buyers track the delivery van’s arrival');
    expect(capabilities(read)).toContain('live');
    expect(entityNames(read)).not.toContain('Arrival');
  });

  it('editing one thing at the same time is real-time collaboration', () => {
    const read = brief('A classroom tool where pupils and the teacher edit the same mind map at the same time');
    const feature = read.features.find((one) => capabilityOf(one).id === 'realtime');
    expect(feature?.name).toMatch(/^Edit the same mind map/);
  });

  it('steering past obstacles is the game itself, on the feature the idea names', () => {
    const read = brief('A phone game where players steer a paper plane past obstacles');
    const feature = read.features.find((one) => capabilityOf(one).id === 'game');
    expect(feature?.name).toMatch(/^Steer a paper plane/);
    expect(capabilities(read).filter((id) => id === 'game')).toHaveLength(1);
  });

  it('a product that writes a first draft drafts with a model', () => {
    const read = brief('A tool that writes a first draft of a press statement from a product’s changelog');
    expect(capabilities(read)).toContain('ai-draft');
  });

  it('paying through escrow pays the provider out: one feature takes the payment and releases it', () => {
    const read = brief('A site where homeowners hire gardeners and pay through escrow');
    expect(capabilities(read)).toContain('payouts');
    expect(capabilities(read)).not.toContain('checkout');
    expect(entityNames(read)).not.toContain('Escrow');
  });

  it('a dashboard of what sells best by week is analytics, and "best" is no record', () => {
    const read = brief('A dashboard for a bakery showing which cakes sell best by week');
    expect(capabilities(read)).toContain('analytics');
    expect(entityNames(read)).not.toContain('Best');
  });

  it('things missing from a list are found by comparing two sources, named with the verb acting on them', () => {
    const read = brief('A tool for a bookshop that flags books that are missing from the supplier’s invoice');
    const reconcile = read.features.filter((one) => capabilityOf(one).id === 'reconcile');
    expect(reconcile.map((one) => one.name)).toEqual(['Flag books missing from the supplier’s invoice']);
    // "Flag books" is the same words read twice, not a feature of its own.
    expect(read.features.map((one) => one.name)).not.toContain('Flag books');
  });

  it('summarising reviews or complaints answers from that content with a model', () => {
    expect(capabilities(brief('A tool that summarises hotel guests’ reviews for the owner each week'))).toContain('content-qa');
  });

  it('a feature whose name opens another’s is the same words read twice', () => {
    const read = brief('A Discord bot that asks the club a weekly reading question and posts the answers to the channel');
    const names = read.features.map((one) => one.name.toLowerCase());
    for (const name of names) expect(names.filter((other) => other !== name && other.startsWith(`${name} `))).toEqual([]);
  });

  it('pages watched on a schedule are imported from outside', () => {
    const read = brief('A tool that watches airline fares every hour and texts travellers when a fare falls');
    expect(read.features.find((one) => capabilityOf(one).id === 'sync')?.name).toBe('Watch airline fares every hour');
  });

  it('«принимает заявки» moves requests through states', () => {
    expect(capabilities(brief('Приложение, где администратор принимает заявки жильцов и отвечает на них'))).toContain('workflow');
  });

  it('a past participle after a noun says how it is, never a record ("flagged")', () => {
    const read = brief('A tool where moderators clear comments flagged by members and restore those reported by mistake');
    expect(entityNames(read)).not.toContain('Flagged');
    expect(entityNames(read)).not.toContain('Reported');
  });
});

describe('when it happens', () => {
  it('a moment after "on" or "upon" says when, never a record', () => {
    const read = brief('A site where designers deliver logos and get paid upon approval, with a refund on request');
    expect(entityNames(read)).not.toContain('Approval');
    expect(entityNames(read)).not.toContain('Request');
  });
});

describe('people and things', () => {
  it('a word ending like a person’s that names a device is a thing (WordNet)', () => {
    const read = brief('A workshop app where technicians log repairs on each printer and scanner');
    expect(read.roles.map((role) => role.name)).toEqual(['technician']);
  });

  it('someone named by what they do stays a person, though WordNet knows the word otherwise', () => {
    expect(brief('A puzzle app where puzzlers race each other on a weekly ranking').roles.map((role) => role.name)).toContain('puzzler');
    const operators = brief('An app where tour operators list trips and travellers book them');
    expect(operators.roles.map((role) => role.name)).toEqual(expect.arrayContaining([expect.stringMatching(/operator$/), 'traveller']));
    expect(operators.entities.find((entity) => /Operator$/.test(entity.name))?.fields.map((field) => field.name)).not.toContain('distanceKm');
  });

  it('a manager named by what they manage is one person', () => {
    expect(brief('A tool where a community manager schedules posts for the club').roles.map((role) => role.name)).toEqual(['community manager']);
  });
});

describe('words with more than one sense', () => {
  it('freelance work is a brief with a budget that freelancers bid on, not a vacancy with a salary', () => {
    const read = brief('A marketplace where freelancers bid on copywriting projects and clients pick the best bid');
    expect(fieldsOf(read)).toContain('budget');
    expect(fieldsOf(read)).not.toContain('salary');
    expect(entityNames(read)).toContain('Bid');
  });

  it('a score is a game’s only in a game', () => {
    expect(fieldsOf(brief('An app where runners log their heart rate and a fatigue score after each run'))).not.toContain('rank');
  });

  it('a possessive pronoun is no record ("lower than ours")', () => {
    expect(entityNames(brief('A tool that alerts a bakery when a rival’s bread price is lower than ours'))).not.toContain('Our');
  });

  it('a part is a spare one only where things are repaired or stocked; a ride is a passenger’s only where someone drives', () => {
    expect(fieldsOf(brief('A music app where each band member records their part for a song'))).not.toContain('sku');
    const cyclists = brief('An app where cyclists log their pulse and pace after each ride');
    expect(fieldsOf(cyclists)).not.toContain('dropoff');
    // A pulse and a pace are readings: a value in a unit at a time.
    expect(cyclists.entities.find((entity) => entity.name === 'Pulse')?.fields.map((field) => field.name)).toEqual(['value', 'unit', 'recordedAt', 'cyclistId']);
    expect(fieldsOf(brief('A carpool app where parents offer rides to school and other parents book a seat'))).toContain('dropoff');
  });

  it('«раз в день» says how often, never a record', () => {
    expect(entityNames(brief('Бот, который раз в день присылает сотрудникам опрос о настроении'))).not.toContain('Raz');
  });

  it('«какие булочки продаются лучше всего» is analytics in either word order', () => {
    expect(capabilities(brief('Приложение для пекарни, где видно, какие булочки продаются лучше всего'))).toContain('analytics');
  });

  it('a chart is a patient’s only where patients are cared for', () => {
    expect(fieldsOf(brief('A planner where teachers build a seating chart for each class'))).not.toContain('diagnosis');
    expect(fieldsOf(brief('A clinic app where nurses update each patient’s chart'))).toContain('diagnosis');
  });

  it('a translation is a card to learn only where words are learnt, and both words of that sense are one record', () => {
    expect(fieldsOf(brief('An agency tool where translators upload each translation for review'))).not.toContain('nextReviewOn');
    const cards = brief('A flashcard app where learners save each word with its translation').entities.filter((entity) =>
      entity.fields.some((field) => field.name === 'nextReviewOn'),
    );
    expect(cards).toHaveLength(1);
  });

  it('Square is the till only where the idea names its sales or orders, not a town square', () => {
    expect(brief('An app that pulls a florist’s Square sales every evening').integrations.map((one) => one.name)).toContain('Square');
    expect(brief('A noticeboard for events on the town square').integrations.map((one) => one.name)).not.toContain('Square');
  });
});

describe('the business the product is sold to', () => {
  it('is set up once, not a list to keep, in both languages', () => {
    const names = (idea: string) => brief(idea).features.map((one) => one.name);
    expect(names('A tool for a bike shop that reminds customers when their service is due')).toContain('Set up the shop');
    expect(names('A booking tool for a small pilates studio with class packs')).toEqual(expect.arrayContaining([expect.stringMatching(/^Set up the (pilates )?studio$/)]));
    expect(names('Сервис для небольшой кофейни, где гости копят баллы')).toContain('Настроить кофейню');
  });

  it('is only the head of the words after "for", and only one named once', () => {
    const names = (idea: string) => brief(idea).features.map((one) => one.name);
    expect(names('A portfolio site for a wedding photographer with a gallery').join(' ')).not.toMatch(/Set up the wedding/);
    expect(names('An app for recipes with a shopping list').join(' ')).not.toMatch(/Set up/);
  });
});

describe('a capability’s own records', () => {
  it('a stock feature keeping only what another feature’s capability adds folds into that feature', () => {
    const read = brief('A platform where parents pay for after-school clubs, and the clubs see who is coming each day');
    const checkout = read.features.find((one) => capabilityOf(one).id === 'checkout');
    expect(checkout?.entities).toContain('Payment');
    expect(read.features.filter((one) => one.entities.includes('Payment'))).toHaveLength(1);
  });

  it('a feature the idea names in its own words stays, and records stay after what they belong to', () => {
    const read = brief('A dashboard for beekeepers: hive scales send readings over LoRa, and alerts go out by SMS when a hive gets lighter');
    expect(read.features.some((one) => one.name.startsWith('Send readings'))).toBe(true);
  });
});

describe('a service’s records', () => {
  it('what the idea reads from a named service is one feature, named in the idea’s words, that syncs', () => {
    const read = brief('An app that reads a shop’s Etsy orders every morning and texts the owner a summary');
    const sync = read.features.filter((one) => capabilityOf(one).id === 'sync');
    expect(sync).toHaveLength(1);
    expect(sync[0]!.name).toMatch(/Etsy orders/);
    expect(sync[0]!.entities).toContain('Order');
  });
  it('uploading albums or portfolios is media, in English and Russian', () => {
    expect(capabilities(brief('A site where illustrators upload portfolios and art directors shortlist them.'))).toContain('media');
    expect(capabilities(brief('Фотографы загружают альбомы с выпускных, а родители выбирают снимки.'))).toContain('media');
  });

  it('the laptop or tablet something is done from is no record', () => {
    const read = brief('A trivia night app where the quizmaster runs each round from a laptop and teams answer on a tablet.');
    expect(entityNames(read)).not.toEqual(expect.arrayContaining(['Laptop']));
    expect(entityNames(read)).not.toEqual(expect.arrayContaining(['Tablet']));
  });
  it('hinting when to do something is advice computed for the person, in Russian too', () => {
    expect(capabilities(brief('Приложение подсказывает, когда подкармливать газон, по данным датчика влажности.'))).toContain('advice');
  });

  it('"based on" is no verb: nothing is "based" as a record’s feature', () => {
    const read = brief('A tool that tells vineyard owners when to pick grapes based on sugar readings and rain forecasts.');
    expect(read.features.map((feature) => feature.name).join(' | ')).not.toMatch(/^Base|\| Base/);
  });

  it('what it is time to do is a verb, not a record ("time to water")', () => {
    const read = brief('An app for balcony gardeners that sends a reminder when it is time to water or repot each plant.');
    expect(entityNames(read)).not.toContain('Water');
  });
  it('a deposit held until something comes back is a payment hold, named by what is done to it and when', () => {
    const read = brief('A site for renting party tents between neighbours, with deposits held until the tent is returned and ratings for both sides.');
    const hold = read.features.find((feature) => feature.name.startsWith('Hold deposits'));
    expect(hold?.name).toBe('Hold deposits until the tent is returned');
    expect(['checkout', 'payouts']).toContain(capabilityOf(hold!).id);
  });

  it('a participle describing the noun before it holds nothing named after "and" ("deposits held … and ratings")', () => {
    const read = brief('A site for renting party tents between neighbours, with deposits held until the tent is returned and ratings for both sides.');
    expect(read.features.map((feature) => feature.name)).not.toContain('Hold ratings');
  });
  it('"with AI" says how the verb phrase before it is done: one feature, named by that phrase and how', () => {
    const read = brief('A tool that converts bank statements into tax categories using GPT.');
    expect(read.features.filter((feature) => capabilityOf(feature).id === 'ai-draft').map((feature) => feature.name)).toEqual(['Convert bank statements into tax categories using GPT']);
    expect(read.features.map((feature) => feature.name)).not.toContain('AI assistant');
    const memos = brief('An app that turns voice memos into to-do lists with AI and lets me edit them before saving.');
    expect(memos.features.find((feature) => capabilityOf(feature).id === 'ai-draft')?.name).toBe('Turn voice memos into to-do lists with AI');
  });
  it('reading what arrives in a mailbox is an import, and prices that went up are flagged by a rule', () => {
    const read = brief('A tool that reads delivery notes from our shared inbox every morning and flags items whose price went up since last month.');
    expect(capabilities(read)).toEqual(expect.arrayContaining(['sync', 'advice']));
    expect(capabilities(read)).not.toContain('notify');
    expect(read.features.find((feature) => capabilityOf(feature).id === 'advice')?.name).toBe('Flag items whose price went up since last month');
  });

  it('a CRM moves its deals through a pipeline, whatever else the idea says it does', () => {
    const read = brief('A CRM for piano tuners to track leads, deals and visits, and collect deposits online.');
    expect(capabilities(read)).toEqual(expect.arrayContaining(['workflow', 'checkout']));
  });

  it('scanning a paper bill is media, and how much is spent is analytics, named by the phrase running on', () => {
    const read = brief('An app where tenants scan their paper bills and see how much they spend on energy each quarter');
    const named = (id: string) => read.features.filter((feature) => capabilityOf(feature).id === id).map((feature) => feature.name);
    expect(named('media')).toEqual(['Scan paper bills']);
    // A bill read by software is no picture taken.
    expect(capabilities(brief('A tool that scans our cloud bill and spots unused servers'))).not.toContain('media');
    expect(named('analytics')).toEqual(['See how much they spend on energy each quarter']);
    expect(read.features.map((feature) => feature.name)).not.toContain('Spend on energy each quarter');
    const ru = brief('Сервис, который по фото чека считает траты с помощью ИИ и показывает, сколько уходит на кафе');
    expect(ru.features.find((feature) => capabilityOf(feature).id === 'analytics')?.name).toBe('Показывать, сколько уходит на кафе');
    // The model it is done with is how it works, not a source it reads; the name stops before the next clause.
    expect(ru.features.find((feature) => capabilityOf(feature).id === 'ai-draft')?.capability).toEqual({ id: 'ai-draft' });
    expect(ru.features.find((feature) => capabilityOf(feature).id === 'ai-draft')?.name).toBe('Считать траты с помощью ИИ');
  });

  it('a trivia quiz that keeps score is a game; hiring managers approve rather than hire', () => {
    expect(capabilities(brief('A Slack app that runs a Friday music trivia quiz, keeps score per team and names a winner'))).toContain('game');
    const clinic = capabilities(brief('Software for clinics where hiring managers review nurse applications and approve shift offers'));
    expect(clinic).toContain('workflow');
    expect(clinic).not.toContain('booking');
  });

  it('a trip logged with GPS is a live track, and maps kept for offline use work offline', () => {
    const read = brief('An app where kayakers log their paddles with GPS and keep river charts for offline use');
    expect(read.features.find((feature) => capabilityOf(feature).id === 'live')?.name).toBe('Log paddles');
    expect(capabilities(read)).toContain('offline');
  });

  it('a gerund after "for" that rents or borrows things is the booking’s verb, and names its feature', () => {
    const read = brief('A site for borrowing garden tools from neighbours');
    expect(read.features.find((feature) => capabilityOf(feature).id === 'booking')?.name).toBe('Borrow garden tools');
    expect(brief('A platform for leasing office desks in coworking spaces').features.find((feature) => capabilityOf(feature).id === 'booking')?.name).toMatch(/^Lease office desks/);
  });

  it('a game a chat bot runs sells no in-app extras', () => {
    expect(brief('A Telegram bot that runs a weekly pub quiz and keeps score for each team').monetisation).not.toMatch(/In-app purchases/);
    expect(brief('A phone game where kids race paper boats, collect coins and unlock new rivers').monetisation).toMatch(/In-app purchases/);
  });

  it('an API the idea is about is a public API, and keys a tool finds in code are not its keys', () => {
    expect(capabilities(brief('An API that turns postcodes into school catchment areas for estate agents, with monthly quotas'))).toContain('public-api');
    expect(capabilities(brief('A pre-commit hook that scans code for leaked API keys and blocks the commit'))).not.toContain('public-api');
  });

  it('checking what arrived against the paperwork is a reconciliation, through a pronoun over a participle', () => {
    const read = brief('A tool for a bike shop to unpack incoming deliveries and check them against the packing slip');
    expect(read.features.find((feature) => capabilityOf(feature).id === 'reconcile')?.name).toBe('Check deliveries against the packing slip');
  });

  it('a Latin name in a Russian idea is the service records come from; uploaded lessons are media, not an import', () => {
    const bakery = brief('Сервис для пекарни: каждое утро забирает заказы из amoCRM и присылает пекарям план выпечки');
    expect(bakery.features.find((feature) => capabilityOf(feature).id === 'sync')?.capability).toMatchObject({ sources: ['amoCRM'], schedule: 'каждое утро' });
    const school = capabilities(brief('Школа рисования, где преподаватели загружают видеоуроки, а ученики сдают работы'));
    expect(school).toContain('media');
    expect(school).not.toContain('sync');
  });

  it('the words naming a product’s domain are the business it is for, or no record at all', () => {
    const names = (idea: string) => brief(idea).features.map((feature) => feature.name);
    expect(names('A pilates studio app where members book reformer classes')).toContain('Set up the studio');
    expect(names('A bakery website where customers pre-order bread for the weekend')).toContain('Set up the bakery');
    const sleep = brief('A sleep app that plays white noise and shows weekly totals of hours slept');
    expect(entityNames(sleep)).not.toContain('Sleep');
    // Totals shown are figures added up.
    expect(capabilities(sleep)).toContain('analytics');
    // A product word acting on them keeps them: a calculator calculates loans.
    expect(entityNames(brief('A loan calculator website with a repayment chart'))).toContain('Loan');
  });

  it('subscriptions someone has are records a rule flags, not the product’s billing or its money', () => {
    const read = brief('A tool that imports my card statement every week and flags forgotten subscriptions and duplicate charges');
    expect(capabilities(read)).toContain('advice');
    expect(capabilities(read)).not.toContain('billing');
    expect(read.monetisation).toMatch(/assumed/);
  });

  it('a device named inside a feature’s own phrase is that feature’s, named to the end of its noun', () => {
    const devices = (idea: string) => brief(idea).features.filter((feature) => capabilityOf(feature).id === 'device').map((feature) => feature.name);
    expect(devices('An app that tracks my swimming laps from a Bluetooth lap counter')).toEqual(['Track swimming laps from a Bluetooth lap counter']);
    expect(devices('An app that tracks my cycling power from a Bluetooth power meter and shows my fitness trend')).toEqual(['Track cycling power from a Bluetooth power meter']);
  });

  it('taking applications is a workflow; a bot answering questions about a menu answers over content', () => {
    expect(capabilities(brief('A site for a rowing club to take membership applications and post race results'))).toContain('workflow');
    expect(capabilities(brief('A Telegram bot that answers questions about our hotel menu and books spa slots'))).toContain('content-qa');
  });

  it('publishing to a named service sends records there, named with the service’s whole name', () => {
    const read = brief('A video tool where creators edit clips and publish to YouTube and TikTok');
    expect(read.features.find((feature) => capabilityOf(feature).id === 'sync')?.name).toBe('Publish to YouTube and TikTok');
    const podcasts = brief('A podcast host where creators upload episodes and publish to Spotify and Apple Podcasts');
    expect(podcasts.features.find((feature) => capabilityOf(feature).id === 'sync')?.name).toBe('Publish to Spotify and Apple Podcasts');
  });

  it('a capability said inside a feature’s own phrase is that feature’s: no second feature for its record', () => {
    const read = brief('A Telegram bot for a bistro that takes table reservations and sends the daily menu');
    expect(read.features.filter((feature) => capabilityOf(feature).id !== 'bot' && (feature.entities.includes('Reservation') || feature.entities.includes('Table')))).toHaveLength(1);
    const ru = brief('Сервис для фитнес-клуба: клиенты покупают абонементы и записываются на тренировки');
    expect(ru.features.filter((feature) => feature.entities.includes('Membership') || feature.entities.includes('Payment')).length).toBe(1);
    // Signing up for a workout is booking it.
    expect(ru.features.some((feature) => capabilityOf(feature).id === 'booking')).toBe(true);
  });

  it('booking a time is booking, in Russian', () => {
    expect(capabilities(brief('Сервис для химчистки: клиенты бронируют время приёма вещей и оплачивают онлайн'))).toContain('booking');
  });
});

