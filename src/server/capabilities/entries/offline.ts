import type { CapabilityEntry } from '../types';

/** Offline-first sync: a database on the device, an outbox of changes, a pull with a since-cursor, conflicts resolved by a rule. */
export const offline: CapabilityEntry = {
  id: 'offline',
  benefit: {
    en: 'I keep working with no connection and nothing is lost when it comes back',
    ru: 'работать без сети и ничего не терять, когда связь вернётся',
  },
  howItWorks: [
    {
      en: 'The app keeps its own database on the device, and every screen reads and writes there, so creating or editing {anEntity} works the same with or without a connection.',
      ru: 'Приложение держит собственную базу на устройстве, и все экраны читают и пишут в неё, поэтому создание и правка записи «{entity}» работают одинаково — есть связь или нет.',
    },
    {
      en: 'Each local change also goes into an outbox; whenever the device is online the app pushes the outbox to the sync endpoint, then pulls everything changed on the server since its last cursor, page by page, and moves the cursor on.',
      ru: 'Каждое локальное изменение попадает ещё и в очередь исходящих; как только устройство в сети, приложение отправляет эту очередь на адрес синхронизации, затем забирает всё изменённое на сервере после своего курсора, страницу за страницей, и сдвигает курсор.',
    },
    {
      en: 'The server settles conflicts by one rule: every record carries a version, a change made on an old version is merged field by field (the later change to the same field wins), fields that matter are kept as a conflict the person resolves, and deletions travel as tombstones so they sync too.',
      ru: 'Конфликты сервер решает по одному правилу: у каждой записи есть версия, изменение, сделанное по старой версии, сливается по полям (при правке одного поля побеждает более позднее), для важных полей сохраняется конфликт, который решает человек, а удаления передаются как «надгробия», чтобы тоже синхронизироваться.',
    },
  ],
  records: [
    {
      name: 'SyncChange',
      label: { en: 'sync change', ru: 'изменение для синхронизации' },
      fields:
        'serverSeq:integer, recordType:string, recordId:string, operation:enum, version:integer, changedFields:json, clientChangeId:string, deviceId:string, userId:reference, createdAt:datetime',
    },
    {
      name: 'SyncDevice',
      label: { en: 'synced device', ru: 'синхронизируемое устройство' },
      fields:
        'userId:reference, name:string, platform:enum, schemaVersion:integer, lastCursor:integer, lastSyncedAt:datetime',
    },
    {
      name: '{Entity}Conflict',
      label: { en: '{entity} conflict', ru: 'конфликт правок' },
      fields:
        'recordId:string, field:string, localValue:json, serverValue:json, deviceId:string, resolvedBy:reference, resolvedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/sync/push',
      description: {
        en: 'Apply a batch of local changes in order, each with its client change id and base version; a change seen before is skipped; returns per change: accepted with the new version, merged, or a conflict',
        ru: 'Применить пачку локальных изменений по порядку, каждое со своим id изменения и исходной версией; уже виденное изменение пропускается; в ответ по каждому: принято с новой версией, слито или конфликт',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/sync/pull',
      description: {
        en: 'Changes after a cursor (?cursor=), 500 per page, only for records this person may see, including tombstones, with the next cursor',
        ru: 'Изменения после курсора (?cursor=), по 500 на страницу, только по записям, доступным этому человеку, включая «надгробия», и следующий курсор',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/conflicts/:conflictId/resolve',
      description: {
        en: 'Resolve a conflict by choosing a value (mine, theirs or an edited one)',
        ru: 'Решить конфликт, выбрав значение (моё, с сервера или исправленное)',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'purge-sync-tombstones',
      trigger: { en: 'every night', ru: 'каждую ночь' },
      work: {
        en: 'Delete tombstones and change-log rows older than 90 days; a device whose cursor is older than that does a full resync',
        ru: 'Удалить «надгробия» и строки журнала изменений старше 90 дней; устройство с более старым курсором делает полную пересинхронизацию',
      },
    },
  ],
  screens: [
    {
      route: '/sync',
      name: { en: 'Sync status and conflicts', ru: 'Синхронизация и конфликты' },
      purpose: {
        en: 'Whether the device is online, when it last synced, how many changes are waiting, and the conflicts to resolve side by side',
        ru: 'Есть ли связь, когда была последняя синхронизация, сколько изменений ждёт отправки и конфликты для разбора — два значения рядом',
      },
    },
  ],
  choices: [
    {
      platforms: ['mobile'],
      choice: { en: 'WatermelonDB (React Native)', ru: 'WatermelonDB (React Native)' },
      reason: {
        en: 'SQLite underneath, stays fast with tens of thousands of records, and its sync protocol (pull changes since a timestamp, push local changes) maps onto the endpoints above',
        ru: 'Внутри SQLite, остаётся быстрой на десятках тысяч записей, а её протокол синхронизации (забрать изменения после отметки, отправить свои) ложится на адреса выше',
      },
    },
    {
      platforms: ['web'],
      choice: {
        en: 'Dexie.js on IndexedDB, with a Workbox service worker',
        ru: 'Dexie.js поверх IndexedDB и сервис-воркер на Workbox',
      },
      reason: {
        en: 'Durable storage in the browser with live queries for React; the service worker keeps the app itself opening without a connection',
        ru: 'Надёжное хранилище в браузере с живыми запросами для React; сервис-воркер позволяет самому приложению открываться без сети',
      },
    },
    {
      platforms: ['web', 'desktop', 'mobile'],
      choice: { en: 'RxDB', ru: 'RxDB' },
      reason: {
        en: 'One offline database for the browser, Electron and React Native, with replication to any HTTP endpoint and conflict handlers; some storage adapters are paid',
        ru: 'Одна офлайн-база для браузера, Electron и React Native с репликацией на любой HTTP-адрес и обработчиками конфликтов; часть адаптеров хранения платные',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'PowerSync (hosted or self-hosted, with PostgreSQL)',
        ru: 'PowerSync (облако или свой сервер, с PostgreSQL)',
      },
      reason: {
        en: 'Streams PostgreSQL rows into SQLite on the device and keeps the upload queue; the conflict rules stay in your own upload endpoint',
        ru: 'Переливает строки PostgreSQL в SQLite на устройстве и ведёт очередь отправки; правила конфликтов остаются в вашем собственном адресе приёма',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Make the records sync-ready', ru: 'Подготовить записи к синхронизации' },
      detail: {
        en: 'Ids generated on the device (UUIDv7), version, updatedAt and deletedAt (a tombstone instead of a hard delete) on {Entity} and every synced record; a SyncChange log with a monotonic serverSeq written in the same transaction as each change.',
        ru: 'Id, создаваемые на устройстве (UUIDv7), поля version, updatedAt и deletedAt («надгробие» вместо настоящего удаления) у {Entity} и всех синхронизируемых записей; журнал SyncChange с возрастающим serverSeq, который пишется в той же транзакции, что и изменение.',
      },
      hours: 5,
    },
    {
      title: { en: 'Build the sync endpoints', ru: 'Сделать адреса синхронизации' },
      detail: {
        en: 'POST /api/sync/push applies a batch in one transaction, skips clientChangeIds already seen and checks the person’s rights per record; GET /api/sync/pull pages through SyncChange after the cursor, filtered to what the person may see.',
        ru: 'POST /api/sync/push применяет пачку в одной транзакции, пропускает уже виденные clientChangeId и проверяет права человека на каждую запись; GET /api/sync/pull постранично отдаёт SyncChange после курсора, только доступное этому человеку.',
      },
      hours: 10,
    },
    {
      title: { en: 'Put a local database in the app', ru: 'Завести локальную базу в приложении' },
      detail: {
        en: 'A local schema mirroring the server’s (WatermelonDB, Dexie or RxDB); every screen reads and writes it; each write also adds to the outbox; a local migration for each schema version.',
        ru: 'Локальная схема, повторяющая серверную (WatermelonDB, Dexie или RxDB); все экраны читают и пишут в неё; каждая запись попадает ещё и в очередь исходящих; локальная миграция на каждую версию схемы.',
      },
      hours: 10,
    },
    {
      title: { en: 'Sync in the background', ru: 'Синхронизировать в фоне' },
      detail: {
        en: 'Push then pull on start, on reconnect, a few seconds after a local change and every few minutes; retry with backoff; a sync indicator (saved on this device, synced 2 minutes ago, 3 changes waiting).',
        ru: 'Отправлять и забирать при запуске, при появлении сети, через несколько секунд после локального изменения и раз в несколько минут; повторять с нарастающей паузой; индикатор синхронизации («сохранено на устройстве, синхронизировано 2 минуты назад, 3 изменения ждут»).',
      },
      hours: 6,
    },
    {
      title: { en: 'Resolve conflicts', ru: 'Разрешать конфликты' },
      detail: {
        en: 'Merge by field in server order; for the fields marked important create a {Entity}Conflict and show it; POST /api/{es}/:id/conflicts/:conflictId/resolve; the purge-sync-tombstones job trims the log.',
        ru: 'Сливать по полям в порядке сервера; для полей, отмеченных важными, создавать {Entity}Conflict и показывать его; POST /api/{es}/:id/conflicts/:conflictId/resolve; задача purge-sync-tombstones подрезает журнал.',
      },
      hours: 8,
    },
  ],
  criteria: [
    {
      en: 'Given the device is offline, when a {role} creates and edits {anEntity}, then it is saved on the device, appears everywhere in the app and is marked as waiting to sync',
      ru: 'Дано: устройство без сети; когда пользователь ({role}) создаёт и правит запись «{entity}», тогда она сохранена на устройстве, видна во всём приложении и помечена как ждущая синхронизации',
    },
    {
      en: 'Given changes waiting on the device and the app closed meanwhile, when the connection returns, then every change reaches the server exactly once and in order, even if the push is retried',
      ru: 'Дано: на устройстве ждут изменения, а приложение тем временем закрывали; когда связь возвращается, тогда каждое изменение доходит до сервера ровно один раз и по порядку, даже если отправка повторялась',
    },
    {
      en: 'Given two devices changed different fields of the same {entity} offline, when both sync, then both changes are kept',
      ru: 'Дано: два устройства без сети изменили разные поля одной записи; когда оба синхронизируются, тогда сохраняются оба изменения',
    },
    {
      en: 'Given two devices changed the same important field, when the second one syncs, then a conflict shows both values and nothing is lost silently',
      ru: 'Дано: два устройства изменили одно и то же важное поле; когда синхронизируется второе, тогда конфликт показывает оба значения и ничего не теряется молча',
    },
    {
      en: 'Given {anEntity} deleted on one device, when another device syncs, then it disappears there too',
      ru: 'Дано: запись удалена на одном устройстве; когда синхронизируется другое, тогда она исчезает и там',
    },
  ],
  qa: [
    {
      en: 'In airplane mode on a real phone, create 20 records, edit and delete some, kill the app, reopen it and go online: the server matches the device',
      ru: 'В авиарежиме на настоящем телефоне создать 20 записей, часть изменить и удалить, убить приложение, открыть снова и включить сеть: сервер совпадает с устройством',
    },
    {
      en: 'Edit the same record on two offline devices, then sync them in one order and, on a fresh copy, in the other: the result is the same',
      ru: 'Изменить одну запись на двух устройствах без сети и синхронизировать их в одном порядке, а на свежей копии — в обратном: результат одинаковый',
    },
    {
      en: 'Sign in on a fresh install for an account with 10,000 records: the first sync comes in pages without freezing the interface; measure how long it takes',
      ru: 'Войти на чистой установке в аккаунт с 10 000 записей: первая синхронизация идёт страницами и не замораживает интерфейс; замерить время',
    },
    {
      en: 'Take away a person’s access to a record: on the next pull it is removed from their device',
      ru: 'Отозвать у человека доступ к записи: при следующей синхронизации она удаляется с его устройства',
    },
  ],
  risks: [
    {
      en: 'Device clocks are wrong often enough to matter: never order changes by device time; order by the server sequence and versions',
      ru: 'Часы на устройствах ошибаются достаточно часто: никогда не упорядочивать изменения по времени устройства, только по серверной последовательности и версиям',
    },
    {
      en: 'A schema change after launch breaks the local database of older app versions: version the sync protocol, ship local migrations, and have the server accept the last few versions',
      ru: 'Изменение схемы после запуска ломает локальную базу у старых версий приложения: версионировать протокол синхронизации, выпускать локальные миграции, а серверу принимать несколько последних версий',
    },
    {
      en: 'Data stays on a lost or shared device: encrypt sensitive local data (SQLCipher) and clear it on sign-out',
      ru: 'Данные остаются на потерянном или чужом устройстве: шифровать чувствительные локальные данные (SQLCipher) и стирать их при выходе',
    },
  ],
  questions: [
    {
      en: 'What must work offline: everything, or only the person’s own {entities}?',
      ru: 'Что должно работать без сети: всё или только собственные записи человека?',
    },
    {
      en: 'When the same thing is changed on two devices, should the later change win, or should the person choose?',
      ru: 'Когда одно и то же изменили на двух устройствах, должно побеждать более позднее изменение или выбирать человек?',
    },
    {
      en: 'How long may a device stay offline and still sync (days, weeks)?',
      ru: 'Как долго устройство может быть без сети и всё ещё синхронизироваться (дни, недели)?',
    },
  ],
  defaults: {},
};
