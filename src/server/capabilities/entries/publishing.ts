import type { CapabilityEntry } from '../types';

/** People publish, a moderator reviews: visibility states, automatic screening, reports, a queue, takedowns with reasons and appeals. */
export const publishing: CapabilityEntry = {
  id: 'publishing',
  benefit: {
    en: 'only what a moderator has checked is public, and I know when mine goes live',
    ru: 'публичным было только проверенное модератором, и я знал, когда моя публикация выйдет',
  },
  howItWorks: [
    {
      en: 'A {role} writes {anEntity} as a draft and publishes it; an automatic check screens the text and images first, then, by the product’s rule, it goes live at once and is reviewed after reports (post-moderation) or waits in the queue until the {reviewer} approves it (pre-moderation).',
      ru: 'Автор ({role}) готовит запись «{entity}» как черновик и публикует её; сначала автоматическая проверка смотрит текст и картинки, затем по правилу продукта запись либо сразу видна всем и проверяется по жалобам (постмодерация), либо ждёт в очереди, пока её не одобрят (премодерация); проверяющий — {reviewer}.',
    },
    {
      en: 'Every {entity} has a visibility state (draft, pending, published, hidden, removed), and every public list, search and link shows only published ones; anyone can report one, and enough reports from different people hide it until it is reviewed.',
      ru: 'У каждой записи есть состояние видимости (черновик, на проверке, опубликована, скрыта, удалена), и все публичные списки, поиск и ссылки показывают только опубликованные; любой может пожаловаться, а достаточно жалоб от разных людей скрывают запись до проверки.',
    },
    {
      en: 'The {reviewer} works through a queue, oldest and riskiest first, and approves, hides, removes with a reason or restores; each decision is logged, the author is told the reason and may appeal once, and another moderator decides the appeal.',
      ru: 'Проверяющий разбирает очередь — сначала самое давнее и рискованное — и одобряет, скрывает, удаляет с указанием причины или восстанавливает; каждое решение записывается, автору сообщают причину, он может один раз обжаловать решение, и обжалование рассматривает другой модератор.',
    },
  ],
  records: [
    {
      name: '{Entity}Report',
      label: { en: '{entity} report', ru: 'жалоба' },
      fields: 'reporterId:reference, reason:enum, note:text, status:enum, createdAt:datetime',
    },
    {
      name: '{Entity}Decision',
      label: { en: 'moderation decision', ru: 'решение модерации' },
      fields: 'moderatorId:reference, automated:boolean, action:enum, reason:enum, note:text, createdAt:datetime',
    },
    {
      name: '{Entity}Appeal',
      label: { en: 'appeal', ru: 'обжалование' },
      fields:
        'decisionId:reference, authorId:reference, message:text, status:enum, decidedBy:reference, createdAt:datetime, decidedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/publish',
      description: {
        en: 'Publish a draft: queues the automatic check, then it goes live or waits for review by the rule',
        ru: 'Опубликовать черновик: ставит автоматическую проверку, затем запись становится видимой или ждёт проверки, по правилу',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/public',
      description: {
        en: 'The public feed: published items only, never pending, hidden or removed ones',
        ru: 'Публичная лента: только опубликованные записи — никогда на проверке, скрытые или удалённые',
      },
      auth: false,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/reports',
      description: {
        en: 'Report an item with a reason; one open report per person per item',
        ru: 'Пожаловаться на запись с указанием причины; одна открытая жалоба от человека на запись',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/moderation/queue',
      description: {
        en: 'For moderators: pending and reported items with their reports and automatic flags, riskiest and oldest first',
        ru: 'Для модераторов: записи на проверке и с жалобами, с самими жалобами и автоматическими метками, сначала рискованные и давние',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/moderation',
      description: {
        en: 'A moderator’s decision: approve, hide, remove or restore, with a reason from the list and a note',
        ru: 'Решение модератора: одобрить, скрыть, удалить или восстановить, с причиной из списка и пояснением',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/:id/appeal',
      description: { en: 'The author appeals a decision, once', ru: 'Автор один раз обжалует решение' },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'screen-{es}',
      trigger: {
        en: 'queued on every publish and every edit of a published item',
        ru: 'ставится в очередь при каждой публикации и правке опубликованного',
      },
      work: {
        en: 'Send the text and images to the moderation service; a clear item goes live (or waits, under pre-moderation), a flagged one goes to the queue with its categories and scores',
        ru: 'Отправить текст и картинки в сервис модерации; чистая запись публикуется (или ждёт, если премодерация), помеченная попадает в очередь с категориями и оценками',
      },
    },
    {
      name: 'purge-removed-{es}',
      trigger: { en: 'every night', ru: 'каждую ночь' },
      work: {
        en: 'Delete the content of items removed more than 30 days ago with no appeal pending, keeping the decision log',
        ru: 'Удалить содержимое записей, снятых больше 30 дней назад без открытого обжалования, сохранив журнал решений',
      },
    },
  ],
  screens: [
    {
      route: '/moderation',
      name: { en: 'Moderation queue', ru: 'Очередь модерации' },
      purpose: {
        en: 'One item at a time with its reports and automatic flags, decision buttons with keyboard shortcuts, and the author’s history of decisions',
        ru: 'По одной записи с жалобами и автоматическими метками, кнопки решений с клавиатурными сокращениями и история решений по автору',
      },
    },
  ],
  choices: [
    {
      platforms: ['api'],
      choice: {
        en: 'OpenAI moderation API (omni-moderation-latest)',
        ru: 'OpenAI moderation API (omni-moderation-latest)',
      },
      reason: {
        en: 'Free, classifies text and images by category (harassment, hate, sexual, violence, self-harm) with scores, a good first filter',
        ru: 'Бесплатный, раскладывает текст и картинки по категориям (травля, ненависть, сексуальное, насилие, самоповреждение) с оценками — хороший первый фильтр',
      },
    },
    {
      platforms: ['api'],
      choice: {
        en: 'Amazon Rekognition or Hive for images and video',
        ru: 'Amazon Rekognition или Hive для картинок и видео',
      },
      reason: {
        en: 'Moderation labels for images and video at volume, when uploads are a large part of the content',
        ru: 'Метки модерации для картинок и видео в больших объёмах, когда загрузки — заметная часть контента',
      },
    },
    {
      platforms: ['any'],
      choice: {
        en: 'Cloudflare CSAM Scanning Tool (or Thorn Safer)',
        ru: 'Cloudflare CSAM Scanning Tool (или Thorn Safer)',
      },
      reason: {
        en: 'Matches uploaded images against known child-abuse hashes before anyone sees them; needed as soon as people can upload images',
        ru: 'Сверяет загруженные картинки с хешами известных материалов насилия над детьми, прежде чем их кто-то увидит; нужно, как только люди могут загружать картинки',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Add visibility states and publishing', ru: 'Добавить состояния видимости и публикацию' },
      detail: {
        en: 'visibility (draft, pending, published, hidden, removed) and publishedAt on {Entity}; POST /api/{es}/:id/publish; every public read, GET /api/{es}/public, search and the sitemap filter to published.',
        ru: 'Поля visibility (черновик, на проверке, опубликована, скрыта, удалена) и publishedAt у {Entity}; POST /api/{es}/:id/publish; все публичные чтения, GET /api/{es}/public, поиск и карта сайта отдают только опубликованное.',
      },
      hours: 5,
    },
    {
      title: { en: 'Screen content automatically', ru: 'Проверять контент автоматически' },
      detail: {
        en: 'The screen-{es} job calls the moderation service on publish and on edit, stores its verdict as an automated {Entity}Decision and routes flagged items to the queue.',
        ru: 'Задача screen-{es} вызывает сервис модерации при публикации и правке, сохраняет его вердикт как автоматическое решение {Entity}Decision и отправляет помеченные записи в очередь.',
      },
      hours: 4,
    },
    {
      title: { en: 'Let people report', ru: 'Дать возможность пожаловаться' },
      detail: {
        en: 'POST /api/{es}/:id/reports with a fixed list of reasons, one open report per person per item; at three reports from different people the item is hidden until reviewed.',
        ru: 'POST /api/{es}/:id/reports с фиксированным списком причин, одна открытая жалоба от человека на запись; после трёх жалоб от разных людей запись скрывается до проверки.',
      },
      hours: 4,
    },
    {
      title: { en: 'Build the moderation queue', ru: 'Сделать очередь модерации' },
      detail: {
        en: 'GET /api/moderation/queue for moderators only; POST /api/{es}/:id/moderation records each decision with its reason in {Entity}Decision, closes the reports and tells the author.',
        ru: 'GET /api/moderation/queue только для модераторов; POST /api/{es}/:id/moderation записывает каждое решение с причиной в {Entity}Decision, закрывает жалобы и сообщает автору.',
      },
      hours: 8,
    },
    {
      title: { en: 'Handle appeals', ru: 'Разбирать обжалования' },
      detail: {
        en: 'POST /api/{es}/:id/appeal once per decision; the appeal goes to a moderator other than the one who decided, and the outcome is sent to the author; the nightly purge-removed-{es} job deletes the content of items removed more than 30 days ago with no appeal pending, keeping the decision log.',
        ru: 'POST /api/{es}/:id/appeal один раз на решение; обжалование уходит не тому модератору, который принимал решение, итог сообщается автору; ночная задача purge-removed-{es} удаляет содержимое записей, снятых больше 30 дней назад без открытого обжалования, и сохраняет журнал решений.',
      },
      hours: 5,
    },
  ],
  criteria: [
    {
      en: 'Given pre-moderation, when an author publishes {anEntity}, then nobody else sees it until the {reviewer} approves it, and the author sees it as pending review',
      ru: 'Дано: включена премодерация; когда автор публикует запись «{entity}», тогда никто другой её не видит до одобрения, а автор видит пометку «на проверке»',
    },
    {
      en: 'Given a published {entity}, when three different people report it, then it is hidden from everyone except its author and moderators and appears at the top of the queue',
      ru: 'Дано: запись опубликована; когда на неё жалуются три разных человека, тогда она скрыта от всех, кроме автора и модераторов, и поднимается в начало очереди',
    },
    {
      en: 'Given a moderator removes {anEntity} with a reason, when the author opens it, then they see the reason and can appeal once, while its public link says it is no longer available',
      ru: 'Дано: модератор удалил запись с указанием причины; когда автор её открывает, тогда видит причину и может один раз обжаловать, а по публичной ссылке видно, что запись недоступна',
    },
    {
      en: 'Given a hidden or removed {entity}, when anyone else asks for it by its id, in a list or in search, then it is not returned',
      ru: 'Дано: запись скрыта или удалена; когда кто-то другой запрашивает её по id, в списке или поиске, тогда она не возвращается',
    },
    {
      en: 'Given a person already reported an item, when they report it again, then it still counts as one report',
      ru: 'Дано: человек уже пожаловался на запись; когда он жалуется повторно, тогда это по-прежнему считается одной жалобой',
    },
  ],
  qa: [
    {
      en: 'Publish a set of clean and known-bad sample texts and images: the bad ones land in the queue with their categories, the clean ones go live',
      ru: 'Опубликовать набор чистых и заведомо плохих текстов и картинок: плохие попадают в очередь с категориями, чистые публикуются',
    },
    {
      en: 'Ask for hidden and removed items by id, through lists and through search while signed out, as another person and as the author: only the author and moderators see them',
      ru: 'Запросить скрытые и удалённые записи по id, через списки и поиск — без входа, под другим человеком и под автором: видят их только автор и модераторы',
    },
    {
      en: 'Follow one item through approve, remove, appeal and restore: the decision log has who, when and why for each step',
      ru: 'Провести одну запись через одобрение, удаление, обжалование и восстановление: в журнале решений для каждого шага есть кто, когда и почему',
    },
  ],
  risks: [
    {
      en: 'The law asks for this: the EU’s Digital Services Act requires a stated reason for each removal and a way to appeal, and some countries set takedown deadlines in hours; keep reasons and appeals from the first day',
      ru: 'Этого требует закон: европейский Digital Services Act обязывает указывать причину каждого удаления и давать возможность обжалования, а в некоторых странах срок удаления — часы; причины и обжалование нужны с первого дня',
    },
    {
      en: 'Image uploads can carry illegal material: match hashes before anything is shown, and write down how such a find is reported',
      ru: 'В загруженных картинках может оказаться незаконный материал: сверять хеши до показа и заранее описать, куда и как сообщать о такой находке',
    },
    {
      en: 'The queue outgrows the moderators: automatic screening first, the queue sorted by risk, and limits on how much new accounts may publish',
      ru: 'Очередь растёт быстрее, чем справляются модераторы: сначала автоматическая проверка, очередь по степени риска и ограничения на публикации новых аккаунтов',
    },
  ],
  questions: [
    {
      en: 'Pre-moderation (nothing is visible before approval) or post-moderation (visible at once, reviewed after reports)?',
      ru: 'Премодерация (ничего не видно до одобрения) или постмодерация (видно сразу, проверка по жалобам)?',
    },
    {
      en: 'Who moderates (the team, trusted members or a paid service), and how fast must a report be handled?',
      ru: 'Кто модерирует (команда, доверенные участники или платный сервис) и как быстро нужно разбирать жалобу?',
    },
    {
      en: 'What are the content rules, and how many reports should hide an item on their own?',
      ru: 'Каковы правила для контента и сколько жалоб должно скрывать запись автоматически?',
    },
  ],
  defaults: { reviewer: { en: 'moderator', ru: 'модератор' } },
};
