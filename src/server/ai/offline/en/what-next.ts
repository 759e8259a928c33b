import { storedRecords } from '../model/qa-lines';
import type { ModelFeature } from '../model/types';
import { fill, joinList, pluralPhrase, withArticle } from '../text';
import type { WhatNextPhrases } from '../what-next-text';

/** What to do next, in English. */

const lower = (text: string) => (/^[A-Z][A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
const ref = (f: ModelFeature | undefined) => (f ? `${f.id} ${f.name}` : undefined);

export const whatNextEn: WhatNextPhrases = {
  archetypeTips: (b, name) => b.archetype.tips.map((t) => ({ title: t.title, body: fill(t.body, { ...b.vars, product: name }) })),
  metric: (b) => fill(b.archetype.metrics[0]!, b.vars),
  talk: (b, n) => ({
    title: `Talk to ten ${b.users} this week`,
    body: `Before building beyond ${ref(n.first) ?? 'the foundation'}, show the overview to ten ${b.users} and ask how they ${b.purpose} today: if fewer than half of them describe trouble with ${n.worked?.labelPlural ?? b.items} unprompted, sharpen the promise first.`,
  }),
  riskiest: (_b, n) => ({
    title: 'Build the riskiest feature first',
    body: `${n.riskiest.id} ${n.riskiest.name} is the part most likely to surprise you; build a thin version of it right after the foundation so problems show up early.`,
  }),
  measure: (_b, n) => ({
    title: 'Measure from day one',
    body: `Track “${n.metric}” from the first beta user with ${n.analytics ? 'PostHog' : 'a privacy-friendly analytics tool'}; it tells you whether ${n.name} works better than any opinion.`,
  }),
  validate: (_b, n) => ({
    title: 'Validate demand before polishing',
    body: `${n.name} earns little per user, so reach matters: publish an early version, watch “${n.metric}” for two weeks and invest only in what people actually use.`,
  }),
  charge: (b, n) => ({
    title: 'Charge early',
    body: `Ask the first beta ${pluralPhrase(n.roles[0]!)} to pay (${lower(
      b.monetisation.text
        .split(/(?<=\.)\s/)[0]!
        .replace(/\.$/, '')
        .replace(/\s*\(([^()]+)\)$/, ', $1'),
    )}) once ${ref(n.first) ?? 'the first version'} works: a real payment is the clearest validation${b.monetisation.explicit ? '' : ' and answers the business-model question'}.`,
  }),
  sync: (_b, n) => ({
    title: 'Keep the kit in sync',
    body: `${
      n.later
        ? `When ${n.later.id} ${n.later.name} moves into the first version, or any other scope changes`
        : `When the scope of ${ref(n.first) ?? n.firstMust.id} or another must-have changes`
    }, update the requirements and the implementation plan first, then let your coding agent work from the new versions.`,
  }),
  decide: (questions) => ({
    title: 'Answer the open questions',
    body: `The overview ends with ${questions.length === 1 ? 'one question' : `${questions.length} questions`} the idea left open: answer ${questions.length === 1 ? 'it' : 'them'} before building what ${questions.length === 1 ? 'it touches' : 'they touch'}.`,
  }),
  checklist(b, c) {
    const docsPlace = c.service ? (c.service === 'cli' ? 'the README and --help' : 'the API documentation') : undefined;
    return [
      c.internal
        ? `A privacy notice that tells ${joinList(c.roles.map((r) => pluralPhrase(r)))} what ${c.name} records (${storedRecords(b)}) and who can see it`
        : `A privacy policy that says how ${c.name} stores ${storedRecords(b)} and who can see them, and terms of service, both linked from ${docsPlace ?? (c.mobile ? 'the store listings and Settings' : c.signUp ? `${c.signUp.route} and the footer` : 'the footer')}`,
      ...(c.regulated.length > 0
        ? [
            `Consent for ${joinList(
              c.regulatedRecords.slice(0, 2).map((n) => b.entities.find((e) => e.name === n)?.labelPlural ?? n),
            )} recorded as ${joinList(c.regulated)} ${c.regulated.length > 1 ? 'require' : 'requires'}, with the agreements of every vendor that processes them signed`,
          ]
        : []),
      b.backendRequired ? undefined : `Export of ${storedRecords(b)} tested, so people can back up what is on their device`,
      `Error monitoring (for example Sentry) on ${c.service ? (c.service === 'cli' ? 'the CLI and the API' : 'the API') : `${c.mobile ? 'the app' : 'the web app'}${b.backendRequired ? ' and the API' : ''}`}, alerting on new errors in ${ref(c.first) ?? 'the must-have journeys'}${c.firstIntegration ? ` and in ${c.firstIntegration} calls` : ''}`,
      `Analytics events for “${c.metric}”`,
      ...(c.stripe ? ['Stripe in live mode, webhooks pointing at production and a real test purchase refunded'] : []),
      ...(c.revenuecat ? ['In-app purchases approved in App Store Connect and Google Play Console'] : []),
      ...(c.email ? ['Email domain verified (SPF, DKIM, DMARC) and every transactional email sent once for real'] : []),
      ...(c.mobile ? ['App Store and Google Play listings with screenshots, privacy labels and a support URL'] : []),
      ...(c.extension ? ['Chrome Web Store listing with screenshots, a demo video and a permissions justification'] : []),
      ...(c.publicPages.length > 0
        ? [
            `Title, meta description and Open Graph image on ${c.publicPages.slice(0, 4).join(', ')}, so a shared link shows what ${c.name} does for ${b.users}`,
          ]
        : []),
      ...(b.accounts
        ? [
            c.internal
              ? 'First sign-in through the company SSO tested in production for each role'
              : `Sign-up as ${joinList(
                  c.roles.map((r) => withArticle(r)),
                  'and as',
                )}, email verification and password reset tested end to end in production`,
          ]
        : []),
      `Every must-have feature (${c.musts.map((f) => f.id).join(', ')}) passes its acceptance criteria on the production build`,
      `A support email address, read daily, shown to ${joinList(c.roles.map((r) => pluralPhrase(r)))} ${docsPlace ? `in ${docsPlace}` : c.settings ? `on ${c.settings.name} (${c.settings.route})` : c.mobile ? 'on the store listings' : 'in every page footer'}`,
      c.internal ? undefined : `A launch post ready for the places ${b.users} already gather`,
    ];
  },
};
