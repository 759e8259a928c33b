import type { CapabilityEntry } from '../types';

/** Reconciliation: two sources are compared line by line, exceptions are flagged and a person resolves them. */
export const reconcile: CapabilityEntry = {
  id: 'reconcile',
  benefit: {
    en: 'every mismatch with {sources} is caught and resolved before it costs money',
    ru: 'каждое расхождение между источниками находилось и разбиралось до того, как стоило денег',
  },
  howItWorks: [
    {
      en: 'A job runs {schedule}: it loads the period’s lines from {sources} (an id, a reference, an amount with its currency, a date) and keeps them exactly as they came.',
      ru: 'Задача по расписанию ({schedule}) загружает строки за период из обоих источников — идентификатор, ссылку, сумму с валютой, дату — и хранит их ровно такими, какими они пришли (источники: {sources}).',
    },
    {
      en: 'Lines are matched first by a shared key (an order or invoice number), then by amount and date within a tolerance an admin sets (say ±0.01 and ±2 days); every pair or leftover gets a status: matched, mismatch (the amounts differ) or missing on one side.',
      ru: 'Строки сопоставляются сначала по общему ключу (номеру заказа или счёта), затем по сумме и дате с допуском, который задаёт администратор (например, ±0,01 и ±2 дня); каждая пара или строка без пары получает статус: сошлось, расхождение (суммы разные) или нет на одной из сторон.',
    },
    {
      en: 'The {role} works through the exceptions: each shows both sides next to each other and is resolved with a note (accept the difference, link it to another line, or keep it open for follow-up); every action goes to an audit trail.',
      ru: 'Расхождения попадают в очередь: ответственный ({role}) открывает каждое, видит обе стороны рядом и закрывает его с комментарием — принять разницу, связать с другой строкой или оставить на разбор; каждое действие пишется в журнал аудита.',
    },
    {
      en: 'A later run never rewrites what a person resolved: it adds the lines that arrived late and re-matches only what is still open.',
      ru: 'Повторный запуск не трогает то, что человек уже разобрал: он добавляет опоздавшие строки и заново сопоставляет только открытые расхождения.',
    },
  ],
  records: [
    {
      name: 'ReconciliationRun',
      label: { en: 'reconciliation run', ru: 'запуск сверки' },
      fields:
        'periodStart:date, periodEnd:date, status:enum, amountTolerance:money, dateToleranceDays:integer, matchedCount:integer, exceptionCount:integer, startedAt:datetime, finishedAt:datetime',
    },
    {
      name: 'ReconciliationLine',
      label: { en: 'source line', ru: 'строка источника' },
      fields:
        'run:reference, side:enum, externalId:string, matchKey:string, amount:money, currency:string, occurredAt:datetime, raw:json',
    },
    {
      name: '{Entity}Match',
      label: { en: 'match', ru: 'результат сопоставления' },
      fields:
        'run:reference, leftLine:reference, rightLine:reference, status:enum, difference:money, resolution:enum, note:text, resolvedBy:reference, resolvedAt:datetime',
    },
    {
      name: 'ReconciliationAction',
      label: { en: 'audit entry', ru: 'запись аудита' },
      fields: 'match:reference, actor:reference, action:enum, before:json, after:json, note:text, createdAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/reconciliations',
      description: {
        en: 'Start a run for a chosen period now (the scheduled job calls the same code); one run per period at a time',
        ru: 'Запустить сверку за выбранный период сейчас (плановая задача вызывает тот же код); одновременно не больше одного запуска на период',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/reconciliations/lines',
      description: {
        en: 'Upload one side’s lines as a CSV statement when that system has no API; lines already stored are skipped',
        ru: 'Загрузить строки одной стороны выпиской CSV, если у системы нет API; уже сохранённые строки пропускаются',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/reconciliations/:runId',
      description: {
        en: 'A run’s totals: matched, mismatched and missing, with the amounts involved',
        ru: 'Итоги запуска: сошлось, расхождения и недостающие строки, с суммами',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/reconciliations/:runId/exceptions',
      description: {
        en: 'Open exceptions with both sides, filtered by status and sorted by the size of the difference',
        ru: 'Открытые расхождения с обеими сторонами, с фильтром по статусу и сортировкой по размеру разницы',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/matches/:id/resolve',
      description: {
        en: 'Resolve an exception (accept the difference, link to another line, keep for follow-up) with a required note; writes the audit entry',
        ru: 'Закрыть расхождение (принять разницу, связать с другой строкой, оставить на разбор) с обязательным комментарием; пишет запись аудита',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/matches/:id/history',
      description: {
        en: 'The audit trail of one match: who did what, when, with the values before and after',
        ru: 'Журнал аудита по одному сопоставлению: кто, что и когда сделал, со значениями до и после',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'reconcile-{es}',
      trigger: {
        en: '{schedule} for the previous day, and on demand',
        ru: 'по расписанию ({schedule}) за прошедший день и по запросу',
      },
      work: {
        en: 'Load both sides’ lines for the period (skipping stored ones), match by key, then by amount and date within the tolerance, write matches and exceptions without touching resolved ones, and send the {role} a summary with the number of exceptions',
        ru: 'Загрузить строки обеих сторон за период (пропуская сохранённые), сопоставить по ключу, затем по сумме и дате в пределах допуска, записать результаты и расхождения, не трогая разобранные, и отправить ответственному сводку с числом расхождений',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/reconciliation',
      name: { en: 'Reconciliation', ru: 'Сверка' },
      purpose: {
        en: 'The latest runs with their totals and the queue of open exceptions, largest difference first',
        ru: 'Последние запуски с итогами и очередь открытых расхождений, сначала самые крупные',
      },
    },
    {
      route: '/{es}/reconciliation/exceptions/:id',
      name: { en: 'Exception', ru: 'Расхождение' },
      purpose: {
        en: 'Both sides next to each other, the difference, candidate lines to link, the resolve actions and the audit trail',
        ru: 'Обе стороны рядом, разница, строки-кандидаты для связи, действия для закрытия и журнал аудита',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Amounts as integer minor units (cents) with a currency',
        ru: 'Суммы в целых копейках (центах) с указанием валюты',
      },
      reason: {
        en: 'Floating-point rounding never breaks a match, and the tolerance is compared exactly',
        ru: 'Ошибки округления чисел с плавающей точкой не ломают сопоставление, а допуск сравнивается точно',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'Matching in SQL on PostgreSQL, scheduled by pg-boss',
        ru: 'Сопоставление запросами SQL в PostgreSQL, запуск через pg-boss',
      },
      reason: {
        en: 'Joins by key and by amount within a range handle hundreds of thousands of lines; pg-boss runs it on a schedule with retries and one run per period',
        ru: 'Соединения по ключу и по сумме в диапазоне справляются с сотнями тысяч строк; pg-boss запускает сверку по расписанию, с повторами и не больше одного запуска на период',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'Papa Parse for CSV statements', ru: 'Papa Parse для выписок в CSV' },
      reason: {
        en: 'Streams large files, detects delimiters and reports the bad row instead of failing silently',
        ru: 'Читает большие файлы потоком, сам определяет разделитель и называет ошибочную строку, а не падает молча',
      },
    },
    {
      platforms: ['web'],
      choice: { en: 'TanStack Table for the exceptions queue', ru: 'TanStack Table для очереди расхождений' },
      reason: {
        en: 'Sorting, filtering and thousands of rows with virtualisation, without a heavy grid licence',
        ru: 'Сортировка, фильтры и тысячи строк с виртуализацией без тяжёлой платной таблицы',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Store both sides’ lines', ru: 'Хранить строки обеих сторон' },
      detail: {
        en: 'Add ReconciliationLine with a unique (side, externalId) key; load each side ({sources}) from its API, from our own tables, or from a CSV uploaded through POST /api/{es}/reconciliations/lines; amounts in minor units with the currency.',
        ru: 'Добавить ReconciliationLine с уникальным ключом (сторона, externalId); загружать каждую сторону из её API, из наших таблиц или из CSV через POST /api/{es}/reconciliations/lines (источники: {sources}); суммы — в копейках с валютой.',
      },
      hours: 6,
    },
    {
      title: { en: 'Write the matching rules', ru: 'Написать правила сопоставления' },
      detail: {
        en: 'One pure function: the exact key first, then amount within the tolerance and date within N days, one-to-one (a line is used once), several-to-one for grouped payouts; tests on a fixture with every case: matched, amount differs, missing on each side, two candidates.',
        ru: 'Одна чистая функция: сначала точный ключ, затем сумма в пределах допуска и дата в пределах N дней, одна строка к одной (строка используется один раз), несколько к одной для сгруппированных выплат; тесты на наборе со всеми случаями: сошлось, суммы разные, нет с каждой стороны, два кандидата.',
      },
      hours: 6,
    },
    {
      title: { en: 'Run the reconciliation job', ru: 'Запустить задачу сверки' },
      detail: {
        en: 'reconcile-{es} in pg-boss on the schedule and POST /api/{es}/reconciliations for a chosen period: load, match and write ReconciliationRun and {Entity}Match in one transaction, never touching resolved matches; send the summary.',
        ru: 'reconcile-{es} в pg-boss по расписанию и POST /api/{es}/reconciliations за выбранный период: загрузить, сопоставить и записать ReconciliationRun и {Entity}Match в одной транзакции, не трогая разобранные; отправить сводку.',
      },
      hours: 5,
    },
    {
      title: { en: 'Build the exceptions queue and resolution', ru: 'Сделать очередь расхождений и их разбор' },
      detail: {
        en: 'GET /api/{es}/reconciliations/:runId/exceptions, the exception screen with both sides and candidate lines, POST /api/{es}/matches/:id/resolve with a required note; every action writes a ReconciliationAction (who, when, before, after), and GET /api/{es}/matches/:id/history shows that trail for one match.',
        ru: 'GET /api/{es}/reconciliations/:runId/exceptions, экран расхождения с обеими сторонами и строками-кандидатами, POST /api/{es}/matches/:id/resolve с обязательным комментарием; каждое действие пишет ReconciliationAction (кто, когда, до, после), а GET /api/{es}/matches/:id/history показывает эту историю по одному сопоставлению.',
      },
      hours: 9,
    },
    {
      title: { en: 'Report and export the period', ru: 'Показать и выгрузить итоги периода' },
      detail: {
        en: 'Run totals from GET /api/{es}/reconciliations/:runId on the reconciliation screen and a CSV export of matches and exceptions with their resolutions, for the accountant and the auditors.',
        ru: 'Итоги запуска из GET /api/{es}/reconciliations/:runId на экране сверки и выгрузка сопоставлений и расхождений с решениями в CSV — для бухгалтера и аудиторов.',
      },
      hours: 3,
    },
  ],
  criteria: [
    {
      en: 'Given a line on each side with the same key and 100.00 on both, when the job runs, then they are matched and do not appear among the exceptions',
      ru: 'Дано: по строке с каждой стороны с одним ключом и суммой 100,00; когда задача запускается, тогда они сопоставлены и не попадают в расхождения',
    },
    {
      en: 'Given 100.00 on one side and 97.10 on the other with the same key and a tolerance of 0.01, when the job runs, then a mismatch of 2.90 is flagged with both lines attached',
      ru: 'Дано: 100,00 с одной стороны и 97,10 с другой при одном ключе и допуске 0,01; когда задача запускается, тогда отмечается расхождение на 2,90 с обеими строками',
    },
    {
      en: 'Given a line on one side with no counterpart, when the job runs, then it is flagged as missing on the other side',
      ru: 'Дано: у строки с одной стороны нет пары; когда задача запускается, тогда она отмечается как отсутствующая на другой стороне',
    },
    {
      en: 'Given the {role} resolved an exception with a note, when the job runs again for the same period, then the resolution stays and the audit trail shows who resolved it, when and why',
      ru: 'Дано: ответственный закрыл расхождение с комментарием; когда задача снова запускается за тот же период, тогда решение сохраняется, а в журнале аудита видно, кто, когда и почему его принял',
    },
  ],
  qa: [
    {
      en: 'Build a fixture of 1,000 lines per side with known answers (exact matches, rounding differences, duplicates, missing lines, a refund, a payout covering several orders) and check every count in the run summary',
      ru: 'Собрать набор по 1000 строк с каждой стороны с известными ответами (точные совпадения, разница округления, дубли, недостающие строки, возврат, выплата за несколько заказов) и сверить каждое число в итогах запуска',
    },
    {
      en: 'Run the job twice for the same period: no duplicate lines or matches, and resolved exceptions are unchanged',
      ru: 'Запустить задачу дважды за один период: нет дублей строк и сопоставлений, разобранные расхождения не изменились',
    },
    {
      en: 'With a tolerance of 0.01, check that a 0.01 difference matches and a 0.02 difference is flagged, in two currencies',
      ru: 'При допуске 0,01 проверить, что разница 0,01 сходится, а 0,02 отмечается как расхождение, в двух валютах',
    },
  ],
  risks: [
    {
      en: 'Real money rarely matches one to one (one payout covers many orders, fees are deducted): support several lines against one and treat fees as their own lines',
      ru: 'Реальные деньги редко сходятся один к одному (одна выплата за много заказов, удержанные комиссии): поддержать несколько строк против одной и учитывать комиссии отдельными строками',
    },
    {
      en: 'A false “matched” hides lost money: keep the default tolerance tight, label tolerance matches as such, and never resolve a mismatch automatically',
      ru: 'Ложное «сошлось» прячет потерянные деньги: держать допуск по умолчанию узким, помечать совпадения в пределах допуска и никогда не закрывать расхождение автоматически',
    },
    {
      en: 'Late data makes yesterday’s exceptions noise: re-match the open exceptions of the last few days on every run',
      ru: 'Опоздавшие данные превращают вчерашние расхождения в шум: на каждом запуске заново сопоставлять открытые расхождения за последние несколько дней',
    },
  ],
  questions: [
    {
      en: 'Which key links the two sides, and what amount and date difference still counts as a match?',
      ru: 'По какому ключу связываются две стороны и какая разница в сумме и дате ещё считается совпадением?',
    },
    {
      en: 'Who resolves exceptions, and may they write off a difference, up to what amount?',
      ru: 'Кто разбирает расхождения и может ли он списать разницу, до какой суммы?',
    },
    {
      en: 'How far back should the first run go, and must a closed period be locked against changes?',
      ru: 'За какой срок делать первую сверку и нужно ли закрывать период от изменений?',
    },
  ],
  defaults: {
    schedule: { en: 'nightly', ru: 'каждую ночь' },
    source: { en: 'the outside system and our own records', ru: 'внешняя система и наш учёт' },
  },
};
