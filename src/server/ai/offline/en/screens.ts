import type { JourneyFeature, Listed } from '../model/screen-phrases';
import { fieldInWords, fieldsInWords, statusField } from '../model/record-fields';
import type { ModelEntity } from '../model/types';
import { capitalise, joinList, lowerWords, pluralPhrase, withArticle } from '../text';

/** The screens' sentences in English; ru/screens.ts writes the same phrases in Russian. */

const roleName = (role: string) => role.toLowerCase();
/** Lower-cases the first letter unless the text opens with an acronym ("CRM"). */
const lowerFirst = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
/** The page an extension works on: a site's page when it serves one site. */
const pageIn = (site: string | undefined) => (site ? `the ${site} page in the current tab` : 'the page in the current tab');
const pluralRoles = (roles: readonly string[]) => roles.map((r) => pluralPhrase(roleName(r)));

export const screensEn = {
  /** A screen the feature catalogue defines, as the catalogue words it. */
  catalogue: <S extends { name: string; purpose: string }>(spec: S): S => spec,
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
      `${capitalise(withArticle(main))}’s home after signing in: ${joinList(
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
    `VoiceOver and TalkBack read ${withArticle(primary.label)} in a sensible order (${
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
    `Every field of the ${a.form.label} form${fieldsInWords(a.form.fields) ? ` (${fieldsInWords(a.form.fields)})` : ''} has a label; its errors are announced with aria-live and linked with aria-describedby`,
    `${joinList(a.keyboard) || 'The main screens'} can be used with the keyboard alone, in a logical tab order${a.internal ? ', with shortcuts for the actions staff repeat all day' : ''}`,
    `Buttons on ${a.primary.label} rows and cards are at least 44×44 px, and no ${a.primary.label} action depends on hover`,
    `Motion respects prefers-reduced-motion${a.photo ? `; every ${a.photo.label} photo has alt text` : ''}`,
  ],

  /** A screen's loading, empty and error states, by what the screen shows. */
  states: {
    /** A state every product's screen of its kind has: the AI rules state it once (ADR 0043). */
    standard: 'Standard (AGENTS.md)',
    /** A page of a content site, built ahead: its text is part of the build, only its images load. */
    prerendered: (kind: string, { label, labels }: Listed, parent: string, primary: ModelEntity) => ({
      loading: `Pages are pre-rendered, so the ${labels} text appears at once; images load lazily with a blurred preview`,
      empty:
        kind === 'list'
          ? `If there are no ${labels} yet, a short “More coming soon” note and a link to the contact page`
          : kind === 'detail'
            ? `An unknown ${label} shows the 404 page with a link back to ${parent}`
            : `Never empty: the headline, the featured ${primary.labelPlural} and the call to action are part of the build`,
      error: `If ${withArticle(label)} image fails to load, its alt text and caption stay readable and the rest of the page works`,
    }),
    landing: (product: string, users: string, primary: ModelEntity) => ({
      loading: `Pre-rendered: the ${product} headline and the ${primary.label} examples show at once; images fade in`,
      empty: `Never empty: what ${product} does for ${users}, a sample ${primary.label} and the sign-up button are part of the build`,
      error: `If a section fails to load it is hidden; the button to sign up for ${product} always works`,
    }),
    staffSignIn: (admin: string) => ({
      loading: 'The single sign-on button shows a spinner while the company’s identity provider answers',
      empty: `The company sign-in button and, for someone who arrived from an invitation, the form to accept it`,
      error: `An account outside the company, or without an invitation, is told to ask the ${admin} for access`,
    }),
    welcome: (product: string, apple: boolean) => ({
      loading: `The ${apple ? 'Apple or ' : ''}Google sheet opens over the welcome screen while ${product} waits`,
      empty: `The welcome screen: one line on what ${product} does and the sign-in options`,
      error: 'A cancelled or failed sign-in returns to the welcome screen with the reason and every option still there',
    }),
    signUp: (product: string, roles: readonly string[], role: string) => ({
      loading: `The button shows a spinner while ${product} creates the account`,
      empty: `An empty form with the email field focused${
        roles.length > 1 ? ` and the choice between ${joinList(roles.map((r) => r.toLowerCase()), 'or')}` : ''
      }`,
      error: `A taken email or a weak password is explained next to its field; everything typed for the ${role} account stays`,
    }),
    signIn: (product: string) => ({
      loading: `The button shows a spinner while ${product} checks the password`,
      // Sign-in offers Google as sign-up does (the Sign up screen's purpose says so).
      empty: `${product}’s email and password fields and the Google button, with links to sign up and to reset a forgotten password`,
      errors: [
        `“Email or password is incorrect” without saying which; the email stays filled in for the next try`,
        `A short message above the ${product} sign-in form says what went wrong, and the email is kept`,
      ],
    }),
    teamHub: (primary: ModelEntity, screen: string, role: string) => ({
      loading: `Skeleton rows shaped like ${primary.labelPlural} while ${lowerFirst(screen)} loads`,
      empty: `No ${primary.labelPlural} yet: a line saying so and a “New ${primary.label}” button for the ${role}`,
      error: `“Couldn’t load ${lowerFirst(screen)}” with Retry; the last loaded list stays visible, marked as out of date`,
    }),
    hub: (primary: ModelEntity, screen: string, user: string, first?: string) => ({
      loadings: [
        `Skeleton cards shaped like ${primary.labelPlural} while ${lowerFirst(screen)} loads`,
        `A light skeleton of the ${primary.label} cards, never a blank ${lowerFirst(screen)}`,
      ],
      empty: `A welcome for a new ${user} and one clear button to get started${first ? ` with ${lowerFirst(first)}` : ''}`,
      error: `A banner says the ${primary.labelPlural} could not load, with Retry; navigation keeps working`,
    }),
    /** A list the product fills (notifications): no "New" button. */
    feed: ({ labels }: Listed, hub: string) => ({
      loading: `Five skeleton rows shaped like ${labels}`,
      empty: `“Nothing here yet”: ${labels} appear here as soon as there are any, with a link back to ${hub}`,
      error: `“Couldn’t load the ${labels}” with a Retry button`,
    }),
    list: ({ label, labels, entity }: Listed) => ({
      loading: `Five skeleton rows shaped like ${labels}${fieldsInWords(entity?.fields) ? ` (${fieldsInWords(entity?.fields)})` : ''}`,
      empties: [
        `“No ${labels} yet” with a button to add the first ${label}`,
        `A short explanation of what ${labels} are for and a “New ${label}” button`,
      ],
      // The list has a filter by its status, else a search (the screen's components): the state keeps that one.
      error: `“Couldn’t load the ${labels}” with a Retry button; ${
        statusField(entity?.fields) ? `the ${fieldInWords(statusField(entity?.fields)!)} filter keeps its choice` : 'the search keeps what was typed'
      }`,
    }),
    detail: ({ label, entity }: Listed, back: string) => ({
      loading: `The ${label} header and ${fieldsInWords(entity?.fields) ? `its ${fieldsInWords(entity?.fields)}` : 'fields'} appear as skeletons`,
      empty: `If the ${label} no longer exists, a not-found message with a link back to ${back}`,
      error: `“Couldn’t load this ${label}” with Retry and a link back to ${back}`,
    }),
    settings: (product: string, role: string) => ({
      loading: `Each ${role}’s saved settings fill the form as they load; controls stay disabled until then`,
      empty: `New accounts start from ${product}’s defaults, each explained in one line`,
      error: `A change to ${product} settings that fails to save is flagged next to its control, and the saved value is kept`,
    }),
    people: (product: string, admin: string) => ({
      loading: `Rows of ${product} staff appear as skeletons while the list loads`,
      empty: `Only the ${admin} is here at first, with the invitation form open`,
      error: `An invitation that cannot be sent says why (for example an address outside the company) and keeps the role chosen`,
    }),
    page: (screen: string, purpose: string) => ({
      loading: `The ${lowerFirst(screen)} layout appears at once and fills in as its data arrives`,
      empty: `Before there is anything to show, ${lowerFirst(screen)} says what will appear here: ${lowerFirst(purpose.replace(/[.!]+$/, ''))}`,
      error: `If ${lowerFirst(screen)} cannot load, an inline message offers Retry and nothing typed is lost`,
    }),
  },

  /** The app flow's journeys of web products, native apps and internal tools. */
  journeys: {
    /** A screen as a step names it: "Bookings (/bookings)". */
    place: (name: string, route: string) => `${name} (${route})`,
    /** What a step does with a feature: its user story's goal (`goal`), then what shows it worked (`check`). */
    use: (f: JourneyFeature) => capitalise(f.goal),
    there: (f: JourneyFeature) => `There, ${f.goal}`,
    openAnd: (place: string, f: JourneyFeature) => `Open ${place} and ${f.goal}`,
    see: (f: JourneyFeature) => `See that ${f.check}`,
    land: (place: string) => `Land on ${place}`,
    /** The stores a native app ships to. */
    stores: (ios: boolean, android: boolean) =>
      joinList([...(ios ? ['the App Store'] : []), ...(android ? ['Google Play'] : [])], 'or') || 'the app store',
    install: (product: string, stores: string) => `Install ${product} from ${stores}`,
    download: (product: string) => `Download ${product} for macOS, Windows or Linux and open it`,
    continueWith: (apple: boolean, place: string) => `Continue with ${apple ? 'Apple, ' : ''}Google or email on ${place}`,
    opensOn: (place: string) => `It opens on ${place}`,
    appNames: (primary: ModelEntity) => ['Install to first value', `Install to the first ${primary.label}`],
    invited: (admin: string) => `Accept the invitation from the ${admin} and sign in with the company account at /sign-in`,
    openOn: (product: string, place: string) => `Open ${product} on ${place}`,
    teamNames: (hub: string | undefined) => [`Sign in to ${hub ? lowerFirst(hub) : 'the day’s work'}`, 'The start of a working day'],
    landing: (product: string) => `Open ${product}’s landing page (/) and choose “Get started”`,
    signUp: 'Sign up at /sign-up and verify the email',
    open: (product: string, hub: string) => `Open ${product} (${hub})`,
    onboarding: 'Answer the onboarding questions at /onboarding',
    webNames: ['First visit to first value', 'From first visit to the first result', 'New user: first value in five minutes'],
    signIn: (how: 'staff' | 'open' | 'account', product: string) =>
      how === 'staff' ? 'Sign in with the company account' : how === 'open' ? `Open ${product}` : 'Sign in',
    goTo: (signIn: string, place: string) => `${signIn} and go to ${place}`,
    backOn: (place: string, feature: JourneyFeature) =>
      `Back on ${place}, find the ${feature.entity?.label ?? lowerFirst(feature.name)} there`,
    teammate: {
      name: 'Give a new teammate access',
      steps: (admin: string, people: string, hub: string) => [
        `The ${admin} opens ${people} and invites the person by email with a role`,
        `The new teammate signs in with the company account and lands on ${hub}`,
        'A leaver is deactivated in one click and can no longer sign in',
      ],
    },
    pay: {
      name: (subscription: boolean): string => (subscription ? 'Upgrade to a paid plan' : 'Pay for an order'),
      steps: (route: string, product: string) => [
        `Choose what to pay for and open ${route}`,
        'Pay on the Stripe page with a test card',
        `Return to ${product} and see the confirmation`,
        'Receive the receipt by email',
      ],
    },
    returning: {
      name: (user: string) => `Returning ${user}`,
      signIn: 'Sign in at /sign-in',
      open: (product: string) => `Open ${product}`,
      openPlace: (place: string) => `Open ${place}`,
      result: (feature: JourneyFeature) => capitalise(feature.firstCriterion),
    },
  },

  /** A game: its screens, their states, its accessibility and its journeys. `loop` is what one plays (a quiz, a level). */
  game: {
    home: {
      name: 'Home',
      purpose: (loop: ModelEntity | undefined, currency: ModelEntity | undefined, event: ModelEntity | undefined) =>
        `Start the next ${loop?.label ?? 'round'} in one tap${currency ? `, see the ${currency.label} balance` : ''}${event ? ` and the ${event.label} running now` : ''}`,
    },
    map: {
      name: (loop: ModelEntity) => `${capitalise(loop.label)} map`,
      purpose: (loop: ModelEntity) => `Pick an unlocked ${loop.label}; locked ones show what opens them`,
    },
    play: {
      name: (loop: ModelEntity | undefined) => capitalise(loop?.label ?? 'round'),
      purpose: (loop: ModelEntity | undefined, inner: ModelEntity | undefined) =>
        inner
          ? `Play one ${loop?.label ?? 'round'}: each ${inner.label} in turn, answered against the clock, with the score so far`
          : `Play one ${loop?.label ?? 'round'} from start to finish, with pause and the score so far`,
    },
    results: {
      name: 'Results',
      purpose: (loop: ModelEntity | undefined, run: ModelEntity | undefined, currency: ModelEntity | undefined) =>
        `The finished ${loop?.label ?? 'round'}’s ${run ? `${run.label}: ` : ''}score${currency ? `, ${currency.labelPlural} earned` : ''} and the personal best, with Play again`,
    },
    leaderboard: {
      name: 'Leaderboard',
      purpose: (player: string, event: ModelEntity | undefined) =>
        `Where every ${roleName(player)} stands${event ? ` this ${event.label} and all time` : ' today and all time'}, with the player’s own rank pinned`,
    },
    events: {
      name: (event: ModelEntity) => capitalise(event.labelPlural),
      purpose: (event: ModelEntity) => `The ${event.labelPlural} open to join, starting soon and finished`,
    },
    event: {
      name: (event: ModelEntity) => capitalise(event.label),
      purpose: (event: ModelEntity, fields: readonly string[]) =>
        `One ${event.label}: ${joinList(fields.map(lowerWords)) || 'its rules and prizes'}, its standings and a Join button`,
    },
    shop: {
      name: 'Shop',
      /** `stores` are the app stores a mobile game sells through; none means a card on the web. */
      purpose: (currency: ModelEntity | undefined, goods: readonly ModelEntity[], stores: readonly string[] | undefined) =>
        `Buy ${joinList(
          [...(currency ? [`${currency.label} packs`] : []), ...goods.map((g) => g.labelPlural)].concat(
            currency || goods.length > 0 ? [] : ['the ad-free upgrade'],
          ),
        )} with ${stores ? joinList([...stores]) + ' in-app purchases' : 'a card'}; past purchases can be restored`,
    },
    profile: {
      name: 'Profile',
      purpose: (player: string, fields: readonly string[]) =>
        `The ${roleName(player)}’s ${joinList(fields.map(lowerWords)) || 'name and avatar'} and their stats`,
    },
    social: {
      name: (social: ModelEntity) => capitalise(social.labelPlural),
      purpose: (social: ModelEntity) => `${capitalise(social.labelPlural)} to invite and challenge`,
    },
    settings: {
      name: 'Settings',
      purpose: (reminders: boolean, sells: boolean) =>
        `Sound, music and vibration${reminders ? ', play reminders' : ''}${sells ? ', restore purchases' : ''} and the language`,
    },
    states: {
      /** `currency` is the entity's name as the code spells it, `coins` the entity itself. */
      home: (product: string, currency: string | undefined, _coins?: ModelEntity) => ({
        loading: `The ${product} logo while saved progress${currency ? ` and the ${lowerWords(currency)} balance` : ''} load from the device`,
        empty: 'A first-time player sees only the Play button and a one-line hint, nothing to set up',
        error: `Offline, Play still works with the last saved progress; online parts of ${product} say “Offline” until the connection returns`,
      }),
      play: (loop: ModelEntity | undefined) => {
        const label = loop?.label ?? 'round';
        return {
          loading: `The ${label} is prepared before a three-second countdown; a “Get ready” card replaces any spinner`,
          empty: `If no new ${label} is available, an offer to replay the last one or try a harder one`,
          error: `If the connection drops mid-${label}, play continues and the score is sent when the device is back online`,
        };
      },
      results: ({ label }: Listed, earned: boolean) => ({
        loading: `The score shows at once from the device; the rank${earned ? ' and the coins earned' : ''} appear when the server confirms them`,
        empty: `${capitalise(withArticle(label))} left before its end shows no score, only Play again`,
        error: `If the ${label} cannot be sent, it is kept on the device and retried; the screen says “Rank pending”`,
      }),
      ranking: (product: string) => ({
        loading: `Ten skeleton rows while the ${product} rankings load; the player’s own row first`,
        empty: `Before anyone has played this period, “Be the first on the board” and a Play button`,
        error: `“Couldn’t load the ${product} leaderboard” with Retry; the player’s own best score stays shown`,
      }),
      shop: (product: string, stores: string | undefined) => ({
        loading: `Prices come from ${stores ?? 'the payment provider'} in the player’s own currency; each pack shows a skeleton price until its own arrives`,
        empty: `If the store returns no products (a region without billing), the ${product} shop says purchases are unavailable there`,
        error:
          'A cancelled or failed purchase charges nothing and says so; one paid but not delivered is restored at the next launch',
      }),
      map: ({ label, labels }: Listed) => ({
        loading: `The ${label} map draws at once from the progress saved on the device`,
        empty: `On a first launch only the first ${label} is open; the others show what unlocks them`,
        error: `If new ${labels} cannot be downloaded, the ones already on the device stay playable`,
      }),
      events: ({ label, labels }: Listed) => ({
        loading: `Cards shaped like ${labels} while the schedule loads`,
        empty: `No ${label} open right now: the start time of the next one, with a reminder button`,
        error: `“Couldn’t load the ${labels}” with Retry; ${withArticle(label)} already joined stays playable`,
      }),
      profile: (player: string, primary: string) => ({
        loading: `The ${player}’s card appears first; stats fill in from the last synced ${primary.toLowerCase()} data`,
        empty: `A new ${player} sees a default name and avatar and zeros, with a nudge to play`,
        error: `If stats cannot load, the ${player}’s card still shows, with Retry under the stats`,
      }),
    },
    nativeAccessibility: (controls: readonly string[], play: string | undefined, loop: ModelEntity | undefined) => [
      `Every control on ${joinList(controls) || 'the menus'} has an accessibilityLabel and an accessibilityRole, so VoiceOver and TalkBack read “Play, button”`,
      `The score and the timer of ${play ? `the ${lowerFirst(play)} screen` : 'a round'} are exposed as accessibilityValue and announced when they change`,
      'Menus, results and the shop follow Dynamic Type and Android font scaling up to 200% without clipping',
      'Right and wrong are never shown by colour alone: an icon and a haptic tap go with each',
      'Reduce Motion (AccessibilityInfo.isReduceMotionEnabled) turns off screen shake and particle bursts',
      `A setting gives more time per ${loop?.label ?? 'round'}, and the game can be paused at any moment`,
    ],
    webAccessibility: [
      'The game canvas has keyboard controls as well as pointer and touch, listed on the pause menu',
      'Score, timer and results are mirrored in an HTML overlay with aria-live, so screen readers hear them',
      'Menus meet WCAG 2.2 AA contrast; right and wrong are never shown by colour alone',
      'prefers-reduced-motion turns off screen shake and particle effects',
    ],
    journeys: {
      firstNames: ['Install to first round', 'First launch to first result'],
      install: (product: string, stores: string, place: string) => `Install ${product} from ${stores} and open it on ${place}`,
      open: (product: string, place: string) => `Open ${product} in the browser on ${place}`,
      play: (loop: ModelEntity | undefined) =>
        `Tap Play: the first ${loop?.label ?? 'round'} starts at once, with no account and no tutorial wall`,
      finish: (loop: ModelEntity | undefined, results: string | undefined) =>
        `Finish the ${loop?.label ?? 'round'} and see ${results ?? 'the result'} with the score`,
      signIn: (services: readonly string[] | undefined) =>
        services
          ? `Sign in once with ${joinList([...services], 'or')} to keep progress and appear in rankings`
          : 'Pick a player name to keep progress and appear in rankings',
      rank: (place: string) => `Open ${place} and find their own rank`,
      shop: {
        name: 'Buy in the shop',
        open: (place: string) => `Open ${place} from Home or from the results`,
        choose: (currency: string | undefined, stores: string | undefined, _coins?: ModelEntity) =>
          `Choose ${currency ? `${withArticle(lowerWords(currency))} pack` : 'an item'} and confirm with ${stores ? `${stores}’s own payment sheet` : 'the card form'}`,
        see: (currency: string | undefined, _coins?: ModelEntity) =>
          `See ${currency ? `the ${lowerWords(currency)} balance` : 'the item'} updated on Home at once`,
        restore: 'On a new device, Restore purchases brings everything back',
      },
    },
  },
  /** A browser extension: the popup, the overlay in the page, the side panel, a report tab and the options. */
  extension: {
    popup: {
      name: 'Popup',
      purpose: (product: string, site: string | undefined, found: ModelEntity | undefined) =>
        `Opened from the toolbar icon: what ${product} did on ${pageIn(site)}${found ? ` (${found.labelPlural} found)` : ''} and a switch to pause it for this site`,
    },
    overlay: {
      name: 'In-page overlay',
      /** `what` is the feature's own words, or undefined to say it marks what it finds. */
      purpose: (site: string | undefined, what: string | undefined, found: ModelEntity) =>
        `Injected into ${pageIn(site)} by the content script: ${what ?? `marks each ${found.label} it finds`}`,
    },
    sidePanel: {
      name: 'Side panel',
      purpose: (kept: ModelEntity, fields: readonly string[]) =>
        `The ${kept.labelPlural} kept so far, next to the page and searchable by ${joinList(fields.map(lowerWords)) || 'text'}`,
    },
    report: {
      name: (report: ModelEntity | undefined, feature: string) => (report ? capitalise(report.label) : feature),
      purpose: (what: string | undefined, report: ModelEntity | undefined) =>
        `An extension page in its own tab: ${what ?? `the latest ${report?.label ?? 'report'}`}`,
    },
    options: {
      name: 'Options',
      purpose: (product: string, rules: readonly ModelEntity[], accounts: boolean) =>
        `Choose ${joinList([
          rules.length > 0 ? `the ${joinList(rules.map((r) => r.labelPlural))}` : `the sites ${product} runs on`,
          'the keyboard shortcut',
          accounts ? 'the signed-in account' : 'whether settings sync across browsers',
        ])}`,
    },
    states: {
      popup: (product: string, found: ModelEntity) => ({
        loading: `The popup opens at once with the current tab’s title; the ${found.labelPlural} counts fill in from chrome.storage`,
        empty: `On a page where ${product} found no ${found.labelPlural}, the popup says so and still offers the pause switch`,
        error: `On pages extensions cannot touch (the browser’s own pages, the web store), the popup explains that ${product} cannot run there`,
      }),
      overlay: (product: string, { labels }: Listed) => ({
        loading: `Nothing shows until the page has loaded; ${labels} are marked as they are found, without shifting the page`,
        empty: `On a page with no ${labels}, the overlay adds nothing and the popup count stays at zero`,
        error: `If the page’s layout changed and ${labels} can no longer be found, the overlay stays hidden and the popup says ${product} needs an update`,
      }),
      options: (product: string) => ({
        loading: `${product}’s options load from chrome.storage before the page paints`,
        empty: `With nothing configured yet, the defaults are shown with a one-line explanation of each`,
        error: 'A setting that fails to save is flagged next to its control and the previous value is kept',
      }),
      sidePanel: (kept: ModelEntity | undefined) => {
        const things = kept?.labelPlural ?? 'items';
        return {
          loading: `The side panel lists the ${things} kept in chrome.storage at once, newest first`,
          empty: `No ${things} kept yet: the panel shows how to keep one from the page`,
          error: `If the ${things} cannot be read, the panel says so and offers Retry; nothing kept is lost`,
        };
      },
    },
    journeys: {
      firstNames: ['Install, pin and use on a page', 'From the web store to the first page'],
      add: (product: string) => `Add ${product} from the Chrome Web Store and accept the permissions it asks for`,
      pin: (product: string) => `Pin the ${product} icon to the toolbar`,
      openPage: (site: string | undefined, what: string | undefined) =>
        `Open ${site ? `${withArticle(site)} page` : 'a page it works on'}${what ? `: ${lowerFirst(what.replace(/[.!]+$/, ''))}` : ''}`,
      openPopup: (place: string) => `Open ${place} from the toolbar icon and see what it did on this page`,
      signIn: 'Sign in from the popup to keep the results across browsers',
      adjust: {
        name: 'Adjust it for a site',
        open: (place: string) => `From the popup, open ${place}`,
        applies: 'Back on the page, the change applies without reloading it',
      },
    },
    accessibility: (product: string, key: string, marker: ModelEntity | undefined) => {
      const thing = marker?.label ?? 'item';
      return [
        `A keyboard shortcut declared in the manifest’s commands (for example Alt+Shift+${key}) opens the popup; another toggles ${product} on the current page`,
        'When the popup opens, focus lands on its first control; Tab order follows the layout and Escape closes it',
        `The in-page overlay never steals focus from the page; each ${thing} marker is reachable with Tab, named with aria-label and dismissed with Escape`,
        `${capitalise(thing)} markers do not rely on colour alone: they carry an icon or an underline that survives the page’s own styles`,
        'Popup, side panel and options meet WCAG 2.2 AA contrast; counts that change are announced through aria-live',
      ];
    },
  },
  /** An API or a command-line tool: no screens, its commands and calls instead. */
  headless: {
    /** What the frontend document says instead of screens: how people reach it from the terminal and over HTTP. */
    noScreens: (product: string, users: string, commands: readonly string[], endpointCount: number, endpoints: readonly string[], cli: boolean, api: boolean) =>
      `${product} has no screens: ${[
        ...(cli ? [`${users} run it from the terminal: ${joinList(commands)}, each with --help and --json`] : []),
        ...(api
          ? [
              `developers call its REST API, described in an OpenAPI 3.1 reference served at /docs with an example for each of its ${endpointCount} endpoints${endpoints.length > 0 ? ` (${joinList(endpoints)})` : ''}`,
            ]
          : []),
      ].join('; ')}.`,
    cliComponents: ['Argument parser with --help for every command', 'Output formatter: aligned tables, or JSON with --json'],
    apiComponents: ['OpenAPI document generated from the zod schemas', 'API key check and rate limiter'],
    validation: (entity: ModelEntity, cli: boolean, api: boolean) =>
      `${entity.name} validation shared by ${cli && api ? 'the CLI and the API' : cli ? 'every command' : 'every endpoint'}`,
    cliState: (slug: string, envKey: string) =>
      `No interface state: ${slug} keeps its settings in ~/.config/${slug}/config.json and reads the API key from ${envKey}; every command is one request`,
    apiState: 'Stateless: each request carries its API key; pagination uses cursors returned in each response',
    cliStyling: 'Terminal output: colour only when stdout is a terminal, plain lines when piped, and exit codes scripts can rely on',
    apiStyling: 'The API reference is generated from the OpenAPI document (Scalar), with a copyable curl example per endpoint',
    cliAccessibility: [
      'Output is plain text that screen readers read line by line; colour only repeats what the words say, and NO_COLOR or --no-color turns it off',
      'Progress goes to stderr and never hides the result; errors say what to do next and exit non-zero',
    ],
    apiAccessibility: [
      'Error responses are RFC 9457 problem details with a readable title and the field at fault',
      'The API reference pages meet WCAG 2.2 AA and work with the keyboard alone',
    ],
    /** The app flow's note: journeys are commands or calls. */
    flowNoScreens: (product: string, cli: boolean) =>
      `${product} has no screens: each journey below is a sequence of ${cli ? 'commands' : 'API calls'}, and its states are the command’s output and exit code.`,
    install: (slug: string) => `Install with \`npm install -g ${slug}\``,
    login: (slug: string) => `Run \`${slug} login\` and paste the API key`,
    apiKey: 'Get an API key and read the quick start in the API reference at /docs',
    run: (command: string) => `Run \`${command}\``,
    call: (endpoint: string) => `Call \`${endpoint}\``,
    callFeature: (feature: string) => `Call the ${lowerFirst(feature)} endpoint`,
    firstName: (feature: string, cli: boolean) =>
      cli ? `First ${lowerFirst(feature)} from the terminal` : `First ${lowerFirst(feature)} call`,
    see: (feature: JourneyFeature) => `See that ${feature.check}`,
    use: (feature: JourneyFeature) => capitalise(feature.goal),
    seeOrFail: (feature: JourneyFeature, cli: boolean) =>
      `See that ${feature.check}; a failure prints the reason${cli ? ' and exits non-zero' : ' as a problem-details response'}`,
  },
};

export type ScreenPhrases = typeof screensEn;
