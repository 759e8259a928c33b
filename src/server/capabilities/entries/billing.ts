import type { CapabilityEntry } from '../types';

/** Subscriptions and usage-metered billing: plans, trials, usage reported to a meter, the customer portal, webhooks. */
export const billing: CapabilityEntry = {
  id: 'billing',
  benefit: {
    en: 'I pay for the plan or the use I choose, and always see what I will be charged',
    ru: 'платить за выбранный тариф или объём и всегда видеть, сколько спишется',
  },
  howItWorks: [
    {
      en: 'A {role} picks a plan on the pricing page and subscribes through the billing provider’s hosted checkout, with a free trial if the plan has one; the provider charges the card every period and retries failed payments.',
      ru: 'Пользователь ({role}) выбирает тариф на странице цен и оформляет подписку на странице оплаты провайдера, с пробным периодом, если он есть; дальше провайдер сам списывает деньги каждый период и повторяет неудачные списания.',
    },
    {
      en: 'Usage beyond the plan (calls, seats, {entities} processed) is recorded by the server where it happens and reported to the provider’s usage meter, which adds it to the next invoice.',
      ru: 'Использование сверх тарифа (запросы, места, обработанные записи «{entity}») сервер записывает там, где оно происходит, и передаёт в счётчик провайдера, а тот добавляет его в следующий счёт.',
    },
    {
      en: 'The server never takes the browser’s word for who has paid: signed webhooks keep each account’s plan, status (trialing, active, past due, cancelled) and limits in our database, and every paid feature checks them there. People change plan, card or cancel in the provider’s customer portal.',
      ru: 'Сервер не верит браузеру в том, кто заплатил: подписанные вебхуки держат в нашей базе тариф каждого аккаунта, его статус (пробный, активен, просрочен, отменён) и лимиты, и каждая платная функция проверяет их там. Сменить тариф или карту и отменить подписку можно в кабинете клиента у провайдера.',
    },
  ],
  records: [
    {
      name: 'Subscription',
      label: { en: 'subscription', ru: 'подписка' },
      fields:
        'account:reference, plan:enum, status:enum, providerCustomerId:string, providerSubscriptionId:string, trialEndsAt:datetime, currentPeriodEnd:datetime, cancelAtPeriodEnd:boolean',
    },
    {
      name: 'UsageEvent',
      label: { en: 'billable usage', ru: 'платное использование' },
      fields:
        'account:reference, meter:string, quantity:integer, idempotencyKey:string, occurredAt:datetime, reportedAt:datetime',
    },
    {
      name: 'BillingEvent',
      label: { en: 'billing provider event', ru: 'событие провайдера подписок' },
      fields: 'providerEventId:string, type:string, payload:json, receivedAt:datetime, processedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/billing/plans',
      description: {
        en: 'Plans with prices, trial length, included usage and the price of usage beyond it',
        ru: 'Тарифы с ценами, длиной пробного периода, включённым объёмом и ценой сверх него',
      },
      auth: false,
    },
    {
      method: 'POST',
      path: '/api/billing/checkout',
      description: {
        en: 'Start a subscription: a hosted checkout for the chosen plan, with the trial; one billing customer per account',
        ru: 'Оформить подписку: страница оплаты выбранного тарифа с пробным периодом; один клиент у провайдера на аккаунт',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/billing/portal',
      description: {
        en: 'Open the customer portal to change plan, update the card, download invoices or cancel',
        ru: 'Открыть кабинет клиента: сменить тариф, обновить карту, скачать счета или отменить подписку',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/billing/subscription',
      description: {
        en: 'The account’s plan, status, trial end, usage this period against what is included, and the next invoice estimate',
        ru: 'Тариф аккаунта, статус, конец пробного периода, использование за период против включённого и оценка следующего счёта',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/webhooks/billing',
      description: {
        en: 'Billing provider events, signature checked, each handled once: subscription created, updated or deleted, invoice paid or failed, trial ending',
        ru: 'События провайдера подписок с проверкой подписи, каждое один раз: подписка создана, изменена или удалена, счёт оплачен или не оплачен, пробный период заканчивается',
      },
      auth: false,
    },
  ],
  jobs: [
    {
      name: 'report-usage',
      trigger: { en: '{schedule}', ru: '{schedule}' },
      work: {
        en: 'Send unreported usage events to the provider’s meter, each with its own identifier so a retry never counts twice, and mark them reported',
        ru: 'Отправить неотправленные события использования в счётчик провайдера, каждое со своим идентификатором, чтобы повтор не считался дважды, и отметить их отправленными',
      },
    },
    {
      name: 'sync-subscriptions',
      trigger: { en: 'nightly', ru: 'каждую ночь' },
      work: {
        en: 'Compare each account’s plan and status with the provider’s and fix any drift a missed webhook left, logging what changed',
        ru: 'Сверить тариф и статус каждого аккаунта с данными провайдера и исправить расхождения от пропущенных вебхуков, записав, что изменилось',
      },
    },
  ],
  screens: [
    {
      route: '/pricing',
      name: { en: 'Pricing', ru: 'Тарифы' },
      purpose: {
        en: 'Plans side by side with what each includes, the usage price beyond it and the trial, with a Subscribe button',
        ru: 'Тарифы рядом: что входит в каждый, цена использования сверх него и пробный период, с кнопкой «Подписаться»',
      },
    },
    {
      route: '/settings/billing',
      name: { en: 'Plan and billing', ru: 'Тариф и оплата' },
      purpose: {
        en: 'The current plan and status, usage this period against the included amount, the next invoice estimate and a button to the customer portal',
        ru: 'Текущий тариф и статус, использование за период против включённого объёма, оценка следующего счёта и кнопка в кабинет клиента',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Stripe Billing: Checkout in subscription mode, Billing meters for usage, the customer portal',
        ru: 'Stripe Billing: Checkout в режиме подписки, счётчики Billing meters для использования и кабинет клиента',
      },
      reason: {
        en: 'Trials, proration, retries of failed payments (Smart Retries), invoices and tax are built in; usage goes in as meter events and is priced on the invoice',
        ru: 'Пробные периоды, пересчёт при смене тарифа, повтор неудачных списаний (Smart Retries), счета и налоги уже есть; использование передаётся событиями счётчика и попадает в счёт',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'Paddle or Lemon Squeezy as merchant of record',
        ru: 'Paddle или Lemon Squeezy как продавец от своего имени (merchant of record)',
      },
      reason: {
        en: 'They collect and pay VAT and sales tax worldwide for you at a higher fee, which pays off for a small team selling software abroad',
        ru: 'Собирают и платят НДС и налоги с продаж по всему миру за вас, за более высокую комиссию; маленькой команде, продающей софт за рубеж, это окупается',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'In Russia: YooKassa recurring payments or CloudPayments subscriptions',
        ru: 'В России: автоплатежи ЮKassa или подписки CloudPayments',
      },
      reason: {
        en: 'Recurring charges on Mir cards with fiscal receipts; usage is counted on our side and added to the next charge',
        ru: 'Регулярные списания с карт «Мир» с онлайн-чеками; использование считаем у себя и добавляем к следующему списанию',
      },
    },
    {
      platforms: ['mobile'],
      choice: {
        en: 'RevenueCat over App Store and Google Play subscriptions',
        ru: 'RevenueCat поверх подписок App Store и Google Play',
      },
      reason: {
        en: 'Digital subscriptions bought inside an iOS or Android app must use the stores’ billing; RevenueCat unifies the receipts and tells our server by webhook',
        ru: 'Цифровые подписки внутри приложения для iOS и Android обязаны идти через магазины; RevenueCat сводит чеки воедино и сообщает серверу вебхуком',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Define plans and the subscription records', ru: 'Описать тарифы и данные подписки' },
      detail: {
        en: 'A plan table in code (id, price ids, trial days, included usage, limits) and the Subscription, UsageEvent and BillingEvent tables; every new account starts on the free plan or a trial.',
        ru: 'Таблица тарифов в коде (id, идентификаторы цен, дни пробного периода, включённый объём, лимиты) и таблицы Subscription, UsageEvent и BillingEvent; каждый новый аккаунт начинает с бесплатного тарифа или пробного периода.',
      },
      hours: 3,
    },
    {
      title: { en: 'Start subscriptions and open the portal', ru: 'Оформлять подписку и открывать кабинет клиента' },
      detail: {
        en: 'POST /api/billing/checkout (subscription checkout with the trial, the billing customer created once per account) and POST /api/billing/portal; the /pricing screen from GET /api/billing/plans and the /settings/billing screen.',
        ru: 'POST /api/billing/checkout (оплата подписки с пробным периодом, клиент у провайдера создаётся один раз на аккаунт) и POST /api/billing/portal; экран /pricing на основе GET /api/billing/plans и экран /settings/billing.',
      },
      hours: 5,
    },
    {
      title: { en: 'Keep the plan in step with webhooks', ru: 'Держать тариф в соответствии с вебхуками' },
      detail: {
        en: 'POST /api/webhooks/billing checks the signature, stores each event id once and updates Subscription from subscription and invoice events; a past-due account sees a banner, a cancelled one drops to the free plan at the period end.',
        ru: 'POST /api/webhooks/billing проверяет подпись, сохраняет каждое событие один раз и обновляет Subscription по событиям подписки и счетов; просроченный аккаунт видит предупреждение, отменённый переходит на бесплатный тариф в конце периода.',
      },
      hours: 5,
    },
    {
      title: { en: 'Meter usage', ru: 'Учитывать использование' },
      detail: {
        en: 'Write a UsageEvent in the same transaction as the billable action, with an idempotency key; the report-usage job sends them to the meter; GET /api/billing/subscription shows usage this period.',
        ru: 'Писать UsageEvent в той же транзакции, что и платное действие, с ключом идемпотентности; задача report-usage отправляет события в счётчик; GET /api/billing/subscription показывает использование за период.',
      },
      hours: 6,
    },
    {
      title: { en: 'Enforce plan limits', ru: 'Применять лимиты тарифа' },
      detail: {
        en: 'One entitlement check (plan to limits) used by every paid endpoint, answering 402 with an upgrade link; the nightly sync-subscriptions job repairs drift.',
        ru: 'Одна проверка прав по тарифу, которой пользуется каждый платный эндпоинт, с ответом 402 и ссылкой на смену тарифа; ночная задача sync-subscriptions исправляет расхождения.',
      },
      hours: 4,
    },
  ],
  criteria: [
    {
      en: 'Given a new account on a 14-day trial without a card, when the trial ends, then it drops to the free plan and paid features answer 402 with an upgrade link',
      ru: 'Дано: новый аккаунт на 14-дневном пробном периоде без карты; когда период заканчивается, тогда аккаунт переходит на бесплатный тариф, а платные функции отвечают 402 со ссылкой на смену тарифа',
    },
    {
      en: 'Given a subscriber whose renewal payment fails, when the provider reports it, then the account is marked past due, its owner is emailed and features keep working until the last retry fails',
      ru: 'Дано: продление подписки не оплатилось; когда провайдер сообщает об этом, тогда аккаунт помечается просроченным, владельцу уходит письмо, а функции работают до последней неудачной попытки списания',
    },
    {
      en: 'Given 1,250 billable actions in a period with 1,000 included, when the invoice is made, then it charges exactly 250 units beyond the plan',
      ru: 'Дано: за период 1250 платных действий при 1000 включённых; когда выставляется счёт, тогда в нём ровно 250 единиц сверх тарифа',
    },
    {
      en: 'Given the same usage event sent twice by a retried request, when usage is reported, then it is counted once',
      ru: 'Дано: одно и то же событие использования пришло дважды из-за повтора запроса; когда использование передаётся провайдеру, тогда оно учитывается один раз',
    },
    {
      en: 'Given a customer who upgrades mid-period in the portal, when the webhook arrives, then the new limits apply at once and the next invoice carries the prorated difference',
      ru: 'Дано: клиент повысил тариф в середине периода в кабинете; когда приходит вебхук, тогда новые лимиты действуют сразу, а следующий счёт содержит пересчитанную разницу',
    },
  ],
  qa: [
    {
      en: 'Use Stripe test clocks: start a trial, advance the clock past the trial end and a renewal, and check the account’s plan and status after each webhook',
      ru: 'С помощью тестовых часов Stripe (test clocks) начать пробный период, перевести часы за его конец и за продление и после каждого вебхука проверить тариф и статус аккаунта',
    },
    {
      en: 'Subscribe with 4000 0000 0000 0341 (the card attaches, then every charge fails) and check the past-due banner and the emails',
      ru: 'Подписаться с картой 4000 0000 0000 0341 (карта привязывается, но списания не проходят) и проверить предупреждение о просрочке и письма',
    },
    {
      en: 'Generate 1,250 usage events including 50 duplicates and compare the meter’s total and the upcoming invoice with the database',
      ru: 'Создать 1250 событий использования, из них 50 повторов, и сверить итог счётчика и будущий счёт с базой',
    },
    {
      en: 'Resend every webhook of one subscription with stripe events resend, in a different order: the Subscription row ends in the same state',
      ru: 'Повторить все вебхуки одной подписки через stripe events resend в другом порядке: строка Subscription приходит в то же состояние',
    },
  ],
  risks: [
    {
      en: 'Trusting the browser about the plan lets people unlock paid features: entitlements come only from webhook-updated records on the server',
      ru: 'Если верить браузеру насчёт тарифа, платные функции можно открыть бесплатно: права берутся только из записей на сервере, обновляемых вебхуками',
    },
    {
      en: 'Usage that is lost or counted twice means wrong invoices and angry customers: record it in the same transaction as the action, with idempotency keys, and compare meter totals with the database every period',
      ru: 'Потерянное или дважды посчитанное использование — это неверные счета и недовольные клиенты: записывать его в одной транзакции с действием, с ключами идемпотентности, и каждый период сверять итоги счётчика с базой',
    },
    {
      en: 'Selling subscriptions abroad brings VAT and sales-tax duties: use Stripe Tax or a merchant of record from the start',
      ru: 'Продажа подписок за рубеж влечёт обязанности по НДС и налогам с продаж: с самого начала использовать Stripe Tax или продавца от своего имени (merchant of record)',
    },
  ],
  questions: [
    {
      en: 'Which plans, prices and limits, and is usage billed on top (per what unit, at what price)?',
      ru: 'Какие тарифы, цены и лимиты и платится ли использование сверх тарифа (за какую единицу и по какой цене)?',
    },
    {
      en: 'Is there a free trial (how long, with a card up front or not) and a free plan?',
      ru: 'Есть ли пробный период (какой длины, с картой сразу или без) и бесплатный тариф?',
    },
    {
      en: 'When a payment fails, how long does the account keep working before it is limited?',
      ru: 'Сколько аккаунт работает после неудачного списания, прежде чем его ограничить?',
    },
  ],
  defaults: { schedule: { en: 'every hour', ru: 'каждый час' } },
};
