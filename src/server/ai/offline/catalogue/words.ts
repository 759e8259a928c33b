import type { CapabilityEntry } from './types';

/**
 * Words the reader must not turn into entities: the product itself, and generic or abstract nouns.
 * Dictionary forms, `|`-separated.
 */
export const productWords = {
  en: 'online school|online store|online shop|job board|landing page|homepage|app|application|platform|marketplace|service|tool|website|site|saas|system|software|product|solution|extension|plugin|add-on|addon|bot|portal|dashboard|game|api|cli|sdk|web|webapp|startup|program|suite|hub|crm|erp|b2b|b2c|blog|helpdesk|help desk|forum|version|mvp|prototype|interface|frontend|backend|widget|utility|engine|assistant|companion|gadget|wearable|manager|tracker|organizer|organiser|planner|builder|generator|timer|stopwatch|calculator|converter|linter|formatter|parser|compiler|bundler|transpiler|debugger|profiler|validator|analyzer|analyser|emulator|simulator|crawler|scraper|network|browser|chrome|firefox|safari|ios|android',
  ru: 'приложение|лендинг|сервис|платформа|маркетплейс|сайт|система|бот|инструмент|программа|игра|портал|расширение|плагин|стартап|решение|продукт|блог|форум|хелпдеск|приложуха|апп|утилита|панель|кабинет|помощник|трекер|планировщик|конструктор|агрегатор|веб|браузер|таймер|калькулятор|гаджет',
};

/**
 * The product words that say nothing of what the product does to the words before them ("app", not
 * "planner": a meal planner plans meals). `|`-separated.
 */
export const genericProductWords = {
  en: 'app|application|platform|site|website|service|tool|software|system|portal|bot|gadget|solution|marketplace',
  ru: 'приложение|сервис|платформа|сайт|бот',
};

export const ignoredNouns = {
  en: 'out|monday|tuesday|wednesday|thursday|friday|saturday|sunday|push|wi-fi|wifi|laptop|computer|desktop|tablet|smartphone|escrow|arrival|ours|yours|theirs|hers|dollar|euro|cent|pound sterling|rouble|ruble|rupee|yen|sync|syncing|synchronisation|synchronization|integration|management|automation|administration|digitisation|digitization|optimisation|optimization|compliance|compliant|regulation|law|card|cards|account|accounts|company|companies|business|businesses|firm|organisation|organization|country|area|region|world|people|person|someone|everyone|anyone|way|time|thing|things|lot|day|week|month|year|hour|minute|morning|afternoon|evening|night|weekend|weekday|tonight|today|tomorrow|spreadsheet|excel|paper|pen|email|phone|need|problem|idea|information|info|data|feature|option|support|help|place|side|kind|type|part of|number|amount|group of|set|list|use|user|users|they|them|you|we|it|one|other|friend|friends|family|life|home|work|job|stuff|detail|details|access|ability|process|quality|experience|ease|way|everything|something|nothing|anything|step|end|start|basis|case|hand|real|live|lots|percent|minutes|hours|days|weeks|months|years|mode|style|view|screen|page|button|click|tap|link|code|codes|online|offline|cloud|internet|in-app|premium|free|pro|small|large|big|local|new|team|staff member|size|manner|sort|variety|range|tech|technology|industry|sector|market|niche|space|landscape|audience|owner of|community|members|status|result|state|progress|history|care|cash|credit card|debit card|bank card|card payment|clone|alternative|copy|version of|money|income stream',
  ru: 'раз|понедельник|вторник|среда|четверг|пятница|суббота|воскресенье|пуш|wi-fi|вайфай|ноутбук|компьютер|планшет|смартфон|эскроу|прибытие|рубль|доллар|евро|копейка|тенге|гривна|учет|управление|автоматизация|ведение|администрирование|контроль|мониторинг|цифровизация|оптимизация|соответствие|закон|аккаунт|компания|фирма|организация|бизнес|страна|регион|мир|люди|человек|способ|время|вещь|день|неделя|месяц|год|час|минута|утро|вечер|ночь|выходные|выходной|будни|сегодня|завтра|таблица|эксель|бумага|потребность|проблема|идея|информация|данные|функция|возможность|поддержка|помощь|место|сторона|вид|тип|номер|количество|использование|пользователь|они|мы|вы|жизнь|работа|деталь|доступ|процесс|качество|опыт|уровень|шаг|конец|начало|основа|случай|рука|режим|стиль|экран|страница|кнопка|ссылка|код|онлайн|облако|интернет|срок|рынок|ниша|отрасль|сфера|аудитория|сообщество|управляющий|весь|свой|каждый|другой|всё|это|том|который|жк|лицо|статус|результат|состояние|наличные|наличный|деньги|интернет-магазин|онлайн-магазин|клон|аналог',
};

/** Capabilities the idea names as nouns: they become features and never entities. */
export const capabilities: readonly CapabilityEntry[] = [
  { key: 'tracking', en: 'tracking|live tracking|monitoring', ru: 'отслеживание|трекинг|мониторинг|контроль', name: { en: 'Live tracking', ru: 'Отслеживание' } },
  { key: 'reminders', en: 'reminder|notification|alert|nudge|remind|notify', ru: 'напоминание|уведомление|оповещение|алерт', name: { en: 'Reminders and notifications', ru: 'Напоминания и уведомления' }, implies: 'Reminder', does: 'notify' },
  { key: 'schedule', en: 'schedule|scheduling|calendar|timetable|availability', ru: 'расписание|календарь|график|планирование', name: { en: 'Schedule', ru: 'Расписание' } },
  { key: 'search', en: 'search|discovery|filter|matching', ru: 'поиск|подбор|фильтр', name: { en: 'Search', ru: 'Поиск' } },
  { key: 'chat', en: 'chat|messaging|in-app chat', ru: 'чат|переписка|мессенджер', name: { en: 'Chat', ru: 'Чат' }, implies: 'Message', does: 'chat' },
  { key: 'analytics', en: 'analytics|statistics|stats|insight|metric', ru: 'аналитика|статистика|метрика', name: { en: 'Analytics', ru: 'Аналитика' }, does: 'analytics' },
  { key: 'dashboard', en: 'dashboard|overview', ru: 'дашборд|сводка', name: { en: 'Dashboard', ru: 'Дашборд' } },
  { key: 'inventory', en: 'inventory|stock|stock level', ru: 'склад|остаток|инвентаризация|учёт запасов', name: { en: 'Inventory', ru: 'Складской учёт' }, implies: 'InventoryItem' },
  { key: 'export', en: 'export|import|csv', ru: 'экспорт|импорт|выгрузка', name: { en: 'Import and export', ru: 'Импорт и экспорт' }, does: 'import-export' },
  { key: 'sharing', en: 'sharing|share', ru: 'шаринг', name: { en: 'Sharing', ru: 'Обмен ссылками' } },
  { key: 'auth', en: 'login|sign-up|signup|sign-in|authentication|registration', ru: 'авторизация|регистрация|вход|аутентификация', name: { en: 'Sign-up and sign-in', ru: 'Регистрация и вход' } },
  { key: 'moderation', en: 'moderation|vetting|verification|background check', ru: 'модерация|верификация|проверка', name: { en: 'Verification', ru: 'Проверка' } },
  { key: 'streaks', en: 'streak|gamification|badge|achievement|xp', ru: 'геймификация|достижение|стрик|бейдж', name: { en: 'Streaks and achievements', ru: 'Достижения' } },
  { key: 'offline', en: 'offline mode|offline access', ru: 'офлайн-режим', name: { en: 'Offline mode', ru: 'Офлайн-режим' }, does: 'offline' },
  { key: 'maintenance', en: 'maintenance|repair|servicing|upkeep', ru: 'обслуживание|ремонт|техобслуживание', name: { en: 'Maintenance', ru: 'Обслуживание и ремонт' } },
  { key: 'approval', en: 'approval|approvals|sign-off', ru: 'согласование|утверждение', name: { en: 'Approvals', ru: 'Согласование' }, does: 'workflow' },
  { key: 'multiplayer', en: 'multiplayer|matchmaking|co-op', ru: 'мультиплеер|матчмейкинг', name: { en: 'Multiplayer', ru: 'Мультиплеер' }, does: 'realtime' },
  { key: 'ai', en: 'recommendation|personalisation|personalization|prediction|forecast', ru: 'рекомендация|персонализация|прогноз|прогнозирование', name: { en: 'Recommendations', ru: 'Рекомендации' } },
];

/** Kinds of product a single word can name ("todo", "crm"): enough to propose a brief. */
export const appTypes = {
  en: 'todo|to-do|crm|erp|blog|forum|wiki|helpdesk|lms|cms|ats|pos|chat|messenger|marketplace|booking|calendar|notes|journal|diary|budget|invoicing|inventory|timesheet|kanban|scheduler|newsletter|portfolio|quiz|survey|poll',
  ru: 'туду|crm|срм|блог|форум|вики|хелпдеск|чат|мессенджер|маркетплейс|бронирование|календарь|заметки|дневник|бюджет|склад|канбан|опрос|викторина|портфолио',
};

/**
 * What people do with software, as verbs in the dictionary form: aimed at a thing ("track my
 * plants", "продавать свечи") one of them says the idea is a product even when it names no app.
 * Russian verbs are listed without "-ся" and in both aspects.
 */
export const useVerbs = {
  en: 'track|log|record|manage|organise|organize|plan|schedule|book|reserve|order|buy|sell|resell|rent|lease|hire|pay|invoice|bill|charge|donate|fund|share|swap|trade|exchange|lend|borrow|find|search|discover|browse|compare|match|list|post|publish|upload|download|store|save|collect|catalogue|catalog|count|calculate|measure|monitor|report|remind|notify|message|chat|ask|answer|vote|rate|review|learn|study|teach|practise|practice|tutor|coach|mentor|guide|train|quiz|test|translate|transcribe|summarise|summarize|edit|design|build|generate|automate|sync|import|export|scan|convert|stream|broadcast|deliver|ship|dispatch|assign|approve|split|budget|sign|subscribe|register|enrol|enroll|apply|recruit|connect|invite|coordinate|volunteer|adopt|foster|bookmark|tag|label|highlight|backup|host|advertise|promote|recommend|suggest|diagnose|prescribe|receive|get|see|view|watch|read|write|note|keep|use',
  ru: 'вести|учитывать|учесть|отслеживать|отследить|записывать|записать|управлять|планировать|запланировать|бронировать|забронировать|заказывать|заказать|покупать|купить|продавать|продать|арендовать|сдавать|снимать|нанимать|нанять|платить|оплачивать|оплатить|делиться|поделиться|обмениваться|обменять|искать|найти|находить|подбирать|подобрать|сравнивать|сравнить|публиковать|опубликовать|размещать|разместить|загружать|загрузить|хранить|сохранять|сохранить|собирать|собрать|считать|посчитать|рассчитывать|рассчитать|напоминать|напомнить|уведомлять|общаться|переписываться|спрашивать|отвечать|голосовать|оценивать|оценить|учить|учиться|изучать|изучить|обучать|тренировать|переводить|перевести|генерировать|автоматизировать|синхронизировать|импортировать|экспортировать|сканировать|доставлять|доставить|назначать|назначить|согласовывать|согласовать|подписываться|подписаться|регистрироваться|откликаться|приглашать|пригласить|координировать|контролировать|проверять|проверить|выставлять|выставить|принимать|принять|выдавать|выдать|продлевать|отмечать|отметить|получать|получить|видеть|смотреть|читать|писать|использовать|пользоваться',
};

/**
 * Words of a scene rather than of a product: the sky, the sea and the weather, the times of day, and
 * the qualities poems give them ("lonely", "golden", "forgotten"). Two of them with no sign of a
 * product make the text a scene ("a quiet song for the lonely lighthouse at dawn").
 */
export const sceneWords = {
  en: 'moon|moonlight|sun|sunset|sunrise|sky|star|sea|ocean|tide|wave|wind|breeze|rain|cloud|mist|fog|storm|thunder|dawn|dusk|twilight|midnight|horizon|hill|meadow|valley|river|forest|dream|soul|heart|shadow|echo|silence|sorrow|tear|whisper|lonely|quiet|silent|gentle|golden|silver|velvet|forgotten|empty|ancient|eternal|sleepy|lazy|softly|gently|silently|dreamy|endless|distant|wander|whisper|weep|sigh|sing|dance|drift|glow|shimmer|fade',
  ru: 'луна|солнце|закат|рассвет|небо|звезда|море|океан|волна|ветер|дождь|облако|туман|гроза|сумерки|полночь|горизонт|холм|луг|долина|река|лес|мечта|душа|сердце|тень|эхо|тишина|печаль|слеза|шёпот|одинокий|тихий|золотой|серебряный|бархатный|забытый|пустой|древний|вечный|сонный|ленивый|тихо|нежно|шептать|плакать|вздыхать|петь|танцевать|мерцать',
};

/** Verbs that frame an idea rather than describe a scene ("I want…", "helps people…", "позволяет"). */
export const framingVerbs = {
  en: 'want|need|like|love|have|be|do|make|let|help|allow|enable|run|work|go|come|give|take|turn|become|try|start|launch|create|can|will|should|would|could',
  ru: 'хотеть|мочь|быть|иметь|помогать|помочь|позволять|позволить|делать|сделать|создать|создавать|запустить|работать|давать|дать|брать|взять|стать|становиться|нужно|надо',
};

/** Products whose users are of a known kind when the idea names none ("a word game" → players). */
export const impliedUsers: ReadonlyArray<{ product: string; entity: string }> = [
  { product: 'game', entity: 'Player' },
  { product: 'игра', entity: 'Player' },
  { product: 'multiplayer', entity: 'Player' },
  { product: 'school', entity: 'Student' },
  { product: 'школа', entity: 'Student' },
  { product: 'shop', entity: 'Customer' },
  { product: 'store', entity: 'Customer' },
  { product: 'магазин', entity: 'Customer' },
];

/**
 * Nouns that name a collection or a product type rather than the thing kept in it ("a fleet" is
 * vehicles, "a CRM" keeps contacts): the entity is named after what is kept.
 */
export const impliedNames: ReadonlyMap<string, string> = new Map([
  ['fleet', 'Vehicle'],
  ['crm', 'Contact'],
  ['todo', 'Task'],
  ['to-do', 'Task'],
  ['inventory', 'InventoryItem'],
  ['stock', 'StockItem'],
  ['staff', 'Employee'],
  ['workforce', 'Employee'],
  ['wardrobe', 'ClothingItem'],
  ['portfolio', 'Project'],
]);

/** What a sum of money is paid for: a payment belongs to one of these when the idea has it. */
export const payable: ReadonlySet<string> = new Set(
  'Order|Booking|Reservation|Appointment|Subscription|Invoice|Bill|Purchase|Ticket|Lesson|Session|Membership|Lease|Rent|Trip|Ride|Delivery|Shipment|Course|Enrollment|Enrolment|Visit|Stay|Rental|Contract|Job|WorkOrder|Class|Event|Consultation|Fine|Loan'.split('|'),
);

/**
 * Set phrases whose nouns name no thing ("stored in line with HIPAA", "keep staff in touch with
 * clients"): their words never become entities. Keyword syntax of lexicon.ts.
 */
export const idioms: readonly string[] = [
  'in line with', 'in touch with', 'on top of', 'in charge of', 'in terms of', 'on behalf of', 'in favour of', 'in favor of', 'in case of',
  'in front of', 'by means of', 'in addition to', 'in order to', 'in spite of', 'in place of', 'in the loop', 'in sync', 'on track',
  'up to date', 'up-to-date', 'on time', 'at a glance', 'at scale', 'on the fly', 'on demand', 'on-demand', 'in real time', 'in real-time',
  'at the end of', 'at the same time', 'peace of mind', 'keep track of', 'make sense of', 'take care of', 'from scratch', 'by hand',
  'in advance', 'ahead of time', 'in bulk', 'on a budget', 'word of mouth', 'point of view', 'state of the art', 'state-of-the-art',
  'in a row', 'at a time', 'in one place', 'all in one', 'all-in-one', 'end to end', 'end-to-end', 'in the long run', 'on the side',
  '~в\\s+соответствии\\s+с', '~в\\s+течение', '~в\\s+том\\s+числе', '~в\\s+случае', '~по\\s+мере', '~в\\s+реальном\\s+времени',
  '~в\\s+режиме\\s+реального\\s+времени', '~в\\s+курсе', '~на\\s+связи', '~в\\s+рамках', '~с\\s+точки\\s+зрения', '~в\\s+зависимости\\s+от',
  '~в\\s+качестве', '~в\\s+одном\\s+месте',
];

/**
 * File formats: how a document is stored or exchanged ("invoices in PDF", "exports to CSV"), never
 * an entity. An image format names a photo, any other a document, when the idea uses it alone
 * as the thing ("upload PDFs").
 */
export const fileFormats: ReadonlyArray<{ names: string; noun: 'Document' | 'Photo' }> = [
  { names: 'excel|pdf|docx|doc|odt|rtf|txt|md|markdown|html|epub|json|csv|tsv|xml|yaml|yml|xlsx|xls|ods|pptx|ics|vcf|gpx|kml|geojson|ofx|qif|zip|mp3|wav|mp4|mov', noun: 'Document' },
  { names: 'png|jpg|jpeg|gif|svg|webp|heic|tiff|raw', noun: 'Photo' },
];

/** Verbs that plan people's time: with people as their object ("schedule crews", "roster nurses") the product keeps shifts. */
export const peopleScheduling = { verbs: 'schedule|plan|roster|rota|dispatch|staff', implies: 'Shift' };

/**
 * Verbs with a particle that name a record ("the front desk checks members in", "staff clock in"):
 * the verb is no noun ("checks"), and the action keeps the record.
 */
export const phrasalVerbs: ReadonlyArray<{ verb: string; particle: string; noun: string; label: string }> = [
  { verb: 'check', particle: 'in', noun: 'CheckIn', label: 'check-in' },
  { verb: 'clock', particle: 'in', noun: 'TimeEntry', label: 'time entry' },
];

/**
 * A verb and a noun that together are one verb ("kids take part in challenges", "make sure"): the
 * noun names no thing, and the phrase stays whole (it is the verb of what follows).
 */
export const lightVerbNouns: RegExp =
  /\b(?:take|takes|took|taking|taken)\s+(part|place|turns|care|notice)\b|\b(?:make|makes|made|making)\s+(sure|use|progress)\b|\b(?:pay|pays|paid|paying)\s+(attention)\b/gi;

/** People a business serves: in its own internal tool they are records its staff keep, not users who sign up. */
export const servedPeople: ReadonlySet<string> = new Set(
  'Customer|Client|Patient|Resident|Fan|Traveller|Parent|Child|Student|Member|Donor|Owner|Guest|Tenant|Subscriber'.split('|'),
);

/** What a booking is of: a booking belongs to the trip, room or class the idea offers, then to who books it. */
export const bookable: ReadonlySet<string> = new Set(
  'Route|Trip|Ride|Room|Class|Lesson|Session|Event|Tour|Slot|Court|Desk|Table|Vehicle|Boat|Property|Listing|Space|Venue|Course|Stay|Rental|Studio'.split('|'),
);
