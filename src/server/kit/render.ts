import {
  platformLabels,
  type AiRulesOutput,
  type AppFlowOutput,
  type BackendOutput,
  type DocumentKind,
  type FrontendOutput,
  type ImplementationOutput,
  type KitOutputs,
  type OverviewOutput,
  type PromptsOutput,
  type QualityOutput,
  type RequirementsOutput,
  type TasksOutput,
  type TechStackOutput,
  type WhatNextOutput,
} from '../../shared/schemas/kit';

/**
 * Structured step outputs → GitHub-flavoured markdown. Relies only on the schema fields, so it
 * renders what any provider wrote. Optional lists that are empty get a sentence saying so; a
 * required list that is empty (a broken output) leaves its section empty, which the kit check
 * reports.
 */

export const documentTitles: Record<DocumentKind, string> = {
  overview: 'Project Overview',
  requirements: 'Product Requirements',
  tech_stack: 'Tech Stack',
  frontend: 'Frontend Specification',
  backend: 'Backend API',
  app_flow: 'App Flow',
  quality: 'Quality Assurance',
  ai_rules: 'AI Rules',
  implementation: 'Implementation Plan',
  what_next: 'What Next',
};

type OverviewLike = Pick<OverviewOutput, 'productName'> | undefined;

export function productNameOf(overview: OverviewLike): string {
  const name = overview?.productName.trim();
  return name && name.length > 0 ? name : 'Untitled product';
}

export function documentTitle(kind: DocumentKind, overview: OverviewLike): string {
  return `${productNameOf(overview)} — ${documentTitles[kind]}`;
}

// ---------------------------------------------------------------------------------------------
// Markdown helpers

/** One line of text: no line breaks, trimmed. */
const inline = (text: string) => text.replace(/\s*\n+\s*/g, ' ').trim();

/** A table cell: one line, pipes escaped. */
export function cell(text: string): string {
  return inline(text).replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
}

export function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const head = `| ${headers.map(cell).join(' | ')} |`;
  const rule = `| ${headers.map(() => '---').join(' | ')} |`;
  return [head, rule, ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`)].join('\n');
}

const bullets = (items: readonly string[]) => items.map((item) => `- ${inline(item)}`).join('\n');
const numbered = (items: readonly string[]) => items.map((item, i) => `${i + 1}. ${inline(item)}`).join('\n');
const checklist = (items: readonly string[]) => items.map((item) => `- [ ] ${inline(item)}`).join('\n');
const code = (text: string) => `\`${inline(text).replace(/`/g, 'ˋ')}\``;
const ids = (list: readonly string[]) => (list.length > 0 ? list.join(', ') : '—');
type FeatureNames = Pick<RequirementsOutput, 'features'> | undefined;
/** Feature ids with their names ("FEAT-002 Book visits"), so a reader need not look the ids up; bare ids when the PRD is missing. */
export function namedFeatures(list: readonly string[], requirements: FeatureNames): string {
  const names = new Map((requirements?.features ?? []).map((f) => [f.id, inline(f.name)]));
  return list.map((id) => (names.has(id) ? `${id} ${names.get(id)}` : id)).join(', ');
}
/**
 * A task's metadata line: features named, and the tasks it waits for and that wait for it (what
 * finishing it unblocks). Empty fields are left out rather than shown as dashes.
 */
export function taskFacts(
  task: { priority: string; estimate: number | null; featureIds: readonly string[]; dependsOn?: readonly string[] },
  requirements: FeatureNames,
  neededBy: readonly string[] = [],
): string {
  const dependsOn = task.dependsOn ?? [];
  return [
    `Priority: ${task.priority}`,
    ...(task.estimate !== null ? [`Estimate: ${task.estimate} h`] : []),
    ...(task.featureIds.length > 0 ? [`Features: ${namedFeatures(task.featureIds, requirements)}`] : []),
    ...(dependsOn.length > 0 ? [`Depends on: ${dependsOn.join(', ')}`] : []),
    ...(neededBy.length > 0 ? [`Needed by: ${neededBy.join(', ')}`] : []),
  ].join(' · ');
}
/** A list field that kits stored before the field existed lack. */
const stored = <T>(list: readonly T[] | undefined): readonly T[] => list ?? [];
/** Assumptions and open questions, as the overview and the PRD show them. */
function undecided(o: { assumptions?: readonly string[]; openQuestions?: readonly string[] }): Section[] {
  const assumptions = stored(o.assumptions);
  const questions = stored(o.openQuestions);
  return [
    { heading: 'Assumptions', body: assumptions.length > 0 ? bullets(assumptions) : 'Nothing was assumed: every point above was confirmed.' },
    { heading: 'Open questions', body: questions.length > 0 ? bullets(questions) : 'None.' },
  ];
}

/** A fenced block whose fence is longer than any backtick run inside the content. */
export function fenced(content: string, language = ''): string {
  const longest = Math.max(2, ...[...content.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${content.replace(/\n+$/, '')}\n${fence}`;
}

interface Section {
  heading: string;
  body: string;
}

function documentMarkdown(title: string, sections: Section[], lead?: string): string {
  const parts = [`# ${inline(title)}`];
  if (lead && lead.trim().length > 0) parts.push(lead.trim());
  for (const section of sections) parts.push(`## ${inline(section.heading)}\n\n${section.body.trim()}`);
  return `${parts.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Documents

function overviewDoc(o: OverviewOutput): Section[] {
  return [
    { heading: 'Summary', body: o.summary },
    { heading: 'Problem', body: o.problem },
    { heading: 'Audience', body: bullets(o.audience) },
    { heading: 'Value proposition', body: bullets(o.valueProposition) },
    { heading: 'Platforms', body: bullets(o.platforms) },
    { heading: 'Monetisation', body: o.monetisation },
    { heading: 'Backend', body: `**${o.backendRequired ? 'Required' : 'Not required'}.** ${o.backendReason}` },
    ...undecided(o),
  ];
}

function requirementsDoc(r: RequirementsOutput): Section[] {
  const features = r.features
    .map((f) =>
      [
        `### ${f.id} ${inline(f.name)} (${f.priority})`,
        f.description,
        `> ${inline(f.userStory)}`,
        `**Acceptance criteria**\n\n${checklist(f.acceptanceCriteria)}`,
      ].join('\n\n'),
    )
    .join('\n\n');
  return [
    { heading: 'Goals', body: bullets(r.goals) },
    { heading: 'Users', body: r.users.map((u) => `### ${inline(u.role)}\n\n${bullets(u.needs)}`).join('\n\n') },
    {
      heading: 'Features',
      body:
        r.features.length > 0
          ? `${table(
              ['ID', 'Feature', 'Priority'],
              r.features.map((f) => [f.id, f.name, f.priority]),
            )}\n\n${features}`
          : '',
    },
    {
      heading: 'Data entities',
      body:
        r.entities.length > 0
          ? table(
              ['Entity', 'Description', 'Fields'],
              r.entities.map((e) => [e.name, e.description, e.fields.join(', ')]),
            )
          : '',
    },
    { heading: 'Non-goals', body: bullets(r.nonGoals) },
    { heading: 'Success metrics', body: bullets(r.successMetrics) },
    ...undecided(r),
    ...(stored(r.glossary).length > 0
      ? [{ heading: 'Glossary', body: table(['Term', 'Meaning'], stored(r.glossary).map((g) => [g.term, g.meaning])) }]
      : []),
  ];
}

function techStackDoc(t: TechStackOutput): Section[] {
  return [
    {
      heading: 'Stack',
      body:
        t.choices.length > 0
          ? table(
              ['Layer', 'Choice', 'Why'],
              t.choices.map((c) => [c.layer, c.choice, c.reason]),
            )
          : '',
    },
    { heading: 'Hosting', body: t.hosting },
    {
      heading: 'Integrations',
      body:
        t.integrations.length > 0
          ? table(
              ['Service', 'Purpose', 'Called from'],
              t.integrations.map((i) => [i.name, i.purpose, i.calledFrom || '—']),
            )
          : 'No third-party services are needed for the first version.',
    },
    { heading: 'Conventions', body: bullets(t.notes) },
  ];
}

function frontendDoc(f: FrontendOutput): Section[] {
  const details = f.screens
    .map(
      (s) =>
        `### ${inline(s.name)} ${code(s.route)}\n\n${s.purpose}\n\nFeatures: ${ids(s.featureIds)}\n\nComponents: ${s.components.map((c) => inline(c)).join(', ')}`,
    )
    .join('\n\n');
  return [
    {
      heading: 'Screens',
      body:
        f.screens.length > 0
          ? `${table(
              ['Screen', 'Route', 'Features', 'Purpose'],
              f.screens.map((s) => [s.name, s.route, ids(s.featureIds), s.purpose]),
            )}\n\n${details}`
          : (f.noScreens ?? 'This product has no screens.'),
    },
    { heading: 'Shared components', body: bullets(f.sharedComponents) },
    { heading: 'State management', body: f.stateManagement },
    { heading: 'Styling', body: f.styling },
    { heading: 'Accessibility', body: bullets(f.accessibility) },
  ];
}

function backendDoc(b: BackendOutput): Section[] {
  const sections: Section[] = [{ heading: b.required ? 'Overview' : 'No backend', body: b.note }];
  sections.push({ heading: 'Authentication', body: b.auth });
  if (b.required || b.entities.length > 0) {
    sections.push({
      heading: 'Data model',
      body:
        b.entities.length > 0
          ? b.entities
              .map((e) => {
                const relations = e.relations.filter((r) => r.trim().length > 0);
                const fields = table(
                  ['Field', 'Type', 'Notes'],
                  e.fields.map((field) => [field.name, field.type, field.notes.trim() || '—']),
                );
                return `### ${inline(e.name)}\n\n${fields}${relations.length > 0 ? `\n\nRelations:\n\n${bullets(relations)}` : ''}`;
              })
              .join('\n\n')
          : 'No stored entities.',
    });
  }
  if (b.required || b.endpoints.length > 0) {
    sections.push({
      heading: 'Endpoints',
      body:
        b.endpoints.length > 0
          ? table(
              ['Method', 'Path', 'Auth', 'Features', 'Description'],
              b.endpoints.map((e) => [
                e.method,
                `\`${e.path}\``,
                e.auth ? 'signed in' : 'public',
                ids(e.featureIds),
                e.description,
              ]),
            )
          : 'No endpoints.',
    });
  }
  const compliance = stored(b.compliance);
  if (compliance.length > 0) {
    sections.push({
      heading: 'Compliance',
      body: compliance.map((k) => `### ${inline(k.constraint)}\n\n${bullets(k.measures)}`).join('\n\n'),
    });
  }
  return sections;
}

function appFlowDoc(a: AppFlowOutput): Section[] {
  const none = a.noScreens ?? 'This product has no screens: every journey below runs without one.';
  return [
    {
      heading: 'Screens',
      body: a.screens.length === 0 ? none : a.screens
        .map((s) =>
          [
            `### ${inline(s.name)} ${code(s.route)}`,
            bullets([
              `**Loading:** ${s.states.loading}`,
              `**Empty:** ${s.states.empty}`,
              `**Error:** ${s.states.error}`,
            ]),
            `Next: ${s.next.length > 0 ? s.next.map(code).join(', ') : 'none (end of the flow)'}`,
          ].join('\n\n'),
        )
        .join('\n\n'),
    },
    {
      heading: 'User journeys',
      body: a.journeys
        .map((j) => `### ${inline(j.name)}\n\nFeatures: ${ids(j.featureIds)}\n\n${numbered(j.steps)}`)
        .join('\n\n'),
    },
  ];
}

function qualityDoc(q: QualityOutput): Section[] {
  return [
    { heading: 'Strategy', body: q.strategy },
    {
      heading: 'Test cases',
      body:
        q.testCases.length > 0
          ? `${table(
              ['ID', 'Feature', 'Test'],
              q.testCases.map((t) => [t.id, t.featureId, t.title]),
            )}\n\n${q.testCases
              .map(
                (t) =>
                  `### ${inline(t.id)} ${inline(t.title)}\n\nFeature: ${t.featureId}\n\n${numbered(t.steps)}\n\n**Expected:** ${inline(t.expected)}`,
              )
              .join('\n\n')}`
          : '',
    },
    { heading: 'Non-functional checks', body: bullets(q.nonFunctional) },
  ];
}

function aiRulesDoc(a: AiRulesOutput): Section[] {
  return [
    { heading: 'Rules', body: numbered(a.rules) },
    {
      heading: 'Files',
      body: a.files
        .map(
          (f) =>
            `### ${code(f.path)}\n\n${fenced(f.content, f.path.endsWith('.md') || f.path.endsWith('.mdc') ? 'markdown' : '')}`,
        )
        .join('\n\n'),
    },
  ];
}

function implementationDoc(i: ImplementationOutput, requirements: FeatureNames): Section[] {
  const phases = i.phases
    .map((p, index) =>
      [
        `### ${index + 1}. ${inline(p.name)} (${p.estimateHours} h)`,
        p.goal,
        ...(p.featureIds.length > 0 ? [`Features: ${namedFeatures(p.featureIds, requirements)}`] : []),
        numbered(p.steps),
      ].join('\n\n'),
    )
    .join('\n\n');
  return [
    {
      heading: 'Phases',
      body:
        i.phases.length > 0
          ? `${table(['Phase', 'Goal', 'Features', 'Hours'], [...i.phases.map((p) => [p.name, p.goal, ids(p.featureIds), String(p.estimateHours)]), ['**Total**', '', '', `**${i.totalHours}**`]])}\n\n${phases}`
          : '',
    },
    {
      heading: 'Estimate',
      body: `About ${i.totalHours} hours in total (${(i.totalHours / 40).toFixed(1)} weeks for one developer working with an AI coding tool).`,
    },
    { heading: 'Risks', body: bullets(i.risks) },
  ];
}

function whatNextDoc(w: WhatNextOutput): Section[] {
  return [
    { heading: 'Tips', body: w.tips.map((t) => `### ${inline(t.title)}\n\n${t.body}`).join('\n\n') },
    { heading: 'Launch checklist', body: checklist(w.launchChecklist) },
  ];
}

const missing = (kind: DocumentKind): Section[] => [
  { heading: 'Not generated', body: `The ${documentTitles[kind].toLowerCase()} document has not been generated yet.` },
];

/** A document's title and markdown from the kit's structured outputs. */
export function renderDocument(kind: DocumentKind, outputs: Partial<KitOutputs>): { title: string; content: string } {
  const title = documentTitle(kind, outputs.overview);
  let sections: Section[];
  let lead: string | undefined;
  switch (kind) {
    case 'overview':
      sections = outputs.overview ? overviewDoc(outputs.overview) : missing(kind);
      lead = outputs.overview ? `> ${inline(outputs.overview.tagline)}` : undefined;
      break;
    case 'requirements':
      sections = outputs.requirements ? requirementsDoc(outputs.requirements) : missing(kind);
      break;
    case 'tech_stack':
      sections = outputs.tech_stack ? techStackDoc(outputs.tech_stack) : missing(kind);
      break;
    case 'frontend':
      sections = outputs.frontend ? frontendDoc(outputs.frontend) : missing(kind);
      break;
    case 'backend':
      sections = outputs.backend ? backendDoc(outputs.backend) : missing(kind);
      break;
    case 'app_flow':
      sections = outputs.app_flow ? appFlowDoc(outputs.app_flow) : missing(kind);
      break;
    case 'quality':
      sections = outputs.quality ? qualityDoc(outputs.quality) : missing(kind);
      break;
    case 'ai_rules':
      sections = outputs.ai_rules ? aiRulesDoc(outputs.ai_rules) : missing(kind);
      break;
    case 'implementation':
      sections = outputs.implementation ? implementationDoc(outputs.implementation, outputs.requirements) : missing(kind);
      break;
    case 'what_next':
      sections = outputs.what_next ? whatNextDoc(outputs.what_next) : missing(kind);
      break;
  }
  return { title, content: documentMarkdown(title, sections, lead) };
}

/** The task board as one markdown document (for the export). */
export function renderTasksMarkdown(tasks: TasksOutput, overview: OverviewLike, requirements?: FeatureNames): string {
  const total = tasks.tasks.reduce((sum, t) => sum + t.estimateHours, 0);
  const summary = table(
    ['Ref', 'Task', 'Priority', 'Hours', 'Features', 'Depends on'],
    tasks.tasks.map((t) => [t.ref, t.title, t.priority, String(t.estimateHours), ids(t.featureIds), ids(t.dependsOn)]),
  );
  const neededBy = (ref: string) => tasks.tasks.filter((d) => d.dependsOn.includes(ref)).map((d) => d.ref);
  const details = tasks.tasks
    .map((t) => {
      const parts = [
        `### ${inline(t.ref)} ${inline(t.title)}`,
        taskFacts({ ...t, estimate: t.estimateHours }, requirements, neededBy(t.ref)),
        t.description,
        `**Acceptance criteria**\n\n${checklist(t.acceptanceCriteria)}`,
        ...(t.testStrategy ? [`**Test strategy:** ${inline(t.testStrategy)}`] : []),
      ];
      if (t.subtasks.length > 0)
        parts.push(`**Subtasks**\n\n${checklist(t.subtasks.map((s) => `${s.title} (${s.estimateHours} h)`))}`);
      return parts.join('\n\n');
    })
    .join('\n\n');
  return documentMarkdown(`${productNameOf(overview)} — Tasks`, [
    { heading: 'Board', body: `${tasks.tasks.length} tasks, about ${total} hours in total.\n\n${summary}` },
    { heading: 'Task details', body: details },
  ]);
}

/** Every platform's prompt as one markdown document (for the export). */
export function renderPromptsMarkdown(prompts: PromptsOutput, overview: OverviewLike): string {
  return documentMarkdown(
    `${productNameOf(overview)} — Prompts`,
    prompts.prompts.map((p) => ({ heading: platformLabels[p.platform], body: fenced(p.content, 'text') })),
    'Paste the prompt for your tool as the first message of a new project.',
  );
}
