import type { CapabilityEntry } from '../types';

/** Reports and analytics: figures and charts computed on the server from the records, scoped to who may see them. */
export const analytics: CapabilityEntry = {
  id: 'analytics',
  benefit: {
    en: 'I see at a glance what is working and what to change',
    ru: 'с одного взгляда видеть, что работает, а что менять',
  },
  howItWorks: [
    {
      en: 'Figures are computed on the server from the {entities} themselves: totals, counts and averages by day, week or month over a chosen date range, with the same filters as the lists and days cut in the account’s time zone.',
      ru: 'Цифры считаются на сервере по самим записям «{entity}»: суммы, количества и средние по дням, неделям или месяцам за выбранный период, с теми же фильтрами, что и в списках, а сутки считаются в часовом поясе учётной записи.',
    },
    {
      en: 'Heavy aggregates come from a daily summary table refreshed {schedule}, with today computed live, so a report opens in under a second however many records there are.',
      ru: 'Тяжёлые агрегаты берутся из сводной таблицы по дням, которая обновляется по расписанию ({schedule}), а сегодняшний день досчитывается на лету, — поэтому отчёт открывается меньше чем за секунду при любом числе записей.',
    },
    {
      en: 'Who sees which numbers is decided on the server: each {role} sees their own figures, a manager sees the team’s, and money totals go only to those allowed; every report can be exported as CSV.',
      ru: 'Кто какие цифры видит, решает сервер: каждый видит свои показатели, руководитель — показатели команды, а денежные итоги — только те, кому это разрешено; любой отчёт можно выгрузить в CSV.',
    },
  ],
  records: [
    {
      name: '{Entity}DailyStat',
      label: { en: 'daily {entity} figures', ru: 'сводка за день' },
      fields:
        'day:date, owner:reference, segment:string, count:integer, sum:number, min:number, max:number, refreshedAt:datetime',
    },
    {
      name: 'ReportExport',
      label: { en: 'report export', ru: 'выгрузка отчёта' },
      fields:
        'report:string, filters:json, status:enum, file:file, rowCount:integer, requestedBy:reference, createdAt:datetime, expiresAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/{es}/reports/summary',
      description: {
        en: 'Headline figures for a date range, with the change from the previous period of the same length',
        ru: 'Главные цифры за период и их изменение по сравнению с предыдущим периодом той же длины',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/reports/series',
      description: {
        en: 'A time series for a chart (a metric by day, week or month) in the account’s time zone, with empty periods as zeros',
        ru: 'Временной ряд для графика (показатель по дням, неделям или месяцам) в часовом поясе учётной записи, пустые периоды — нулями',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/reports/breakdown',
      description: {
        en: 'A metric broken down by a field (status, category, person): the top 10 and “other”',
        ru: 'Показатель в разрезе поля (статус, категория, человек): первые 10 и «прочее»',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/reports/exports',
      description: {
        en: 'Export a report as CSV: small ones at once, large ones prepared in the background',
        ru: 'Выгрузить отчёт в CSV: небольшой — сразу, большой — в фоне',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/reports/exports/:id',
      description: {
        en: 'An export’s status and, when ready, its download link (valid 24 hours)',
        ru: 'Статус выгрузки и, когда она готова, ссылка на скачивание (действует 24 часа)',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'refresh-{es}-stats',
      trigger: { en: '{schedule}', ru: 'по расписанию ({schedule})' },
      work: {
        en: 'Recompute the daily figures only for the days whose {entities} changed since the last run (by their updated time), one transaction per day, so late edits are counted',
        ru: 'Пересчитать дневные сводки только за те дни, в которых записи изменились с прошлого запуска (по времени изменения), по одной транзакции на день, чтобы поздние правки тоже учитывались',
      },
    },
    {
      name: 'export-{es}-report',
      trigger: { en: 'queued for a large export', ru: 'в очереди, для большой выгрузки' },
      work: {
        en: 'Stream the rows to a CSV file in storage with the same access rules as the screen, and tell the person the link is ready',
        ru: 'Записать строки потоком в CSV-файл в хранилище с теми же правами доступа, что и на экране, и сообщить человеку, что ссылка готова',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/reports',
      name: { en: 'Reports', ru: 'Отчёты' },
      purpose: {
        en: 'Headline figures with their change, charts by period, breakdowns, a date range picker, when the figures were refreshed, and Export',
        ru: 'Главные цифры с изменением, графики по периодам, разрезы, выбор периода, время последнего обновления и кнопка «Выгрузить»',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'SQL aggregates in PostgreSQL (date_trunc in the account’s time zone) with a summary table refreshed by a job',
        ru: 'Агрегаты SQL в PostgreSQL (date_trunc в часовом поясе учётной записи) и сводная таблица, которую обновляет задача',
      },
      reason: {
        en: 'Exact numbers that agree with the lists and stay fast at any size; a materialised view is enough until only changed days should be refreshed',
        ru: 'Точные цифры, которые сходятся со списками и остаются быстрыми при любом объёме; материализованного представления хватает, пока не нужно обновлять только изменившиеся дни',
      },
    },
    {
      platforms: ['web'],
      choice: { en: 'Recharts', ru: 'Recharts' },
      reason: {
        en: 'Line, bar and area charts as React components, with tooltips and responsive sizing',
        ru: 'Линейные, столбчатые и площадные графики как компоненты React, с подсказками и подстройкой под размер',
      },
    },
    {
      platforms: ['mobile'],
      choice: { en: 'Victory Native', ru: 'Victory Native' },
      reason: {
        en: 'Charts drawn with Skia, smooth on phones, with gestures for reading a value',
        ru: 'Графики рисуются через Skia, плавно работают на телефонах и позволяют жестом посмотреть значение',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'csv-stringify for exports', ru: 'csv-stringify для выгрузок' },
      reason: {
        en: 'Writes large exports row by row as a stream, without loading them into memory',
        ru: 'Пишет большие выгрузки построчно потоком, не загружая их в память',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Define the metrics', ru: 'Определить показатели' },
      detail: {
        en: 'Write each metric once as an SQL definition (what counts, by which date, in which time zone) agreed with the founder, shared by the list filters and the reports, with tests on a fixture whose answers are known.',
        ru: 'Описать каждый показатель один раз как определение SQL (что считается, по какой дате, в каком часовом поясе), согласовать с основателем, использовать и в фильтрах списков, и в отчётах; тесты на наборе с известными ответами.',
      },
      hours: 3,
    },
    {
      title: { en: 'Build the summary table and its refresh', ru: 'Сделать сводную таблицу и её обновление' },
      detail: {
        en: '{Entity}DailyStat keyed by (day, owner, segment); refresh-{es}-stats recomputes only the days that changed; today is computed live from the {entities}.',
        ru: '{Entity}DailyStat с ключом (день, владелец, сегмент); refresh-{es}-stats пересчитывает только изменившиеся дни; сегодняшний день считается на лету по записям.',
      },
      hours: 5,
    },
    {
      title: { en: 'Serve the reports with access rules', ru: 'Отдавать отчёты с учётом прав' },
      detail: {
        en: 'GET /api/{es}/reports/summary, /api/{es}/reports/series and /api/{es}/reports/breakdown with a validated date range (at most 2 years), the viewer’s scope (own, team, all) applied inside the query, and money figures only for the roles allowed.',
        ru: 'GET /api/{es}/reports/summary, /api/{es}/reports/series и /api/{es}/reports/breakdown с проверкой периода (не больше 2 лет), областью видимости (свои, команда, все) прямо в запросе и денежными цифрами только для разрешённых ролей.',
      },
      hours: 6,
    },
    {
      title: { en: 'Draw the reports', ru: 'Нарисовать отчёты' },
      detail: {
        en: 'The reports screen with a date range picker (last 7 days, last 30 days, this month, custom), headline figures with the change from the previous period, charts and breakdowns, and empty and loading states.',
        ru: 'Экран отчётов с выбором периода (7 дней, 30 дней, текущий месяц, свой), главными цифрами с изменением к прошлому периоду, графиками и разрезами, а также состояниями «нет данных» и загрузки.',
      },
      hours: 6,
    },
    {
      title: { en: 'Export as CSV', ru: 'Выгружать в CSV' },
      detail: {
        en: 'POST /api/{es}/reports/exports returns up to 10,000 rows at once; larger exports go to export-{es}-report and GET /api/{es}/reports/exports/:id; the same access rules as the screen.',
        ru: 'POST /api/{es}/reports/exports сразу отдаёт до 10 000 строк; более крупные выгрузки идут в export-{es}-report и GET /api/{es}/reports/exports/:id; права те же, что на экране.',
      },
      hours: 3,
    },
  ],
  criteria: [
    {
      en: 'Given 12 {entities} created this week, when the {role} opens the weekly report, then the total says 12 and matches the filtered list',
      ru: 'Дано: за неделю создано 12 записей; когда пользователь открывает отчёт за неделю, тогда итог равен 12 и совпадает с отфильтрованным списком',
    },
    {
      en: 'Given a record created at 23:30 local time, when figures are grouped by day, then it counts on that local day, not the next day in UTC',
      ru: 'Дано: запись создана в 23:30 по местному времени; когда цифры группируются по дням, тогда она попадает в этот местный день, а не в следующий по UTC',
    },
    {
      en: 'Given a person not allowed to see money figures, when they open the report or call its endpoint, then the money totals are absent from the response, not just hidden',
      ru: 'Дано: человеку не разрешено видеть денежные показатели; когда он открывает отчёт или вызывает его адрес, тогда денежных итогов нет в ответе сервера, а не просто скрыты на экране',
    },
    {
      en: 'Given a record of a past day is edited, when the refresh runs, then that day’s figures include the edit',
      ru: 'Дано: изменили запись за прошедший день; когда проходит обновление, тогда цифры этого дня учитывают правку',
    },
  ],
  qa: [
    {
      en: 'Compare every headline figure with a hand count of a month of test data in a spreadsheet',
      ru: 'Сверить каждую главную цифру с ручным подсчётом месяца тестовых данных в таблице',
    },
    {
      en: 'Check a range that crosses a daylight-saving change and a month end, in two time zones',
      ru: 'Проверить период, который пересекает переход на летнее время и конец месяца, в двух часовых поясах',
    },
    {
      en: 'Call the report endpoints as each role: each sees exactly its own scope',
      ru: 'Вызвать отчёты от имени каждой роли: каждая видит ровно свою область',
    },
    {
      en: 'Generate a million records: the 12-month report opens in under a second',
      ru: 'Сгенерировать миллион записей: отчёт за 12 месяцев открывается быстрее секунды',
    },
  ],
  risks: [
    {
      en: 'Numbers that disagree with the lists destroy trust: one definition per metric shared by the list filters and the reports, and a test that they agree',
      ru: 'Цифры, которые расходятся со списками, подрывают доверие: одно определение на показатель для фильтров списков и отчётов и тест, что они совпадают',
    },
    {
      en: 'Reports can leak data across accounts or roles: apply the scope in the SQL on the server, never by hiding things on the client, and test it per role',
      ru: 'Отчёты могут показать чужие данные: применять область видимости в SQL на сервере, а не прятать на клиенте, и проверять тестом для каждой роли',
    },
    {
      en: 'Stale figures mislead: show when they were last refreshed, and recompute the days touched by late edits',
      ru: 'Устаревшие цифры вводят в заблуждение: показывать время последнего обновления и пересчитывать дни, затронутые поздними правками',
    },
  ],
  questions: [
    {
      en: 'Which five numbers matter most to the {role}, and over which periods?',
      ru: 'Какие пять цифр важнее всего для пользователя и за какие периоды?',
    },
    {
      en: 'Who may see which figures: their own, their team’s or everyone’s, and money or not?',
      ru: 'Кто какие цифры видит: свои, команды или все, с деньгами или без?',
    },
    {
      en: 'Should reports also be sent on a schedule (say a weekly email), or only opened in the product?',
      ru: 'Нужно ли присылать отчёты по расписанию (например, письмом раз в неделю) или достаточно открывать их в продукте?',
    },
  ],
  onDevice: {
    howItWorks: [
      {
        en: 'Figures are computed on the device from the {entities} in its own store (IndexedDB in a browser, SQLite on a phone): totals, counts and averages by day, week or month over a chosen range, with days cut in the device’s time zone.',
        ru: 'Показатели считаются на устройстве по записям в его собственном хранилище (IndexedDB в браузере, SQLite на телефоне): суммы, количества и средние по дням, неделям или месяцам за выбранный период, а сутки отсчитываются по часовому поясу устройства.',
      },
      {
        en: 'Each metric is one function over the local records, run when the reports open and after each change; once years of records pile up, a small daily summary kept on the device is updated in the same write as each record, so a chart opens at once.',
        ru: 'Каждый показатель — одна функция по локальным записям; она запускается при открытии отчётов и после каждого изменения; когда записей набирается на годы, небольшая сводка по дням на устройстве обновляется в той же записи, что и сами данные, и график открывается сразу.',
      },
      {
        en: 'The {role} sees headline figures with their change from the previous period and charts drawn from them, with no network; the figures can be saved as a CSV file.',
        ru: 'Пользователь видит главные цифры с изменением к прошлому периоду и графики по ним без всякой сети; цифры можно сохранить в файл CSV.',
      },
    ],
    records: [
      {
        name: '{Entity}DailyStat',
        label: { en: 'daily {entity} summary', ru: 'сводка за день' },
        fields: 'day:date, segment:string, count:integer, sum:number, min:number, max:number, updatedAt:datetime',
      },
    ],
    screens: [
      {
        route: '/{es}/reports',
        name: { en: 'Reports', ru: 'Отчёты' },
        purpose: {
          en: 'Headline figures with their change, charts by period, breakdowns, a date range picker, and Export as CSV',
          ru: 'Главные цифры с изменением, графики по периодам, разбивки, выбор периода и выгрузка в CSV',
        },
      },
    ],
    choices: [
      {
        platforms: ['any'],
        choice: {
          en: 'Each metric as a pure TypeScript function over the local records',
          ru: 'Каждый показатель — чистая функция TypeScript по локальным записям',
        },
        reason: {
          en: 'One definition shared by the list filters and the reports, tested on a fixture with known answers, with nothing to serve',
          ru: 'Одно определение для фильтров списка и отчётов, проверенное на наборе с известными ответами, и ничего не нужно отдавать с сервера',
        },
      },
      {
        platforms: ['web'],
        choice: {
          en: 'Dexie over IndexedDB with an index on the date',
          ru: 'Dexie поверх IndexedDB с индексом по дате',
        },
        reason: {
          en: 'A date range is read straight from the index, fast over tens of thousands of records',
          ru: 'Период читается прямо по индексу, быстро даже на десятках тысяч записей',
        },
      },
      {
        platforms: ['mobile'],
        choice: {
          en: 'expo-sqlite with GROUP BY over the local tables',
          ru: 'expo-sqlite с GROUP BY по локальным таблицам',
        },
        reason: {
          en: "SQLite on the phone groups and sums by local day (date(createdAt, 'localtime')) in milliseconds",
          ru: "SQLite на телефоне группирует и суммирует по местным суткам (date(createdAt, 'localtime')) за миллисекунды",
        },
      },
      {
        platforms: ['web'],
        choice: { en: 'Recharts, or uPlot for long series', ru: 'Recharts или uPlot для длинных рядов' },
        reason: {
          en: 'Recharts gives line, bar and area charts as React components with tooltips; uPlot draws tens of thousands of points in a tiny bundle',
          ru: 'Recharts даёт линейные, столбчатые и площадные графики как компоненты React с подсказками; uPlot рисует десятки тысяч точек и почти ничего не весит',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'Victory Native', ru: 'Victory Native' },
        reason: {
          en: 'Charts drawn with Skia, smooth on phones, with gestures for reading a value',
          ru: 'Графики на Skia, плавные на телефонах, с жестами для чтения значения',
        },
      },
    ],
    tasks: [
      {
        title: { en: 'Define the metrics', ru: 'Определить показатели' },
        detail: {
          en: 'Write each metric once as a pure function over the local {entities} (what counts, by which date, days in the device’s time zone) agreed with the founder, shared by the list filters and the reports, with tests on a fixture whose answers are known.',
          ru: 'Записать каждый показатель один раз как чистую функцию по локальным записям (что считается, по какой дате, сутки по часовому поясу устройства), согласовать с основателем, использовать и в фильтрах списка, и в отчётах; тесты на наборе с известными ответами.',
        },
        hours: 3,
      },
      {
        title: { en: 'Compute the figures on the device', ru: 'Считать цифры на устройстве' },
        detail: {
          en: 'Read a date range from the local store (a Dexie index on the date in a browser, GROUP BY in expo-sqlite on a phone), fill empty periods with zeros, and keep {Entity}DailyStat updated in the same transaction as each change once the records grow past a few thousand.',
          ru: 'Читать период из локального хранилища (индекс Dexie по дате в браузере, GROUP BY в expo-sqlite на телефоне), заполнять пустые периоды нулями и, когда записей больше нескольких тысяч, обновлять {Entity}DailyStat в той же транзакции, что и каждое изменение.',
        },
        hours: 5,
      },
      {
        title: { en: 'Draw the reports', ru: 'Нарисовать отчёты' },
        detail: {
          en: 'The reports screen with a date range picker (last 7 days, last 30 days, this month, custom), headline figures with the change from the previous period, charts (Recharts or uPlot in a browser, Victory Native on a phone), breakdowns, and empty states.',
          ru: 'Экран отчётов с выбором периода (последние 7 дней, последние 30 дней, этот месяц, свой), главными цифрами с изменением к прошлому периоду, графиками (Recharts или uPlot в браузере, Victory Native на телефоне), разбивками и пустыми состояниями.',
        },
        hours: 6,
      },
      {
        title: { en: 'Export the figures as CSV', ru: 'Выгружать цифры в CSV' },
        detail: {
          en: 'Write the shown rows with Papa Parse unparse, prefixing cells that start with =, +, - or @ so spreadsheets do not run them; save as a download in a browser, or with expo-file-system and expo-sharing on a phone.',
          ru: 'Записывать показанные строки через unparse из Papa Parse, добавляя префикс к ячейкам, начинающимся с =, +, - или @, чтобы таблицы их не выполняли; сохранять скачиванием в браузере или через expo-file-system и expo-sharing на телефоне.',
        },
        hours: 2,
      },
    ],
    criteria: [
      {
        en: 'Given 12 {entities} created this week, when the {role} opens the weekly report, then the total says 12 and matches the filtered list',
        ru: 'Дано: за неделю создано 12 записей; когда пользователь открывает недельный отчёт, тогда итог равен 12 и совпадает с отфильтрованным списком',
      },
      {
        en: 'Given a record created at 23:30 local time, when figures are grouped by day, then it counts on that local day, not the next day in UTC',
        ru: 'Дано: запись создана в 23:30 по местному времени; когда цифры группируются по дням, тогда она учитывается в этот местный день, а не на следующий по UTC',
      },
      {
        en: 'Given no network, when the {role} opens the reports, then every figure and chart is there, computed from the records on the device',
        ru: 'Дано: сети нет; когда пользователь открывает отчёты, тогда все цифры и графики на месте, посчитанные по записям на устройстве',
      },
      {
        en: 'Given a record of a past day is edited, when the reports are opened, then that day’s figures include the edit',
        ru: 'Дано: запись за прошлый день изменена; когда открываются отчёты, тогда цифры того дня учитывают правку',
      },
    ],
    qa: [
      {
        en: 'Compare every headline figure with a hand count of a month of test data in a spreadsheet',
        ru: 'Сверить каждую главную цифру с ручным подсчётом месяца тестовых данных в таблице',
      },
      {
        en: 'Check a range that crosses a daylight-saving change and a month end, with the device set to two different time zones',
        ru: 'Проверить период, пересекающий переход на летнее время и конец месяца, с устройством в двух разных часовых поясах',
      },
      {
        en: 'Fill the local store with three years of records on a mid-range phone: the 12-month report opens in under a second',
        ru: 'Заполнить локальное хранилище записями за три года на телефоне среднего уровня: отчёт за 12 месяцев открывается быстрее секунды',
      },
    ],
    risks: [
      {
        en: 'Numbers that disagree with the lists destroy trust: one definition per metric shared by the list filters and the reports, and a test that they agree',
        ru: 'Цифры, не совпадающие со списками, подрывают доверие: одно определение каждого показателя для фильтров и отчётов и тест, что они сходятся',
      },
      {
        en: 'The records behind the figures live only on this device: cleared browser data or a lost phone loses the whole history, so offer an export of the records and say so on the reports screen',
        ru: 'Записи, из которых считаются цифры, хранятся только на этом устройстве: очистка данных браузера или потеря телефона стирает всю историю, поэтому дать выгрузку записей и сказать об этом на экране отчётов',
      },
    ],
    questions: [
      {
        en: 'Which five numbers matter most to the {role}, and over which periods?',
        ru: 'Какие пять цифр важнее всего пользователю и за какие периоды?',
      },
      {
        en: 'Must the figures combine several devices or people (a team, a coach), or arrive as a weekly email? Then the product needs a server.',
        ru: 'Нужно ли сводить цифры с нескольких устройств или людей (команда, тренер) или присылать их письмом раз в неделю? Тогда продукту нужен сервер.',
      },
    ],
  },
  defaults: { schedule: { en: 'every hour', ru: 'каждый час' } },
};
