import type { CapabilityEntry } from '../types';

/** Several people act on the same thing at once: a shared room with presence, one authority for the state, reconnects that catch up. */
export const realtime: CapabilityEntry = {
  id: 'realtime',
  benefit: {
    en: 'we work on the same thing at once and see each other’s changes as they happen',
    ru: 'работать над одним и тем же одновременно и видеть изменения друг друга сразу',
  },
  howItWorks: [
    {
      en: 'Each {entity} is a room: everyone who opens it joins over a {channel} connection, and the server tells the room who is there and where each person is pointing (cursor, selection, seat).',
      ru: 'Каждая запись «{entity}» — это комната: все, кто её открыл, подключаются через {channel}, а сервер сообщает комнате, кто сейчас в ней и куда каждый указывает (курсор, выделение, место за столом).',
    },
    {
      en: 'Every change goes to the server, the only authority: it checks the move is allowed for that person in the current state, applies it, gives it the next version number and sends it to everyone in the room; shared text and drawings travel as CRDT updates (Yjs), so edits made at the same moment merge instead of overwriting each other.',
      ru: 'Каждое изменение идёт на сервер — единственный источник истины: он проверяет, что этому человеку такой ход сейчас разрешён, применяет его, присваивает следующий номер версии и рассылает всем в комнате; общий текст и рисунки передаются как CRDT-обновления (Yjs), поэтому одновременные правки сливаются, а не затирают друг друга.',
    },
    {
      en: 'The state is saved as a snapshot plus the changes since; a client that loses the connection comes back with the last version it saw and receives only what it missed, or the whole snapshot when it is too far behind.',
      ru: 'Состояние хранится как снимок плюс изменения после него; клиент, потерявший связь, возвращается с последней увиденной версией и получает только пропущенное, а если отстал слишком сильно — весь снимок.',
    },
  ],
  records: [
    {
      name: '{Entity}Member',
      label: { en: '{entity} member', ru: 'участник комнаты' },
      fields: 'userId:reference, role:enum, joinedAt:datetime, lastSeenAt:datetime',
      child: true,
    },
    {
      name: '{Entity}Change',
      label: { en: '{entity} change', ru: 'изменение в комнате' },
      fields: 'version:integer, actorId:reference, kind:string, payload:json, createdAt:datetime',
    },
    {
      name: '{Entity}Snapshot',
      label: { en: '{entity} snapshot', ru: 'снимок состояния' },
      fields: 'version:integer, state:json, savedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/room-token',
      description: {
        en: 'Check the person may join and issue a short-lived room token with their role (edit, play or watch)',
        ru: 'Проверить, что человеку можно войти, и выдать короткоживущий токен комнаты с его ролью (правка, игра или просмотр)',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/room',
      description: {
        en: 'Live channel (WebSocket): join the room with the token, send changes and presence, receive every change and who joined or left; on reconnect send the last version seen',
        ru: 'Живой канал (WebSocket): вход в комнату по токену, отправка изменений и присутствия, приём всех изменений и входов-выходов; при переподключении клиент присылает последнюю увиденную версию',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/state',
      description: {
        en: 'The latest snapshot and its version, for the first load and for a client too far behind',
        ru: 'Последний снимок и его версия — для первой загрузки и для сильно отставшего клиента',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/changes',
      description: {
        en: 'Changes after a given version (?since=), in order, to catch up or show the history',
        ru: 'Изменения после указанной версии (?since=) по порядку — чтобы догнать или показать историю',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'snapshot-{es}',
      trigger: {
        en: 'after 200 unsaved changes in a room, or when it has been quiet for 30 seconds',
        ru: 'после 200 несохранённых изменений в комнате или через 30 секунд тишины',
      },
      work: {
        en: 'Fold the changes into a new snapshot and trim the change log older than the kept history',
        ru: 'Свернуть изменения в новый снимок и подрезать журнал старше хранимой истории',
      },
    },
    {
      name: 'close-idle-{es}-rooms',
      trigger: { en: 'every 5 minutes', ru: 'каждые 5 минут' },
      work: {
        en: 'Save and unload rooms nobody has been in for 10 minutes; in a game, end the turn or forfeit for a player gone longer than the grace period',
        ru: 'Сохранить и выгрузить из памяти комнаты, где 10 минут никого нет; в игре — пропустить ход или засчитать поражение игроку, отсутствующему дольше допустимого',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/:id/room',
      name: { en: 'Shared room', ru: 'Общая комната' },
      purpose: {
        en: 'The shared {entity} with everyone present: their avatars and cursors, changes appearing as they happen, and a "reconnecting" notice when the connection drops',
        ru: 'Общая запись со всеми участниками: их аватары и курсоры, изменения появляются сразу, а при обрыве связи видно «переподключаемся»',
      },
    },
  ],
  choices: [
    {
      platforms: ['web', 'desktop', 'mobile'],
      choice: {
        en: 'Yjs with Hocuspocus (or y-websocket) as the server',
        ru: 'Yjs с сервером Hocuspocus (или y-websocket)',
      },
      reason: {
        en: 'A CRDT that merges simultaneous edits to text, lists and drawings without conflicts, with presence (awareness) and persistence hooks; bindings for TipTap, CodeMirror and tldraw',
        ru: 'CRDT, который сливает одновременные правки текста, списков и рисунков без конфликтов, с присутствием (awareness) и хуками сохранения; есть привязки к TipTap, CodeMirror и tldraw',
      },
    },
    {
      platforms: ['api'],
      choice: { en: 'Socket.IO with the Redis adapter', ru: 'Socket.IO с адаптером Redis' },
      reason: {
        en: 'Rooms, acknowledgements and automatic reconnection out of the box; the Redis adapter lets several server instances share one room',
        ru: 'Комнаты, подтверждения и автоматическое переподключение из коробки; адаптер Redis позволяет нескольким экземплярам сервера обслуживать одну комнату',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'Colyseus (for game rooms)', ru: 'Colyseus (для игровых комнат)' },
      reason: {
        en: 'Server-authoritative room state synced to clients as small deltas, with matchmaking and reconnection; clients for JavaScript, Unity and Godot',
        ru: 'Состояние комнаты живёт на сервере и рассылается клиентам маленькими дельтами, есть подбор игроков и переподключение; клиенты для JavaScript, Unity и Godot',
      },
    },
    {
      platforms: ['web'],
      choice: { en: 'Liveblocks or PartyKit (hosted)', ru: 'Liveblocks или PartyKit (хостинг)' },
      reason: {
        en: 'Rooms, presence and Yjs storage as a service, so there are no WebSocket servers to run; paid by usage as the product grows',
        ru: 'Комнаты, присутствие и хранение Yjs как сервис — не нужно держать свои WebSocket-серверы; по мере роста оплата за использование',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Model rooms, members and the change log', ru: 'Описать комнаты, участников и журнал изменений' },
      detail: {
        en: 'Add {Entity}Member (role: edit, play or watch), {Entity}Change with a unique (room, version) key and {Entity}Snapshot; load a room from its last snapshot plus the changes after it.',
        ru: 'Добавить {Entity}Member (роль: правка, игра или просмотр), {Entity}Change с уникальным ключом (комната, версия) и {Entity}Snapshot; комната загружается из последнего снимка и изменений после него.',
      },
      hours: 4,
    },
    {
      title: { en: 'Run the room server with presence', ru: 'Поднять сервер комнат с присутствием' },
      detail: {
        en: 'GET /api/{es}/:id/room over WebSocket accepts only a token from POST /api/{es}/:id/room-token, joins the room and broadcasts who joined, left and where their cursor is, throttled to 10 updates a second per person; the close-idle-{es}-rooms job saves and unloads rooms empty for 10 minutes and, in a game, ends the turn of a player gone past the grace period.',
        ru: 'GET /api/{es}/:id/room по WebSocket пускает только с токеном от POST /api/{es}/:id/room-token, добавляет в комнату и рассылает, кто вошёл, вышел и где его курсор, не чаще 10 обновлений в секунду на человека; задача close-idle-{es}-rooms сохраняет и выгружает комнаты, где 10 минут никого нет, а в игре завершает ход игрока, отсутствующего дольше допустимого.',
      },
      hours: 9,
    },
    {
      title: { en: 'Apply every change on the server', ru: 'Применять каждое изменение на сервере' },
      detail: {
        en: 'Check each action against the current state and the sender’s role, assign the next version, store it in {Entity}Change and broadcast it; a move based on an old version is rejected with the current one; shared text is applied as Yjs updates.',
        ru: 'Проверять каждое действие по текущему состоянию и роли отправителя, присваивать следующую версию, сохранять в {Entity}Change и рассылать; ход по устаревшей версии отклоняется с указанием текущей; общий текст применяется как обновления Yjs.',
      },
      hours: 10,
    },
    {
      title: { en: 'Reconnect and catch up', ru: 'Сделать переподключение с догоном' },
      detail: {
        en: 'The client reconnects with backoff, sends its last version and its queued changes; the server answers with the missed changes from GET /api/{es}/:id/changes or the snapshot from GET /api/{es}/:id/state; the snapshot-{es} job keeps the log short.',
        ru: 'Клиент переподключается с нарастающей паузой, присылает последнюю версию и накопленные изменения; сервер отвечает пропущенным из GET /api/{es}/:id/changes или снимком из GET /api/{es}/:id/state; задача snapshot-{es} не даёт журналу разрастись.',
      },
      hours: 6,
    },
    {
      title: {
        en: 'Show presence and conflicts in the interface',
        ru: 'Показать присутствие и конфликты в интерфейсе',
      },
      detail: {
        en: 'Avatars of who is here, their cursors and selections in their colours, a read-only view for watchers, a "reconnecting" notice, and a clear message when a move was refused because someone was first.',
        ru: 'Аватары присутствующих, их курсоры и выделения своими цветами, режим только для просмотра, плашка «переподключаемся» и понятное сообщение, когда ход отклонён, потому что кто-то успел первым.',
      },
      hours: 6,
    },
  ],
  criteria: [
    {
      en: 'Given two people in the same {entity}, when one makes a change, then the other sees it within half a second without reloading',
      ru: 'Дано: двое открыли одну запись «{entity}»; когда один вносит изменение, тогда второй видит его меньше чем через полсекунды без перезагрузки',
    },
    {
      en: 'Given two people edit the same paragraph at the same moment, when both changes reach the server, then both see the same result and neither edit is lost',
      ru: 'Дано: двое правят один абзац в один и тот же момент; когда оба изменения доходят до сервера, тогда у обоих одинаковый результат и ни одна правка не потеряна',
    },
    {
      en: 'Given someone lost the connection for 30 seconds while others kept working, when they reconnect, then they receive what they missed and their own queued changes are applied exactly once',
      ru: 'Дано: участник потерял связь на 30 секунд, пока остальные работали; когда он переподключается, тогда получает пропущенное, а его накопленные изменения применяются ровно один раз',
    },
    {
      en: 'Given a watcher (or a player whose turn it is not), when they send a change, then the server refuses it and the room’s state does not change',
      ru: 'Дано: зритель (или игрок не в свой ход); когда он отправляет изменение, тогда сервер его отклоняет и состояние комнаты не меняется',
    },
    {
      en: 'Given someone closes the tab, when 10 seconds pass, then the others no longer see them in the room',
      ru: 'Дано: участник закрыл вкладку; когда проходит 10 секунд, тогда остальные больше не видят его в комнате',
    },
  ],
  qa: [
    {
      en: 'Open the same {entity} in three browsers and let a script type in all of them for a minute: all three end identical, and equal to what a reload shows',
      ru: 'Открыть одну запись в трёх браузерах и минуту печатать во всех скриптом: в конце все три одинаковы и совпадают с тем, что показывает перезагрузка',
    },
    {
      en: 'Switch one client offline in the devtools for 60 s while it edits, then back online: no edit is lost or applied twice',
      ru: 'Перевести один клиент в офлайн в devtools на 60 с, продолжая править, затем вернуть сеть: ни одна правка не потеряна и не применена дважды',
    },
    {
      en: 'Load a room with 50 simulated clients sending 5 changes a second (e.g. Artillery with its Socket.IO engine): 95% of changes reach the others within 300 ms',
      ru: 'Нагрузить комнату 50 имитированными клиентами по 5 изменений в секунду (например, Artillery с движком Socket.IO): 95% изменений доходят до остальных за 300 мс',
    },
    {
      en: 'Restart the server in the middle of a session: clients reconnect on their own and the state matches the last saved version',
      ru: 'Перезапустить сервер посреди сессии: клиенты переподключаются сами, состояние совпадает с последней сохранённой версией',
    },
  ],
  risks: [
    {
      en: 'A room lives in one server’s memory, so a second instance splits it in two: route each room to one instance (sticky by room id) or share it through Redis, and keep the log in the database so a restart loses nothing',
      ru: 'Комната живёт в памяти одного сервера, и второй экземпляр разрежет её надвое: направлять комнату на один экземпляр (по её id) или делить через Redis, а журнал хранить в базе, чтобы перезапуск ничего не терял',
    },
    {
      en: 'A client that sends whole states can corrupt the room (a bug or a cheat): clients send actions, the server validates them and alone assigns versions',
      ru: 'Клиент, присылающий состояние целиком, может испортить комнату (ошибка или жульничество): клиенты шлют действия, сервер их проверяет и сам присваивает версии',
    },
  ],
  questions: [
    {
      en: 'How many people at most in one room, and may some only watch?',
      ru: 'Сколько человек максимум в одной комнате и могут ли некоторые только смотреть?',
    },
    {
      en: 'Should changes made without a connection merge in later, or is working online enough?',
      ru: 'Нужно ли потом сливать изменения, сделанные без сети, или достаточно работы только онлайн?',
    },
    {
      en: 'Does each {entity} need a version history to go back to?',
      ru: 'Нужна ли история версий, чтобы откатиться к прежнему состоянию?',
    },
  ],
  defaults: { channel: { en: 'WebSocket', ru: 'WebSocket' } },
};
