import type { CapabilityEntry } from '../types';

/** People message each other: conversations tied to a record, live delivery, unread counts, notifications when away. */
export const chat: CapabilityEntry = {
  id: 'chat',
  benefit: {
    en: 'everything about each {entity} is agreed in one conversation',
    ru: 'обо всём договариваться в одной переписке',
  },
  howItWorks: [
    {
      en: 'Each conversation belongs to {anEntity} and the people taking part in it; only they can read it or post in it, and the server checks that on every request and on every live connection.',
      ru: 'Каждая переписка относится к записи «{entity}» и её участникам; читать и писать в ней могут только они, и сервер проверяет это на каждом запросе и каждом живом подключении.',
    },
    {
      en: 'A message is sent over HTTP, stored with the conversation’s next sequence number, and then pushed over the live channel ({channel}) to everyone in the conversation who is online; a participant who is away gets one notification if it stays unread for a couple of minutes.',
      ru: 'Сообщение отправляется обычным запросом, сохраняется со следующим номером в переписке и затем рассылается по живому каналу ({channel}) всем участникам в сети; тот, кого нет, получает одно уведомление, если сообщение пару минут остаётся непрочитанным.',
    },
    {
      en: 'Opening a conversation loads the latest messages and older ones page by page as the person scrolls up; unread counts and read marks come from each participant’s last-read number, and after a dropped connection the app catches up from the last number it saw.',
      ru: 'При открытии переписки грузятся последние сообщения, а более старые подгружаются при прокрутке вверх; счётчики непрочитанного и отметки о прочтении считаются по последнему прочитанному номеру участника, а после обрыва связи приложение догоняет пропущенное с последнего номера, который видело.',
    },
  ],
  records: [
    {
      name: 'Conversation',
      label: { en: 'conversation', ru: 'переписка' },
      fields: 'subject:reference, lastMessageAt:datetime, lastSeq:integer, closedAt:datetime, createdAt:datetime',
      child: true,
    },
    {
      name: 'ConversationMember',
      label: { en: 'conversation participant', ru: 'участник переписки' },
      fields:
        'conversation:reference, user:reference, lastReadSeq:integer, mutedUntil:datetime, blockedAt:datetime, joinedAt:datetime',
    },
    {
      name: 'ChatMessage',
      label: { en: 'message', ru: 'сообщение' },
      fields:
        'conversation:reference, author:reference, seq:integer, clientId:string, body:text, attachment:file, editedAt:datetime, deletedAt:datetime, createdAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/conversation',
      description: {
        en: 'Open the conversation about {anEntity} between its participants, or return the existing one',
        ru: 'Открыть переписку по записи между её участниками или вернуть уже существующую',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/conversations',
      description: {
        en: 'The user’s conversations, latest activity first, with the last message and the unread count',
        ru: 'Переписки пользователя, сначала с последней активностью, с последним сообщением и числом непрочитанных',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/conversations/:id/messages',
      description: {
        en: 'Messages page by page, newest first, before a sequence number; 404 for anyone who is not a participant',
        ru: 'Сообщения постранично, сначала новые, до заданного номера; 404 для всех, кто не участвует в переписке',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/conversations/:id/messages',
      description: {
        en: 'Send a message; a repeated clientId returns the stored message instead of creating a duplicate',
        ru: 'Отправить сообщение; повтор с тем же clientId возвращает уже сохранённое сообщение, а не создаёт дубль',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/conversations/:id/read',
      description: {
        en: 'Mark read up to a sequence number; updates unread counts and the other side’s read marks',
        ru: 'Отметить прочитанным до заданного номера; обновляет счётчики непрочитанного и отметки о прочтении у собеседника',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/conversations/live',
      description: {
        en: 'Live channel ({channel}): new messages, typing and read marks for the user’s conversations, authenticated by the session when it connects',
        ru: 'Живой канал ({channel}): новые сообщения, набор текста и отметки о прочтении в переписках пользователя, с проверкой сессии при подключении',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/messages/:id/report',
      description: {
        en: 'Report a message to the team; the reporter can also block the sender',
        ru: 'Пожаловаться на сообщение команде; можно сразу заблокировать отправителя',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'notify-unread-messages',
      trigger: { en: 'every minute', ru: 'каждую минуту' },
      work: {
        en: 'For messages unread for 2 minutes by a participant who is offline, send one push or email per conversation (not per message), skipping muted conversations',
        ru: 'По сообщениям, которые 2 минуты не прочитал участник не в сети, отправить одно push-уведомление или письмо на переписку (а не на каждое сообщение), пропуская заглушённые переписки',
      },
    },
  ],
  screens: [
    {
      route: '/messages',
      name: { en: 'Messages', ru: 'Сообщения' },
      purpose: {
        en: 'Conversations with the other person, the {entity} they are about, the last message and an unread badge',
        ru: 'Переписки: собеседник, запись, к которой она относится, последнее сообщение и счётчик непрочитанных',
      },
    },
    {
      route: '/messages/:id',
      name: { en: 'Conversation', ru: 'Переписка' },
      purpose: {
        en: 'The thread with older messages loading on scroll up, sending with pending and failed states, typing, read marks and attachments',
        ru: 'Лента сообщений с подгрузкой старых при прокрутке вверх, отправка с состояниями «отправляется» и «не отправлено», набор текста, прочтение и вложения',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: { en: 'Socket.IO with the Redis adapter', ru: 'Socket.IO с адаптером Redis' },
      reason: {
        en: 'A room per conversation, reconnection and fallbacks built in; the Redis adapter delivers to clients connected to any server instance',
        ru: 'Комната на переписку, переподключение и запасные транспорты уже есть; адаптер Redis доставляет сообщения клиентам, подключённым к любому экземпляру сервера',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'A managed service instead: Ably, Pusher Channels or Stream Chat',
        ru: 'Или готовый сервис: Ably, Pusher Channels или Stream Chat',
      },
      reason: {
        en: 'No WebSocket servers to run; Stream Chat even ships the chat screens, at a per-user monthly price',
        ru: 'Не нужно держать свои WebSocket-серверы; Stream Chat даже даёт готовые экраны чата, но с помесячной оплатой за пользователя',
      },
    },
    {
      platforms: ['web'],
      choice: {
        en: 'react-virtuoso with TanStack Query’s useInfiniteQuery',
        ru: 'react-virtuoso и useInfiniteQuery из TanStack Query',
      },
      reason: {
        en: 'Keeps the scroll position when older messages load above and sticks to the bottom when new ones arrive',
        ru: 'Сохраняет позицию прокрутки, когда сверху подгружаются старые сообщения, и держится внизу, когда приходят новые',
      },
    },
    {
      platforms: ['mobile'],
      choice: {
        en: 'An inverted FlashList for the thread and Expo Notifications for unread messages',
        ru: 'Перевёрнутый FlashList для ленты и Expo Notifications для непрочитанного',
      },
      reason: {
        en: 'Smooth long threads on both platforms, and one push API for iOS and Android',
        ru: 'Длинные переписки прокручиваются плавно на обеих платформах, а push для iOS и Android идёт через один API',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Store conversations and messages', ru: 'Хранить переписки и сообщения' },
      detail: {
        en: 'Conversation, ConversationMember (with lastReadSeq) and ChatMessage with a per-conversation seq and a unique (conversation, clientId); one membership check that every route and the live channel use.',
        ru: 'Conversation, ConversationMember (с lastReadSeq) и ChatMessage с номером внутри переписки и уникальной парой (переписка, clientId); одна проверка участия, которой пользуются все маршруты и живой канал.',
      },
      hours: 4,
    },
    {
      title: { en: 'Build the messages API', ru: 'Сделать API сообщений' },
      detail: {
        en: 'POST /api/{es}/:id/conversation, GET and POST /api/conversations/:id/messages with cursor paging and idempotent sending by clientId, POST /api/conversations/:id/read, GET /api/conversations with unread counts (last seq minus lastReadSeq), and POST /api/messages/:id/report, which tells the team and can also block the sender.',
        ru: 'POST /api/{es}/:id/conversation, GET и POST /api/conversations/:id/messages с курсором и идемпотентной отправкой по clientId, POST /api/conversations/:id/read, GET /api/conversations со счётчиками непрочитанного (последний номер минус lastReadSeq) и POST /api/messages/:id/report: жалоба команде с возможностью заблокировать отправителя.',
      },
      hours: 7,
    },
    {
      title: { en: 'Deliver messages live', ru: 'Доставлять сообщения вживую' },
      detail: {
        en: 'The live channel at /api/conversations/live checks the session when it connects, joins a room per conversation of the user and broadcasts only after the message is committed; the client fetches from its last seq after reconnecting.',
        ru: 'Живой канал /api/conversations/live проверяет сессию при подключении, подписывает на комнату каждой переписки пользователя и рассылает сообщение только после записи в базу; после переподключения клиент догружает всё с последнего номера.',
      },
      hours: 6,
    },
    {
      title: { en: 'Notify people who are away', ru: 'Уведомлять тех, кого нет в сети' },
      detail: {
        en: 'The notify-unread-messages job sends one push or email per conversation for messages unread after 2 minutes, skipping muted conversations and members who are online.',
        ru: 'Задача notify-unread-messages отправляет одно push-уведомление или письмо на переписку по сообщениям, не прочитанным за 2 минуты, пропуская заглушённые переписки и тех, кто в сети.',
      },
      hours: 4,
    },
    {
      title: { en: 'Build the chat screens', ru: 'Сделать экраны чата' },
      detail: {
        en: 'The conversation list and the thread with optimistic sending (pending, failed, retry), older pages on scroll up, the unread badge, and report and block.',
        ru: 'Список переписок и лента с оптимистичной отправкой («отправляется», «не отправлено», «повторить»), подгрузкой старых сообщений при прокрутке вверх, счётчиком непрочитанного, жалобой и блокировкой.',
      },
      hours: 8,
    },
  ],
  criteria: [
    {
      en: 'Given two participants online, when one sends a message, then the other sees it within a second without reloading',
      ru: 'Дано: оба участника в сети; когда один отправляет сообщение, тогда второй видит его в течение секунды без перезагрузки',
    },
    {
      en: 'Given a user who is not a participant, when they read the messages or join the live channel of that conversation, then they get 404 and receive nothing',
      ru: 'Дано: пользователь не участвует в переписке; когда он запрашивает её сообщения или подключается к её живому каналу, тогда получает 404 и ничего не видит',
    },
    {
      en: 'Given a flaky connection, when the app resends a message with the same clientId, then it appears once for everyone',
      ru: 'Дано: связь нестабильна; когда приложение повторно отправляет сообщение с тем же clientId, тогда у всех оно появляется один раз',
    },
    {
      en: 'Given a participant who was offline while 5 messages arrived, when they reconnect, then they get all 5 in order and the unread count is 5',
      ru: 'Дано: участник был не в сети, пока пришло 5 сообщений; когда он подключается, тогда получает все 5 по порядку, а счётчик непрочитанного показывает 5',
    },
    {
      en: 'Given a participant who is offline, when messages stay unread for 2 minutes, then they get one notification for the conversation, not one per message',
      ru: 'Дано: участник не в сети; когда сообщения 2 минуты остаются непрочитанными, тогда он получает одно уведомление на переписку, а не на каждое сообщение',
    },
  ],
  qa: [
    {
      en: 'Open the same conversation in two browsers and on a phone: messages, typing and read marks show on the other side within a second',
      ru: 'Открыть одну переписку в двух браузерах и на телефоне: сообщения, набор текста и прочтение видны на другой стороне в течение секунды',
    },
    {
      en: 'Switch the network to offline in DevTools, send 3 messages, go back online: each is delivered once and in order',
      ru: 'Переключить сеть в DevTools на офлайн, отправить 3 сообщения, вернуть сеть: каждое доставлено один раз и по порядку',
    },
    {
      en: 'As a third user, call GET /api/conversations/:id/messages and connect to the live channel for someone else’s conversation: 404 and no events',
      ru: 'От имени третьего пользователя вызвать GET /api/conversations/:id/messages и подключиться к живому каналу чужой переписки: 404 и ни одного события',
    },
    {
      en: 'Run two server instances behind the load balancer: a message sent through one reaches a client connected to the other',
      ru: 'Запустить два экземпляра сервера за балансировщиком: сообщение, отправленное через один, доходит до клиента, подключённого к другому',
    },
  ],
  risks: [
    {
      en: 'Messages duplicated or out of order after reconnects: the server assigns sequence numbers, clients drop duplicates by clientId and catch up from their last number',
      ru: 'Дубли и путаница в порядке после переподключений: номера назначает сервер, клиенты отбрасывают дубли по clientId и догружают пропущенное с последнего номера',
    },
    {
      en: 'Harassment and spam between users: let people report and block, keep reported messages for review, and limit how fast one account can send',
      ru: 'Оскорбления и спам между пользователями: дать жаловаться и блокировать, сохранять сообщения с жалобами для разбора и ограничить скорость отправки с одного аккаунта',
    },
    {
      en: 'With several server instances, live messages get lost: use the Redis adapter or a managed service from day one',
      ru: 'При нескольких экземплярах сервера живые сообщения теряются: с первого дня использовать адаптер Redis или готовый сервис',
    },
  ],
  questions: [
    {
      en: 'Can people send photos and files, and how long are messages kept?',
      ru: 'Можно ли отправлять фото и файлы и сколько хранить сообщения?',
    },
    {
      en: 'Who may start a conversation: anyone, or only the people involved in the {entity}?',
      ru: 'Кто может начать переписку: любой или только участники записи «{entity}»?',
    },
    {
      en: 'May the team read a conversation when someone reports abuse in it?',
      ru: 'Может ли команда читать переписку, если в ней пожаловались на оскорбления?',
    },
  ],
  defaults: { channel: { en: 'WebSocket', ru: 'WebSocket' } },
};
