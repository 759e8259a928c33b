import type { CapabilityEntry } from '../types';

/** The product's interface is a messenger bot: a webhook, commands and conversations, chats linked to accounts, the platform's limits. */
export const bot: CapabilityEntry = {
  id: 'bot',
  benefit: {
    en: 'I use it from the messenger I already have open, without installing anything',
    ru: 'пользоваться всем из мессенджера, который и так открыт, ничего не устанавливая',
  },
  howItWorks: [
    {
      en: 'People use {product} by writing to its bot in {channel}: the platform posts every message and button press to the product’s webhook, and the server answers through the platform’s API.',
      ru: 'Люди пользуются продуктом «{product}», переписываясь с ботом (канал: {channel}): платформа присылает каждое сообщение и нажатие кнопки на вебхук продукта, а сервер отвечает через API платформы.',
    },
    {
      en: 'Commands (/start, /new, /list) and inline buttons drive short conversations; the step a chat is on and the answers so far are stored per chat, so a conversation survives restarts and can be cancelled at any step.',
      ru: 'Команды (/start, /new, /list) и кнопки под сообщениями ведут короткие диалоги; шаг, на котором находится чат, и уже полученные ответы хранятся для каждого чата, так что диалог переживает перезапуск и его можно отменить на любом шаге.',
    },
    {
      en: 'A chat is linked to an account once, with a one-time code from the web app (a deep link or QR code), so the same {entities} are seen in the bot and in the app; messages the bot sends on its own go out through a queue that keeps to the platform’s rate limits.',
      ru: 'Чат привязывается к аккаунту один раз — одноразовым кодом из веб-приложения (ссылка или QR-код), поэтому в боте и в приложении видны одни и те же записи «{entity}»; сообщения, которые бот шлёт сам, уходят через очередь с учётом лимитов платформы.',
    },
  ],
  records: [
    {
      name: 'BotChat',
      label: { en: 'bot chat', ru: 'чат с ботом' },
      fields: 'platform:enum, chatId:string, userId:reference, locale:string, linkedAt:datetime, blockedAt:datetime',
    },
    {
      name: 'BotSession',
      label: { en: 'bot conversation', ru: 'состояние диалога' },
      fields: 'chatId:reference, step:string, data:json, updatedAt:datetime, expiresAt:datetime',
    },
    {
      name: 'BotLinkCode',
      label: { en: 'chat link code', ru: 'код привязки чата' },
      fields: 'code:string, userId:reference, expiresAt:datetime, usedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/bot/webhook',
      description: {
        en: 'Webhook from the messenger: checks the secret token or signature, skips updates already handled, answers 200 at once and handles the update',
        ru: 'Вебхук от мессенджера: проверяет секретный токен или подпись, пропускает уже обработанные обновления, сразу отвечает 200 и обрабатывает обновление',
      },
      auth: false,
    },
    {
      method: 'GET',
      path: '/api/bot/webhook',
      description: {
        en: 'The platform’s webhook verification (WhatsApp’s hub.challenge), answered only with the right verify token',
        ru: 'Проверка вебхука платформой (hub.challenge у WhatsApp), ответ только при верном проверочном токене',
      },
      auth: false,
    },
    {
      method: 'POST',
      path: '/api/bot/link-codes',
      description: {
        en: 'Issue a one-time code for the signed-in person, valid 10 minutes, as a deep link (t.me/<bot>?start=<code>) and a QR code',
        ru: 'Выдать вошедшему пользователю одноразовый код на 10 минут в виде ссылки (t.me/<бот>?start=<код>) и QR-кода',
      },
      auth: true,
    },
    {
      method: 'DELETE',
      path: '/api/bot/chats/:chatId',
      description: { en: 'Unlink a chat from the account', ru: 'Отвязать чат от аккаунта' },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'send-bot-messages',
      trigger: {
        en: 'queued whenever the product has something to tell a chat (a reminder, a change to {anEntity})',
        ru: 'ставится в очередь, когда продукту есть что сообщить в чат (напоминание, изменение записи «{entity}»)',
      },
      work: {
        en: 'Send through the platform’s API within its limits (Telegram: about 30 messages a second overall, 1 a second per chat), retry after the retry_after it returns on 429, and mark the chat blocked on 403',
        ru: 'Отправить через API платформы в пределах её лимитов (Telegram: около 30 сообщений в секунду всего, 1 в секунду в один чат), при 429 повторить через указанный retry_after, при 403 пометить чат заблокировавшим бота',
      },
    },
    {
      name: 'expire-bot-sessions',
      trigger: { en: 'every hour', ru: 'каждый час' },
      work: {
        en: 'Drop conversations abandoned halfway for 24 hours and link codes that expired',
        ru: 'Удалить диалоги, брошенные на полпути больше суток назад, и просроченные коды привязки',
      },
    },
  ],
  screens: [
    {
      route: '/settings/bot',
      name: { en: 'Connect the bot', ru: 'Подключение бота' },
      purpose: {
        en: 'A button and a QR code that open the bot with a one-time code, the chats already linked and a way to unlink them',
        ru: 'Кнопка и QR-код, открывающие бота с одноразовым кодом, список привязанных чатов и возможность их отвязать',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: { en: 'grammY (Telegram)', ru: 'grammY (Telegram)' },
      reason: {
        en: 'A typed Bot API framework with webhook adapters for Express, Fastify and Hono, sessions, the conversations plugin, and the auto-retry and throttler plugins for rate limits',
        ru: 'Типизированный фреймворк для Bot API с адаптерами вебхуков для Express, Fastify и Hono, сессиями, плагином диалогов и плагинами auto-retry и throttler для лимитов',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'WhatsApp Business Cloud API (Meta)', ru: 'WhatsApp Business Cloud API (Meta)' },
      reason: {
        en: 'The official hosted API; free-form replies only within 24 hours of the person’s last message, pre-approved templates outside that window; needs a verified business',
        ru: 'Официальный облачный API; свободные ответы только в течение 24 часов после последнего сообщения человека, вне этого окна — заранее одобренные шаблоны; нужна подтверждённая компания',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'Slack Bolt for JavaScript or discord.js', ru: 'Slack Bolt для JavaScript или discord.js' },
      reason: {
        en: 'For a workspace or community bot: slash commands, interactive buttons and modals, request signature checks; Slack also installs per workspace through OAuth',
        ru: 'Для бота в рабочем пространстве или сообществе: слэш-команды, интерактивные кнопки и окна, проверка подписи запросов; в Slack бот ещё и ставится в каждое пространство через OAuth',
      },
    },
    {
      platforms: ['api'],
      choice: { en: 'BullMQ on Redis', ru: 'BullMQ на Redis' },
      reason: {
        en: 'The outgoing queue with a rate limiter, retries with backoff and delayed messages for reminders',
        ru: 'Очередь исходящих с ограничителем скорости, повторами с паузой и отложенными сообщениями для напоминаний',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Register the bot and receive its webhook', ru: 'Зарегистрировать бота и принимать вебхук' },
      detail: {
        en: 'Create the bot (BotFather, a Meta app or a Slack app) per environment; POST /api/bot/webhook checks the secret header or signature, skips update ids already handled, answers 200 within a second and hands the update to the handlers.',
        ru: 'Создать бота (BotFather, приложение Meta или Slack) для каждого окружения; POST /api/bot/webhook проверяет секретный заголовок или подпись, пропускает уже обработанные id обновлений, отвечает 200 за секунду и передаёт обновление обработчикам.',
      },
      hours: 4,
    },
    {
      title: { en: 'Link chats to accounts', ru: 'Привязывать чаты к аккаунтам' },
      detail: {
        en: 'POST /api/bot/link-codes makes a single-use 10-minute code shown as a deep link and QR code; /start with the code stores a BotChat for that person; a chat without an account is invited to sign up; DELETE /api/bot/chats/:chatId unlinks.',
        ru: 'POST /api/bot/link-codes создаёт одноразовый код на 10 минут в виде ссылки и QR-кода; /start с кодом сохраняет BotChat для этого человека; чату без аккаунта бот предлагает зарегистрироваться; DELETE /api/bot/chats/:chatId отвязывает.',
      },
      hours: 5,
    },
    {
      title: { en: 'Build the commands and conversations', ru: 'Сделать команды и диалоги' },
      detail: {
        en: '/start, /help and commands to create and list {entities}, with inline buttons; the step and answers are kept in BotSession, /cancel works at every step, and every text exists in the chat’s language; the hourly expire-bot-sessions job drops conversations abandoned halfway for 24 hours and link codes that expired.',
        ru: '/start, /help и команды для создания и просмотра записей «{entity}» с кнопками под сообщениями; шаг и ответы хранятся в BotSession, /cancel работает на любом шаге, все тексты есть на языке чата; ежечасная задача expire-bot-sessions удаляет диалоги, брошенные на полпути больше суток назад, и просроченные коды привязки.',
      },
      hours: 11,
    },
    {
      title: { en: 'Send messages through a rate-limited queue', ru: 'Отправлять сообщения через очередь с лимитами' },
      detail: {
        en: 'The send-bot-messages job keeps to the per-chat and overall limits, retries a 429 after retry_after, marks chats that blocked the bot on 403 and stops sending to them.',
        ru: 'Задача send-bot-messages соблюдает лимиты на чат и общий, при 429 повторяет через retry_after, при 403 помечает чат, заблокировавший бота, и перестаёт туда писать.',
      },
      hours: 5,
    },
    {
      title: { en: 'Test the bot end to end', ru: 'Проверить бота целиком' },
      detail: {
        en: 'Unit-test the handlers with recorded updates, run every conversation in a private test bot, and set the webhook address and secret per environment from the deploy script.',
        ru: 'Покрыть обработчики тестами на записанных обновлениях, пройти все диалоги в отдельном тестовом боте и выставлять адрес и секрет вебхука для каждого окружения из скрипта выкладки.',
      },
      hours: 4,
    },
  ],
  criteria: [
    {
      en: 'Given a chat not linked to any account, when the person sends /start with a valid code from the web app, then the chat is linked and the bot greets them by name; with an expired or used code it explains how to get a new one',
      ru: 'Дано: чат не привязан к аккаунту; когда человек отправляет /start с действующим кодом из веб-приложения, тогда чат привязывается и бот здоровается по имени, а на просроченный или использованный код объясняет, как получить новый',
    },
    {
      en: 'Given a person halfway through creating {anEntity} in the bot, when the server restarts, then their next message continues the same step',
      ru: 'Дано: человек на середине создания записи «{entity}» в боте; когда сервер перезапускается, тогда его следующее сообщение продолжает тот же шаг',
    },
    {
      en: 'Given the platform delivers the same update twice, when the webhook receives it again, then it is handled once and the person gets one reply',
      ru: 'Дано: платформа доставила одно обновление дважды; когда вебхук получает его повторно, тогда оно обрабатывается один раз и человек получает один ответ',
    },
    {
      en: 'Given a request to the webhook without the right secret or signature, when it arrives, then it is refused with 401 and nothing happens',
      ru: 'Дано: запрос на вебхук без верного секрета или подписи; когда он приходит, тогда отклоняется с 401 и ничего не происходит',
    },
    {
      en: 'Given 500 chats to notify at once, when the queue sends the messages, then none is refused for breaking the platform’s limit, and chats that blocked the bot are skipped from then on',
      ru: 'Дано: нужно сразу оповестить 500 чатов; когда очередь отправляет сообщения, тогда ни одно не отклонено за превышение лимита платформы, а чаты, заблокировавшие бота, дальше пропускаются',
    },
  ],
  qa: [
    {
      en: 'Run every command in a real test chat in English and Russian, including /cancel at each step of every conversation',
      ru: 'Пройти все команды в настоящем тестовом чате на английском и русском, включая /cancel на каждом шаге каждого диалога',
    },
    {
      en: 'Post a recorded update to the webhook twice: one {entity} is created and one reply is sent',
      ru: 'Отправить записанное обновление на вебхук дважды: создаётся одна запись и уходит один ответ',
    },
    {
      en: 'Block the bot from a test account and trigger a message: the chat is marked blocked and the queue does not retry it forever',
      ru: 'Заблокировать бота с тестового аккаунта и вызвать отправку: чат помечен заблокировавшим, очередь не повторяет попытки бесконечно',
    },
  ],
  risks: [
    {
      en: 'Each platform has its own rules: WhatsApp allows free-form messages only within 24 hours of the person’s last message and needs approved templates outside it, and approval takes days, so plan the templates early',
      ru: 'У каждой платформы свои правила: WhatsApp разрешает свободные сообщения только в течение 24 часов после последнего сообщения человека, а вне окна нужны одобренные шаблоны, и одобрение занимает дни — шаблоны готовить заранее',
    },
    {
      en: 'A slow webhook makes the platform resend and people see double replies: answer at once, do the work in the background and skip update ids already handled',
      ru: 'Медленный вебхук заставляет платформу повторять доставку, и люди видят двойные ответы: отвечать сразу, работу делать в фоне и пропускать уже обработанные id обновлений',
    },
    {
      en: 'The bot token is the whole bot: keep it in secrets, rotate it if it leaks, and never log updates with personal data',
      ru: 'Токен бота — это весь бот: хранить его в секретах, менять при утечке и не писать в логи обновления с персональными данными',
    },
  ],
  questions: [
    {
      en: 'Which messenger first (Telegram, WhatsApp, Slack or Discord), and is a web app needed besides the bot?',
      ru: 'Какой мессенджер первым (Telegram, WhatsApp, Slack или Discord) и нужно ли веб-приложение помимо бота?',
    },
    {
      en: 'Can someone use the bot without an account, or must they link one first?',
      ru: 'Можно ли пользоваться ботом без аккаунта или сначала нужно его привязать?',
    },
    {
      en: 'What may the bot send on its own, and how often?',
      ru: 'Что бот может присылать сам и как часто?',
    },
  ],
  defaults: { channel: { en: 'Telegram', ru: 'Telegram' } },
};
