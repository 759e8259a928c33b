import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  documentSteps,
  platformLabels,
  type AiRulesOutput,
  type DocumentKind,
  type Platform,
} from '../../shared/schemas/kit';
import { describeKitWriters } from '../../shared/kit-writers';
import { isHandWritten, type DocumentSource, type KitWriterDto } from '../../shared/schemas/projects';
import type { TaskDto, TasksDto } from '../../shared/schemas/tasks';
import { taskStatuses } from '../../shared/schemas/tasks';
import { slugify } from '../ai/offline/text';
import { kitText, type KitLanguage, type KitText } from './kit-text';
import { priorityLabel, table } from './render';

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
  source: DocumentSource;
}

export interface KitExportInput {
  projectName: string;
  /** The current version of each document. */
  documents: readonly ExportDocument[];
  /** The current version of each custom document written, oldest first. */
  customDocuments?: ReadonlyArray<Omit<ExportDocument, 'kind'>>;
  prompts: ReadonlyArray<{ platform: Platform; content: string }>;
  tasks: TasksDto;
  /** The AI Rules step's structured output (the current version's, when it was regenerated). */
  aiRules: AiRulesOutput | null;
  /** Stamped on the entries and named in the README. */
  exportedAt: Date;
  /** The kit's language (the brief's): the README, the board and the file notes are written in it. */
  language?: KitLanguage;
  /** Who wrote the current documents, most first (`listDocumentWriters`); the README names them. */
  writtenBy?: readonly KitWriterDto[];
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

/** A custom document's file name part, from its title: "Launch plan" → "launch-plan". */
export function customDocumentSlug(title: string): string {
  return slugify(title, 'document');
}

/** `docs/custom/launch-plan.md`...: one path per custom document (a title whose name is taken gets a number). */
function customDocumentPaths(titles: readonly string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title) => {
    const slug = customDocumentSlug(title);
    let path = `docs/custom/${slug}.md`;
    for (let n = 2; taken.has(path); n += 1) path = `docs/custom/${slug}-${n}.md`;
    taken.add(path);
    return path;
  });
}

const inline = (text: string) => text.replace(/\s*\n+\s*/g, ' ').trim();
const ensureNewline = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

function taskDetails(task: TaskDto, t: KitText): string {
  const f = t.facts;
  const facts = [`${f.status}: ${t.export.status[task.status]}`, `${f.priority}: ${priorityLabel(task.priority, t)}`];
  if (task.estimate !== null) facts.push(`${f.estimate}: ${t.hours(task.estimate)}`);
  if (task.featureIds.length > 0) facts.push(`${f.features}: ${task.featureIds.join(', ')}`);
  if (task.dependsOn.length > 0) facts.push(`${f.dependsOn}: ${task.dependsOn.join(', ')}`);
  if (task.blockedBy.length > 0) facts.push(`${f.blockedBy}: ${task.blockedBy.join(', ')}`);
  const parts = [`### ${task.ref ? `${task.ref} ` : ''}${inline(task.title)}`, facts.join(' · ')];
  if (task.description.trim()) parts.push(task.description.trim());
  if (task.subtasks.length > 0) {
    const lines = task.subtasks.map(
      (s) =>
        `- [${s.status === 'done' ? 'x' : ' '}] ${inline(s.title)}${s.estimate !== null ? ` (${t.hours(s.estimate)})` : ''}`,
    );
    parts.push(`**${t.tasks.subtasks}**\n\n${lines.join('\n')}`);
  }
  if (task.criteria.length > 0) {
    const done = task.status === 'done' ? 'x' : ' ';
    // Each criterion by its id, which the test proving it carries in its name.
    const lines = task.criteria.map((c) => `- [${done}] ${c.id ? `\`${c.id}\` ` : ''}${inline(c.text)}`);
    parts.push(`**${t.requirements.acceptanceCriteria}**\n\n${lines.join('\n')}`);
  }
  if (task.testStrategy.trim()) parts.push(`**${t.tasks.testStrategy}:** ${inline(task.testStrategy)}`);
  return parts.join('\n\n');
}

/** The board as markdown: a summary table, then each column's tasks in order. */
export function renderBoardMarkdown(productName: string, board: TasksDto, language: KitLanguage = 'en'): string {
  const w = kitText(language);
  const tasks = board.tasks;
  const hours = tasks.reduce((sum, t) => sum + (t.estimate ?? 0), 0);
  const done = tasks.filter((t) => t.status === 'done').length;
  const parts = [`# ${inline(productName)} — ${w.tasksTitle}`];
  parts.push(w.export.boardSummary(tasks.length, done, hours));
  if (tasks.length > 0) {
    parts.push(
      table(
        w.export.boardTable,
        tasks.map((t) => [
          t.ref ?? '—',
          t.title,
          w.export.status[t.status],
          priorityLabel(t.priority, w),
          t.estimate === null ? '—' : String(t.estimate),
        ]),
      ),
    );
  }
  for (const status of taskStatuses) {
    const column = tasks.filter((t) => t.status === status);
    parts.push(`## ${w.export.status[status]} (${column.length})`);
    parts.push(column.length > 0 ? column.map((task) => taskDetails(task, w)).join('\n\n') : w.export.emptyColumn);
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
  const language = input.language ?? 'en';
  const w = kitText(language).export;
  const files: ExportFile[] = [];
  const byKind = new Map(input.documents.map((doc) => [doc.kind, doc]));
  const documents = documentSteps.flatMap((kind) => {
    const doc = byKind.get(kind);
    return doc ? [doc] : [];
  });

  const versionNote = (doc: Omit<ExportDocument, 'kind'>) =>
    doc.version > 1 ? ` (${w.version(doc.version, w.source[doc.source] ?? doc.source)})` : '';
  for (const doc of documents) {
    files.push({
      path: documentPath(doc.kind),
      content: ensureNewline(doc.content),
      about: `${inline(doc.title)}${versionNote(doc)}`,
    });
  }
  const customDocuments = input.customDocuments ?? [];
  const customPaths = customDocumentPaths(customDocuments.map((doc) => doc.title));
  customDocuments.forEach((doc, index) => {
    files.push({ path: customPaths[index]!, content: ensureNewline(doc.content), about: `${inline(doc.title)}${versionNote(doc)}` });
  });
  for (const prompt of [...input.prompts].sort((a, b) => a.platform.localeCompare(b.platform))) {
    files.push({
      path: `prompts/${prompt.platform}.md`,
      content: ensureNewline(prompt.content),
      about: w.promptAbout(platformLabels[prompt.platform]),
    });
  }
  files.push({
    path: 'tasks.md',
    content: renderBoardMarkdown(projectName, input.tasks, language),
    about: w.tasksAbout(input.tasks.tasks.length),
  });
  files.push({
    path: 'tasks.json',
    content: `${JSON.stringify(input.tasks, null, 2)}\n`,
    about: w.tasksJsonAbout,
  });

  // Rules files: the AI Rules step's own files where it wrote them; the rest from its rule list. An
  // AI Rules document a person wrote (edited, or brought back from the history) is what the user wants agents to read.
  const rules = input.aiRules?.rules ?? [];
  const structured = (input.aiRules?.files ?? []).map((f) => ({ path: normalisePath(f.path), content: f.content }));
  const rulesDocument = byKind.get('ai_rules');
  const edited = rulesDocument && isHandWritten(rulesDocument) ? ensureNewline(rulesDocument.content) : null;
  const docPaths = [...documents.map((doc) => documentPath(doc.kind)), ...customPaths];
  const hasRules = rules.length > 0 || structured.length > 0 || edited !== null;
  if (hasRules) {
    const agents = structured.find((f) => f.path.toLowerCase() === 'agents.md');
    const claude = structured.find((f) => f.path.toLowerCase() === 'claude.md');
    const cursor = structured.find((f) => isCursorRule(f.path));
    const via = (file: unknown) => (edited ? w.fromEdited : file ? w.fromStep : w.fromRules);
    files.push({
      path: 'AGENTS.md',
      content: edited ?? ensureNewline(agents?.content ?? generatedAgents(projectName, rules, docPaths)),
      about: w.agentsAbout(via(agents)),
    });
    files.push({
      path: 'CLAUDE.md',
      content: edited ?? ensureNewline(claude?.content ?? generatedClaude(projectName, rules)),
      about: w.claudeAbout(via(claude)),
    });
    const cursorPath = cursor?.path ?? `.cursor/rules/${projectSlug(projectName)}.mdc`;
    const { frontmatter, body } = frontmatterOf(cursor?.content ?? '');
    const head = frontmatter ?? cursorFrontmatter(projectName);
    const cursorBody = edited ?? (cursor ? body : generatedCursorBody(projectName, rules));
    files.push({
      path: cursorPath,
      content: ensureNewline(`${head}\n\n${cursorBody.replace(/^\s*\n/, '')}`),
      about: w.cursorAbout(via(cursor)),
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
        about: w.otherRulesAbout,
      });
    }
  }

  const readme = `# ${w.readmeTitle(inline(projectName))}

${[w.exportedOn(input.exportedAt.toISOString().slice(0, 10)), writtenByLine(input.writtenBy ?? [], w)].filter(Boolean).join(' ')}

## ${w.contents}

${files.map((f) => `- \`${f.path}\`: ${f.about}`).join('\n')}

## ${w.howToUse}

1. ${w.copyStep(hasRules ? w.rulesFiles : '')}
2. ${w.promptStep}
3. ${w.tasksStep}
`;
  return [{ path: 'README.md', content: readme, about: w.readmeAbout }, ...files];
}

/** The README's sentence on who wrote the kit ('' when unknown). */
function writtenByLine(writers: readonly KitWriterDto[], w: KitText['export']): string {
  const sentence = describeKitWriters(writers, w.writers);
  return sentence ? `${sentence}.` : '';
}

/** The export as zip bytes. */
export function buildKitZip(input: KitExportInput): Uint8Array {
  const entries: Zippable = {};
  for (const file of kitExportFiles(input)) entries[file.path] = strToU8(file.content);
  return zipSync(entries, { level: 6, mtime: input.exportedAt });
}
