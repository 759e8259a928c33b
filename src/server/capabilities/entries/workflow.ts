import type { CapabilityEntry } from '../types';

/** Approvals and workflow states: a state machine with allowed moves, who may make them, the history and a notice on every step. */
export const workflow: CapabilityEntry = {
  id: 'workflow',
  benefit: {
    en: 'each {entity} moves to the next step only when the right person approves it, and I see where it stands',
    ru: 'каждая заявка шла дальше только после согласования нужным человеком, а её статус был виден',
  },
  howItWorks: [
    {
      en: 'Each {entity} has a status, and one table of allowed moves says where it can go from each status and who may move it: the author submits a draft, the {reviewer} approves it or returns it with a comment, an approved one can be closed or cancelled.',
      ru: 'У каждой записи «{entity}» есть статус, а одна таблица разрешённых переходов говорит, куда её можно перевести из каждого статуса и кто это может сделать: автор отправляет черновик, согласующий ({reviewer}) одобряет или возвращает с комментарием, одобренную можно закрыть или отменить.',
    },
    {
      en: 'A move is one request to the server: it checks the current status and version (so two people cannot move the same item at once), the person’s right to that move and the fields it requires, then changes the status and writes who did it, when and why into the history.',
      ru: 'Переход — это один запрос к серверу: он проверяет текущий статус и версию (чтобы двое не перевели одну запись одновременно), право человека на этот переход и обязательные для него поля, затем меняет статус и записывает в историю, кто, когда и почему это сделал.',
    },
    {
      en: 'Every step notifies whoever acts next (the {reviewer} when something is submitted, the author when it is approved or returned), each person has a list of what waits for them, and what sits too long in one status is escalated.',
      ru: 'Каждый шаг оповещает того, кто действует следующим (согласующего — об отправке, автора — об одобрении или возврате), у каждого есть список того, что ждёт его решения, а зависшее в одном статусе слишком долго поднимается выше.',
    },
  ],
  records: [
    {
      name: '{Entity}Transition',
      label: { en: '{entity} status change', ru: 'смена статуса' },
      fields: 'fromStatus:string, toStatus:string, action:string, actorId:reference, comment:text, createdAt:datetime',
      child: true,
    },
    {
      name: '{Entity}Approval',
      label: { en: '{entity} approval', ru: 'решение согласующего' },
      fields: 'level:integer, approverId:reference, decision:enum, comment:text, dueAt:datetime, decidedAt:datetime',
      child: true,
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/transitions',
      description: {
        en: 'Make a move ({ action, comment, version }): 409 when the item was moved meanwhile, 403 when this person may not make it, 422 when a required comment or field is missing',
        ru: 'Выполнить переход ({ action, comment, version }): 409, если запись уже перевели, 403, если этому человеку переход не разрешён, 422, если нет обязательного комментария или поля',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/actions',
      description: {
        en: 'The moves the current person may make now, so the interface shows only those buttons',
        ru: 'Переходы, доступные текущему человеку прямо сейчас, — интерфейс показывает только эти кнопки',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/:id/transitions',
      description: {
        en: 'The history: every move with who, when and the comment',
        ru: 'История: каждый переход с автором, временем и комментарием',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/waiting',
      description: {
        en: 'What waits for the current person’s decision, oldest first, with how long it has waited',
        ru: 'Что ждёт решения текущего человека, сначала самое давнее, с временем ожидания',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'notify-{es}-transitions',
      trigger: { en: 'queued on every move', ru: 'ставится в очередь при каждом переходе' },
      work: {
        en: 'Tell the people who act next by {channel}, with a link straight to the item; never the person who made the move',
        ru: 'Сообщить тем, кто действует дальше (канал: {channel}), со ссылкой прямо на запись; самому автору перехода — не сообщать',
      },
    },
    {
      name: 'escalate-stale-{es}',
      trigger: { en: '{schedule}', ru: '{schedule}' },
      work: {
        en: 'Remind the {reviewer} about items waiting longer than their status allows, and pass those still waiting a day later to the next level',
        ru: 'Напомнить согласующему о записях, ждущих дольше допустимого для их статуса, а те, что ждут ещё сутки, передать на уровень выше',
      },
    },
  ],
  screens: [
    {
      route: '/{es}/waiting',
      name: { en: 'Waiting for me', ru: 'Ждут моего решения' },
      purpose: {
        en: 'Everything waiting for the person’s decision, with its age and quick approve and return buttons',
        ru: 'Всё, что ждёт решения человека, со временем ожидания и быстрыми кнопками «одобрить» и «вернуть»',
      },
    },
  ],
  choices: [
    {
      platforms: ['any'],
      choice: { en: 'A transition table in code (or XState v5)', ru: 'Таблица переходов в коде (или XState v5)' },
      reason: {
        en: 'The allowed moves are data in one place: the server checks against it, the interface draws its buttons from it, and a test walks every combination',
        ru: 'Разрешённые переходы — данные в одном месте: сервер проверяет по ним, интерфейс рисует по ним кнопки, а тест перебирает все сочетания',
      },
    },
    {
      platforms: ['api'],
      choice: { en: 'pg-boss (or BullMQ)', ru: 'pg-boss (или BullMQ)' },
      reason: {
        en: 'Notifications and escalations as jobs with retries; pg-boss runs on the PostgreSQL already there, so a move and its job are written in one transaction',
        ru: 'Уведомления и эскалации как задачи с повторами; pg-boss работает на уже имеющемся PostgreSQL, поэтому переход и его задача пишутся в одной транзакции',
      },
    },
    {
      platforms: ['any'],
      choice: { en: 'Postmark or Resend for email', ru: 'Postmark или Resend для почты' },
      reason: {
        en: 'Reliable transactional email for each step, with delivery and bounce webhooks',
        ru: 'Надёжная транзакционная почта для каждого шага, с вебхуками о доставке и отказах',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Define the statuses and the allowed moves', ru: 'Описать статусы и разрешённые переходы' },
      detail: {
        en: 'One module with the transition table (from, action, to, who may, required fields); status, version and statusChangedAt on {Entity}; a table-driven unit test for every allowed and forbidden move.',
        ru: 'Один модуль с таблицей переходов (откуда, действие, куда, кто может, обязательные поля); статус, версия и statusChangedAt у {Entity}; табличный юнит-тест на каждый разрешённый и запрещённый переход.',
      },
      hours: 4,
    },
    {
      title: { en: 'Build the transition endpoint', ru: 'Сделать запрос перехода' },
      detail: {
        en: 'POST /api/{es}/:id/transitions in one transaction: version check (409), role check (403), required comment (422), the new status and a {Entity}Transition row; GET /api/{es}/:id/actions; the ordinary update endpoint ignores the status.',
        ru: 'POST /api/{es}/:id/transitions в одной транзакции: проверка версии (409), роли (403), обязательного комментария (422), новый статус и строка {Entity}Transition; GET /api/{es}/:id/actions; обычное обновление записи статус не меняет.',
      },
      hours: 6,
    },
    {
      title: { en: 'Show the status, the actions and the history', ru: 'Показать статус, действия и историю' },
      detail: {
        en: 'A status badge and only the allowed buttons on the item, a comment box when returning, the timeline from GET /api/{es}/:id/transitions, and the Waiting for me list from GET /api/{es}/waiting.',
        ru: 'Значок статуса и только разрешённые кнопки на записи, поле комментария при возврате, лента истории из GET /api/{es}/:id/transitions и список «Ждут моего решения» из GET /api/{es}/waiting.',
      },
      hours: 6,
    },
    {
      title: { en: 'Notify on every step', ru: 'Оповещать на каждом шаге' },
      detail: {
        en: 'The notify-{es}-transitions job tells the {reviewer} about a submission and the author about a decision, with the comment and a link to the item.',
        ru: 'Задача notify-{es}-transitions сообщает согласующему об отправке, а автору — о решении, с комментарием и ссылкой на запись.',
      },
      hours: 4,
    },
    {
      title: { en: 'Escalate what stalls', ru: 'Поднимать зависшее выше' },
      detail: {
        en: 'The escalate-stale-{es} job reminds after each status’s deadline and passes the item on a day later; deadlines per status live next to the transition table.',
        ru: 'Задача escalate-stale-{es} напоминает после срока, заданного для статуса, и через сутки передаёт запись выше; сроки по статусам лежат рядом с таблицей переходов.',
      },
      hours: 3,
    },
  ],
  criteria: [
    {
      en: 'Given a submitted {entity}, when the {reviewer} approves it, then its status becomes approved, the author is notified and the history shows who approved it and when',
      ru: 'Дано: запись «{entity}» отправлена на согласование; когда согласующий ({reviewer}) её одобряет, тогда статус становится «одобрено», автор получает уведомление, а в истории видно, кто и когда одобрил',
    },
    {
      en: 'Given the author of {anEntity}, when they call the approve action themselves through the API, then the server refuses with 403 and the status does not change',
      ru: 'Дано: автор записи; когда он сам вызывает одобрение через API, тогда сервер отказывает с 403 и статус не меняется',
    },
    {
      en: 'Given two reviewers have the same {entity} open, when both act at the same moment, then the first move wins and the second person is told it was already moved and sees the new status',
      ru: 'Дано: у двух согласующих открыта одна запись; когда оба действуют в один момент, тогда побеждает первый переход, а второму сообщают, что запись уже переведена, и показывают новый статус',
    },
    {
      en: 'Given a reviewer returns {anEntity} for changes, when they send the return without a comment, then it is refused, and with one the author sees the comment on the item',
      ru: 'Дано: согласующий возвращает запись на доработку; когда он отправляет возврат без комментария, тогда получает отказ, а с комментарием автор видит его на записи',
    },
  ],
  qa: [
    {
      en: 'Call the transition endpoint for every status, action and role: allowed combinations succeed, all others are refused, and the history has one row per success',
      ru: 'Вызвать запрос перехода для каждого сочетания статуса, действия и роли: разрешённые проходят, остальные отклоняются, в истории по строке на каждый успешный',
    },
    {
      en: 'In two browser sessions, approve and return the same item at the same moment: exactly one wins',
      ru: 'В двух сессиях браузера одновременно одобрить и вернуть одну запись: побеждает ровно одно действие',
    },
    {
      en: 'Check each notification arrives once with a working link, and none goes to the person who made the move',
      ru: 'Проверить, что каждое уведомление приходит один раз с рабочей ссылкой и ни одно не уходит тому, кто сделал переход',
    },
  ],
  risks: [
    {
      en: 'A status changed any other way (an edit form, an admin script) skips the rules and the history: the status changes only through the transition endpoint',
      ru: 'Статус, изменённый в обход (форма правки, админский скрипт), минует правила и историю: статус меняется только через запрос перехода',
    },
    {
      en: 'The process changes after launch (a second approval level, a new status): keep the table in one place and move existing items over with an explicit migration',
      ru: 'Процесс меняется после запуска (второй уровень согласования, новый статус): держать таблицу в одном месте и переводить существующие записи явной миграцией',
    },
    {
      en: 'One reviewer on holiday stops everything: let them name a deputy, and escalate what waits too long',
      ru: 'Один согласующий в отпуске останавливает всё: дать ему назначить заместителя и поднимать выше то, что ждёт слишком долго',
    },
  ],
  questions: [
    {
      en: 'What are the statuses, who may make each move, and may a {reviewer} approve their own {entity}?',
      ru: 'Какие статусы, кто может делать каждый переход и может ли согласующий одобрить собственную запись?',
    },
    {
      en: 'Is one approval enough, or several in order (for example above a certain amount)?',
      ru: 'Достаточно одного одобрения или нужно несколько по очереди (например, выше определённой суммы)?',
    },
    {
      en: 'How long may an item wait in each status, and who is it escalated to?',
      ru: 'Сколько запись может ждать в каждом статусе и кому она передаётся при задержке?',
    },
  ],
  defaults: {
    reviewer: { en: 'manager', ru: 'руководитель' },
    channel: { en: 'email and in-app notification', ru: 'почта и уведомление в приложении' },
    schedule: { en: 'every morning at 9:00', ru: 'каждое утро в 9:00' },
  },
};
