import type { Brief } from '../../../../shared/schemas/brief';

/**
 * Confirmed briefs for tests and benchmarks, with the ideas they were proposed from: one in English
 * and one in Russian (identifiers ASCII, labels and texts in Russian). Each has a feature that
 * depends on one of lower priority, so a plan that orders by priority alone gets them wrong.
 */

export const dentalIdea =
  'A dental clinic app with patient records compliant with HIPAA, appointment booking, insurance claims and SMS reminders';

export const dentalBrief: Brief = {
  language: 'en',
  productName: 'SmileDesk',
  summary:
    'SmileDesk helps small dental clinics keep their records and book visits in one place, with SMS reminders that cut no-shows.',
  platforms: ['web'],
  roles: [
    { name: 'Receptionist', goals: ['Book appointments in seconds', 'Keep patient details up to date'] },
    { name: 'Dentist', goals: ['See the day’s appointments at a glance'] },
    { name: 'Clinic owner', goals: ['Get insurance paid on time'] },
  ],
  entities: [
    {
      name: 'Patient',
      label: 'patient',
      fields: [
        { name: 'fullName', type: 'string' },
        { name: 'dateOfBirth', type: 'date' },
        { name: 'phone', type: 'phone' },
        { name: 'email', type: 'email' },
        { name: 'insuranceNumber', type: 'string' },
      ],
      relations: [
        { kind: 'hasMany', entity: 'Appointment' },
        { kind: 'hasMany', entity: 'Claim' },
      ],
    },
    {
      name: 'Appointment',
      fields: [
        { name: 'startsAt', type: 'datetime' },
        { name: 'durationMinutes', type: 'integer' },
        { name: 'treatment', type: 'string' },
        { name: 'status', type: 'enum' },
        { name: 'notes', type: 'text' },
      ],
      relations: [
        { kind: 'belongsTo', entity: 'Patient' },
        { kind: 'belongsTo', entity: 'Dentist' },
      ],
    },
    {
      name: 'Dentist',
      fields: [
        { name: 'fullName', type: 'string' },
        { name: 'specialty', type: 'string' },
        { name: 'email', type: 'email' },
      ],
      relations: [{ kind: 'hasMany', entity: 'Appointment' }],
    },
    {
      name: 'Claim',
      label: 'insurance claim',
      fields: [
        { name: 'amount', type: 'money' },
        { name: 'insurer', type: 'string' },
        { name: 'status', type: 'enum' },
        { name: 'submittedOn', type: 'date' },
      ],
      relations: [
        { kind: 'belongsTo', entity: 'Patient' },
        { kind: 'belongsTo', entity: 'Appointment' },
      ],
    },
  ],
  features: [
    {
      id: 'FEAT-001',
      name: 'Patient records',
      description: 'Receptionists add patients and keep their contact and insurance details with their visit history.',
      priority: 'must',
      entities: ['Patient'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-002',
      name: 'Book appointments',
      description: 'Receptionists book, move and cancel appointments in each dentist’s calendar.',
      priority: 'must',
      entities: ['Appointment', 'Patient', 'Dentist'],
      integrations: [],
      dependsOn: ['FEAT-001', 'FEAT-005'],
    },
    {
      id: 'FEAT-003',
      name: 'SMS reminders',
      description:
        'A reminder goes out by text message the day before each appointment; a reply confirms or cancels it.',
      priority: 'must',
      entities: ['Appointment'],
      integrations: ['SMS'],
      dependsOn: ['FEAT-002'],
    },
    {
      id: 'FEAT-004',
      name: 'Insurance claims',
      description: 'The clinic owner files a claim for a finished appointment and follows its status until it is paid.',
      priority: 'should',
      entities: ['Claim', 'Patient', 'Appointment'],
      integrations: [],
      dependsOn: ['FEAT-002'],
    },
    {
      id: 'FEAT-005',
      name: 'Dentist schedules',
      description: 'Each dentist’s working hours and days off, which decide when appointments can be booked.',
      priority: 'should',
      entities: ['Dentist'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-006',
      name: 'Daily overview',
      description: 'Dentists open the day’s appointments with the treatment planned for each.',
      priority: 'could',
      entities: ['Appointment'],
      integrations: [],
      dependsOn: ['FEAT-002'],
    },
  ],
  integrations: [{ name: 'SMS', purpose: 'Send appointment reminders and read the replies' }],
  constraints: [
    {
      kind: 'compliance',
      name: 'HIPAA',
      text: 'Patient health information is encrypted at rest and in transit, every access is logged, and every vendor signs a BAA.',
    },
  ],
  monetisation: 'A monthly subscription per clinic: $49 for up to three dentists.',
  assumptions: ['Each clinic has at most ten dentists'],
  openQuestions: ['Do clinics need to take payments at the desk?'],
};

export const tutorIdea =
  'Сервис для частных преподавателей: расписание уроков, домашние задания, напоминания ученикам в Telegram';

export const tutorBrief: Brief = {
  language: 'ru',
  productName: 'УчуЛегко',
  summary: 'УчуЛегко помогает репетиторам вести расписание уроков и домашние задания, а ученикам — не забывать о них.',
  platforms: ['ios', 'android'],
  roles: [
    { name: 'Репетитор', goals: ['Вести расписание уроков', 'Проверять домашние задания'] },
    { name: 'Ученик', goals: ['Записываться на уроки', 'Сдавать домашние задания вовремя'] },
  ],
  entities: [
    {
      name: 'Student',
      label: 'ученик',
      fields: [
        { name: 'fullName', type: 'string' },
        { name: 'telegramHandle', type: 'string' },
        { name: 'grade', type: 'integer' },
      ],
      relations: [{ kind: 'hasMany', entity: 'Lesson' }],
    },
    {
      name: 'Lesson',
      label: 'урок',
      fields: [
        { name: 'startsAt', type: 'datetime' },
        { name: 'topic', type: 'string' },
        { name: 'price', type: 'money' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Student' }],
    },
    {
      name: 'Homework',
      label: 'домашнее задание',
      fields: [
        { name: 'task', type: 'text' },
        { name: 'dueDate', type: 'date' },
        { name: 'done', type: 'boolean' },
        { name: 'attachment', type: 'file' },
      ],
      relations: [{ kind: 'belongsTo', entity: 'Lesson' }],
    },
  ],
  features: [
    {
      id: 'FEAT-001',
      name: 'Расписание уроков',
      description: 'Репетитор ставит уроки в расписание, переносит и отменяет их.',
      priority: 'must',
      entities: ['Lesson', 'Student'],
      integrations: [],
      dependsOn: [],
    },
    {
      id: 'FEAT-002',
      name: 'Домашние задания',
      description: 'Репетитор задаёт домашнее задание к уроку, ученик сдаёт его с файлом.',
      priority: 'must',
      entities: ['Homework', 'Lesson'],
      integrations: [],
      dependsOn: ['FEAT-001', 'FEAT-004'],
    },
    {
      id: 'FEAT-003',
      name: 'Напоминания в Telegram',
      description: 'Ученик получает в Telegram напоминание за час до урока и за день до срока задания.',
      priority: 'should',
      entities: ['Lesson', 'Homework'],
      integrations: ['Telegram'],
      dependsOn: ['FEAT-001', 'FEAT-002'],
    },
    {
      id: 'FEAT-004',
      name: 'Карточки учеников',
      description: 'Репетитор ведёт карточку каждого ученика: класс, контакт в Telegram, история уроков.',
      priority: 'could',
      entities: ['Student'],
      integrations: [],
      dependsOn: [],
    },
  ],
  integrations: [{ name: 'Telegram', purpose: 'Напоминания об уроках и домашних заданиях' }],
  constraints: [
    {
      kind: 'privacy',
      name: '152-ФЗ',
      text: 'Персональные данные учеников из России хранятся на серверах в России.',
    },
  ],
  monetisation: 'Подписка для репетитора: 490 ₽ в месяц.',
  assumptions: ['Ученики пользуются Telegram'],
  openQuestions: ['Нужна ли оплата уроков внутри приложения?'],
};
