import type { CapabilityChoice, CapabilityEntry } from '../types';

/** Choices a device's readings need with a server or without one. */
const bluetoothOnPhones: CapabilityChoice = {
  platforms: ['mobile'],
  choice: { en: 'react-native-ble-plx in an Expo development build', ru: 'react-native-ble-plx в development build Expo' },
  reason: {
    en: 'Scans, connects and subscribes to GATT notifications on iOS and Android; it needs a development build (not Expo Go) and the Bluetooth permissions explained',
    ru: 'Ищет, подключает и подписывается на уведомления GATT на iOS и Android; нужен development build (не Expo Go) и объяснённые разрешения на Bluetooth',
  },
};
const webBluetooth: CapabilityChoice = {
  platforms: ['web'],
  choice: { en: 'Web Bluetooth API', ru: 'Web Bluetooth API' },
  reason: {
    en: 'Pairs from Chrome and Edge on desktop and Android without installing anything; Safari and iOS do not support it',
    ru: 'Подключает устройство из Chrome и Edge на компьютере и Android без установки; Safari и iOS его не поддерживают',
  },
};
const readingsChart: CapabilityChoice = {
  platforms: ['web'],
  choice: { en: 'uPlot for the readings chart', ru: 'uPlot для графика показаний' },
  reason: { en: 'Draws tens of thousands of points smoothly in a tiny bundle', ru: 'Плавно рисует десятки тысяч точек и почти ничего не весит' },
};


/** Device pairing and readings: a device is paired once and its readings arrive as a time series. */
export const device: CapabilityEntry = {
  id: 'device',
  benefit: {
    en: 'readings from the device arrive by themselves, with nothing typed in by hand',
    ru: 'показания устройства приходили сами, без ручного ввода',
  },
  howItWorks: [
    {
      en: 'The {role} pairs each device ({sources}) once: a Bluetooth LE device is found and connected from the app (react-native-ble-plx or Web Bluetooth), a Wi-Fi device gets its own device token through a short pairing code; either way it is registered with its serial number, model and firmware.',
      ru: 'Пользователь один раз подключает каждое устройство ({sources}): устройство Bluetooth LE находится и подключается из приложения (react-native-ble-plx или Web Bluetooth), а Wi-Fi-устройство получает собственный токен по короткому коду сопряжения; в обоих случаях оно регистрируется с серийным номером, моделью и версией прошивки.',
    },
    {
      en: 'Readings arrive in batches at an ingest endpoint, each with the device’s own timestamp and a sequence number; the server stores them as a time series for {anEntity} and drops duplicates.',
      ru: 'Показания приходят пачками на приёмный адрес, у каждого — время самого устройства и порядковый номер; сервер хранит их как временной ряд записи «{entity}» и отбрасывает повторы.',
    },
    {
      en: 'Without a connection, the phone or the device keeps readings in a local buffer and sends them in order later; the {role} sees the latest value, the battery level, the firmware version and when the device was last heard from.',
      ru: 'Без связи телефон или само устройство копит показания в локальном буфере и потом отправляет их по порядку; пользователь видит последнее значение, заряд батареи, версию прошивки и когда устройство последний раз выходило на связь.',
    },
  ],
  records: [
    {
      name: 'Device',
      source: true,
      label: { en: 'device', ru: 'устройство' },
      fields:
        'serialNumber:string, model:string, name:string, transport:enum, tokenHash:string, firmwareVersion:string, batteryPercent:integer, reportIntervalSeconds:integer, lastSeenAt:datetime, pairedAt:datetime, status:enum',
    },
    {
      name: '{Entity}Reading',
      label: { en: '{entity} reading', ru: 'показание' },
      fields:
        'device:reference, metric:string, value:number, unit:string, recordedAt:datetime, receivedAt:datetime, sequence:integer',
      child: true,
    },
    {
      name: 'DevicePairingCode',
      label: { en: 'pairing code', ru: 'код сопряжения' },
      fields: 'code:string, expiresAt:datetime, usedAt:datetime, createdBy:reference',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/devices',
      description: {
        en: 'Register a Bluetooth device paired from the app, with its serial number, model and firmware',
        ru: 'Зарегистрировать Bluetooth-устройство, подключённое из приложения, с серийным номером, моделью и прошивкой',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/devices/pairing-codes',
      description: {
        en: 'Create a one-time pairing code, valid for 10 minutes, to enter on a Wi-Fi device',
        ru: 'Создать одноразовый код сопряжения на 10 минут для ввода на Wi-Fi-устройстве',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/devices/claim',
      description: {
        en: 'The device exchanges the pairing code and its serial number for a device token (stored hashed); a used or expired code is refused',
        ru: 'Устройство обменивает код сопряжения и серийный номер на свой токен (хранится в виде хеша); использованный или просроченный код отклоняется',
      },
      auth: false,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/readings',
      description: {
        en: 'Ingest a batch of readings from the app (a session) or the device (its token), with battery and firmware; repeated (device, sequence) pairs are ignored',
        ru: 'Принять пачку показаний от приложения (по сессии) или от устройства (по его токену) вместе с зарядом и прошивкой; повторы пары (устройство, номер) пропускаются',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/readings',
      description: {
        en: 'Readings for a time range, averaged into minute, hour or day buckets for charts',
        ru: 'Показания за период, усреднённые по минутам, часам или дням для графиков',
      },
      auth: true,
    },
    {
      method: 'DELETE',
      path: '/api/{es}/:id/devices/:deviceId',
      description: {
        en: 'Unpair: revoke the device token at once; stored readings stay',
        ru: 'Отвязать устройство: сразу отозвать его токен; сохранённые показания остаются',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'flag-silent-devices',
      trigger: { en: 'every 15 minutes', ru: 'каждые 15 минут' },
      work: {
        en: 'Mark devices silent for three of their report intervals as offline and tell the {role} once; warn once when a battery falls under 15%',
        ru: 'Помечать недоступными устройства, молчащие три своих интервала, и один раз сообщать пользователю; один раз предупреждать, когда заряд падает ниже 15%',
      },
    },
    {
      name: 'roll-up-{es}-readings',
      trigger: { en: 'every hour', ru: 'каждый час' },
      work: {
        en: 'Compute hourly and daily min, average and max per device and metric; delete raw readings older than the retention period once rolled up',
        ru: 'Считать по часам и дням минимум, среднее и максимум по каждому устройству и показателю; удалять сырые показания старше срока хранения, когда они уже свёрнуты',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/:id/devices',
      name: { en: 'Devices', ru: 'Устройства' },
      purpose: {
        en: 'Paired devices with when each was last heard from, battery, firmware, and Pair and Unpair',
        ru: 'Подключённые устройства: когда выходили на связь, заряд, прошивка, кнопки «Подключить» и «Отвязать»',
      },
    },
    {
      route: '/{es}/:id/readings',
      name: { en: 'Readings', ru: 'Показания' },
      purpose: {
        en: 'A chart of readings over a chosen range, with gaps shown as gaps and the latest value on top',
        ru: 'График показаний за выбранный период: пропуски видны как пропуски, последнее значение — сверху',
      },
    },
  ],
  choices: [
    bluetoothOnPhones,
    {
      platforms: ['mobile'],
      choice: { en: 'expo-sqlite for the offline buffer', ru: 'expo-sqlite для буфера без сети' },
      reason: {
        en: 'Readings survive an app restart and are sent in order once the connection is back',
        ru: 'Показания переживают перезапуск приложения и уходят по порядку, когда связь вернётся',
      },
    },
    webBluetooth,
    {
      platforms: ['any'],
      choice: {
        en: 'PostgreSQL with a (device, recordedAt) index, partitioned by month; TimescaleDB where the host offers it',
        ru: 'PostgreSQL с индексом (устройство, recordedAt) и разбиением по месяцам; TimescaleDB, если его даёт хостинг',
      },
      reason: {
        en: 'Millions of readings stay fast to query by device and time, and old months are dropped cheaply',
        ru: 'Миллионы показаний быстро выбираются по устройству и времени, а старые месяцы удаляются дёшево',
      },
    },
    readingsChart,
  ],
  tasks: [
    {
      title: { en: 'Register and pair devices', ru: 'Регистрировать и подключать устройства' },
      detail: {
        en: 'Add Device and DevicePairingCode; Bluetooth: scan for the device’s service UUID, connect, read serial and firmware, then POST /api/{es}/:id/devices; Wi-Fi: POST /api/{es}/:id/devices/pairing-codes and POST /api/devices/claim, which returns a device token stored hashed; DELETE /api/{es}/:id/devices/:deviceId unpairs, revoking that token at once while the readings stay.',
        ru: 'Добавить Device и DevicePairingCode; Bluetooth: искать по UUID сервиса устройства, подключаться, читать серийный номер и прошивку, затем POST /api/{es}/:id/devices; Wi-Fi: POST /api/{es}/:id/devices/pairing-codes и POST /api/devices/claim, который выдаёт токен устройства и хранит его хеш; DELETE /api/{es}/:id/devices/:deviceId отвязывает устройство и сразу отзывает токен, а показания остаются.',
      },
      hours: 9,
    },
    {
      title: { en: 'Store readings as a time series', ru: 'Хранить показания как временной ряд' },
      detail: {
        en: '{Entity}Reading with a unique (device, sequence) key and a (device, recordedAt) index; POST /api/{es}/:id/readings takes batches of up to 500, keeps the device’s time, rejects readings far in the future and updates battery, firmware and lastSeenAt on the Device.',
        ru: '{Entity}Reading с уникальным ключом (устройство, номер) и индексом (устройство, recordedAt); POST /api/{es}/:id/readings принимает пачки до 500, сохраняет время устройства, отклоняет показания из далёкого будущего и обновляет у Device заряд, прошивку и lastSeenAt.',
      },
      hours: 5,
    },
    {
      title: { en: 'Buffer readings offline', ru: 'Копить показания без сети' },
      detail: {
        en: 'On the phone, keep readings from Bluetooth notifications in expo-sqlite and send them in order with retries; on Wi-Fi devices, keep a ring buffer in the firmware and resend what the server has not acknowledged.',
        ru: 'На телефоне складывать показания из Bluetooth-уведомлений в expo-sqlite и отправлять по порядку с повторами; на Wi-Fi-устройствах держать кольцевой буфер в прошивке и досылать то, что сервер не подтвердил.',
      },
      hours: 6,
    },
    {
      title: { en: 'Watch device health', ru: 'Следить за состоянием устройств' },
      detail: {
        en: 'flag-silent-devices with the battery warning; the devices screen shows last seen, battery and firmware, and says when a device is offline or its firmware is behind.',
        ru: 'flag-silent-devices с предупреждением о заряде; экран устройств показывает время последней связи, заряд и прошивку и сообщает, если устройство недоступно или прошивка устарела.',
      },
      hours: 4,
    },
    {
      title: { en: 'Chart the readings', ru: 'Построить график показаний' },
      detail: {
        en: 'GET /api/{es}/:id/readings with a range and bucket size, served from roll-up-{es}-readings for long ranges; the chart shows gaps as gaps, not as straight lines.',
        ru: 'GET /api/{es}/:id/readings с периодом и шагом, для длинных периодов — из сводок roll-up-{es}-readings; на графике пропуски видны как пропуски, а не как прямые линии.',
      },
      hours: 5,
    },
  ],
  criteria: [
    {
      en: 'Given a paired device, when it sends a batch of readings, then the {role} sees the latest value within 10 seconds, stamped with the device’s own time',
      ru: 'Дано: устройство подключено; когда оно отправляет пачку показаний, тогда пользователь в течение 10 секунд видит последнее значение со временем самого устройства',
    },
    {
      en: 'Given the phone was offline for an hour, when it reconnects, then the hour’s readings arrive in order with no duplicates and no gap',
      ru: 'Дано: телефон час был без сети; когда связь возвращается, тогда показания за этот час приходят по порядку, без повторов и без пропусков',
    },
    {
      en: 'Given a device was unpaired, when it sends readings with its old token, then they are refused with 401 and nothing is stored',
      ru: 'Дано: устройство отвязано; когда оно присылает показания со старым токеном, тогда получает 401 и ничего не сохраняется',
    },
    {
      en: 'Given a device has been silent for three of its report intervals, when the check runs, then it is shown offline and the {role} is told once',
      ru: 'Дано: устройство молчит три своих интервала; когда запускается проверка, тогда оно показывается недоступным, а пользователь получает одно сообщение',
    },
  ],
  qa: [
    {
      en: 'Pair the real device with an iPhone and an Android phone, then switch Bluetooth off and on mid-session: the app reconnects and carries on',
      ru: 'Подключить настоящее устройство к iPhone и Android-телефону и посреди сеанса выключить и включить Bluetooth: приложение переподключается и продолжает',
    },
    {
      en: 'Replay a recorded day of readings through the ingest endpoint twice: the stored series is the same as after once',
      ru: 'Дважды прогнать записанные за день показания через приёмный адрес: сохранённый ряд такой же, как после одного раза',
    },
    {
      en: 'Set a device’s clock an hour off: its readings still land in the right place or are flagged, never silently misplaced',
      ru: 'Сдвинуть часы устройства на час: показания всё равно попадают на своё место или помечаются, но не встают молча не туда',
    },
    {
      en: 'Load 10 million readings for one device: a month’s chart opens in under a second from the roll-ups',
      ru: 'Загрузить 10 миллионов показаний для одного устройства: график за месяц открывается быстрее секунды из сводок',
    },
  ],
  risks: [
    {
      en: 'Bluetooth behaves differently on each phone and OS version and stops in the background: test on the target phones early, keep sessions short, and let the device store readings until the app returns',
      ru: 'Bluetooth ведёт себя по-разному на разных телефонах и версиях ОС и засыпает в фоне: проверять на целевых телефонах с самого начала, держать сеансы короткими, а показания хранить на устройстве, пока приложение не вернётся',
    },
    {
      en: 'Device clocks drift or reset: keep both the device time and the server time, and correct with the offset seen at each sync',
      ru: 'Часы устройств уходят или сбрасываются: хранить и время устройства, и время сервера и поправлять по сдвигу, замеченному при каждой синхронизации',
    },
    {
      en: 'A leaked device token lets anyone write readings: one token per device, stored hashed, revoked on unpair, with a rate limit per device',
      ru: 'Утёкший токен устройства позволяет кому угодно писать показания: свой токен на каждое устройство, хранить только хеш, отзывать при отвязке и ограничить частоту на устройство',
    },
  ],
  questions: [
    {
      en: 'Which device models come first, and do they speak Bluetooth LE, Wi-Fi, or only through the maker’s cloud?',
      ru: 'Какие модели устройств поддерживаем первыми и как они передают данные: Bluetooth LE, Wi-Fi или только через облако производителя?',
    },
    {
      en: 'How often do they report, and how long must raw readings be kept?',
      ru: 'Как часто они присылают показания и сколько хранить сырые данные?',
    },
  ],
  onDevice: {
    howItWorks: [
      {
        en: 'The {role} pairs each {source} once from the app: Web Bluetooth in the browser, or react-native-ble-plx on a phone, finds it by its Bluetooth service and reads its serial number, model and firmware; the app remembers it by name.',
        ru: 'Пользователь один раз подключает каждое устройство ({sources}) из приложения: Web Bluetooth в браузере или react-native-ble-plx на телефоне находит его по Bluetooth-сервису и читает серийный номер, модель и прошивку; приложение запоминает его по имени.',
      },
      {
        en: 'While connected, the app listens to the device’s notifications and saves every reading, with the device’s own time and unit, in the device’s own storage (IndexedDB in a browser, SQLite on a phone); nothing needs a server.',
        ru: 'Пока устройство подключено, приложение слушает его уведомления и сохраняет каждое показание со временем самого устройства и единицей измерения в собственном хранилище (IndexedDB в браузере, SQLite на телефоне); сервер не нужен.',
      },
      {
        en: 'When the device comes back into range, the app reconnects and reads what it stored meanwhile; the {role} sees the latest value, a chart over time, the battery and when each device was last read.',
        ru: 'Когда устройство снова в зоне связи, приложение переподключается и забирает то, что оно накопило; пользователь видит последнее значение, график за период, заряд и когда каждое устройство читалось в последний раз.',
      },
    ],
    records: [
      {
        name: 'Device',
        source: true,
        label: { en: 'device', ru: 'устройство' },
        fields: 'serialNumber:string, model:string, name:string, firmwareVersion:string, batteryPercent:integer, lastReadAt:datetime, pairedAt:datetime',
      },
      {
        name: '{Entity}Reading',
        label: { en: '{entity} reading', ru: 'показание' },
        fields: 'device:reference, metric:string, value:number, unit:string, recordedAt:datetime',
        child: true,
      },
    ],
    screens: [
      {
        route: '/{es}/:id/devices',
        name: { en: 'Devices', ru: 'Устройства' },
        purpose: {
          en: 'Paired devices with when each was last read and its battery, and Pair and Forget',
          ru: 'Подключённые устройства: когда читались в последний раз, заряд, кнопки «Подключить» и «Забыть»',
        },
      },
      {
        route: '/{es}/:id/readings',
        name: { en: 'Readings', ru: 'Показания' },
        purpose: {
          en: 'The latest value on top and a chart over a chosen range, with gaps shown as gaps',
          ru: 'Последнее значение сверху и график за выбранный период: пропуски видны как пропуски',
        },
      },
    ],
    choices: [
      webBluetooth,
      {
        platforms: ['web'],
        choice: { en: 'Dexie over IndexedDB for the readings', ru: 'Dexie поверх IndexedDB для показаний' },
        reason: {
          en: 'Keeps hundreds of thousands of readings in the browser with an index by device and time',
          ru: 'Хранит в браузере сотни тысяч показаний с индексом по устройству и времени',
        },
      },
      bluetoothOnPhones,
      {
        platforms: ['mobile'],
        choice: { en: 'expo-sqlite for the readings', ru: 'expo-sqlite для показаний' },
        reason: {
          en: 'Readings survive an app restart and are queried by device and time',
          ru: 'Показания переживают перезапуск приложения и выбираются по устройству и времени',
        },
      },
      readingsChart,
    ],
    tasks: [
      {
        title: { en: 'Pair devices from the app', ru: 'Подключать устройства из приложения' },
        detail: {
          en: 'Scan for the device’s Bluetooth service (navigator.bluetooth.requestDevice, or startDeviceScan in react-native-ble-plx), connect, read serial number, model and firmware from the Device Information service and save the Device locally; Forget removes it; a browser without Web Bluetooth is told which browsers work.',
          ru: 'Искать Bluetooth-сервис устройства (navigator.bluetooth.requestDevice или startDeviceScan в react-native-ble-plx), подключаться, читать серийный номер, модель и прошивку из сервиса Device Information и сохранять Device локально; «Забыть» удаляет его; браузеру без Web Bluetooth объяснить, в каких браузерах это работает.',
        },
        hours: 8,
      },
      {
        title: { en: 'Read and store readings on the device', ru: 'Читать и хранить показания на устройстве' },
        detail: {
          en: 'Subscribe to the measurement characteristic’s notifications, decode each value with its unit and append {Entity}Reading rows with the device’s time to the local store, unique per device and time, writing in small batches.',
          ru: 'Подписаться на уведомления характеристики измерений, разбирать каждое значение с единицей и добавлять строки {Entity}Reading со временем устройства в локальное хранилище (уникально по устройству и времени), записывая небольшими пачками.',
        },
        hours: 6,
      },
      {
        title: { en: 'Reconnect and catch up', ru: 'Переподключаться и догонять' },
        detail: {
          en: 'When the device is back in range or the app returns to the foreground, reconnect and read the readings the device stored meanwhile, in order and without duplicates; while it is away, show its last reading and when it was taken.',
          ru: 'Когда устройство снова в зоне связи или приложение возвращается на экран, переподключаться и забирать накопленные показания по порядку и без повторов; пока устройства нет, показывать его последнее показание и когда оно снято.',
        },
        hours: 5,
      },
      {
        title: { en: 'Chart the readings', ru: 'Построить график показаний' },
        detail: {
          en: 'The readings screen: the latest value and battery on top, a chart per device over a chosen range from the local store, gaps shown as gaps, not as straight lines.',
          ru: 'Экран показаний: последнее значение и заряд сверху, график по устройству за выбранный период из локального хранилища, пропуски видны как пропуски, а не как прямые линии.',
        },
        hours: 4,
      },
    ],
    criteria: [
      {
        en: 'Given a paired {source}, when it sends a reading, then the {role} sees the new value within 5 seconds, stamped with the device’s own time',
        ru: 'Дано: устройство подключено; когда оно присылает показание, тогда пользователь в течение 5 секунд видит новое значение со временем самого устройства',
      },
      {
        en: 'Given the device was out of range for an hour, when it comes back, then the readings it stored meanwhile appear in order, each once',
        ru: 'Дано: устройство час было вне зоны связи; когда оно возвращается, тогда накопленные показания появляются по порядку, каждое один раз',
      },
      {
        en: 'Given no network at all, when the {role} opens the readings, then every reading taken so far is there',
        ru: 'Дано: сети нет совсем; когда пользователь открывает показания, тогда все снятые показания на месте',
      },
      {
        platforms: ['web'],
        en: 'Given a browser without Web Bluetooth, when the {role} presses Pair, then they are told which browsers can pair instead of seeing an error',
        ru: 'Дано: браузер без Web Bluetooth; когда пользователь нажимает «Подключить», тогда ему говорят, в каких браузерах это работает, а не показывают ошибку',
      },
    ],
    qa: [
      {
        en: 'Pair the real device from each target browser or phone, then switch Bluetooth off and on mid-session: the app reconnects and carries on',
        ru: 'Подключить настоящее устройство из каждого целевого браузера или телефона и посреди сеанса выключить и включить Bluetooth: приложение переподключается и продолжает',
      },
      {
        en: 'Carry the device out of range for an hour and back: the hour’s readings arrive once each and in order',
        ru: 'Унести устройство из зоны связи на час и вернуть: показания за час приходят по одному разу и по порядку',
      },
      {
        en: 'Fill the local store with a year of readings: a month’s chart opens in under a second',
        ru: 'Заполнить локальное хранилище показаниями за год: график за месяц открывается быстрее секунды',
      },
    ],
    risks: [
      {
        en: 'Bluetooth behaves differently on each phone, browser and OS version and sleeps in the background: test on the target devices early and read what the device stored when the app comes back',
        ru: 'Bluetooth ведёт себя по-разному на разных телефонах, браузерах и версиях ОС и засыпает в фоне: проверять на целевых устройствах с самого начала и забирать накопленное устройством, когда приложение вернётся',
      },
      {
        en: 'Readings live only on this device: cleared browser data or a lost phone loses them, so offer an export and say so on the readings screen',
        ru: 'Показания хранятся только на этом устройстве: очистка данных браузера или потеря телефона их стирает, поэтому дать выгрузку и сказать об этом на экране показаний',
      },
    ],
    questions: [
      {
        en: 'Which device models come first, and which Bluetooth service and characteristic carry their readings (is the protocol documented)?',
        ru: 'Какие модели устройств поддерживаем первыми и в каком Bluetooth-сервисе и характеристике они передают показания (описан ли протокол)?',
      },
      {
        en: 'Must the readings be seen on a second device or by another person? Then the product needs a server.',
        ru: 'Нужно ли видеть показания на другом устройстве или другому человеку? Тогда продукту нужен сервер.',
      },
    ],
  },
  defaults: { source: { en: 'sensor', ru: 'датчик' } },
};
