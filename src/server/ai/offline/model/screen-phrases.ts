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

  /** The frontend document's look, one of three by the variant. */
  styling: (primary: ModelEntity) => [
    `A calm, high-contrast palette with one accent colour; ${primary.labelPlural} sit on roomy cards`,
    `A clean, friendly look: one accent colour, rounded ${primary.label} cards and clear hierarchy`,
    `Neutral surfaces, one brand colour and readable 16 px body text, so ${primary.labelPlural} stay the focus`,
  ],
  /** Accessibility of a React Native app (VoiceOver and TalkBack, not ARIA). */
  nativeAccessibility: (touchable: readonly string[], primary: ModelEntity, fields: readonly string[]) => [
    `Every touchable on ${joinList(touchable) || 'each screen'} has an accessibilityLabel and an accessibilityRole (button, link, header)`,
    `Text follows Dynamic Type on iOS and font scaling on Android up to 200%; ${primary.label} cards grow instead of truncating`,
    `VoiceOver and TalkBack read a ${primary.label} in a sensible order (${
      lowerWords(fields.join(', ')).replace(/[.!]+$/, '') || 'name first'
    }); saves and errors are announced with AccessibilityInfo.announceForAccessibility`,
    'Touch targets are at least 44×44 pt on iOS and 48×48 dp on Android',
    'Reduce Motion and Bold Text are respected; contrast is at least 4.5:1 in light and dark mode',
  ],
  /** Accessibility of a web product or an internal tool. */
  webAccessibility: (a: {
    main: readonly string[];
    keyboard: readonly string[];
    form: ModelEntity;
    primary: ModelEntity;
    internal: boolean;
    photo?: ModelEntity;
  }) => [
    `WCAG 2.2 AA on ${joinList(a.main) || 'every screen'}: text contrast at least 4.5:1 and a visible focus ring on every control`,
    `Every field of the ${a.form.label} form has a label; its errors are announced with aria-live and linked with aria-describedby`,
    `${joinList(a.keyboard) || 'The main screens'} can be used with the keyboard alone, in a logical tab order${a.internal ? ', with shortcuts for the actions staff repeat all day' : ''}`,
    `Buttons on ${a.primary.label} rows and cards are at least 44×44 px, and no ${a.primary.label} action depends on hover`,
    `Motion respects prefers-reduced-motion${a.photo ? `; every ${a.photo.label} photo has alt text` : ''}`,
  ],
};

export type ScreenPhrases = typeof enScreens;

/** The screens' phrasebook for a kit's language (a language without its own book is written in English). */
export const screenPhrases = (language: CompositionModel['language']): ScreenPhrases =>
  language === 'ru' ? ruScreens : enScreens;
