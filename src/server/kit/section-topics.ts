import { kitText, type KitLanguage, type KitText } from './kit-text';

/**
 * The words founders use when they ask about one of a kit's fixed sections, which its heading does
 * not say: "how do people log in?" is about Authentication, "who is it for?" about the Audience,
 * "how long will it take?" about the Estimate. Question search reads them as the section's topic
 * (ADR 0051), so a question in a founder's words finds the section written in the kit's. Every
 * engine renders these headings from `kit-text.ts`, so the table holds for every kit.
 */
interface SectionTopic {
  heading: (text: KitText) => string;
  en: string;
  ru: string;
}

const topics: readonly SectionTopic[] = [
  {
    heading: (t) => t.overview.summary,
    en: 'idea product app about describe pitch short',
    ru: 'идея продукт приложение суть описание кратко',
  },
  {
    heading: (t) => t.overview.problem,
    en: 'problem pain why need solve struggle today',
    ru: 'проблема боль зачем нужен решает сложность сегодня',
  },
  {
    heading: (t) => t.overview.audience,
    en: 'target users customers audience people market segment persona whom',
    ru: 'целевая аудитория пользователи клиенты люди рынок сегмент кого',
  },
  {
    heading: (t) => t.overview.valueProposition,
    en: 'value benefit advantage unique different competitors better',
    ru: 'ценность выгода преимущество уникальность отличие конкуренты лучше',
  },
  {
    heading: (t) => t.overview.platforms,
    en: 'platform web mobile phone ios android desktop browser device',
    ru: 'платформа веб мобильное телефон ios android десктоп браузер устройство',
  },
  {
    heading: (t) => t.overview.monetisation,
    en: 'money revenue earn price pricing charge subscription business model paid free',
    ru: 'деньги доход заработок цена тариф подписка оплата бизнес-модель платно бесплатно',
  },
  {
    heading: (t) => t.assumptions,
    en: 'assumed assumption guess guessed unconfirmed',
    ru: 'допущение предположение догадка неподтверждено',
  },
  {
    heading: (t) => t.openQuestions,
    en: 'open question unknown undecided decide unclear',
    ru: 'открытый вопрос неизвестно нерешено решить неясно',
  },
  {
    heading: (t) => t.requirements.goals,
    en: 'goal aim objective achieve purpose',
    ru: 'цель задача достичь назначение',
  },
  {
    heading: (t) => t.requirements.users,
    en: 'user role roles people who kind',
    ru: 'пользователь роль роли люди кто',
  },
  {
    heading: (t) => t.requirements.entities,
    en: 'data store stored keep record records field fields information',
    ru: 'данные хранить храним запись записи поле поля информация',
  },
  {
    heading: (t) => t.requirements.nonGoals,
    en: 'scope excluded later out leave skip first version',
    ru: 'границы исключено позже вне оставить пропустить первая версия',
  },
  {
    heading: (t) => t.requirements.successMetrics,
    en: 'success metric measure measured kpi working traction',
    ru: 'успех метрика измерять показатель kpi работает',
  },
  {
    heading: (t) => t.requirements.glossary,
    en: 'term terms mean meaning definition word',
    ru: 'термин значение определение слово означает',
  },
  {
    heading: (t) => t.techStack.stack,
    en: 'technology technologies framework language library database tools build built',
    ru: 'технология технологии фреймворк язык библиотека база инструменты стек',
  },
  {
    heading: (t) => t.techStack.hosting,
    en: 'host hosting deploy deployment server cloud domain run live',
    ru: 'хостинг развернуть деплой сервер облако домен запустить',
  },
  {
    heading: (t) => t.techStack.integrations,
    en: 'service services provider vendor third-party integration connect api payment email sms',
    ru: 'сервис сервисы провайдер поставщик интеграция подключить api платёжный почта sms',
  },
  {
    heading: (t) => t.techStack.conventions,
    en: 'convention conventions code style naming structure folders',
    ru: 'соглашения стиль кода именование структура папки',
  },
  {
    heading: (t) => t.frontend.screens,
    en: 'screen screens page pages view interface ui look',
    ru: 'экран экраны страница страницы интерфейс вид выглядит',
  },
  {
    heading: (t) => t.frontend.accessibility,
    en: 'accessibility accessible keyboard screen reader contrast disabled',
    ru: 'доступность клавиатура скринридер контраст инвалидность',
  },
  {
    heading: (t) => t.frontend.styling,
    en: 'style design colours colors theme look fonts',
    ru: 'стиль дизайн цвета тема шрифты',
  },
  {
    heading: (t) => t.backend.auth,
    en: 'log login sign signup password account accounts register registration session security access permission',
    ru: 'вход войти логин пароль аккаунт регистрация зарегистрироваться сессия безопасность доступ права',
  },
  {
    heading: (t) => t.backend.dataModel,
    en: 'data store stored database table tables field fields schema record records keep',
    ru: 'данные хранить храним база таблица таблицы поле поля схема запись записи',
  },
  {
    heading: (t) => t.backend.endpoints,
    en: 'api endpoint endpoints route routes request server call',
    ru: 'api эндпоинт маршрут маршруты запрос сервер вызов',
  },
  {
    heading: (t) => t.backend.jobs,
    en: 'background job jobs scheduled nightly cron automatic automatically runs',
    ru: 'фоновая задача задания расписание ночью cron автоматически запускается',
  },
  {
    heading: (t) => t.backend.compliance,
    en: 'law legal compliance privacy gdpr regulation personal data consent',
    ru: 'закон юридически соответствие приватность gdpr регулирование персональные данные согласие',
  },
  {
    heading: (t) => t.appFlow.journeys,
    en: 'flow journey steps step go through onboarding happens after',
    ru: 'сценарий путь шаги шаг проходит онбординг происходит после',
  },
  {
    heading: (t) => t.quality.strategy,
    en: 'test testing tests quality qa verify check bugs',
    ru: 'тест тестирование тесты качество проверить проверка ошибки',
  },
  {
    heading: (t) => t.quality.nonFunctional,
    en: 'performance speed fast slow load security reliability',
    ru: 'производительность скорость быстро медленно нагрузка безопасность надёжность',
  },
  {
    heading: (t) => t.aiRules.rules,
    en: 'ai agent coding assistant rules instructions cursor claude',
    ru: 'ии агент ассистент правила инструкции cursor claude',
  },
  {
    heading: (t) => t.implementation.phases,
    en: 'phase phases order first plan roadmap milestone stages sequence',
    ru: 'фаза фазы порядок сначала план дорожная карта этапы последовательность',
  },
  {
    heading: (t) => t.implementation.estimate,
    en: 'hours time long weeks effort duration estimate take build cost',
    ru: 'часы время долго недели трудозатраты срок сроки оценка займёт уйдёт стоимость',
  },
  {
    heading: (t) => t.implementation.risks,
    en: 'risk risks danger wrong fail problems worry',
    ru: 'риск риски опасность ошибка провал проблемы',
  },
  {
    heading: (t) => t.whatNext.launchChecklist,
    en: 'launch release publish go live checklist ready',
    ru: 'запуск релиз опубликовать выпуск чек-лист готово',
  },
];

const byLanguage = new Map<KitLanguage, ReadonlyMap<string, string>>();

/** The topic words of a section of a kit in `language`, by its heading; '' for a heading no table names. */
export function sectionTopic(heading: string, language: KitLanguage): string {
  let headings = byLanguage.get(language);
  if (!headings) {
    const text = kitText(language);
    headings = new Map(topics.map((topic) => [topic.heading(text).toLowerCase(), topic[language]]));
    byLanguage.set(language, headings);
  }
  return headings.get(heading.trim().toLowerCase()) ?? '';
}
