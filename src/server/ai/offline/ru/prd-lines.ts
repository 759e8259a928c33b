import type { ArchetypeId } from '../catalogue/archetypes';
import type { Kind, Picks, PrdPhrases } from '../model/prd-lines';
import type { CompositionModel, ModelEntity, ModelFeature } from '../model/types';
import { agree, capitalise, inflect, joinAnd, quote, type Case } from './grammar';
import { asAction, entityIn, mainRole, roleWord, rolesIn } from './words';

/** The words the Russian PRD lines are made of, each able to take the case its sentence needs. */
interface Words {
  product: string;
  users: (c?: Case) => string;
  user: (c?: Case) => string;
  firstRole: (c?: Case) => string;
  creator: (c?: Case) => string;
  provider: (c?: Case) => string;
  primary: (c?: Case) => string;
  primaries: (c?: Case) => string;
  deal: (c?: Case) => string;
  deals: (c?: Case) => string;
  /** What the first feature lets people do, after "можно" or a modal verb. */
  firstGoal: string;
  firstName: string;
  secondName: string;
}

/** A record in a case: its founder's word, else "запись". */
const recordIn = (e: ModelEntity | undefined, c: Case, number: 'sing' | 'plur') =>
  e ? entityIn(e, c, number) : inflect('запись', c, number);

/** A feature as an action ("бронировать урок"), else using it by name. */
export const featureAction = (f: ModelFeature) => asAction(f.name) ?? `пользоваться функцией ${quote(f.name)}`;

function wordsOf(b: CompositionModel, p: Picks): Words {
  const main = mainRole(b);
  const person = (role: string) => (c: Case = 'nomn') => inflect(roleWord(role), c);
  return {
    product: b.productName,
    users: (c = 'nomn') => rolesIn(main, c),
    user: person(main),
    firstRole: person(p.first.role),
    creator: person(p.creator),
    provider: person(b.provider ?? main),
    primary: (c = 'nomn') => recordIn(p.record, c, 'sing'),
    primaries: (c = 'nomn') => recordIn(p.record, c, 'plur'),
    deal: (c = 'nomn') => recordIn(p.deal ?? p.record, c, 'sing'),
    deals: (c = 'nomn') => recordIn(p.deal ?? p.record, c, 'plur'),
    firstGoal: featureAction(p.first),
    firstName: quote(p.first.name),
    secondName: quote(p.second.name),
  };
}

type Lines = (w: Words) => string[];

const goalsByKind: Record<Kind, Lines> = {
  developer: (w) => [
    `Первый полезный результат от ${w.product} в течение пяти минут после установки, без настройки`,
    `Половина ${w.users('gent')}, попробовавших продукт, снова ${w.firstGoal.startsWith('пользоваться') ? 'пользуются им' : 'возвращаются к нему'} на второй неделе`,
  ],
  game: (w) => [
    `Удержание на 7-й день — 20% среди ${w.users('gent')}, завершивших первую сессию`,
    `Половина новых ${w.users('gent')} успевает ${w.firstGoal} в первой же сессии`,
  ],
  marketplace: (w) => [
    `Ликвидность в городе запуска: 60% заявок принимаются в течение 24 часов`,
    `${capitalise(w.users())} возвращаются: 40% снова ${w.firstGoal.startsWith('пользоваться') ? 'пользуются сервисом' : 'приходят за тем же'} в течение 60 дней`,
  ],
  booking: (w) => [
    `Через три месяца половина ${w.deals('gent')} оформляется онлайн, а не по телефону`,
    `Неявок на треть меньше, когда напоминания доходят до ${w.users('gent')}`,
  ],
  internal: (w) => [
    `Экономия времени: ${w.users()} тратят на функцию ${w.firstName} вдвое меньше, чем с таблицами и переписками, которые ${w.product} заменяет`,
    `Через месяц все ${w.primaries()} команды ведутся в ${w.product}, а не в сторонних файлах`,
  ],
  saas: (w) => [
    `Активация: 40% новых ${w.users('gent')} успевают ${w.firstGoal} в первую неделю`,
    `Конверсия из пробного периода в оплату — 5% к третьему месяцу, во многом благодаря функции ${w.secondName}`,
  ],
  ecommerce: (w) => [
    `Конверсия 2% из визита в оплаченный заказ; ${w.primaries()} находятся меньше чем за три клика`,
    'Треть покупателей заказывает снова в течение 90 дней',
  ],
  community: (w) => [
    `К третьему месяцу четверть ${w.users('gent')} пишут или отвечают каждую неделю`,
    `На каждую новую публикацию отвечают в течение суток`,
  ],
  content: (w) => [
    `Четыре из десяти ${w.users('gent')} доходят до конца первого материала, который начали`,
    `${capitalise(w.users())} возвращаются на третью сессию в течение двух недель`,
  ],
  crm: (w) => [
    `Все ${w.primaries()} команды ведутся в ${w.product}, и ни одно касание не откладывается больше чем на неделю`,
    `Новая запись добавляется меньше чем за 30 секунд`,
  ],
  events: (w) => [
    `Продано 70% билетов на мероприятия, опубликованные в ${w.product}`,
    'Проход на входе — меньше 10 секунд на человека',
  ],
  utility: (w) => [
    `Первый результат — в течение 30 секунд после открытия ${w.product}`,
    `Три из десяти ${w.users('gent')} возвращаются в течение недели`,
  ],
  ai_assistant: (w) => [
    `Семь из десяти ответов ${w.users()} принимают без переписывания`,
    'Ответ приходит в течение 10 секунд для 95% запросов',
  ],
  tracker: (w) => [
    `Четыре из десяти ${w.users('gent')} делают записи пять дней из семи в первую неделю`,
    'Медианная серия — 10 дней после первого месяца',
  ],
  extension: (w) => [
    `30% установок активны через четыре недели и пользуются функцией ${w.firstName} каждую неделю`,
    'Оценка в магазине 4,5 или выше, а разрешения не вызывают вопросов на ревью',
  ],
  static_site: () => [
    'Страницы загружаются на телефоне быстрее чем за секунду',
    '3% посетителей, дошедших до работ, связываются с автором',
  ],
  fintech: (w) => [
    `Трое из четырёх ${w.users('gent')} успевают ${w.firstGoal} в первую неделю`,
    'Суммы совпадают с банком до копейки в 99,9% операций',
  ],
};

const metricsByKind: Record<Kind, Lines> = {
  developer: (w) => [`Запуски функции ${w.firstName} в неделю на человека`, 'Время от установки до первого результата'],
  game: (w) => [`Удержание ${w.users('gent')} на 1-й и 7-й день`, 'Сыгранные партии за сессию'],
  marketplace: (w) => [
    `Доля заявок, которые заканчиваются состоявшейся сделкой (${w.deal()})`,
    'Время от заявки до ответа второй стороны',
  ],
  booking: (w) => [`Доля ${w.deals('gent')}, оформленных онлайн`, 'Доля неявок'],
  internal: (w) => [
    `Минуты в неделю, которые ${w.user()} тратит на функцию ${w.firstName}, до и после запуска`,
    `${capitalise(w.primaries())} в ${w.product} против тех, что всё ещё ведутся в других местах`,
  ],
  saas: (w) => [`Доля новых ${w.users('gent')}, успевших ${w.firstGoal} за семь дней`, 'Платящие аккаунты на конец каждого месяца'],
  ecommerce: () => ['Конверсия из визита в заказ', 'Повторные заказы в течение 90 дней'],
  community: (w) => [`${capitalise(w.users())}, которые пишут или отвечают каждую неделю`, 'Время до первого ответа на новую публикацию'],
  content: (w) => ['Доля завершённых материалов', `Вернувшиеся ${w.users()} за неделю`],
  crm: () => ['Записи с назначенным следующим шагом', 'Просроченные касания на человека'],
  events: () => ['Доля проданных билетов по каждому мероприятию', 'Время прохода на входе'],
  utility: (w) => ['Время до первого результата', `${capitalise(w.users())}, вернувшиеся в течение недели`],
  ai_assistant: () => ['Доля ответов, принятых без правок', 'Время ответа на 95-м перцентиле'],
  tracker: () => ['Дни с записями в неделю на человека', 'Медианная длина серии'],
  extension: () => ['Активные установки за неделю', 'Удаления в первую неделю'],
  static_site: () => ['Обращения на сотню визитов', 'Largest Contentful Paint на телефонах'],
  fintech: (w) => ['Операции, разнесённые по категориям без ручной правки', `Активные ${w.users()} за неделю`],
};

/** The usual extras a product of each kind leaves for later. */
const extrasByKind: Record<ArchetypeId, string[]> = {
  marketplace: ['Нативные приложения для всех платформ, пока не работает веб-версия', 'Запуск сразу в нескольких городах'],
  booking: ['Расчёт зарплаты и графики смен персонала', 'Кассовое оборудование'],
  saas: ['Нативные мобильные приложения', 'Публичный API и каталог интеграций'],
  ecommerce: ['Маркетплейс с несколькими продавцами', 'Международные налоги сверх Stripe Tax'],
  community: ['Алгоритмическая лента', 'Видеотрансляции'],
  content: ['Живые потоки с куратором', 'Сертификаты с аккредитацией'],
  crm: ['Email-рассылки', 'Телефония'],
  internal: ['Замена HR- или финансовой системы', 'Мобильные приложения'],
  events: ['Схемы залов с выбором мест', 'Нативные приложения'],
  utility: ['Аккаунты и облачная синхронизация', 'Финансовые советы'],
  ai_assistant: ['Обучение собственной модели', 'Голосовой интерфейс'],
  tracker: ['Социальные функции и челленджи с друзьями', 'Интеграции с носимыми устройствами'],
  extension: ['Версия для Safari', 'Мобильные приложения'],
  static_site: ['Аккаунты пользователей', 'CMS со входом'],
  game: ['Чат в игре', 'Редактор уровней'],
  fintech: ['Платежи и переводы денег', 'Инвестиционные советы'],
};

export const ru: PrdPhrases = {
  goals(b, kind, picks) {
    const w = wordsOf(b, picks);
    return [
      `${capitalise(agree('новый', w.firstRole()))} ${w.firstRole()} может ${w.firstGoal} в течение десяти минут после первого входа в ${w.product}`,
      ...goalsByKind[kind](w),
      ...b.constraints.map((k) => `Соответствовать ${k.name}: ${k.text}`),
    ];
  },
  metrics(b, kind, picks, made) {
    const w = wordsOf(b, picks);
    const integration = b.integrations.find((i) => !i.onDevice);
    return [
      ...metricsByKind[kind](w),
      ...(made ? [`Сколько ${w.primaries('gent')} в неделю создаёт ${agree('каждый', w.creator())} ${w.creator()}`] : []),
      `Доля ${w.users('gent')}, которые в первую неделю пользуются функцией ${w.secondName}`,
      ...(integration ? [`Доля вызовов ${integration.name}, успешных с первой попытки`] : []),
    ];
  },
  nonGoals(b, n) {
    const roles = b.roles.map((r) => rolesIn(roleWord(r.role), 'gent'));
    return [
      ...(b.backendRequired ? [] : ['Аккаунты, облачная синхронизация и любое хранение на сервере']),
      ...(n.later.length > 0
        ? [`${capitalise(joinAnd(n.later.map((f) => quote(f.name))))} — пока функции первой необходимости не вошли в ежедневное использование`]
        : []),
      ...(n.platforms === 'web-only'
        ? [`Нативные приложения для iOS и Android: первая версия ${b.productName} работает ${n.where}`]
        : n.platforms === 'mobile-only'
          ? [`Веб-версия: ${b.productName} начинается как приложение для ${joinAnd(n.mobile.map((p) => (p === 'ios' ? 'iOS' : 'Android')))}`]
          : []),
      ...(n.noAdmin ? [`Роли кроме ${joinAnd(roles)}: в первой версии нет админки`] : []),
      ...(n.screenless
        ? [
            n.screenless === 'cli'
              ? `Графический интерфейс: ${b.productName} работает в терминале`
              : `Пользовательский интерфейс: с ${b.productName} работают через API`,
          ]
        : []),
      ...extrasByKind[b.archetype.id].slice(0, n.extras),
    ];
  },
};

