import { collectDefaultMetrics, Counter, Registry } from 'prom-client';
import type { CreditReason } from '../../shared/schemas/credits';
import type { TokenUsage } from '../ai/kit-model';

/**
 * What this process did, whichever app or worker in it did it: kits, credits, provider tokens, job
 * failures and node's own figures. One registry per process (the event loop and the heap are the
 * process's); it is created on first use, so code that counts needs no metrics passed down to it.
 * A worker process serves it on METRICS_PORT, a web process at /metrics.
 */
function createProcessMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    kits: new Counter({
      name: 'specforge_kits_generated_total',
      help: 'Kits (and whole-kit regenerations) that finished, by outcome: ready, ready after a repair round (repaired), or failed.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    creditsGranted: new Counter({
      name: 'specforge_credits_granted_total',
      help: 'Credits added to accounts, by ledger reason.',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    creditsSpent: new Counter({
      name: 'specforge_credits_spent_total',
      help: 'Credits taken from accounts, by ledger reason.',
      labelNames: ['reason'] as const,
      registers: [registry],
    }),
    providerTokens: new Counter({
      name: 'specforge_provider_tokens_total',
      help: 'Tokens the AI providers billed, by provider, model and direction (input or output).',
      labelNames: ['provider', 'model', 'direction'] as const,
      registers: [registry],
    }),
    jobFailures: new Counter({
      name: 'specforge_job_failures_total',
      help: 'Failed job attempts (to be retried or dead-lettered), by queue and kit step.',
      labelNames: ['queue', 'step'] as const,
      registers: [registry],
    }),
  };
}

let processMetrics: ReturnType<typeof createProcessMetrics> | undefined;

function metrics() {
  processMetrics ??= createProcessMetrics();
  return processMetrics;
}

export function processRegistry(): Registry {
  return metrics().registry;
}

export type KitOutcome = 'ready' | 'repaired' | 'failed';

export function countKit(outcome: KitOutcome): void {
  metrics().kits.inc({ outcome });
}

export function countCreditChange(change: { delta: number; reason: CreditReason }): void {
  if (change.delta > 0) metrics().creditsGranted.inc({ reason: change.reason }, change.delta);
  else metrics().creditsSpent.inc({ reason: change.reason }, -change.delta);
}

/** `model` as a ModelResult names it: 'offline', or provider:model. */
export function countProviderTokens(model: string, usage: TokenUsage): void {
  const colon = model.indexOf(':');
  const labels = colon < 0 ? { provider: model, model } : { provider: model.slice(0, colon), model: model.slice(colon + 1) };
  if (usage.inputTokens > 0) metrics().providerTokens.inc({ ...labels, direction: 'input' }, usage.inputTokens);
  if (usage.outputTokens > 0) metrics().providerTokens.inc({ ...labels, direction: 'output' }, usage.outputTokens);
}

export function countJobFailure(queue: string, step = ''): void {
  metrics().jobFailures.inc({ queue, step });
}
