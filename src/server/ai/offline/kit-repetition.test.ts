import { describe, expect, it } from 'vitest';
import { kitNameForms, kitSentences, maskNames, repetitionShares } from '../../kit/kit-fidelity';
import { composeKit } from './offline-model';
import { readIdea } from './reader';

/**
 * Text a kit shares with the kits of unrelated ideas, once each kit's own names are masked, tells
 * a founder nothing about their product. These ideas (short and long, web, phone and staff tools)
 * are this test's own. Among 14 kits "more than a third of the others" is five kits, so the shares
 * run higher than over the benchmark's 78; the bound is what the kits reach once each fact is said
 * once (a kit that restates its stack, plan and endpoints goes over it), not yet the 20% aimed at.
 */

const BOUND = 0.45;

const ideas = [
  'A shared grocery list for flatmates that splits the bill at the end of the month',
  'A booking tool for a small yoga studio with class passes paid by card',
  'A marketplace where students sell used textbooks to each other',
  'A newsletter tool for local bakeries to announce daily specials by email',
  'A language exchange app that matches learners for video calls',
  'Invoice tool',
  'An app where wine collectors log their bottles with tasting notes and drink-by dates',
  'A carpool planner for parents driving kids to weekend swim practice',
  'A lost and found board for a university campus',
  'A reading log for book clubs with meeting polls',
  'A tool for choirs to share sheet music and track rehearsal attendance',
  'event planner',
  'An iPhone app where runners log their shoes and get told when to replace them',
  'An internal tool for a dental practice to track lab orders for crowns',
];

const kits = ideas.map((idea) => {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`not read as a brief: ${idea}`);
  const kit = composeKit(idea, {}, 1, read.brief);
  return { idea, kit, masked: maskNames(kitSentences(kit), kitNameForms(read.brief)) };
});

describe('masked repetition across kits of unrelated ideas', () => {
  it('keeps every kit’s share of text found in more than a third of the others low', () => {
    const shares = repetitionShares(kits.map((k) => k.masked));
    const worst = Math.max(...shares);
    expect(worst, kits[shares.indexOf(worst)]!.idea).toBeLessThanOrEqual(BOUND);
  });
});

describe('a fact said once', () => {
  const web = kits.find((k) => k.idea.startsWith('A marketplace'))!.kit;
  const agents = web.ai_rules.files.find((f) => f.path === 'AGENTS.md')!.content;

  it('AGENTS.md gives the stack in one line and leaves the reasons to the tech stack document', () => {
    const stack = agents.split('\n## ')[1]!.split('\n').slice(1).filter(Boolean);
    const database = web.tech_stack.choices.find((c) => /database/i.test(c.layer))!.choice;
    expect(stack).toHaveLength(2);
    expect(stack[0]).toContain(`Database: ${database}`);
    expect(stack[1]).toContain('docs/tech-stack.md');
    // The database choice appears in one wording per document: the table's cell and the one line.
    expect([...kitSentences(web)].filter((s) => s.includes(database.toLowerCase()))).toHaveLength(2);
  });

  it('the app flow says “Standard” for the states every product has, and AGENTS.md states them once', () => {
    const standard = 'Standard (AGENTS.md)';
    const screens = web.app_flow.screens;
    for (const route of ['/', '/sign-in', '/settings'])
      expect(screens.find((s) => s.route === route)!.states).toEqual({ loading: standard, empty: standard, error: standard });
    // A list keeps what is its own: its fields while it loads.
    const list = screens.find((s) => s.route === '/textbooks')!;
    expect(list.states.loading).toMatch(/skeleton rows shaped like textbooks \(.+\)/);
    expect([list.states.empty, list.states.error]).toEqual([standard, standard]);
    expect(agents.split('where it says “Standard”, the state is the standard one')).toHaveLength(2);
    expect(agents).toContain('A list shows skeleton rows of its fields while it loads');
    expect(agents).toContain('a failed sign-in never says whether the email or the password was wrong');
  });

  it('the sign-in task says once that an endpoint answers 401 without a session, and the CI gate once that failing tests block a merge', () => {
    const tasks = web.tasks.tasks;
    const said = (pattern: RegExp) => tasks.filter((t) => t.acceptanceCriteria.some((c) => pattern.test(c))).map((t) => t.title);
    expect(said(/answers 401/)).toEqual([expect.stringMatching(/^Build sign-up, sign-in and sessions/)]);
    for (const api of tasks.filter((t) => /^Build the API for/.test(t.title))) expect(api.testStrategy).toContain('401 without a session');
    expect(said(/merge|merged/)).toEqual([expect.stringMatching(/^Set up the/)]);
  });

  it('the rules files and the repository prompts leave to AGENTS.md what its rules say', () => {
    const claude = web.ai_rules.files.find((f) => f.path === 'CLAUDE.md')!.content;
    expect(web.ai_rules.rules.join('\n')).toMatch(/Name entities exactly as in the PRD \(.+\) and routes as in docs\/frontend\.md/);
    expect(claude).not.toMatch(/Keep the entity names/);
    for (const platform of ['cursor', 'claude_code', 'windsurf', 'copilot'] as const) {
      const prompt = web.prompts.prompts.find((p) => p.platform === platform)!.content;
      expect(prompt).toMatch(/read (CLAUDE\.md and )?AGENTS\.md/);
      expect(prompt).not.toMatch(/After each task: run/);
    }
  });

  it('the plan counts the overview’s open questions and assumptions instead of restating each', () => {
    for (const { kit } of kits) {
      for (const note of [...kit.overview.assumptions, ...kit.overview.openQuestions])
        expect(kit.implementation.risks.some((risk) => risk.includes(note))).toBe(false);
    }
  });

  it('a screen task points to its API task’s endpoints instead of listing them again', () => {
    for (const { kit } of kits) {
      for (const task of kit.tasks.tasks.filter((t) => /^Build the UI for/.test(t.title))) {
        expect(task.description).not.toMatch(/GET \/api\//);
        expect(task.description).toMatch(/Connect (?:them|it) to the endpoints of T-\d+\./);
      }
    }
  });
});
