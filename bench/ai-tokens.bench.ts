/**
 * Input tokens per kit on the OpenAI stand-in, before and after grounding each step on what it needs
 * (`npm run bench -- ai-tokens`). The same ideas go through the same simulated provider (the
 * stand-in answering with the offline engine's outputs) twice in one run:
 * - before: the graph as it was (the frozen `inputs` below), every step asked of the model, and the
 *   rules step asked for the rules files too;
 * - after: the kit graph and the pipeline's own path (`writeKitStep`): each step is sent only its
 *   declared inputs, the rules step writes only the rules, and the prompts cost nothing.
 * Tokens are counted with gpt-tokenizer (o200k, as OpenAI's current models) on the exact system and
 * user messages the stand-in received. Goal: after ÷ before ≤ 0.60.
 */
import { countTokens } from 'gpt-tokenizer';
import { FakeOpenAI } from '../tests/fakes/openai-server';
import { kitResponder } from '../tests/fakes/openai-kit-responder';
import { readIdea } from '../src/server/ai/offline/reader';
import { createSdkModel } from '../src/server/ai/sdk-model';
import { outputName, stepInstructions, stepPromptWith } from '../src/server/ai/step-prompts';
import { writeKitStep } from '../src/server/kit/write-step';
import type { Brief } from '../src/shared/schemas/brief';
import {
  isModelStep,
  kitStepNames,
  kitSteps,
  platformLabels,
  platforms,
  type KitOutputs,
  type KitStep,
  type StepContext,
} from '../src/shared/schemas/kit';
import type { BenchResult } from './lib/bench';

const GOAL = 0.6;

/** Eight ideas of different platforms and shapes, one of them in Russian. */
const ideas = [
  'A web app where community gardens share a tool library and schedule volunteer watering shifts',
  'An iOS and Android app for runners to plan interval workouts and sync them to their watch',
  'A Chrome extension that saves recipes from any cooking site into a weekly meal plan and shopping list',
  'An API with a command-line client that turns supplier invoices into accounting journal entries',
  'An internal tool for a dental clinic to schedule hygienists and log sterilisation cycles, HIPAA compliant',
  'A desktop app for podcasters to organise episode notes, guest releases and publishing dates offline',
  'A mobile word puzzle game with daily challenges, a global leaderboard and in-app purchases',
  'Сервис для языковых школ: преподаватели ведут группы, студенты записываются на занятия и оплачивают абонементы',
];

/** The graph's inputs before each step was grounded on what it needs (frozen as the baseline). */
const baselineInputs: Record<KitStep, readonly KitStep[]> = {
  overview: [],
  requirements: ['overview'],
  tech_stack: ['overview', 'requirements'],
  frontend: ['overview', 'requirements', 'tech_stack'],
  backend: ['overview', 'requirements', 'tech_stack'],
  app_flow: ['overview', 'requirements', 'tech_stack'],
  quality: ['overview', 'requirements', 'tech_stack'],
  ai_rules: ['overview', 'requirements', 'tech_stack'],
  implementation: ['overview', 'requirements', 'tech_stack', 'frontend', 'backend', 'app_flow', 'quality', 'ai_rules'],
  tasks: ['overview', 'requirements', 'frontend', 'backend', 'implementation'],
  prompts: ['overview', 'requirements', 'tech_stack', 'frontend', 'backend', 'implementation'],
  what_next: ['overview', 'requirements', 'implementation', 'tasks', 'prompts'],
};

/** The instructions of the two steps whose generated parts are now rendered, as they were. */
const baselineInstructions: Partial<Record<KitStep, string>> = {
  ai_rules: `Write the rules for AI coding agents working on this project.
- rules: 8 to 15 short imperative rules specific to this stack, platform and product (structure, naming, data access, testing, security, what never to do): the rules each constraint imposes, where each integration is called, and no web or DOM rules for a React Native project.
- files: AGENTS.md first, then CLAUDE.md and .cursor/rules/project.mdc. Each content is markdown: the product in two lines, the stack, the commands (install, dev, test, lint), the folder layout, the conventions and the rules, and how to use the feature ids (FEAT-xxx) in commits and tests. The .mdc file starts with front matter (description, globs, alwaysApply: true).`,
  prompts: `Write one ready-to-paste prompt per code-generation tool, in this order: ${platforms.map((p) => `${p} (${platformLabels[p]})`).join(', ')}.
- Each prompt names the product, its users, the stack, the constraints' rules and the integrations, and asks for the first working slice of the implementation plan with its real screens, routes, entities and feature ids.
- App builders that make web apps get a clickable prototype for a mobile or extension product, and only the developer documentation for an API or CLI.
- Agents working in a repository (Cursor, Claude Code, Windsurf, GitHub Copilot) are told to read AGENTS.md and the kit's documents first, to work phase by phase, to run the tests after each task and to reference feature ids in commits.
- App builders (Lovable, Bolt, v0, Replit) get one self-contained prompt describing the screens, the data and the look, in the form that tool works best with (v0: the UI only).`,
};

const contextOf = (idea: string, brief: Brief, outputs: Partial<KitOutputs>, inputs: readonly KitStep[]): StepContext => ({
  idea,
  options: {},
  brief,
  variant: 1,
  outputs: Object.fromEntries(inputs.map((input) => [input, outputs[input]])),
});

/** Input tokens of every completion the stand-in received since the last reset: system and user messages. */
function inputTokens(fake: FakeOpenAI): number {
  return fake.completions
    .flatMap((request) => request.messages)
    .reduce((sum, m) => sum + countTokens(typeof m.content === 'string' ? m.content : JSON.stringify(m.content)), 0);
}

/** The baseline's requests, sent to the stand-in as an OpenAI client would (the kit data is the run's own). */
async function sendBaseline(baseURL: string, idea: string, brief: Brief, kit: KitOutputs): Promise<void> {
  for (const step of kitStepNames) {
    const instructions = baselineInstructions[step] ?? (isModelStep(step) ? stepInstructions[step] : '');
    const { system, prompt } = stepPromptWith(step, contextOf(idea, brief, kit, baselineInputs[step]), {
      inputs: baselineInputs[step],
      instructions,
    });
    const response = await fetch(`${baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
      body: JSON.stringify({
        model: 'gpt-4.1-mini',
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: prompt },
        ],
        response_format: { type: 'json_schema', json_schema: { name: outputName(step), schema: {}, strict: false } },
      }),
    });
    if (!response.ok) throw new Error(`the stand-in answered ${response.status} to the baseline ${step} request`);
    await response.arrayBuffer();
  }
}

export default async function aiTokensBench(): Promise<BenchResult> {
  const fake = new FakeOpenAI({ responder: kitResponder, apiKey: 'sk-bench' });
  const baseURL = await fake.start();
  const model = createSdkModel({
    provider: 'openai',
    apiKey: 'sk-bench',
    model: 'gpt-4.1-mini',
    baseURL,
    timeoutMs: 30_000,
    maxRetries: 0,
  });
  const before: number[] = [];
  const after: number[] = [];
  try {
    for (const idea of ideas) {
      const read = readIdea(idea);
      if (read.kind !== 'brief') throw new Error(`the reader found no product in: ${idea}`);
      const brief = read.brief;

      fake.reset();
      const kit: Partial<KitOutputs> = {};
      for (const step of kitStepNames) {
        const context = contextOf(idea, brief, kit, kitSteps[step].inputs);
        Object.assign(kit, { [step]: (await writeKitStep(model, step, context)).output });
      }
      after.push(inputTokens(fake));

      fake.reset();
      await sendBaseline(baseURL, idea, brief, kit as KitOutputs);
      before.push(inputTokens(fake));
      console.log(`  ${idea.slice(0, 60)}…: before ${before.at(-1)} → after ${after.at(-1)} input tokens`);
    }
  } finally {
    await fake.stop();
  }
  const mean = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) / values.length);
  const ratio = mean(after) / mean(before);
  return {
    name: 'ai-tokens',
    summary: `ai-tokens: input tokens per kit on the stand-in, before ${mean(before)}, after ${mean(after)} (${ideas.length} ideas), ratio ${ratio.toFixed(3)} (goal <= ${GOAL.toFixed(2)})`,
    metrics: {
      inputTokensBeforePerKit: mean(before),
      inputTokensAfterPerKit: mean(after),
      ratio: Number(ratio.toFixed(3)),
    },
  };
}
