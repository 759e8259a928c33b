import type { CapabilityEntry } from '../types';

/** Live location or a live data stream: points or readings arrive and others watch them as they come. */
export const live: CapabilityEntry = {
  id: 'live',
  benefit: {
    en: 'I see where each {entity} is right now without calling or messaging anyone',
    ru: 'видеть, где сейчас каждый объект, не звоня и не переписываясь',
  },
  howItWorks: [
    {
      en: 'While {anEntity} is in progress, the device sends its position (or reading) every few seconds to an ingest endpoint; each point is stored in order.',
      ru: 'Пока идёт запись «{entity}», устройство каждые несколько секунд отправляет позицию (или показание) на приёмный адрес; точки хранятся по порядку.',
    },
    {
      en: 'Whoever follows it watches it live over a server-sent event channel that pushes every new point; when the connection drops, the view catches up from the last point it saw.',
      ru: 'Тот, кто за ней следит, видит её вживую через канал событий сервера: каждая новая точка приходит сразу, а после обрыва связи экран догоняет пропущенное с последней точки.',
    },
    {
      en: 'When it ends, the track is closed and kept with {anEntity} as its history.',
      ru: 'Когда всё закончилось, трек закрывается и остаётся в истории записи «{entity}».',
    },
  ],
  records: [
    {
      name: '{Entity}Point',
      label: { en: '{entity} point', ru: 'точка трека' },
      fields: 'position:location, accuracyMeters:number, recordedAt:datetime, sequence:integer',
      child: true,
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/points',
      description: {
        en: 'Receive a batch of points from the tracking device; duplicates (same sequence) are ignored',
        ru: 'Принять пачку точек от устройства; повторы (тот же номер) пропускаются',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/live',
      description: {
        en: 'Live channel (server-sent events): every new point as it arrives, resuming after Last-Event-ID',
        ru: 'Живой канал (server-sent events): каждая новая точка сразу, с продолжением после Last-Event-ID',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/points',
      description: { en: 'The whole track, in order', ru: 'Весь трек по порядку' },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'close-stale-{es}',
      trigger: { en: 'every minute', ru: 'каждую минуту' },
      work: {
        en: 'Close tracks that have sent no point for 10 minutes and tell both sides',
        ru: 'Закрыть треки, от которых 10 минут не было точек, и сообщить обеим сторонам',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/:id/live',
      name: { en: 'Live view', ru: 'Живая карта' },
      purpose: {
        en: 'The moving position on a map, the track so far and when the last point arrived',
        ru: 'Текущая позиция на карте, пройденный трек и время последней точки',
      },
    },
  ],
  choices: [
    {
      platforms: ['mobile'],
      choice: { en: 'expo-location with a background task (TaskManager)', ru: 'expo-location с фоновой задачей (TaskManager)' },
      reason: {
        en: 'Sends points while the phone is locked; iOS and Android ask for background location permission',
        ru: 'Шлёт точки при заблокированном телефоне; iOS и Android спрашивают разрешение на фоновую геолокацию',
      },
    },
    {
      platforms: ['web'],
      choice: { en: 'Geolocation API (watchPosition) and EventSource', ru: 'Geolocation API (watchPosition) и EventSource' },
      reason: {
        en: 'The browser can send and show positions without a native app while the page is open',
        ru: 'Браузер передаёт и показывает позицию без приложения, пока страница открыта',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'MapLibre GL with OpenStreetMap tiles', ru: 'MapLibre GL с картами OpenStreetMap' },
      reason: { en: 'Draws the moving marker and the track without per-view fees', ru: 'Рисует маркер и трек без платы за показы' },
    },
  ],
  tasks: [
    {
      title: { en: 'Store track points for {entities}', ru: 'Хранить точки трека' },
      detail: {
        en: 'Add the {Entity}Point table (position, accuracy, recordedAt, sequence) with a unique (owner, sequence) key and an index by time.',
        ru: 'Добавить таблицу {Entity}Point (позиция, точность, время, номер) с уникальным ключом (запись, номер) и индексом по времени.',
      },
      hours: 3,
    },
    {
      title: { en: 'Build the points ingest endpoint', ru: 'Сделать приём точек' },
      detail: {
        en: 'POST /api/{es}/:id/points takes a batch, checks the sender is the one doing it, ignores repeated sequences and rejects points for a finished one; the close-stale-{es} job closes tracks silent for 10 minutes and tells both sides.',
        ru: 'POST /api/{es}/:id/points принимает пачку, проверяет отправителя, пропускает повторы и отклоняет точки для завершённой записи; задача close-stale-{es} закрывает треки, от которых 10 минут не было точек, и сообщает обеим сторонам.',
      },
      hours: 5,
    },
    {
      title: { en: 'Send positions from the device', ru: 'Отправлять позицию с устройства' },
      detail: {
        en: 'Start tracking when it begins, buffer points while offline and send them in order when the connection returns; stop when it ends.',
        ru: 'Начинать отслеживание при старте, копить точки без сети и отправлять их по порядку, когда связь вернётся; останавливать при завершении.',
      },
      hours: 6,
    },
    {
      title: { en: 'Stream new points on a live channel', ru: 'Транслировать точки в живом канале' },
      detail: {
        en: 'GET /api/{es}/:id/live as server-sent events, allowed only to the people of that record, resuming from Last-Event-ID.',
        ru: 'GET /api/{es}/:id/live как server-sent events, только для участников этой записи, с продолжением от Last-Event-ID.',
      },
      hours: 4,
    },
    {
      title: { en: 'Show the live map', ru: 'Показать живую карту' },
      detail: {
        en: 'The live view draws the marker and the track, shows how old the last point is and says so when updates stop.',
        ru: 'Живая карта рисует маркер и трек, показывает возраст последней точки и предупреждает, когда обновления прекратились.',
      },
      hours: 5,
    },
  ],
  criteria: [
    {
      en: 'Given {anEntity} in progress, when the device sends a point, then whoever is watching the live view sees the marker move within 5 seconds',
      ru: 'Дано: запись «{entity}» идёт; когда устройство отправляет точку, тогда тот, кто смотрит живую карту, видит сдвиг маркера в течение 5 секунд',
    },
    {
      en: 'Given the device was offline for a minute, when it reconnects, then the buffered points arrive in order and the track has no gap',
      ru: 'Дано: устройство минуту было без сети; когда связь вернулась, тогда накопленные точки приходят по порядку и в треке нет разрыва',
    },
    {
      en: 'Given someone who is not part of {anEntity}, when they open its live channel, then they get 404 and see no position',
      ru: 'Дано: посторонний человек; когда он открывает живой канал записи, тогда получает 404 и не видит позицию',
    },
    {
      en: 'Given a finished {entity}, when a late point arrives, then it is rejected and the stored track does not change',
      ru: 'Дано: запись завершена; когда приходит запоздавшая точка, тогда она отклоняется и трек не меняется',
    },
  ],
  qa: [
    {
      en: 'Replay a recorded GPS track through the ingest endpoint at real speed and check the live view follows it with under 5 s of delay',
      ru: 'Проиграть записанный GPS-трек через приём точек в реальном темпе и проверить, что живая карта отстаёт не больше чем на 5 с',
    },
    {
      en: 'Send the same batch twice and out of order: the stored track has each point once, in sequence',
      ru: 'Отправить одну пачку дважды и вразнобой: каждая точка хранится один раз и по порядку',
    },
    {
      en: 'Cut the network for 60 s on a real phone with the screen locked: no points are lost',
      ru: 'Отключить сеть на 60 с на реальном телефоне с заблокированным экраном: ни одна точка не потеряна',
    },
  ],
  risks: [
    {
      en: 'Background location drains the battery and app stores review it strictly: send every 5–10 s, stop as soon as it ends, and explain the permission in the app',
      ru: 'Фоновая геолокация сажает батарею, и магазины приложений строго её проверяют: отправлять раз в 5–10 с, останавливать сразу по завершении и объяснять разрешение в приложении',
    },
    {
      en: 'A live position is personal data: only the people of that record may see it, and old tracks are deleted on a schedule',
      ru: 'Живая геопозиция — персональные данные: видеть её могут только участники записи, а старые треки удаляются по расписанию',
    },
  ],
  questions: [
    {
      en: 'How often should the position be sent, and how long are tracks kept?',
      ru: 'Как часто отправлять позицию и сколько хранить треки?',
    },
    {
      en: 'Who may watch the live position, and should it be shareable by a link?',
      ru: 'Кто может видеть позицию вживую и нужна ли ссылка для посторонних?',
    },
  ],
  defaults: { channel: { en: 'server-sent events', ru: 'server-sent events' } },
};
