import { z } from 'zod';
import { singleLineString } from './schemas/text';

/**
 * What a feature does beyond keeping records (ADR 0041). Every brief feature has one capability;
 * one catalogue (src/server/capabilities) says, per capability, the data it adds, its interface,
 * the choices per platform, its tasks, criteria, QA checks, risks and the founder's questions, and
 * the reader, the composer, the AI engine's prompts and the kit check all read it. This module holds
 * only what the browser needs too: the ids, their names and the brief's shape of a capability.
 */
export const capabilityIds = [
  'records',
  'directory',
  'booking',
  'checkout',
  'payouts',
  'billing',
  'live',
  'realtime',
  'chat',
  'notify',
  'sync',
  'reconcile',
  'advice',
  'ai-draft',
  'content-qa',
  'device',
  'media',
  'maps',
  'analytics',
  'public-api',
  'bot',
  'game',
  'lessons',
  'workflow',
  'publishing',
  'import-export',
  'offline',
] as const;
export type CapabilityId = (typeof capabilityIds)[number];
export const capabilityId = z.enum(capabilityIds);

export const isCapabilityId = (value: unknown): value is CapabilityId =>
  typeof value === 'string' && (capabilityIds as readonly string[]).includes(value);

/** How each capability is named to a founder: a short name and how the feature works, in a few words. */
export const capabilityNames: Record<CapabilityId, { en: string; ru: string; howEn: string; howRu: string }> = {
  records: { en: 'Own records', ru: 'Свои записи', howEn: 'people add and edit their own records', howRu: 'люди добавляют и правят свои записи' },
  directory: { en: 'Directory with search', ru: 'Каталог с поиском', howEn: 'a shared or public list people search and filter', howRu: 'общий или публичный список с поиском и фильтрами' },
  booking: { en: 'Booking and availability', ru: 'Бронирование и расписание', howEn: 'people book free slots; double bookings are impossible', howRu: 'люди бронируют свободное время без двойных броней' },
  checkout: { en: 'Checkout', ru: 'Оплата заказа', howEn: 'people pay once by card and get a receipt', howRu: 'люди платят картой один раз и получают чек' },
  payouts: { en: 'Payouts and commission', ru: 'Выплаты и комиссия', howEn: 'customers pay, the platform keeps a commission and pays the providers out', howRu: 'клиенты платят, платформа берёт комиссию и выплачивает исполнителям' },
  billing: { en: 'Subscriptions and usage billing', ru: 'Подписки и оплата за использование', howEn: 'people pay monthly or for what they use', howRu: 'люди платят помесячно или за использование' },
  live: { en: 'Live location or data stream', ru: 'Живая геопозиция или поток данных', howEn: 'a device sends points or readings and others watch them live', howRu: 'устройство шлёт точки или показания, другие видят их вживую' },
  realtime: { en: 'Real-time multiplayer or collaboration', ru: 'Совместная работа или игра в реальном времени', howEn: 'several people act on the same thing at once and see each other', howRu: 'несколько человек одновременно работают с одним и видят друг друга' },
  chat: { en: 'Chat', ru: 'Чат', howEn: 'people send each other messages', howRu: 'люди переписываются друг с другом' },
  notify: { en: 'Notifications and reminders', ru: 'Уведомления и напоминания', howEn: 'the product sends reminders by email, SMS, push or a messenger', howRu: 'продукт шлёт напоминания по почте, SMS, push или в мессенджер' },
  sync: { en: 'Scheduled import or sync', ru: 'Импорт или синхронизация по расписанию', howEn: 'data is pulled from outside services on a schedule', howRu: 'данные забираются из внешних сервисов по расписанию' },
  reconcile: { en: 'Reconciliation', ru: 'Сверка', howEn: 'two sources are compared, mismatches flagged and resolved', howRu: 'два источника сверяются, расхождения отмечаются и разбираются' },
  advice: { en: 'Computed advice or rules', ru: 'Расчёт советов по правилам', howEn: 'advice is computed from inputs by rules', howRu: 'советы рассчитываются из входных данных по правилам' },
  'ai-draft': { en: 'AI generation with review', ru: 'Генерация ИИ с проверкой', howEn: 'an AI model writes a draft a person reviews', howRu: 'модель ИИ пишет черновик, человек его проверяет' },
  'content-qa': { en: 'Summaries and answers over content', ru: 'Сводки и ответы по материалам', howEn: 'content is summarised and questions about it are answered', howRu: 'материалы кратко пересказываются, на вопросы по ним отвечает ИИ' },
  device: { en: 'Device pairing and readings', ru: 'Подключение устройств и показания', howEn: 'a device is paired and its readings arrive', howRu: 'устройство подключается и присылает показания' },
  media: { en: 'Media upload and processing', ru: 'Загрузка и обработка медиа', howEn: 'people upload photos, audio, video or documents that are processed', howRu: 'люди загружают фото, аудио, видео или документы, которые обрабатываются' },
  maps: { en: 'Maps and places', ru: 'Карты и места', howEn: 'places are shown and searched on a map', howRu: 'места показываются и ищутся на карте' },
  analytics: { en: 'Reports and analytics', ru: 'Отчёты и аналитика', howEn: 'figures and charts are computed from the records', howRu: 'цифры и графики считаются по записям' },
  'public-api': { en: 'Public API with keys', ru: 'Публичный API с ключами', howEn: 'programs call an API with keys, limits and metering', howRu: 'программы обращаются к API с ключами, лимитами и учётом' },
  bot: { en: 'A bot as the interface', ru: 'Бот как интерфейс', howEn: 'people use the product through a messenger bot', howRu: 'люди пользуются продуктом через бота в мессенджере' },
  game: { en: 'Game loop', ru: 'Игровой цикл', howEn: 'levels, scoring and progression', howRu: 'уровни, очки и прогресс' },
  lessons: { en: 'Lessons and progress', ru: 'Уроки и прогресс', howEn: 'people take lessons and their progress is kept', howRu: 'люди проходят уроки, прогресс сохраняется' },
  workflow: { en: 'Approvals and workflow', ru: 'Согласования и статусы', howEn: 'items move through states and someone approves them', howRu: 'записи проходят статусы, кто-то их согласует' },
  publishing: { en: 'Publishing and moderation', ru: 'Публикация и модерация', howEn: 'people publish and a moderator reviews', howRu: 'люди публикуют, модератор проверяет' },
  'import-export': { en: 'Import and export', ru: 'Импорт и экспорт', howEn: 'records come in and go out as files', howRu: 'записи загружаются и выгружаются файлами' },
  offline: { en: 'Offline-first sync', ru: 'Работа без сети', howEn: 'it works without a connection and syncs later', howRu: 'работает без сети и синхронизируется позже' },
};

/**
 * How much each capability says what a product is about, most first: live tracking or a
 * reconciliation is what a product is for; bookings, payouts and chat are how it serves; records,
 * checkout, reminders, reports and exports come with almost any product. The headline feature is the
 * must feature carrying the first of these.
 */
export const capabilitiesBySpecificity: readonly CapabilityId[] = [
  'live', 'reconcile', 'content-qa', 'device', 'game', 'realtime', 'advice', 'ai-draft', 'sync', 'bot', 'public-api',
  'booking', 'payouts', 'chat', 'maps', 'lessons', 'workflow', 'publishing', 'media',
  'directory', 'billing', 'checkout', 'notify', 'analytics', 'import-export', 'offline',
  'records',
];

/** How specific a capability is: 0 for the most specific, `records` last. */
export const specificityOf = (id: CapabilityId): number => capabilitiesBySpecificity.indexOf(id);

/** The feature the idea is about: of the must features (else all), the one whose capability says most. */
export function headlineFeature<F extends { priority: string; capability?: { id: CapabilityId } }>(
  features: readonly F[],
): F | undefined {
  const musts = features.filter((f) => f.priority === 'must');
  let best: F | undefined;
  for (const feature of musts.length > 0 ? musts : features) {
    const rank = specificityOf(feature.capability?.id ?? 'records');
    if (!best || rank < specificityOf(best.capability?.id ?? 'records')) best = feature;
  }
  return best;
}

/** A capability's name in a language. */
export const capabilityName = (id: CapabilityId, language: 'en' | 'ru') => capabilityNames[id][language];

const param = (description: string) => singleLineString().trim().min(1).max(80).describe(description);

/**
 * A feature's capability in the brief, with what the catalogue's texts need to be specific: which
 * outside sources it reads, which channel it speaks on, when it runs and who reviews.
 */
export const briefCapability = z.object({
  id: capabilityId.describe('What the feature does beyond keeping records (records when it only keeps records)'),
  sources: z.array(param('An outside service or input, e.g. "Shopify" or "soil sensor"')).max(5).optional(),
  channel: param('Where it speaks, e.g. "push", "email", "SMS", "Telegram", "WebSocket"').optional(),
  schedule: param('When it runs, e.g. "nightly" or "every 5 minutes"').optional(),
  reviewer: param('The role that reviews or approves, e.g. "teacher"').optional(),
});
export type BriefCapability = z.infer<typeof briefCapability>;

/** The capability of a feature stored before capabilities existed. */
export const ownRecords: BriefCapability = { id: 'records' };
