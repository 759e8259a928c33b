import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  documentSteps,
  platformLabels,
  type AiRulesOutput,
  type DocumentKind,
  type Platform,
} from '../../shared/schemas/kit';
import type { TaskDto, TasksDto, TaskStatus } from '../../shared/schemas/tasks';
import { taskStatuses } from '../../shared/schemas/tasks';
import { slugify } from '../ai/offline/text';
import { table } from './render';

/**
 * The kit as a zip (`GET /api/projects/:id/export.zip`): the documents, the prompts, the task board
 * and the rules files coding agents read (AGENTS.md, CLAUDE.md, a Cursor rule). Pure: the caller
 * reads what the project holds.
 */

export interface ExportDocument {
  kind: DocumentKind;
  title: string;
  content: string;
  version: number;
  source: 'generated' | 'edited' | 'regenerated';
}

export interface KitExportInput {
  projectName: string;
  /** The current version of each document. */
  documents: readonly ExportDocument[];
  prompts: ReadonlyArray<{ platform: Platform; content: string }>;
  tasks: TasksDto;
  /** The AI Rules step's structured output (the current version's, when it was regenerated). */
  aiRules: AiRulesOutput | null;
  /** Stamped on the entries and named in the README. */
  exportedAt: Date;
}

export interface ExportFile {
  path: string;
  content: string;
  /** One line for the README. */
  about: string;
}

/** The project's name as an ASCII file name part: "PawWalk" → "paw-walk". */
export function projectSlug(name: string): string {
  return slugify(name, 'project');
}

/** The name with its own letters kept, for the UTF-8 file name: "Заметки Pro" → "заметки-pro". */
export function unicodeSlug(name: string): string {
  const slug = name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug.length > 0 ? slug : projectSlug(name);
}

/** `Content-Disposition` for a download: an ASCII `filename` and the UTF-8 `filename*` (RFC 6266). */
export function attachmentDisposition(projectName: string, suffix: string): string {
  const ascii = `${projectSlug(projectName)}${suffix}`;
  const utf8 = `${unicodeSlug(projectName)}${suffix}`;
  const encoded = encodeURIComponent(utf8).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii.replace(/["\\]/g, '')}"; filename*=UTF-8''${encoded}`;
}

/** `docs/overview.md`, `docs/app-flow.md`...: the names the kit's own documents refer to. */
export function documentPath(kind: DocumentKind): string {
  return `docs/${kind.replace(/_/g, '-')}.md`;
}

const statusLabels: Record<TaskStatus, string> = { todo: 'To do', in_progress: 'In progress', done: 'Done' };

const inline = (text: string) => text.replace(/\s*\n+\s*/g, ' ').trim();
const ensureNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

function taskDetails(task: TaskDto): string {
  const facts = [`Status: ${statusLabels[task.status]}`, `Priority: ${task.priority}`];
  if (task.estimate !== null) facts.push(`Estimate: ${task.estimate} h`);
  if (task.featureIds.length > 0) facts.push(`Features: ${task.featureIds.join(', ')}`);
  if (task.dependsOn.length > 0) facts.push(`Depends on: ${task.dependsOn.join(', ')}`);
  if (task.blockedBy.length > 0) facts.push(`Blocked by: ${task.blockedBy.join(', ')}`);
  const parts = [`### ${task.ref ? `${task.ref} ` : ''}${inline(task.title)}`, facts.join(' · ')];
  if (task.description.trim()) parts.push(task.description.trim());
  if (task.subtasks.length > 0) {
    const lines = task.subtasks.map(
      (s) =>
        `- [${s.status === 'done' ? 'x' : ' '}] ${inline(s.title)}${s.estimate !== null ? ` (${s.estimate} h)` : ''}`,
    );
    parts.push(`**Subtasks**\n\n${lines.join('\n')}`);
  }
  if (task.acceptanceCriteria.length > 0) {
    const done = task.status === 'done' ? 'x' : ' ';
    parts.push(
      `**Acceptance criteria**\n\n${task.acceptanceCriteria.map((c) => `- [${done}] ${inline(c)}`).join('\n')}`,
    );
  }
  if (task.testStrategy.trim()) parts.push(`**Test strategy:** ${inline(task.testStrategy)}`);
  return parts.join('\n\n');
}

/** The board as markdown: a summary table, then each column's tasks in order. */
export function renderBoardMarkdown(productName: string, board: TasksDto): string {
  const tasks = board.tasks;
  const hours = tasks.reduce((sum, t) => sum + (t.estimate ?? 0), 0);
  const done = tasks.filter((t) => t.status === 'done').length;
  const parts = [`# ${inline(productName)} — Tasks`];
  parts.push(`${tasks.length} tasks, ${done} done, about ${hours} hours in total.`);
  if (tasks.length > 0) {
    parts.push(
      table(
        ['Ref', 'Task', 'Status', 'Priority', 'Hours'],
        tasks.map((t) => [
          t.ref ?? '—',
          t.title,
          statusLabels[t.status],
          t.priority,
          t.estimate === null ? '—' : String(t.estimate),
        ]),
      ),
    );
  }
  for (const status of taskStatuses) {
    const column = tasks.filter((t) => t.status === status);
    parts.push(`## ${statusLabels[status]} (${column.length})`);
    parts.push(column.length > 0 ? column.map(taskDetails).join('\n\n') : 'Nothing here.');
  }
  return `${parts.join('\n\n')}\n`;
}

const normalisePath = (path: string) => path.trim().replace(/^\.\//, '');
const isCursorRule = (path: string) => /^\.cursor\/rules\/[A-Za-z0-9._-]+\.mdc$/.test(path);
/** A relative path of plain segments: nothing that could leave the folder the zip is unpacked in. */
const isSafePath = (path: string) =>
  /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(path) && !path.split('/').some((segment) => /^\.+$/.test(segment));

function frontmatterOf(content: string): { frontmatter: string | null; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(content);
  return match
    ? { frontmatter: match[0].trimEnd(), body: content.slice(match[0].length) }
    : { frontmatter: null, body: content };
}

const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${inline(item)}`).join('\n');

function generatedAgents(productName: string, rules: readonly string[], docs: readonly string[]): string {
  return `# AGENTS.md

Rules for AI coding agents working on ${inline(productName)}. The plan is in \`docs/\` and the task board in \`tasks.md\`.

## Rules

${numbered(rules)}

## Documents

${docs.map((path) => `- \`${path}\``).join('\n')}
`;
}

function generatedClaude(productName: string, rules: readonly string[]): string {
  return `# CLAUDE.md

Read AGENTS.md first: it holds the rules and the documents of ${inline(productName)}.

## How to work here

- Take one task from \`tasks.md\` at a time and name its feature ids (FEAT-xxx) in the commit message.
- Run the tests and the linter after every change.

## Rules

${numbered(rules)}
`;
}

function cursorFrontmatter(productName: string): string {
  const description = `${inline(productName)} project rules`.replace(/[\r\n:#]/g, ' ');
  return `---\ndescription: ${description}\nglobs: **/*\nalwaysApply: true\n---`;
}

function generatedCursorBody(productName: string, rules: readonly string[]): string {
  return `# ${inline(productName)}\n\n## Rules\n\n${rules.map((r) => `- ${inline(r)}`).join('\n')}\n\nThe kit's documents are in \`docs/\`; the build order is in \`tasks.md\`.\n`;
}

/** Every file of the export, README first. */
export function kitExportFiles(input: KitExportInput): ExportFile[] {
  const { projectName } = input;
  const files: ExportFile[] = [];
  const byKind = new Map(input.documents.map((doc) => [doc.kind, doc]));
  const documents = documentSteps.flatMap((kind) => {
    const doc = byKind.get(kind);
    return doc ? [doc] : [];
  });

  for (const doc of documents) {
    const note = doc.version > 1 ? ` (version ${doc.version}, ${doc.source})` : '';
    files.push({
      path: documentPath(doc.kind),
      content: ensureNewline(doc.content),
      about: `${inline(doc.title)}${note}`,
    });
  }
  for (const prompt of [...input.prompts].sort((a, b) => a.platform.localeCompare(b.platform))) {
    files.push({
      path: `prompts/${prompt.platform}.md`,
      content: ensureNewline(prompt.content),
      about: `The prompt to start the build in ${platformLabels[prompt.platform]}`,
    });
  }
  files.push({
    path: 'tasks.md',
    content: renderBoardMarkdown(projectName, input.tasks),
    about: `The task board: ${input.tasks.tasks.length} tasks with their subtasks and acceptance criteria`,
  });
  files.push({
    path: 'tasks.json',
    content: `${JSON.stringify(input.tasks, null, 2)}\n`,
    about: 'The task board as JSON',
  });

  // Rules files: the AI Rules step's own files where it wrote them; the rest from its rule list. An
  // edited AI Rules document is what the user wants agents to read.
  const rules = input.aiRules?.rules ?? [];
  const structured = (input.aiRules?.files ?? []).map((f) => ({ path: normalisePath(f.path), content: f.content }));
  const edited = byKind.get('ai_rules')?.source === 'edited' ? ensureNewline(byKind.get('ai_rules')!.content) : null;
  const docPaths = documents.map((doc) => documentPath(doc.kind));
  const hasRules = rules.length > 0 || structured.length > 0 || edited !== null;
  if (hasRules) {
    const agents = structured.find((f) => f.path.toLowerCase() === 'agents.md');
    const claude = structured.find((f) => f.path.toLowerCase() === 'claude.md');
    const cursor = structured.find((f) => isCursorRule(f.path));
    const via = (file: unknown) =>
      edited ? 'from your edited AI Rules document' : file ? 'from the AI Rules step' : 'generated from the AI rules';
    files.push({
      path: 'AGENTS.md',
      content: edited ?? ensureNewline(agents?.content ?? generatedAgents(projectName, rules, docPaths)),
      about: `Rules for every coding agent that reads AGENTS.md, ${via(agents)}`,
    });
    files.push({
      path: 'CLAUDE.md',
      content: edited ?? ensureNewline(claude?.content ?? generatedClaude(projectName, rules)),
      about: `Rules for Claude Code, ${via(claude)}`,
    });
    const cursorPath = cursor?.path ?? `.cursor/rules/${projectSlug(projectName)}.mdc`;
    const { frontmatter, body } = frontmatterOf(cursor?.content ?? '');
    const head = frontmatter ?? cursorFrontmatter(projectName);
    const cursorBody = edited ?? (cursor ? body : generatedCursorBody(projectName, rules));
    files.push({
      path: cursorPath,
      content: ensureNewline(`${head}\n\n${cursorBody.replace(/^\s*\n/, '')}`),
      about: `The Cursor project rule (always applied), ${via(cursor)}`,
    });
    // Any other rules file the step wrote (e.g. .github/copilot-instructions.md), where its path is safe.
    const taken = new Set(files.map((f) => f.path.toLowerCase()));
    for (const file of structured) {
      if (file === agents || file === claude || file === cursor) continue;
      if (!isSafePath(file.path) || taken.has(file.path.toLowerCase()) || file.path.toLowerCase() === 'readme.md')
        continue;
      if (file.path.startsWith('docs/') || file.path.startsWith('prompts/')) continue;
      taken.add(file.path.toLowerCase());
      files.push({
        path: file.path,
        content: ensureNewline(file.content),
        about: 'A rules file from the AI Rules step',
      });
    }
  }

  const readme = `# ${inline(projectName)} — build kit

Exported from Specforge on ${input.exportedAt.toISOString().slice(0, 10)}.

## Contents

${files.map((f) => `- \`${f.path}\`: ${f.about}`).join('\n')}

## How to use it

1. Copy ${hasRules ? '`AGENTS.md`, `CLAUDE.md`, `.cursor/` and ' : ''}\`docs/\` into the root of your repository.
2. Open the prompt for your tool in \`prompts/\` and paste it as the first message of a new session.
3. Work through \`tasks.md\` one task at a time, in order, ticking the acceptance criteria as they pass.
`;
  return [{ path: 'README.md', content: readme, about: 'This file' }, ...files];
}

/** The export as zip bytes. */
export function buildKitZip(input: KitExportInput): Uint8Array {
  const entries: Zippable = {};
  for (const file of kitExportFiles(input)) entries[file.path] = strToU8(file.content);
  return zipSync(entries, { level: 6, mtime: input.exportedAt });
}
