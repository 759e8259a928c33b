import { capitalise, clip, joinList, pluralPhrase, unique } from '../text';
import type { ViabilityPhrases } from '../viability/phrases';
import { gdprSensitive, unknownLegal, unregulatedData, type SensitiveData } from '../catalogue/regulation-costs';

/** The evaluation's sentences in English; ru/viability.ts says them in Russian. */

/** "A commission…" → "a commission…", leaving acronyms ("SaaS", "B2B") alone. */
const lowerFirst = (text: string) => (/^[A-Z][^A-Z\s]*(\s|$)/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
const users = (role: string | undefined) => (role ? pluralPhrase(role) : 'users');
const dataWords = (kind: SensitiveData) => ({ health: 'health', finance: 'financial', children: 'children’s' })[kind];
const firstOf = (first: string | undefined) => first?.toLowerCase() ?? 'its core feature';
const budget = (name: string) => `budget the ${name} compliance work before launch`;

export const englishViability: ViabilityPhrases = {
  category: (category) => category,
  competitor: (name) => name,
  regulationCost: (entry) => entry.cost,
  missingSides: { supply: 'sellers', demand: 'buyers' },
  noTeamRole: { text: 'No role in the team is named: who uses it daily decides what it must do first', fix: 'name who in the team uses it every day' },
  noUser: { text: 'No user is named: “everyone” is hard to reach and to build for', fix: 'name the one kind of user who needs it most' },
  namedUsers: (roles) => `Named users: ${joinList(roles.map(pluralPhrase))}`,
  tiny: (only, entities) => ({
    text: `A tiny, generic idea as written: ${only ? `one feature (“${only}”)` : 'no feature'} over ${entities === 1 ? 'one kind of record' : 'no data'}, nothing a notes app or a spreadsheet does not already do`,
    fix: 'say what a user does with it that a spreadsheet or a notes app cannot',
  }),
  fewFeatures: (features) => ({ text: `Only ${features} features: little that sets it apart yet`, fix: 'describe the job it does end to end' }),
  manyFeatures: (features) => ({ text: `${features} features is a lot for a first version`, fix: 'cut the first version to its must-have features' }),
  concrete: (features, entities, records) =>
    `A concrete first version: ${features} features over ${entities} kinds of record (${joinList(records)}${entities > 3 ? '…' : ''})`,
  services: (names) => `Names the services it builds on (${joinList(names)})`,
  internalTool: 'An internal tool: it is judged by the hours it saves the team, not by revenue',
  guessedModel: (stated) => ({ text: `No business model is stated: “${clip(stated.toLowerCase(), 80)}” is only a guess`, fix: 'decide who pays and how much' }),
  freeModel: { text: 'Free or donation-funded: nothing pays for hosting and support', fix: 'find out who would pay for it' },
  businessModel: (stated) => `A business model: ${clip(lowerFirst(stated), 120)}`,
  buyInstead: (label, leaders, top) => ({
    text: `Off-the-shelf ${label} such as ${joinList(leaders)} may cost less than building and maintaining your own`,
    fix: `compare building it with buying ${top}`,
  }),
  crowded: (label, leaders, hasEdge, top, role) => ({
    text: `A crowded category: ${label}, led by ${joinList(leaders)}${hasEdge ? '' : '; nothing in the brief says why people would switch'}`,
    fix: `say why ${users(role)} would leave ${top}`,
  }),
  contested: (label, leaders, top, role) => ({
    text: `A contested category: ${label} such as ${joinList(leaders)}`,
    fix: `say what ${top} does badly for ${users(role)}`,
  }),
  open: (label) => `Few direct competitors among ${label}`,
  edge: (edge) => `Says what sets it apart: “${edge}”`,
  noCategory: 'No known category matched the brief: look for products that already do this before building',
  broadRegulation: (name, data) => ({ text: `${name} over ${joinList(data.map(dataWords))} data: ${gdprSensitive.cost}`, fix: budget(name) }),
  regulation: (name, cost) => ({ text: `${name}: ${cost}`, fix: budget(name) }),
  unknownLegal: (name) => ({ text: `${name}: ${unknownLegal.cost}`, fix: `have ${name} reviewed by a lawyer` }),
  unregulated: (kind) => ({ text: unregulatedData[kind].text, fix: `find out which rules govern ${dataWords(kind)} data where you launch` }),
  coldStart: (supply, demand) => {
    const suppliers = pluralPhrase(supply);
    const buyers = pluralPhrase(demand);
    return {
      text: `A two-sided marketplace with a cold start: ${buyers} will not come until there are ${suppliers}, and ${suppliers} will not stay without ${buyers} (the chicken-and-egg problem). Seed one side first: sign up the first ${suppliers} by hand in one city or niche, or do the work yourself at first, before inviting ${buyers}`,
      fix: `plan how to seed ${suppliers} before the first ${buyers} arrive`,
    };
  },
  platforms: (count) => ({ text: `Launching on ${count} platforms at once multiplies the work and the testing`, fix: 'launch on one platform first' }),
  noRisk: 'No major risk stands out in the brief: the remaining risk is whether people pay for it',
  fallbackStrength: (small) => (small ? 'Small: a first version can be built and put in front of people within days' : 'Enough ideas for several releases'),
  verdict: {
    tiny: (name, fixes) =>
      `Sharpen it before building: as written, ${name} is too thin and generic to judge. ${capitalise(joinList(unique([...fixes, 'decide who pays and how much']).slice(0, 3)))}.`,
    build: (name, first) => `Build it: ${name} has named users, a business model and a focused first version; start with ${firstOf(first)}.`,
    promising: (name, fix, first) => `Promising, with work: ${fix ?? 'test the promise with ten real users'}, then build ${name}’s first version around ${firstOf(first)}.`,
    refine: (name, fixes) => `Refine it first: ${joinList(fixes)}; as written, ${name} leaves serious doubts.`,
    rethink: (name, fixes) => `Rethink it: as written, ${name} faces too much against it; ${joinList(fixes)}.`,
  },
  targetMarket: (roles, role, market, internal) => {
    const who = roles.length > 0 ? capitalise(joinList(roles.map(pluralPhrase))) : 'Not named yet';
    if (internal) return `${roles.length > 0 ? who : 'The team itself'}: an internal tool’s market is its own team, and its value is the hours it saves each week.`;
    if (market) return `${who}. ${market}.`;
    return `${who}. No known category matched, so the market’s size is unknown: count how many ${users(role)} you could reach in the first month before building.`;
  },
  alternativesToday: (role, internal) =>
    internal ? 'What the team uses today: spreadsheets, email and shared documents' : `What ${users(role)} use today: spreadsheets, messaging apps or pen and paper`,
};
