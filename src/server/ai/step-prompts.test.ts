import { describe, expect, it } from 'vitest';
import { isModelStep, modelSchema, type ModelStep, type StepContext } from '../../shared/schemas/kit';
import { composeKit } from './offline/offline-model';
import { extensionBrief, extensionIdea, therapyBrief, therapyIdea } from './offline/stack.test-briefs';
import { parseStepPrompt, stepFromOutputName, stepPrompt, viabilityPrompt } from './step-prompts';

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

  it('tells every step and the assessment the kit’s language from the brief, with identifiers kept in English', () => {
    const russian = { ...therapyBrief, language: 'ru' as const };
    const english = { ...therapyBrief, language: 'en' as const };
    const identifiers = 'keep identifiers (entity names, fields, routes, feature ids, code, JSON keys) in English';
    for (const step of ['overview', 'requirements', 'backend', 'tasks'] as const) {
      const ru = stepPrompt(step, context(therapyIdea, russian));
      expect(ru.prompt).toContain(`Write every text in Russian (language "ru"); ${identifiers}.`);
      expect(ru.prompt).not.toContain('in English (language "en")');
      expect(ru.system).not.toMatch(/unless the idea is written in another language/);
      expect(stepPrompt(step, context(therapyIdea, english)).prompt).toContain(
        `Write every text in English (language "en"); ${identifiers}.`,
      );
    }
    // A kit made before briefs is English.
    expect(stepPrompt('overview', context(therapyIdea, undefined)).prompt).toContain('in English (language "en")');
    expect(viabilityPrompt(therapyIdea, russian).prompt).toContain(`Write every text in Russian (language "ru"); ${identifiers}.`);
    expect(viabilityPrompt(therapyIdea, english).prompt).toContain('Write every text in English (language "en")');
  });
});

describe('what the AI engine is told in the repair round', () => {
  it('lists the kit check’s problems with the previous version and asks to keep everything else', () => {
    const base = context(therapyIdea, therapyBrief);
    const problems = ['FEAT-004 Reviews is not in any implementation phase', 'Task T-9 depends on T-12, which comes after it'];
    const { prompt } = stepPrompt('implementation', { ...base, repair: { problems } });
    expect(prompt).toContain(
      'The kit check found these problems in your previous version:\n<repair>\n- FEAT-004 Reviews is not in any implementation phase\n- Task T-9 depends on T-12, which comes after it\n</repair>\nFix them, keep everything else.',
    );
    expect(parseStepPrompt(prompt)?.brief).toEqual(therapyBrief);
    expect(stepPrompt('implementation', base).prompt).not.toContain('<repair>');
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
