import { ruScreens } from '../ru/screens';
import { capitalise, joinList, lowerWords, pluralPhrase } from '../text';
import type { CompositionModel, ModelEntity } from './types';

/**
 * The names and purposes of the screens of web products, native apps and internal tools, in English;
 * ru/screens.ts writes the same phrases in Russian. model/screens.ts decides which screens there are.
 */

const roleName = (role: string) => role.toLowerCase();
const pluralRoles = (roles: readonly string[]) => roles.map((r) => pluralPhrase(roleName(r)));

export const enScreens = {
  landing: {
    name: 'Landing',
    purpose: (product: string, roles: readonly string[], core: readonly string[]) =>
      `Tells visitors what ${product} does for ${joinList(pluralRoles(roles))} (${joinList(core.map((f) => f.toLowerCase()))}) and leads them to sign up`,
  },
  signUp: {
    name: 'Sign up',
    purpose: (roles: readonly string[]) =>
      roles.length > 1
        ? `New ${joinList(pluralRoles(roles), 'or')} create an account and say which they are`
        : `A new ${roleName(roles[0] ?? 'user')} creates an account with email or Google`,
  },
  signIn: {
    name: 'Sign in',
    purpose: (product: string, roles: readonly string[]) => `Returning ${joinList(pluralRoles(roles))} sign in to ${product}`,
    staff: (product: string) =>
      `Staff sign in with the company’s Google Workspace or Microsoft account; ${product} has no public sign-up, so people join by an invitation from an admin`,
  },
  welcome: {
    name: 'Welcome',
    purpose: (product: string, main: string) =>
      `The first screen after install: one line on what ${product} does for ${pluralPhrase(roleName(main))}, then sign-in in one step`,
  },
  people: {
    name: 'People and roles',
    purpose: (admin: string, roles: readonly string[]) =>
      `The ${roleName(admin)} invites staff by email, makes each person ${joinList(
        roles.map((r) => roleName(r)),
        'or',
      )}, and removes leavers the day they go`,
  },
  /** The internal tool's home: the team's work of the day, still open, or all of it. */
  teamHub: {
    name: (primary: ModelEntity, by: 'date' | 'status' | 'all') =>
      by === 'date'
        ? `Today’s ${primary.labelPlural}`
        : by === 'status'
          ? `Open ${primary.labelPlural}`
          : capitalise(primary.labelPlural),
    purpose: (main: string, primary: ModelEntity, by: 'date' | 'status' | 'all', status: string, others: readonly ModelEntity[]) =>
      `Where ${pluralPhrase(main)} land after signing in: ${by === 'date' ? `today’s ${primary.labelPlural} in time order` : by === 'status' ? `${primary.labelPlural} still to handle, by ${lowerWords(status)}` : `every ${primary.label} of the team`}${others.length > 0 ? `, with their ${joinList(others.map((e) => e.label))}` : ''}`,
  },
  today: {
    name: 'Today',
    purpose: (primary: ModelEntity) => `Today’s ${primary.labelPlural}, each checked off in one tap`,
  },
  siteHome: {
    name: 'Home',
    purpose: (product: string, primary: ModelEntity) =>
      `What ${product} offers, its best ${primary.labelPlural} and the way to get in touch`,
  },
  home: {
    name: 'Home',
    purpose: (primary: ModelEntity) => `The start screen: the latest ${primary.labelPlural} and the button to add one`,
  },
  dashboard: {
    name: (app: boolean): string => (app ? 'Home' : 'Dashboard'),
    purpose: (main: string, shown: ReadonlyArray<{ entity: ModelEntity; dated: boolean }>, core?: string) =>
      `A ${main}’s home after signing in: ${joinList(
        shown.map(({ entity, dated }) => (dated ? `upcoming ${entity.labelPlural}` : `recent ${entity.labelPlural}`)),
      )}${core ? `, one tap from ${core.toLowerCase()}` : ''}`,
  },
  list: { name: (entity: ModelEntity) => capitalise(entity.labelPlural) },
  detail: {
    name: (entity: ModelEntity) => capitalise(entity.label),
    purpose: (entity: ModelEntity, fields: readonly string[], children: readonly ModelEntity[], role: string) =>
      `One ${entity.label}${fields.length > 0 ? `: ${joinList(fields.map(lowerWords))}` : ''}${children.length > 0 ? `, with its ${joinList(children.map((c) => c.labelPlural))}` : ''}; the ${roleName(role)} edits it here`,
  },
  settings: {
    name: 'Settings',
    purpose: (role: string, internal: boolean, notify: string | undefined, integrations: readonly string[]) =>
      `Each ${roleName(role)} sets ${joinList([
        internal ? 'their name and working hours' : 'the profile',
        ...(notify ? [`when ${notify.toLowerCase()} arrive`] : []),
        ...(integrations.length > 0 ? [`the ${joinList(integrations)} connection`] : []),
        ...(internal ? [] : ['data export and account deletion']),
      ])}`,
  },
};

export type ScreenPhrases = typeof enScreens;

/** The screens' phrasebook for a kit's language (a language without its own book is written in English). */
export const screenPhrases = (language: CompositionModel['language']): ScreenPhrases =>
  language === 'ru' ? ruScreens : enScreens;
