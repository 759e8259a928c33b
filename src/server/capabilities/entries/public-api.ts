import type { CapabilityEntry } from '../types';

/** Programs call the product's API: keys, per-key rate limits, metering, versioned endpoints and OpenAPI docs. */
export const publicApi: CapabilityEntry = {
  id: 'public-api',
  benefit: {
    en: 'my program gets the data with a key, within clear limits, and I pay only for what it uses',
    ru: 'моя программа получала данные по ключу, в понятных лимитах, и оплата шла только за использование',
  },
  howItWorks: [
    {
      en: 'A developer creates an API key in the product’s settings; the key is shown once, stored only as a hash with a visible prefix, and can be limited to reading or writing, rotated and revoked.',
      ru: 'Разработчик создаёт ключ API в настройках продукта; ключ показывается один раз, хранится только в виде хеша с видимым префиксом, и его можно ограничить чтением или записью, заменить и отозвать.',
    },
    {
      en: 'Programs call versioned endpoints under /api/v1 with the key in the Authorization header and get {entities} as JSON; every key has a rate limit, and over it the API answers 429 with Retry-After and the remaining quota in headers.',
      ru: 'Программы обращаются к версионированным адресам /api/v1 с ключом в заголовке Authorization и получают записи «{entity}» в JSON; у каждого ключа есть лимит запросов, а сверх него API отвечает 429 с Retry-After и остатком квоты в заголовках.',
    },
    {
      en: 'Every call is metered per key (route, status, duration) for the usage page and for billing; the API is described by an OpenAPI document generated from the same schemas that check the requests, and the docs page is rendered from it.',
      ru: 'Каждый вызов учитывается по ключу (адрес, код ответа, длительность) для страницы использования и для оплаты; API описан документом OpenAPI, который строится из тех же схем, что проверяют запросы, а страница документации собирается из него.',
    },
  ],
  records: [
    {
      name: 'ApiKey',
      label: { en: 'API key', ru: 'ключ API' },
      fields:
        'account:reference, name:string, prefix:string, hash:string, scopes:json, rateLimitPerMinute:integer, lastUsedAt:datetime, expiresAt:datetime, revokedAt:datetime, createdAt:datetime',
    },
    {
      name: 'ApiUsage',
      label: { en: 'API usage per hour', ru: 'использование API по часам' },
      fields:
        'apiKey:reference, hour:datetime, route:string, calls:integer, errors:integer, limited:integer, totalMs:integer',
    },
    {
      name: 'IdempotencyRecord',
      label: { en: 'stored answer to a retried request', ru: 'сохранённый ответ на повторный запрос' },
      fields: 'apiKey:reference, key:string, requestHash:string, status:integer, response:json, createdAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/v1/{es}',
      description: {
        en: 'List the key’s account’s {entities}, cursor-paginated (at most 100 a page), filterable by updated_since',
        ru: 'Записи аккаунта, которому принадлежит ключ, по курсору (не больше 100 на страницу), с фильтром updated_since',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/v1/{es}/:id',
      description: {
        en: 'One {entity}; 404 when it belongs to another account',
        ru: 'Одна запись; 404, если она принадлежит другому аккаунту',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/v1/{es}',
      description: {
        en: 'Create {anEntity} with a key allowed to write; an Idempotency-Key header makes retries safe',
        ru: 'Создать запись ключом с правом записи; заголовок Idempotency-Key делает повторы безопасными',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/keys',
      description: {
        en: 'The account’s keys with name, prefix, scopes, limit and when each was last used (never the key itself)',
        ru: 'Ключи аккаунта: название, префикс, права, лимит и время последнего использования (самого ключа нет)',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/keys',
      description: {
        en: 'Create a key with a name, scopes and an optional expiry; the full key is returned this once',
        ru: 'Создать ключ с названием, правами и сроком действия; полный ключ возвращается только в этот раз',
      },
      auth: true,
    },
    {
      method: 'DELETE',
      path: '/api/keys/:id',
      description: {
        en: 'Revoke a key; calls with it fail with 401 from then on',
        ru: 'Отозвать ключ; с этого момента вызовы с ним получают 401',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/usage',
      description: {
        en: 'Calls per key per day, errors and rate-limit hits, for the usage page and billing',
        ru: 'Вызовы по ключам за каждый день, ошибки и упоры в лимит — для страницы использования и оплаты',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/openapi.json',
      description: {
        en: 'The OpenAPI 3.1 document of the public API, generated from the request schemas',
        ru: 'Документ OpenAPI 3.1 публичного API, построенный из схем запросов',
      },
      auth: false,
    },
  ],
  jobs: [
    {
      name: 'rollup-api-usage',
      trigger: { en: 'every hour', ru: 'каждый час' },
      work: {
        en: 'Sum the raw call log into ApiUsage per key, hour and route, pass billable calls to billing, and delete raw log rows older than 30 days',
        ru: 'Свести сырой журнал вызовов в ApiUsage по ключу, часу и адресу, передать платные вызовы в биллинг и удалить строки журнала старше 30 дней',
      },
    },
    {
      name: 'expire-api-keys',
      trigger: { en: 'daily', ru: 'раз в день' },
      work: {
        en: 'Warn owners by email 7 days before a key expires, revoke expired keys, and flag keys unused for 90 days',
        ru: 'За 7 дней до истечения ключа предупредить владельца письмом, отозвать истёкшие ключи и отметить ключи, не использованные 90 дней',
      },
    },
  ],
  screens: [
    {
      route: '/settings/api-keys',
      name: { en: 'API keys', ru: 'Ключи API' },
      purpose: {
        en: 'Create a key (shown once with a copy button), see scopes and last use, rotate or revoke',
        ru: 'Создать ключ (показывается один раз с кнопкой «Скопировать»), посмотреть права и последнее использование, заменить или отозвать',
      },
    },
    {
      route: '/settings/api-usage',
      name: { en: 'API usage', ru: 'Использование API' },
      purpose: {
        en: 'Calls per day and per key, errors and rate-limit hits against the plan’s quota',
        ru: 'Вызовы по дням и ключам, ошибки и упоры в лимит в сравнении с квотой тарифа',
      },
    },
    {
      route: '/docs/api',
      name: { en: 'API reference', ru: 'Справочник API' },
      purpose: {
        en: 'Every endpoint with parameters, examples in curl and JavaScript, error codes and limits, rendered from the OpenAPI document',
        ru: 'Каждый адрес с параметрами, примерами на curl и JavaScript, кодами ошибок и лимитами, собранный из документа OpenAPI',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Zod schemas with @asteasolutions/zod-to-openapi',
        ru: 'Схемы Zod и @asteasolutions/zod-to-openapi',
      },
      reason: {
        en: 'The OpenAPI document is generated from the schemas that check every request, so the docs cannot drift from the code',
        ru: 'Документ OpenAPI строится из тех же схем, что проверяют каждый запрос, поэтому документация не расходится с кодом',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'Scalar or Redoc for the docs page', ru: 'Scalar или Redoc для страницы документации' },
      reason: {
        en: 'Turns the OpenAPI file into a readable reference with examples and a try-it panel',
        ru: 'Превращают файл OpenAPI в понятный справочник с примерами и панелью для пробных запросов',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'Unkey, or an own keys table with SHA-256 hashes',
        ru: 'Unkey или своя таблица ключей с хешами SHA-256',
      },
      reason: {
        en: 'Unkey provides keys, per-key limits and usage as a service; an own table needs no vendor: look the key up by prefix and compare the hash in constant time',
        ru: 'Unkey даёт ключи, лимиты по ключу и учёт использования как сервис; своя таблица обходится без поставщика: искать ключ по префиксу и сравнивать хеш за постоянное время',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'rate-limiter-flexible on Redis (or Upstash Ratelimit)',
        ru: 'rate-limiter-flexible на Redis (или Upstash Ratelimit)',
      },
      reason: {
        en: 'Counters shared by all server instances, so a key’s limit holds however many instances run',
        ru: 'Счётчики общие для всех экземпляров сервера, поэтому лимит ключа соблюдается при любом их числе',
      },
    },
    {
      platforms: ['api', 'cli'],
      choice: {
        en: 'openapi-typescript with openapi-fetch for a typed client; Speakeasy or Stainless for SDKs in several languages',
        ru: 'openapi-typescript с openapi-fetch для типизированного клиента; Speakeasy или Stainless для SDK на нескольких языках',
      },
      reason: {
        en: 'Clients are generated from the same OpenAPI file, so integrators get types and nobody writes a client by hand',
        ru: 'Клиенты генерируются из того же файла OpenAPI: интеграторы получают типы, а клиент никто не пишет руками',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Issue and check API keys', ru: 'Выдавать и проверять ключи API' },
      detail: {
        en: 'The ApiKey table (prefix, SHA-256 hash, scopes, limit, lastUsedAt, expiresAt, revokedAt); GET, POST /api/keys and DELETE /api/keys/:id; middleware for /api/v1 that reads Authorization: Bearer, finds the key by prefix, compares the hash in constant time and sets the account; the daily expire-api-keys job emails owners 7 days before a key expires, revokes expired keys and flags keys unused for 90 days.',
        ru: 'Таблица ApiKey (префикс, хеш SHA-256, права, лимит, lastUsedAt, expiresAt, revokedAt); GET и POST /api/keys и DELETE /api/keys/:id; промежуточный слой для /api/v1, который читает Authorization: Bearer, находит ключ по префиксу, сравнивает хеш за постоянное время и определяет аккаунт; ежедневная задача expire-api-keys за 7 дней предупреждает владельцев письмом об истечении ключа, отзывает просроченные ключи и помечает ключи, которыми не пользовались 90 дней.',
      },
      hours: 6,
    },
    {
      title: { en: 'Expose the versioned endpoints', ru: 'Открыть версионированные адреса' },
      detail: {
        en: 'GET and POST /api/v1/{es} and GET /api/v1/{es}/:id on top of the same services the app uses, with cursor pagination, Idempotency-Key on POST (stored in IdempotencyRecord for 24 hours) and one error shape with a code, a message and the request id.',
        ru: 'GET и POST /api/v1/{es} и GET /api/v1/{es}/:id поверх тех же сервисов, что использует приложение, с курсором, Idempotency-Key для POST (хранится в IdempotencyRecord 24 часа) и единым видом ошибки: код, сообщение и id запроса.',
      },
      hours: 6,
    },
    {
      title: { en: 'Rate-limit every key', ru: 'Ограничить частоту запросов по ключу' },
      detail: {
        en: 'A token bucket per key in Redis with limits by plan; over the limit answer 429 with Retry-After, and send X-RateLimit-Limit, X-RateLimit-Remaining and X-RateLimit-Reset on every answer.',
        ru: 'Корзина токенов на каждый ключ в Redis с лимитами по тарифу; сверх лимита отвечать 429 с Retry-After, а в каждом ответе отдавать X-RateLimit-Limit, X-RateLimit-Remaining и X-RateLimit-Reset.',
      },
      hours: 3,
    },
    {
      title: { en: 'Meter calls and show usage', ru: 'Учитывать вызовы и показывать использование' },
      detail: {
        en: 'Log each call (key, route, status, duration) without slowing the answer; the rollup-api-usage job aggregates them hourly; GET /api/usage feeds the usage page and billing.',
        ru: 'Записывать каждый вызов (ключ, адрес, код, длительность), не замедляя ответ; задача rollup-api-usage сводит их по часам; GET /api/usage питает страницу использования и оплату.',
      },
      hours: 5,
    },
    {
      title: { en: 'Publish the OpenAPI document and the docs', ru: 'Опубликовать OpenAPI и документацию' },
      detail: {
        en: 'Generate /api/openapi.json from the Zod schemas, render /docs/api with examples, and add a test that fails when a /api/v1 route is missing from the document.',
        ru: 'Строить /api/openapi.json из схем Zod, собрать /docs/api с примерами и добавить тест, который падает, если маршрута /api/v1 нет в документе.',
      },
      hours: 4,
    },
  ],
  criteria: [
    {
      en: 'Given a key limited to 60 requests a minute, when it makes the 61st call within the minute, then the API answers 429 with Retry-After and the call does nothing',
      ru: 'Дано: у ключа лимит 60 запросов в минуту; когда он делает 61-й вызов за минуту, тогда API отвечает 429 с Retry-After, а вызов ничего не выполняет',
    },
    {
      en: 'Given a revoked key, when a program calls the API with it, then it gets 401 at once',
      ru: 'Дано: ключ отозван; когда программа вызывает API с ним, тогда сразу получает 401',
    },
    {
      en: 'Given a read-only key, when it sends POST /api/v1/{es}, then it gets 403 and nothing is created',
      ru: 'Дано: ключ только для чтения; когда с ним отправляют POST /api/v1/{es}, тогда ответ 403 и ничего не создаётся',
    },
    {
      en: 'Given a POST retried with the same Idempotency-Key, when both requests arrive, then one {entity} is created and both get the same answer',
      ru: 'Дано: POST повторён с тем же Idempotency-Key; когда приходят оба запроса, тогда создаётся одна запись и оба получают одинаковый ответ',
    },
    {
      en: 'Given a key of one account, when it asks for another account’s {entity} by id, then it gets 404',
      ru: 'Дано: ключ одного аккаунта; когда он запрашивает по id запись другого аккаунта, тогда получает 404',
    },
  ],
  qa: [
    {
      en: 'Run k6 or autocannon at twice the limit with one key: exactly the limit succeeds per window, the rest get 429 with a Retry-After that is honest',
      ru: 'Прогнать k6 или autocannon с одним ключом на удвоенном лимите: успешно ровно столько вызовов, сколько позволяет лимит в окне, остальные получают 429 с правдивым Retry-After',
    },
    {
      en: 'Create a key, check the database holds only its prefix and hash, revoke it and call again: 401',
      ru: 'Создать ключ, убедиться, что в базе только префикс и хеш, отозвать его и вызвать снова: 401',
    },
    {
      en: 'Lint /api/openapi.json with Spectral or Redocly and, in CI, generate a client from it that calls every endpoint',
      ru: 'Проверить /api/openapi.json линтером Spectral или Redocly и в CI сгенерировать по нему клиент, который вызывает каждый адрес',
    },
    {
      en: 'Compare the usage page’s count for a day with the number of calls the load script made',
      ru: 'Сверить число вызовов за день на странице использования с числом вызовов, которые сделал нагрузочный скрипт',
    },
  ],
  risks: [
    {
      en: 'Keys leak into repositories and logs: show them once, store only hashes, use a recognisable prefix so secret scanners can spot them, and let owners rotate keys and see their last use',
      ru: 'Ключи утекают в репозитории и логи: показывать один раз, хранить только хеш, давать узнаваемый префикс, чтобы их находили сканеры секретов, и позволять владельцу заменять ключи и видеть их последнее использование',
    },
    {
      en: 'Breaking changes break customers’ programs: version the path (/api/v1), only add fields within a version, and announce removals ahead with Deprecation and Sunset headers',
      ru: 'Несовместимые изменения ломают программы клиентов: версия в пути (/api/v1), внутри версии поля только добавляются, а удаление объявляется заранее заголовками Deprecation и Sunset',
    },
    {
      en: 'One heavy integration slows everyone: limits per key, at most 100 items a page, and timeouts on every query',
      ru: 'Одна тяжёлая интеграция тормозит всех: лимиты на ключ, не больше 100 элементов на страницу и таймауты на каждый запрос к базе',
    },
  ],
  questions: [
    {
      en: 'What may programs do: only read {entities}, or also create and change them?',
      ru: 'Что могут программы: только читать записи «{entity}» или ещё создавать и менять их?',
    },
    {
      en: 'What are the rate limits per plan, and is API use billed per call?',
      ru: 'Какие лимиты запросов на каждом тарифе и платится ли использование API за вызов?',
    },
    {
      en: 'Do integrators also need webhooks, so the product calls them when something changes?',
      ru: 'Нужны ли интеграторам ещё и вебхуки, чтобы продукт сам сообщал им об изменениях?',
    },
  ],
  defaults: {},
};
