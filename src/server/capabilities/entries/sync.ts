import type { CapabilityEntry } from '../types';

/** Scheduled import or sync: records are pulled from outside services the people connect, on a schedule and by webhooks. */
export const sync: CapabilityEntry = {
  id: 'sync',
  benefit: {
    en: 'data from {sources} arrives on its own on schedule, without copying it by hand',
    ru: 'данные из внешних сервисов приходили сами по расписанию, без ручного копирования',
  },
  howItWorks: [
    {
      en: 'Each {role} connects their account at {sources} once through OAuth; the server keeps the tokens encrypted and refreshes them before they expire.',
      ru: 'Пользователь один раз подключает свою учётную запись во внешнем сервисе через OAuth (источники: {sources}); сервер хранит токены зашифрованными и обновляет их до истечения срока.',
    },
    {
      en: 'A job runs {schedule}: it asks each source only for what changed since its saved cursor and upserts {entities} keyed by the source’s own id, so a repeated run never creates duplicates.',
      ru: 'Задача по расписанию ({schedule}) запрашивает у каждого источника только изменения с сохранённой отметки (cursor) и записывает их по внешнему идентификатору: повторный запуск не создаёт дублей.',
    },
    {
      en: 'When a source offers webhooks, its events are accepted at once and applied from a queue, so changes arrive within seconds and the scheduled run only catches what was missed.',
      ru: 'Если источник умеет присылать вебхуки, события принимаются сразу и применяются через очередь: изменения приходят за секунды, а плановый запуск лишь подбирает пропущенное.',
    },
    {
      en: 'Every run is logged: the {role} sees when data last arrived, how many {entities} were added or changed, and any error in plain words with a Reconnect or Retry button.',
      ru: 'Каждый запуск пишется в журнал: пользователь видит, когда данные пришли в последний раз, сколько записей добавлено и изменено, и понятную ошибку с кнопкой «Подключить заново» или «Повторить».',
    },
  ],
  records: [
    {
      name: '{Entity}Source',
      label: { en: 'connected source', ru: 'подключённый источник' },
      fields:
        'provider:string, accountId:string, accountName:string, accessTokenEncrypted:text, refreshTokenEncrypted:text, tokenExpiresAt:datetime, cursor:string, status:enum, lastSyncedAt:datetime',
    },
    {
      name: '{Entity}SyncRun',
      label: { en: 'sync run', ru: 'запуск синхронизации' },
      fields:
        'source:reference, trigger:enum, status:enum, startedAt:datetime, finishedAt:datetime, created:integer, updated:integer, failed:integer, cursorBefore:string, cursorAfter:string, error:text',
    },
    {
      name: '{Entity}WebhookEvent',
      label: { en: 'webhook event', ru: 'событие вебхука' },
      fields:
        'source:reference, externalEventId:string, topic:string, payload:json, receivedAt:datetime, processedAt:datetime, attempts:integer, error:text',
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/{es}/sources/connect/:provider',
      description: {
        en: 'Start connecting a source: redirect to its OAuth consent page with a signed state and read-only scopes',
        ru: 'Начать подключение источника: перенаправить на его страницу согласия OAuth с подписанным state и правами только на чтение',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/sources/callback',
      description: {
        en: 'OAuth callback: check the state, exchange the code for tokens, store them encrypted and queue the first full import',
        ru: 'Возврат из OAuth: проверить state, обменять код на токены, сохранить их зашифрованными и поставить в очередь первый полный импорт',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/sources',
      description: {
        en: 'Connected sources with their status, last successful sync and the latest run',
        ru: 'Подключённые источники: статус, последняя успешная синхронизация и последний запуск',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/sources/:id/runs',
      description: {
        en: 'The sync log of one source: each run with its counts, duration and error',
        ru: 'Журнал синхронизации источника: каждый запуск с числами, длительностью и ошибкой',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/sources/:id/sync',
      description: {
        en: 'Sync now: queue a run for this source at once; a run already in progress is not doubled',
        ru: 'Синхронизировать сейчас: сразу поставить запуск в очередь; если запуск уже идёт, второй не создаётся',
      },
      auth: true,
    },
    {
      method: 'DELETE',
      path: '/api/{es}/sources/:id',
      description: {
        en: 'Disconnect: revoke the token at the source and stop syncing; imported {entities} stay',
        ru: 'Отключить: отозвать токен в источнике и остановить синхронизацию; импортированные записи остаются',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/webhooks/:provider',
      description: {
        en: 'Webhook from a source: verify the signature on the raw body, store the event once by its id, answer 200 at once and queue it',
        ru: 'Вебхук от источника: проверить подпись по исходному телу, сохранить событие один раз по его id, сразу ответить 200 и поставить в очередь',
      },
      auth: false,
    },
  ],
  jobs: [
    {
      name: 'sync-{es}',
      trigger: {
        en: '{schedule}, right after a source is connected, and on Sync now',
        ru: 'по расписанию ({schedule}), сразу после подключения источника и по кнопке «Синхронизировать сейчас»',
      },
      work: {
        en: 'For each active source, one run at a time: refresh the token if it expires soon, page through changes since the cursor, upsert {entities} by (source, external id), save the new cursor with the last page, log the run; retry 429 and 5xx with exponential backoff, and mark a revoked source “needs reconnect”',
        ru: 'Для каждого активного источника, не больше одного запуска за раз: обновить токен, если он скоро истечёт, постранично забрать изменения с отметки, записать их по паре (источник, внешний id), сохранить новую отметку вместе с последней страницей, записать запуск в журнал; при 429 и 5xx повторять с растущей паузой, а источник с отозванным доступом пометить «нужно переподключить»',
      },
    },
    {
      name: 'apply-{es}-webhooks',
      trigger: { en: 'queued for each webhook event', ru: 'в очереди, на каждое событие вебхука' },
      work: {
        en: 'Apply the event with the same upsert as the scheduled run, skip it when the stored row is newer, and keep it in the log with its error after 5 failed attempts',
        ru: 'Применить событие тем же способом, что и плановый запуск, пропустить его, если сохранённая запись новее, а после 5 неудачных попыток оставить в журнале с ошибкой',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/sources',
      name: { en: 'Connected sources', ru: 'Подключённые источники' },
      purpose: {
        en: 'Each source with its status and when data last arrived, the run log with counts and errors, and Connect, Sync now, Reconnect and Disconnect',
        ru: 'Каждый источник со статусом и временем последних данных, журнал запусков с числами и ошибками, кнопки «Подключить», «Синхронизировать сейчас», «Подключить заново» и «Отключить»',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: { en: 'pg-boss job queue on the same PostgreSQL', ru: 'Очередь задач pg-boss в той же PostgreSQL' },
      reason: {
        en: 'Cron schedules, retries with exponential backoff and a singleton key per source, without running Redis',
        ru: 'Расписания cron, повторы с растущей паузой и одна задача на источник за раз, без отдельного Redis',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'Nango (hosted or self-hosted) for OAuth and token refresh',
        ru: 'Nango (облако или свой сервер) для OAuth и обновления токенов',
      },
      reason: {
        en: 'Knows the OAuth quirks of hundreds of APIs, so each new source is configuration rather than code; worth it from the second source on',
        ru: 'Знает особенности OAuth сотен API, так что новый источник — это настройка, а не код; окупается со второго источника',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'The official SDK of each source ({sources}) where one exists',
        ru: 'Официальный SDK источника ({sources}), если он есть',
      },
      reason: {
        en: 'Pagination, rate limits, API versions and webhook signature checks done the provider’s way',
        ru: 'Постраничная выдача, лимиты запросов, версии API и проверка подписи вебхуков — так, как задумал сам сервис',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Connect a source with OAuth', ru: 'Подключать источник через OAuth' },
      detail: {
        en: 'Add {Entity}Source; GET /api/{es}/sources/connect/:provider and GET /api/{es}/sources/callback with a signed state; encrypt tokens with AES-256-GCM under a key from the environment and refresh them before expiry.',
        ru: 'Добавить {Entity}Source; сделать GET /api/{es}/sources/connect/:provider и GET /api/{es}/sources/callback с подписанным state; шифровать токены AES-256-GCM ключом из переменных окружения и обновлять их до истечения.',
      },
      hours: 6,
    },
    {
      title: { en: 'Upsert imported {entities} idempotently', ru: 'Записывать импорт без дублей' },
      detail: {
        en: 'Give {Entity} externalSource, externalId and externalUpdatedAt with a unique (externalSource, externalId) key; map each source’s payload in one pure function tested on recorded payloads; upsert with ON CONFLICT so a repeated page changes nothing.',
        ru: 'Добавить в {Entity} поля externalSource, externalId и externalUpdatedAt с уникальным ключом (externalSource, externalId); преобразование ответа каждого источника — одна чистая функция с тестами на записанных ответах; запись через ON CONFLICT, чтобы повтор страницы ничего не менял.',
      },
      hours: 5,
    },
    {
      title: { en: 'Run the scheduled sync job', ru: 'Запустить плановую синхронизацию' },
      detail: {
        en: 'sync-{es} in pg-boss on the schedule: one run per source at a time, the cursor saved in the same transaction as the last page, retries on 429/5xx honouring Retry-After, a {Entity}SyncRun row per run; POST /api/{es}/sources/:id/sync queues the same job.',
        ru: 'sync-{es} в pg-boss по расписанию: не больше одного запуска на источник, отметка сохраняется в одной транзакции с последней страницей, повторы при 429/5xx с учётом Retry-After, строка {Entity}SyncRun на каждый запуск; POST /api/{es}/sources/:id/sync ставит ту же задачу.',
      },
      hours: 6,
    },
    {
      title: { en: 'Accept webhooks from the sources', ru: 'Принимать вебхуки источников' },
      detail: {
        en: 'POST /api/{es}/webhooks/:provider verifies the signature on the raw body, stores {Entity}WebhookEvent once by the event id and answers within a second; apply-{es}-webhooks applies it with the same upsert.',
        ru: 'POST /api/{es}/webhooks/:provider проверяет подпись по исходному телу, сохраняет {Entity}WebhookEvent один раз по id события и отвечает быстрее секунды; apply-{es}-webhooks применяет его тем же способом записи.',
      },
      hours: 5,
    },
    {
      title: { en: 'Show the sources and the sync log', ru: 'Показать источники и журнал синхронизации' },
      detail: {
        en: 'The sources screen lists each source from GET /api/{es}/sources with status and last success, the runs from GET /api/{es}/sources/:id/runs with errors in plain words, and Sync now, Reconnect and Disconnect (DELETE /api/{es}/sources/:id revokes the token).',
        ru: 'Экран источников на основе GET /api/{es}/sources показывает статус и последнюю успешную синхронизацию, запуски из GET /api/{es}/sources/:id/runs с понятными ошибками и кнопки «Синхронизировать сейчас», «Подключить заново» и «Отключить» (DELETE /api/{es}/sources/:id отзывает токен).',
      },
      hours: 5,
    },
  ],
  criteria: [
    {
      en: 'Given a connected source with 3 new {entities}, when the sync runs twice in a row, then each appears once and the second run reports 0 created',
      ru: 'Дано: в подключённом источнике 3 новые записи; когда синхронизация запускается дважды подряд, тогда каждая запись появляется один раз, а второй запуск сообщает «создано: 0»',
    },
    {
      en: 'Given an item changed at {source}, when its webhook arrives, then the stored {entity} is updated within a minute without waiting for the schedule',
      ru: 'Дано: элемент изменился во внешнем сервисе; когда приходит его вебхук, тогда запись обновляется в течение минуты, не дожидаясь расписания',
    },
    {
      en: 'Given the source answers 429 or 5xx, when a run fails, then it is retried with growing delays and the cursor does not move until a page is stored',
      ru: 'Дано: источник отвечает 429 или 5xx; когда запуск падает, тогда он повторяется с растущей паузой, а отметка не сдвигается, пока страница не сохранена',
    },
    {
      en: 'Given the {role} revoked access at {source}, when the next run starts, then the source is marked “needs reconnect”, syncing stops and the {role} sees what to do',
      ru: 'Дано: пользователь отозвал доступ во внешнем сервисе; когда начинается следующий запуск, тогда источник помечается «нужно переподключить», синхронизация останавливается, а пользователь видит, что сделать',
    },
  ],
  qa: [
    {
      en: 'Record real API pages and webhooks from {source}’s sandbox and replay them through the mapper and the job: the same input twice gives the same rows',
      ru: 'Записать настоящие страницы API и вебхуки из тестового режима источника ({source}) и прогнать их через преобразование и задачу: одинаковый вход дважды даёт те же строки',
    },
    {
      en: 'Kill the worker in the middle of a run: the next run resumes from the saved cursor and nothing is lost or duplicated',
      ru: 'Остановить обработчик посреди запуска: следующий запуск продолжает с сохранённой отметки, ничего не теряется и не дублируется',
    },
    {
      en: 'Send a webhook with a wrong signature, then the same valid event twice: the first is refused with 401, the event is applied once',
      ru: 'Отправить вебхук с неверной подписью, затем одно верное событие дважды: первый отклоняется с 401, событие применяется один раз',
    },
    {
      en: 'Connect an account with 10,000 items: the first import stays within the source’s rate limit and the log shows its progress',
      ru: 'Подключить учётную запись с 10 000 элементов: первый импорт укладывается в лимиты источника, а журнал показывает ход',
    },
  ],
  risks: [
    {
      en: 'Sources limit requests and change their APIs: honour Retry-After, pin the API version and alert the team when a source fails three runs in a row',
      ru: 'Источники ограничивают частоту запросов и меняют API: соблюдать Retry-After, закрепить версию API и предупреждать команду, если источник падает три запуска подряд',
    },
    {
      en: 'Tokens to someone’s account are sensitive: ask for read-only scopes, encrypt them at rest and delete them on disconnect',
      ru: 'Токены к чужой учётной записи — чувствительные данные: просить права только на чтение, хранить зашифрованными и удалять при отключении',
    },
    {
      en: 'Webhooks arrive late, twice or out of order: keep the source’s updated time and skip an event older than the stored row',
      ru: 'Вебхуки приходят с опозданием, дважды или не по порядку: хранить время изменения из источника и пропускать событие, которое старше сохранённой записи',
    },
  ],
  questions: [
    {
      en: 'Which sources come first, and which of their data (which objects, how far back) should the first import bring?',
      ru: 'Какие источники подключаем первыми и какие данные из них (какие объекты, за какой срок) забирает первый импорт?',
    },
    {
      en: 'How fresh must the data be: is {schedule} enough, or are webhooks needed from day one?',
      ru: 'Насколько свежими должны быть данные: хватит ли расписания ({schedule}) или вебхуки нужны с первого дня?',
    },
    {
      en: 'When an item is edited both here and at {source}, which side wins?',
      ru: 'Если запись правили и у нас, и во внешнем сервисе, чья правка главнее?',
    },
  ],
  defaults: {
    schedule: { en: 'every 15 minutes', ru: 'каждые 15 минут' },
    source: { en: 'the outside service', ru: 'внешний сервис' },
  },
};
