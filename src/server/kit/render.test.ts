import { describe, expect, it } from 'vitest';
import { documentSteps, platforms, type KitOutputs } from '../../shared/schemas/kit';
import { composeKit } from '../ai/offline/offline-model';
import { testIdeas } from '../ai/offline/test-ideas';
import { emptySectionHeadings } from './kit-check';
import { cell, fenced, renderDocument, renderPromptsMarkdown, renderTasksMarkdown, table } from './render';

/** A small kit written by hand, the way another provider might write it. */
function handWrittenKit(): KitOutputs {
  return {
    overview: {
      productName: 'Shelf|Life',
      tagline: 'Track what is in your pantry.',
      summary: 'A pantry tracker.',
      problem: 'Food goes off unnoticed.',
      audience: ['Home cooks'],
      platforms: ['Web'],
      monetisation: 'Free',
      valueProposition: ['Less waste'],
      backendRequired: false,
      backendReason: 'Everything stays in the browser.',
      assumptions: [],
      openQuestions: [],
    },
    requirements: {
      goals: ['Cut food waste by a third'],
      users: [{ role: 'Home cook', needs: ['Know what expires soon'] }],
      features: [
        {
          id: 'FEAT-001',
          name: 'Pantry list | expiry',
          description: 'List items with expiry dates.',
          priority: 'must',
          userStory: 'As a home cook, I want to see what expires so that I use it in time.',
          acceptanceCriteria: ['Items expiring in 3 days are highlighted', 'Items can be removed'],
        },
      ],
      entities: [{ name: 'PantryItem', description: 'Something in the pantry', fields: ['id', 'name', 'expiresOn'] }],
      nonGoals: ['Recipes'],
      successMetrics: ['Items tracked per week'],
      assumptions: [],
      openQuestions: [],
      glossary: [{ term: 'PantryItem', meaning: 'Something in the pantry' }],
    },
    tech_stack: {
      choices: [{ layer: 'Frontend', choice: 'React', reason: 'Familiar' }],
      hosting: 'Static hosting',
      integrations: [],
      notes: ['TypeScript'],
    },
    frontend: {
      screens: [
        { name: 'Pantry', route: '/', purpose: 'See the pantry', featureIds: ['FEAT-001'], components: ['PantryList'] },
      ],
      sharedComponents: ['Button'],
      stateManagement: 'Local state',
      styling: 'Tailwind',
      accessibility: ['Keyboard access'],
    },
    backend: {
      required: false,
      note: 'No backend: IndexedDB keeps the data.',
      entities: [],
      endpoints: [],
      auth: 'No accounts.',
      compliance: [],
    },
    app_flow: {
      screens: [
        {
          route: '/',
          name: 'Pantry',
          states: { loading: 'Skeleton', empty: 'Add your first item', error: 'Retry' },
          next: [],
        },
      ],
      journeys: [{ name: 'Add an item', featureIds: ['FEAT-001'], steps: ['Open /', 'Add milk'] }],
    },
    quality: {
      strategy: 'Unit and end-to-end tests.',
      testCases: [
        {
          id: 'QA-001',
          featureId: 'FEAT-001',
          title: 'Highlight expiring items',
          steps: ['Add milk expiring tomorrow'],
          expected: 'Milk is highlighted',
        },
      ],
      nonFunctional: ['Loads in 1 s'],
    },
    ai_rules: {
      rules: ['Use TypeScript'],
      files: [{ path: 'AGENTS.md', content: '# Rules\n\n```ts\nconst x = 1;\n```\n\n## Stack\nReact' }],
    },
    implementation: {
      phases: [
        { name: 'Build', goal: 'Pantry works', featureIds: ['FEAT-001'], steps: ['Build the list'], estimateHours: 6 },
      ],
      totalHours: 6,
      risks: ['Scope creep'],
    },
    tasks: {
      tasks: [
        {
          ref: 'T-01',
          title: 'Build the | list',
          description: 'The pantry list.',
          priority: 'high',
          estimateHours: 6,
          featureIds: ['FEAT-001'],
          acceptanceCriteria: ['Items show'],
          testStrategy: 'A component test renders the list',
          dependsOn: [],
          subtasks: [{ title: 'Layout', estimateHours: 6 }],
        },
      ],
    },
    prompts: { prompts: platforms.map((platform) => ({ platform, content: `Build Shelf|Life for ${platform}` })) },
    what_next: { tips: [{ title: 'Talk to cooks', body: 'Ask ten home cooks.' }], launchChecklist: ['Privacy policy'] },
  };
}

describe('renderDocument', () => {
  it('titles each document with the product name', () => {
    const kit = composeKit('A habit tracker with streaks', {});
    expect(renderDocument('requirements', kit).title).toBe(`${kit.overview.productName} — Product Requirements`);
    expect(renderDocument('backend', kit).title).toBe(`${kit.overview.productName} — Backend API`);
    expect(
      renderDocument('overview', kit).content.startsWith(`# ${kit.overview.productName} — Project Overview\n`),
    ).toBe(true);
  });

  it.each(testIdeas)('leaves no section empty for "$label"', ({ idea, options }) => {
    const kit = composeKit(idea, options ?? {});
    for (const kind of documentSteps) expect(emptySectionHeadings(renderDocument(kind, kit).content), kind).toEqual([]);
  });

  it('renders another provider’s outputs using only schema fields, escaping pipes in tables', () => {
    const kit = handWrittenKit();
    for (const kind of documentSteps) {
      const { content } = renderDocument(kind, kit);
      expect(content).toContain('Shelf|Life');
      expect(emptySectionHeadings(content), kind).toEqual([]);
    }
    const requirements = renderDocument('requirements', kit).content;
    expect(requirements).toContain('| FEAT-001 | Pantry list \\| expiry | must |');
    expect(renderDocument('tech_stack', kit).content).toContain('No third-party services are needed');
  });

  it('renders a table of endpoints with auth and feature ids', () => {
    const kit = composeKit('A marketplace for renting camping gear with payments and reviews', {});
    const backend = renderDocument('backend', kit).content;
    expect(backend).toContain('| Method | Path | Auth | Features | Description |');
    expect(backend).toMatch(/\| POST \| `\/api\/[a-z-/:]+` \| signed in \| FEAT-\d{3}/);
    expect(backend).toContain('| Field | Type | Notes |');
  });

  it('renders a backend that is not required as a short note', () => {
    const kit = composeKit('A static portfolio site for an illustrator', { backend: 'no' });
    const backend = renderDocument('backend', kit).content;
    expect(backend).toContain('## No backend');
    expect(backend).not.toContain('## Endpoints');
  });

  it('says what replaces the screens of a product that has none, never leaving the section empty', () => {
    const kit = handWrittenKit();
    const bare = {
      ...kit,
      frontend: { ...kit.frontend, screens: [] },
      app_flow: { ...kit.app_flow, screens: [] },
    };
    for (const kind of ['frontend', 'app_flow'] as const) {
      const content = renderDocument(kind, bare).content;
      expect(emptySectionHeadings(content)).toEqual([]);
      expect(content).toMatch(/has no screens/);
    }
    const told = {
      ...bare,
      frontend: { ...bare.frontend, noScreens: 'Shelf has no screens: run `shelf add <isbn>`.' },
    };
    expect(renderDocument('frontend', told).content).toContain('run `shelf add <isbn>`');
  });

  it('says so when a step has not been generated yet', () => {
    const { title, content } = renderDocument('quality', {});
    expect(title).toBe('Untitled product — Quality Assurance');
    expect(content).toContain('has not been generated yet');
  });

  it('fences file contents with a fence longer than any inside them', () => {
    const content = renderDocument('ai_rules', handWrittenKit()).content;
    expect(content).toContain('````markdown\n# Rules');
    expect(fenced('a ```` b')).toMatch(/^`{5}\n/);
  });
});

describe('table helpers', () => {
  it('keeps a cell on one line and escapes pipes and backslashes', () => {
    expect(cell('a | b\nc \\ d')).toBe('a \\| b c \\\\ d');
    expect(table(['A', 'B'], [['1', '2|3']])).toBe('| A | B |\n| --- | --- |\n| 1 | 2\\|3 |');
  });
});

describe('renderTasksMarkdown and renderPromptsMarkdown', () => {
  it('render every task with estimates and every prompt under its tool’s name', () => {
    const kit = composeKit('An online course platform for pottery teachers with quizzes', {});
    const tasks = renderTasksMarkdown(kit.tasks, kit.overview);
    const total = kit.tasks.tasks.reduce((sum, t) => sum + t.estimateHours, 0);
    expect(tasks).toContain(`${kit.tasks.tasks.length} tasks, about ${total} hours in total.`);
    for (const task of kit.tasks.tasks) expect(tasks).toContain(`### ${task.ref} ${task.title}`);
    expect(emptySectionHeadings(tasks)).toEqual([]);
    const prompts = renderPromptsMarkdown(kit.prompts, kit.overview);
    for (const heading of ['## Cursor', '## Claude Code', '## GitHub Copilot', '## Lovable', '## v0', '## Replit'])
      expect(prompts).toContain(heading);
    expect(prompts.startsWith(`# ${kit.overview.productName} — Prompts`)).toBe(true);
  });

  it('escape pipes in task titles', () => {
    const kit = handWrittenKit();
    expect(renderTasksMarkdown(kit.tasks, kit.overview)).toContain(
      '| T-01 | Build the \\| list | high | 6 | FEAT-001 | — |',
    );
  });
});
