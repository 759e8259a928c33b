import type { Archetype, ArchetypeId } from '../archetypes';
import type { ScreenSpec } from '../features';
import type { AppPlatform } from '../lexicon';
import { capitalise, pascalCase, unique } from '../text';
import type { ModelEntity, ModelFeature, ModelScreen } from './types';

/** The screens of a product from its features and entities, shared by both paths. */

function screenKind(
  route: string,
  context: { accounts: boolean; hub: string },
  entityRoutes: Map<string, string>,
): ModelScreen['kind'] {
  if (route === context.hub) return 'hub';
  if (route === '/' && context.accounts) return 'landing';
  if (route === '/sign-in' || route === '/sign-up') return 'auth';
  if (/:[a-z]+$/i.test(route)) return 'detail';
  if (entityRoutes.has(route)) return 'list';
  return 'page';
}

function hubScreen(archetype: Archetype, accounts: boolean, hub: string, productName: string): ScreenSpec {
  if (accounts)
    return {
      route: hub,
      name: 'Dashboard',
      purpose: `The signed-in home: what needs attention today in ${productName} and shortcuts to every area`,
      components: ['AppShell', 'TodaySummary', 'QuickActions', 'RecentActivity'],
    };
  const byArchetype: Partial<Record<ArchetypeId, ScreenSpec>> = {
    tracker: {
      route: hub,
      name: 'Today',
      purpose: 'See today’s items and check them off in one tap',
      components: ['TodayList', 'ProgressRing', 'CheckInButton', 'StreakBadge'],
    },
    extension: {
      route: hub,
      name: 'Popup',
      purpose: `Use ${productName} on the current page`,
      components: ['PageHeader', 'PrimaryAction', 'RecentItems'],
    },
    static_site: {
      route: hub,
      name: 'Home',
      purpose: `Say what ${productName} offers, show the best work and lead to the contact form`,
      components: ['Hero', 'FeaturedWork', 'Testimonials', 'ContactCallToAction'],
    },
    game: {
      route: hub,
      name: 'Home',
      purpose: 'Start playing, continue or change settings',
      components: ['PlayButton', 'ContinueCard', 'SettingsLink'],
    },
  };
  return (
    byArchetype[archetype.id] ?? {
      route: hub,
      name: 'Home',
      purpose: `The start screen of ${productName}: recent items and the main action`,
      components: ['AppHeader', 'RecentItems', 'PrimaryAction'],
    }
  );
}

export function buildScreens(
  features: ModelFeature[],
  entities: ModelEntity[],
  context: {
    accounts: boolean;
    hub: string;
    archetype: Archetype;
    productName: string;
    platforms: AppPlatform[];
    primaryEntity: string;
  },
): ModelScreen[] {
  const entityRoutes = new Map(entities.map((e) => [e.route, e.name]));
  const screens = new Map<string, ModelScreen>();
  const add = (spec: ScreenSpec, featureId?: string, entity?: string) => {
    const existing = screens.get(spec.route);
    if (existing) {
      if (featureId && !existing.featureIds.includes(featureId)) existing.featureIds.push(featureId);
      existing.components = unique([...existing.components, ...spec.components]).slice(0, 7);
      return;
    }
    screens.set(spec.route, {
      ...spec,
      components: [...spec.components],
      kind: screenKind(spec.route, context, entityRoutes),
      featureIds: featureId ? [featureId] : [],
      entity,
      next: [],
    });
  };
  if (context.accounts) {
    add({
      route: '/',
      name: 'Landing',
      purpose: `Explain what ${context.productName} does and invite visitors to sign up`,
      components: ['Hero', 'HowItWorks', 'Testimonials', 'PricingTeaser', 'Footer'],
    });
    add({ route: '/sign-up', name: 'Sign up', purpose: 'Create an account', components: ['SignUpForm'] });
    add({ route: '/sign-in', name: 'Sign in', purpose: 'Sign in to an existing account', components: ['SignInForm'] });
  }
  add(hubScreen(context.archetype, context.accounts, context.hub, context.productName));
  for (const feature of features) {
    for (const route of feature.routes) {
      const entityName = entityRoutes.get(route) ?? entityRoutes.get(route.replace(/\/:[a-z]+$/i, ''));
      const explicit = feature.screens.find((s) => s.route === route);
      if (explicit) {
        add({ ...explicit, route }, feature.id);
      } else if (entityName && entityRoutes.get(route) === entityName) {
        const entity = entities.find((e) => e.name === entityName)!;
        add(
          {
            route,
            name: capitalise(entity.labelPlural),
            purpose: `Browse, search and add ${entity.labelPlural}`,
            components: [`${entityName}List`, `${entityName}Filters`, `New${entityName}Button`, 'EmptyState'],
          },
          feature.id,
          entityName,
        );
      } else if (entityName) {
        const entity = entities.find((e) => e.name === entityName)!;
        add(
          {
            route,
            name: `${capitalise(entity.label)} details`,
            purpose: `See one ${entity.label}, edit it and act on it`,
            components: [`${entityName}Header`, `${entityName}Form`, 'ActionBar'],
          },
          feature.id,
          entityName,
        );
      } else if (route === context.hub) {
        add(hubScreen(context.archetype, context.accounts, context.hub, context.productName), feature.id);
      } else if (route === '/settings') {
        add(settingsScreen, feature.id);
      } else {
        add(
          {
            route,
            name: capitalise(
              route
                .split('/')
                .filter((p) => p && !p.startsWith(':'))
                .pop()
                ?.replace(/-/g, ' ') ?? 'Page',
            ),
            purpose: feature.description,
            components: [`${pascalCase(feature.name)}Panel`],
          },
          feature.id,
        );
      }
    }
  }
  if (context.accounts) add(settingsScreen);
  const accountFeature = features.find((f) => f.key === 'accounts');
  if (accountFeature) {
    for (const route of ['/sign-up', '/sign-in', '/settings']) {
      const screen = screens.get(route);
      if (screen && !screen.featureIds.includes(accountFeature.id)) screen.featureIds.push(accountFeature.id);
    }
  }
  // Lists before their detail screens, otherwise in order of first use.
  const all = [...screens.values()];
  const base = (route: string) => route.replace(/\/:[a-z]+$/i, '');
  const firstIndex = new Map<string, number>();
  all.forEach((screen, index) => {
    if (!firstIndex.has(base(screen.route))) firstIndex.set(base(screen.route), index);
  });
  const list = all
    .map((screen, index) => ({ screen, index }))
    .sort((a, b) => {
      const ga = routesFixed.has(a.screen.route) ? a.index : firstIndex.get(base(a.screen.route))!;
      const gb = routesFixed.has(b.screen.route) ? b.index : firstIndex.get(base(b.screen.route))!;
      return ga - gb || Number(a.screen.kind === 'detail') - Number(b.screen.kind === 'detail') || a.index - b.index;
    })
    .map(({ screen }) => screen);
  const routes = new Set(list.map((s) => s.route));
  const topLevel = list
    .filter((s) => (s.kind === 'list' || s.kind === 'page') && !['/checkout', '/cart'].includes(s.route))
    .map((s) => s.route);
  for (const screen of list) {
    const next: string[] = [];
    if (screen.kind === 'landing')
      next.push(
        '/sign-up',
        '/sign-in',
        ...topLevel.filter((r) => ['/pricing', '/contact', '/blog', '/articles'].includes(r) || isPublic(r, features)),
      );
    else if (screen.route === '/sign-up')
      next.push(routes.has('/onboarding') ? '/onboarding' : context.hub, '/sign-in');
    else if (screen.route === '/sign-in') next.push(context.hub, '/sign-up');
    else if (screen.kind === 'hub') next.push(...topLevel);
    else if (screen.kind === 'list')
      next.push(
        ...list.filter((s) => s.kind === 'detail' && s.route.startsWith(`${screen.route}/`)).map((s) => s.route),
        context.hub,
      );
    else if (screen.kind === 'detail') {
      const parent = screen.route.replace(/\/:[a-z]+$/i, '');
      next.push(routes.has(parent) ? parent : context.hub);
      if (screen.entity === context.primaryEntity)
        for (const extra of ['/checkout', '/cart', '/messages']) if (routes.has(extra)) next.push(extra);
    } else next.push(context.hub);
    if (screen.route === '/onboarding') next.unshift(context.hub);
    screen.next = unique(next.filter((r) => routes.has(r) && r !== screen.route));
    if (screen.next.length === 0 && screen.route !== context.hub) screen.next = [context.hub];
  }
  return list;
}

const routesFixed = new Set(['/', '/sign-up', '/sign-in', '/dashboard', '/popup', '/settings']);

const settingsScreen: ScreenSpec = {
  route: '/settings',
  name: 'Settings',
  purpose: 'Edit the profile, preferences, connected services and privacy options',
  components: ['ProfileForm', 'NotificationPreferences', 'ConnectedServices', 'DangerZone'],
};

function isPublic(route: string, features: ModelFeature[]): boolean {
  return features.some((f) => f.routes.includes(route) && f.api.some((a) => a.method === 'GET' && !a.auth));
}
