import { platformNames } from '../catalogue/lexicon';
import { capitalise, fill, joinList, pluralPhrase } from '../text';
import { asActivity, isActionName, lowerFirst } from '../model/feature-facts';
import type { Kind, NonGoals, Picks, PrdPhrases } from '../model/prd-lines';
import { storyGoal } from '../model/prd-picks';
import type { CompositionModel } from '../model/types';

interface Words {
  product: string;
  /** "players", the main role in the plural. */
  users: string;
  user: string;
  /** The role of the first-value feature. */
  firstRole: string;
  /** The role that creates the main record ("boat owner"). */
  creator: string;
  /** The record that changes hands ("rental"), else the main one. */
  deal: string;
  deals: string;
  /** "walker", the other side, or the main role again. */
  provider: string;
  primary: string;
  primaries: string;
  /** The feature that delivers the first value, as a goal: "book a walk". */
  firstGoal: string;
  /** The first-value feature as an activity: "adding warehouses", "owner profiles". */
  firstActivity: string;
  secondActivity: string;
  /** Using the second feature, after "who": "plan staff shifts", "use owner profiles". */
  secondUse: string;
}

function wordsOf(b: CompositionModel, { record, first, second, deal, creator }: Picks): Words {
  return {
    product: b.productName,
    users: b.users,
    user: b.user,
    creator,
    firstRole: first.role,
    provider: b.provider ?? 'the other side',
    primary: record?.label ?? b.item,
    primaries: record?.labelPlural ?? b.items,
    deal: deal?.label ?? b.item,
    deals: deal?.labelPlural ?? b.items,
    firstGoal: storyGoal(first),
    firstActivity: asActivity(first.name),
    secondActivity: asActivity(second.name),
    secondUse: isActionName(second.name) ? lowerFirst(second.name) : `use ${lowerFirst(second.name)}`,
  };
}

type Lines = (w: Words) => string[];

/** What success means for each kind of product. */
const goalsByKind: Record<Kind, Lines> = {
  developer: (w) => [
    `A first useful result from ${w.product} within five minutes of installing it, with no configuration`,
    `Half of the ${w.users} who try it ${w.firstGoal} again in their second week`,
  ],
  game: (w) => [
    `Day-7 retention of 20% among ${w.users} who finish their first ${w.primary}`,
    `Half of new ${w.users} ${w.firstGoal} in their first session`,
  ],
  marketplace: (w) => [
    `Liquidity in the launch area: 60% of ${w.deal} requests accepted by ${article(w.provider)} within 24 hours`,
    `${capitalise(w.users)} come back: 40% ${w.firstGoal} a second time within 60 days`,
  ],
  booking: (w) => [
    `Half of all ${w.deals} made online instead of by phone within three months`,
    `No-shows down by a third once reminders reach ${w.users}`,
  ],
  internal: (w) => [
    `Time saved: ${w.users} spend half as long on ${w.firstActivity} as with the spreadsheets and messages it replaces`,
    `Every ${w.primary} of the team lives in ${w.product} within the first month, none in side files`,
  ],
  saas: (w) => [
    `Activation: 40% of new ${w.users} ${w.firstGoal} in their first week`,
    `Trial to paid conversion of 5% by month three, led by ${w.secondActivity}`,
  ],
  ecommerce: (w) => [
    `Conversion of 2% from visit to paid order, with ${w.primaries} found in under three clicks`,
    `A third of buyers order again within 90 days`,
  ],
  community: (w) => [
    `A quarter of ${w.users} post or reply every week by month three`,
    `Every new ${w.primary} gets a first response within a day`,
  ],
  content: (w) => [
    `Four in ten ${w.users} finish the first ${w.primary} they start`,
    `${capitalise(w.users)} return for a third session within two weeks`,
  ],
  crm: (w) => [
    `Every ${w.primary} of the team tracked in ${w.product}, with no follow-up older than a week`,
    `Time to log ${withA(w.primary)} under 30 seconds`,
  ],
  events: (w) => [
    `Sell-through of 70% for ${w.primaries} published in ${w.product}`,
    `Entry at the door in under 10 seconds per person`,
  ],
  utility: (w) => [
    `A first result within 30 seconds of opening ${w.product}`,
    `Three in ten ${w.users} come back within a week to ${w.firstGoal} again`,
  ],
  ai_assistant: (w) => [
    `Seven in ten answers accepted without a rewrite by ${w.users}`,
    `Answers within 10 seconds for 95% of requests`,
  ],
  tracker: (w) => [
    `Four in ten ${w.users} log ${withA(w.primary)} on five days of their first week`,
    `Median streak of 10 days after the first month`,
  ],
  extension: (w) => [
    `30% of installs still active after four weeks, with ${w.users} who ${w.firstGoal} every week`,
    `A store rating of 4.5 or higher, with permissions nobody questions in review`,
  ],
  static_site: (w) => [
    `Pages load in under one second on a phone`,
    `Visitors who reach a ${w.primary} get in touch at a rate of 3%`,
  ],
  fintech: (w) => [
    `Three in four ${w.users} ${w.firstGoal} in their first week`,
    `Figures match the bank to the cent for 99.9% of ${w.primaries}`,
  ],
};

/** How that success is measured, week by week. */
const metricsByKind: Record<Kind, Lines> = {
  developer: (w) => [`Runs of ${w.firstActivity} per ${w.user} per week`, `Time from install to the first result`],
  game: (w) => [`Day-1 and day-7 retention of ${w.users}`, `${capitalise(w.primaries)} played per session`],
  marketplace: (w) => [
    `Fill rate: share of ${w.deal} requests that end in a completed ${w.deal}`,
    `Time from request to acceptance by ${article(w.provider)}`,
  ],
  booking: (w) => [`Share of ${w.deals} made online`, `No-show rate of ${w.deals}`],
  internal: (w) => [
    `Minutes a week each ${w.user} spends on ${w.firstActivity}, before and after`,
    `${capitalise(w.primaries)} recorded in ${w.product} against those still kept elsewhere`,
  ],
  saas: (w) => [`Share of sign-ups who ${w.firstGoal} within seven days`, `Paying accounts at the end of each month`],
  ecommerce: () => [`Visit-to-order conversion`, `Repeat orders within 90 days`],
  community: (w) => [`Weekly ${w.users} who post or reply`, `Time to the first response on a new ${w.primary}`],
  content: (w) => [`Completion rate of each ${w.primary}`, `Returning ${w.users} per week`],
  crm: (w) => [`${capitalise(w.primaries)} with a next step scheduled`, `Overdue follow-ups per ${w.user}`],
  events: (w) => [`Sell-through per ${w.primary}`, `Check-in time at the door`],
  utility: (w) => [`Time to the first result`, `${capitalise(w.users)} who return within a week`],
  ai_assistant: () => [`Share of answers accepted without edits`, `Answer time at the 95th percentile`],
  tracker: (w) => [`Days logged per ${w.user} per week`, `Median streak length`],
  extension: () => [`Weekly active installs`, `Uninstalls within the first week`],
  static_site: () => [`Enquiries per hundred visits`, `Largest contentful paint on phones`],
  fintech: (w) => [`${capitalise(w.primaries)} categorised without a manual fix`, `Weekly active ${w.users}`],
};

/** "a walker", or "the other side" as it is. */
const article = (phrase: string) => (phrase.startsWith('the ') ? phrase : withA(phrase));

function withA(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

export const prdEn: PrdPhrases = {
  goals(b, kind, picks) {
    const w = wordsOf(b, picks);
    return [
      `A new ${w.firstRole} can ${w.firstGoal} within ten minutes of first opening ${w.product}`,
      ...goalsByKind[kind](w),
      ...b.constraints.map((k) => `Meet ${k.name}: ${k.text}`),
    ];
  },
  metrics(b, kind, picks, made) {
    const w = wordsOf(b, picks);
    const integration = b.integrations.find((i) => !i.onDevice);
    return [
      ...metricsByKind[kind](w),
      ...(made ? [`${capitalise(w.primaries)} created per ${w.creator} per week`] : []),
      `Share of ${w.users} who ${w.secondUse} in their first week`,
      ...(integration ? [`Share of ${integration.name} calls that succeed on the first try`] : []),
    ];
  },
  nonGoals(b, n) {
    return [
      ...(b.backendRequired ? [] : ['Accounts, cloud sync and any server-side storage']),
      ...(n.later.length > 0 ? [`${joinList(n.later.map((f) => f.name))} before the must-have features are in daily use`] : []),
      ...(n.platforms === 'web-only'
        ? [`Native iOS and Android apps: the first version of ${b.productName} runs ${n.where}`]
        : n.platforms === 'mobile-only'
          ? [`A web version: ${b.productName} starts as ${withA(`${joinList(n.mobile.map((p) => platformNames[p]))} app`)}`]
          : []),
      ...(n.noAdmin
        ? [
            `Roles beyond ${joinList(b.roles.map((r) => pluralPhrase(lowerFirst(r.role))))}: no admin console in the first version`,
          ]
        : []),
      ...(n.screenless
        ? [
            n.screenless === 'cli'
              ? `A graphical interface: ${b.productName} runs in the terminal`
              : `A user interface: ${b.productName} is used through its API`,
          ]
        : []),
      ...b.archetype.nonGoals
        .filter((x) => !saidAlready(x, b, n))
        .slice(0, n.extras)
        .map((x) => fill(x, b.vars)),
    ];
  },
};

/**
 * A usual non-goal of the product's kind that the lines above already settle: which platforms the
 * first version leaves out (said once, and never "Mobile apps" for an app on phones), and accounts
 * when there is no backend.
 */
function saidAlready(nonGoal: string, b: CompositionModel, n: NonGoals): boolean {
  const aboutPlatforms = /\b(?:native|mobile)\b.*\bapps?\b|\bweb version\b/i.test(nonGoal);
  if (aboutPlatforms && (n.platforms !== 'both' || n.mobile.length > 0)) return true;
  return !b.backendRequired && /^(?:user )?accounts\b/i.test(nonGoal);
}
