import { describe, expect, it } from 'vitest';
import { brief as briefSchema, capabilityOf, type Brief } from '../../../../shared/schemas/brief';
import { readIdea, type ReadResult } from './index';

/** The reader's principles, each on ideas of our own (not the benchmark's). */

function briefOf(result: ReadResult): Brief {
  if (result.kind !== 'brief') throw new Error(`expected a brief, got ${result.kind}`);
  return briefSchema.parse(result.brief);
}
const names = (idea: string) => briefOf(readIdea(idea)).entities.map((e) => e.name);
const integrations = (idea: string) => briefOf(readIdea(idea)).integrations.map((i) => i.name);

describe('clarity comes from the language, not the catalogue', () => {
  it('accepts bare product types and ideas about things the catalogue does not know', () => {
    for (const idea of ['A scrum board', 'Airbnb for boats', 'Figma clone', 'An API that serves tide forecasts for harbours.', 'трекер чтения книг', 'доска задач для команды']) {
      expect(readIdea(idea).kind, idea).toBe('brief');
    }
  });
  it('refuses gibberish and content-free text', () => {
    for (const idea of ['hi there', 'I want to get rich', 'my startup', 'zzz qqq', 'dolor amet consectetur', '... 123', 'мой стартап', 'ыыы жжж']) {
      expect(readIdea(idea).kind, idea).toBe('unclear');
    }
  });
});

describe('a product, not a scene: real words that describe no product are refused', () => {
  it('refuses word salad and poetry, even when a word is one the catalogue knows', () => {
    const scenes = [
      'silver rain on velvet mountains at dawn',
      'sleepy tigers painting clouds with honey',
      'the tiger sings to the tide',
      'golden foxes jump over the lazy horizon',
      'velvet clocks melt over sleeping towns',
      'фиолетовые слоны тихо танцуют',
      'луна шепчет забытым океанам',
      'серебряный дождь над бархатными горами',
      'ветер гладит рыжих котов на крыше',
      'облака поют колыбельную старому маяку',
    ];
    for (const idea of scenes) {
      const result = readIdea(idea);
      expect(result.kind, idea).toBe('unclear');
      expect(result.questions.length, idea).toBeGreaterThan(0);
    }
  });
  it('accepts terse real ideas: a product word, a kind, a use aimed at a thing or a known domain', () => {
    const ideas = [
      'habit tracker',
      'crm',
      'a site for my bakery',
      'бот для записи к барберу',
      'invoice tool for freelancers',
      'recipes with shopping lists',
      'app for dog walkers',
      'sell handmade candles online',
      'track watering for my plants',
      'book yoga classes',
      'marketplace for used bikes',
      'manage rental apartments',
      'swap books with neighbours',
      'fitness coaching',
      'pet adoption',
      'wedding planner',
      'plant care reminders',
      'a landing page for my pottery studio',
      'a game about space pirates',
      'сервис доставки цветов',
      'вести учёт расходов семьи',
      'записываться к мастеру маникюра',
      'магазин чая',
    ];
    for (const idea of ideas) expect(readIdea(idea).kind, idea).toBe('brief');
  });
});

describe("entities are named by the founder's noun; the catalogue lends fields", () => {
  it('keeps the English noun and its compounds', () => {
    const entities = briefOf(readIdea('An app where florists take wedding orders and log delivery routes, with a cafe for customers.')).entities;
    expect(entities.map((e) => e.name)).toEqual(expect.arrayContaining(['Florist', 'Cafe', 'Customer']));
    expect(entities.map((e) => e.name)).not.toContain('Seller');
    expect(entities.map((e) => e.name)).not.toContain('Restaurant');
  });
  it('translates Russian nouns with the dictionary, never into a neighbouring catalogue entry', () => {
    const list = names('Сервис для репетиторов: ученики получают оценки, родители видят дневник, питомцы не нужны.');
    expect(list).toEqual(expect.arrayContaining(['Tutor', 'Student', 'Grade', 'Gradebook']));
    expect(list).not.toContain('Inspection');
    expect(names('Сервис для учителей музыки и их питомцев')).toEqual(expect.arrayContaining(['Teacher', 'Pet']));
  });
});

describe('non-things never become entities', () => {
  it('reads a city or a person written by name as where or who, not as a record', () => {
    expect(names('A community app for beginner runners in London to share their runs')).not.toContain('London');
    expect(names('A guide app for tourists in Lisbon to book walking tours')).not.toContain('Lisbon');
  });
  it('drops verbs used as verbs, abstractions and the product itself', () => {
    const list = names('A tool for bands to sell merch and book rehearsal rooms, with status tracking and Spotify integration.');
    for (const word of ['Book', 'Status', 'Integration', 'Tool', 'Sell']) expect(list).not.toContain(word);
    expect(names('Uber for lawn mowing')).not.toContain('Uber');
  });
  it('keeps a named service as its own integration', () => {
    expect(integrations('Donations for animal shelters, payments via Mollie.')).toContain('Mollie');
    expect(integrations('Donations for animal shelters, payments via Mollie.')).not.toContain('Stripe');
  });
  it('reads the Russian instrumental case as a means, and payment methods as a field of Payment', () => {
    const brief = briefOf(readIdea('Сервис для химчистки: заказы, оплата наличными или картой, доставка курьером.'));
    const list = brief.entities.map((e) => e.name);
    for (const word of ['Nalichnye', 'Card', 'MedicalRecord', 'Karta']) expect(list).not.toContain(word);
    expect(brief.entities.find((e) => e.name === 'Payment')?.fields.map((f) => f.name)).toContain('method');
  });
});

describe('roles and implied records', () => {
  it('never takes a list for a person', () => {
    const roles = briefOf(readIdea('Clinics manage a waitlist and a checklist for nurses')).roles.map((r) => r.name);
    expect(roles).not.toContain('waitlist');
    expect(roles).not.toContain('checklist');
  });
  it('gives capabilities the records they keep', () => {
    const brief = briefOf(readIdea('A hardware shop app with inventory, expiry dates and a team chat'));
    const item = brief.entities.find((e) => e.name === 'InventoryItem');
    expect(item?.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['quantity', 'expiresOn']));
    expect(brief.entities.map((e) => e.name)).toContain('Message');
  });
  it('names the records of reminders as the idea does, and hears a verb of reminding too', () => {
    expect(names('An inventory app for shop owners with low-stock alerts')).toContain('Alert');
    const reminded = briefOf(readIdea('An app for beekeepers to log hive inspections and get reminded when a colony needs treatment'));
    expect(reminded.entities.map((e) => e.name)).toContain('Reminder');
    // One feature reminds, named by the idea's words; the catalogue's word for it folds into it.
    expect(reminded.features.filter((f) => capabilityOf(f).id === 'notify').map((f) => f.name)).toEqual(['Remind when a colony needs treatment']);
    expect(reminded.features.map((f) => f.name)).not.toContain('Reminders and notifications');
    expect(reminded.entities.map((e) => e.name)).not.toContain('ReminderItem');
  });
});

describe('what the idea says a thing belongs to', () => {
  const parentsOf = (idea: string) =>
    Object.fromEntries(briefOf(readIdea(idea)).entities.map((e) => [e.name, e.relations.filter((r) => r.kind === 'belongsTo').map((r) => r.entity)]));
  it('holds for things the catalogue does not know, named later in the idea', () => {
    expect(parentsOf('An app for gardeners to track soil samples per bed and harvests of each plot')).toMatchObject({ SoilSample: ['Bed'], Harvest: ['Plot'] });
    expect(parentsOf('An app for fish farmers to log water readings per tank and feeding times')).toMatchObject({ WaterReading: ['Tank'] });
  });
  it('holds across kinds when said of each one, and only then', () => {
    expect(parentsOf('A tool for choir directors to keep sheet music per concert and attendance of singers')).toMatchObject({ SheetMusic: ['Concert'] });
    // A thing "for" someone of another kind is not theirs: the kinds' order stands.
    const website = parentsOf('A static portfolio website for a wedding photographer called Lumen Studio, with a gallery, testimonials and a contact form. No backend needed.');
    expect(Object.values(website).flat()).not.toContain('Wedding');
  });
  it('holds for a modifier that is a person or a record the idea names elsewhere, not for one that says the kind', () => {
    expect(parentsOf('An app for beekeepers to log hive inspections, track mite counts per hive and plan treatments')).toMatchObject({ Inspection: ['Hive'] });
    expect(parentsOf('A school app where teachers post video lessons and parents see student grades')).toMatchObject({ Grade: ['Student'] });
    expect(parentsOf('A rota app for volunteer lifeguards at a lake: shifts, swaps and a weekly roster by email.').Lifeguard ?? []).not.toContain('Volunteer');
    const kinds = parentsOf('An online school that sells video courses, with a contact form and a product catalogue');
    expect(kinds.Course ?? []).not.toContain('Video');
    expect(kinds.Form ?? []).not.toContain('Contact');
  });
  it('gives each item a possessive governs to the person before it, and what is sent "to" someone to them', () => {
    const parents = parentsOf('An app that helps freelance translators track their projects, deadlines and invoices to clients');
    expect(parents).toMatchObject({ Project: ['FreelanceTranslator'] });
    expect(parents.Invoice).toEqual(expect.arrayContaining(['FreelanceTranslator', 'Client']));
    // "to" before a verb is no link: the runs are the runners', and nothing is London's.
    expect(parentsOf('A community app for beginner runners in London to share their runs and join local running groups')).toMatchObject({ Run: ['Runner'] });
  });
  it('gives what people list or let to them, and people to the place the idea is for, not to one they deal with later', () => {
    const portal = parentsOf('A portal where landlords list apartments, tenants apply online and sign leases electronically');
    expect(portal).toMatchObject({ Apartment: ['Landlord'], Tenant: ['Apartment'] });
    expect(portal.Landlord).toEqual([]);
    expect(parentsOf('A booking system for a climbing gym: members buy day passes, staff check them in')).toMatchObject({ Member: ['ClimbingGym'] });
    const garage = parentsOf('Сервис для автосервиса: клиенты записываются на ремонт, а запчасти списываются со склада');
    expect(garage.Customer).toEqual([]);
    // Let out to someone, a thing stays its owner's.
    expect(parentsOf('An app where hosts rent out their boats to tourists')).toMatchObject({ Boat: ['Host'] });
  });
  it('reads a verb after "and" in a phrase of people doing things as a verb, and signing electronically as a service', () => {
    const brief = briefOf(readIdea('A portal where landlords list apartments, tenants apply online and sign leases electronically.'));
    expect(brief.entities.map((e) => e.name)).not.toContain('SignLease');
    expect(brief.entities.map((e) => e.name)).toContain('Lease');
    expect(brief.integrations.map((i) => i.name)).toContain('E-signature');
    expect(integrations('An app where users sign up online and book classes')).not.toContain('E-signature');
    // "electronically" is no Electron: the portal stays on the web.
    expect(brief.platforms).toEqual(['web']);
  });
  it('reads a run of nouns after the phrase’s verb as one thing, even a word the tagger takes for a verb', () => {
    const found = names('An app for beekeepers to log hive inspections, track varroa mite counts per hive and plan treatments');
    expect(found).toContain('MiteCount');
    expect(found).not.toContain('Count');
  });
  it('reads a product word in the plural as things the product keeps, not as the product', () => {
    expect(names('A mobile app for amateur football teams to organise weekly games and collect match fees')).toContain('Game');
    const blocker = briefOf(readIdea('A browser extension that blocks distracting sites during focus sessions'));
    expect(blocker.entities.map((e) => e.name)).toContain('Site');
    // A feature's name never ends on a preposition its phrase was cut at.
    for (const feature of blocker.features) expect(feature.name).not.toMatch(/\b(during|until|before|after|per|via)$/);
    expect(names('A tool that syncs tasks with other apps')).not.toContain('App');
  });
  it('keeps a rental or a hire as a booking of what is rented', () => {
    expect(parentsOf('A marketplace where neighbours rent camping gear to each other, with a deposit held on the card').Booking).toContain('Gear');
    expect(names('An app to hire a photographer for a birthday party')).toContain('Booking');
  });
});

describe('product names', () => {
  it('vary between ideas and use the name the founder gives', () => {
    const ideas = ['A booking app for yoga studios', 'A CRM for wedding planners', 'Fleet tracking for bakeries', 'An app for beekeepers to log hives', 'Recipe sharing for students', 'Invoices for freelance translators'];
    const suffixes = new Set(ideas.map((idea) => briefOf(readIdea(idea)).productName.replace(/^(Go|My)/, '').replace(/^[A-Z][a-z]+/, '')));
    expect(suffixes.size).toBeGreaterThan(1);
    expect(briefOf(readIdea('A habit app called Sprout for kids')).productName).toBe('Sprout');
    expect(briefOf(readIdea('Приложение «Грядка» для дачников')).productName).toBe('Грядка');
  });
});

describe('round 3: verbs, process nouns, brands, relations, product kinds, roles, names', () => {
  const brief = (idea: string) => briefOf(readIdea(idea));
  const belongs = (b: Brief, name: string) =>
    (b.entities.find((e) => e.name === name)?.relations ?? []).filter((r) => r.kind === 'belongsTo').map((r) => r.entity);

  it('reads each item of a "to <verb>" list as a verb phrase', () => {
    const list = names('A portal for schools to publish notices, track attendance of pupils and message parents.');
    expect(list).toEqual(expect.arrayContaining(['Notice', 'Pupil', 'Parent']));
    expect(list).not.toContain('Track');
    expect(list).not.toContain('Message');
    // After a colon, a list whose first item opens with a verb is a list of actions.
    const league = names('A quiz league for pubs: pick teams, host rounds, post standings.');
    expect(league).toEqual(expect.arrayContaining(['Round', 'Standing']));
    for (const bad of ['PickTeam', 'HostRound', 'PostStanding']) expect(league).not.toContain(bad);
    const ru = names('Бот для кофейни: выбирайте напитки, оплачивайте заказы картой');
    expect(ru).toEqual(expect.arrayContaining(['Drink', 'Order']));
    expect(ru.some((name) => /Vybir|Oplach/.test(name))).toBe(false);
    // A plural is a noun even there ("parts inventory").
    expect(names('An app for garages to order spare parts, log repairs and bill drivers.')).not.toContain('Log');
  });

  it('never makes a Russian process noun an entity; its complement is the thing', () => {
    const list = names('Система учёта инструментов на складе завода');
    expect(list).toEqual(expect.arrayContaining(['Tool', 'Factory']));
    for (const bad of ['Uchet', 'Accounting', 'Zavod']) expect(list).not.toContain(bad);
    const managed = names('Автоматизация управления пекарней: пекари, заказы, выпечка');
    expect(managed).toEqual(expect.arrayContaining(['Baker', 'Order', 'Pastry']));
    expect(managed.some((name) => /Avtomat|Upravl|Automation|Management/.test(name))).toBe(false);
  });

  it('takes a brand before a noun as a service and the noun as the thing', () => {
    const b = brief('A bot that copies Trello cards and GitHub issues into a weekly digest.');
    expect(b.integrations.map((i) => i.name)).toEqual(expect.arrayContaining(['Trello', 'GitHub']));
    expect(b.entities.map((e) => e.name)).not.toEqual(expect.arrayContaining(['Trello']));
    expect(b.entities.map((e) => e.name)).not.toContain('Github');
    expect(integrations('A tracker that exports invoices to Harvest')).toContain('Harvest');
  });

  it('relates things only where plausible: stated links and what is paid for', () => {
    const b = brief('A tool for landlords to collect payments for bookings and log complaints from guests about rooms.');
    expect(belongs(b, 'Complaint')).toContain('Guest');
    expect(belongs(b, 'Payment')).not.toContain('Room');
    expect(belongs(brief('Customers place orders at the counter and pay with a payment link.'), 'Payment')).toContain('Order');
    const r = brief('Сервис для управляющих компаний: заявки от жильцов, оплата коммунальных услуг');
    expect(belongs(r, 'Request')).toContain('Resident');
  });

  it('gives a named product kind its core records without duplicating named ones', () => {
    const b = brief('A podcast hosting service for indie creators with episodes and listener stats.');
    const list = b.entities.map((e) => e.name);
    expect(list).toEqual(expect.arrayContaining(['Podcast', 'Episode']));
    expect(list.filter((name) => name === 'Episode')).toHaveLength(1);
    expect(names('Хелпдеск для интернет-провайдера')).toEqual(expect.arrayContaining(['Ticket']));
    // A compound the idea names is that record already.
    expect(names('A scrum task board for remote teams').filter((name) => name.endsWith('Board'))).toHaveLength(1);
  });

  it('gives the business customer of a B2B product a role of its own, and goals from the verbs', () => {
    const b = brief('A SaaS for veterinary clinics: owners book visits and vets write treatment notes.');
    const roles = b.roles.map((r) => r.name);
    expect(roles).toEqual(expect.arrayContaining(['clinic staff']));
    expect(b.roles.find((r) => r.name === 'vet')?.goals[0]).toMatch(/^Write treatment notes/);
  });

  it('names a made-up product by its head noun, in at most 14 characters', () => {
    for (const idea of ['A maintenance request tracker for landlords', 'Учёт складских остатков для магазинов', 'A shared grocery shopping list']) {
      const name = brief(idea).productName;
      expect(name.length, name).toBeLessThanOrEqual(14);
      expect(name).not.toMatch(/Request\w*Request|ShoppingList\w+/);
    }
    expect(brief('An app called Super Long Product Name Studio for bakers').productName).toBe('Super Long Product Name Studio');
  });

  it('links a Russian noun to the genitive after it, and a record to the verb that issues it', () => {
    const r = brief('Сервис для ТСЖ: заявки соседей, голосования, оплата квитанций');
    expect(belongs(r, 'Request')).toEqual(['Neighbour']);
    expect(names('A tool for plumbers that invoices customers after each job')).toContain('Invoice');
  });

  it('refuses a wish for money in Russian', () => {
    expect(readIdea('хочу больше денег').kind).toBe('unclear');
  });
});
