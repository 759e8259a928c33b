import type { CapabilityEntry } from '../types';

/** A marketplace's money: customers pay the platform, it keeps a commission and pays providers out after the service. */
export const payouts: CapabilityEntry = {
  id: 'payouts',
  benefit: {
    en: 'the money reaches the people who did the work, minus the platform’s commission, without manual transfers',
    ru: 'деньги доходили до исполнителей за вычетом комиссии платформы без ручных переводов',
  },
  howItWorks: [
    {
      en: 'Each provider ({other}) onboards once through the payment provider’s hosted form (identity, bank account, tax details) and gets a connected account; until it can receive payouts they cannot take paid {entities}.',
      ru: 'Исполнитель ({other}) один раз проходит регистрацию в форме платёжного провайдера (личность, банковский счёт, налоговые данные) и получает подключённый аккаунт; пока выплаты на него не разрешены, платные записи «{entity}» ему недоступны.',
    },
    {
      en: 'A {role} pays the full price to the platform, and the money waits there until the {entity} is done; then the server transfers the price minus the platform’s commission to the provider’s account, and the provider’s payout schedule sends it on to their bank.',
      ru: 'Клиент ({role}) платит полную цену платформе, и деньги ждут, пока запись «{entity}» не будет выполнена; тогда сервер переводит на аккаунт исполнителя цену за вычетом комиссии платформы, а дальше провайдер по графику выплат отправляет деньги ему в банк.',
    },
    {
      en: 'A refund before the transfer simply returns the money; after it, the provider’s share is reversed as well. A dispute (chargeback) freezes the provider’s share until it is decided, and every movement goes into a ledger both sides can see.',
      ru: 'Возврат до перевода просто возвращает деньги; после перевода доля исполнителя тоже списывается обратно. Спор по платежу (чарджбэк) замораживает долю исполнителя до решения, а каждое движение денег попадает в журнал, который видят обе стороны.',
    },
  ],
  records: [
    {
      name: 'ConnectedAccount',
      label: { en: 'provider’s payout account', ru: 'аккаунт исполнителя для выплат' },
      fields:
        'provider:reference, providerAccountId:string, country:string, currency:string, payoutsEnabled:boolean, requirementsDue:json, onboardedAt:datetime',
    },
    {
      name: '{Entity}Transfer',
      label: { en: 'provider’s share', ru: 'доля исполнителя' },
      fields:
        'provider:reference, grossAmount:money, commission:money, netAmount:money, currency:string, chargeId:string, transferId:string, status:enum, releasedAt:datetime, reversedAmount:money',
      child: true,
    },
    {
      name: 'PaymentDispute',
      label: { en: 'payment dispute', ru: 'спор по платежу' },
      fields: 'chargeId:string, amount:money, reason:string, status:enum, evidenceDueBy:datetime, outcome:enum',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/payouts/onboarding',
      description: {
        en: 'Create or resume the provider’s connected account and return a one-time onboarding link',
        ru: 'Создать или продолжить подключённый аккаунт исполнителя и вернуть одноразовую ссылку на регистрацию',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/payouts/account',
      description: {
        en: 'The provider’s onboarding state, what the provider still asks for, and a login link to their payout dashboard',
        ru: 'Состояние регистрации исполнителя, чего ещё не хватает провайдеру, и ссылка для входа в кабинет выплат',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/pay',
      description: {
        en: 'The customer pays the full price of {anEntity} to the platform through a hosted checkout; the provider and the commission are fixed by the server',
        ru: 'Клиент платит полную цену платформе через страницу оплаты; исполнителя и комиссию определяет сервер',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/complete',
      description: {
        en: 'Mark {anEntity} done (by the provider, confirmed by the customer or automatically); the provider’s share becomes due',
        ru: 'Отметить запись выполненной (исполнителем, подтверждением клиента или автоматически); доля исполнителя становится к выплате',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/refund',
      description: {
        en: 'Refund fully or partly; if the share was already transferred, reverse it in proportion',
        ru: 'Вернуть деньги полностью или частично; если доля уже переведена, списать её обратно пропорционально',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/payouts/ledger',
      description: {
        en: 'The provider’s earnings: each {entity} with gross, commission, net, transfer and payout status',
        ru: 'Заработок исполнителя: по каждой записи — сумма, комиссия, к выплате, статус перевода и выплаты',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/webhooks/payments',
      description: {
        en: 'Payment provider events for the platform and the connected accounts, signature checked, each handled once: payment succeeded, account updated, refund, dispute opened or closed, payout paid or failed',
        ru: 'События провайдера по платформе и подключённым аккаунтам с проверкой подписи, каждое один раз: оплата прошла, аккаунт изменился, возврат, спор открыт или закрыт, выплата прошла или не прошла',
      },
      auth: false,
    },
  ],
  jobs: [
    {
      name: 'pay-providers-for-{es}',
      trigger: { en: '{schedule}', ru: '{schedule}' },
      work: {
        en: 'Transfer the net amount for every {entity} that is done and past the claim window, one transfer each with its id as the idempotency key; failures are retried and reported',
        ru: 'Перевести сумму к выплате по каждой выполненной записи, у которой прошёл срок претензий, — один перевод на запись с её id в качестве ключа идемпотентности; сбои повторяются и попадают в отчёт',
      },
    },
    {
      name: 'auto-complete-{es}',
      trigger: { en: 'every hour', ru: 'каждый час' },
      work: {
        en: 'Mark {entities} done when the customer raised no issue within 48 hours of the end',
        ru: 'Отметить выполненными записи, по которым клиент не заявил претензий в течение 48 часов после окончания',
      },
    },
  ],
  screens: [
    {
      route: '/payouts',
      name: { en: 'Earnings and payouts', ru: 'Заработок и выплаты' },
      purpose: {
        en: 'Onboarding state, money on the way and already paid out, and each {entity} with the price, the commission and the net amount',
        ru: 'Состояние регистрации, деньги в пути и уже выплаченные, по каждой записи — цена, комиссия и сумма к выплате',
      },
    },
    {
      route: '/admin/payments',
      name: { en: 'Payments and disputes', ru: 'Платежи и споры' },
      purpose: {
        en: 'For the team: payments, transfers waiting or failed, refunds and open disputes with their evidence deadline',
        ru: 'Для команды: платежи, ожидающие и неудавшиеся переводы, возвраты и открытые споры со сроком подачи доказательств',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Stripe Connect with Express accounts and separate charges and transfers',
        ru: 'Stripe Connect с аккаунтами Express и раздельными платежами и переводами',
      },
      reason: {
        en: 'Stripe hosts onboarding and identity checks and gives providers a payout dashboard; the platform charges the customer and transfers each share only when the work is done (source_transaction ties it to the payment)',
        ru: 'Stripe сам проводит регистрацию и проверку личности и даёт исполнителям кабинет выплат; платформа списывает деньги с клиента и переводит долю только после выполнения работы (source_transaction привязывает перевод к платежу)',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'In Russia: YooKassa split payments or Safe Deal',
        ru: 'В России: ЮKassa со сплитованием платежей или «Безопасная сделка»',
      },
      reason: {
        en: 'Splits a payment between the platform and sellers, pays out to self-employed people and companies, and handles the receipts',
        ru: 'Делит платёж между платформой и продавцами, выплачивает самозанятым и компаниям и берёт на себя чеки',
      },
    },
    {
      platforms: ['mobile'],
      choice: {
        en: 'The onboarding link opened in an in-app browser (expo-web-browser)',
        ru: 'Ссылка на регистрацию во встроенном браузере (expo-web-browser)',
      },
      reason: {
        en: 'The provider’s hosted onboarding must not run inside a WebView; the return address deep-links back into the app',
        ru: 'Регистрацию у провайдера нельзя открывать в WebView; адрес возврата по глубокой ссылке возвращает в приложение',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Onboard providers to Stripe Connect', ru: 'Подключить исполнителей к Stripe Connect' },
      detail: {
        en: 'The ConnectedAccount table; POST /api/payouts/onboarding creates an Express account and an Account Link; the account.updated event sets payoutsEnabled; a provider without it cannot take paid {entities}.',
        ru: 'Таблица ConnectedAccount; POST /api/payouts/onboarding создаёт аккаунт Express и ссылку Account Link; событие account.updated выставляет payoutsEnabled; без него исполнитель не может брать платные записи.',
      },
      hours: 6,
    },
    {
      title: { en: 'Take the customer’s payment', ru: 'Принимать оплату от клиента' },
      detail: {
        en: 'POST /api/{es}/:id/pay creates a Checkout Session on the platform with a transfer_group per {entity}; POST /api/webhooks/payments checks the signature, handles each event of the platform and the connected accounts once, marks it paid and writes {Entity}Transfer with gross, commission and net computed on the server in minor units.',
        ru: 'POST /api/{es}/:id/pay создаёт Checkout Session на платформе с transfer_group на каждую запись; POST /api/webhooks/payments проверяет подпись, обрабатывает каждое событие платформы и подключённых аккаунтов один раз, отмечает оплату и пишет {Entity}Transfer с суммой, комиссией и долей исполнителя, посчитанными на сервере в копейках.',
      },
      hours: 6,
    },
    {
      title: { en: 'Transfer after the service', ru: 'Переводить деньги после услуги' },
      detail: {
        en: 'POST /api/{es}/:id/complete and the auto-complete-{es} job mark the work done; the pay-providers-for-{es} job creates one transfer per {entity} with source_transaction and an idempotency key, records it and alerts on failure.',
        ru: 'POST /api/{es}/:id/complete и задача auto-complete-{es} отмечают работу выполненной; задача pay-providers-for-{es} создаёт один перевод на запись с source_transaction и ключом идемпотентности, записывает его и сообщает о сбоях.',
      },
      hours: 6,
    },
    {
      title: { en: 'Handle refunds and disputes', ru: 'Обрабатывать возвраты и споры' },
      detail: {
        en: 'POST /api/{es}/:id/refund refunds and reverses the transfer in proportion; dispute events create PaymentDispute, freeze the share, alert the team and remind them before the evidence deadline.',
        ru: 'POST /api/{es}/:id/refund возвращает деньги и пропорционально отзывает перевод; события о спорах создают PaymentDispute, замораживают долю, предупреждают команду и напоминают о сроке подачи доказательств.',
      },
      hours: 6,
    },
    {
      title: { en: 'Show earnings and the ledger', ru: 'Показать заработок и журнал' },
      detail: {
        en: 'The /payouts screen from GET /api/payouts/ledger and GET /api/payouts/account with a link to the Express dashboard; the team’s payments and disputes page.',
        ru: 'Экран /payouts на основе GET /api/payouts/ledger и GET /api/payouts/account со ссылкой в кабинет Express; страница платежей и споров для команды.',
      },
      hours: 6,
    },
  ],
  criteria: [
    {
      en: 'Given a paid {entity} of 100.00 and a 15% commission, when it is marked done and the transfer runs, then the provider receives one transfer of 85.00 and the platform keeps 15.00 less the card fee',
      ru: 'Дано: запись оплачена на 100,00, комиссия 15%; когда её отмечают выполненной и проходит перевод, тогда исполнитель получает один перевод на 85,00, а у платформы остаётся 15,00 за вычетом эквайринга',
    },
    {
      en: 'Given a paid {entity} that is not done yet, when the transfer job runs, then nothing is transferred to the provider',
      ru: 'Дано: запись оплачена, но ещё не выполнена; когда запускается задача переводов, тогда исполнитель ничего не получает',
    },
    {
      en: 'Given a provider who has not finished onboarding, when a customer tries to pay for their {entity}, then the payment is refused and the provider is asked to finish onboarding',
      ru: 'Дано: исполнитель не закончил регистрацию; когда клиент пытается оплатить его запись, тогда оплата не принимается, а исполнителя просят завершить регистрацию',
    },
    {
      en: 'Given {anEntity} whose share was already transferred, when the customer gets a full refund, then the transfer is reversed and the ledger shows both movements',
      ru: 'Дано: доля по записи уже переведена исполнителю; когда клиенту возвращают всю сумму, тогда перевод отзывается, а журнал показывает оба движения',
    },
    {
      en: 'Given the transfer job runs twice for the same {entity}, when both runs finish, then exactly one transfer exists',
      ru: 'Дано: задача переводов запустилась дважды для одной записи; когда оба запуска закончились, тогда перевод существует ровно один',
    },
  ],
  qa: [
    {
      en: 'Onboard a test Express account with Stripe’s test data (routing 110000000, account 000123456789, SSN 000-00-0000) and check payoutsEnabled turns on from the account.updated event',
      ru: 'Зарегистрировать тестовый аккаунт Express с тестовыми данными Stripe (routing 110000000, счёт 000123456789, SSN 000-00-0000) и проверить, что payoutsEnabled включается по событию account.updated',
    },
    {
      en: 'Pay with 4000 0000 0000 0077 (funds available at once), complete the {entity} and check the connected account’s balance shows exactly the net amount',
      ru: 'Оплатить картой 4000 0000 0000 0077 (деньги доступны сразу), выполнить запись и проверить, что на балансе подключённого аккаунта ровно сумма к выплате',
    },
    {
      en: 'Pay with 4000 0000 0000 0259 to open a dispute: the provider’s share is frozen, the team is alerted and the ledger shows it',
      ru: 'Оплатить картой 4000 0000 0000 0259, чтобы открылся спор: доля исполнителя заморожена, команда предупреждена, журнал это показывает',
    },
    {
      en: 'Run the transfer job twice in a row and kill it halfway once: one transfer per {entity}, none missing',
      ru: 'Запустить задачу переводов дважды подряд и один раз оборвать её посередине: по одному переводу на запись, ни одного пропущенного',
    },
  ],
  risks: [
    {
      en: 'Money leaves before a refund or dispute arrives: transfer only after the work is done plus a short claim window, and keep enough balance to cover reversals',
      ru: 'Деньги уходят раньше, чем приходит возврат или спор: переводить только после выполнения и короткого срока претензий и держать на балансе запас на отзыв переводов',
    },
    {
      en: 'Marketplaces that hold other people’s money are regulated (identity checks, tax reporting): let the payment provider do the checks and tax forms, and never keep funds on your own account',
      ru: 'Платформы, которые держат чужие деньги, регулируются (проверка личности, налоговая отчётность): проверки и налоговые документы отдать платёжному провайдеру и никогда не держать деньги на своём счёте',
    },
    {
      en: 'Rounding drifts over thousands of payments: compute in minor units on the server with one rounding rule, and reconcile the ledger with the provider weekly',
      ru: 'Округления расходятся на тысячах платежей: считать в копейках на сервере по одному правилу округления и раз в неделю сверять журнал с провайдером',
    },
  ],
  questions: [
    {
      en: 'What commission does the platform keep, and who pays the card fee: the customer, the provider or the platform?',
      ru: 'Какую комиссию берёт платформа и кто платит за эквайринг: клиент, исполнитель или платформа?',
    },
    {
      en: 'When is {anEntity} done for payout: the provider marks it, the customer confirms, or automatically after a few days?',
      ru: 'Когда запись считается выполненной для выплаты: отмечает исполнитель, подтверждает клиент или автоматически через несколько дней?',
    },
    {
      en: 'Who bears the loss when a customer gets their money back after the provider was paid?',
      ru: 'Кто несёт убыток, если клиент вернул деньги уже после выплаты исполнителю?',
    },
  ],
  defaults: { schedule: { en: 'every hour', ru: 'каждый час' } },
};
