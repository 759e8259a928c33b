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
  onDevice: {
    howItWorks: [
      {
        platforms: ['mobile'],
        en: 'Reminders are scheduled on the device itself, with no server: on a phone expo-notifications hands each one to the operating system (scheduleNotificationAsync), so it arrives on time ({schedule}) even with the app closed and no network.',
        ru: 'Напоминания планируются на самом устройстве, без сервера: на телефоне expo-notifications передаёт каждое операционной системе (scheduleNotificationAsync), и оно приходит вовремя (расписание: {schedule}) даже при закрытом приложении и без сети.',
      },
      {
        platforms: ['web'],
        en: 'A browser cannot wake a closed page at a set time, so the web app checks what is due while it is open and shows it with the Notification API through its service worker (showNotification); reminders that fell due while it was closed are listed when it opens.',
        ru: 'Браузер не умеет будить закрытую страницу в заданное время, поэтому веб-приложение проверяет подошедшие напоминания, пока оно открыто, и показывает их через Notification API в своём service worker (showNotification); напоминания, время которых пришло, пока оно было закрыто, показываются списком при открытии.',
      },
      {
        en: 'Each reminder is kept in the device’s own storage (IndexedDB in a browser, SQLite on a phone) with its due time and the system’s id for it, so editing or deleting {anEntity} moves or cancels its reminder; the {role} allows notifications when setting the first one and chooses kinds, the default time and quiet hours.',
        ru: 'Каждое напоминание хранится в собственном хранилище устройства (IndexedDB в браузере, SQLite на телефоне) со временем срабатывания и системным идентификатором, поэтому правка или удаление записи переносит или отменяет её напоминание; пользователь разрешает уведомления, когда ставит первое, и выбирает виды, время по умолчанию и тихие часы.',
      },
    ],
    records: [
      {
        name: 'Reminder',
        label: { en: 'reminder', ru: 'напоминание' },
        fields:
          'subject:reference, kind:string, title:string, body:text, dueAt:datetime, urgent:boolean, systemId:string, status:enum, shownAt:datetime',
        child: true,
      },
      {
        name: 'NotificationPreference',
        label: { en: 'notification setting', ru: 'настройка уведомлений' },
        fields: 'kind:string, enabled:boolean, defaultTime:string, quietFrom:string, quietTo:string',
      },
    ],
    screens: [
      {
        route: '/notifications',
        name: { en: 'Notifications', ru: 'Уведомления' },
        purpose: {
          en: 'Reminders coming up and those already shown, each opening the {entity} it is about',
          ru: 'Предстоящие и уже показанные напоминания; каждое открывает запись, к которой относится',
        },
      },
      {
        route: '/settings/notifications',
        name: { en: 'Notification settings', ru: 'Настройки уведомлений' },
        purpose: {
          en: 'Whether notifications are allowed and how to allow them, a switch per kind, the default reminder time and quiet hours',
          ru: 'Разрешены ли уведомления и как их разрешить, переключатель для каждого вида, время напоминания по умолчанию и тихие часы',
        },
      },
    ],
    choices: [
      {
        platforms: ['mobile'],
        choice: {
          en: 'expo-notifications with local scheduled notifications',
          ru: 'expo-notifications с локальными запланированными уведомлениями',
        },
        reason: {
          en: 'scheduleNotificationAsync sets a reminder with iOS or Android itself, so it arrives with the app closed and needs no push service; iOS keeps at most 64 pending, so schedule the nearest ones and top up at each launch',
          ru: 'scheduleNotificationAsync ставит напоминание в самой iOS или Android, поэтому оно приходит при закрытом приложении и без push-сервиса; iOS держит не больше 64 ожидающих, поэтому ставить ближайшие и добавлять при каждом запуске',
        },
      },
      {
        platforms: ['web'],
        choice: {
          en: 'The Notification API with the service worker’s showNotification',
          ru: 'Notification API и showNotification в service worker',
        },
        reason: {
          en: 'Shows system notifications from the open app in every current browser, on iPhone once the site is added to the home screen; Notification Triggers, which would schedule with the page closed, never shipped in a stable browser',
          ru: 'Показывает системные уведомления из открытого приложения во всех современных браузерах, на iPhone — после добавления сайта на экран «Домой»; Notification Triggers, которые ставили бы их при закрытой странице, так и не вышли в стабильных браузерах',
        },
      },
      {
        platforms: ['web'],
        choice: {
          en: 'Dexie over IndexedDB for reminders and settings',
          ru: 'Dexie поверх IndexedDB для напоминаний и настроек',
        },
        reason: {
          en: 'Reminders are found by due time with an index, and the service worker can read the same database',
          ru: 'Напоминания находятся по времени срабатывания через индекс, а service worker читает ту же базу',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'expo-sqlite for reminders and settings', ru: 'expo-sqlite для напоминаний и настроек' },
        reason: {
          en: 'The list of reminders survives restarts, so the app can reschedule what the system dropped',
          ru: 'Список напоминаний переживает перезапуски, поэтому приложение может заново поставить то, что система потеряла',
        },
      },
    ],
    tasks: [
      {
        title: {
          en: 'Store reminders and settings on the device',
          ru: 'Хранить напоминания и настройки на устройстве',
        },
        detail: {
          en: 'Reminder and NotificationPreference in the local store (Dexie in a browser, expo-sqlite on a phone), and one remind(subject, kind, dueAt) function every feature calls, which replaces an earlier reminder of the same kind for the same record.',
          ru: 'Reminder и NotificationPreference в локальном хранилище (Dexie в браузере, expo-sqlite на телефоне) и одна функция remind(subject, kind, dueAt), которую вызывают все функции продукта; она заменяет прежнее напоминание того же вида для той же записи.',
        },
        hours: 4,
      },
      {
        title: { en: 'Ask for permission at the right moment', ru: 'Просить разрешение в нужный момент' },
        detail: {
          en: 'Request it when the first reminder is set (Notification.requestPermission() in a browser, requestPermissionsAsync in expo-notifications), never on first launch; when it is refused, the settings screen says so and how to turn it on in the system settings.',
          ru: 'Запрашивать его, когда ставится первое напоминание (Notification.requestPermission() в браузере, requestPermissionsAsync в expo-notifications), но не при первом запуске; если пользователь отказал, экран настроек говорит об этом и как включить уведомления в настройках системы.',
        },
        hours: 2,
      },
      {
        title: { en: 'Schedule and show the reminders', ru: 'Планировать и показывать напоминания' },
        detail: {
          en: 'On a phone: scheduleNotificationAsync with a date trigger per reminder, its identifier kept as systemId, cancelScheduledNotificationAsync when the record is edited or deleted, the nearest 60 rescheduled at each launch, and an Android notification channel created first. In a browser: while the app is open, a timer picks the next due reminder and calls registration.showNotification; those missed while it was closed are marked and listed on opening.',
          ru: 'На телефоне: scheduleNotificationAsync с триггером по дате для каждого напоминания, его идентификатор сохраняется в systemId, cancelScheduledNotificationAsync при правке или удалении записи, ближайшие 60 ставятся заново при каждом запуске, а на Android сначала создаётся канал уведомлений. В браузере: пока приложение открыто, таймер берёт ближайшее подошедшее напоминание и вызывает registration.showNotification; пропущенные, пока оно было закрыто, помечаются и показываются списком при открытии.',
        },
        hours: 6,
      },
      {
        title: {
          en: 'Respect quiet hours and open the right screen',
          ru: 'Соблюдать тихие часы и открывать нужный экран',
        },
        detail: {
          en: 'Move a reminder that falls in quiet hours to their end, on the device’s clock, unless it is urgent; a tap on a notification (notificationclick in the service worker, addNotificationResponseReceivedListener on a phone) opens the record it is about.',
          ru: 'Переносить напоминание, попавшее на тихие часы, на их конец по часам устройства, если оно не срочное; нажатие на уведомление (notificationclick в service worker, addNotificationResponseReceivedListener на телефоне) открывает запись, к которой оно относится.',
        },
        hours: 3,
      },
      {
        title: { en: 'Build the list and the settings', ru: 'Сделать список и настройки' },
        detail: {
          en: 'The notifications screen lists upcoming and shown reminders from the local store; the settings screen shows whether permission is granted, a switch per kind, the default time and quiet hours, and reschedules the reminders when they change.',
          ru: 'Экран уведомлений показывает предстоящие и показанные напоминания из локального хранилища; экран настроек показывает, есть ли разрешение, переключатель для каждого вида, время по умолчанию и тихие часы и заново планирует напоминания, когда они меняются.',
        },
        hours: 4,
      },
    ],
    criteria: [
      {
        en: 'Given a reminder due at 23:30 and quiet hours of 22:00–08:00, when it is scheduled, then it is set for 08:00 on the device’s clock, unless it is marked urgent',
        ru: 'Дано: напоминание на 23:30 и тихие часы 22:00–08:00; когда оно планируется, тогда ставится на 08:00 по часам устройства, если не помечено срочным',
      },
      {
        platforms: ['mobile'],
        en: 'Given a phone in airplane mode with the app closed, when a reminder comes due, then the notification appears on time',
        ru: 'Дано: телефон в авиарежиме, приложение закрыто; когда подходит время напоминания, тогда уведомление появляется вовремя',
      },
      {
        en: 'Given {anEntity} with a reminder, when the {role} deletes it or moves its due time, then the old reminder never appears and the new one appears once',
        ru: 'Дано: у записи есть напоминание; когда пользователь удаляет запись или переносит срок, тогда старое напоминание не появляется, а новое появляется один раз',
      },
      {
        en: 'Given a reminder could not be shown on time (notifications refused, or the web app closed), when the {role} opens the app, then the missed reminder is in the list, not lost',
        ru: 'Дано: напоминание не удалось показать вовремя (уведомления запрещены или веб-приложение закрыто); когда пользователь открывает приложение, тогда пропущенное напоминание есть в списке, а не потеряно',
      },
    ],
    qa: [
      {
        platforms: ['mobile'],
        en: 'On a real iPhone and an Android phone, set a reminder two minutes ahead, close the app and switch on airplane mode: it arrives on time, and tapping it opens the right {entity}',
        ru: 'На настоящих iPhone и Android-телефоне поставить напоминание на две минуты вперёд, закрыть приложение и включить авиарежим: оно приходит вовремя, а нажатие открывает нужную запись',
      },
      {
        platforms: ['mobile'],
        en: 'Create 100 reminders on an iPhone: the nearest are set with the system, and the rest are set as the app is reopened, none twice',
        ru: 'Создать 100 напоминаний на iPhone: ближайшие поставлены в системе, остальные ставятся при следующих открытиях приложения, ни одно не дважды',
      },
      {
        en: 'Refuse permission, then open the settings in a browser and on a phone: they say notifications are off and how to turn them on',
        ru: 'Отказать в разрешении, затем открыть настройки в браузере и на телефоне: они говорят, что уведомления выключены и как их включить',
      },
    ],
    risks: [
      {
        platforms: ['web'],
        en: 'A web app cannot remind anyone while it is closed: Notification Triggers never shipped and Web Push needs a server, so say on the web that reminders show while the app is open, or offer the product as a phone app',
        ru: 'Веб-приложение не может напомнить, пока оно закрыто: Notification Triggers так и не вышли, а Web Push требует сервера, поэтому в веб-версии честно сказать, что напоминания показываются при открытом приложении, или предложить продукт как приложение для телефона',
      },
      {
        en: 'Reminders live only on this device: cleared browser data or a new phone loses them with the records, so offer an export; the system may also drop scheduled ones after a restore, so reschedule from the local store at each launch',
        ru: 'Напоминания хранятся только на этом устройстве: очистка данных браузера или новый телефон стирают их вместе с записями, поэтому дать выгрузку; система тоже может потерять запланированные после восстановления, поэтому заново ставить их из локального хранилища при каждом запуске',
      },
    ],
    questions: [
      {
        en: 'Which events deserve a reminder, how long before the due time by default, and which are urgent enough to ignore quiet hours?',
        ru: 'Какие события заслуживают напоминания, за сколько до срока по умолчанию и какие настолько срочны, что игнорируют тихие часы?',
      },
      {
        en: 'Must a reminder reach another person, arrive by email or SMS, or wake a closed web app? Then the product needs a server.',
        ru: 'Нужно ли, чтобы напоминание доходило до другого человека, приходило по почте или SMS или будило закрытое веб-приложение? Тогда продукту нужен сервер.',
      },
    ],
  },
  defaults: {
    channel: { en: 'email', ru: 'электронная почта' },
    schedule: { en: 'a day before', ru: 'за сутки до срока' },
  },
};
