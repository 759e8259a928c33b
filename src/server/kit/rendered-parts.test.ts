import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAI } from '../../../tests/fakes/openai-server';
import { kitResponder } from '../../../tests/fakes/openai-kit-responder';
import type { Brief } from '../../shared/schemas/brief';
import { kitStepNames, kitSteps, platforms, type KitOutputs, type KitStep, type StepContext } from '../../shared/schemas/kit';
import { composeKit, createOfflineModel } from '../ai/offline/offline-model';
import { readIdea } from '../ai/offline/reader';
import { gameBrief, gameIdea, serviceBrief, serviceIdea, therapyBrief, therapyIdea } from '../ai/offline/stack.test-briefs';
import { createSdkModel } from '../ai/sdk-model';
import type { KitModel } from '../ai/kit-model';
import { renderAgentFiles } from './agent-files';
import { renderPlatformPrompts } from './platform-prompts';
import { writeKitStep } from './write-step';

/** A whole kit through the pipeline's one path (`writeKitStep`), each step given its declared inputs. */
async function writeKit(model: KitModel, idea: string, brief: Brief): Promise<KitOutputs> {
  const outputs: Partial<KitOutputs> = {};
  for (const step of kitStepNames) {
    const inputs = Object.fromEntries(kitSteps[step].inputs.map((input: KitStep) => [input, outputs[input]]));
    const context: StepContext = { idea, options: {}, brief, variant: 1, outputs: inputs };
    Object.assign(outputs, { [step]: (await writeKitStep(model, step, context)).output });
  }
  return outputs as KitOutputs;
}

const briefOf = (idea: string): Brief => {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`unclear idea: ${idea}`);
  return read.brief;
};

const fake = new FakeOpenAI({ responder: kitResponder, apiKey: 'sk-test-key' });
let baseURL = '';
beforeAll(async () => {
  baseURL = await fake.start();
});
afterAll(() => fake.stop());

describe('the rules files and prompts, rendered for every engine', () => {
  it.each([
    ['a regulated web product', therapyIdea, therapyBrief],
    ['a mobile game', gameIdea, gameBrief],
  ])('are the same for the offline engine and an AI provider given the same kit data: %s', async (_, idea, brief) => {
    const sdk = createSdkModel({ provider: 'openai', apiKey: 'sk-test-key', model: 'gpt-4.1-mini', baseURL, timeoutMs: 10_000, maxRetries: 0 });
    fake.reset();
    const byProvider = await writeKit(sdk, idea, brief);
    const offline = await writeKit(createOfflineModel(), idea, brief);
    expect(byProvider.ai_rules).toEqual(offline.ai_rules);
    expect(byProvider.prompts).toEqual(offline.prompts);
    // Rendered from the same data, whichever engine wrote it.
    const rulesInputs = Object.fromEntries(kitSteps.ai_rules.inputs.map((input) => [input, byProvider[input]]));
    expect(renderAgentFiles({ brief, outputs: rulesInputs }, byProvider.ai_rules.rules)).toEqual(offline.ai_rules.files);
    expect(renderPlatformPrompts({ brief, outputs: byProvider })).toEqual(offline.prompts);

    // The provider was asked for the rules alone, and never for the prompts.
    const asked = fake.completions.map((r) => r.schemaName);
    expect(asked).not.toContain('kit_prompts');
    expect(asked).toHaveLength(kitStepNames.length - 1);
    const rulesRequest = fake.completions.find((r) => r.schemaName === 'kit_ai_rules')!;
    expect(JSON.stringify(rulesRequest.responseFormat)).not.toMatch(/"files"/);
  });

  it('render the same whichever engine wrote the documents: only the kit data decides', () => {
    const kit = composeKit(therapyIdea, {}, 1, therapyBrief);
    const renamed = { ...kit, overview: { ...kit.overview, productName: 'CalmCare' } };
    const files = renderAgentFiles({ brief: therapyBrief, outputs: renamed }, kit.ai_rules.rules);
    for (const file of files) expect(file.content).toContain('CalmCare');
    for (const prompt of renderPlatformPrompts({ brief: therapyBrief, outputs: renamed }).prompts)
      expect(prompt.content).toContain('CalmCare');
  });
});

describe('the rules files', () => {
  const kit = composeKit(therapyIdea, {}, 1, therapyBrief);
  const files = renderAgentFiles({ brief: therapyBrief, outputs: kit }, kit.ai_rules.rules);
  const byPath = new Map(files.map((f) => [f.path, f.content]));

  it('are AGENTS.md, CLAUDE.md and a Cursor rule with its front matter', () => {
    expect(files.map((f) => f.path)).toEqual(['AGENTS.md', 'CLAUDE.md', '.cursor/rules/project.mdc']);
    const mdc = byPath.get('.cursor/rules/project.mdc')!;
    const front = /^---\ndescription: (.+)\nglobs: (.+)\nalwaysApply: true\n---\n/.exec(mdc);
    expect(front).not.toBeNull();
    expect(front![1]).toContain(kit.overview.productName);
    expect(front![1]).not.toMatch(/:\s/);
    expect(front![2]).toMatch(/\*\*/);
  });

  it('give the product, the stack, the commands, the rules, the constraints, the integrations and the feature ids', () => {
    const agents = byPath.get('AGENTS.md')!;
    expect(agents).toContain(therapyBrief.summary);
    for (const choice of kit.tech_stack.choices) expect(agents).toContain(choice.choice);
    expect(agents).toMatch(/Install: `npm install`/);
    expect(agents).toMatch(/Test: `npm test`/);
    for (const rule of kit.ai_rules.rules) expect(agents).toContain(rule);
    expect(agents).toContain(`HIPAA: ${therapyBrief.constraints[0]!.text}`);
    for (const integration of kit.tech_stack.integrations) expect(agents).toContain(integration.name);
    for (const feature of kit.requirements.features) expect(agents).toContain(`${feature.id} ${feature.name}`);
    expect(agents).toMatch(/feat\/FEAT-\d{3}-[a-z-]+/);
    // Claude Code imports AGENTS.md through the @ reference.
    expect(byPath.get('CLAUDE.md')).toMatch(/: @AGENTS\.md$/m);
  });

  it('say what the rules already say only once: the feature ids and the checks after each task', () => {
    const said = (text: string, pattern: RegExp) => text.split(pattern).length - 1;
    const agents = byPath.get('AGENTS.md')!;
    const claude = byPath.get('CLAUDE.md')!;
    // The engine's rules name the branch and the checks, so neither file repeats them in a section of its own.
    expect(said(agents, /feat\/FEAT-\d{3}-[a-z-]+/g)).toBe(1);
    expect(agents).not.toMatch(/## Feature ids/);
    expect(said(claude, /`npm run lint` and `npm test`/g)).toBe(1);
    // Rules written without them (another engine's) still get both.
    const bare = new Map(renderAgentFiles({ brief: therapyBrief, outputs: kit }, ['Keep the session short']).map((f) => [f.path, f.content]));
    expect(bare.get('AGENTS.md')).toMatch(/## Feature ids\nEvery change delivers a feature/);
    expect(bare.get('CLAUDE.md')).toMatch(/After each task of FEAT-\d{3} run `npm run lint` and `npm test`/);
  });

  it('give a React Native app no web or DOM rule of their own', () => {
    const game = composeKit(gameIdea, {}, 1, gameBrief);
    const noRules = { brief: gameBrief, outputs: { ...game, ai_rules: { rules: [], files: [] } } };
    const rendered = [
      ...renderAgentFiles(noRules, []).map((f) => f.content),
      ...renderPlatformPrompts(noRules)
        .prompts.filter((p) => !['lovable', 'v0'].includes(p.platform))
        .map((p) => p.content),
    ].join('\n');
    expect(rendered).not.toMatch(/\bDOM\b|aria-|WCAG|Next\.js|localStorage|browser's local storage|Tailwind CSS 4/);
    expect(renderAgentFiles(noRules, [])[0]!.content).toMatch(/Expo/);
  });
});

describe('the prompts', () => {
  it('are one per platform, in order, each naming the product, and all different', () => {
    for (const [idea, brief] of [
      [therapyIdea, therapyBrief],
      [gameIdea, gameBrief],
      [serviceIdea, serviceBrief],
    ] as const) {
      const kit = composeKit(idea, {}, 1, brief);
      const { prompts } = renderPlatformPrompts({ brief, outputs: kit });
      expect(prompts.map((p) => p.platform)).toEqual([...platforms]);
      for (const prompt of prompts) expect(prompt.content).toContain(kit.overview.productName);
      expect(new Set(prompts.map((p) => p.content)).size).toBe(platforms.length);
    }
  });

  it('carry the constraints and where each integration is called', () => {
    const kit = composeKit(therapyIdea, {}, 1, therapyBrief);
    const lovable = renderPlatformPrompts({ brief: therapyBrief, outputs: kit }).prompts.find((p) => p.platform === 'lovable')!;
    expect(lovable.content).toMatch(/Constraints: HIPAA: /);
    for (const integration of kit.tech_stack.integrations) expect(lovable.content).toContain(integration.name);
  });
});

describe('in the brief’s language', () => {
  const idea = 'Приложение для репетиторов: ученики записываются на уроки, репетитор ведёт расписание и получает оплату';
  const brief = briefOf(idea);
  const kit = composeKit(idea, {}, 1, brief);

  it('writes the Russian templates for a Russian brief, keeping paths, commands and ids', () => {
    expect(brief.language).toBe('ru');
    const files = renderAgentFiles({ brief, outputs: kit }, kit.ai_rules.rules);
    const agents = files[0]!.content;
    expect(agents).toMatch(/руководство для ИИ-агентов/);
    expect(agents).toMatch(/## Команды\n- Установка: `npm install`/);
    expect(agents).toMatch(/## Правила/);
    expect(agents).not.toMatch(/guide for coding agents|## Commands|## Rules/);
    expect(files[1]!.content).toMatch(/правила .+: @AGENTS\.md$/m);
    expect(files[2]!.content.startsWith(`---\ndescription: Правила проекта ${kit.overview.productName}`)).toBe(true);
    const prompts = renderPlatformPrompts({ brief, outputs: kit }).prompts;
    const cursor = prompts.find((p) => p.platform === 'cursor')!.content;
    expect(cursor).toMatch(/Прежде чем писать код, прочитайте AGENTS\.md и \.cursor\/rules\/project\.mdc/);
    expect(cursor).toMatch(/FEAT-001/);
    // The templates' own words; the documents' texts are the engine's.
    const english = /You are building|Before writing code|Must-have features|After each task|Features for the first version|Data model:|Implement first|Mock data only|Features in order/;
    for (const prompt of prompts) expect(prompt.content, prompt.platform).not.toMatch(english);
  });

  it('stays English for a kit without a brief', () => {
    const files = renderAgentFiles({ outputs: kit }, kit.ai_rules.rules);
    expect(files[0]!.content).toMatch(/guide for coding agents/);
  });
});
