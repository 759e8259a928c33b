import type { ArchetypeId } from '../catalogue/archetypes';
import type { AppPlatform } from '../catalogue/lexicon';
import type { ModelFeature } from '../model/types';
import type { OverviewPhrases } from '../overview-text';
import { capitalise, joinAnd, lowerFirst, quote } from './grammar';
import { asAction, entityIn, mainRole, peopleOf, roleWord, rolesIn } from './words';

/** What kind of product it is, as a Russian product manager would call it. */
export const archetypeLabels: Record<ArchetypeId, string> = {
  marketplace: 'двусторонний маркетплейс',
  booking: 'сервис онлайн-записи и расписания',
  saas: 'веб-сервис по подписке',
  ecommerce: 'интернет-магазин',
  community: 'приложение для сообщества',
  content: 'образовательная и контентная платформа',
  crm: 'лёгкая CRM',
  internal: 'внутренний инструмент',
  events: 'платформа мероприятий и билетов',
  utility: 'веб-инструмент для одной задачи',
  ai_assistant: 'ИИ-ассистент',
  tracker: 'мобильный трекер',
  extension: 'расширение для браузера',
  static_site: 'статический сайт',
  game: 'казуальная игра',
  fintech: 'приложение для личных финансов',
};

const platformNames: Record<AppPlatform, string> = {
  web: 'Веб',
  ios: 'iOS',
  android: 'Android',
  desktop: 'Компьютер',
  extension: 'Расширение браузера',
  api: 'API',
  cli: 'Командная строка',
};

/** What the main people come for: their goals that read as actions, else the features named as actions. */
function actionsOf(needs: readonly string[], features: readonly ModelFeature[] = []): string[] {
  const fromNeeds = needs.map(asAction).filter((a): a is string => a !== undefined);
  if (fromNeeds.length > 0) return fromNeeds.slice(0, 3);
  return features.map((f) => asAction(f.name)).filter((a): a is string => a !== undefined).slice(0, 3);
}

/** A feature in running text: an action as it is ("бронировать урок"), a name in quotes. */
const featureWords = (features: readonly ModelFeature[]) => joinAnd(features.map((f) => quote(f.name)));

const ensureStop = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

export const ru: OverviewPhrases = {
  where(b) {
    const mobile = b.platforms.filter((p) => p === 'ios' || p === 'android').map((p) => platformNames[p]);
    const parts = [
      ...(b.platforms.includes('web') ? ['в браузере'] : []),
      ...(mobile.length > 0 ? [`на ${joinAnd(mobile)}`] : []),
      ...(b.platforms.includes('desktop') ? ['на компьютере'] : []),
    ];
    const as = [
      ...(b.platforms.includes('extension') ? ['расширения для браузера'] : []),
      ...(b.platforms.includes('api') ? ['API'] : []),
      ...(b.platforms.includes('cli') ? ['консольной утилиты'] : []),
    ];
    return [...(as.length > 0 ? [`в виде ${joinAnd(as)}`] : []), ...parts].join(', ');
  },
  platformName: (platform) => platformNames[platform],
  taglines(b, name) {
    const people = peopleOf(b)[0];
    const action = actionsOf(people?.needs ?? [], b.features)[0];
    const users = mainRole(b);
    const main = action ?? `работать с ${entityIn(b.entities[0]!, 'ablt', 'plur')}`;
    return [
      `${name} помогает ${rolesIn(users, 'datv')} ${main}.`,
      `Самый простой способ для ${rolesIn(users, 'gent')} ${main}.`,
      `${capitalise(main)} — с ${name}, сервисом для ${rolesIn(users, 'gent')}.`,
      `${capitalise(rolesIn(users))} могут ${main} с ${name} за несколько минут.`,
    ];
  },
  problem(b) {
    const [first, second] = peopleOf(b);
    const actions = actionsOf(first?.needs ?? [], b.features);
    const main = roleWord(first?.role ?? '');
    const other = second ? actionsOf(second.needs)[0] : undefined;
    const head =
      actions.length > 0
        ? `${capitalise(rolesIn(main, 'datv'))} не хватает одного места, где можно ${joinAnd(actions)}`
        : `${capitalise(rolesIn(main, 'datv'))} не хватает одного места для ${entityIn(b.entities[0]!, 'gent', 'plur')}`;
    const otherSide = other && second ? `, а ${rolesIn(roleWord(second.role), 'datv')} — где можно ${other}` : '';
    return `${head}${otherSide}. Сегодня всё это разбросано по мессенджерам, звонкам и таблицам, и важное теряется по дороге.`;
  },
  alternatives: (b, competitors) => [
    `Альтернатива ${joinAnd(competitors)}, построенная вокруг того, что важнее всего ${rolesIn(mainRole(b), 'datv')}`,
    `Сделано для ${rolesIn(mainRole(b), 'gent')}: начать проще, чем в ${joinAnd(competitors, 'или')}`,
  ],
  runs: (b, where, first) => [
    `Работает ${where}${b.backendRequired ? ' с защищённым бэкендом' : ' без бэкенда, который пришлось бы поддерживать'}; первая версия включает ${featureWords(first.slice(0, 3))}.`,
    `Первая версия включает ${featureWords(first.slice(0, 3))} и работает ${where}.`,
  ],
  briefSummary(b, name, where, ranked, others) {
    const roles = peopleOf(b).map((r) => rolesIn(roleWord(r.role), 'gent'));
    const label = archetypeLabels[b.archetype.id];
    const said = /веб|сайт|браузер/.test(label) && where === 'в браузере';
    // Features named as actions say what people do; names ("Профили учеников") are quoted only when none is.
    const named = [...new Set(ranked.map((f) => asAction(f.name)).filter((a): a is string => a !== undefined))].slice(0, 3);
    const actions = named.length > 0 ? named : ranked.slice(0, 3).map((f) => `пользоваться функцией ${quote(f.name)}`);
    const otherSide = others
      .filter((r) => !actions.includes(asAction(r.needs[0]!) ?? ''))
      .map((r) => {
        const action = asAction(r.needs[0]!);
        return action
          ? `${capitalise(rolesIn(roleWord(r.role)))} приходят, чтобы ${action}`
          : `${capitalise(rolesIn(roleWord(r.role)))} приходят за этим: ${lowerFirst(r.needs[0]!)}`;
      })
      .slice(0, 2);
    const sentences = [
      // A product offered only on the command line is a command-line tool, whatever kind of data it keeps.
      b.platforms.length > 0 && b.platforms.every((p) => p === 'cli')
        ? `${name} — консольная утилита для ${joinAnd(roles)}.`
        : `${name} — ${label}${said ? '' : ` ${where}`} для ${joinAnd(roles)}.`,
      actions.length > 0 ? `В первой версии можно ${joinAnd(actions)}.` : '',
      otherSide.length > 0 ? `${otherSide.join('; ')}.` : '',
      b.integrations.length > 0 ? `Интеграции: ${joinAnd(b.integrations.map((i) => i.name))}.` : '',
    ];
    return sentences.filter(Boolean).join(' ');
  },
  constraintsClause(b) {
    const rules = b.constraints.filter((k) => ['compliance', 'privacy', 'security', 'legal'].includes(k.kind));
    const limits = b.constraints.filter((k) => !rules.includes(k));
    return [
      rules.length > 0 ? ` С первой версии продукт соответствует требованиям ${joinAnd(rules.map((k) => k.name))}.` : '',
      ...limits.map((k) => ` ${k.name}: ${ensureStop(k.text)}`),
    ].join('');
  },
};
