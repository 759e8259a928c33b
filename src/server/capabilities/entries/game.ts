import type { CapabilityEntry } from '../types';

/** A game loop: levels, scoring, progression, lives and rewards; the client plays, the server decides what counts. */
export const game: CapabilityEntry = {
  id: 'game',
  benefit: {
    en: 'every round is a challenge worth coming back to, with progress I can see',
    ru: 'каждый раунд был вызовом, к которому хочется вернуться, с видимым прогрессом',
  },
  howItWorks: [
    {
      en: 'The game runs on the player’s device in a game engine: a loop that reads input, moves the world and draws about 60 frames a second, level after level; the server keeps what must not be faked: progress, scores, lives and rewards.',
      ru: 'Игра идёт на устройстве игрока в игровом движке: цикл читает ввод, двигает мир и рисует около 60 кадров в секунду, уровень за уровнем; сервер хранит то, что нельзя подделать: прогресс, очки, жизни и награды.',
    },
    {
      en: 'Each play is a run: the client asks the server to start a level and gets a run id and a random seed, plays, then submits the score with a compact log of moves; the server checks the result is possible (time, moves, score limits, a replay of the log where the rules allow) before it counts.',
      ru: 'Каждая попытка — это забег: клиент просит сервер начать уровень и получает id забега и зерно случайности, играет и отправляет счёт с кратким журналом ходов; сервер проверяет, что результат возможен (время, число ходов, пределы очков, повтор журнала, где правила это позволяют), и только потом засчитывает.',
    },
    {
      en: 'An accepted run updates the player’s progress (unlocked levels, stars, coins, lives that refill over time) and the leaderboards; progress lives on the server, so it follows the player to another device.',
      ru: 'Засчитанный забег обновляет прогресс игрока (открытые уровни, звёзды, монеты, жизни, которые восстанавливаются со временем) и таблицы рекордов; прогресс хранится на сервере и переходит с игроком на другое устройство.',
    },
  ],
  records: [
    {
      name: '{Entity}Run',
      label: { en: '{entity} run', ru: 'забег' },
      fields:
        'playerId:reference, level:integer, seed:string, status:enum, score:integer, durationMs:integer, moves:json, startedAt:datetime, finishedAt:datetime',
    },
    {
      name: 'PlayerProgress',
      label: { en: 'player progress', ru: 'прогресс игрока' },
      fields:
        'playerId:reference, highestLevel:integer, stars:json, coins:integer, lives:integer, nextLifeAt:datetime, updatedAt:datetime',
    },
    {
      name: 'LeaderboardEntry',
      label: { en: 'leaderboard entry', ru: 'строка таблицы рекордов' },
      fields: 'playerId:reference, board:string, period:string, score:integer, runId:reference, achievedAt:datetime',
    },
  ],
  endpoints: [
    {
      method: 'POST',
      path: '/api/{es}/:id/runs',
      description: {
        en: 'Start a run of a level: checks it is unlocked and a life is left, spends the life, returns the run id, the seed and the server time',
        ru: 'Начать забег уровня: проверить, что уровень открыт и есть жизнь, списать жизнь, вернуть id забега, зерно и время сервера',
      },
      auth: true,
    },
    {
      method: 'POST',
      path: '/api/{es}/runs/:runId/result',
      description: {
        en: 'Submit the score and the move log; the server validates them, counts an accepted run once and flags an impossible one',
        ru: 'Отправить счёт и журнал ходов; сервер их проверяет, засчитывает принятый забег один раз и помечает невозможный',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/progress',
      description: {
        en: 'The player’s progress: levels and stars, coins, lives and when the next one refills',
        ru: 'Прогресс игрока: уровни и звёзды, монеты, жизни и когда восстановится следующая',
      },
      auth: true,
    },
    {
      method: 'GET',
      path: '/api/{es}/leaderboard',
      description: {
        en: 'Top scores of a board and period (?period=week) with the player’s own rank',
        ru: 'Лучшие результаты таблицы за период (?period=week) и место самого игрока',
      },
      auth: true,
    },
  ],
  jobs: [
    {
      name: 'reset-leaderboards',
      trigger: { en: 'every Monday at 00:00 UTC', ru: 'каждый понедельник в 00:00 UTC' },
      work: {
        en: 'Close last week’s boards, grant the top players their rewards once and start fresh boards',
        ru: 'Закрыть таблицы прошлой недели, один раз выдать награды лучшим и начать новые таблицы',
      },
    },
    {
      name: 'expire-{es}-runs',
      trigger: { en: 'every 10 minutes', ru: 'каждые 10 минут' },
      work: {
        en: 'Close runs started more than an hour ago without a result as abandoned; the life they spent stays spent',
        ru: 'Закрыть как брошенные забеги, начатые больше часа назад без результата; потраченная жизнь не возвращается',
      },
    },
  ],
  screens: [
    {
      route: '/play',
      name: { en: 'Game', ru: 'Игра' },
      purpose: {
        en: 'The level map with stars and locks, the game canvas, and the result screen with score, stars and rewards',
        ru: 'Карта уровней со звёздами и замками, игровое поле и экран результата со счётом, звёздами и наградами',
      },
    },
    {
      route: '/leaderboard',
      name: { en: 'Leaderboard', ru: 'Таблица рекордов' },
      purpose: {
        en: 'This week’s and all-time top scores, with the player’s own place even outside the top',
        ru: 'Лучшие результаты недели и за всё время, с местом самого игрока, даже если он не в топе',
      },
    },
  ],
  choices: [
    {
      platforms: ['web'],
      choice: { en: 'Phaser 3', ru: 'Phaser 3' },
      reason: {
        en: 'A mature 2D HTML5 game framework: scenes, sprites, tilemaps, arcade physics, input and sound; runs in any browser and inside Capacitor for the stores',
        ru: 'Зрелый 2D-фреймворк для HTML5-игр: сцены, спрайты, тайловые карты, аркадная физика, ввод и звук; работает в любом браузере и внутри Capacitor для магазинов приложений',
      },
    },
    {
      platforms: ['web'],
      choice: { en: 'PixiJS', ru: 'PixiJS' },
      reason: {
        en: 'A fast WebGL 2D renderer when the game is mostly custom drawing and interface rather than physics',
        ru: 'Быстрый WebGL-рендерер для 2D, когда в игре больше своей графики и интерфейса, чем физики',
      },
    },
    {
      platforms: ['mobile', 'desktop'],
      choice: { en: 'Godot 4 (or Unity)', ru: 'Godot 4 (или Unity)' },
      reason: {
        en: 'Native builds for iOS, Android and desktop from one project; Godot is free and open source, Unity has the larger asset store',
        ru: 'Нативные сборки для iOS, Android и компьютеров из одного проекта; Godot бесплатный и открытый, у Unity больше готовых ассетов',
      },
    },
    {
      platforms: ['api'],
      choice: { en: 'Redis sorted sets for leaderboards', ru: 'Сортированные множества Redis для рекордов' },
      reason: {
        en: 'A player’s rank and the top N in logarithmic time for any number of players; the database stays the record of truth',
        ru: 'Место игрока и топ-N за логарифмическое время при любом числе игроков; источником истины остаётся база',
      },
    },
  ],
  tasks: [
    {
      title: { en: 'Model runs, progress and leaderboards', ru: 'Описать забеги, прогресс и рекорды' },
      detail: {
        en: 'Add {Entity}Run, PlayerProgress and LeaderboardEntry; keep level definitions as data (layout, par time, the highest possible score) that both the client and the server read.',
        ru: 'Добавить {Entity}Run, PlayerProgress и LeaderboardEntry; описания уровней хранить данными (раскладка, контрольное время, максимально возможный счёт), которые читают и клиент, и сервер.',
      },
      hours: 4,
    },
    {
      title: { en: 'Build the game loop in the engine', ru: 'Собрать игровой цикл в движке' },
      detail: {
        en: 'Scenes for the level map, play and result; input, scoring and level completion; the first three levels playable end to end at a steady frame rate on a mid-range phone.',
        ru: 'Сцены карты уровней, игры и результата; ввод, подсчёт очков и завершение уровня; первые три уровня проходятся целиком со стабильной частотой кадров на среднем телефоне.',
      },
      hours: 20,
    },
    {
      title: { en: 'Start and validate runs on the server', ru: 'Начинать и проверять забеги на сервере' },
      detail: {
        en: 'POST /api/{es}/:id/runs checks the unlock and the lives and hands out a seed; POST /api/{es}/runs/:runId/result accepts one result per run, rejects runs faster or higher-scoring than the level allows, and replays the seeded move log where the rules are deterministic; the expire-{es}-runs job closes runs left without a result for an hour as abandoned, and the life they spent stays spent.',
        ru: 'POST /api/{es}/:id/runs проверяет доступ к уровню и жизни и выдаёт зерно; POST /api/{es}/runs/:runId/result принимает один результат на забег, отклоняет забеги быстрее или с большим счётом, чем позволяет уровень, и проигрывает журнал ходов с тем же зерном, где правила детерминированы; задача expire-{es}-runs закрывает как брошенные забеги, оставшиеся без результата дольше часа, и потраченная жизнь не возвращается.',
      },
      hours: 9,
    },
    {
      title: { en: 'Save progress and rewards', ru: 'Сохранять прогресс и награды' },
      detail: {
        en: 'An accepted run updates PlayerProgress in one transaction (stars, the next level, coins); lives refill by time, computed from nextLifeAt when read; GET /api/{es}/progress loads it on any device; the client never writes progress directly.',
        ru: 'Засчитанный забег в одной транзакции обновляет PlayerProgress (звёзды, следующий уровень, монеты); жизни восстанавливаются по времени и считаются от nextLifeAt при чтении; GET /api/{es}/progress загружает прогресс на любом устройстве; клиент никогда не пишет прогресс напрямую.',
      },
      hours: 6,
    },
    {
      title: { en: 'Add leaderboards', ru: 'Добавить таблицы рекордов' },
      detail: {
        en: 'Write each player’s best accepted score to the week’s and the all-time boards, serve GET /api/{es}/leaderboard with the player’s own rank, and run reset-leaderboards every Monday.',
        ru: 'Записывать лучший засчитанный результат игрока в недельную и общую таблицы, отдавать GET /api/{es}/leaderboard с местом самого игрока и запускать reset-leaderboards каждый понедельник.',
      },
      hours: 5,
    },
  ],
  criteria: [
    {
      en: 'Given a player finishes a level, when the run is accepted, then the next level unlocks, their stars and coins are saved, and the same progress appears when they sign in on another device',
      ru: 'Дано: игрок прошёл уровень; когда забег засчитан, тогда открывается следующий уровень, звёзды и монеты сохранены, а при входе с другого устройства виден тот же прогресс',
    },
    {
      en: 'Given a submitted score higher than the level allows or a run faster than possible, when the server checks it, then the run is flagged and the leaderboard does not change',
      ru: 'Дано: прислан счёт выше возможного для уровня или забег быстрее возможного; когда сервер его проверяет, тогда забег помечается подозрительным и таблица рекордов не меняется',
    },
    {
      en: 'Given a player with no lives left, when they try to start a level, then the server refuses and the game shows when the next life refills',
      ru: 'Дано: у игрока не осталось жизней; когда он пытается начать уровень, тогда сервер отказывает, а игра показывает, когда восстановится следующая жизнь',
    },
    {
      en: 'Given a result is sent twice because of a bad connection, when the server receives the second copy, then the score and rewards are counted once',
      ru: 'Дано: результат отправлен дважды из-за плохой связи; когда сервер получает вторую копию, тогда очки и награды засчитываются один раз',
    },
  ],
  qa: [
    {
      en: 'Play every level to the end on the slowest supported phone: the frame rate stays steady and no state gets stuck',
      ru: 'Пройти все уровни до конца на самом слабом поддерживаемом телефоне: частота кадров стабильна, ничего не зависает',
    },
    {
      en: 'Send forged results with curl (ten times the score, a one-second run, another player’s run id): all three are rejected',
      ru: 'Отправить поддельные результаты через curl (счёт в десять раз больше, забег за одну секунду, чужой id забега): все три отклонены',
    },
    {
      en: 'Kill the app in the middle of a level and reopen it: one life is spent and progress is where it was before the level',
      ru: 'Убить приложение посреди уровня и открыть снова: списана одна жизнь, прогресс такой же, как до уровня',
    },
  ],
  risks: [
    {
      en: 'Whatever the client decides can be faked: keep seeds and checks on the server, never accept progress or coins from the client, and flag suspicious runs for review instead of banning at once',
      ru: 'Всё, что решает клиент, можно подделать: зерно и проверки держать на сервере, прогресс и монеты от клиента не принимать, подозрительные забеги отправлять на проверку, а не банить сразу',
    },
    {
      en: 'Fun is found by playtesting, not planned: get one playable level in front of players early and tune scoring and difficulty from real plays',
      ru: 'Интерес игры находят в плейтестах, а не планируют: как можно раньше дать игрокам один играбельный уровень и настраивать очки и сложность по настоящим партиям',
    },
    {
      en: 'If lives or coins are sold, the stores require their in-app purchases, and paid random rewards must show their odds',
      ru: 'Если жизни или монеты продаются, магазины требуют встроенных покупок через них, а у платных случайных наград нужно показывать шансы',
    },
  ],
  questions: [
    {
      en: 'How many levels at launch, and are they designed by hand or generated?',
      ru: 'Сколько уровней к запуску и рисуются ли они вручную или генерируются?',
    },
    {
      en: 'Lives and waiting, or unlimited play? Is anything sold: extra lives, coins, no ads?',
      ru: 'Жизни с ожиданием или игра без ограничений? Продаётся ли что-то: жизни, монеты, отключение рекламы?',
    },
    {
      en: 'Which leaderboards: global, among friends, weekly?',
      ru: 'Какие таблицы рекордов: общая, среди друзей, недельная?',
    },
  ],
  defaults: {},
};
