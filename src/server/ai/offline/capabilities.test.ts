import { describe, expect, it } from 'vitest';
import { capabilityIds, type BriefCapability, type CapabilityId } from '../../../shared/capabilities';
import type { Brief } from '../../../shared/schemas/brief';
import type { KitOutputs, KitTask } from '../../../shared/schemas/kit';
import { capabilityCatalogue } from '../../capabilities/catalogue';
import { capabilityContextOf } from '../../capabilities/brief-plans';
import { capabilityPlan, type CapabilityPlan } from '../../capabilities/plan';
import type { CapabilityEntry } from '../../capabilities/types';
import { checkKit } from '../../kit/kit-check';
import { letterShares, renderKitDocuments } from '../../kit/language-check';
import { renderDocument } from '../../kit/render';
import { capabilityOfId, courierBrief, courierBriefRu } from './model/capability-briefs';
import { prdCriterion } from './model/criteria';
import { composeKit } from './offline-model';

/**
 * The offline composer writes a feature from its capability (ADR 0041): the catalogue's plan gives
 * its PRD section, endpoints, jobs, records, screens, stack choices, tasks, QA checks, risks and
 * questions, in the brief's language, while a feature that keeps records keeps its CRUD. Every
 * capability id is run, so an entry the catalogue gains is checked the day it is written.
 */

const IDEA = 'A courier app for bakeries: customers follow the courier live until the cake arrives.';
const CAPABILITY_FEATURE = 'FEAT-002';

type Language = 'en' | 'ru';

function briefFor(id: CapabilityId, language: Language, overrides: Partial<Brief> = {}): Brief {
  const capability = capabilityOfId(id, language);
  return language === 'ru' ? courierBriefRu(capability, overrides) : courierBrief(capability, overrides);
}

function kitFor(brief: Brief, idea = IDEA): KitOutputs {
  return composeKit(idea, {}, 1, brief);
}

/**
 * The plan the catalogue gives a brief's feature, filled in from the brief alone as the AI prompts and
 * the kit check fill it: the composer must write the same texts.
 */
function expectedPlanOf(brief: Brief, id: string, entity: string): CapabilityPlan {
  const feature = brief.features.find((f) => f.id === id)!;
  const context = capabilityContextOf(brief, feature);
  expect(context.entity?.name).toBe(entity);
  return capabilityPlan(context);
}

const expectedPlan = (brief: Brief) => expectedPlanOf(brief, CAPABILITY_FEATURE, 'Delivery');

const tasksOf = (kit: KitOutputs, featureId = CAPABILITY_FEATURE) =>
  kit.tasks.tasks.filter((t) => t.featureIds.length === 1 && t.featureIds[0] === featureId);

/** Whether an entry is written (the catalogue is filled in while this composer is): one without tasks has no plan. */
const written = (id: CapabilityId) => id !== 'records' && capabilityCatalogue[id].tasks.length > 0;

function expectPlanInKit(kit: KitOutputs, plan: CapabilityPlan, brief: Brief): void {
  // PRD: the capability, how it works, the plan's criteria first, its records as entities, its questions.
  const feature = kit.requirements.features.find((f) => f.id === CAPABILITY_FEATURE)!;
  expect(feature.capability).toBe(plan.id);
  expect(feature.howItWorks).toEqual(plan.howItWorks);
  // Two to four criteria, the plan's first (in the PRD's form); the feature's last task carries all of them.
  const prd = plan.criteria.map((c) => prdCriterion(c, brief.language));
  expect(feature.acceptanceCriteria.slice(0, Math.min(4, plan.criteria.length))).toEqual(prd.slice(0, 4));
  expect(feature.acceptanceCriteria.length).toBeLessThanOrEqual(4);
  if (brief.language === 'ru') for (const c of feature.acceptanceCriteria) expect(c).toMatch(/^Дано: .+; когда .+; тогда .+$/);
  for (const record of plan.records) {
    expect(kit.requirements.entities.map((e) => e.name)).toContain(record.name);
    const stored = kit.backend.entities.find((e) => e.name === record.name);
    expect(stored, record.name).toBeDefined();
    for (const field of record.fields) expect(stored!.fields.map((f) => f.name)).toContain(field.name);
    expect(stored!.fields.map((f) => f.name)).toContain('deliveryId');
  }
  for (const question of plan.questions) expect(kit.requirements.openQuestions).toContain(question);

  // Backend: the plan's endpoints with the feature, its jobs; no CRUD pretending to be the feature.
  for (const endpoint of plan.endpoints) {
    const found = kit.backend.endpoints.find((e) => e.method === endpoint.method && e.path === endpoint.path);
    expect(found, `${endpoint.method} ${endpoint.path}`).toBeDefined();
    expect(found!.featureIds).toContain(CAPABILITY_FEATURE);
    expect(found!.description).toBe(endpoint.description);
    expect(found!.auth).toBe(endpoint.auth);
  }
  const own = kit.backend.endpoints.filter((e) => e.featureIds.includes(CAPABILITY_FEATURE));
  expect(own.filter((e) => ['POST', 'PATCH', 'DELETE'].includes(e.method) && e.path.startsWith('/api/deliveries') && !plan.endpoints.some((p) => p.path === e.path))).toEqual([]);
  for (const job of plan.jobs)
    expect(kit.backend.jobs).toContainEqual({ ...job, featureIds: [CAPABILITY_FEATURE] });

  // Tech stack, frontend and app flow: the plan's choices and screens.
  for (const choice of plan.choices) expect(kit.tech_stack.choices).toContainEqual(expect.objectContaining(choice));
  for (const screen of plan.screens) {
    const shown = kit.frontend.screens.find((s) => s.route === screen.route);
    expect(shown, screen.route).toMatchObject({ name: screen.name, purpose: screen.purpose });
    expect(shown!.featureIds).toContain(CAPABILITY_FEATURE);
    expect(kit.app_flow.screens.map((s) => s.route)).toContain(screen.route);
  }

  // Plan and tasks: the plan's tasks, in order, chained, with its estimates, in the feature's phase.
  const tasks = tasksOf(kit);
  expect(tasks.map((t) => t.title)).toEqual(plan.tasks.map((t) => t.title));
  tasks.forEach((task, i) => {
    expect(task.estimateHours).toBe(Math.max(1, Math.ceil(plan.tasks[i]!.hours)));
    if (i > 0) expect(task.dependsOn).toEqual([tasks[i - 1]!.ref]);
  });
  // Each of the plan's paths and jobs is named by a task of the feature, for whoever builds it.
  const texts = tasks.map((t) => [t.title, t.description, ...t.subtasks.map((x) => x.title)].join('\n'));
  for (const { path } of plan.endpoints)
    expect(texts.some((text) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/-])`).test(text)), path).toBe(true);
  for (const { name } of plan.jobs) expect(texts.some((text) => text.includes(name)), name).toBe(true);
  const phase = kit.implementation.phases.find((p) => p.featureIds.includes(CAPABILITY_FEATURE))!;
  for (const task of tasks) expect(phase.steps).toContain(`${task.ref} ${task.title}`);
  expect(tasks.at(-1)!.acceptanceCriteria).toEqual(expect.arrayContaining(plan.criteria));
  for (const risk of plan.risks) expect(kit.implementation.risks).toContain(risk);

  // Quality: the plan's QA checks are the feature's test cases.
  const cases = kit.quality.testCases.filter((t) => t.featureId === CAPABILITY_FEATURE);
  expect(cases).toHaveLength(plan.qa.length);
  plan.qa.forEach((check, i) => expect(cases[i]!.title.toLowerCase()).toContain(check.replace(/[.!]+$/, '').toLowerCase()));

  // And the kit still agrees with itself and with its brief.
  const check = checkKit(kit, brief);
  expect(check.checks.filter((c) => !c.passed)).toEqual([]);
}

function expectRecordsInKit(kit: KitOutputs, id: CapabilityId): void {
  const feature = kit.requirements.features.find((f) => f.id === CAPABILITY_FEATURE)!;
  expect(feature.capability).toBe(id === 'records' ? undefined : id);
  expect(feature.howItWorks).toBeUndefined();
  const own = kit.backend.endpoints.filter((e) => e.featureIds.includes(CAPABILITY_FEATURE)).map((e) => `${e.method} ${e.path}`);
  expect(own).toEqual(expect.arrayContaining(['GET /api/deliveries', 'POST /api/deliveries', 'PATCH /api/deliveries/:id', 'DELETE /api/deliveries/:id']));
  expect(kit.backend.jobs).toBeUndefined();
  expect(tasksOf(kit).length).toBeGreaterThan(0);
  expect(kit.quality.testCases.filter((t) => t.featureId === CAPABILITY_FEATURE).length).toBeGreaterThan(0);
}

describe.each(['en', 'ru'] as const)('a feature written from its capability (%s)', (language) => {
  it.each(capabilityIds)('%s gives the kit its plan, or keeps the CRUD of own records', (id) => {
    const brief = briefFor(id, language);
    const kit = kitFor(brief);
    if (written(id)) expectPlanInKit(kit, expectedPlan(brief), brief);
    else expectRecordsInKit(kit, id);
  });

  it('changes the kit when the founder corrects a feature from own records to live tracking', () => {
    const before = kitFor(briefFor('records', language));
    const brief = briefFor('live', language);
    const after = kitFor(brief);
    const plan = expectedPlan(brief);
    const endpoints = (kit: KitOutputs) =>
      kit.backend.endpoints.filter((e) => e.featureIds.includes(CAPABILITY_FEATURE)).map((e) => `${e.method} ${e.path}`);
    expect(endpoints(before)).toContain('POST /api/deliveries');
    expect(endpoints(after)).not.toContain('POST /api/deliveries');
    expect(endpoints(after)).toEqual(expect.arrayContaining(plan.endpoints.map((e) => `${e.method} ${e.path}`)));
    const titles = (kit: KitOutputs) => tasksOf(kit).map((t) => t.title);
    expect(titles(before).some((t) => plan.tasks.some((p) => p.title === t))).toBe(false);
    expect(titles(after)).toEqual(plan.tasks.map((t) => t.title));
    expect(before.backend.jobs).toBeUndefined();
    expect(after.backend.jobs?.map((j) => j.name)).toEqual(plan.jobs.map((j) => j.name));
    expect(after.requirements.entities.map((e) => e.name)).toContain('DeliveryPoint');
    expect(before.requirements.entities.map((e) => e.name)).not.toContain('DeliveryPoint');
  });

  it('keeps what the brief’s services and rules demand of the feature', () => {
    const base = briefFor('live', language);
    const brief: Brief = {
      ...base,
      integrations: [{ name: 'Twilio', purpose: language === 'ru' ? 'СМС о приезде курьера' : 'Texts when the courier is near' }],
      constraints: [{ kind: 'privacy', name: 'GDPR', text: language === 'ru' ? 'Геопозиция курьера — персональные данные.' : 'A courier’s position is personal data.' }],
      features: base.features.map((f) => (f.id === CAPABILITY_FEATURE ? { ...f, integrations: ['Twilio'] } : f)),
    };
    const kit = kitFor(brief, `${IDEA} (${language} rules)`);
    const tasks = tasksOf(kit);
    const connect = kit.tasks.tasks.find((t) => t.title.includes('Twilio'))!;
    expect(tasks[0]!.dependsOn).toContain(connect.ref);
    expect(tasks[0]!.description).toContain('Twilio');
    expect(tasks[0]!.description).toContain('GDPR');
    expect(tasks.at(-1)!.acceptanceCriteria.some((c) => c.includes('GDPR'))).toBe(true);
    expect(tasks.at(-1)!.acceptanceCriteria.some((c) => c.includes('Twilio'))).toBe(true);
    expect(checkKit(kit, brief).checks.filter((c) => !c.passed)).toEqual([]);
  });

  it('renders how the feature works and the jobs the server runs, and a kit without them as before', () => {
    const kit = kitFor(briefFor('live', language));
    const prd = renderDocument('requirements', kit, language).content;
    const backend = renderDocument('backend', kit, language).content;
    const plan = expectedPlan(briefFor('live', language));
    const [howItWorks, jobs] = language === 'ru' ? ['**Как это работает**', '## Фоновые задачи'] : ['**How it works**', '## Jobs'];
    expect(prd).toContain(`${howItWorks} (${plan.name})`);
    for (const line of plan.howItWorks) expect(prd).toContain(`- ${line}`);
    expect(backend).toContain(jobs);
    expect(backend).toContain(`| \`${plan.jobs[0]!.name}\` | ${plan.jobs[0]!.trigger} | ${plan.jobs[0]!.work} | ${CAPABILITY_FEATURE} |`);
    const records = kitFor(briefFor('records', language));
    expect(renderDocument('requirements', records, language).content).not.toContain(howItWorks);
    expect(renderDocument('backend', records, language).content).not.toContain(jobs);
    // A stored kit without the new fields renders exactly as one that never had them.
    const stripped = structuredClone(kit);
    for (const f of stripped.requirements.features) {
      delete f.capability;
      delete f.howItWorks;
    }
    delete stripped.backend.jobs;
    expect(renderDocument('requirements', stripped, language).content).not.toContain(howItWorks);
    expect(renderDocument('backend', stripped, language).content).not.toContain(jobs);
  });
});

describe('a Russian kit written from a capability', () => {
  it('reads as Russian outside code and identifiers, the plan’s texts included', () => {
    const brief = briefFor('live', 'ru');
    const documents = renderKitDocuments(kitFor(brief), brief);
    for (const [kind, content] of Object.entries(documents)) {
      const share = letterShares(content);
      expect(share.cyrillic, `${kind}: ${share.latinWords.join(' ')}`).toBeGreaterThanOrEqual(0.9);
    }
  });
});

describe('a capability entry unlike the live one', () => {
  /**
   * The catalogue is written by hand, entry by entry: an entry whose records do not hang off the
   * feature's record, whose webhook needs no session, whose screen is a page of its own and whose
   * estimates are not whole hours must fill the kit as well.
   */
  const entry: CapabilityEntry = {
    id: 'sync',
    benefit: { en: 'new {entities} arrive on their own', ru: 'новые записи приходили сами' },
    howItWorks: [
      { en: 'Every {schedule}, {product} pulls new {entities} from {sources}.', ru: 'По расписанию ({schedule}) {product} забирает новые записи из {sources}.' },
      { en: 'Each run is kept with what it imported and what failed.', ru: 'Каждый запуск хранится вместе с тем, что загружено и что не удалось.' },
    ],
    records: [{ name: 'ImportRun', label: { en: 'import run', ru: 'запуск импорта' }, fields: 'startedAt:datetime, imported:integer, failed:integer' }],
    endpoints: [
      // The same path as the list of the feature's records: the plan says what it is.
      { method: 'GET', path: '/api/{es}', description: { en: 'Search the imported {entities}', ru: 'Поиск по загруженным записям' }, auth: true },
      { method: 'POST', path: '/api/hooks/import', description: { en: 'Receive a change from {source}', ru: 'Принять изменение из {source}' }, auth: false },
      { method: 'GET', path: '/api/import-runs', description: { en: 'The import runs, newest first', ru: 'Запуски импорта, сначала новые' }, auth: true },
    ],
    jobs: [{ name: 'import-{es}', trigger: { en: '{schedule}', ru: '{schedule}' }, work: { en: 'Pull new {entities} from {sources}', ru: 'Забрать новые записи из {sources}' } }],
    screens: [
      { route: '/imports', name: { en: 'Imports', ru: 'Импорт' }, purpose: { en: 'Each run and its failures', ru: 'Каждый запуск и его ошибки' } },
      { route: '/{es}', name: { en: 'Imported {entities}', ru: 'Загруженные записи' }, purpose: { en: 'What came in, newest first', ru: 'Что пришло, сначала новое' } },
    ],
    choices: [
      { platforms: ['any'], choice: { en: 'pg-boss for the schedule', ru: 'pg-boss для расписания' }, reason: { en: 'Jobs live in the database already there', ru: 'Задачи хранятся в уже имеющейся базе' } },
      { platforms: ['cli'], choice: { en: 'A CLI flag', ru: 'Флаг CLI' }, reason: { en: 'Not for this product', ru: 'Не для этого продукта' } },
    ],
    tasks: [
      { title: { en: 'Store import runs', ru: 'Хранить запуски импорта' }, detail: { en: 'Add the ImportRun table.', ru: 'Добавить таблицу ImportRun.' }, hours: 1.5 },
      { title: { en: 'Pull from {source} on a schedule', ru: 'Забирать данные из {source} по расписанию' }, detail: { en: 'Schedule the job. Retry a failed page twice. Keep what failed.', ru: 'Запланировать задачу. Повторять неудачную страницу дважды. Сохранять, что не удалось.' }, hours: 2 },
    ],
    criteria: [
      { en: 'Given new {entities} in {source}, when the job runs, then they appear within one run', ru: 'Дано: в {source} новые записи; когда задача запускается, тогда они появляются за один запуск' },
      { en: 'Given {source} is down, when the job runs, then the run is marked failed and retried', ru: 'Дано: {source} недоступен; когда задача запускается, тогда запуск помечается неудачным и повторяется' },
      { en: 'Given the same change twice, when it arrives, then it is stored once', ru: 'Дано: одно изменение пришло дважды; когда оно приходит, тогда хранится один раз' },
    ],
    qa: [
      { en: 'Run the import against a sandbox twice: nothing is duplicated', ru: 'Запустить импорт дважды на тестовом аккаунте: ничего не дублируется' },
      { en: 'Turn {source} off and check that the run is marked failed', ru: 'Отключить {source} и проверить, что запуск помечен неудачным' },
    ],
    risks: [{ en: '{source} limits how often it may be called', ru: '{source} ограничивает частоту запросов' }],
    questions: [{ en: 'How far back should the first import go?', ru: 'За какой срок делать первый импорт?' }],
    defaults: { schedule: { en: 'nightly', ru: 'каждую ночь' }, source: { en: 'the shop', ru: 'магазин' } },
  };

  it.each(['en', 'ru'] as const)('fills the kit from it (%s)', (language) => {
    const original = capabilityCatalogue.sync;
    capabilityCatalogue.sync = entry;
    try {
      const brief = briefFor('sync', language, { productName: language === 'ru' ? 'Пончик-синк' : 'Swiftsync' });
      const kit = kitFor(brief, `${IDEA} (${language} sync)`);
      const plan = expectedPlan(brief);
      expect(plan.endpoints.map((e) => e.path)).toEqual(['/api/deliveries', '/api/hooks/import', '/api/import-runs']);
      // The records' own list keeps its other feature, and says what the plan makes of it.
      expect(kit.backend.endpoints.find((e) => e.method === 'GET' && e.path === '/api/deliveries')!.featureIds).toEqual(['FEAT-001', CAPABILITY_FEATURE]);
      expectPlanInKit(kit, plan, brief);
      // A record the plan's task makes is not made again by the data model's task.
      expect(kit.tasks.tasks.find((t) => /schema|схем/i.test(t.title))!.title).not.toContain('ImportRun');
      // The webhook is public, and the whole delivery-less sync reads as the system's work.
      expect(kit.backend.endpoints.find((e) => e.path.startsWith('/api/hooks/'))!.auth).toBe(false);
      expect(kit.tech_stack.choices.map((c) => c.choice)).not.toContain(language === 'ru' ? 'Флаг CLI' : 'A CLI flag');
      expect(tasksOf(kit).map((t) => t.estimateHours)).toEqual([2, 2]);
      expect(tasksOf(kit)[1]!.subtasks.map((s) => s.estimateHours)).toEqual([1, 1]);
    } finally {
      capabilityCatalogue.sync = original;
    }
  });
});

describe('a capability and the backend', () => {
  /** A diary kept on one phone by one person: nothing in the idea calls for a server. */
  const diary = (capability: BriefCapability): Brief =>
    courierBrief(undefined, {
      productName: 'Crumbnote',
      summary: 'A cake diary on the phone: a baker notes each bake and is reminded to feed the starter.',
      platforms: ['ios'],
      roles: [{ name: 'baker', goals: ['Remember each bake'] }],
      entities: [{ name: 'Bake', fields: [{ name: 'title', type: 'string' }, { name: 'bakedOn', type: 'date' }], relations: [] }],
      features: [
        { id: 'FEAT-001', name: 'Bake notes', description: 'The baker notes each bake.', priority: 'must', entities: ['Bake'], integrations: [], dependsOn: [] },
        { id: 'FEAT-002', name: 'Starter reminders', description: 'The baker is reminded to feed the starter.', priority: 'must', entities: ['Bake'], integrations: [], dependsOn: [], capability },
      ],
    });
  const idea = 'A cake diary on my phone, no accounts, that reminds me to feed the starter.';

  it('leaves the backend to the idea when a device can carry the capability, and plans its on-device variant', () => {
    const brief = diary({ id: 'notify' });
    const kit = composeKit(idea, {}, 1, brief);
    expect(kit.overview.backendRequired).toBe(false);
    expect(kit.requirements.features[1]).toMatchObject({ capability: 'notify' });
    const local = capabilityPlan({ ...capabilityContextOf(brief, brief.features[1]!), server: false });
    expect(local.onDevice).toBe(true);
    expect(kit.requirements.features[1]!.howItWorks).toEqual(local.howItWorks);
    expect(tasksOf(kit, 'FEAT-002').map((t) => t.title)).toEqual(local.tasks.map((t) => t.title));
    expect(checkKit(kit, brief).checks.filter((c) => !c.passed)).toEqual([]);
  });

  /** The same diary in Russian, kept on one phone. */
  const diaryRu = (capability: BriefCapability): Brief =>
    courierBriefRu(undefined, {
      productName: 'Закваска',
      summary: 'Дневник выпечки на телефоне: пекарь записывает каждую выпечку и получает напоминания подкормить закваску.',
      platforms: ['ios'],
      roles: [{ name: 'Пекарь', goals: ['Помнить каждую выпечку'] }],
      entities: [{ name: 'Bake', label: 'выпечка', fields: [{ name: 'title', type: 'string' }, { name: 'bakedOn', type: 'date' }], relations: [] }],
      features: [
        { id: 'FEAT-001', name: 'Записи о выпечке', description: 'Пекарь записывает каждую выпечку.', priority: 'must', entities: ['Bake'], integrations: [], dependsOn: [] },
        { id: 'FEAT-002', name: 'Уход за закваской', description: 'Пекарь следит за закваской.', priority: 'must', entities: ['Bake'], integrations: [], dependsOn: [], capability },
      ],
    });
  const ideaRu = 'Дневник выпечки на телефоне, без регистрации, с напоминаниями подкормить закваску.';
  const carriedByDevice = capabilityIds.filter((id) => capabilityCatalogue[id].onDevice);

  it.each(carriedByDevice)('writes %s on the device alone in a kit without a server, in both languages, and the kit passes its check', (id) => {
    for (const [brief, text] of [[diary({ id }), idea], [diaryRu({ id }), ideaRu]] as const) {
      const kit = composeKit(text, {}, 1, brief);
      expect(kit.overview.backendRequired, `${id} (${brief.language})`).toBe(false);
      const local = capabilityPlan({ ...capabilityContextOf(brief, brief.features[1]!), server: false });
      expect(kit.requirements.features[1]!.howItWorks).toEqual(local.howItWorks);
      expect(tasksOf(kit, 'FEAT-002').map((t) => t.title)).toEqual(local.tasks.map((t) => t.title));
      for (const screen of local.screens) expect(kit.frontend.screens.map((s) => s.route), `${id}: ${screen.route}`).toContain(screen.route);
      expect(checkKit(kit, brief).checks.filter((c) => !c.passed), `${id} (${brief.language})`).toEqual([]);
    }
  });

  it('keeps a paired device the feature’s own record when the device is what it reads', () => {
    const brief = diary({ id: 'device', sources: ['bakes'], channel: 'Bluetooth' });
    const plan = capabilityPlan({ ...capabilityContextOf(brief, brief.features[1]!), server: false });
    expect(plan.records.map((r) => r.name)).toEqual(['Bake', 'BakeReading']);
    const thermometer = diary({ id: 'device', sources: ['oven thermometer'] });
    expect(capabilityPlan({ ...capabilityContextOf(thermometer, thermometer.features[1]!), server: false }).records.map((r) => r.name)).toEqual(['Device', 'BakeReading']);
    // Sources named in the plural are spoken of one at a time.
    const plural = diary({ id: 'device', sources: ['oven thermometers'] });
    expect(capabilityPlan({ ...capabilityContextOf(plural, plural.features[1]!), server: false }).criteria[0]).toMatch(/^Given a paired oven thermometer,/);
  });

  /** The diary's plan feature using a service the brief names (its brief's integrations list it too). */
  const withService = (brief: Brief, name: string, purpose: string): Brief => ({
    ...brief,
    integrations: [{ name, purpose }],
    features: brief.features.map((f) => (f.id === 'FEAT-002' ? { ...f, integrations: [name] } : f)),
  });
  const taskTexts = (kit: KitOutputs) =>
    kit.tasks.tasks.map((t) => [t.title, t.description, ...t.acceptanceCriteria, t.testStrategy, ...t.subtasks.map((s) => s.title)].join('\n')).join('\n');

  it('never calls a service whose work the on-device plan does itself: no client call, no connection task, no stack row of its own', () => {
    const push = withService(diary({ id: 'notify' }), 'Push notifications', 'Reminders on the phone');
    const kit = composeKit(idea, {}, 1, push);
    expect(kit.overview.backendRequired).toBe(false);
    expect(taskTexts(kit)).not.toMatch(/Push notifications/);
    expect(kit.tech_stack.integrations.find((i) => i.name === 'Push notifications')?.calledFrom).toMatch(
      /^Client: not called; FEAT-002 does this on the device itself with expo-notifications/,
    );
    expect(checkKit(kit, push).checks.filter((c) => !c.passed)).toEqual([]);

    // The plan chooses the map library: the service's own choice gives way to it.
    const maps = withService(diary({ id: 'maps' }), 'Maps and GPS', 'Trails on a map');
    const mapKit = composeKit(idea, {}, 1, maps);
    expect(mapKit.tech_stack.choices.map((c) => c.layer)).not.toContain('Maps');
    expect(mapKit.tech_stack.choices.map((c) => c.layer)).toContain('Maps and places');
    expect(taskTexts(mapKit)).not.toMatch(/Maps and GPS/);
    expect(checkKit(mapKit, maps).checks.filter((c) => !c.passed)).toEqual([]);

    // A Russian kit says the same in Russian.
    const pushRu = withService(diaryRu({ id: 'notify' }), 'Push-сервис', 'Напоминания на телефон');
    const kitRu = composeKit(ideaRu, {}, 1, pushRu);
    expect(taskTexts(kitRu)).not.toMatch(/Push-сервис/);
    expect(kitRu.tech_stack.integrations.find((i) => i.name === 'Push-сервис')?.calledFrom).toMatch(/^Клиент: не вызывается; FEAT-002 делает это на самом устройстве/);
  });

  it('never calls a service a server sends through from a feature with no server, and keeps calling one the plan does not do', () => {
    const sms = withService(diary({ id: 'notify' }), 'SMS', 'Texts to the baker');
    const kit = composeKit(idea, { backend: 'no' }, 1, sms);
    expect(kit.overview.backendRequired).toBe(false);
    expect(tasksOf(kit, 'FEAT-002').map((t) => t.description).join('\n')).not.toMatch(/SMS/);
    // A service the plan does not do (a calendar beside on-device figures) is still called by the feature.
    const calendar = withService(diary({ id: 'analytics' }), 'Google Calendar', 'Bakes shown in the calendar');
    expect(tasksOf(composeKit(idea, { backend: 'no' }, 1, calendar), 'FEAT-002')[0]!.description).toMatch(/It calls Google Calendar/);
  });

  it('lists on a record’s page only the plan records that are parts of it, not the feature’s own imports, progress or settings', () => {
    const detail = (kit: KitOutputs) => kit.frontend.screens.find((s) => s.route === '/bakes/:id')!.purpose;
    expect(detail(composeKit(idea, {}, 1, diary({ id: 'import-export' })))).not.toMatch(/import/i);
    expect(detail(composeKit(idea, {}, 1, diary({ id: 'lessons' })))).not.toMatch(/progress/i);
    expect(detail(composeKit(idea, {}, 1, diary({ id: 'notify' })))).not.toMatch(/setting/i);
    // A paired device's readings are its own.
    expect(detail(composeKit(idea, {}, 1, diary({ id: 'device', sources: ['oven thermometer'] })))).toMatch(/with its bake readings/);
  });

  it('keeps the on-device texts of one platform out of a kit without it', () => {
    const planOn = (platforms: Brief['platforms']) => {
      const brief = diary({ id: 'notify' });
      return capabilityPlan({ ...capabilityContextOf({ ...brief, platforms }, brief.features[1]!), server: false });
    };
    const texts = (plan: CapabilityPlan) => [...plan.howItWorks, ...plan.criteria, ...plan.qa, ...plan.risks].join('\n');
    const phone = texts(planOn(['ios']));
    expect(phone).not.toMatch(/A browser cannot wake|A web app cannot remind/);
    expect(phone).toMatch(/scheduleNotificationAsync/);
    const web = texts(planOn(['web']));
    expect(web).not.toMatch(/airplane mode with the app closed|On a real iPhone/);
    expect(web).toMatch(/A browser cannot wake a closed page/);
    // Both platforms: every text.
    expect(planOn(['web', 'ios']).howItWorks).toHaveLength(capabilityCatalogue.notify.onDevice!.howItWorks.length);
    // The phone-only kit carries none of the web's sentences.
    expect(JSON.stringify(composeKit(idea, {}, 1, diary({ id: 'notify' })))).not.toMatch(/A browser cannot wake|A web app cannot remind/);
  });

  it('needs a server for a capability that involves other people or outside services', () => {
    const brief = diary({ id: 'live' });
    const kit = composeKit(idea, {}, 1, brief);
    expect(kit.overview.backendRequired).toBe(true);
    expect(kit.requirements.features[1]!.howItWorks).toEqual(expectedPlanOf(brief, 'FEAT-002', 'Bake').howItWorks);
    expect(composeKit(idea, { backend: 'no' }, 1, brief).overview.backendRequired).toBe(false);
  });
});

describe('sign-in is built before the tasks that need it', () => {
  /** Every task that waits, directly or not, for `ref`. */
  function dependents(tasks: readonly KitTask[], ref: string): Set<string> {
    const found = new Set<string>();
    for (const task of tasks) if (task.dependsOn.some((d) => d === ref || found.has(d))) found.add(task.ref);
    return found;
  }

  const cases: Array<{ label: string; brief: Brief; title: RegExp }> = [
    { label: 'people sign up', brief: courierBrief(undefined), title: /^Build sign-up, sign-in and sessions/ },
    { label: 'people sign up (Russian)', brief: courierBriefRu({ id: 'live' }), title: /^Сделать регистрацию, вход и сессии/ },
    {
      label: 'staff of an internal tool',
      brief: courierBrief({ id: 'live' }, { summary: 'An internal tool for our staff: dispatchers plan the bakery’s deliveries and couriers report them.', platforms: ['web'] }),
      title: /^Build single sign-on for staff/,
    },
    {
      label: 'programs calling an API',
      brief: courierBrief(undefined, { summary: 'An API bakeries call to book and track deliveries.', platforms: ['api'] }),
      title: /^Build API keys/,
    },
  ];

  it.each(cases)('$label', ({ brief, title }) => {
    const kit = kitFor(brief, `${brief.summary} (sign-in)`);
    const tasks = kit.tasks.tasks;
    const signIn = tasks.filter((t) => title.test(t.title));
    expect(signIn).toHaveLength(1);
    const waiting = dependents(tasks, signIn[0]!.ref);
    const index = (ref: string) => tasks.findIndex((t) => t.ref === ref);
    // Every task that calls endpoints needing a session waits for sign-in and comes after it.
    const guarded = tasks.filter((t) => /checking the session|проверкой сессии|401 without a session|401 без сессии/.test(`${t.description} ${t.testStrategy}`) && t !== signIn[0]);
    expect(guarded.length).toBeGreaterThan(0);
    for (const task of guarded) {
      expect(waiting.has(task.ref), `${task.ref} ${task.title}`).toBe(true);
      expect(index(task.ref)).toBeGreaterThan(index(signIn[0]!.ref));
    }
    const foundation = kit.implementation.phases[1]!;
    expect(foundation.steps.some((s) => s.startsWith(`${signIn[0]!.ref} `))).toBe(true);
    expect(checkKit(kit, brief).checks.filter((c) => !c.passed)).toEqual([]);
  });

  it('is not planned when nobody signs in', () => {
    const brief = courierBrief(undefined, { platforms: ['ios'], summary: 'A cake diary kept on the phone, no accounts.', roles: [{ name: 'baker', goals: ['Remember each cake'] }] });
    const kit = composeKit(brief.summary, { backend: 'no' }, 1, brief);
    expect(kit.tasks.tasks.some((t) => /sign-in|API keys|single sign-on/.test(t.title))).toBe(false);
  });
});

describe('who sees each entity follows its features’ capabilities', () => {
  const notes = (kit: KitOutputs, name: string) => kit.backend.entities.find((e) => e.name === name)?.notes;
  const endpoint = (kit: KitOutputs, line: string) => kit.backend.endpoints.find((e) => `${e.method} ${e.path}` === line)?.description;

  it.each<[BriefCapability['id'], string, string]>([
    ['records', 'Owner’s own: only the account that created a delivery reads and changes it.', 'List the signed-in user’s deliveries, newest first, paginated'],
    ['live', 'Shared with the people it involves: only those who take part in a delivery (customers or couriers) read it, checked on the server.', 'List the deliveries the signed-in user takes part in, newest first, paginated'],
    ['directory', 'Public: anyone reads deliveries, signed in or not; only the account that created one changes it.', 'List the deliveries the signed-in user published (anyone may read them), newest first, paginated'],
  ])('%s', (id, note, list) => {
    const brief = courierBrief({ id });
    const kit = kitFor(brief);
    expect(notes(kit, 'Delivery')).toBe(note);
    // The records' list says whose they are, unless the capability's own plan serves that path (a directory's search).
    const served = written(id) && expectedPlan(brief).endpoints.some((e) => e.method === 'GET' && e.path === '/api/deliveries');
    expect(endpoint(kit, 'GET /api/deliveries')).toBe(served ? expectedPlan(brief).endpoints.find((e) => e.method === 'GET' && e.path === '/api/deliveries')!.description : list);
  });

  it('leaves to the system what only a sync, a reconciliation or a report writes', () => {
    const brief = courierBrief(undefined, {
      entities: [
        ...courierBrief(undefined).entities,
        { name: 'DailyTotal', fields: [{ name: 'day', type: 'date' }, { name: 'delivered', type: 'integer' }], relations: [] },
      ],
      features: [
        ...courierBrief(undefined).features,
        { id: 'FEAT-003', name: 'Daily totals', description: 'Bakeries see how many cakes went out each day.', priority: 'should', entities: ['DailyTotal'], integrations: [], dependsOn: [], capability: { id: 'analytics' } },
      ],
    });
    const kit = kitFor(brief);
    expect(notes(kit, 'DailyTotal')).toBe('Computed by the system: only the server writes daily totals (from its jobs and the other records); people read those that concern them.');
    expect(notes(kit, 'Bakery')).toBe('Owner’s own: only the account that created a bakery reads and changes it.');
  });

  it('says in Russian that a person’s own record is out of reach of others, in the record’s gender', () => {
    const own = kitFor(courierBriefRu(undefined));
    expect(endpoint(own, 'GET /api/deliveries/:id')).toBe('Доставка с подробностями; 404, если она чужая');
    expect(endpoint(own, 'GET /api/deliveries')).toBe('Список доставок вошедшего пользователя, сначала новые, постранично');
    const base = courierBriefRu(undefined);
    const order = kitFor({ ...base, entities: base.entities.map((e) => (e.name === 'Delivery' ? { ...e, label: 'заказ' } : e)) });
    expect(endpoint(order, 'GET /api/deliveries/:id')).toBe('Заказ с подробностями; 404, если он чужой');
  });

  it('says it in Russian', () => {
    const kit = kitFor(courierBriefRu({ id: 'live' }));
    expect(notes(kit, 'Delivery')).toBe('Общие для участников: доставки видят только те, кто в них участвует (покупатели или курьеры); это проверяется на сервере.');
    expect(notes(kit, 'Bakery')).toBe('Только свои: пекарни видит и меняет только аккаунт, который их создал.');
    expect(endpoint(kit, 'GET /api/deliveries')).toBe('Список доставок, в которых участвует вошедший пользователь, сначала новые, постранично');
    expect(endpoint(kit, 'GET /api/deliveries/:id')).toBe('Доставка с подробностями; 404 для тех, кто в ней не участвует');
  });
});

describe('a game played alone, with nothing else that needs a server', () => {
  const idea = 'A puzzle game for kids where each level asks spelling questions and right answers earn stars.';
  const brief: Brief = {
    language: 'en',
    productName: 'SpellQuest',
    summary: 'SpellQuest is a spelling game for kids: levels of questions, stars for right answers.',
    platforms: ['web'],
    roles: [{ name: 'kid', goals: ['Play the next level'] }],
    entities: [{ name: 'Level', fields: [{ name: 'title', type: 'string' }], relations: [] }],
    features: [
      { id: 'FEAT-001', name: 'Spelling levels', description: 'Kids play levels of spelling questions and earn stars.', priority: 'must', entities: ['Level'], integrations: [], dependsOn: [], capability: { id: 'game' } },
    ],
    integrations: [],
    constraints: [],
    monetisation: 'Free',
    assumptions: [],
    openQuestions: [],
  };

  it('still gets its game loop: the server that checks scores comes with it', () => {
    const kit = kitFor(brief, idea);
    expect(kit.backend.required).toBe(true);
    const titles = kit.tasks.tasks.map((t) => t.title);
    for (const task of capabilityPlan(capabilityContextOf(brief, brief.features[0]!)).tasks) expect(titles).toContain(task.title);
  });
});

describe('the user story of a feature that does more than keep records', () => {
  it('says why the person wants what the capability does, in English and Russian', () => {
    const en = composeKit('Every night the tool compares Shopify orders with the warehouse stock and flags orders that cannot ship.', {});
    const reconcile = en.requirements.features.find((f) => f.capability === 'reconcile')!;
    expect(reconcile.userStory).toMatch(/so that every mismatch with Shopify is caught and resolved before it costs money\.$/);
    // The idea's capitals stay on its names, and a time that opened its sentence reads inside one.
    expect(reconcile.name).toBe('Compare Shopify orders');
    expect(reconcile.howItWorks?.join(' ')).toMatch(/A job runs every night:/);
    const ru = composeKit('Приложение каждую ночь сверяет заказы с Wildberries и выплаты на счёт и показывает расхождения.', {});
    const sverka = ru.requirements.features.find((f) => f.capability === 'reconcile')!;
    expect(sverka.userStory).toMatch(/, чтобы каждое расхождение между источниками находилось и разбиралось/);
  });
});
