import type { CapabilityEntry } from '../types';

/** Notifications and reminders by email, SMS, push or a messenger: stored, queued, scheduled, with quiet hours and unsubscribe. */
export const notify: CapabilityEntry = {
  id: 'notify',
  benefit: {
    en: 'I am told at the right time and nothing is missed or forgotten',
    ru: 'получать напоминание вовремя и ничего не пропускать',
  },
  howItWorks: [
    {
      en: 'Things that happen in the product (a new {entity}, a change, a due time coming up) create notifications; each is stored first and then sent by a queued job over {channel}, so a slow provider never slows the request that caused it.',
      ru: 'События в продукте (новая запись «{entity}», изменение, приближающийся срок) создают уведомления; каждое сначала сохраняется, а затем отправляется фоновой задачей по каналу «{channel}», поэтому медленный провайдер не тормозит запрос, который его вызвал.',
    },
    {
      en: 'Reminders are planned ahead ({schedule}) and go out in the recipient’s time zone; anything not urgent that falls in their quiet hours waits until the quiet hours end.',
      ru: 'Напоминания планируются заранее (расписание: {schedule}) и уходят по часовому поясу получателя; всё несрочное, что выпадает на тихие часы, ждёт их окончания.',
    },
    {
      en: 'Each person chooses channels per kind of notification and can unsubscribe with one click from any email or by replying STOP to an SMS; the provider reports delivery back (delivered, bounced, failed), and an address that keeps failing is switched off with a note in the app.',
      ru: 'Каждый сам выбирает каналы для каждого вида уведомлений и может отписаться одним нажатием из любого письма или ответом STOP на SMS; провайдер сообщает о доставке (доставлено, отклонено, ошибка), а адрес, на который доставка постоянно не проходит, отключается с пометкой в приложении.',
    },
  ],
  records: [
    {
      name: 'Notification',
      label: { en: 'notification', ru: 'уведомление' },
      fields:
        'recipient:reference, kind:string, channel:enum, subject:reference, payload:json, dedupeKey:string, sendAfter:datetime, status:enum, providerMessageId:string, sentAt:datetime, deliveredAt:datetime, error:text',
    },
    {
      name: 'NotificationPreference',
      label: { en: 'notification setting', ru: 'настройка уведомлений' },
      fields:
        'user:reference, kind:string, channel:enum, enabled:boolean, quietFrom:string, quietTo:string, timeZone:string',
    },
    {
      name: 'ContactPoint',
      label: { en: 'delivery address', ru: 'адрес доставки' },
      fields:
        'user:reference, channel:enum, address:string, verifiedAt:datetime, disabledAt:datetime, disabledReason:string',
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/notifications',
      description: {
        en: 'The in-app inbox: the user’s notifications, newest first, with the unread count',
        ru: 'Входящие в приложении: уведомления пользователя, сначала новые, с числом непрочитанных',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/notifications/read',
      description: { en: 'Mark notifications read', ru: 'Отметить уведомления прочитанными' },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/notification-preferences',
      description: {
        en: 'The user’s channels per kind of notification, quiet hours and time zone',
        ru: 'Каналы пользователя для каждого вида уведомлений, тихие часы и часовой пояс',
      },
      auth: true,
    },
    {
      method: 'PUT',
      path: '/api/notification-preferences',
      description: {
        en: 'Save channels per kind, quiet hours and time zone',
        ru: 'Сохранить каналы по видам уведомлений, тихие часы и часовой пояс',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/push-tokens',
      description: {
        en: 'Register this device’s push token (or the browser’s push subscription); replaces the old token of the same device',
        ru: 'Зарегистрировать push-токен устройства (или подписку браузера); заменяет старый токен того же устройства',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/unsubscribe',
      description: {
        en: 'One-click unsubscribe from a signed token in the email (List-Unsubscribe-Post); no sign-in needed',
        ru: 'Отписка в одно нажатие по подписанному токену из письма (List-Unsubscribe-Post); вход не нужен',
      },
      auth: false,
    },
    {
      method: 'POST',
      path: '/api/webhooks/notifications/:provider',
      description: {
        en: 'Delivery reports from the email, SMS and push providers, signature checked: delivered, bounced, complained, failed, and STOP replies; hard bounces and complaints switch the address off',
        ru: 'Отчёты о доставке от провайдеров почты, SMS и push с проверкой подписи: доставлено, отклонено, жалоба на спам, ошибка и ответы STOP; жёсткий отказ и жалоба отключают адрес',
      },
      auth: false,
    },
  ],
  jobs: [
    {
      name: 'send-notifications',
      trigger: {
        en: 'queued when a notification is created; retried with backoff',
        ru: 'в очереди при создании уведомления; повторы с нарастающей паузой',
      },
      work: {
        en: 'Render the template in the recipient’s language, skip kinds and channels they switched off, hold non-urgent ones until quiet hours end, send through the provider and store its message id',
        ru: 'Собрать текст по шаблону на языке получателя, пропустить отключённые им виды и каналы, несрочное отложить до конца тихих часов, отправить через провайдера и сохранить id сообщения',
      },
    },
    {
      name: 'queue-reminders-for-{es}',
      trigger: { en: 'every 5 minutes', ru: 'каждые 5 минут' },
      work: {
        en: 'Find {entities} whose reminder time has come ({schedule}) and create one notification each, with a dedupe key so no reminder goes out twice',
        ru: 'Найти записи, по которым подошло время напоминания (расписание: {schedule}), и создать по одному уведомлению с ключом от повторов, чтобы ни одно напоминание не ушло дважды',
      },
    },
  ],
  screens: [
    {
      route: '/notifications',
      name: { en: 'Notifications', ru: 'Уведомления' },
      purpose: {
        en: 'Everything the product told the user, newest first, each opening the {entity} it is about',
        ru: 'Всё, о чём продукт сообщал пользователю, сначала новое; каждое уведомление открывает свою запись',
      },
    },
    {
      route: '/settings/notifications',
      name: { en: 'Notification settings', ru: 'Настройки уведомлений' },
      purpose: {
        en: 'A switch per kind and channel, quiet hours, the time zone, and connecting a phone number or a messenger',
        ru: 'Переключатели по видам и каналам, тихие часы, часовой пояс, подключение номера телефона или мессенджера',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'Resend or Postmark, with React Email templates',
        ru: 'Resend или Postmark с шаблонами React Email',
      },
      reason: {
        en: 'Good deliverability for transactional mail, delivery and bounce webhooks, and templates written as components with a preview',
        ru: 'Хорошая доставляемость служебных писем, вебхуки о доставке и отказах, шаблоны в виде компонентов с предпросмотром',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'Twilio Programmable Messaging for SMS (SMS.ru or SMSC for Russian numbers)',
        ru: 'Twilio Programmable Messaging для SMS (для российских номеров — SMS.ru или SMSC)',
      },
      reason: {
        en: 'Delivery reports by webhook and STOP handling built in; a registered sender name is needed in many countries',
        ru: 'Отчёты о доставке вебхуком и обработка STOP из коробки; во многих странах нужно зарегистрированное имя отправителя',
      },
    },
    {
      platforms: ['mobile'],
      choice: { en: 'Expo Notifications with Expo’s push service', ru: 'Expo Notifications и push-сервис Expo' },
      reason: {
        en: 'One API for APNs and FCM; push receipts say which tokens are dead so they can be removed',
        ru: 'Один API для APNs и FCM; квитанции показывают, какие токены умерли, и их можно удалить',
      },
    },
    {
      platforms: ['web'],
      choice: {
        en: 'Web Push (the web-push library) with a service worker',
        ru: 'Web Push (библиотека web-push) с service worker',
      },
      reason: {
        en: 'Browser notifications without an app; on iPhone they need the site added to the home screen',
        ru: 'Уведомления в браузере без приложения; на iPhone сайт для этого нужно добавить на экран «Домой»',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'grammY for a Telegram bot', ru: 'grammY для бота в Telegram' },
      reason: {
        en: 'People link their chat through a /start link with a one-time code; messages are free and arrive at once',
        ru: 'Человек привязывает чат по ссылке /start с одноразовым кодом; сообщения бесплатны и приходят сразу',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'Novu or Knock, if you would rather not build it',
        ru: 'Novu или Knock, если не хочется строить самим',
      },
      reason: {
        en: 'One workflow across channels with preferences, digests and an in-app inbox ready made',
        ru: 'Один сценарий на все каналы с настройками, дайджестами и готовыми входящими в приложении',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Store notifications and settings', ru: 'Хранить уведомления и настройки' },
      detail: {
        en: 'Notification (with a unique dedupeKey), NotificationPreference and ContactPoint tables, and one notify(recipient, kind, subject) function every feature calls instead of sending directly.',
        ru: 'Таблицы Notification (с уникальным dedupeKey), NotificationPreference и ContactPoint и одна функция notify(получатель, вид, запись), которую вызывают все функции продукта вместо прямой отправки.',
      },
      hours: 4,
    },
    {
      title: { en: 'Send through the providers', ru: 'Отправлять через провайдеров' },
      detail: {
        en: 'The send-notifications job renders templates in the recipient’s language, applies their settings and quiet hours, sends with retries and backoff, and stores the provider’s message id.',
        ru: 'Задача send-notifications собирает текст по шаблону на языке получателя, учитывает настройки и тихие часы, отправляет с повторами и нарастающей паузой и сохраняет id сообщения у провайдера.',
      },
      hours: 6,
    },
    {
      title: { en: 'Schedule the reminders', ru: 'Планировать напоминания' },
      detail: {
        en: 'The queue-reminders-for-{es} job creates each reminder exactly once (the dedupe key is the kind, the {entity} id and the due time), in the recipient’s time zone.',
        ru: 'Задача queue-reminders-for-{es} создаёт каждое напоминание ровно один раз (ключ — вид, id записи и время срока) по часовому поясу получателя.',
      },
      hours: 4,
    },
    {
      title: { en: 'Track delivery and unsubscribes', ru: 'Учитывать доставку и отписки' },
      detail: {
        en: 'POST /api/webhooks/notifications/:provider records delivered, bounced and failed, and switches off addresses that hard-bounce or complain; POST /api/unsubscribe handles one-click links; an SMS STOP turns SMS off.',
        ru: 'POST /api/webhooks/notifications/:provider записывает доставку, отказы и ошибки и отключает адреса с жёстким отказом или жалобой; POST /api/unsubscribe обрабатывает отписку в одно нажатие; STOP в SMS выключает SMS.',
      },
      hours: 4,
    },
    {
      title: { en: 'Build the inbox and settings', ru: 'Сделать входящие и настройки' },
      detail: {
        en: 'GET /api/notifications with the unread badge and POST /api/notifications/read; the settings screen on GET and PUT /api/notification-preferences; POST /api/push-tokens after sign-in; linking a phone or a messenger chat.',
        ru: 'GET /api/notifications со счётчиком непрочитанного и POST /api/notifications/read; экран настроек на GET и PUT /api/notification-preferences; POST /api/push-tokens после входа; привязка телефона или чата в мессенджере.',
      },
      hours: 6,
    },
  ],
  criteria: [
    {
      en: 'Given a reminder due at 23:30 for someone whose quiet hours are 22:00–08:00, when it comes due, then it goes out at 08:00 their time, unless it is marked urgent',
      ru: 'Дано: напоминание на 23:30, а тихие часы получателя с 22:00 до 08:00; когда подходит срок, тогда оно уходит в 08:00 по его времени, если не помечено срочным',
    },
    {
      en: 'Given the reminder job runs twice in the same minute, when both runs finish, then each {entity} got one reminder, not two',
      ru: 'Дано: задача напоминаний запустилась дважды за одну минуту; когда оба запуска закончились, тогда по каждой записи ушло одно напоминание, а не два',
    },
    {
      en: 'Given a user who clicked unsubscribe in an email, when the next notification of that kind is due, then no email is sent and the setting shows it off',
      ru: 'Дано: пользователь нажал «Отписаться» в письме; когда подходит следующее уведомление этого вида, тогда письмо не отправляется, а в настройках оно выключено',
    },
    {
      en: 'Given an address that hard-bounced, when the next email is due, then it is not sent and the user is asked in the app to fix the address',
      ru: 'Дано: на адрес пришёл жёсткий отказ; когда подходит следующее письмо, тогда оно не отправляется, а пользователя в приложении просят исправить адрес',
    },
    {
      en: 'Given the provider is down, when sending fails, then it is retried with growing pauses and shows as failed after the last attempt instead of being lost',
      ru: 'Дано: провайдер недоступен; когда отправка не удалась, тогда она повторяется с нарастающей паузой, а после последней попытки уведомление помечается ошибочным, а не теряется',
    },
  ],
  qa: [
    {
      en: 'Move the test clock past a reminder’s time and run the reminder job twice: one message per {entity}',
      ru: 'Перевести тестовые часы за время напоминания и запустить задачу напоминаний дважды: по одному сообщению на запись',
    },
    {
      en: 'Send to the provider’s test addresses that bounce and complain (for Resend, bounced@resend.dev and complained@resend.dev) and check the address is switched off through the webhook',
      ru: 'Отправить на тестовые адреса провайдера с отказом и жалобой (у Resend — bounced@resend.dev и complained@resend.dev) и проверить, что адрес отключился через вебхук',
    },
    {
      en: 'Give a test account quiet hours around the current time in another time zone: the reminder waits and goes out when they end',
      ru: 'Выставить тестовому аккаунту в другом часовом поясе тихие часы вокруг текущего времени: напоминание ждёт и уходит после их окончания',
    },
    {
      en: 'Press Gmail’s own Unsubscribe button on a real email: the setting changes without signing in',
      ru: 'Нажать встроенную кнопку отписки Gmail над настоящим письмом: настройка меняется без входа',
    },
  ],
  risks: [
    {
      en: 'Too many notifications make people switch them all off: sensible defaults per kind, digests for chatty events, quiet hours respected',
      ru: 'От лишних уведомлений люди отключают все: разумные настройки по умолчанию для каждого вида, дайджесты для частых событий, уважение к тихим часам',
    },
    {
      en: 'Email lands in spam: set up SPF, DKIM and DMARC for the sending domain and keep transactional and marketing mail on separate streams',
      ru: 'Письма попадают в спам: настроить SPF, DKIM и DMARC для домена отправки и разделить служебные и рекламные рассылки по разным потокам',
    },
    {
      en: 'SMS costs add up and the rules differ by country (consent, sender registration): cap SMS per user per day and use them only for what is urgent',
      ru: 'SMS дорожают с ростом, а правила в странах разные (согласие, регистрация имени отправителя): ограничить число SMS на человека в день и слать их только по срочному',
    },
  ],
  questions: [
    {
      en: 'Which events deserve a notification, on which channel by default, and which are urgent enough to ignore quiet hours?',
      ru: 'Какие события заслуживают уведомления, по какому каналу по умолчанию и какие настолько срочные, что игнорируют тихие часы?',
    },
    {
      en: 'How long before the due time should reminders go out, and what are the default quiet hours?',
      ru: 'За сколько до срока отправлять напоминания и какие тихие часы ставить по умолчанию?',
    },
    {
      en: 'Is SMS worth its cost here, or are email, push and a messenger enough?',
      ru: 'Стоят ли SMS своих денег или хватит почты, push и мессенджера?',
    },
  ],
  defaults: {
    channel: { en: 'email', ru: 'электронная почта' },
    schedule: { en: 'a day before', ru: 'за сутки до срока' },
  },
};
