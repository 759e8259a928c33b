import type { KitTask } from '../../../../shared/schemas/kit';
import type { Stack } from '../plan';
import type { Part } from './plan-effort';
import { planPhrases } from './plan-phrases';
import type { CompositionModel } from './types';

/**
 * The last task of every plan: a deploy on the web, a store submission with its review checklist
 * on phones and browsers, a published package for a command-line tool without a server.
 */

export type TaskMaker = (fields: Omit<KitTask, 'ref' | 'estimateHours' | 'subtasks'> & { parts: Part[] }) => KitTask;

/** The journey that first gives a user value, which the launch smoke-tests and analytics counts. */
export interface FirstValue {
  /** The feature's name: "Book visits". */
  name: string;
  /** Who takes the journey: "dog owner". */
  role: string;
  /** What they do, from the user story: "book a walk". */
  goal: string;
  /** The route of its first screen, when it has one. */
  route?: string;
}

export function launchTask(
  model: CompositionModel,
  stack: Stack,
  task: TaskMaker,
  dependsOn: string[],
  first: FirstValue,
) {
  const p = planPhrases(model.language);
  const product = model.productName;
  const mobile = model.platforms.includes('ios') || model.platforms.includes('android');
  const extension = model.platforms.includes('extension');
  const storeBilling = model.integrations.some((i) => i.key === 'revenuecat');
  const fromTriple = ([given, when, then]: readonly [string, string, string]) => p.gwt(given, when, then);
  if (mobile) {
    const store = p.launch.stores;
    return {
      where: store.where,
      task: task({
        title: store.title(product),
        description: store.description(stack.hosting),
        priority: 'high',
        featureIds: [],
        acceptanceCriteria: store.criteria.map(fromTriple),
        dependsOn,
        testStrategy: store.testStrategy(storeBilling),
        parts: store.parts.map((title) => ({ title, hours: 2 })),
      }),
    };
  }
  if (extension) {
    const store = p.launch.extension;
    return {
      where: store.where,
      task: task({
        title: store.title(product),
        description: store.description(stack.hosting),
        priority: 'high',
        featureIds: [],
        acceptanceCriteria: store.criteria.map(fromTriple),
        dependsOn,
        testStrategy: store.testStrategy,
        parts: store.parts.map((title, i) => ({ title, hours: [1, 2, 1.5, 1.5][i]! })),
      }),
    };
  }
  if (!model.backendRequired && model.platforms.every((platform) => platform === 'cli')) {
    const pkg = p.launch.package;
    return {
      where: pkg.where,
      task: task({
        title: pkg.title(product),
        description: pkg.description(stack.hosting, model.slug),
        priority: 'high',
        featureIds: [],
        acceptanceCriteria: pkg.criteria(model.slug).map(fromTriple),
        dependsOn,
        testStrategy: pkg.testStrategy(model.slug),
        parts: pkg.parts.map((title, i) => ({ title, hours: [1.5, 1.5, 1][i]! })),
      }),
    };
  }
  const web = p.launch.web;
  // What production needs of its own: the secrets this product's backend, accounts and services read.
  const secrets = web.secrets(model.backendRequired, model.accounts, model.integrations.filter((i) => !i.onDevice));
  return {
    where: web.where(stack.deployTarget),
    task: task({
      title: web.title(product, stack.deployTarget),
      description: web.description(stack.hosting, secrets),
      priority: 'high',
      featureIds: [],
      acceptanceCriteria: [
        web.deploys(product, stack.deployTarget),
        web.monitored(first.route),
        web.firstValue(first.role, first.goal),
        ...(model.backendRequired && model.entities.length > 0 ? [web.backup(model.entities)] : []),
      ],
      dependsOn,
      testStrategy: web.testStrategy(first.name, first.role, first.goal),
      parts: [
        { title: web.configure(stack.deployTarget, secrets), hours: 2 },
        { title: web.monitoring(first.name), hours: 1.5 },
        { title: web.release(first.name), hours: 1.5 },
      ],
    }),
  };
}
