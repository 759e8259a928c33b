import type { Archetype } from '../catalogue/archetypes';
import type { ScreenSpec } from '../catalogue/features';
import type { AppPlatform } from '../catalogue/lexicon';
import { camelCase, isCyrillic, pascalCase, unique } from '../text';
import { statusField as statusOf } from './record-fields';
import { screenPhrases, type ScreenPhrases } from './screen-phrases';
import type { CompositionModel, ModelEntity, ModelFeature, ModelScreen } from './types';

/**
 * The screens of a product from its platforms, roles, features and entities, shared by both paths.
 * What a product shows depends first on where it runs and who may open it (its surface): a mobile
 * game has a play loop, an extension a popup and an overlay, an internal tool opens on the team's
 * work after single sign-on, an API or a command-line tool has no screens at all, and only a
 * product with public visitors gets a landing page and a sign-up funnel.
 */

export type Surface = 'web' | 'app' | 'internal' | 'game' | 'extension' | 'headless';

/** Words that say a product is only for a company's own people (English and Russian). */
const internalCue =
  /\b(internal (tool|app|system|portal|dashboard|platform|use)|in-house (tool|app|system)|staff[- ]only|employees[- ]only|back[- ]office (tool|app|system)|for (its|their|our) own (staff|team|employees|people|crews?)|for (our|my) (team|staff|employees|crews?|technicians|drivers|nurses|agents)\b|(company|firm|agency|clinic|business|studio|shop|restaurant|school)['’]s own (team|staff|employees|people|crews?)|not open to the public|no public sign-?ups?)\b|внутренн|только для сотрудников|для (своих|наших) сотрудников/i;

/** True when the texts say the product is used only by a company's own team. */
export function isInternalProduct(texts: readonly string[]): boolean {
  return texts.some((text) => internalCue.test(text));
}

export function surfaceOf(model: {
  platforms: readonly AppPlatform[];
  archetype: Pick<Archetype, 'id'>;
  internal: boolean;
}): Surface {
  const { platforms } = model;
  if (platforms.length > 0 && platforms.every((p) => p === 'api' || p === 'cli')) return 'headless';
  if (model.archetype.id === 'game') return 'game';
  if (platforms.includes('extension')) return 'extension';
  if (model.internal) return 'internal';
  if (!platforms.includes('web') && platforms.some((p) => p === 'ios' || p === 'android' || p === 'desktop'))
    return 'app';
  return 'web';
}

/** Where people land: the popup, the play screen, the team's work, the signed-in home. */
export function hubFor(surface: Surface, accounts: boolean): string {
  switch (surface) {
    case 'extension':
      return '/popup';
    case 'app':
      return accounts ? '/home' : '/';
    case 'web':
      return accounts ? '/dashboard' : '/';
    default:
      return '/';
  }
}

export interface ScreenContext {
  accounts: boolean;
  hub: string;
  archetype: Archetype;
  productName: string;
  platforms: AppPlatform[];
  primaryEntity: string;
  internal: boolean;
  /** The brief's roles, main one first ("Receptionist"). */
  roles: string[];
  /** How the product earns: a game sells in a shop only when this says it sells something. */
  monetisation: string;
  integrations: string[];
  /** The kit's language: screen names and purposes are written in it. */
  language?: CompositionModel['language'];
}

const automatic = new Set(['id', 'createdAt', 'updatedAt']);
const isForeignKey = (field: { name: string; notes: string }) =>
  /Id$/.test(field.name) && /references/.test(field.notes);
const ownFields = (e: ModelEntity) => e.fields.filter((f) => !automatic.has(f.name) && !isForeignKey(f));
/**
 * Entities that point at this one (a patient's appointments and claims). A record a capability's plan
 * adds counts only when the plan says it is a part of this one (a device's readings), not when it is
 * the feature's own (an import, progress, settings).
 */
const childrenOf = (e: ModelEntity, entities: readonly ModelEntity[]) => {
  const key = `${camelCase(e.name)}Id`;
  return entities.filter((other) => other !== e && (!other.plannedBy || other.child) && other.fields.some((f) => f.name === key));
};
const firstSentence = (text: string) => (text.split(/(?<=[.!?])\s/)[0] ?? text).replace(/[.!?]+$/, '');
/** A date the work is planned by (starts at, due date), not one that only records the past (hired on, born). */
const hasDate = (e: ModelEntity) =>
  e.fields.some(
    (f) =>
      (f.type === 'date' || f.type === 'timestamp') &&
      !automatic.has(f.name) &&
      /start|end|due|sched|date$|^date|^day|time|slot|deadline/i.test(f.name) &&
      !/birth|hired|joined|created|updated|submitted|paid|completed/i.test(f.name),
  );
const statusField = (e: ModelEntity) => statusOf(e.fields);
const roleName = (role: string) => role.toLowerCase();
/** A component named after a feature, or after its entity when the name is not in Latin letters. */
const featureComponent = (f: ModelFeature, suffix: string) =>
  `${isCyrillic(f.name) ? (f.entity ?? 'Main') : pascalCase(f.name)}${suffix}`;

/** Components that show an entity's own kinds of data. */
function dataComponents(e: ModelEntity): string[] {
  const out: string[] = [];
  if (statusField(e)) out.push(`${e.name}StatusBadge`);
  if (e.fields.some((f) => f.type === 'jsonb' && /latitude/.test(f.notes))) out.push(`${e.name}Map`);
  if (e.fields.some((f) => /uploaded image/.test(f.notes))) out.push(`${e.name}Photos`);
  if (e.fields.some((f) => /uploaded file/.test(f.notes))) out.push(`${e.name}Attachments`);
  if (e.fields.some((f) => /smallest currency/.test(f.notes))) out.push(`${e.name}Amount`);
  return out;
}

/** Collects screens by route; a route named twice keeps its first text and gains the features. */
class Screens {
  readonly byRoute = new Map<string, ModelScreen>();
  add(
    route: string,
    kind: ModelScreen['kind'],
    spec: Omit<ScreenSpec, 'route'>,
    featureIds: readonly string[] = [],
    entity?: string,
  ): ModelScreen {
    const existing = this.byRoute.get(route);
    if (existing) {
      for (const id of featureIds) if (!existing.featureIds.includes(id)) existing.featureIds.push(id);
      existing.components = unique([...existing.components, ...spec.components]).slice(0, 7);
      return existing;
    }
    const screen: ModelScreen = {
      route,
      name: spec.name,
      purpose: spec.purpose,
      components: unique(spec.components).slice(0, 7),
      kind,
      featureIds: [...featureIds],
      entity,
      next: [],
    };
    this.byRoute.set(route, screen);
    return screen;
  }
  attach(route: string, featureId: string): void {
    const screen = this.byRoute.get(route);
    if (screen && !screen.featureIds.includes(featureId)) screen.featureIds.push(featureId);
  }
  has(route: string): boolean {
    return this.byRoute.has(route);
  }
  list(): ModelScreen[] {
    return [...this.byRoute.values()];
  }
}

export function buildScreens(features: ModelFeature[], entities: ModelEntity[], context: ScreenContext): ModelScreen[] {
  const surface = surfaceOf(context);
  if (surface === 'headless') return [];
  const screens = new Screens();
  switch (surface) {
    case 'game':
      gameScreens(screens, features, entities, context);
      break;
    case 'extension':
      extensionScreens(screens, features, entities, context);
      break;
    default:
      appScreens(screens, features, entities, context, surface);
  }
  return link(screens.list(), features, context, surface);
}

/** Each feature's routes: the screens that show it, in screen order. */
export function featureRoutes(featureId: string, screens: readonly ModelScreen[]): string[] {
  return screens.filter((s) => s.featureIds.includes(featureId)).map((s) => s.route);
}

// ---------------------------------------------------------------------------------------------
// Web products, native apps and internal tools: entity screens around a home

function appScreens(
  screens: Screens,
  features: ModelFeature[],
  entities: ModelEntity[],
  context: ScreenContext,
  surface: Surface,
): void {
  const { accounts, hub, productName } = context;
  const main = context.roles[0] ?? 'user';
  const internal = surface === 'internal';
  const primary = entities.find((e) => e.name === context.primaryEntity) ?? entities[0]!;
  const accountFeature = features.find((f) => f.key === 'accounts');
  const accountIds = accountFeature ? [accountFeature.id] : [];
  const mobile = context.platforms.some((p) => p === 'ios' || p === 'android');
  const say = screenPhrases(context.language ?? 'en');

  if (surface === 'web' && accounts) {
    const core = features.filter((f) => !['accounts', 'settings', 'landing'].includes(f.key));
    const landing = features.find((f) => f.key === 'landing');
    screens.add(
      '/',
      'landing',
      {
        name: say.landing.name,
        purpose: say.landing.purpose(productName, context.roles.slice(0, 2), core.slice(0, 3).map((f) => f.name)),
        components: [
          'Hero',
          ...core.slice(0, 2).map((f) => featureComponent(f, 'Showcase')),
          context.roles.length > 1 ? 'RoleChooser' : 'HowItWorks',
          'SignUpCallToAction',
        ],
      },
      landing ? [landing.id] : [],
    );
    screens.add(
      '/sign-up',
      'auth',
      {
        name: say.signUp.name,
        purpose: say.signUp.purpose(context.roles.length > 1 ? context.roles.slice(0, 3) : [main]),
        components: ['SignUpForm', ...(context.roles.length > 1 ? ['RolePicker'] : []), 'GoogleButton'],
      },
      accountIds,
    );
    screens.add(
      '/sign-in',
      'auth',
      {
        name: say.signIn.name,
        purpose: say.signIn.purpose(productName, context.roles.slice(0, 2)),
        components: ['SignInForm', 'ForgotPasswordLink', `Resume${primary.name}Link`],
      },
      accountIds,
    );
  } else if (surface === 'internal' && accounts) {
    screens.add(
      '/sign-in',
      'auth',
      {
        name: say.signIn.name,
        purpose: say.signIn.staff(productName),
        components: ['SsoButton', 'InviteAcceptForm'],
      },
      accountIds,
    );
  } else if (surface === 'app' && accounts) {
    // One screen signs people in or up: a native app has no separate sign-up funnel.
    screens.add(
      '/sign-in',
      'auth',
      {
        name: say.welcome.name,
        purpose: say.welcome.purpose(productName, main),
        components: [
          ...(context.platforms.includes('ios') ? ['AppleSignInButton'] : []),
          'GoogleSignInButton',
          'EmailSignInLink',
        ],
      },
      accountIds,
    );
  }

  screens.add(hub, 'hub', hubSpec(features, entities, context, surface, primary, say));

  const entityOfRoute = new Map(entities.map((e) => [e.route, e]));
  for (const feature of features) {
    if (feature.key === 'accounts' || feature.key === 'landing') continue;
    for (const route of feature.routes) {
      if (['/sign-up', '/sign-in'].includes(route) || (route === '/' && route !== hub)) continue;
      const explicit = feature.screens.find((s) => s.route === route);
      const list = entityOfRoute.get(route);
      const detail = entityOfRoute.get(route.replace(/\/:[a-z]+$/i, ''));
      if (route === hub) screens.attach(hub, feature.id);
      else if (explicit) screens.add(route, kindOfRoute(route), say.catalogue(explicit), [feature.id]);
      else if (route === '/settings')
        screens.add(route, 'page', settingsSpec(features, context, surface, say), [feature.id]);
      else if (list && internal && list === primary) screens.attach(hub, feature.id);
      else if (list)
        screens.add(route, 'list', listSpec(list, feature, entities, surface, mobile, say), [feature.id], list.name);
      else if (detail && route !== detail.route)
        screens.add(route, 'detail', detailSpec(detail, feature, entities, say), [feature.id], detail.name);
      else screens.add(route, kindOfRoute(route), pageSpec(feature), [feature.id]);
    }
  }

  if (internal && (context.roles.length > 1 || context.roles.some((r) => /admin/i.test(r))) && accounts) {
    const hasTeamScreen = screens.has('/settings/team') || screens.has('/admin');
    if (!hasTeamScreen) {
      const admin = context.roles.find((r) => /admin|manager|owner|lead/i.test(r)) ?? 'admin';
      const roleFeature = features.find((f) => f.key === 'roles' || f.key === 'admin');
      screens.add(
        '/admin/people',
        'page',
        {
          name: say.people.name,
          purpose: say.people.purpose(admin, context.roles),
          components: ['StaffTable', 'InviteForm', 'RoleSelect', 'DeactivateButton'],
        },
        roleFeature ? [roleFeature.id] : accountIds,
      );
    }
  }
  if (accounts && !screens.has('/settings')) {
    const settings = features.find((f) => f.key === 'settings');
    screens.add('/settings', 'page', settingsSpec(features, context, surface, say), [
      ...(settings ? [settings.id] : []),
      ...accountIds,
    ]);
  }
}

function kindOfRoute(route: string): ModelScreen['kind'] {
  return /:[a-z]+$/i.test(route) ? 'detail' : 'page';
}

function hubSpec(
  features: ModelFeature[],
  entities: ModelEntity[],
  context: ScreenContext,
  surface: Surface,
  primary: ModelEntity,
  say: ScreenPhrases,
): Omit<ScreenSpec, 'route'> {
  const main = roleName(context.roles[0] ?? 'user');
  // People are not what a home lists: a homeowner's home shows jobs and quotes, not homeowners.
  const people = new Set(context.roles.map((r) => roleName(r)));
  const others = entities
    // Nor are the records a capability keeps for its own work (a walk's track points).
    .filter((e) => e !== primary && !e.plannedBy && !people.has(e.label) && !/^(User|Account|Member|Profile)$/.test(e.name))
    .slice(0, 2);
  if (surface === 'internal') {
    const status = statusField(primary);
    const by = hasDate(primary) ? 'date' : status ? 'status' : 'all';
    return {
      name: say.teamHub.name(primary, by),
      purpose: say.teamHub.purpose(main, primary, by, status?.name ?? '', others),
      components: [
        hasDate(primary) ? `${primary.name}Schedule` : `${primary.name}Table`,
        hasDate(primary) ? 'DayPicker' : `${primary.name}Filters`,
        `New${primary.name}Button`,
        ...dataComponents(primary).slice(0, 2),
      ],
    };
  }
  if (!context.accounts) {
    const byArchetype: Partial<Record<Archetype['id'], Omit<ScreenSpec, 'route'>>> = {
      tracker: {
        name: say.today.name,
        purpose: say.today.purpose(primary),
        components: [`Today${primary.name}List`, 'ProgressRing', 'CheckInButton'],
      },
      static_site: {
        name: say.siteHome.name,
        purpose: say.siteHome.purpose(context.productName, primary),
        components: ['Hero', `Featured${primary.name}s`, 'ContactCallToAction'],
      },
    };
    return (
      byArchetype[context.archetype.id] ?? {
        name: say.home.name,
        purpose: say.home.purpose(primary),
        components: ['AppHeader', `Recent${primary.name}List`, `New${primary.name}Button`],
      }
    );
  }
  const core = features.filter((f) => !['accounts', 'settings', 'landing', 'onboarding'].includes(f.key));
  return {
    name: say.dashboard.name(surface === 'app'),
    purpose: say.dashboard.purpose(
      main,
      [primary, ...others].map((entity) => ({ entity, dated: hasDate(entity) })),
      core[0]?.name,
    ),
    components: [
      surface === 'app' ? 'TabBar' : 'AppShell',
      hasDate(primary) ? `Upcoming${primary.name}s` : `Recent${primary.name}s`,
      ...others.map((e) => `${e.name}Summary`),
      ...core.slice(0, 2).map((f) => featureComponent(f, 'Shortcut')),
    ],
  };
}

function listSpec(
  entity: ModelEntity,
  feature: ModelFeature,
  entities: readonly ModelEntity[],
  surface: Surface,
  mobile: boolean,
  say: ScreenPhrases,
): Omit<ScreenSpec, 'route'> {
  const status = statusField(entity);
  const view =
    surface === 'internal' || surface === 'web'
      ? hasDate(entity)
        ? `${entity.name}Calendar`
        : `${entity.name}Table`
      : `${entity.name}List`;
  return {
    name: say.list.name(entity),
    purpose: firstSentence(feature.description),
    components: [
      view,
      ...(status ? [`${pascalCase(status.name)}Filter`] : [`${entity.name}Search`]),
      ...dataComponents(entity).filter((c) => /Map|Photos/.test(c)),
      `New${entity.name}${mobile ? 'Sheet' : 'Button'}`,
      ...childrenOf(entity, entities)
        .slice(0, 1)
        .map((child) => `${child.name}Count`),
    ],
  };
}

function detailSpec(
  entity: ModelEntity,
  feature: ModelFeature,
  entities: readonly ModelEntity[],
  say: ScreenPhrases,
): Omit<ScreenSpec, 'route'> {
  const children = childrenOf(entity, entities);
  return {
    name: say.detail.name(entity),
    purpose: say.detail.purpose(
      entity,
      ownFields(entity)
        .slice(0, 4)
        .map((f) => f.name),
      children.slice(0, 2),
      feature.role,
    ),
    components: [
      `${entity.name}Header`,
      `${entity.name}Form`,
      ...dataComponents(entity),
      ...children.slice(0, 2).map((c) => `${c.name}List`),
    ],
  };
}

function pageSpec(feature: ModelFeature): Omit<ScreenSpec, 'route'> {
  return {
    name: feature.name,
    purpose: firstSentence(feature.description),
    components: [featureComponent(feature, 'Panel')],
  };
}

function settingsSpec(
  features: ModelFeature[],
  context: ScreenContext,
  surface: Surface,
  say: ScreenPhrases,
): Omit<ScreenSpec, 'route'> {
  const notify = features.find(
    (f) => ['notifications', 'reminders'].includes(f.key) || /remind|notif|alert/i.test(f.name),
  );
  return {
    name: say.settings.name,
    purpose: say.settings.purpose(
      context.roles[0] ?? 'user',
      surface === 'internal',
      notify?.name,
      context.integrations.slice(0, 2),
    ),
    components: [
      'ProfileForm',
      ...(notify ? ['NotificationPreferences'] : []),
      ...context.integrations.slice(0, 2).map((i) => `${pascalCase(i)}Connection`),
      ...(surface === 'internal' ? [] : ['DeleteAccountButton']),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Games: home, the play loop, results, rankings and a shop when the game sells something

type GamePart = 'currency' | 'player' | 'score' | 'event' | 'run' | 'loop' | 'goods' | 'social' | 'other';

const gameParts: Array<[GamePart, RegExp]> = [
  ['score', /score|leaderboard|ranking|rank|record/i],
  ['currency', /coin|gem|token|credit|currenc|diamond|gold|wallet|balance|points?$|stars?$/i],
  ['event', /tournament|season|league|competition|cup|event/i],
  ['run', /attempt|run$|session|result|playthrough|^game$/i],
  ['loop', /level|quiz|puzzle|round|question|stage|world|deck|card|mission|word|riddle|track|maze|board|challenge/i],
  ['goods', /item|skin|power-?up|booster|pack|bundle|product|purchase|offer|chest|outfit|avatar/i],
  ['player', /player|gamer|profile|user|account/i],
  ['social', /friend|clan|guild|team|party|chat|message/i],
];

function gamePart(entity: ModelEntity): GamePart {
  return gameParts.find(([, pattern]) => pattern.test(entity.name))?.[0] ?? 'other';
}

const sellsCue =
  /in-app|purchase|\bshop\b|\bstore\b|coins?|gems?|skins?|packs?|bundles?|\bbuy|premium currency|battle pass/i;

function gameScreens(
  screens: Screens,
  features: ModelFeature[],
  entities: ModelEntity[],
  context: ScreenContext,
): void {
  const parts = new Map(entities.map((e) => [e.name, gamePart(e)]));
  const of = (part: GamePart) => entities.filter((e) => parts.get(e.name) === part);
  const [currency] = of('currency');
  const loops = of('loop');
  // The loop is the container (a quiz has many questions), its content is shown inside it.
  const belongsTo = (child: ModelEntity, parent: ModelEntity) =>
    child.fields.some((f) => f.name === `${camelCase(parent.name)}Id`);
  const loop = loops.find((l) => loops.some((o) => o !== l && belongsTo(o, l))) ?? loops[0];
  const inner =
    loops.find((l) => l !== loop && loop && belongsTo(l, loop)) ??
    loops.find((l) => l !== loop && /question|card|word|riddle|clue/i.test(l.name));
  const [event] = of('event');
  const [player] = of('player');
  const [run] = of('run');
  const goods = of('goods');
  const mobile = context.platforms.some((p) => p === 'ios' || p === 'android');
  const sells =
    sellsCue.test(context.monetisation) ||
    goods.length > 0 ||
    features.some((f) => ['payments', 'subscriptions', 'cart'].includes(f.key)) ||
    context.integrations.some((i) => /revenuecat|in-app|app store|google play billing/i.test(i));
  const say = screenPhrases(context.language ?? 'en').game;
  const names = (e: ModelEntity, count: number) =>
    ownFields(e)
      .slice(0, count)
      .map((f) => f.name);
  const signIn = context.accounts
    ? [
        ...(context.platforms.includes('ios') ? ['GameCenterSignIn'] : []),
        ...(context.platforms.includes('android') ? ['PlayGamesSignIn'] : []),
        ...(!mobile ? ['GuestNameField'] : []),
      ]
    : [];

  screens.add('/', 'hub', {
    name: say.home.name,
    purpose: say.home.purpose(loop, currency, event),
    components: [
      'PlayButton',
      ...(currency ? [`${currency.name}Balance`] : []),
      ...(event ? [`Current${event.name}Banner`] : []),
      ...signIn,
      'SettingsButton',
    ],
  });
  const playRoute = '/play/:id';
  const levelLike = loop && /level|stage|world|puzzle|mission|maze|track/i.test(loop.name);
  if (levelLike)
    screens.add('/play', 'list', {
      name: say.map.name(loop),
      purpose: say.map.purpose(loop),
      components: [`${loop.name}Map`, `${loop.name}Stars`, 'LockBadge'],
    });
  screens.add(
    playRoute,
    'play',
    {
      name: say.play.name(loop),
      purpose: say.play.purpose(loop, inner),
      components: inner
        ? [`${inner.name}Card`, 'AnswerOptions', 'CountdownTimer', 'ScoreTicker', 'PauseButton']
        : loop && /quiz|trivia/i.test(loop.name)
          ? ['QuestionCard', 'AnswerOptions', 'CountdownTimer', 'ScoreTicker']
          : ['GameCanvas', 'ScoreTicker', 'PauseButton'],
    },
    [],
    loop?.name,
  );
  screens.add(
    '/results/:id',
    'results',
    {
      name: say.results.name,
      purpose: say.results.purpose(loop, run, currency),
      components: [
        'ScoreSummary',
        ...(currency ? [`${currency.name}Earned`] : []),
        'PersonalBest',
        'PlayAgainButton',
        ...(features.some((f) => f.key === 'sharing') ? ['ShareResultButton'] : []),
      ],
    },
    [],
    run?.name,
  );
  const ranked = of('score').length > 0 || features.some((f) => f.key === 'leaderboard');
  if (ranked)
    screens.add('/leaderboard', 'ranking', {
      name: say.leaderboard.name,
      purpose: say.leaderboard.purpose(context.roles[0] ?? 'player', event),
      components: ['RankTable', event ? `${event.name}Tabs` : 'PeriodTabs', 'OwnRankRow'],
    });
  if (event) {
    screens.add(
      event.route,
      'list',
      {
        name: say.events.name(event),
        purpose: say.events.purpose(event),
        components: [`${event.name}Cards`, 'CountdownBadge', ...(currency ? ['EntryFee'] : [])],
      },
      [],
      event.name,
    );
    screens.add(
      `${event.route}/:id`,
      'detail',
      {
        name: say.event.name(event),
        purpose: say.event.purpose(event, names(event, 3)),
        components: [`${event.name}Header`, 'Standings', 'JoinButton'],
      },
      [],
      event.name,
    );
  }
  if (sells)
    screens.add('/shop', 'shop', {
      name: say.shop.name,
      purpose: say.shop.purpose(
        currency,
        goods.slice(0, 2),
        mobile
          ? [
              ...(context.platforms.includes('ios') ? ['App Store'] : []),
              ...(context.platforms.includes('android') ? ['Google Play'] : []),
            ]
          : undefined,
      ),
      components: [
        ...(currency ? [`${currency.name}Packs`] : []),
        ...goods.slice(0, 2).map((g) => `${g.name}Grid`),
        'StorePrice',
        'RestorePurchasesButton',
      ],
    });
  if (player)
    screens.add(
      '/profile',
      'page',
      {
        name: say.profile.name,
        purpose: say.profile.purpose(context.roles[0] ?? player.label, names(player, 3)),
        components: [`${player.name}Card`, 'StatsGrid', ...(of('social').length > 0 ? ['FriendsButton'] : [])],
      },
      [],
      player.name,
    );
  for (const social of of('social').slice(0, 1))
    screens.add(
      social.route,
      'list',
      {
        name: say.social.name(social),
        purpose: say.social.purpose(social),
        components: [`${social.name}List`, 'InviteButton'],
      },
      [],
      social.name,
    );
  screens.add('/settings', 'page', {
    name: say.settings.name,
    purpose: say.settings.purpose(features.some((f) => ['notifications', 'reminders'].includes(f.key)), sells),
    components: ['SoundToggles', 'HapticsToggle', ...(sells ? ['RestorePurchasesButton'] : [])],
  });

  const routeOfPart: Partial<Record<GamePart, string[]>> = {
    loop: levelLike ? ['/play', playRoute] : [playRoute],
    run: ['/results/:id'],
    currency: ['/results/:id', ...(sells ? ['/shop'] : [])],
    score: ['/leaderboard'],
    event: event ? [event.route, `${event.route}/:id`] : [],
    goods: sells ? ['/shop'] : [],
    player: ['/profile'],
    social: of('social')[0] ? [of('social')[0]!.route] : [],
  };
  for (const feature of features) {
    const byKey: Record<string, string[]> = {
      gameplay: [playRoute, '/results/:id'],
      leaderboard: ['/leaderboard'],
      payments: ['/shop'],
      subscriptions: ['/shop'],
      cart: ['/shop'],
      settings: ['/settings'],
      accounts: ['/'],
      onboarding: [playRoute],
    };
    let routes = byKey[feature.key] ?? [];
    if (routes.length === 0)
      for (const name of feature.entities) {
        const entity = entities.find((e) => e.name === name);
        const part = entity ? parts.get(entity.name) : undefined;
        routes = (part && routeOfPart[part]) ?? [];
        if (routes.some((r) => screens.has(r))) break;
      }
    if (feature.key === 'multiplayer') {
      for (const spec of feature.screens) screens.add(spec.route, 'play', spec, [feature.id]);
      continue;
    }
    routes = routes.filter((r) => screens.has(r));
    if (routes.length === 0) routes = ['/'];
    for (const route of routes) screens.attach(route, feature.id);
  }
}

// ---------------------------------------------------------------------------------------------
// Browser extensions: popup, options page, the overlay in the page, a side panel, a report tab

type ExtensionPart = 'rule' | 'report' | 'page';
const extensionParts: Array<[ExtensionPart, RegExp]> = [
  ['rule', /rule|filter|setting|preference|keyword|blocklist|allowlist|site$|domain|schedule|list$/i],
  ['report', /report|summary|digest|stat|insight|analytic/i],
];
const extensionPart = (e: ModelEntity): ExtensionPart =>
  extensionParts.find(([, pattern]) => pattern.test(e.name))?.[0] ?? 'page';

function extensionScreens(
  screens: Screens,
  features: ModelFeature[],
  entities: ModelEntity[],
  context: ScreenContext,
): void {
  const part = new Map(entities.map((e) => [e.name, extensionPart(e)]));
  const onPage = entities.filter((e) => part.get(e.name) === 'page');
  const rules = entities.filter((e) => part.get(e.name) === 'rule');
  const reports = entities.filter((e) => part.get(e.name) === 'report');
  const reportFeature = features.find(
    (f) => ['insights', 'export'].includes(f.key) || /report|stat|digest|summary/i.test(f.name),
  );
  const kept = features.some((f) => ['highlights', 'bookmarks'].includes(f.key)) || onPage.length > 1;
  const site = context.integrations[0];
  const say = screenPhrases(context.language ?? 'en').extension;
  const lowerOpening = (text: string) => firstSentence(text).replace(/^./, (c) => c.toLowerCase());

  screens.add(context.hub, 'hub', {
    name: say.popup.name,
    purpose: say.popup.purpose(context.productName, site, onPage[0]),
    components: [
      'CurrentTabHeader',
      ...onPage.slice(0, 2).map((e) => `${e.name}Count`),
      'PauseOnSiteToggle',
      ...(context.accounts ? ['SignInButton'] : []),
      'OpenOptionsLink',
    ],
  });
  const pageFeature = features.find((f) => f.entity && part.get(f.entity) === 'page');
  if (onPage.length > 0)
    screens.add(
      '/content',
      'overlay',
      {
        name: say.overlay.name,
        purpose: say.overlay.purpose(site, pageFeature && lowerOpening(pageFeature.description), onPage[0]!),
        components: [...onPage.slice(0, 2).map((e) => `${e.name}Marker`), 'InlineActionToolbar', 'ShadowRootHost'],
      },
      [],
      onPage[0]!.name,
    );
  if (kept && onPage[0])
    screens.add(
      '/sidepanel',
      'list',
      {
        name: say.sidePanel.name,
        purpose: say.sidePanel.purpose(
          onPage[0],
          ownFields(onPage[0])
            .slice(0, 2)
            .map((f) => f.name),
        ),
        components: [
          `${onPage[0].name}List`,
          `${onPage[0].name}Search`,
          ...(features.some((f) => f.key === 'export') ? ['ExportButton'] : []),
        ],
      },
      [],
      onPage[0].name,
    );
  if (reportFeature || reports.length > 0) {
    const report = reports[0];
    screens.add(
      '/report',
      'page',
      {
        name: say.report.name(report, reportFeature?.name ?? ''),
        purpose: say.report.purpose(reportFeature && lowerOpening(reportFeature.description), report),
        components: [report ? `${report.name}Chart` : 'TotalsChart', 'PeriodPicker'],
      },
      [],
      report?.name,
    );
  }
  screens.add('/options', 'options', {
    name: say.options.name,
    purpose: say.options.purpose(context.productName, rules.slice(0, 2), context.accounts),
    components: [
      ...(rules.length > 0 ? rules.slice(0, 2).map((r) => `${r.name}Editor`) : ['SiteList']),
      'ShortcutInfo',
      context.accounts ? 'AccountSection' : 'SyncToggle',
    ],
  });

  for (const feature of features) {
    const routes: string[] = [];
    if (feature.key === 'popup' || feature.key === 'accounts') routes.push(context.hub);
    else if (feature.key === 'settings' || feature.key === 'site_rules') routes.push('/options');
    else if (feature === reportFeature) routes.push('/report');
    else {
      const kinds = feature.entities.map((name) => part.get(name));
      if (kinds[0] === 'rule') routes.push('/options');
      else if (kinds[0] === 'report') routes.push('/report');
      else if (kinds[0] === 'page') routes.push('/content', ...(kept ? ['/sidepanel'] : []));
    }
    const found = routes.filter((r) => screens.has(r));
    for (const route of found.length > 0 ? found : [context.hub]) screens.attach(route, feature.id);
  }
}

// ---------------------------------------------------------------------------------------------
// Navigation

function link(all: ModelScreen[], features: ModelFeature[], context: ScreenContext, surface: Surface): ModelScreen[] {
  const { hub } = context;
  const base = (route: string) => route.replace(/\/:[a-z]+$/i, '');
  // Entry screens first, then each list before its detail, otherwise in order of first use.
  const entry = (s: ModelScreen) => s.kind === 'landing' || s.kind === 'auth' || s.kind === 'hub';
  const firstIndex = new Map<string, number>();
  all.forEach((screen, index) => {
    if (!firstIndex.has(base(screen.route))) firstIndex.set(base(screen.route), index);
  });
  const group = (screen: ModelScreen, index: number) =>
    entry(screen)
      ? index - all.length
      : screen.route === '/settings'
        ? all.length
        : firstIndex.get(base(screen.route))!;
  const list = all
    .map((screen, index) => ({ screen, index }))
    .sort(
      (a, b) =>
        group(a.screen, a.index) - group(b.screen, b.index) ||
        Number(a.screen.kind === 'detail') - Number(b.screen.kind === 'detail') ||
        a.index - b.index,
    )
    .map(({ screen }) => screen);
  const routes = new Set(list.map((s) => s.route));
  const topLevel = list
    .filter((s) => !entry(s) && !/:[a-z]+$/i.test(s.route) && !['/checkout', '/cart', '/content'].includes(s.route))
    .map((s) => s.route);
  const primaryDetail = list.find((s) => s.kind === 'detail' && s.entity === context.primaryEntity);
  for (const screen of list) {
    const next: string[] = [];
    const parent = base(screen.route);
    switch (screen.kind) {
      case 'landing':
        next.push(
          '/sign-up',
          '/sign-in',
          ...topLevel.filter(
            (r) => ['/pricing', '/contact', '/blog', '/articles'].includes(r) || isPublic(r, features),
          ),
        );
        break;
      case 'auth':
        if (screen.route === '/sign-up') next.push(routes.has('/onboarding') ? '/onboarding' : hub, '/sign-in');
        else next.push(hub, '/sign-up');
        break;
      case 'hub':
        next.push(...topLevel, ...(surface === 'game' ? ['/play/:id'] : []));
        if (surface === 'internal' && primaryDetail) next.push(primaryDetail.route);
        break;
      case 'list':
        next.push(...list.filter((s) => s.kind === 'detail' && base(s.route) === screen.route).map((s) => s.route));
        if (surface === 'game' && screen.route === '/play') next.push('/play/:id');
        next.push(hub);
        break;
      case 'detail':
        next.push(routes.has(parent) ? parent : hub);
        if (screen.entity === context.primaryEntity)
          for (const extra of ['/checkout', '/cart', '/messages']) next.push(extra);
        break;
      case 'play':
        next.push('/results/:id', hub);
        break;
      case 'results':
        next.push('/play/:id', '/leaderboard', '/shop', hub);
        break;
      case 'overlay':
        next.push('/sidepanel', hub);
        break;
      default:
        next.push(hub);
    }
    if (screen.route === '/onboarding') next.unshift(hub);
    screen.next = unique(next.filter((r) => routes.has(r) && r !== screen.route));
    if (screen.next.length === 0 && screen.route !== hub && routes.has(hub)) screen.next = [hub];
  }
  return list;
}

function isPublic(route: string, features: ModelFeature[]): boolean {
  return features.some((f) => f.routes.includes(route) && f.api.some((a) => a.method === 'GET' && !a.auth));
}
