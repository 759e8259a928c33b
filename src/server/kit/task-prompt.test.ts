import { describe, expect, it } from 'vitest';
import { boardFrom } from '../../../tests/support/task-fixtures';
import { platformLabels, platforms } from '../../shared/schemas/kit';
import { composeKit } from '../ai/offline/offline-model';
import { composeTaskPrompt } from './task-prompt';

const kit = composeKit(
  'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.',
);
const board = boardFrom(kit);
const feature = (id: string) => kit.requirements.features.find((f) => f.id === id)!;

describe('the prompt for one task', () => {
  const task = board.tasks.find((t) => t.featureIds.length === 1 && t.featureIds[0] === 'FEAT-006')!;
  const prompt = composeTaskPrompt({
    platform: 'cursor',
    productName: 'PawWalk',
    task,
    board: board.tasks,
    outputs: kit,
  });

  it('is about a task tagged FEAT-006 only (the fixture has one, and FEAT-007 exists)', () => {
    expect(task).toBeDefined();
    expect(feature('FEAT-007')).toBeDefined();
  });

  it('holds the task, its subtasks as a checklist, its criteria and its dependencies by title', () => {
    expect(prompt).toContain(`# ${task.ref} ${task.title}`);
    expect(prompt).toContain(task.description);
    for (const subtask of task.subtasks) expect(prompt).toContain(`- [ ] ${subtask.title}`);
    task.acceptanceCriteria.forEach((criterion, i) => expect(prompt).toContain(`- [ ] \`${task.ref}/AC-${i + 1}\` ${criterion}`));
    // The tests the agent writes carry the ids, so the task's evidence finds them.
    expect(prompt).toContain(`it('${task.ref}/AC-1: …')`);
    expect(task.dependsOn.length).toBeGreaterThan(0);
    for (const ref of task.dependsOn) {
      const dependency = board.tasks.find((t) => t.ref === ref)!;
      expect(prompt).toContain(`${ref} ${dependency.title} (to do)`);
    }
  });

  it('says how to verify the task, and which dependencies are not done yet', () => {
    expect(task.testStrategy.length).toBeGreaterThan(0);
    expect(prompt).toContain(`## How to verify\n\n${task.testStrategy}`);
    expect(prompt).toContain(`Not done yet: ${task.dependsOn.join(', ')}.`);
    const unblocked = { ...task, blockedBy: [] };
    const ready = composeTaskPrompt({
      platform: 'cursor',
      productName: 'PawWalk',
      task: unblocked,
      board: board.tasks,
      outputs: kit,
    });
    expect(ready).not.toContain('Not done yet');
  });

  it('includes FEAT-006 with its story and criteria, and its screens and endpoints', () => {
    const payments = feature('FEAT-006');
    expect(prompt).toContain(`### FEAT-006 ${payments.name}`);
    expect(prompt).toContain(payments.userStory);
    for (const criterion of payments.acceptanceCriteria) expect(prompt).toContain(criterion);
    const screens = kit.frontend.screens.filter((s) => s.featureIds.includes('FEAT-006'));
    const endpoints = kit.backend.endpoints.filter((e) => e.featureIds.includes('FEAT-006'));
    expect(screens.length + endpoints.length).toBeGreaterThan(0);
    for (const screen of screens) expect(prompt).toContain(`\`${screen.route}\``);
    for (const endpoint of endpoints) expect(prompt).toContain(`| ${endpoint.method} | \`${endpoint.path}\``);
  });

  it('leaves out FEAT-007 and everything only FEAT-007 needs', () => {
    const map = feature('FEAT-007');
    expect(prompt).not.toContain('FEAT-007');
    expect(prompt).not.toContain(map.name);
    expect(prompt).not.toContain(map.userStory);
    const own = new Set([
      ...kit.frontend.screens.filter((s) => s.featureIds.includes('FEAT-006')).map((s) => `\`${s.route}\``),
      ...kit.backend.endpoints.filter((e) => e.featureIds.includes('FEAT-006')).map((e) => `\`${e.path}\``),
    ]);
    const onlyMap = [
      ...kit.frontend.screens.filter((s) => s.featureIds.includes('FEAT-007')).map((s) => `\`${s.route}\``),
      ...kit.backend.endpoints.filter((e) => e.featureIds.includes('FEAT-007')).map((e) => `\`${e.path}\``),
    ].filter((route) => !own.has(route));
    expect(onlyMap.length).toBeGreaterThan(0);
    for (const route of onlyMap) expect(prompt).not.toContain(route);
  });

  it('narrows the data model to the entities the task’s parts name', () => {
    expect(prompt).toContain('The entities this task touches:');
    expect(prompt).toContain('**Payment**');
    const named = kit.backend.entities.filter((e) => prompt.includes(`**${e.name}**`));
    expect(named.length).toBeLessThan(kit.backend.entities.length);
  });

  it('ends with the stack in one paragraph and the project’s rules', () => {
    const stack = prompt.slice(prompt.indexOf('## Stack'));
    expect(stack.split('\n\n')[1]).toContain(kit.tech_stack.choices[0]!.choice);
    for (const rule of kit.ai_rules.rules) expect(prompt).toContain(`- ${rule}`);
  });

  it('names the tool it is for', () => {
    for (const platform of platforms) {
      const text = composeTaskPrompt({ platform, productName: 'PawWalk', task, board: board.tasks, outputs: kit });
      expect(text).toContain(`with ${platformLabels[platform]}.`);
    }
  });

  it('falls back to the whole data model when a task names no entity, and says so', () => {
    const setup = {
      ...board.tasks[0]!,
      title: 'Set up the repository',
      description: 'Create the project.',
      subtasks: [],
      acceptanceCriteria: [],
      featureIds: [],
    };
    const text = composeTaskPrompt({
      platform: 'v0',
      productName: 'PawWalk',
      task: setup,
      board: board.tasks,
      outputs: kit,
    });
    expect(text).toContain('The task names no entity in particular; the whole data model:');
    for (const entity of kit.backend.entities) expect(text).toContain(`**${entity.name}**`);
    expect(text).not.toContain('## Features');
    expect(text).not.toContain('## Screens');
  });
});
