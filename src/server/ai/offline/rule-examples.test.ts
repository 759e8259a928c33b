import { describe, expect, it } from 'vitest';
import type { KitOutputs } from '../../../shared/schemas/kit';
import { composeKit } from './offline-model';
import { readIdea } from './reader';

/** Two ideas of different shapes: a two-sided booking service with payments, and a local-only tracker. */
const sitterIdea = 'A platform where parents book babysitters for evenings; babysitters accept bookings and get paid by card';
const hiveIdea = 'A tracker for beekeepers to log hive inspections and honey harvests';

function kitFor(idea: string): KitOutputs {
  const read = readIdea(idea);
  if (read.kind !== 'brief') throw new Error(`unclear idea: ${idea}`);
  return composeKit(idea, {}, 1, read.brief);
}

const agents = (kit: KitOutputs) => kit.ai_rules.files.find((f) => f.path === 'AGENTS.md')!.content;
const prompt = (kit: KitOutputs, platform: string) => kit.prompts.prompts.find((p) => p.platform === platform)!.content;

describe('rules and prompts written from the brief', () => {
  const sitter = kitFor(sitterIdea);
  const hive = kitFor(hiveIdea);

  it('names the kit’s own feature in the branch, commit and test conventions', () => {
    const branch = /feat\/(FEAT-\d{3}-[a-z-]+)/;
    const sitterBranch = branch.exec(agents(sitter))?.[1];
    const hiveBranch = branch.exec(agents(hive))?.[1];
    expect(sitterBranch).toMatch(/^FEAT-\d{3}-(parent|babysitter|booking|evening)/);
    expect(hiveBranch).toMatch(/^FEAT-\d{3}-(beekeeper|hive|inspection|honey)/);
    expect(agents(sitter)).not.toMatch(/FEAT-003-reviews|add booking form/);
  });

  it('names the records each role reaches, from the data model', () => {
    const access = sitter.tech_stack.notes.find((n) => /never trust ids/.test(n))!;
    expect(access).toMatch(/^Parents reach only their bookings/);
    expect(access).toMatch(/babysitters only their bookings/);
    expect(access).not.toMatch(/Each role reaches only the records linked to it/);
  });

  it('lists the server’s own secrets, and none for a product that keeps data on the device', () => {
    const secrets = sitter.tech_stack.notes.find((n) => n.startsWith('Secrets'))!;
    expect(secrets).toMatch(/DATABASE_URL/);
    expect(secrets).toMatch(/STRIPE_SECRET_KEY/);
    expect(hive.tech_stack.notes.join('\n')).not.toMatch(/DATABASE_URL/);
  });

  it('types and validates the kit’s own entities and endpoints', () => {
    const typed = (kit: KitOutputs) => kit.tech_stack.notes.find((n) => n.startsWith('TypeScript'))!;
    expect(typed(sitter)).toMatch(/Parent, Babysitter/);
    expect(typed(sitter)).toMatch(/Drizzle schema/);
    expect(typed(hive)).toMatch(/Beekeeper/);
    expect(typed(hive)).toMatch(/storage module/);
    expect(sitter.ai_rules.rules.join('\n')).toMatch(/Validate every request body .*\(POST \/api\/[a-z-]+ first\)/);
  });

  it('names the screens whose loading, empty and error states must be handled', () => {
    expect(sitter.ai_rules.rules.join('\n')).toMatch(/The Parents and Babysitters screens show the loading/);
    expect(hive.ai_rules.rules.join('\n')).toMatch(/The Beekeepers, .* screens show the loading/);
  });

  it('points repository agents to AGENTS.md and names their first task, once per tool', () => {
    for (const platform of ['cursor', 'claude_code', 'windsurf', 'copilot']) {
      expect(prompt(sitter, platform)).toMatch(/AGENTS\.md/);
      // The stack and the rules live in AGENTS.md; the prompt does not restate them.
      expect(prompt(sitter, platform)).not.toMatch(/^Stack:/m);
      expect(prompt(sitter, platform)).not.toMatch(/never trust ids/);
    }
    expect(prompt(sitter, 'claude_code')).toMatch(/plan mode: for T-\d\d \(/);
    expect(prompt(sitter, 'windsurf')).not.toMatch(/after T-\d\d \(Write end-to-end tests/);
    expect(prompt(hive, 'windsurf')).toMatch(/so I can try “[^”]*beekeeper/i);
  });

  it('keeps the CLAUDE.md and Cursor guides from repeating what AGENTS.md says', () => {
    const claude = sitter.ai_rules.files.find((f) => f.path === 'CLAUDE.md')!.content;
    const cursor = sitter.ai_rules.files.find((f) => f.path.endsWith('.mdc'))!.content;
    expect(claude).not.toMatch(/Ask before adding dependencies/);
    // CLAUDE.md is written with the rules, before the board: it names the feature, the prompts name the task.
    expect(claude).toMatch(/the feature id you are delivering \(for example FEAT-\d{3} [A-Z]/);
    expect(cursor).toMatch(/Stack, commands, layout: AGENTS\.md/);
    expect(cursor).toMatch(/docs\/backend\.md/);
    expect(cursor).not.toMatch(/^Stack: /m);
  });
});
