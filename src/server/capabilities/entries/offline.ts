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
      child: true,
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
  onDevice: {
    howItWorks: [
      {
        en: 'The device’s own database is the only store: every screen reads and writes there (Dexie on IndexedDB in a browser, expo-sqlite on a phone), so creating or editing {anEntity} works the same with or without a connection, and there is nothing to sync.',
        ru: 'Собственная база устройства — единственное хранилище: все экраны читают и пишут в неё (Dexie поверх IndexedDB в браузере, expo-sqlite на телефоне), поэтому создание и правка записей работают одинаково со связью и без неё, и синхронизировать нечего.',
      },
      {
        platforms: ['web'],
        en: 'In a browser, a Workbox service worker caches the app’s files at install, so it opens in airplane mode, and the app asks for persistent storage (navigator.storage.persist) so the browser does not clear the data under pressure; a phone app carries its files already.',
        ru: 'В браузере service worker на Workbox кэширует файлы приложения при установке, поэтому оно открывается в авиарежиме, а приложение просит постоянное хранилище (navigator.storage.persist), чтобы браузер не стёр данные при нехватке места; приложение на телефоне и так носит свои файлы с собой.',
      },
      {
        en: 'The local schema is versioned and migrated when the app starts; the {role} can save a backup file of everything and restore it on another device, which is the only way the data leaves this one.',
        ru: 'Локальная схема версионируется и переносится при запуске приложения; пользователь может сохранить резервную копию всех данных в файл и восстановить её на другом устройстве — это единственный путь, которым данные покидают это.',
      },
    ],
    records: [],
    screens: [
      {
        route: '/settings/data',
        name: { en: 'Data on this device', ru: 'Данные на устройстве' },
        purpose: {
          en: 'Space used, whether the browser keeps the data for good, the last backup, and Back up and Restore',
          ru: 'Занятое место, хранит ли браузер данные постоянно, последняя резервная копия и кнопки «Сохранить копию» и «Восстановить»',
        },
      },
    ],
    choices: [
      {
        platforms: ['web'],
        choice: { en: 'Dexie.js on IndexedDB', ru: 'Dexie.js поверх IndexedDB' },
        reason: {
          en: 'Durable storage in the browser with live queries for React and versioned schema upgrades',
          ru: 'Надёжное хранилище в браузере с живыми запросами для React и версионированным обновлением схемы',
        },
      },
      {
        platforms: ['web'],
        choice: { en: 'vite-plugin-pwa (Workbox)', ru: 'vite-plugin-pwa (Workbox)' },
        reason: {
          en: 'Generates the service worker that precaches the built app and the web app manifest, and prompts when a new version is ready',
          ru: 'Создаёт service worker, который заранее кэширует собранное приложение, и манифест веб-приложения, и предлагает обновиться, когда готова новая версия',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'expo-sqlite', ru: 'expo-sqlite' },
        reason: {
          en: 'A real SQLite database in the app’s sandbox, with transactions and migrations keyed by PRAGMA user_version; it survives restarts and app updates',
          ru: 'Настоящая база SQLite в песочнице приложения с транзакциями и миграциями по PRAGMA user_version; переживает перезапуски и обновления приложения',
        },
      },
      {
        platforms: ['mobile'],
        choice: {
          en: 'expo-file-system and expo-sharing for backups',
          ru: 'expo-file-system и expo-sharing для резервных копий',
        },
        reason: {
          en: 'The backup file is written in the app’s folder and handed to the share sheet (Files, iCloud Drive, Google Drive, email)',
          ru: 'Файл копии пишется в папку приложения и передаётся в системное меню «Поделиться» (Файлы, iCloud Drive, Google Drive, почта)',
        },
      },
    ],
    tasks: [
      {
        title: { en: 'Put the local database in the app', ru: 'Завести локальную базу в приложении' },
        detail: {
          en: 'A schema for {Entity} and every other record (db.version().stores() in Dexie, expo-sqlite tables on a phone) with ids generated on the device (UUIDv7), createdAt and updatedAt; every screen reads and writes it, with live queries so lists update at once.',
          ru: 'Схема для {Entity} и всех остальных записей (db.version().stores() в Dexie, таблицы expo-sqlite на телефоне) с идентификаторами, созданными на устройстве (UUIDv7), createdAt и updatedAt; все экраны читают и пишут в неё, а живые запросы сразу обновляют списки.',
        },
        hours: 6,
      },
      {
        title: { en: 'Make the web app open offline', ru: 'Сделать так, чтобы веб-приложение открывалось без сети' },
        detail: {
          en: 'A Workbox service worker (vite-plugin-pwa) precaches the built files and the manifest, and a new version is applied after the {role} confirms; navigator.storage.persist() is requested after the first record is saved. A phone app needs none of this: its files are installed with it.',
          ru: 'Service worker на Workbox (vite-plugin-pwa) заранее кэширует собранные файлы и манифест, а новая версия применяется после подтверждения пользователя; navigator.storage.persist() запрашивается после сохранения первой записи. Приложению на телефоне это не нужно: его файлы устанавливаются вместе с ним.',
        },
        hours: 4,
      },
      {
        title: { en: 'Migrate the local schema safely', ru: 'Безопасно переносить локальную схему' },
        detail: {
          en: 'Each schema version has a migration run at start inside a transaction (Dexie version upgrades, PRAGMA user_version steps in expo-sqlite); a test opens a store made by the previous version, migrates it and finds every record intact.',
          ru: 'Для каждой версии схемы — миграция, выполняемая при запуске в транзакции (обновления версий в Dexie, шаги по PRAGMA user_version в expo-sqlite); тест открывает хранилище прошлой версии, переносит его и находит все записи целыми.',
        },
        hours: 3,
      },
      {
        title: { en: 'Back up and restore', ru: 'Сохранять и восстанавливать копию' },
        detail: {
          en: 'Write everything to one JSON file with the schema version (a download or showSaveFilePicker in a browser, expo-file-system and expo-sharing on a phone) and restore from such a file after checking it; the data screen shows the last backup time, kept in the app’s settings, and the space used (navigator.storage.estimate in a browser).',
          ru: 'Записывать все данные в один файл JSON с версией схемы (скачивание или showSaveFilePicker в браузере, expo-file-system и expo-sharing на телефоне) и восстанавливать из такого файла после проверки; экран данных показывает время последней копии, сохранённое в настройках приложения, и занятое место (navigator.storage.estimate в браузере).',
        },
        hours: 5,
      },
    ],
    criteria: [
      {
        en: 'Given the device is offline, when the {role} creates and edits {anEntity}, then it is saved on the device and appears everywhere in the app at once',
        ru: 'Дано: устройство без сети; когда пользователь создаёт и правит запись, тогда она сохраняется на устройстве и сразу видна во всём приложении',
      },
      {
        en: 'Given the app was opened once, when it is opened again in airplane mode, then it loads and shows every {entity}',
        ru: 'Дано: приложение уже открывали; когда его открывают снова в авиарежиме, тогда оно загружается и показывает все записи',
      },
      {
        en: 'Given an app update with a new schema version, when it first starts, then every existing record is still there',
        ru: 'Дано: обновление приложения с новой версией схемы; когда оно запускается впервые, тогда все прежние записи на месте',
      },
      {
        en: 'Given a backup file, when the {role} restores it on another device, then the same {entities} appear there',
        ru: 'Дано: файл резервной копии; когда пользователь восстанавливает его на другом устройстве, тогда там появляются те же записи',
      },
    ],
    qa: [
      {
        en: 'In airplane mode, create 20 records, edit and delete some, kill the app and reopen it, in a browser and on a phone: everything is as it was left',
        ru: 'В авиарежиме создать 20 записей, часть изменить и удалить, убить приложение и открыть снова, в браузере и на телефоне: всё как было оставлено',
      },
      {
        en: 'Install the previous release, add data and update to the new one: the migration keeps every record',
        ru: 'Поставить прошлый выпуск, добавить данные и обновиться до нового: миграция сохраняет все записи',
      },
      {
        platforms: ['web'],
        en: 'Open the web app in Safari and in a private window: check what navigator.storage.persist() returns and that the app warns when the data may be cleared',
        ru: 'Открыть веб-приложение в Safari и в приватном окне: проверить, что возвращает navigator.storage.persist(), и что приложение предупреждает, когда данные могут быть стёрты',
      },
    ],
    risks: [
      {
        en: 'The data lives only on this device: cleared browser data, a lost phone or an uninstall loses it all, so remind the {role} to back up, show the last backup date and make restoring easy',
        ru: 'Данные хранятся только на этом устройстве: очистка данных браузера, потеря телефона или удаление приложения стирают всё, поэтому напоминать о резервной копии, показывать дату последней и сделать восстановление простым',
      },
      {
        platforms: ['web'],
        en: 'Safari deletes a site’s storage after seven days without a visit unless it is added to the home screen: ask for persistent storage, suggest installing the web app, and warn where it matters',
        ru: 'Safari стирает хранилище сайта после семи дней без посещений, если сайт не добавлен на экран «Домой»: просить постоянное хранилище, предлагать установить веб-приложение и предупреждать там, где это важно',
      },
    ],
    questions: [
      {
        en: 'How much will a person keep over the years (photos included), and is a backup file they save enough, or must backups happen by themselves?',
        ru: 'Сколько данных человек накопит за годы (включая фото) и достаточно ли файла копии, который он сохраняет сам, или копии должны делаться автоматически?',
      },
      {
        en: 'Must the same data be on a second device, or shared with another person? Then the product needs a server and sync.',
        ru: 'Нужны ли те же данные на втором устройстве или другому человеку? Тогда продукту нужен сервер и синхронизация.',
      },
    ],
  },
  defaults: {},
};
