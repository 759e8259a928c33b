import type { AppFlowOutput, FrontendOutput } from '../../../shared/schemas/kit';
import { commandOf } from './model/cli-command';
import { surfaceOf, type Surface } from './model/screens';
import { screenPhrases, type JourneyFeature } from './model/screen-phrases';
import type { CompositionModel, ModelFeature, ModelScreen } from './model/types';
import type { Stack } from './plan';
import { createsRecords, standardStatesOf } from './standard-states';
import { rotate, unique } from './text';

/**
 * The frontend specification and the app flow of the offline engine: screens, their states,
 * accessibility and journeys written for where the product runs (a native app gets native
 * accessibility, an extension a keyboard shortcut, an API or a CLI its commands instead of screens).
 */

export interface ScreenDocContext {
  brief: CompositionModel;
  stack: Stack;
  variant: number;
  name: string;
  pick<T>(choices: readonly T[], key: string): T;
  /** The feature that delivers the first value. */
  first: ModelFeature | undefined;
}

const lower = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const noStop = (text: string) => text.replace(/[.!]+$/, '');
const entityOf = (b: CompositionModel, name: string | undefined) => b.entities.find((e) => e.name === name);
const primaryOf = (b: CompositionModel) => entityOf(b, b.primaryEntity) ?? b.entities[0]!;
const mobileOf = (b: CompositionModel) => b.platforms.some((p) => p === 'ios' || p === 'android');
/** The stores a mobile product ships to, as a sentence of the kit's language says them. */
const storesIn = (b: CompositionModel) =>
  screenPhrases(b.language).journeys.stores(b.platforms.includes('ios'), b.platforms.includes('android'));
const screenAt = (b: CompositionModel, route: string) => b.screens.find((s) => s.route === route);
const roleLabel = (b: CompositionModel, i = 0) => (b.roles[i]?.role ?? b.user).toLowerCase();
const adminRole = (b: CompositionModel) =>
  b.roles.find((r) => /admin|manager|owner|lead/i.test(r.role))?.role.toLowerCase() ?? 'admin';

// ---------------------------------------------------------------------------------------------
// Frontend

export function frontendDoc(c: ScreenDocContext): FrontendOutput {
  const b = c.brief;
  const surface = surfaceOf(b);
  if (surface === 'headless') return headlessFrontend(c);
  const entityComponents = b.entities.slice(0, 3).map((e) => `${e.name}Card`);
  return {
    screens: b.screens.map((s) => ({
      name: s.name,
      route: s.route,
      purpose: s.purpose,
      featureIds: s.featureIds,
      components: [...s.components],
    })),
    sharedComponents: unique([...sharedFor(surface, b), ...entityComponents]),
    stateManagement: c.stack.stateManagement,
    styling: `${c.stack.styling}. ${c.pick(screenPhrases(b.language).styling(primaryOf(b)), 'styling')}.`,
    accessibility: rotate(accessibilityFor(surface, c), c.variant),
  };
}

function sharedFor(surface: Surface, b: CompositionModel): string[] {
  switch (surface) {
    case 'game':
      return ['GameButton', 'Modal', 'Toast', 'ScoreTicker', 'LoadingScene'];
    case 'extension':
      return ['PopupLayout', 'Toggle', 'Badge', 'ShadowRootHost', 'EmptyState'];
    case 'app':
      return ['Screen', 'Button', 'TextField', 'BottomSheet', 'Toast', 'EmptyState', 'ErrorState'];
    default:
      return [
        b.internal ? 'DataTable' : 'AppShell',
        'Button',
        'Input',
        'Dialog',
        'Toast',
        'EmptyState',
        'ErrorState',
        'Skeleton',
      ];
  }
}

function accessibilityFor(surface: Surface, c: ScreenDocContext): string[] {
  const b = c.brief;
  const primary = primaryOf(b);
  const screensOf = (kinds: ModelScreen['kind'][]) =>
    b.screens
      .filter((s) => kinds.includes(s.kind))
      .slice(0, 3)
      .map((s) => s.name);
  const say = screenPhrases(b.language);
  // A React Native app (web, iOS or Android alike) is read by VoiceOver and TalkBack, not through ARIA.
  const native = c.stack.kind === 'expo';
  if (surface === 'game' && native) {
    const play = b.screens.find((s) => s.kind === 'play');
    return say.game.nativeAccessibility(screensOf(['hub', 'results', 'shop']), play?.name, entityOf(b, play?.entity));
  }
  if (native) {
    return say.nativeAccessibility(
      screensOf(['hub', 'list', 'auth']),
      primary,
      primary.fields
        .filter((f) => !['id', 'createdAt', 'updatedAt'].includes(f.name))
        .slice(0, 3)
        .map((f) => f.name),
    );
  }
  if (surface === 'extension') {
    const marker = b.screens.find((s) => s.kind === 'overlay');
    return say.extension.accessibility(
      c.name,
      (b.productName.match(/[A-Za-z]/)?.[0] ?? 'K').toUpperCase(),
      entityOf(b, marker?.entity),
    );
  }
  if (surface === 'game') return say.game.webAccessibility;
  const form = b.entities.find((e) => b.screens.some((s) => s.entity === e.name && s.kind === 'detail')) ?? primary;
  return say.webAccessibility({
    main: screensOf(['hub', 'list', 'landing']),
    keyboard: screensOf(['list', 'hub']),
    form,
    primary,
    internal: b.internal,
    photo: b.entities.find((e) => e.fields.some((f) => /uploaded image/.test(f.notes))),
  });
}

function headlessFrontend(c: ScreenDocContext): FrontendOutput {
  const b = c.brief;
  const cli = b.platforms.includes('cli');
  const api = b.platforms.includes('api');
  const say = screenPhrases(b.language).headless;
  const commands = b.features.slice(0, 4).map((f) => `\`${commandOf(b, f)}\``);
  const endpoints = b.endpoints.slice(0, 4).map((e) => `\`${e.method} ${e.path}\``);
  return {
    screens: [],
    noScreens: say.noScreens(c.name, b.users, commands, b.endpoints.length, endpoints, cli, api),
    sharedComponents: [
      ...(cli ? say.cliComponents : []),
      ...(api ? say.apiComponents : []),
      say.validation(primaryOf(b), cli, api),
    ],
    stateManagement: cli ? say.cliState(b.slug, `${b.slug.toUpperCase().replace(/-/g, '_')}_API_KEY`) : say.apiState,
    styling: cli ? say.cliStyling : say.apiStyling,
    accessibility: [...(cli ? say.cliAccessibility : []), ...(api ? say.apiAccessibility : [])],
  };
}

// ---------------------------------------------------------------------------------------------
// App flow

export function appFlowDoc(c: ScreenDocContext): AppFlowOutput {
  const b = c.brief;
  const surface = surfaceOf(b);
  const screens = b.screens.map((s) => ({ route: s.route, name: s.name, states: screenStates(c, s), next: s.next }));
  const journeys =
    surface === 'headless' ? headlessJourneys(c) : [firstJourney(c, surface), ...moreJourneys(c, surface)];
  return {
    screens,
    ...(surface === 'headless'
      ? {
          noScreens: screenPhrases(b.language).headless.flowNoScreens(c.name, b.platforms.includes('cli')),
        }
      : {}),
    journeys,
  };
}

/** The goal of a feature's user story ("rate and review after a completed visit"). */
function goalOf(feature: ModelFeature): string {
  return /I want to (.+?) so that/.exec(feature.userStory)?.[1] ?? lower(feature.name);
}

/** "keep my notes" → "keep their notes": a first-person goal as a step anyone can follow. */
function thirdPerson(text: string): string {
  return text
    .replace(/\bI'm\b|\bI’m\b|\bI am\b/g, 'they are')
    .replace(/\bI\b/g, 'they')
    .replace(/\bmy\b/g, 'their')
    .replace(/\bme\b/g, 'them')
    .replace(/\bmyself\b/g, 'themselves');
}

const criterion = (f: ModelFeature) => lower(noStop(f.acceptanceCriteria[0] ?? f.name));
const journeyFeature = (b: CompositionModel, f: ModelFeature): JourneyFeature => ({
  name: f.name,
  description: f.description,
  entity: entityOf(b, f.entity),
  goal: thirdPerson(goalOf(f)),
  check: criterion(f),
  firstCriterion: noStop(f.acceptanceCriteria[0] ?? f.name),
});
const routeOf = (b: CompositionModel, f: ModelFeature | undefined) => f?.routes[0] ?? b.hub;

function firstJourney(c: ScreenDocContext, surface: Surface): AppFlowOutput['journeys'][number] {
  const b = c.brief;
  const first = c.first;
  const accounts = b.features.find((f) => f.key === 'accounts');
  const steps: string[] = [];
  const ids = unique([accounts?.id, first?.id].filter((id): id is string => id !== undefined));
  const say = screenPhrases(b.language).journeys;
  const place = (route: string) => say.place(screenAt(b, route)?.name ?? route, route);
  const using = first && journeyFeature(b, first);
  const doFirst =
    first && using
      ? [routeOf(b, first) === b.hub ? say.there(using) : say.openAnd(place(routeOf(b, first)), using), say.see(using)]
      : [];
  switch (surface) {
    case 'game': {
      const play = b.screens.find((s) => s.kind === 'play');
      const loop = entityOf(b, play?.entity);
      const results = b.screens.find((s) => s.kind === 'results');
      const game = screenPhrases(b.language).game.journeys;
      steps.push(
        mobileOf(b) ? game.install(c.name, storesIn(b), place(b.hub)) : game.open(c.name, place(b.hub)),
        game.play(loop),
        game.finish(loop, results && place(results.route)),
      );
      if (b.accounts)
        steps.push(
          game.signIn(
            mobileOf(b)
              ? [
                  ...(b.platforms.includes('ios') ? ['Game Center'] : []),
                  ...(b.platforms.includes('android') ? ['Google Play Games'] : []),
                ]
              : undefined,
          ),
        );
      if (screenAt(b, '/leaderboard')) steps.push(game.rank(place('/leaderboard')));
      return {
        name: c.pick(game.firstNames, 'journey-first'),
        featureIds: unique([...(play?.featureIds ?? []), ...(results?.featureIds ?? []), ...ids]).slice(0, 4),
        steps,
      };
    }
    case 'extension': {
      const overlay = b.screens.find((s) => s.kind === 'overlay');
      const site = b.integrations[0]?.name;
      const ext = screenPhrases(b.language).extension.journeys;
      steps.push(
        ext.add(c.name),
        ext.pin(c.name),
        // The overlay's purpose says where it is injected, then what it does there.
        ext.openPage(site, overlay?.purpose.replace(/^[^:]+: /, '')),
        ext.openPopup(place(b.hub)),
      );
      if (b.accounts) steps.push(ext.signIn);
      return {
        name: c.pick(ext.firstNames, 'journey-first'),
        featureIds: unique([...(overlay?.featureIds ?? []), ...ids]).slice(0, 4),
        steps,
      };
    }
    case 'internal': {
      const hub = screenAt(b, b.hub);
      if (b.accounts) steps.push(say.invited(adminRole(b)), say.land(place(b.hub)));
      else steps.push(say.openOn(c.name, place(b.hub)));
      steps.push(...doFirst);
      return {
        name: c.pick(say.teamNames(hub?.name), 'journey-first'),
        featureIds: ids,
        steps,
      };
    }
    case 'app':
      steps.push(mobileOf(b) ? say.install(c.name, say.stores(b.platforms.includes('ios'), b.platforms.includes('android'))) : say.download(c.name));
      if (b.accounts)
        steps.push(say.continueWith(b.platforms.includes('ios'), place('/sign-in')), say.land(place(b.hub)));
      else steps.push(say.opensOn(place(b.hub)));
      steps.push(...doFirst);
      return {
        name: c.pick(say.appNames(primaryOf(b)), 'journey-first'),
        featureIds: ids,
        steps,
      };
    default:
      if (b.accounts) steps.push(say.landing(c.name), say.signUp);
      else steps.push(say.open(c.name, b.hub));
      if (screenAt(b, '/onboarding')) steps.push(say.onboarding);
      if (b.accounts) steps.push(say.land(place(b.hub)));
      steps.push(...doFirst);
      return {
        name: c.pick(say.webNames, 'journey-first'),
        featureIds: ids,
        steps,
      };
  }
}

function moreJourneys(c: ScreenDocContext, surface: Surface): AppFlowOutput['journeys'] {
  const b = c.brief;
  const journeys: AppFlowOutput['journeys'] = [];
  const paying = b.features.find((f) => ['payments', 'cart', 'subscriptions'].includes(f.key));
  const core = b.features.filter((f) => f.key !== 'accounts' && f.key !== 'settings' && f !== c.first && f !== paying);
  const say = screenPhrases(b.language).journeys;
  const place = (route: string) => say.place(screenAt(b, route)?.name ?? route, route);
  const signIn = say.signIn(
    surface === 'internal'
      ? 'staff'
      : surface === 'app' || surface === 'game' || surface === 'extension' || !b.accounts
        ? 'open'
        : 'account',
    c.name,
  );
  for (const feature of core.slice(0, 2)) {
    const using = journeyFeature(b, feature);
    journeys.push({
      name: feature.name,
      featureIds: [feature.id],
      steps: [
        say.goTo(signIn, place(routeOf(b, feature))),
        say.use(using),
        say.see(using),
        say.backOn(place(b.hub), using),
      ],
    });
  }
  const shop = screenAt(b, '/shop');
  if (surface === 'game' && shop) {
    const currency = shop.components.find((x) => /Packs$/.test(x))?.replace(/Packs$/, '');
    const coins = entityOf(b, currency);
    const buy = screenPhrases(b.language).game.journeys.shop;
    journeys.push({
      name: buy.name,
      featureIds: shop.featureIds.length > 0 ? shop.featureIds : [b.features[0]!.id],
      steps: [
        buy.open(place('/shop')),
        buy.choose(currency, mobileOf(b) ? storesIn(b) : undefined, coins),
        buy.see(currency, coins),
        buy.restore,
      ],
    });
  } else if (surface === 'internal' && screenAt(b, '/admin/people')) {
    const screen = screenAt(b, '/admin/people')!;
    journeys.push({
      name: say.teammate.name,
      featureIds: screen.featureIds.length > 0 ? screen.featureIds : [b.features[0]!.id],
      steps: say.teammate.steps(adminRole(b), place('/admin/people'), place(b.hub)),
    });
  } else if (surface === 'extension' && screenAt(b, '/options')) {
    const options = screenAt(b, '/options')!;
    const adjust = screenPhrases(b.language).extension.journeys.adjust;
    journeys.push({
      name: adjust.name,
      featureIds: options.featureIds.length > 0 ? options.featureIds : [b.features[0]!.id],
      steps: [adjust.open(place('/options')), options.purpose, adjust.applies],
    });
  } else if (paying) {
    const route = paying.routes[paying.routes.length - 1] ?? b.hub;
    journeys.push({
      name: say.pay.name(paying.key === 'subscriptions'),
      featureIds: [paying.id],
      steps: say.pay.steps(route, c.name),
    });
  }
  const returning = b.features.find((f) => ['notifications', 'reminders', 'insights', 'streaks'].includes(f.key));
  if (returning && !journeys.some((j) => j.featureIds.includes(returning.id)) && returning !== c.first) {
    journeys.push({
      name: say.returning.name(b.user),
      featureIds: [returning.id],
      steps: [
        b.accounts && surface === 'web' ? say.returning.signIn : say.returning.open(c.name),
        say.returning.openPlace(place(routeOf(b, returning))),
        say.returning.result(journeyFeature(b, returning)),
      ],
    });
  }
  return journeys;
}

function headlessJourneys(c: ScreenDocContext): AppFlowOutput['journeys'] {
  const b = c.brief;
  const cli = b.platforms.includes('cli');
  const say = screenPhrases(b.language).headless;
  const features = [c.first, ...b.features.filter((f) => f !== c.first)].filter(
    (f): f is ModelFeature => f !== undefined,
  );
  const callOf = (f: ModelFeature) => {
    const endpoint = b.endpoints.find((e) => e.featureIds.includes(f.id));
    return cli
      ? say.run(commandOf(b, f))
      : endpoint
        ? say.call(`${endpoint.method} ${endpoint.path}`)
        : say.callFeature(f.name);
  };
  const setup = cli
    ? [say.install(b.slug), ...(b.backendRequired ? [say.login(b.slug)] : [])]
    : [say.apiKey];
  const journeys: AppFlowOutput['journeys'] = [];
  const [first, ...rest] = features;
  if (first)
    journeys.push({
      name: say.firstName(first.name, cli),
      featureIds: [first.id],
      steps: [...setup, callOf(first), say.see(journeyFeature(b, first))],
    });
  for (const feature of rest.slice(0, 2)) {
    const using = journeyFeature(b, feature);
    journeys.push({
      name: feature.name,
      featureIds: [feature.id],
      steps: [callOf(feature), say.use(using), say.seeOrFail(using, cli)],
    });
  }
  return journeys;
}

// ---------------------------------------------------------------------------------------------
// States

type States = { loading: string; empty: string; error: string };

/** A screen's states: the standard ones point to the AI rules, which state them once (ADR 0043). */
function screenStates(c: ScreenDocContext, screen: ModelScreen): States {
  const states = ownStates(c, screen);
  const standard = standardStatesOf(c.brief, screen);
  if (!standard) return states;
  const pointer = screenPhrases(c.brief.language).states.standard;
  return {
    loading: standard.own.includes('loading') ? states.loading : pointer,
    empty: standard.own.includes('empty') ? states.empty : pointer,
    error: standard.own.includes('error') ? states.error : pointer,
  };
}

function ownStates(c: ScreenDocContext, screen: ModelScreen): States {
  const b = c.brief;
  const entity = entityOf(b, screen.entity);
  const label =
    entity?.label ?? lower(screen.name).replace(/([a-z]+)$/, (w) => (w.endsWith('ss') ? w : w.replace(/s$/, '')));
  const labels = entity?.labelPlural ?? lower(screen.name);
  const parent = screen.route.replace(/\/:[a-z]+$/i, '');
  const primary = primaryOf(b);
  const surface = surfaceOf(b);
  const say = screenPhrases(b.language).states;
  if (b.archetype.id === 'static_site' && ['list', 'detail', 'hub'].includes(screen.kind))
    return say.prerendered(screen.kind, { label, labels, entity, screen: screen.name }, parent, primary);
  switch (screen.kind) {
    case 'landing':
      return say.landing(c.name, b.users, primary);
    case 'auth':
      return authStates(c, screen, surface);
    case 'hub':
      return hubStates(c, screen, surface);
    case 'play':
      return screenPhrases(b.language).game.states.play(entity);
    case 'results':
      return screenPhrases(b.language).game.states.results(
        { label, labels, entity, screen: screen.name },
        screen.components.some((x) => /Earned$/.test(x)),
      );
    case 'ranking':
      return screenPhrases(b.language).game.states.ranking(c.name);
    case 'shop':
      return screenPhrases(b.language).game.states.shop(c.name, mobileOf(b) ? storesIn(b) : undefined);
    case 'overlay':
      return screenPhrases(b.language).extension.states.overlay(c.name, { label, labels, entity, screen: screen.name });
    case 'options':
      return screenPhrases(b.language).extension.states.options(c.name);
    case 'list':
      return listStates(c, screen, label, labels);
    case 'detail':
      return say.detail({ label, labels, entity, screen: screen.name }, screenAt(b, parent) ? parent : b.hub);
    default:
      return pageStates(c, screen);
  }
}

/** Pages that are not lists of an entity: settings, people, reports, the extension's side panel. */
function pageStates(c: ScreenDocContext, screen: ModelScreen): States {
  const b = c.brief;
  const say = screenPhrases(b.language).states;
  switch (screen.route) {
    case '/settings':
      return say.settings(c.name, roleLabel(b));
    case '/admin/people':
      return say.people(c.name, adminRole(b));
    case '/profile':
      return screenPhrases(b.language).game.states.profile(roleLabel(b), b.primaryEntity);
    case '/sidepanel':
      return screenPhrases(b.language).extension.states.sidePanel(entityOf(b, screen.entity));
    default:
      return say.page(screen.name, screen.purpose);
  }
}

function authStates(c: ScreenDocContext, screen: ModelScreen, surface: Surface): States {
  const b = c.brief;
  const say = screenPhrases(b.language).states;
  if (surface === 'internal') return say.staffSignIn(adminRole(b));
  if (surface === 'app') return say.welcome(c.name, b.platforms.includes('ios'));
  if (screen.route === '/sign-up')
    return say.signUp(
      c.name,
      b.roles.slice(0, 3).map((r) => r.role),
      roleLabel(b),
    );
  const signIn = say.signIn(c.name);
  return { loading: signIn.loading, empty: signIn.empty, error: c.pick(signIn.errors, 'auth-error') };
}

function hubStates(c: ScreenDocContext, screen: ModelScreen, surface: Surface): States {
  const b = c.brief;
  const primary = primaryOf(b);
  const first = c.first;
  switch (surface) {
    case 'game': {
      const currency = screen.components.find((x) => /Balance$/.test(x))?.replace(/Balance$/, '');
      return screenPhrases(b.language).game.states.home(c.name, currency, entityOf(b, currency));
    }
    case 'extension': {
      const found = b.screens.find((s) => s.kind === 'overlay');
      return screenPhrases(b.language).extension.states.popup(c.name, entityOf(b, found?.entity) ?? primary);
    }
    case 'internal':
      return screenPhrases(b.language).states.teamHub(primary, screen.name, roleLabel(b));
    default: {
      const hub = screenPhrases(b.language).states.hub(primary, screen.name, b.user, first?.name);
      return { loading: c.pick(hub.loadings, 'hub-loading'), empty: hub.empty, error: hub.error };
    }
  }
}

function listStates(c: ScreenDocContext, screen: ModelScreen, label: string, labels: string): States {
  const b = c.brief;
  const listed = { label, labels, entity: entityOf(b, screen.entity), screen: screen.name };
  if (surfaceOf(b) === 'game')
    return screen.route === '/play'
      ? screenPhrases(b.language).game.states.map(listed)
      : screenPhrases(b.language).game.states.events(listed);
  const say = screenPhrases(b.language).states;
  if (!createsRecords(b, screen)) return say.feed(listed, b.hub);
  const list = say.list(listed);
  return { loading: list.loading, empty: c.pick(list.empties, `empty-${screen.route}`), error: list.error };
}
