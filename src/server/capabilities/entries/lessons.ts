import type { CapabilityEntry } from '../types';

/** Lessons and progress: ordered steps with exercises graded on the server, spaced review, streaks and certificates. */
export const lessons: CapabilityEntry = {
  id: 'lessons',
  benefit: {
    en: 'I learn step by step and always pick up where I stopped',
    ru: 'учиться шаг за шагом и всегда продолжать с того места, где остановился',
  },
  howItWorks: [
    {
      en: 'Each {entity} is an ordered list of steps: some teach (text, video), some ask (an exercise); a {role} goes through them one at a time, and each answer is sent to the server, which grades it and records the attempt.',
      ru: 'Каждая запись «{entity}» — упорядоченный список шагов: одни объясняют (текст, видео), другие спрашивают (упражнение); ученик ({role}) проходит их по одному, а каждый ответ уходит на сервер, который его проверяет и сохраняет попытку.',
    },
    {
      en: 'Progress is computed from the attempts: {anEntity} is complete when its required steps pass the threshold, the person resumes where they stopped on any device, and finishing everything required issues a certificate with a public verification link.',
      ru: 'Прогресс считается по попыткам: запись «{entity}» пройдена, когда обязательные шаги сданы на проходной балл; человек продолжает с того места, где остановился, на любом устройстве, а после всего обязательного получает сертификат с публичной ссылкой для проверки.',
    },
    {
      en: 'What was learned comes back for review by spaced repetition: a right answer pushes the next review further away, a mistake brings it back tomorrow; a daily streak counts days with at least one lesson or review in the learner’s own time zone, and a reminder comes at the hour they chose.',
      ru: 'Изученное возвращается на повторение по интервальной схеме: верный ответ отодвигает следующее повторение, ошибка возвращает его на завтра; серия дней считает дни хотя бы с одним уроком или повторением в часовом поясе ученика, а напоминание приходит в выбранный им час.',
    },
  ],
  records: [
    {
      name: '{Entity}Step',
      label: { en: '{entity} step', ru: 'шаг урока' },
      fields: 'position:integer, kind:enum, content:text, answer:json, required:boolean, passScore:number',
      child: true,
    },
    {
      name: '{Entity}Progress',
      label: { en: '{entity} progress', ru: 'прогресс ученика' },
      fields:
        'learnerId:reference, status:enum, score:number, stepsDone:integer, lastStepId:reference, startedAt:datetime, completedAt:datetime',
    },
    {
      name: 'StepAttempt',
      label: { en: 'answer attempt', ru: 'попытка ответа' },
      fields: 'learnerId:reference, stepId:reference, answer:json, correct:boolean, score:number, answeredAt:datetime',
    },
    {
      name: 'ReviewCard',
      label: { en: 'review card', ru: 'карточка повторения' },
      fields:
        'learnerId:reference, stepId:reference, state:enum, stability:number, difficulty:number, reps:integer, lapses:integer, dueAt:datetime',
    },
    {
      name: 'LearnerStreak',
      label: { en: 'learning streak', ru: 'серия дней' },
      fields:
        'learnerId:reference, current:integer, longest:integer, lastActiveOn:date, timeZone:string, reminderHour:integer',
    },
    {
      name: 'Certificate',
      label: { en: 'certificate', ru: 'сертификат' },
      fields: 'learnerId:reference, code:string, learnerName:string, issuedAt:datetime, pdf:file',
    },
  ],
  endpoints: [
    {
      method: 'GET',
      path: '/api/{es}/:id/progress',
      description: {
        en: 'The learner’s progress: steps done, score and the step to resume at (without the answers of steps not yet answered)',
        ru: 'Прогресс ученика: пройденные шаги, баллы и шаг, с которого продолжить (без ответов на ещё не отвеченные шаги)',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/steps/:stepId/attempts',
      description: {
        en: 'Submit an answer: graded on the server, the attempt saved, progress, review card and streak updated; returns the verdict and the explanation',
        ru: 'Отправить ответ: проверка на сервере, сохранение попытки, обновление прогресса, карточки повторения и серии; в ответ — вердикт и объяснение',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/reviews/due',
      description: {
        en: 'The cards due for review today, oldest first',
        ru: 'Карточки к повторению на сегодня, сначала самые старые',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/reviews/:cardId',
      description: {
        en: 'Record how well a card was recalled (again, hard, good, easy) and schedule its next review',
        ru: 'Записать, насколько хорошо вспомнилась карточка (снова, трудно, хорошо, легко), и назначить следующее повторение',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/certificates/:code',
      description: {
        en: 'Public check of a certificate: the name, what was completed and when, or not found',
        ru: 'Публичная проверка сертификата: имя, что пройдено и когда — или «не найден»',
      },
      auth: false,
    },
  ],
  jobs: [
    {
      name: 'issue-certificates',
      trigger: {
        en: 'queued when a learner completes everything required',
        ru: 'ставится в очередь, когда ученик прошёл всё обязательное',
      },
      work: {
        en: 'Render the certificate PDF with the name, what was completed, the date and a unique code, store it and send the link',
        ru: 'Сформировать PDF-сертификат с именем, пройденным курсом, датой и уникальным кодом, сохранить его и отправить ссылку',
      },
    },
    {
      name: 'send-study-reminders',
      trigger: { en: 'every hour', ru: 'каждый час' },
      work: {
        en: 'Remind learners whose chosen reminder hour has come in their time zone and who have not studied today, saying what their streak is and what is due',
        ru: 'Напомнить ученикам, у которых в их часовом поясе наступил выбранный час и которые сегодня ещё не занимались: какая у них серия и что ждёт повторения',
      },
    },
  ],
  screens: [
    {
      route: '/learn/{es}/:id',
      name: { en: 'Lesson player', ru: 'Прохождение урока' },
      purpose: {
        en: 'One step at a time with a progress bar, the answer checked with an explanation, and the next step',
        ru: 'По одному шагу с полосой прогресса, проверка ответа с объяснением и переход к следующему шагу',
      },
    },
    {
      route: '/review',
      name: { en: 'Daily review', ru: 'Повторение на сегодня' },
      purpose: {
        en: 'The cards due today, the streak and how many are left',
        ru: 'Карточки, которые пора повторить, серия дней и сколько осталось',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: { en: 'ts-fsrs', ru: 'ts-fsrs' },
      reason: {
        en: 'The FSRS spaced-repetition scheduler (the one Anki uses) in TypeScript: better review intervals than SM-2 from the same four grades',
        ru: 'Планировщик интервальных повторений FSRS (тот, что в Anki) на TypeScript: по тем же четырём оценкам даёт интервалы лучше, чем SM-2',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'Mux (for video lessons)', ru: 'Mux (для видеоуроков)' },
      reason: {
        en: 'Adaptive streaming, signed playback links and a player that reports how far each person watched',
        ru: 'Адаптивная трансляция, подписанные ссылки на просмотр и плеер, сообщающий, докуда человек досмотрел',
      },
    },
    {
      platforms: ['api'],
      choice: { en: '@react-pdf/renderer', ru: '@react-pdf/renderer' },
      reason: {
        en: 'Certificates drawn from one React template on the server, no headless browser to run',
        ru: 'Сертификаты рисуются на сервере из одного React-шаблона, без безголового браузера',
      },
    },
    {
      platforms: ['mobile'],
      choice: { en: 'expo-notifications', ru: 'expo-notifications' },
      reason: {
        en: 'Push reminders, and a local daily notification at the learner’s hour that works without a connection',
        ru: 'Push-напоминания и локальное ежедневное уведомление в час ученика, работающее без сети',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Model steps, attempts and progress', ru: 'Описать шаги, попытки и прогресс' },
      detail: {
        en: 'Add {Entity}Step ordered by position, StepAttempt and {Entity}Progress per learner, and a simple editor for the team to add and reorder steps.',
        ru: 'Добавить {Entity}Step с порядком, StepAttempt и {Entity}Progress для каждого ученика, а также простой редактор, где команда добавляет шаги и меняет их порядок.',
      },
      hours: 5,
    },
    {
      title: { en: 'Build the lesson player and grading', ru: 'Сделать прохождение урока и проверку ответов' },
      detail: {
        en: 'The player shows one step at a time and resumes from GET /api/{es}/:id/progress; POST /api/{es}/:id/steps/:stepId/attempts grades on the server (choices, typed answers compared tolerantly), returns the explanation and updates progress.',
        ru: 'Экран показывает по шагу и продолжает с места из GET /api/{es}/:id/progress; POST /api/{es}/:id/steps/:stepId/attempts проверяет ответ на сервере (выбор вариантов, ввод текста с мягким сравнением), возвращает объяснение и обновляет прогресс.',
      },
      hours: 10,
    },
    {
      title: { en: 'Schedule reviews with spaced repetition', ru: 'Планировать повторения по интервальной схеме' },
      detail: {
        en: 'Each graded answer creates or updates a ReviewCard through ts-fsrs; GET /api/reviews/due and POST /api/reviews/:cardId drive the daily review screen.',
        ru: 'Каждый проверенный ответ создаёт или обновляет ReviewCard через ts-fsrs; GET /api/reviews/due и POST /api/reviews/:cardId обслуживают экран ежедневного повторения.',
      },
      hours: 6,
    },
    {
      title: { en: 'Count streaks and send reminders', ru: 'Считать серии и слать напоминания' },
      detail: {
        en: 'Update LearnerStreak on the first lesson or review of the learner’s local day and reset it after a missed day; the send-study-reminders job reminds at the chosen hour those who have not studied yet.',
        ru: 'Обновлять LearnerStreak при первом уроке или повторении за местный день ученика и обнулять после пропущенного дня; задача send-study-reminders в выбранный час напоминает тем, кто ещё не занимался.',
      },
      hours: 5,
    },
    {
      title: { en: 'Issue certificates', ru: 'Выдавать сертификаты' },
      detail: {
        en: 'On completion the issue-certificates job renders a PDF with a unique code, once per learner; GET /api/certificates/:code and a public page confirm it.',
        ru: 'По завершении задача issue-certificates формирует PDF с уникальным кодом, один раз на ученика; GET /api/certificates/:code и публичная страница его подтверждают.',
      },
      hours: 5,
    },
  ],
  criteria: [
    {
      en: 'Given a learner answered 3 of 5 steps of {anEntity} and closed the app, when they open it again on another device, then it resumes at step 4 with their score so far',
      ru: 'Дано: ученик ответил на 3 шага из 5 и закрыл приложение; когда он снова открывает запись «{entity}» на другом устройстве, тогда продолжает с 4-го шага с уже набранными баллами',
    },
    {
      en: 'Given an exercise, when the learner submits an answer, then the server grades it and the right answer never reaches the device before they have answered',
      ru: 'Дано: упражнение; когда ученик отправляет ответ, тогда проверяет его сервер, а правильный ответ не попадает на устройство, пока ученик не ответил',
    },
    {
      en: 'Given a learner who studied yesterday, when they study today before midnight in their own time zone, then their streak grows by one, and after a whole day missed it starts again from one',
      ru: 'Дано: ученик занимался вчера; когда он занимается сегодня до полуночи по своему часовому поясу, тогда серия растёт на один, а после целого пропущенного дня начинается заново с единицы',
    },
    {
      en: 'Given an item answered wrongly, when the next review queue is built, then it is due the next day, while one recalled easily several times is not due for weeks',
      ru: 'Дано: на вопрос ответили неверно; когда строится очередь повторения, тогда он появляется на следующий день, а вопрос, несколько раз вспомненный легко, — только через недели',
    },
    {
      en: 'Given the last required step is passed, when completion is recorded, then one certificate is issued and its public link confirms the name and the date',
      ru: 'Дано: сдан последний обязательный шаг; когда фиксируется завершение, тогда выдаётся ровно один сертификат, а его публичная ссылка подтверждает имя и дату',
    },
  ],
  qa: [
    {
      en: 'Go through a whole {entity} answering some steps right and some wrong: progress, score and completion match a calculation by hand',
      ru: 'Пройти запись «{entity}» от начала до конца, отвечая на часть шагов верно, на часть — неверно: прогресс, баллы и завершение совпадают с расчётом вручную',
    },
    {
      en: 'With a fixed clock in tests, cross midnight in Tokyo and in Los Angeles: each streak is counted in the learner’s zone, not the server’s',
      ru: 'С зафиксированными в тестах часами перейти через полночь в Токио и в Лос-Анджелесе: каждая серия считается по поясу ученика, а не сервера',
    },
    {
      en: 'Watch the network while answering: no response carries the correct answer of a step before it is answered',
      ru: 'Смотреть сетевые запросы во время прохождения: ни один ответ сервера не несёт правильный ответ шага до того, как на него ответили',
    },
    {
      en: 'Open a certificate link signed out, and one with a made-up code: the real one shows the name and date, the fake one says not found',
      ru: 'Открыть ссылку на сертификат без входа и ссылку с выдуманным кодом: настоящий показывает имя и дату, выдуманный — «не найден»',
    },
  ],
  risks: [
    {
      en: 'Answers shipped with the page make cheating trivial: grade on the server and send the right answer only after the attempt',
      ru: 'Ответы, отправленные вместе со страницей, делают списывание тривиальным: проверять на сервере и присылать правильный ответ только после попытки',
    },
    {
      en: 'Streaks counted in the server’s time zone break at midnight for half the learners: store each learner’s time zone and count days in it',
      ru: 'Серии, посчитанные по поясу сервера, ломаются в полночь у половины учеников: хранить часовой пояс каждого и считать дни в нём',
    },
    {
      en: 'Writing lessons is the real bottleneck: give the team a quick editor or a spreadsheet import before planning many lessons',
      ru: 'Настоящее узкое место — написание уроков: дать команде быстрый редактор или загрузку из таблицы, прежде чем планировать много уроков',
    },
  ],
  questions: [
    {
      en: 'What counts as completing a lesson: opening it, passing its exercises, or a minimum score?',
      ru: 'Что считать прохождением урока: открытие, сданные упражнения или минимальный балл?',
    },
    {
      en: 'Are certificates needed, and must a third party (an employer) be able to verify them?',
      ru: 'Нужны ли сертификаты и должна ли третья сторона (например, работодатель) иметь возможность их проверить?',
    },
    {
      en: 'Who writes the lessons: the team, teachers on the platform, or an AI draft a person reviews?',
      ru: 'Кто пишет уроки: команда, преподаватели на платформе или ИИ-черновик, который проверяет человек?',
    },
  ],
  onDevice: {
    howItWorks: [
      {
        en: 'Each {entity} ships inside the app as a content file (its steps in Markdown or JSON, with answers and explanations), so lessons open with no network; new lessons arrive with an app update.',
        ru: 'Каждый урок поставляется внутри приложения файлом с содержимым (шаги в Markdown или JSON с ответами и объяснениями), поэтому уроки открываются без сети; новые уроки приходят с обновлением приложения.',
      },
      {
        en: 'The {role} goes through the steps one at a time; the device grades each answer, and progress, attempts, the streak and the review schedule are kept in the device’s own store (IndexedDB in a browser, SQLite on a phone), so the {role} resumes where they stopped.',
        ru: 'Ученик проходит шаги по одному; устройство проверяет каждый ответ, а прогресс, попытки, серия дней и расписание повторений хранятся в собственном хранилище устройства (IndexedDB в браузере, SQLite на телефоне), поэтому ученик продолжает с того места, где остановился.',
      },
      {
        en: 'What was learned comes back for review by spaced repetition (ts-fsrs): a right answer pushes the next review further away, a mistake brings it back tomorrow; the streak counts days on the device’s clock, and on a phone a daily reminder is scheduled with the system at the chosen hour.',
        ru: 'Изученное возвращается на повторение по интервальной схеме (ts-fsrs): верный ответ отодвигает следующее повторение, ошибка возвращает его на завтра; серия считает дни по часам устройства, а на телефоне ежедневное напоминание ставится в системе на выбранный час.',
      },
    ],
    records: [
      {
        name: '{Entity}Progress',
        label: { en: '{entity} progress', ru: 'прогресс ученика' },
        fields:
          'lessonKey:string, status:enum, score:number, stepsDone:integer, lastStepKey:string, startedAt:datetime, completedAt:datetime',
      },
      {
        name: 'StepAttempt',
        label: { en: 'answer attempt', ru: 'попытка ответа' },
        fields: 'stepKey:string, answer:json, correct:boolean, answeredAt:datetime',
      },
      {
        name: 'ReviewCard',
        label: { en: 'review card', ru: 'карточка повторения' },
        fields:
          'stepKey:string, state:enum, stability:number, difficulty:number, reps:integer, lapses:integer, dueAt:datetime, lastReviewAt:datetime',
      },
      {
        name: 'LearnerStreak',
        label: { en: 'learning streak', ru: 'серия дней' },
        fields: 'current:integer, longest:integer, lastActiveOn:date, reminderHour:integer',
      },
    ],
    screens: [
      {
        route: '/learn/{es}/:id',
        name: { en: 'Lesson player', ru: 'Прохождение урока' },
        purpose: {
          en: 'One step at a time with a progress bar, the answer checked with an explanation, and the next step',
          ru: 'По одному шагу с индикатором прогресса, проверка ответа с объяснением и следующий шаг',
        },
      },
      {
        route: '/review',
        name: { en: 'Daily review', ru: 'Повторение на сегодня' },
        purpose: {
          en: 'The cards due today, the streak and how many are left',
          ru: 'Карточки на сегодня, серия дней и сколько осталось',
        },
      },
    ],
    choices: [
      {
        platforms: ['any'],
        choice: { en: 'ts-fsrs', ru: 'ts-fsrs' },
        reason: {
          en: 'The FSRS spaced-repetition scheduler (the one Anki uses) in TypeScript, running on the device: better review intervals than SM-2 from the same four grades',
          ru: 'Планировщик интервальных повторений FSRS (тот же, что в Anki) на TypeScript, работающий на устройстве: интервалы лучше, чем у SM-2, по тем же четырём оценкам',
        },
      },
      {
        platforms: ['any'],
        choice: {
          en: 'Lessons as Markdown or JSON files in the repository, checked by a zod schema at build time',
          ru: 'Уроки как файлы Markdown или JSON в репозитории с проверкой схемой zod при сборке',
        },
        reason: {
          en: 'Authors edit them in any editor and review them in pull requests; a broken lesson fails the build, not the learner',
          ru: 'Авторы правят их в любом редакторе и проверяют в pull request; сломанный урок валит сборку, а не ученика',
        },
      },
      {
        platforms: ['web'],
        choice: {
          en: 'Dexie over IndexedDB, with a Workbox service worker caching lessons and their images',
          ru: 'Dexie поверх IndexedDB и service worker на Workbox, кэширующий уроки и их картинки',
        },
        reason: {
          en: 'Progress survives reloads, and the whole course opens in airplane mode once visited',
          ru: 'Прогресс переживает перезагрузки, а весь курс открывается в авиарежиме после первого посещения',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'expo-sqlite for progress and reviews', ru: 'expo-sqlite для прогресса и повторений' },
        reason: {
          en: 'Attempts and review cards are queried by due date, and survive restarts and app updates',
          ru: 'Попытки и карточки выбираются по дате повторения и переживают перезапуски и обновления приложения',
        },
      },
      {
        platforms: ['mobile'],
        choice: { en: 'expo-notifications', ru: 'expo-notifications' },
        reason: {
          en: 'A local notification at the learner’s hour, scheduled on the phone, working with no connection and no push service',
          ru: 'Локальное уведомление в час ученика, запланированное на телефоне, работает без связи и без push-сервиса',
        },
      },
    ],
    tasks: [
      {
        title: { en: 'Ship lessons as content files', ru: 'Поставлять уроки файлами с содержимым' },
        detail: {
          en: 'Write each {entity} as a file of ordered steps (key, kind, content, answer, explanation, required) checked by a zod schema at build time and bundled with the app; images sit beside them and are precached by the service worker in a browser.',
          ru: 'Записать каждый урок файлом упорядоченных шагов (ключ, вид, содержимое, ответ, объяснение, обязательность) с проверкой схемой zod при сборке и включить в приложение; картинки лежат рядом и заранее кэшируются service worker в браузере.',
        },
        hours: 5,
      },
      {
        title: { en: 'Build the lesson player and grading', ru: 'Сделать прохождение урока и проверку ответов' },
        detail: {
          en: 'The player shows one step at a time and grades on the device (choices, typed answers compared tolerantly: case, spaces, accents), shows the explanation, saves a StepAttempt and updates {Entity}Progress in the local store so the lesson resumes at the last step.',
          ru: 'Плеер показывает по одному шагу и проверяет ответ на устройстве (выбор вариантов, введённые ответы сравниваются мягко: регистр, пробелы, диакритика), показывает объяснение, сохраняет StepAttempt и обновляет {Entity}Progress в локальном хранилище, чтобы урок продолжался с последнего шага.',
        },
        hours: 8,
      },
      {
        title: { en: 'Schedule reviews with spaced repetition', ru: 'Планировать повторения по интервальной схеме' },
        detail: {
          en: 'Each graded answer creates or updates a ReviewCard through ts-fsrs (createEmptyCard, then the scheduler’s next with the grade); the review screen lists the cards whose dueAt has passed, oldest first.',
          ru: 'Каждый проверенный ответ создаёт или обновляет ReviewCard через ts-fsrs (createEmptyCard, затем next планировщика с оценкой); экран повторения показывает карточки, у которых наступил dueAt, начиная со старых.',
        },
        hours: 5,
      },
      {
        title: { en: 'Count streaks and remind', ru: 'Считать серии и напоминать' },
        detail: {
          en: 'Update LearnerStreak on the first lesson or review of the local day and reset it after a missed day; on a phone schedule the next reminder with expo-notifications scheduleNotificationAsync at reminderHour, moved to the next day once today’s study is done; in a browser show it as a banner when the app opens.',
          ru: 'Обновлять LearnerStreak при первом уроке или повторении за местные сутки и сбрасывать после пропущенного дня; на телефоне ставить следующее напоминание через scheduleNotificationAsync из expo-notifications на reminderHour и переносить на завтра, когда сегодня уже позанимались; в браузере показывать его плашкой при открытии приложения.',
        },
        hours: 4,
      },
    ],
    criteria: [
      {
        en: 'Given a learner answered 3 of 5 steps of {anEntity} and closed the app, when they open it again, then it resumes at step 4 with their score so far',
        ru: 'Дано: ученик ответил на 3 шага из 5 и закрыл приложение; когда он открывает его снова, тогда урок продолжается с шага 4 с набранными баллами',
      },
      {
        en: 'Given no network, when the learner opens a lesson and answers its steps, then everything works and the progress is saved on the device',
        ru: 'Дано: сети нет; когда ученик открывает урок и отвечает на шаги, тогда всё работает, а прогресс сохраняется на устройстве',
      },
      {
        en: 'Given a learner who studied yesterday, when they study today before midnight on the device’s clock, then their streak grows by one, and after a whole day missed it starts again from one',
        ru: 'Дано: ученик занимался вчера; когда он занимается сегодня до полуночи по часам устройства, тогда серия растёт на один, а после целого пропущенного дня начинается снова с одного',
      },
      {
        en: 'Given an item answered wrongly, when the review queue is built, then it is due the next day, while one recalled easily several times is not due for weeks',
        ru: 'Дано: на вопрос ответили неверно; когда собирается очередь повторения, тогда он стоит на следующий день, а вопрос, легко вспомненный несколько раз, не появляется неделями',
      },
    ],
    qa: [
      {
        en: 'Go through a whole {entity} answering some steps right and some wrong: progress, score and completion match a calculation by hand',
        ru: 'Пройти урок целиком, отвечая на часть шагов верно, а на часть — нет: прогресс, баллы и завершение совпадают с ручным расчётом',
      },
      {
        en: 'With a fixed clock in tests, cross midnight and change the device’s time zone: the streak counts the device’s local days',
        ru: 'С зафиксированными часами в тестах перейти через полночь и сменить часовой пояс устройства: серия считает местные сутки устройства',
      },
      {
        en: 'On a fresh install in airplane mode, open every lesson: all text and images load',
        ru: 'На свежей установке в авиарежиме открыть каждый урок: весь текст и все картинки загружаются',
      },
    ],
    risks: [
      {
        en: 'The answers ship inside the app, so a learner can find them: fine for self-study, but when a score must count (a test, a certificate), grading moves to a server',
        ru: 'Ответы поставляются внутри приложения, и ученик может их найти: для самостоятельного обучения это не страшно, но если баллы что-то значат (экзамен, сертификат), проверка переезжает на сервер',
      },
      {
        en: 'Progress lives only on this device: a new phone or cleared browser data starts the learner from zero, so offer an export of progress and say so in the settings',
        ru: 'Прогресс хранится только на этом устройстве: новый телефон или очистка данных браузера начинают обучение с нуля, поэтому дать выгрузку прогресса и сказать об этом в настройках',
      },
    ],
    questions: [
      {
        en: 'What counts as completing a lesson: opening it, passing its exercises, or a minimum score?',
        ru: 'Что считается прохождением урока: открытие, выполненные упражнения или минимальный балл?',
      },
      {
        en: 'Must progress follow the learner to a second device, lessons change without an app update, or a teacher see results or issue certificates? Then the product needs a server.',
        ru: 'Нужно ли переносить прогресс на второе устройство, менять уроки без обновления приложения или показывать результаты учителю и выдавать сертификаты? Тогда продукту нужен сервер.',
      },
    ],
  },
  defaults: {},
};
