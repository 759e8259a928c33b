import type { KitTask } from '../../../../shared/schemas/kit';
import type { Stack } from '../plan';
import { kebabCase } from '../text';
import { isMoney, protectedEntities, type Constraint, type Part } from './plan-effort';
import type { TaskMaker } from './plan-launch';
import { planPhrases } from './plan-phrases';
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

/** What a compliance, security, privacy or legal constraint demands, built once below every feature it protects. */
export function safeguardTask(constraint: Constraint, { model, stack, task, after }: FoundationContext): KitTask {
  const p = planPhrases(model.language).safeguard;
  const backend = model.backendRequired;
  const covered = [...protectedEntities(constraint, model.entities)].map(
    (name) => model.entities.find((e) => e.name === name) ?? { name, label: name, labelPlural: name },
  );
  const what = covered.length > 0 ? p.what(covered) : p.personalData;
  const slug = kebabCase(constraint.name) || 'constraint';
  const vendors = model.integrations.filter((i) => !i.onDevice).map((i) => i.name);
  const parts: Part[] =
    constraint.kind === 'security'
      ? [
          { title: p.checkRole, hours: 1.5 },
          { title: p.rateLimit, hours: 1 },
          { title: p.checklist(constraint), hours: 1 },
        ]
      : constraint.kind === 'legal'
        ? [
            { title: p.consent, hours: 1.5 },
            { title: p.checklist(constraint), hours: 1 },
          ]
        : [
            { title: p.auditLog, hours: backend ? 2 : 1 },
            { title: p.encrypt, hours: 1.5 },
            { title: p.roleAccess, hours: 1.5 },
            ...(constraint.kind === 'privacy' ? [{ title: p.exportDelete, hours: 2 }] : []),
            ...(vendors.length > 0 ? [{ title: p.agreement(vendors), hours: 1 }] : []),
            { title: p.checklist(constraint), hours: 1 },
          ];
  const audit = !(constraint.kind === 'security' || constraint.kind === 'legal');
  return task({
    title: p.title(constraint),
    description: p.description(
      constraint,
      backend,
      what,
      parts.map((part) => part.title),
    ),
    priority: 'high',
    featureIds: [],
    acceptanceCriteria: [
      ...(audit ? [p.audited(constraint, what)] : []),
      p.refused(what, backend),
      p.evidence(constraint, slug),
    ],
    dependsOn: after,
    testStrategy: p.testStrategy(constraint, slug, backend, stack.unitTests, audit),
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
  const p = planPhrases(model.language);
  const backend = model.backendRequired;
  const money = isMoney(integration.key);
  return task({
    title: p.connect.title(integration),
    description: p.connect.description(integration, backend, money, calledBy),
    priority,
    featureIds: [],
    acceptanceCriteria: [
      p.connect.sandbox(integration, calledBy[0], backend),
      p.connect.fails(integration),
      ...(money ? [p.connect.webhook] : []),
    ],
    dependsOn: backend ? after : after.slice(0, 1),
    testStrategy: p.connect.testStrategy(integration, money),
    parts: [
      { title: p.connect.account(integration), hours: 0.5 },
      { title: p.connect.client(integration, calledBy), hours: 1.5 },
      ...(money ? [{ title: p.connect.webhookPart, hours: 1.5 }] : []),
      { title: p.connect.test(integration), hours: 1 },
    ],
  });
}
