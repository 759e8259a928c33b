/**
 * Three kits and thirty questions about them in a founder's words, each with the sections that
 * answer it (document and heading, chosen by reading the kit, not taken from the question): the
 * citation recall of `npm run bench -- qa` and the ranking tests of kit-search.test.ts.
 */
import { composeKit } from '../../src/server/ai/offline/offline-model';
import { readIdea } from '../../src/server/ai/offline/reader';
import { renderDocument } from '../../src/server/kit/render';
import type { KitLanguage } from '../../src/server/kit/kit-text';
import type { KitDocumentText } from '../../src/server/modules/questions/kit-search';
import { documentSteps, type DocumentKind } from '../../src/shared/schemas/kit';

export interface QaKit {
  name: string;
  idea: string;
}

export const qaKits = {
  yoga: {
    name: 'yoga studio',
    idea: 'A booking app called StretchHub for a yoga studio: members buy class passes and book classes, instructors publish their schedules and get monthly payouts for the classes they teach, and the studio owner sees attendance and revenue.',
  },
  football: {
    name: 'football school (ru)',
    idea: 'Приложение для детской футбольной школы: родители записывают детей на тренировки и оплачивают абонементы онлайн, тренеры отмечают посещаемость и получают выплаты за проведённые тренировки, а директор видит расписание и долги по оплате.',
  },
  bakery: {
    name: 'bakery inventory',
    idea: 'An internal inventory tool for a small bakery chain: managers record flour, butter and sugar stock in each shop, get low-stock alerts, place supplier orders and see waste reports every week.',
  },
} satisfies Record<string, QaKit>;

export type QaKitName = keyof typeof qaKits;

/** A kit's ten documents as the offline engine writes them, in the kit's language. */
export function qaKitDocuments(kit: QaKitName): { language: KitLanguage; documents: KitDocumentText[] } {
  const { idea } = qaKits[kit];
  const read = readIdea(idea);
  const brief = read.kind === 'brief' ? read.brief : undefined;
  const language = brief?.language ?? 'en';
  const outputs = composeKit(idea, {}, 1, brief);
  return { language, documents: documentSteps.map((kind) => ({ kind, ...renderDocument(kind, outputs, language) })) };
}

export interface QaCase {
  kit: QaKitName;
  question: string;
  /** The sections that answer it: any one among the top three citations counts. */
  answers: ReadonlyArray<{ kind: DocumentKind; heading: string }>;
}

export const qaCases: QaCase[] = [
  // A yoga studio whose instructors are paid out (the kit mentions payouts some seventy times).
  {
    kit: 'yoga',
    question: 'How are instructor payouts handled?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-013' },
      { kind: 'frontend', heading: 'Earnings and payouts' },
      { kind: 'app_flow', heading: 'Earnings and payouts' },
      { kind: 'backend', heading: 'ConnectedAccount' },
      { kind: 'backend', heading: 'BookClassTransfer' },
      { kind: 'quality', heading: 'QA-026' },
      { kind: 'quality', heading: 'QA-027' },
      { kind: 'quality', heading: 'QA-028' },
      { kind: 'quality', heading: 'QA-029' },
    ],
  },
  {
    kit: 'yoga',
    question: 'Can members cancel a class they booked?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-006' },
      { kind: 'backend', heading: 'BookClassChange' },
      { kind: 'backend', heading: 'Jobs' },
    ],
  },
  {
    kit: 'yoga',
    question: 'How do members pay for their class passes?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-005' },
      { kind: 'backend', heading: 'ClassPassPayment' },
      { kind: 'frontend', heading: 'Checkout' },
      { kind: 'app_flow', heading: 'Checkout' },
      { kind: 'quality', heading: 'QA-009' },
      { kind: 'quality', heading: 'QA-010' },
      { kind: 'quality', heading: 'QA-011' },
      { kind: 'quality', heading: 'QA-012' },
    ],
  },
  {
    kit: 'yoga',
    question: 'What stops two people from booking the same spot at the same time?',
    answers: [
      { kind: 'quality', heading: 'QA-013' },
      { kind: 'requirements', heading: 'FEAT-006' },
      { kind: 'implementation', heading: 'Risks' },
    ],
  },
  {
    kit: 'yoga',
    question: 'Where do instructors set the hours they are available?',
    answers: [
      { kind: 'frontend', heading: 'My hours' },
      { kind: 'app_flow', heading: 'My hours' },
      { kind: 'backend', heading: 'AvailabilityRule' },
      { kind: 'backend', heading: 'AvailabilityException' },
    ],
  },
  {
    kit: 'yoga',
    question: 'How will the studio owner keep an eye on attendance?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-009' },
      { kind: 'frontend', heading: 'Attendances' },
      { kind: 'app_flow', heading: 'Attendances' },
      { kind: 'backend', heading: 'Attendance' },
      { kind: 'quality', heading: 'QA-020' },
      { kind: 'quality', heading: 'QA-021' },
    ],
  },
  {
    kit: 'yoga',
    question: 'Which payment provider are we going with?',
    answers: [
      { kind: 'tech_stack', heading: 'Integrations' },
      { kind: 'tech_stack', heading: 'Stack' },
      { kind: 'requirements', heading: 'FEAT-010' },
    ],
  },
  {
    kit: 'yoga',
    question: 'How many hours will the first version take to build?',
    answers: [
      { kind: 'implementation', heading: 'Estimate' },
      { kind: 'implementation', heading: 'Phases' },
    ],
  },
  { kit: 'yoga', question: 'What are the biggest risks?', answers: [{ kind: 'implementation', heading: 'Risks' }] },
  {
    kit: 'yoga',
    question: 'What happens if a member disputes a card payment?',
    answers: [
      { kind: 'backend', heading: 'PaymentDispute' },
      { kind: 'frontend', heading: 'Payments and disputes' },
      { kind: 'app_flow', heading: 'Payments and disputes' },
    ],
  },

  // A children's football school, in Russian.
  {
    kit: 'football',
    question: 'Как тренеры получают деньги за проведённые тренировки?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-009' },
      { kind: 'backend', heading: 'Payout' },
      { kind: 'backend', heading: 'PayoutTransfer' },
      { kind: 'backend', heading: 'ConnectedAccount' },
      { kind: 'frontend', heading: 'Заработок и выплаты' },
      { kind: 'app_flow', heading: 'Заработок и выплаты' },
      { kind: 'frontend', heading: 'Карточка выплаты' },
      { kind: 'app_flow', heading: 'Карточка выплаты' },
    ],
  },
  {
    kit: 'football',
    question: 'Как родитель записывает ребёнка на тренировку?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-006' },
      { kind: 'frontend', heading: 'Выбор времени' },
      { kind: 'app_flow', heading: 'Выбор времени' },
      { kind: 'backend', heading: 'Workout' },
    ],
  },
  {
    kit: 'football',
    question: 'Как родители платят за абонемент?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-008' },
      { kind: 'backend', heading: 'Membership' },
      { kind: 'backend', heading: 'Payment' },
      { kind: 'frontend', heading: 'Оформление оплаты' },
      { kind: 'app_flow', heading: 'Оформление оплаты' },
      { kind: 'frontend', heading: 'Карточка абонемента' },
      { kind: 'app_flow', heading: 'Карточка абонемента' },
    ],
  },
  {
    kit: 'football',
    question: 'Как директор узнаёт о долгах родителей?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-010' },
      { kind: 'backend', heading: 'Debt' },
      { kind: 'quality', heading: 'QA-024' },
      { kind: 'quality', heading: 'QA-025' },
    ],
  },
  {
    kit: 'football',
    question: 'Как тренер отмечает, кто пришёл на тренировку?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-007' },
      { kind: 'backend', heading: 'Attendance' },
      { kind: 'frontend', heading: 'Список посещаемостей' },
      { kind: 'app_flow', heading: 'Список посещаемостей' },
      { kind: 'quality', heading: 'QA-014' },
      { kind: 'quality', heading: 'QA-015' },
    ],
  },
  { kit: 'football', question: 'На каком стеке мы делаем приложение?', answers: [{ kind: 'tech_stack', heading: 'Стек' }] },
  {
    kit: 'football',
    question: 'Сколько часов уйдёт на первую версию?',
    answers: [
      { kind: 'implementation', heading: 'Оценка' },
      { kind: 'implementation', heading: 'Этапы' },
    ],
  },
  { kit: 'football', question: 'Какие главные риски у проекта?', answers: [{ kind: 'implementation', heading: 'Риски' }] },
  {
    kit: 'football',
    question: 'Какие данные о детях мы храним?',
    answers: [
      { kind: 'backend', heading: 'Child' },
      { kind: 'requirements', heading: 'FEAT-003' },
      { kind: 'requirements', heading: 'Ребёнок' },
    ],
  },
  {
    kit: 'football',
    question: 'Что мы не будем делать в первой версии?',
    answers: [{ kind: 'requirements', heading: 'Не входит в первую версию' }],
  },

  // A bakery chain's internal stock tool.
  {
    kit: 'bakery',
    question: 'How do the low-stock alerts work?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-009' },
      { kind: 'backend', heading: 'Alert' },
      { kind: 'backend', heading: 'Jobs' },
      { kind: 'frontend', heading: 'Alert' },
      { kind: 'app_flow', heading: 'Alert' },
    ],
  },
  {
    kit: 'bakery',
    question: 'How does a manager order more flour from a supplier?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-010' },
      { kind: 'backend', heading: 'Order' },
      { kind: 'frontend', heading: 'Orders' },
      { kind: 'app_flow', heading: 'Orders' },
      { kind: 'frontend', heading: 'Order details' },
      { kind: 'app_flow', heading: 'Order details' },
    ],
  },
  {
    kit: 'bakery',
    question: "What's in the weekly waste report?",
    answers: [
      { kind: 'requirements', heading: 'FEAT-011' },
      { kind: 'backend', heading: 'WasteReport' },
      { kind: 'frontend', heading: 'Waste report' },
      { kind: 'app_flow', heading: 'Waste report' },
    ],
  },
  {
    kit: 'bakery',
    question: 'Where do we write down how much flour each shop has left?',
    answers: [
      { kind: 'requirements', heading: 'FEAT-007' },
      { kind: 'backend', heading: 'Flour' },
      { kind: 'frontend', heading: 'Flour' },
      { kind: 'app_flow', heading: 'Flour' },
      { kind: 'backend', heading: 'InventoryItem' },
    ],
  },
  {
    kit: 'bakery',
    question: 'Can a manager turn off the email notifications?',
    answers: [
      { kind: 'frontend', heading: 'Notification settings' },
      { kind: 'app_flow', heading: 'Notification settings' },
      { kind: 'backend', heading: 'NotificationPreference' },
      { kind: 'requirements', heading: 'FEAT-009' },
    ],
  },
  { kit: 'bakery', question: 'Where will the app be hosted?', answers: [{ kind: 'tech_stack', heading: 'Hosting' }] },
  {
    kit: 'bakery',
    question: 'How do people log in?',
    answers: [
      { kind: 'backend', heading: 'Authentication' },
      { kind: 'frontend', heading: 'Sign in' },
      { kind: 'app_flow', heading: 'Sign in' },
    ],
  },
  {
    kit: 'bakery',
    question: 'What is left out of the first version?',
    answers: [{ kind: 'requirements', heading: 'Non-goals' }],
  },
  {
    kit: 'bakery',
    question: 'How do we measure whether the product is a success?',
    answers: [
      { kind: 'requirements', heading: 'Success metrics' },
      { kind: 'what_next', heading: 'Measure from day one' },
    ],
  },
  {
    kit: 'bakery',
    question: 'Who are the target users?',
    answers: [
      { kind: 'overview', heading: 'Audience' },
      { kind: 'requirements', heading: 'Manager' },
      { kind: 'requirements', heading: 'Supplier' },
    ],
  },
];

/** Whether `section` is one of the sections that answer `qaCase` (a heading named whole or by its beginning). */
export function answersCase(qaCase: QaCase, section: { kind: DocumentKind; heading: string }): boolean {
  return qaCase.answers.some((answer) => answer.kind === section.kind && (section.heading === answer.heading || section.heading.startsWith(`${answer.heading} `)));
}
