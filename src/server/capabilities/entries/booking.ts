import type { CapabilityEntry } from '../types';

/** Booking against availability: free slots are computed, a slot is taken once, holds expire. */
export const booking: CapabilityEntry = {
  id: 'booking',
  benefit: {
    en: 'I take a free slot in a minute and never clash with someone else’s booking',
    ru: 'занимать свободное время за минуту и не пересекаться с чужой бронью',
  },
  howItWorks: [
    {
      en: 'The provider ({other}) sets their availability (weekly hours, breaks, days off) and how long each service takes; the server turns that into free slots in their time zone, minus what is already booked.',
      ru: 'Другая сторона ({other}) задаёт расписание: часы работы по дням недели, перерывы, выходные и длительность услуги; сервер превращает его в свободные слоты в её часовом поясе за вычетом уже занятого.',
    },
    {
      en: 'A {role} picks a free slot and books it; the server takes the slot in one transaction guarded by a database constraint against overlaps, so of two people pressing at the same moment one gets the booking and the other “this time was just taken”.',
      ru: 'Клиент ({role}) выбирает свободный слот и бронирует его; сервер занимает слот в одной транзакции под ограничением базы, которое не допускает пересечений, поэтому из двух одновременных нажатий одно становится бронью, а второе получает «это время только что заняли».',
    },
    {
      en: 'A booking that still needs payment or confirmation holds its slot for a few minutes and releases it if nothing happens; once confirmed, both sides get a confirmation with a calendar file, and cancelling or moving it follows the cancellation policy.',
      ru: 'Бронь, которая ждёт оплаты или подтверждения, держит слот несколько минут и освобождает его, если ничего не произошло; после подтверждения обе стороны получают письмо с файлом для календаря, а отмена и перенос идут по правилам отмены.',
    },
  ],
  records: [
    {
      name: 'AvailabilityRule',
      label: { en: 'weekly hours', ru: 'часы работы' },
      fields:
        'provider:reference, weekday:integer, startTime:string, endTime:string, timeZone:string, validFrom:date, validUntil:date',
    },
    {
      name: 'AvailabilityException',
      label: { en: 'day off or extra hours', ru: 'выходной или дополнительные часы' },
      fields: 'provider:reference, startsAt:datetime, endsAt:datetime, kind:enum, note:string',
    },
    {
      name: '{Entity}Change',
      label: { en: 'cancellation or reschedule', ru: 'отмена или перенос' },
      fields:
        'kind:enum, previousStartsAt:datetime, newStartsAt:datetime, changedBy:reference, reason:text, lateFee:money, changedAt:datetime',
      child: true,
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/{es}/availability',
      description: {
        en: 'Free slots of one provider for a date range, from their weekly hours, days off and existing bookings, in the viewer’s time zone',
        ru: 'Свободные слоты исполнителя на диапазон дат по его часам работы, выходным и уже занятому, в часовом поясе смотрящего',
      },
      auth: false,
    },
    {
      method: 'PUT',
      path: '/api/{es}/availability',
      description: {
        en: 'The provider replaces their weekly hours, breaks, days off and buffer between bookings',
        ru: 'Исполнитель сохраняет свои часы работы, перерывы, выходные и паузу между бронями',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}',
      description: {
        en: 'Book a slot: holds it in one transaction; 409 with fresh slots when it was just taken',
        ru: 'Забронировать слот: занимает его в одной транзакции; 409 со свежими слотами, если его только что заняли',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/confirm',
      description: {
        en: 'Confirm a held booking (after payment, or by the provider when they approve each one)',
        ru: 'Подтвердить удерживаемую бронь (после оплаты или исполнителем, если он одобряет каждую)',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/reschedule',
      description: {
        en: 'Move to another free slot; the old slot is freed only once the new one is taken',
        ru: 'Перенести на другой свободный слот; старый освобождается, только когда новый уже занят',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/cancel',
      description: {
        en: 'Cancel under the cancellation policy; frees the slot and tells the other side',
        ru: 'Отменить по правилам отмены; слот освобождается, другая сторона получает уведомление',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/calendar.ics',
      description: {
        en: 'The booking as an iCalendar file for any calendar app',
        ru: 'Бронь файлом iCalendar для любого календаря',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'release-held-{es}',
      trigger: { en: 'every minute', ru: 'каждую минуту' },
      work: {
        en: 'Cancel held bookings whose hold has expired (payment never finished) and free their slots',
        ru: 'Отменить брони, у которых истекло удержание (оплата так и не прошла), и освободить их слоты',
      },
    },
    {
      name: 'remind-{es}',
      trigger: { en: 'every 5 minutes', ru: 'каждые 5 минут' },
      work: {
        en: 'Remind both sides 24 hours and 1 hour before the start, once per booking (a sent mark prevents repeats)',
        ru: 'Напомнить обеим сторонам за 24 часа и за час до начала, один раз на бронь (отметка об отправке не даёт повторить)',
      },
    },
    {
      name: 'complete-{es}',
      trigger: { en: 'every hour', ru: 'каждый час' },
      work: {
        en: 'Mark confirmed bookings whose end has passed as completed, unless the provider marked a no-show',
        ru: 'Пометить выполненными подтверждённые брони, время которых прошло, если исполнитель не отметил неявку',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/book',
      name: { en: 'Pick a time', ru: 'Выбор времени' },
      purpose: {
        en: 'Free slots by day in the customer’s time zone with the length and price; a slot someone just took disappears with a short note',
        ru: 'Свободные слоты по дням в часовом поясе клиента с длительностью и ценой; только что занятый слот исчезает с коротким пояснением',
      },
    },
    {
      route: '/availability',
      name: { en: 'My hours', ru: 'Моё расписание' },
      purpose: {
        en: 'Weekly hours, breaks, days off and the buffer between bookings, with a preview of the slots they produce',
        ru: 'Часы работы, перерывы, выходные и пауза между бронями с предпросмотром получившихся слотов',
      },
    },
    {
      route: '/{es}/calendar',
      name: { en: 'Bookings calendar', ru: 'Календарь броней' },
      purpose: {
        en: 'The provider’s day and week with every booking, its status and who booked it',
        ru: 'День и неделя исполнителя со всеми бронями, их статусом и клиентом',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: {
        en: 'A PostgreSQL exclusion constraint (btree_gist over provider and tstzrange)',
        ru: 'Ограничение исключения PostgreSQL (btree_gist по исполнителю и tstzrange)',
      },
      reason: {
        en: 'The database itself refuses overlapping bookings of one provider, so a race between two requests cannot double-book',
        ru: 'База сама отклоняет пересекающиеся брони одного исполнителя, поэтому гонка двух запросов не даёт двойной брони',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'Luxon for time zones', ru: 'Luxon для часовых поясов' },
      reason: {
        en: 'Slots are computed in the provider’s IANA time zone and shown in the viewer’s, correctly across daylight-saving changes',
        ru: 'Слоты считаются в часовом поясе исполнителя (IANA) и показываются в поясе смотрящего, правильно и при переходе на летнее время',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'The ics package for calendar files', ru: 'Пакет ics для файлов календаря' },
      reason: {
        en: 'An .ics attachment lands in Google, Apple and Outlook calendars with no OAuth; two-way calendar sync can come later',
        ru: 'Вложение .ics попадает в Google, Apple и Outlook без OAuth; двустороннюю синхронизацию календарей можно добавить потом',
      },
    },
    {
      platforms: ['web'],
      choice: { en: 'FullCalendar (time grid views)', ru: 'FullCalendar (сетка по времени)' },
      reason: {
        en: 'Day and week views for the provider with drag to reschedule; the standard views are free',
        ru: 'Дневной и недельный вид для исполнителя с переносом перетаскиванием; стандартные виды бесплатны',
      },
    },
    {
      platforms: ['mobile'],
      choice: { en: 'react-native-calendars', ru: 'react-native-calendars' },
      reason: {
        en: 'A month strip with the days that have free slots marked, native-feeling on iOS and Android',
        ru: 'Календарь с отмеченными днями, где есть свободные слоты, привычный на iOS и Android',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Model availability and bookings', ru: 'Описать расписание и брони' },
      detail: {
        en: 'Add AvailabilityRule, AvailabilityException and {Entity}Change; give {Entity} startsAt, endsAt, status (held, confirmed, cancelled, completed, no-show) and holdExpiresAt, and an exclusion constraint over (provider, tstzrange(startsAt, endsAt)) for held and confirmed rows.',
        ru: 'Добавить AvailabilityRule, AvailabilityException и {Entity}Change; дать {Entity} поля startsAt, endsAt, статус (удержана, подтверждена, отменена, выполнена, неявка) и holdExpiresAt, а также ограничение исключения по (исполнитель, tstzrange(startsAt, endsAt)) для удержанных и подтверждённых строк.',
      },
      hours: 4,
    },
    {
      title: { en: 'Compute free slots', ru: 'Считать свободные слоты' },
      detail: {
        en: 'GET /api/{es}/availability expands the weekly hours in the provider’s time zone over the asked range, subtracts days off, bookings and buffers, and respects the minimum notice; unit-test it across a daylight-saving change.',
        ru: 'GET /api/{es}/availability разворачивает часы работы в поясе исполнителя на запрошенный период, вычитает выходные, брони и паузы и учитывает минимальный срок записи; покрыть тестами неделю перехода на летнее время.',
      },
      hours: 6,
    },
    {
      title: { en: 'Build booking with holds', ru: 'Сделать бронирование с удержанием' },
      detail: {
        en: 'POST /api/{es} holds the slot and answers 409 when the constraint refuses it; POST /api/{es}/:id/confirm, /api/{es}/:id/reschedule and /api/{es}/:id/cancel change the status by the rules and write {Entity}Change; the release-held-{es} job frees expired holds.',
        ru: 'POST /api/{es} удерживает слот и отвечает 409, если ограничение базы его отклонило; POST /api/{es}/:id/confirm, /api/{es}/:id/reschedule и /api/{es}/:id/cancel меняют статус по правилам и пишут {Entity}Change; задача release-held-{es} освобождает просроченные удержания.',
      },
      hours: 6,
    },
    {
      title: { en: 'Send confirmations and reminders', ru: 'Отправлять подтверждения и напоминания' },
      detail: {
        en: 'On confirmation email both sides with the file from GET /api/{es}/:id/calendar.ics; the remind-{es} job sends the 24-hour and 1-hour reminders once; complete-{es} closes finished bookings.',
        ru: 'При подтверждении отправлять обеим сторонам письмо с файлом из GET /api/{es}/:id/calendar.ics; задача remind-{es} шлёт напоминания за сутки и за час ровно один раз; complete-{es} закрывает прошедшие брони.',
      },
      hours: 4,
    },
    {
      title: { en: 'Build the booking screens', ru: 'Сделать экраны бронирования' },
      detail: {
        en: 'The time picker shows free slots in the viewer’s time zone and, on 409, refreshes them and says why; the provider’s hours editor saves through PUT /api/{es}/availability; the bookings calendar.',
        ru: 'Выбор времени показывает свободные слоты в поясе смотрящего и при 409 обновляет их с пояснением; редактор расписания сохраняет через PUT /api/{es}/availability; календарь броней исполнителя.',
      },
      hours: 8,
    },
  ],
  criteria: [
    {
      en: 'Given one free slot, when two {roles} book it at the same moment, then exactly one booking is made and the other gets “this time was just taken” with fresh slots',
      ru: 'Дано: свободен один слот; когда два клиента бронируют его одновременно, тогда создаётся ровно одна бронь, а второй получает «это время только что заняли» и свежие слоты',
    },
    {
      en: 'Given a provider in another time zone, when {anEntity} is booked for 10:00 their time, then both sides see the same moment in their own time, also in the week the clocks change',
      ru: 'Дано: исполнитель в другом часовом поясе; когда бронь сделана на 10:00 по его времени, тогда обе стороны видят один и тот же момент каждая в своём времени, и в неделю перевода часов тоже',
    },
    {
      en: 'Given a held booking whose payment is not finished within 10 minutes, when the hold expires, then the slot is free for others again',
      ru: 'Дано: бронь удерживается, а оплата не завершена за 10 минут; когда удержание истекает, тогда слот снова свободен для других',
    },
    {
      en: 'Given a confirmed {entity}, when the customer cancels later than the policy allows, then it is cancelled under the late-cancellation rule and the provider is told at once',
      ru: 'Дано: бронь подтверждена; когда клиент отменяет её позже, чем разрешают правила, тогда она отменяется по правилу поздней отмены, а исполнитель сразу получает уведомление',
    },
    {
      en: 'Given a day off the provider added, when anyone asks for free slots on that day, then none are offered',
      ru: 'Дано: исполнитель добавил выходной; когда кто-то запрашивает свободные слоты на этот день, тогда их нет',
    },
  ],
  qa: [
    {
      en: 'Fire 20 parallel booking requests at the same slot (a Promise.all script or autocannon): exactly one succeeds and 19 get 409',
      ru: 'Отправить 20 параллельных запросов на один слот (скрипт с Promise.all или autocannon): успешен ровно один, остальные 19 получают 409',
    },
    {
      en: 'Put the provider in Europe/Berlin and the customer in America/New_York, book across the last Sunday of March, and compare the times in both calendars after importing the .ics',
      ru: 'Поставить исполнителю пояс Europe/Berlin, а клиенту — Europe/Moscow (в России часы не переводят), забронировать на последнее воскресенье марта и сверить время в обоих календарях после импорта .ics',
    },
    {
      en: 'Start a booking, abandon the payment and move the clock 11 minutes forward: the slot is back in the picker',
      ru: 'Начать бронь, бросить оплату и перевести часы на 11 минут вперёд: слот снова доступен для выбора',
    },
  ],
  risks: [
    {
      en: 'Double bookings through a race: rely on the database exclusion constraint, never on a check before the insert',
      ru: 'Двойные брони из-за гонки запросов: полагаться на ограничение исключения в базе, а не на проверку перед вставкой',
    },
    {
      en: 'Time zones and daylight saving put slots an hour off: store moments in UTC and weekly hours in the provider’s IANA zone, and test the weeks the clocks change',
      ru: 'Часовые пояса и перевод часов сдвигают слоты на час: моменты хранить в UTC, часы работы — в поясе исполнителя (IANA), и тестировать недели перевода часов',
    },
    {
      en: 'No-shows cost providers money: take a deposit or keep a card on file, and record no-shows',
      ru: 'Неявки стоят исполнителям денег: брать предоплату или сохранять карту и отмечать неявки',
    },
  ],
  questions: [
    {
      en: 'How late may a customer cancel or move a booking for free, and what happens after that (a fee, a lost deposit)?',
      ru: 'До какого момента клиент может бесплатно отменить или перенести бронь и что потом — штраф или потеря предоплаты?',
    },
    {
      en: 'Do providers approve each booking, or is a free slot booked at once?',
      ru: 'Исполнитель подтверждает каждую бронь или свободный слот бронируется сразу?',
    },
    {
      en: 'Must bookings sync with Google or Outlook calendars at launch, or is an .ics file enough?',
      ru: 'Нужна ли синхронизация с Google и Outlook к запуску или хватит файла .ics?',
    },
  ],
  defaults: {},
};
