import { describe, expect, it } from 'vitest';
import { isModelStep, modelSchema, type ModelStep, type StepContext } from '../../shared/schemas/kit';
import { composeKit } from './offline/offline-model';
import { extensionBrief, extensionIdea, therapyBrief, therapyIdea } from './offline/stack.test-briefs';
import { parseStepPrompt, stepFromOutputName, stepPrompt } from './step-prompts';

const context = (idea: string, brief: StepContext['brief']): StepContext => ({
  idea,
  options: {},
  brief,
  variant: 1,
  outputs: {},
});

describe('what the AI engine is told about the brief', () => {
  const regulated = context(therapyIdea, therapyBrief);

  it('carries the brief with its constraints and integrations to every step', () => {
    for (const step of ['tech_stack', 'backend', 'quality', 'ai_rules', 'tasks', 'what_next'] as const) {
      const { prompt } = stepPrompt(step, regulated);
      expect(parseStepPrompt(prompt)?.brief).toEqual(therapyBrief);
      expect(prompt).toContain('"name":"HIPAA"');
      expect(prompt).toContain('"name":"Video calls"');
    }
  });

  it('tells every step to fit the platforms and to write each constraint’s consequences', () => {
    const { system } = stepPrompt('overview', regulated);
    expect(system).toMatch(/internal tool has no landing page, public sign-up/);
    expect(system).toMatch(/Manifest V3 popup, options page, content scripts and service worker/);
    expect(system).toMatch(/mobile game sells digital goods through store billing/);
    expect(system).toMatch(/An API or CLI has no screens/);
    expect(system).toMatch(/backend measures, QA checks and rules for coding agents/);
    expect(system).toMatch(/audit log of every read and write of PHI, encryption at rest and in transit, BAAs/);
    expect(system).toMatch(/Never truncate/);
  });

  it('asks each step for its part: Given/When/Then and a glossary, calledFrom, compliance, checks and rules', () => {
    const instructions = (step: Parameters<typeof stepPrompt>[0]) => stepPrompt(step, regulated).prompt;
    expect(instructions('requirements')).toMatch(/Given\/When\/Then/);
    expect(instructions('requirements')).toMatch(/glossary/);
    expect(instructions('requirements')).toMatch(/assumptions and openQuestions/);
    expect(instructions('tech_stack')).toMatch(/every integration of the brief .* calledFrom/);
    expect(instructions('tech_stack')).toMatch(/store billing/);
    expect(instructions('tech_stack')).toMatch(/no Frontend or Styling layer for an API or CLI/);
    expect(instructions('backend')).toMatch(/compliance: one entry per constraint/);
    expect(instructions('backend')).toMatch(/public listings readable signed out, leaderboards global/);
    expect(instructions('quality')).toMatch(/for each constraint of the brief the checks that prove its measures/);
    expect(instructions('ai_rules')).toMatch(/no web or DOM rules for a React Native project/);
    expect(instructions('ai_rules')).not.toMatch(/AGENTS\.md first|front matter/);
  });

  it('tells screens that only a public web product starts at a landing page', () => {
    const { prompt } = stepPrompt('frontend', context(extensionIdea, extensionBrief));
    expect(prompt).toMatch(/for a public web product "\/" is the landing page/);
    expect(prompt).toMatch(/an API or CLI has no routes/);
    expect(prompt).toContain('"browser-extension"');
  });
});

describe('what each step is sent: the brief and only the documents it writes from', () => {
  const kit = composeKit(therapyIdea, {}, 1, therapyBrief);
  const sent = (step: ModelStep) => {
    const { prompt } = stepPrompt(step, { idea: therapyIdea, options: {}, brief: therapyBrief, variant: 1, outputs: kit });
    return Object.keys(parseStepPrompt(prompt)?.outputs ?? {});
  };

  it('sends the tasks step the tech stack, with the plan and the endpoints it breaks down', () => {
    expect(sent('tasks')).toEqual(['requirements', 'tech_stack', 'backend', 'implementation']);
  });

  it('spares the plan, the launch tips and the app flow the documents they do not read', () => {
    expect(sent('implementation')).toEqual(['requirements', 'tech_stack', 'frontend', 'backend']);
    expect(sent('what_next')).toEqual(['requirements']);
    expect(sent('backend')).toEqual(['requirements', 'tech_stack']);
    expect(sent('ai_rules')).toEqual(['requirements', 'tech_stack']);
    expect(sent('what_next')).not.toContain('frontend');
    expect(sent('app_flow')).toEqual(['requirements']);
  });

  it('asks no model for the prompts, and only the rules of the rules step', () => {
    expect(isModelStep('prompts')).toBe(false);
    expect(stepFromOutputName('kit_prompts')).toBeUndefined();
    expect(modelSchema('ai_rules').safeParse({ rules: ['Validate every request body'] }).success).toBe(true);
  });
});
