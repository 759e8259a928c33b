import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { boardFrom } from '../../../tests/support/task-fixtures';
import { documentSteps, platforms, type KitOutputs } from '../../shared/schemas/kit';
import type { TasksDto } from '../../shared/schemas/tasks';
import { composeKit } from '../ai/offline/offline-model';
import { attachmentDisposition, buildKitZip, projectSlug, type ExportDocument, type KitExportInput } from './export';
import { renderDocument } from './render';

const kit = composeKit(
  'A booking app called PawWalk where dog owners book vetted local walkers, pay in the app and get GPS walk reports.',
);

function exportInput(outputs: KitOutputs = kit, changes: Partial<KitExportInput> = {}): KitExportInput {
  const documents: ExportDocument[] = documentSteps.map((kind) => ({
    kind,
    ...renderDocument(kind, outputs),
    version: 1,
    source: 'generated',
  }));
  return {
    projectName: 'PawWalk',
    documents,
    prompts: outputs.prompts.prompts,
    tasks: boardFrom(outputs),
    aiRules: outputs.ai_rules,
    exportedAt: new Date('2026-03-01T12:00:00Z'),
    ...changes,
  };
}

function unzip(input: KitExportInput): Record<string, string> {
  const entries = unzipSync(buildKitZip(input));
  return Object.fromEntries(Object.entries(entries).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

describe('the kit export', () => {
  it('holds every document in tab order, every prompt, the board and the rules files', () => {
    const input = exportInput();
    const files = unzip(input);
    const docs = Object.keys(files).filter((path) => path.startsWith('docs/'));
    // Named as the kit's own documents refer to them (`docs/app-flow.md`), in tab order.
    expect(docs).toEqual(documentSteps.map((kind) => `docs/${kind.replace(/_/g, '-')}.md`));
    for (const doc of input.documents) expect(files[`docs/${doc.kind.replace(/_/g, '-')}.md`]).toBe(doc.content);
    for (const referenced of ['docs/requirements.md', 'docs/app-flow.md', 'docs/frontend.md', 'docs/backend.md'])
      expect(docs).toContain(referenced);
    for (const platform of platforms) {
      expect(files[`prompts/${platform}.md`]!.trim()).toBe(
        kit.prompts.prompts.find((p) => p.platform === platform)!.content.trim(),
      );
    }
    expect(JSON.parse(files['tasks.json']!) as TasksDto).toEqual(input.tasks);
    // The step's own files, at their own paths.
    for (const file of kit.ai_rules.files) expect(files[file.path]!.trim()).toBe(file.content.trim());
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.md', 'AGENTS.md', 'CLAUDE.md', 'tasks.md']));
    expect(Object.keys(files).some((path) => /^\.cursor\/rules\/[^/]+\.mdc$/.test(path))).toBe(true);
    // The README lists every other entry.
    for (const path of Object.keys(files))
      if (path !== 'README.md') expect(files['README.md']).toContain(`\`${path}\``);
  });

  it('writes the board with priorities, estimates, statuses, subtasks as checkboxes and criteria', () => {
    const input = exportInput();
    const [first, second] = input.tasks.tasks;
    first!.status = 'done';
    first!.subtasks[0]!.status = 'done';
    second!.status = 'in_progress';
    const board = unzip(input)['tasks.md']!;
    for (const task of input.tasks.tasks) expect(board).toContain(`### ${task.ref} ${task.title}`);
    expect(board).toContain(`Status: Done · Priority: ${first!.priority} · Estimate: ${first!.estimate} h`);
    expect(board).toContain(`- [x] ${first!.subtasks[0]!.title}`);
    expect(board).toContain(`- [ ] ${first!.subtasks[1]!.title}`);
    second!.acceptanceCriteria.forEach((criterion, i) =>
      expect(board).toContain(`- [ ] \`${second!.ref}/AC-${i + 1}\` ${criterion}`),
    );
    expect(board).toContain(`**Test strategy:** ${second!.testStrategy}`);
    const blocked = input.tasks.tasks.find((task) => task.blockedBy.length > 0)!;
    expect(board).toContain(`Blocked by: ${blocked.blockedBy.join(', ')}`);
    // Columns in board order: in progress after to do, done last.
    expect(board.indexOf('## To do')).toBeLessThan(board.indexOf('## In progress'));
    expect(board.indexOf(`### ${second!.ref} `)).toBeGreaterThan(board.indexOf('## In progress'));
    expect(board.indexOf(`### ${first!.ref} `)).toBeGreaterThan(board.indexOf('## Done'));
  });

  it('makes the rules files the step did not write from its rules (the Cursor rule with its frontmatter)', () => {
    const aiRules = { ...kit.ai_rules, files: kit.ai_rules.files.filter((f) => f.path === 'AGENTS.md') };
    const files = unzip(exportInput(kit, { aiRules }));
    expect(files['AGENTS.md']!.trim()).toBe(aiRules.files[0]!.content.trim());
    const cursor = files[`.cursor/rules/${projectSlug('PawWalk')}.mdc`]!;
    expect(cursor).toMatch(/^---\ndescription: PawWalk project rules\nglobs: .+\nalwaysApply: true\n---\n\n/);
    for (const rule of kit.ai_rules.rules) {
      expect(files['CLAUDE.md']).toContain(rule);
      expect(cursor).toContain(rule);
    }
  });

  it('uses an edited AI Rules document for AGENTS.md and CLAUDE.md', () => {
    const edited = '# Our rules\n\n- Always write tests first.\n';
    const input = exportInput();
    const documents = input.documents.map((doc) =>
      doc.kind === 'ai_rules' ? { ...doc, content: edited, version: 2, source: 'edited' as const } : doc,
    );
    const files = unzip({ ...input, documents });
    expect(files['AGENTS.md']).toBe(edited);
    expect(files['CLAUDE.md']).toBe(edited);
    expect(files['docs/ai-rules.md']).toBe(edited);
    const cursorPath = kit.ai_rules.files.find((f) => f.path.endsWith('.mdc'))!.path;
    expect(files[cursorPath]).toMatch(/^---\n[\s\S]*alwaysApply: true\n---\n\n# Our rules\n/);
  });

  it('keeps only safe paths from the step’s extra files', () => {
    const aiRules = {
      ...kit.ai_rules,
      files: [
        ...kit.ai_rules.files,
        { path: '.github/copilot-instructions.md', content: 'Use the docs.' },
        { path: '../outside.md', content: 'no' },
        { path: '/etc/passwd', content: 'no' },
        { path: 'docs/overview.md', content: 'no' },
      ],
    };
    const files = unzip(exportInput(kit, { aiRules }));
    expect(files['.github/copilot-instructions.md']).toBe('Use the docs.\n');
    expect(Object.keys(files).filter((path) => path.includes('..') || path.startsWith('/'))).toEqual([]);
    expect(files['docs/overview.md']).not.toBe('no');
  });

  it('leaves out the documents not written yet', () => {
    const input = exportInput();
    const files = unzip({ ...input, documents: input.documents.filter((d) => d.kind !== 'backend') });
    expect(files['docs/backend.md']).toBeUndefined();
    expect(files['docs/app-flow.md']).toBeDefined();
  });
});

describe('download file names', () => {
  it('are an ASCII slug with the UTF-8 name beside it', () => {
    expect(attachmentDisposition('PawWalk', '-kit.zip')).toBe(
      `attachment; filename="paw-walk-kit.zip"; filename*=UTF-8''pawwalk-kit.zip`,
    );
    const cyrillic = attachmentDisposition('Заметки Pro', '-overview.md');
    expect(cyrillic).toContain('filename="zametki-pro-overview.md"');
    expect(cyrillic).toContain(`filename*=UTF-8''${encodeURIComponent('заметки-pro-overview.md')}`);
    expect(attachmentDisposition('"; evil', '-kit.zip')).toBe(
      `attachment; filename="evil-kit.zip"; filename*=UTF-8''evil-kit.zip`,
    );
    expect(attachmentDisposition('!!!', '-kit.zip')).toContain('filename="project-kit.zip"');
  });
});
