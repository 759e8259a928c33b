import type { CapabilityEntry } from '../types';

/** A one-off payment: a hosted checkout page, an order paid only by the provider's signed webhook, receipts and refunds. */
export const checkout: CapabilityEntry = {
  id: 'checkout',
  benefit: {
    en: 'I pay by card in one step and get a receipt straight away',
    ru: 'платить картой в один шаг и сразу получать чек',
  },
  howItWorks: [
    {
      en: 'A {role} reviews what they are buying and presses Pay; the server recomputes the total from its own prices, creates a pending order and a hosted checkout session, and sends the browser to the payment page.',
      ru: 'Покупатель ({role}) проверяет заказ и нажимает «Оплатить»; сервер заново считает сумму по своим ценам, создаёт заказ в статусе «ожидает оплаты» и платёжную сессию и перенаправляет браузер на страницу оплаты.',
    },
    {
      en: 'Card details never reach our servers: the payment provider’s page takes the card, Apple Pay or Google Pay, runs 3-D Secure and sends the buyer back to a result page.',
      ru: 'Данные карты к нам на сервер не попадают: страница платёжного провайдера принимает карту, Apple Pay, Google Pay или СБП, проводит 3-D Secure и возвращает покупателя на страницу результата.',
    },
    {
      en: 'The order becomes paid only when the provider’s signed webhook says so, never because the buyer reached the success page; then the receipt is emailed and the order shows in their history. Refunds go through the provider and are recorded the same way.',
      ru: 'Заказ становится оплаченным только по подписанному вебхуку провайдера, а не потому, что покупатель открыл страницу успеха; после этого уходит чек на почту и заказ появляется в истории. Возвраты проходят через провайдера и отмечаются так же.',
    },
  ],
  records: [
    {
      name: '{Entity}Payment',
      label: { en: 'payment', ru: 'платёж' },
      fields:
        'amount:money, currency:string, status:enum, checkoutSessionId:string, providerPaymentId:string, receiptUrl:url, paidAt:datetime, refundedAmount:money',
      child: true,
    },
    {
      name: 'PaymentEvent',
      label: { en: 'payment provider event', ru: 'событие платёжного провайдера' },
      fields: 'providerEventId:string, type:string, payload:json, receivedAt:datetime, processedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/checkout',
      description: {
        en: 'Create the pending order at the server’s prices and a hosted checkout session; returns the payment page address',
        ru: 'Создать заказ по ценам сервера и платёжную сессию; возвращает адрес страницы оплаты',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/webhooks/payments',
      description: {
        en: 'Payment provider events, signature checked on the raw body, each handled once: paid, failed, refunded, disputed',
        ru: 'События платёжного провайдера с проверкой подписи по исходному телу, каждое обрабатывается один раз: оплачен, ошибка, возврат, спор',
      },
      auth: false,
    },
    {
      method: 'GET',
      path: '/api/orders/:id',
      description: {
        en: 'One order with its status and receipt, for the result page and the buyer’s history; 404 for other people’s orders',
        ru: 'Один заказ со статусом и чеком для страницы результата и истории; 404 для чужих заказов',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/orders',
      description: {
        en: 'The buyer’s orders, newest first, with receipts',
        ru: 'Заказы покупателя, сначала новые, с чеками',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/orders/:id/refund',
      description: {
        en: 'The team refunds an order fully or partly through the provider; the order changes when the refund event arrives',
        ru: 'Команда возвращает деньги за заказ полностью или частично через провайдера; заказ меняется, когда приходит событие о возврате',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'expire-pending-orders',
      trigger: { en: 'every hour', ru: 'каждый час' },
      work: {
        en: 'Cancel orders still unpaid after 24 hours (abandoned checkouts) and release anything they reserved',
        ru: 'Отменить заказы, не оплаченные за 24 часа (брошенная оплата), и освободить всё, что они резервировали',
      },
    },
    {
      name: 'reconcile-payments',
      trigger: { en: 'nightly', ru: 'каждую ночь' },
      work: {
        en: 'Compare yesterday’s paid and refunded orders with the provider’s balance transactions and flag anything missing or different',
        ru: 'Сверить вчерашние оплаты и возвраты с операциями в кабинете провайдера и отметить всё, чего не хватает или что не совпадает',
      },
    },
  ],
  screens: [
    {
      route: '/checkout',
      name: { en: 'Checkout', ru: 'Оформление заказа' },
      purpose: {
        en: 'What is being bought, the total computed by the server with taxes, and the Pay button that opens the payment page',
        ru: 'Состав заказа, итог, посчитанный сервером вместе с налогами, и кнопка «Оплатить», открывающая страницу оплаты',
      },
    },
    {
      route: '/checkout/result',
      name: { en: 'Payment result', ru: 'Результат оплаты' },
      purpose: {
        en: 'Says “payment received” only once the webhook confirmed it; until then “confirming your payment” while it checks the order',
        ru: 'Пишет «оплата получена» только после подтверждения вебхуком; до этого — «подтверждаем оплату», пока проверяет заказ',
      },
    },
    {
      route: '/orders',
      name: { en: 'My orders', ru: 'Мои заказы' },
      purpose: {
        en: 'Past orders with status, receipt and refund',
        ru: 'Прошлые заказы со статусом, чеком и возвратом',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Stripe Checkout (hosted page), with Stripe Tax where tax applies',
        ru: 'Stripe Checkout (готовая страница) и Stripe Tax, где нужен налог',
      },
      reason: {
        en: 'Cards, Apple Pay, Google Pay, 3-D Secure and receipts with no card data on our side, which keeps PCI scope to the simplest questionnaire (SAQ A)',
        ru: 'Карты, Apple Pay, Google Pay, 3-D Secure и чеки без данных карт у нас, поэтому PCI DSS сводится к самой простой анкете (SAQ A)',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'YooKassa or CloudPayments for Russian cards, with fiscal receipts through ATOL Online or CloudKassir',
        ru: 'ЮKassa или CloudPayments для российских карт, с чеками через АТОЛ Онлайн или CloudKassir',
      },
      reason: {
        en: 'They take Mir cards and SBP, which Stripe does not, and send the fiscal receipt Russian law (54-FZ) requires',
        ru: 'Принимают «Мир» и СБП, чего не умеет Stripe, и отправляют чек, которого требует 54-ФЗ',
      },
    },
    {
      platforms: ['mobile'],
      choice: {
        en: 'Stripe Payment Sheet (@stripe/stripe-react-native) for goods and services; store billing for digital content',
        ru: 'Stripe Payment Sheet (@stripe/stripe-react-native) для товаров и услуг; покупки в магазине приложений для цифрового контента',
      },
      reason: {
        en: 'Apple and Google require their in-app purchases for digital goods, while physical goods and services may be paid by card',
        ru: 'Apple и Google требуют своих встроенных покупок для цифровых товаров, а физические товары и услуги можно оплачивать картой',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Add orders and payment events', ru: 'Добавить заказы и платёжные события' },
      detail: {
        en: 'Add {Entity}Payment (amount in minor units, currency, status pending, paid, failed, refunded, provider ids, receipt) and PaymentEvent with a unique providerEventId; prices live on the server and are never taken from the client.',
        ru: 'Добавить {Entity}Payment (сумма в копейках, валюта, статус «ожидает», «оплачен», «ошибка», «возврат», идентификаторы провайдера, чек) и PaymentEvent с уникальным providerEventId; цены хранятся на сервере и никогда не берутся от клиента.',
      },
      hours: 3,
    },
    {
      title: { en: 'Create the checkout session', ru: 'Создавать платёжную сессию' },
      detail: {
        en: 'POST /api/checkout recomputes the total from server prices, creates the pending order and the hosted session with the order id in its metadata and an idempotency key, and returns the page address.',
        ru: 'POST /api/checkout пересчитывает сумму по серверным ценам, создаёт заказ «ожидает оплаты» и платёжную сессию с id заказа в метаданных и ключом идемпотентности и возвращает адрес страницы.',
      },
      hours: 4,
    },
    {
      title: { en: 'Handle the payment webhook', ru: 'Обрабатывать платёжный вебхук' },
      detail: {
        en: 'POST /api/webhooks/payments checks the signature on the raw body, stores each event id once and marks the order paid, failed or refunded; it answers 200 quickly and does the slow work (receipt email) in a queue.',
        ru: 'POST /api/webhooks/payments проверяет подпись по исходному телу, сохраняет каждое событие один раз и отмечает заказ оплаченным, неудачным или возвращённым; отвечает 200 сразу, а медленное (письмо с чеком) делает в очереди.',
      },
      hours: 5,
    },
    {
      title: { en: 'Show the result and the receipts', ru: 'Показать результат и чеки' },
      detail: {
        en: 'The result page asks GET /api/orders/:id until the order is paid or failed; the receipt is emailed on payment; the /orders screen lists past orders from GET /api/orders.',
        ru: 'Страница результата опрашивает GET /api/orders/:id, пока заказ не станет оплаченным или неудачным; чек уходит на почту при оплате; экран /orders показывает прошлые заказы из GET /api/orders.',
      },
      hours: 4,
    },
    {
      title: { en: 'Add refunds and the clean-up jobs', ru: 'Сделать возвраты и фоновые проверки' },
      detail: {
        en: 'POST /api/orders/:id/refund for the team (full or partial), the hourly expire-pending-orders job and the nightly reconcile-payments job that alerts on any mismatch.',
        ru: 'POST /api/orders/:id/refund для команды (полный или частичный возврат), ежечасная задача expire-pending-orders и ночная reconcile-payments, которая сообщает о любом расхождении.',
      },
      hours: 4,
    },
  ],
  criteria: [
    {
      en: 'Given a buyer who changes the price in the request, when the checkout is created, then the server charges its own price and ignores the one sent',
      ru: 'Дано: покупатель подменил цену в запросе; когда создаётся оплата, тогда сервер берёт свою цену и игнорирует присланную',
    },
    {
      en: 'Given a paid order, when the provider sends the same webhook twice, then the order is marked paid once and one receipt is sent',
      ru: 'Дано: заказ оплачен; когда провайдер присылает тот же вебхук дважды, тогда заказ отмечается оплаченным один раз и чек уходит один',
    },
    {
      en: 'Given a webhook with a wrong signature, when it arrives, then it is refused with 400 and no order changes',
      ru: 'Дано: вебхук с неверной подписью; когда он приходит, тогда отклоняется с кодом 400 и ни один заказ не меняется',
    },
    {
      en: 'Given a buyer who closes the tab right after paying, when the webhook arrives, then the order is paid and the receipt sent all the same',
      ru: 'Дано: покупатель закрыл вкладку сразу после оплаты; когда приходит вебхук, тогда заказ всё равно оплачен и чек отправлен',
    },
    {
      en: 'Given a declined card, when the buyer pays, then the order stays unpaid with the decline reason shown, and they can pay again with another card',
      ru: 'Дано: карту отклонил банк; когда покупатель платит, тогда заказ остаётся неоплаченным, покупатель видит причину отказа и может оплатить другой картой',
    },
  ],
  qa: [
    {
      en: 'Pay with Stripe test cards: 4242 4242 4242 4242 succeeds, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 9995 is declined; check the order status after each',
      ru: 'Оплатить тестовыми картами Stripe: 4242 4242 4242 4242 проходит, 4000 0027 6000 3184 запрашивает 3-D Secure, 4000 0000 0000 9995 отклоняется; после каждой проверить статус заказа',
    },
    {
      en: 'Forward events locally with stripe listen --forward-to to /api/webhooks/payments, then resend one paid event with stripe events resend: one payment, one receipt',
      ru: 'Пробросить события локально через stripe listen --forward-to на /api/webhooks/payments и повторить событие об оплате через stripe events resend: один платёж, один чек',
    },
    {
      en: 'Pay and close the browser before the redirect: the order is paid within a minute through the webhook alone',
      ru: 'Оплатить и закрыть браузер до возврата на сайт: заказ становится оплаченным в течение минуты только по вебхуку',
    },
    {
      en: 'Refund half an order from the provider’s dashboard: the order shows a partial refund and the nightly reconciliation finds no mismatch',
      ru: 'Вернуть половину суммы из кабинета провайдера: заказ показывает частичный возврат, а ночная сверка не находит расхождений',
    },
  ],
  risks: [
    {
      en: 'Marking orders paid from the success page lets anyone skip paying: only the signed webhook changes an order’s status',
      ru: 'Если отмечать оплату по странице успеха, любой сможет не платить: статус заказа меняет только подписанный вебхук',
    },
    {
      en: 'Webhooks arrive late, twice or out of order: store event ids, make every handler idempotent, and ask the provider for the current state when in doubt',
      ru: 'Вебхуки приходят с опозданием, дважды или не по порядку: хранить id событий, делать обработчики идемпотентными, а при сомнении запрашивать текущее состояние у провайдера',
    },
    {
      en: 'Sales tax, VAT or fiscal receipts may be mandatory where you sell: decide before launch and let Stripe Tax or a fiscal receipt service handle it',
      ru: 'НДС, налог с продаж или онлайн-чеки могут быть обязательны там, где вы продаёте: решить до запуска и отдать это Stripe Tax или онлайн-кассе',
    },
  ],
  questions: [
    {
      en: 'Which currencies and payment methods (cards, Apple Pay, Google Pay, bank transfer) do buyers need at launch?',
      ru: 'Какие валюты и способы оплаты (карты, СБП, Apple Pay, перевод по счёту) нужны покупателям к запуску?',
    },
    {
      en: 'What is the refund policy: who may refund, within how many days, fully or partly?',
      ru: 'Какие правила возврата: кто может вернуть деньги, в течение скольких дней, полностью или частично?',
    },
    {
      en: 'Do companies need invoices, and in which country is the seller registered?',
      ru: 'Нужны ли компаниям счета и закрывающие документы, и в какой стране зарегистрирован продавец?',
    },
  ],
  defaults: {},
};
