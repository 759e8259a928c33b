import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../shared/schemas/brief';
import type { KitOutputs } from '../../../shared/schemas/kit';
import { checkKit } from '../../kit/kit-check';
import { dentalBrief, dentalIdea, tutorBrief, tutorIdea } from './model/test-briefs';
import { composeKit } from './offline-model';
import {
  extensionBrief,
  extensionIdea,
  gameBrief,
  gameIdea,
  internalBrief,
  internalIdea,
  marketBrief,
  marketIdea,
  serviceBrief,
  serviceIdea,
  therapyBrief,
  therapyIdea,
} from './stack.test-briefs';

const kitOf = (idea: string, brief: Brief) => composeKit(idea, {}, 1, brief);
const layer = (kit: KitOutputs, name: string) => kit.tech_stack.choices.find((c) => c.layer === name)?.choice;
const stackText = (kit: KitOutputs) =>
  [
    ...kit.tech_stack.choices.map((c) => `${c.layer}: ${c.choice} ${c.reason}`),
    kit.tech_stack.hosting,
    ...kit.tech_stack.notes,
  ].join('\n');
const rulesText = (kit: KitOutputs) => [...kit.ai_rules.rules, ...kit.ai_rules.files.map((f) => f.content)].join('\n');
const promptsText = (kit: KitOutputs) => kit.prompts.prompts.map((p) => p.content).join('\n');
const perUserScope = /every query (?:of [^;]* )?is scoped to the signed-in/i;

describe('the stack of a mobile game', () => {
  const kit = kitOf(gameIdea, gameBrief);

  it('is Expo with store billing, game services and no web checkout for digital goods', () => {
    expect(layer(kit, 'Mobile')).toMatch(/Expo/);
    expect(layer(kit, 'Payments')).toMatch(/StoreKit/);
    expect(layer(kit, 'Payments')).toMatch(/Google Play Billing/);
    expect(layer(kit, 'Game services')).toMatch(/Game Center/);
    expect(stackText(kit)).not.toMatch(/Stripe|Next\.js/);
    expect(kit.tech_stack.notes.join('\n')).toMatch(/No web dashboard/);
  });

  it('buys in the client through the store SDK and verifies on the server', () => {
    const purchases = kit.tech_stack.integrations.find((i) => i.name === 'In-app purchases')!;
    expect(purchases.calledFrom).toMatch(/^Client: the RevenueCat SDK/);
    expect(purchases.calledFrom).toMatch(/Server: POST \/api\/webhooks\/store-billing/);
    expect(purchases.calledFrom).toContain('FEAT-003');
  });

  it('ranks players globally instead of scoping the leaderboard to one player', () => {
    expect(kit.backend.auth).toMatch(/leaderboard entries are global/i);
    expect(kit.backend.auth).toMatch(/anonymous account/);
    expect(kit.backend.auth).not.toMatch(/sign-up with email/);
    expect([kit.backend.note, ...kit.tech_stack.notes, ...kit.ai_rules.rules].join('\n')).not.toMatch(perUserScope);
  });

  it('gives coding agents React Native rules, not web ones', () => {
    const rules = rulesText(kit);
    expect(rules).toMatch(/React Native only/);
    expect(rules).toMatch(/accessibilityLabel/);
    expect(rules).not.toMatch(/aria-live|Tailwind CSS 4|Next\.js/);
    expect(kit.quality.nonFunctional.join('\n')).toMatch(/VoiceOver and TalkBack/);
    expect(kit.quality.nonFunctional.join('\n')).not.toMatch(/Lighthouse/);
  });

  it('sends app builders to a prototype in phone frames, and Bolt to Expo', () => {
    const byTool = new Map(kit.prompts.prompts.map((p) => [p.platform, p.content]));
    expect(byTool.get('v0')).toMatch(/phone-sized frames/);
    expect(byTool.get('lovable')).toMatch(/not the production app/);
    expect(byTool.get('bolt')).toMatch(/NativeWind/);
    // React Native rules go to tools that build the app, not to web builders making a prototype;
    // agents in the repository read them once, in AGENTS.md, which their prompt sends them to.
    expect(byTool.get('bolt')).toMatch(/React Native only/);
    expect(byTool.get('claude_code')).toMatch(/read CLAUDE\.md and AGENTS\.md/);
    expect(byTool.get('claude_code')).not.toMatch(/React Native only/);
    expect(kit.ai_rules.files.find((f) => f.path === 'AGENTS.md')!.content).toMatch(/React Native only/);
    expect(byTool.get('lovable')).not.toMatch(/React Native only/);
    expect(byTool.get('replit')).toMatch(/Sign-in for players: An anonymous player id/);
  });
});

describe('the stack of a browser extension', () => {
  const kit = kitOf(extensionIdea, extensionBrief);

  it('is Manifest V3 with a service worker, content scripts, a popup and store review', () => {
    expect(layer(kit, 'Extension')).toMatch(/Manifest V3/);
    const notes = kit.tech_stack.notes.join('\n');
    expect(notes).toMatch(/background service worker/);
    expect(notes).toMatch(/content scripts/);
    expect(notes).toMatch(/popup/);
    expect(notes).toMatch(/chrome\.storage/);
    expect(notes).toMatch(/Chrome Web Store review/);
    expect(notes).toMatch(/permissions.*justified/);
    expect(kit.tech_stack.hosting).toMatch(/Chrome Web Store/);
  });

  it('has no accounts to scope to, and tells agents the Manifest V3 rules', () => {
    expect(kit.backend.auth).toMatch(/^No accounts: each install/);
    expect(kit.backend.note).not.toMatch(perUserScope);
    const rules = rulesText(kit);
    expect(rules).toMatch(/Manifest V3: background logic in the service worker/);
    expect(rules).toMatch(/Content scripts only read and change the page/);
    expect(kit.quality.nonFunctional.join('\n')).toMatch(/content script adds under 50 ms/);
  });

  it('meets a named site through the content script, not its API', () => {
    const onSite = briefSchema.parse({
      ...extensionBrief,
      integrations: [
        ...extensionBrief.integrations,
        { name: 'DocuSign', purpose: 'Explains the terms of contracts opened there' },
      ],
    });
    const site = kitOf(extensionIdea, onSite).tech_stack.integrations.find((i) => i.name === 'DocuSign')!;
    expect(site.calledFrom).toMatch(
      /^Client: the content script \(entrypoints\/content\.ts\) runs only on DocuSign’s pages/,
    );
  });

  it('meets the store policy constraint in the backend, QA and rules', () => {
    const name = 'Chrome Web Store policy';
    expect(kit.backend.compliance.map((c) => c.constraint)).toEqual([name]);
    expect(kit.quality.nonFunctional.filter((l) => l.startsWith(name)).join('\n')).toMatch(/no remote code/);
    expect(kit.ai_rules.rules.filter((l) => l.startsWith(name)).join('\n')).toMatch(/no remotely hosted code/);
  });
});

describe('the stack of an internal tool', () => {
  const kit = kitOf(internalIdea, internalBrief);

  it('signs staff in through the company SSO with no public sign-up', () => {
    expect(layer(kit, 'Authentication')).toMatch(/Google Workspace or Microsoft Entra ID/);
    expect(layer(kit, 'Authentication')).toMatch(/no public sign-up/);
    expect(kit.backend.auth).toMatch(/company’s SSO/);
    expect(kit.backend.auth).not.toMatch(/sign-up with email verification/);
    expect(kit.tech_stack.notes.join('\n')).toMatch(/No landing page and no public sign-up/);
    expect(rulesText(kit)).toMatch(/No public sign-up, landing page or marketing screens/);
  });

  it('gives staff roles and the admin their own access rules', () => {
    expect(kit.backend.auth).toMatch(/Warehouse clerks create and update the records of their own work/);
    expect(kit.backend.auth).toMatch(/Shift leads see and correct every record of their team/);
    expect(kit.backend.auth).toMatch(/every admin action is written to the audit log/);
    expect(stackText(kit)).not.toMatch(/public pages/);
  });
});

describe('the stack of an API with a command-line client', () => {
  const kit = kitOf(serviceIdea, serviceBrief);

  it('has no frontend layer, documents the API in OpenAPI and packages the CLI', () => {
    const layers = kit.tech_stack.choices.map((c) => c.layer);
    expect(layers).not.toContain('Frontend');
    expect(layers).not.toContain('Styling');
    expect(layer(kit, 'API documentation')).toMatch(/OpenAPI/);
    expect(layer(kit, 'CLI')).toMatch(/npm/);
    expect(layer(kit, 'Authentication')).toMatch(/API keys/);
    expect(kit.tech_stack.hosting).toMatch(/npm/);
    expect(kit.backend.note).toMatch(/OpenAPI/);
    expect(kit.backend.auth).toMatch(/API key sent as a Bearer token/);
  });

  it('checks the contract instead of screens, and tells tools there is no UI', () => {
    const checks = kit.quality.nonFunctional.join('\n');
    expect(checks).toMatch(/OpenAPI document/);
    expect(checks).not.toMatch(/Lighthouse|VoiceOver|axe/);
    expect(rulesText(kit)).not.toMatch(/Every screen handles loading/);
    expect(kit.ai_rules.files[0]!.content).toMatch(
      /It has no user interface: it ships as an API and a command-line tool/,
    );
    const byTool = new Map(kit.prompts.prompts.map((p) => [p.platform, p.content]));
    expect(byTool.get('v0')).toMatch(/has no user interface/);
    expect(byTool.get('cursor')).toMatch(/Endpoints: GET \/api\/holidays/);
    expect(byTool.get('cursor')).not.toMatch(/Routes:/);
  });
});

describe('a regulated product (HIPAA)', () => {
  const kit = kitOf(therapyIdea, therapyBrief);
  const hipaa = kit.backend.compliance.find((c) => c.constraint === 'HIPAA')!;

  it('writes the HIPAA measures into the backend: audit log, encryption, BAAs, access by role', () => {
    const measures = hipaa.measures.join('\n');
    expect(hipaa.measures[0]).toBe(therapyBrief.constraints[0]!.text);
    expect(measures).toMatch(/audit log records every read and write/);
    expect(measures).toMatch(/Encryption at rest/);
    expect(measures).toMatch(/in transit/);
    // Every vendor that carries PHI is named: the hosting and the brief's own integrations.
    expect(measures).toMatch(
      /Business Associate Agreement is signed with every vendor that stores or carries PHI: AWS, Video calls and Email/,
    );
    expect(measures).toMatch(/Role-based access/);
    expect(measures).toMatch(/No PHI in logs, error reports, analytics events, push notifications/);
    expect(measures).toMatch(/Sessions expire after 15 minutes/);
    expect(kit.backend.auth).toMatch(/by role and minimum necessary/);
  });

  it('checks them in QA and makes them rules for coding agents', () => {
    const qa = kit.quality.nonFunctional.filter((l) => l.startsWith('HIPAA')).join('\n');
    expect(qa).toMatch(/audit row/);
    expect(qa).toMatch(/encrypted at rest/);
    expect(qa).toMatch(/signed BAA/);
    expect(qa).toMatch(/each role is refused/);
    const rules = kit.ai_rules.rules.filter((l) => l.startsWith('HIPAA')).join('\n');
    expect(rules).toMatch(/writes the audit log/);
    expect(rules).toMatch(/never put protected health information in logs/);
    expect(rules).toMatch(/without a BAA/);
    expect(kit.ai_rules.files.find((f) => f.path === 'AGENTS.md')!.content).toMatch(/HIPAA: every read or write/);
    expect(promptsText(kit)).toMatch(/Constraints: HIPAA/);
  });

  it('hosts the data with a vendor that signs a BAA, and mints video tokens on the server', () => {
    expect(layer(kit, 'Database')).toMatch(/Amazon RDS.*BAA/);
    expect(kit.tech_stack.hosting).toMatch(/AWS/);
    expect(layer(kit, 'Authentication')).toMatch(/two-factor authentication .* required for staff/);
    const video = kit.tech_stack.integrations.find((i) => i.name === 'Video calls')!;
    expect(video.calledFrom).toMatch(
      /Server: POST \/api\/sessions\/:id\/video-token .* mints a short-lived room token; Client: the video SDK/,
    );
    expect(kit.tech_stack.integrations.find((i) => i.name === 'Email')!.calledFrom).toMatch(/background job/);
  });

  it('asks no BAA of the payment processor, which sees no clinical details', () => {
    const paying = briefSchema.parse({
      ...therapyBrief,
      integrations: [...therapyBrief.integrations, { name: 'Stripe', purpose: 'Charges the practice each month' }],
    });
    const measures = kitOf(therapyIdea, paying).backend.compliance[0]!.measures.join('\n');
    expect(measures).toMatch(/stores or carries PHI: AWS, Video calls and Email;/);
    expect(measures).toMatch(/Stripe receives only amounts and ids, never clinical details/);
  });

  it('sells the practice subscription on the web, not through the stores', () => {
    expect(layer(kit, 'Payments') ?? '').not.toMatch(/StoreKit/);
  });

  it('still names a constraint the catalogue does not know, in every place', () => {
    const name = 'Video under 300 ms';
    expect(kit.backend.compliance.find((c) => c.constraint === name)!.measures.join('\n')).toMatch(
      /measured budget for Video under 300 ms/,
    );
    expect(kit.quality.nonFunctional.some((l) => l.startsWith(`${name}:`))).toBe(true);
    expect(kit.ai_rules.rules.some((l) => l.startsWith(`${name}:`))).toBe(true);
  });
});

describe('access rules that fit the data', () => {
  it('keeps public listings readable signed out and writes owner-only', () => {
    const kit = kitOf(marketIdea, marketBrief);
    expect(kit.backend.auth).toMatch(
      /Anyone, signed in or not, can browse listings; only the account that created one can edit or delete it/,
    );
    expect(kit.tech_stack.notes.join('\n')).toMatch(/Listing is readable signed out/);
    expect([kit.backend.note, ...kit.tech_stack.notes, ...kit.ai_rules.rules].join('\n')).not.toMatch(perUserScope);
    const stripe = kit.tech_stack.integrations.find((i) => i.name === 'Stripe')!;
    expect(stripe.calledFrom).toMatch(/route handler of POST \/api\/checkout .*\(lib\/server\/payments\.ts\)/);
    expect(stripe.calledFrom).toMatch(/verifies the signature/);
  });

  it('keeps the Russian personal data in Russia (152-ФЗ)', () => {
    const kit = kitOf(tutorIdea, tutorBrief);
    expect(kit.tech_stack.hosting).toMatch(/Yandex Cloud/);
    expect(kit.backend.compliance[0]!.measures.join('\n')).toMatch(/базе данных, расположенной в России/);
    expect(kit.quality.nonFunctional.some((l) => l.startsWith('152-ФЗ:'))).toBe(true);
  });

  it('keeps every kit passing the kit check', () => {
    for (const [idea, brief] of [
      [gameIdea, gameBrief],
      [extensionIdea, extensionBrief],
      [internalIdea, internalBrief],
      [serviceIdea, serviceBrief],
      [therapyIdea, therapyBrief],
      [marketIdea, marketBrief],
      [dentalIdea, dentalBrief],
    ] as const) {
      expect(checkKit(kitOf(idea, brief)).score, brief.productName).toBe(100);
    }
  });
});
