import { clip, unique } from '../text';
import type { ViabilityPhrases } from '../viability/phrases';
import { capitalise, count, joinAnd, lowerFirst, plural, quote, type Case } from './grammar';
import { russianCategories, russianCompetitor } from './viability-categories';
import { russianDataWords, russianRegulationCosts, russianSensitiveCost, russianUnknownLegalCost, russianUnregulatedData } from './viability-regulations';

/**
 * The evaluation in Russian, as a blunt analyst would say it. Roles and market sides come in the
 * singular (as the brief names them) and are declined into the case each sentence needs; names of
 * products, competitors and laws stay as they are.
 */

/** People of a role or a market side, plural: "репетитор" → "репетиторов" (gent); "ресторан и курьер" → "рестораны и курьеры". */
const people = (phrase: string, grammaticalCase: Case = 'nomn') =>
  phrase
    .split(' и ')
    .map((part) => plural(lowerFirst(part), grammaticalCase))
    .join(' и ');
const users = (role: string | undefined, grammaticalCase: Case = 'nomn') => people(role ?? 'пользователь', grammaticalCase);
const data = (kinds: readonly (keyof typeof russianDataWords)[]) => `${joinAnd(kinds.map((kind) => russianDataWords[kind]))} данных`;
const firstOf = (first: string | undefined) => (first ? `функции ${quote(first)}` : 'главной функции');
const budget = (name: string) => `заложите в бюджет соблюдение ${name} до запуска`;
const decidePayer = 'решите, кто платит и сколько';
const testPromise = 'проверьте обещание на десяти реальных пользователях';
/** What to do, step by step: the steps have commas of their own, so semicolons part them. */
const steps = (fixes: readonly string[]) => (fixes.length > 0 ? fixes.join('; ') : testPromise);

export const russianViability: ViabilityPhrases = {
  competitor: russianCompetitor,
  // Every category and regulation has its Russian words (a test holds them to it); a new one
  // without them reads in English rather than failing the evaluation.
  category: (category) => ({
    ...(russianCategories[category.key] ?? category),
    competitors: category.competitors.map(russianCompetitor),
  }),
  regulationCost: (entry) => russianRegulationCosts[entry.key] ?? entry.cost,
  missingSides: { supply: 'продавец', demand: 'покупатель' },
  noTeamRole: {
    text: 'Не сказано, кто в команде будет им пользоваться: от того, кто работает с ним каждый день, зависит, что он должен уметь в первую очередь',
    fix: 'назовите, кто в команде будет пользоваться им каждый день',
  },
  noUser: {
    text: 'Пользователь не назван: «все» — это никто, до «всех» не дотянуться и под «всех» не построить',
    fix: 'назовите одну группу пользователей, которой это нужнее всего',
  },
  namedUsers: (roles) => `Пользователи названы: ${joinAnd(roles.map((role) => people(role)))}`,
  tiny: (only, entities) => ({
    text: `В таком виде идея слишком мала и слишком общая: ${only ? `одна функция (${quote(only)})` : 'ни одной функции'}, ${entities === 1 ? 'один вид данных' : 'никаких данных'} — ничего, чего не умеют заметки или таблица`,
    fix: 'скажите, что пользователь сделает с продуктом такого, чего не сделать в таблице или заметках',
  }),
  fewFeatures: (features) => ({ text: `Всего ${count(features, 'функция')}: выделиться пока почти нечем`, fix: 'опишите задачу, которую продукт решает от начала до конца' }),
  manyFeatures: (features) => ({ text: `${count(features, 'функция')} — слишком много для первой версии`, fix: 'урежьте первую версию до обязательных функций' }),
  concrete: (features, entities, records) =>
    `Конкретная первая версия: ${count(features, 'функция')}, ${count(entities, 'вид')} данных (${joinAnd(records)}${entities > 3 ? '…' : ''})`,
  services: (names) => `Опирается на названные сервисы (${joinAnd(names)})`,
  internalTool: 'Внутренний инструмент: его мерило — часы, которые он экономит команде, а не выручка',
  guessedModel: (stated) => ({ text: `Модель заработка не названа: ${quote(clip(stated.toLowerCase(), 80))} — всего лишь догадка`, fix: decidePayer }),
  freeModel: { text: 'Бесплатно или на пожертвования: хостинг и поддержку оплачивать не из чего', fix: 'выясните, кто готов за это платить' },
  businessModel: (stated) => `Модель заработка есть: ${clip(lowerFirst(stated), 120)}`,
  buyInstead: (label, leaders, top) => ({
    text: `Готовые ${label}, например ${joinAnd(leaders)}, могут обойтись дешевле, чем разработка и поддержка своего`,
    fix: `сравните разработку своего с покупкой ${top}`,
  }),
  crowded: (label, leaders, hasEdge, top, role) => ({
    text: `Переполненный рынок: ${label}, лидеры — ${joinAnd(leaders)}${hasEdge ? '' : '; в брифе ни слова о том, зачем людям переходить'}`,
    fix: `объясните, почему ${users(role)} уйдут от ${top}`,
  }),
  contested: (label, leaders, top, role) => ({
    text: `Рынок с сильными игроками: ${label}, например ${joinAnd(leaders)}`,
    fix: `найдите, чего ${top} не даёт ${users(role, 'datv')}`,
  }),
  open: (label) => `Прямых конкурентов мало (${label})`,
  edge: (edge) => `Сказано, чем продукт отличается: ${quote(edge)}`,
  noCategory: 'Ни одна известная категория не подошла: прежде чем строить, поищите продукты, которые уже это делают',
  broadRegulation: (name, kinds) => ({ text: `${name} для ${data(kinds)}: ${russianSensitiveCost}`, fix: budget(name) }),
  regulation: (name, cost) => ({ text: `${name}: ${cost}`, fix: budget(name) }),
  unknownLegal: (name) => ({ text: `${name}: ${russianUnknownLegalCost}`, fix: `покажите юристу, что требует ${name}` }),
  unregulated: (kind) => ({ text: russianUnregulatedData[kind], fix: `выясните, какие правила действуют для ${data([kind])} там, где вы запускаетесь` }),
  coldStart: (supply, demand) => ({
    text: `Двусторонний рынок с холодным стартом: ${people(demand)} не придут, пока нет ${people(supply, 'gent')}, а ${people(supply)} не останутся без ${people(demand, 'gent')} (проблема курицы и яйца). Сначала наполните одну сторону: вручную соберите ${people(supply, 'accs')} в одном городе или нише или поначалу делайте работу сами и только потом зовите ${people(demand, 'accs')}`,
    fix: `продумайте, где взять ${people(supply, 'accs')} до того, как придут ${people(demand)}`,
  }),
  platforms: (platforms) => ({ text: `Запуск сразу на ${count(platforms, 'платформа')} умножает и разработку, и тестирование`, fix: 'запуститесь сначала на одной платформе' }),
  noRisk: 'Серьёзных рисков в брифе не видно: остаётся главный — будут ли за это платить',
  fallbackStrength: (small) => (small ? 'Продукт небольшой: первую версию можно собрать и показать людям за несколько дней' : 'Идей хватит на несколько релизов'),
  verdict: {
    tiny: (name, fixes) =>
      `Доработайте идею, прежде чем строить: в таком виде идея ${quote(name)} слишком размыта, чтобы её оценивать. ${capitalise(steps(unique([...fixes, decidePayer]).slice(0, 3)))}.`,
    build: (name, first) => `Стройте: у ${quote(name)} есть названные пользователи, модель заработка и сфокусированная первая версия; начните с ${firstOf(first)}.`,
    promising: (name, fix, first) =>
      `Перспективно, но есть работа: ${fix ?? testPromise}, а затем постройте первую версию ${quote(name)} вокруг ${firstOf(first)}.`,
    refine: (name, fixes) => `Сначала доработайте: ${steps(fixes)}. В нынешнем виде ${quote(name)} вызывает серьёзные сомнения.`,
    rethink: (name, fixes) => `Переосмыслите идею: в нынешнем виде против ${quote(name)} слишком многое. ${capitalise(steps(fixes))}.`,
  },
  targetMarket: (roles, role, market, internal) => {
    const who = capitalise(joinAnd(roles.map((r) => people(r))));
    if (internal) return `${who || 'Сама команда'}: рынок внутреннего инструмента — своя команда, а его ценность — часы, которые он экономит каждую неделю.`;
    if (market) return `${who || 'Пользователи пока не названы'}. ${market}.`;
    return `${who || 'Пользователи пока не названы'}. Ни одна известная категория не подошла, так что размер рынка неизвестен: прежде чем строить, посчитайте, до скольких ${users(role, 'gent')} вы дотянетесь за первый месяц.`;
  },
  alternativesToday: (role, internal) =>
    internal ? 'Чем команда пользуется сегодня: таблицы, почта и общие документы' : `Чем ${users(role)} пользуются сегодня: таблицы, мессенджеры или блокнот и ручка`,
};
