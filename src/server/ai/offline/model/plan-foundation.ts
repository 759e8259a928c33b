import type { KitTask } from '../../../../shared/schemas/kit';
import type { Stack } from '../plan';
import { joinList, kebabCase, withArticle } from '../text';
import { isMoney, protectedEntities, type Constraint, type Part } from './plan-effort';
import { gwt, type TaskMaker } from './plan-launch';
import type { CompositionModel, ModelFeature } from './types';

/**
 * Tasks every feature that needs them waits for: the safeguards a regulation demands, built once
 * below the features, and the connection to each outside service, made once before its first use.
 */

export interface FoundationContext {
  model: CompositionModel;
  stack: Stack;
  task: TaskMaker;
  /** The setup and data-model tasks these wait for. */
  after: string[];
}

type Integration = CompositionModel['integrations'][number];

const sentence = (text: string) => text.trim().replace(/[.!]+$/, '');

function lowerFirst(text: string): string {
  return /^\p{Lu}{2}/u.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** What a compliance, security, privacy or legal constraint demands, built once below every feature it protects. */
export function safeguardTask(constraint: Constraint, { model, stack, task, after }: FoundationContext): KitTask {
  const backend = model.backendRequired;
  const covered = [...protectedEntities(constraint, model.entities)].map(
    (name) => model.entities.find((e) => e.name === name)?.labelPlural ?? name,
  );
  const what = covered.length > 0 ? joinList(covered) : 'personal data';
  const slug = kebabCase(constraint.name) || 'constraint';
  const vendors = model.integrations.map((i) => i.name);
  const where = backend ? 'on the server' : 'on the device';
  const parts: Part[] =
    constraint.kind === 'security'
      ? [
          { title: 'Check the role on every endpoint and screen that needs one', hours: 1.5 },
          { title: 'Rate-limit sign-in and keep secrets out of the client', hours: 1 },
          { title: `Write the ${constraint.name} checklist with its evidence`, hours: 1 },
        ]
      : constraint.kind === 'legal'
        ? [
            { title: 'Record the consent or acceptance the rule requires, with its date', hours: 1.5 },
            { title: `Write the ${constraint.name} checklist with its evidence`, hours: 1 },
          ]
        : [
            { title: 'Write an audit log of every read and change', hours: backend ? 2 : 1 },
            { title: 'Encrypt the data at rest and in transit', hours: 1.5 },
            { title: 'Check access by role', hours: 1.5 },
            ...(constraint.kind === 'privacy'
              ? [{ title: 'Let a person export and delete their data', hours: 2 }]
              : []),
            ...(vendors.length > 0
              ? [{ title: `Get a signed data agreement from ${joinList(vendors)}`, hours: 1 }]
              : []),
            { title: `Write the ${constraint.name} checklist with its evidence`, hours: 1 },
          ];
  return task({
    title: `Build the ${constraint.name} safeguards`,
    description: `${constraint.name}: ${sentence(constraint.text)}. Build what it demands once, ${where}, before any feature stores ${what}: ${joinList(
      parts.map((p) => lowerFirst(p.title)),
    )}.`,
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      ...(constraint.kind === 'security' || constraint.kind === 'legal'
        ? []
        : [
            gwt(
              `${constraint.name} applies to ${what}`,
              'any of them is read or changed',
              'the audit log records who did what, and when',
            ),
          ]),
      gwt(
        `someone without the role for ${what}`,
        'they ask for it',
        `the ${backend ? 'API answers 403' : 'app refuses'} and the attempt is logged`,
      ),
      gwt(
        `the checklist in docs/compliance/${slug}.md`,
        'it is reviewed before launch',
        `every demand of ${constraint.name} (${lowerFirst(sentence(constraint.text))}) has its evidence: a test, a setting or a signed document`,
      ),
    ],
    dependsOn: after,
    testStrategy: `A compliance check: docs/compliance/${slug}.md maps each demand of ${constraint.name} to its evidence and is reviewed before launch; ${
      backend ? 'API integration tests on a real database' : `${stack.unitTests} tests`
    } prove the ${constraint.kind === 'security' || constraint.kind === 'legal' ? 'refusal' : 'audit entry and the refusal'} for a missing role.`,
    parts,
  });
}

/** The client module, keys and sandbox of an outside service, with the priority of its most urgent caller. */
export function connectTask(
  integration: Integration,
  calledBy: readonly ModelFeature[],
  priority: KitTask['priority'],
  { model, task, after }: FoundationContext,
): KitTask {
  const backend = model.backendRequired;
  const money = isMoney(integration.key);
  const secret = backend ? ' in server-side environment variables, never in the client bundle' : '';
  // What the client is for: the features that call it, or the service's purpose when none does yet.
  const callers =
    calledBy.length > 0 ? joinList(calledBy.map((f) => `“${f.name}”`)) : lowerFirst(sentence(integration.purpose));
  return task({
    title: `Connect ${integration.name}`,
    description: `Add ${withArticle(integration.name)} client module${backend ? ' on the server' : ''} (${lowerFirst(sentence(integration.purpose))}): keys${secret}, a sandbox account for development${
      money ? ', and a webhook route that checks signatures and handles each event once' : ''
    }${calledBy.length > 0 ? `. Called by ${joinList(calledBy.map((f) => `${f.id} ${f.name}`))}` : ''}.`,
    priority,
    featureIds: [],
    acceptanceCriteria: [
      gwt(
        `the ${integration.name} sandbox keys`,
        `the client sends the request ${calledBy[0] ? `“${calledBy[0].name}” needs` : 'it is for'}`,
        `it succeeds${backend ? ' and no key appears in the client bundle' : ''}`,
      ),
      gwt(
        `${integration.name} failing or timing out`,
        'the client calls it',
        'it returns a typed error after a bounded retry and nothing is half-saved',
      ),
      ...(money
        ? [gwt('a webhook with a wrong signature or one already handled', 'it arrives', 'it changes nothing')]
        : []),
    ],
    dependsOn: backend ? after : after.slice(0, 1),
    testStrategy: `Unit tests with ${integration.name} stubbed at the HTTP boundary (success, error, timeout${money ? ', bad signature, duplicate event' : ''}); one contract test against the ${integration.name} sandbox, run before each release rather than on every push.`,
    parts: [
      { title: `Create the ${integration.name} sandbox account and keys`, hours: 0.5 },
      { title: `Write the ${integration.name} client for ${callers}, with timeouts and retries`, hours: 1.5 },
      ...(money ? [{ title: 'Add the webhook route with signature checks', hours: 1.5 }] : []),
      { title: `Test the ${integration.name} client stubbed, then once against the sandbox`, hours: 1 },
    ],
  });
}
