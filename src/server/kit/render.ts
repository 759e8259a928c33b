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
import type { CustomDocumentOutput } from '../../shared/schemas/custom-documents';
import { kitText, type KitLanguage, type KitText } from './kit-text';

/**
 * Structured step outputs → GitHub-flavoured markdown. Relies only on the schema fields, so it
 * renders what any provider wrote. Optional lists that are empty get a sentence saying so; a
 * required list that is empty (a broken output) leaves its section empty, which the kit check
 * reports.
 */

/** The English titles, which the kit check's problem lists use. */
export const documentTitles: Record<DocumentKind, string> = kitText('en').titles;

type OverviewLike = Pick<OverviewOutput, 'productName'> | undefined;

export function productNameOf(overview: OverviewLike, language: KitLanguage = 'en'): string {
  const name = overview?.productName.trim();
  return name && name.length > 0 ? name : kitText(language).untitledProduct;
}

export function documentTitle(kind: DocumentKind, overview: OverviewLike, language: KitLanguage = 'en'): string {
  return `${productNameOf(overview, language)} — ${kitText(language).titles[kind]}`;
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
  t: KitText = kitText('en'),
): string {
  const dependsOn = task.dependsOn ?? [];
  const f = t.facts;
  return [
    `${f.priority}: ${priorityLabel(task.priority, t)}`,
    ...(task.estimate !== null ? [`${f.estimate}: ${t.hours(task.estimate)}`] : []),
    ...(task.featureIds.length > 0 ? [`${f.features}: ${namedFeatures(task.featureIds, requirements)}`] : []),
    ...(dependsOn.length > 0 ? [`${f.dependsOn}: ${dependsOn.join(', ')}`] : []),
    ...(neededBy.length > 0 ? [`${f.neededBy}: ${neededBy.join(', ')}`] : []),
  ].join(' · ');
}
/** A priority value (must, high...) in the kit's language; an unknown one as written. */
export const priorityLabel = (priority: string, t: KitText): string => t.priority[priority] ?? priority;
/** A list field that kits stored before the field existed lack. */
const stored = <T>(list: readonly T[] | undefined): readonly T[] => list ?? [];
/** Assumptions and open questions, as the overview and the PRD show them. */
function undecided(o: { assumptions?: readonly string[]; openQuestions?: readonly string[] }, t: KitText): Section[] {
  const assumptions = stored(o.assumptions);
  const questions = stored(o.openQuestions);
  return [
    { heading: t.assumptions, body: assumptions.length > 0 ? bullets(assumptions) : t.nothingAssumed },
    { heading: t.openQuestions, body: questions.length > 0 ? bullets(questions) : t.none },
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

export function documentMarkdown(title: string, sections: Section[], lead?: string): string {
  const parts = [`# ${inline(title)}`];
  if (lead && lead.trim().length > 0) parts.push(lead.trim());
  for (const section of sections) parts.push(`## ${inline(section.heading)}\n\n${section.body.trim()}`);
  return `${parts.join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Documents

function overviewDoc(o: OverviewOutput, t: KitText): Section[] {
  const w = t.overview;
  return [
    { heading: w.summary, body: o.summary },
    { heading: w.problem, body: o.problem },
    { heading: w.audience, body: bullets(o.audience) },
    { heading: w.valueProposition, body: bullets(o.valueProposition) },
    { heading: w.platforms, body: bullets(o.platforms) },
    { heading: w.monetisation, body: o.monetisation },
    { heading: w.backend, body: `**${o.backendRequired ? w.required : w.notRequired}.** ${o.backendReason}` },
    ...undecided(o, t),
  ];
}

function requirementsDoc(r: RequirementsOutput, t: KitText): Section[] {
  const w = t.requirements;
  const features = r.features
    .map((f) =>
      [
        `### ${f.id} ${inline(f.name)} (${priorityLabel(f.priority, t)})`,
        f.description,
        `> ${inline(f.userStory)}`,
        ...howItWorks(f, t),
        `**${w.acceptanceCriteria}**\n\n${checklist(f.acceptanceCriteria)}`,
      ].join('\n\n'),
    )
    .join('\n\n');
  return [
    { heading: w.goals, body: bullets(r.goals) },
    { heading: w.users, body: r.users.map((u) => `### ${inline(u.role)}\n\n${bullets(u.needs)}`).join('\n\n') },
    {
      heading: w.features,
      body:
        r.features.length > 0
          ? `${table(
              w.featureTable,
              r.features.map((f) => [f.id, f.name, priorityLabel(f.priority, t)]),
            )}\n\n${features}`
          : '',
    },
    {
      heading: w.entities,
      body:
        r.entities.length > 0
          ? table(
              w.entityTable,
              r.entities.map((e) => [e.name, e.description, e.fields.join(', ')]),
            )
          : '',
    },
    { heading: w.nonGoals, body: bullets(r.nonGoals) },
    { heading: w.successMetrics, body: bullets(r.successMetrics) },
    ...undecided(r, t),
    ...(stored(r.glossary).length > 0
      ? [{ heading: w.glossary, body: table(w.glossaryTable, stored(r.glossary).map((g) => [g.term, g.meaning])) }]
      : []),
  ];
}

/**
 * How a feature's capability works (ADR 0041), under the capability's name; nothing for a feature
 * that keeps records or a kit written before capabilities.
 */
function howItWorks(f: RequirementsOutput['features'][number], t: KitText): string[] {
  const steps = stored(f.howItWorks);
  const named = f.capability && f.capability !== 'records' ? ` (${t.requirements.capability(f.capability)})` : '';
  if (steps.length === 0 && !named) return [];
  return [`**${t.requirements.howItWorks}**${named}${steps.length > 0 ? `\n\n${bullets(steps)}` : ''}`];
}

function techStackDoc(s: TechStackOutput, t: KitText): Section[] {
  const w = t.techStack;
  return [
    {
      heading: w.stack,
      body:
        s.choices.length > 0
          ? table(
              w.stackTable,
              s.choices.map((c) => [w.layer(c.layer), c.choice, c.reason]),
            )
          : '',
    },
    { heading: w.hosting, body: s.hosting },
    {
      heading: w.integrations,
      body:
        s.integrations.length > 0
          ? table(
              w.integrationTable,
              s.integrations.map((i) => [i.name, i.purpose, i.calledFrom || '—']),
            )
          : w.noIntegrations,
    },
    { heading: w.conventions, body: bullets(s.notes) },
  ];
}

function frontendDoc(f: FrontendOutput, t: KitText): Section[] {
  const w = t.frontend;
  const details = f.screens
    .map(
      (s) =>
        `### ${inline(s.name)} ${code(s.route)}\n\n${s.purpose}\n\n${t.facts.features}: ${ids(s.featureIds)}\n\n${t.facts.components}: ${s.components.map((c) => inline(c)).join(', ')}`,
    )
    .join('\n\n');
  return [
    {
      heading: w.screens,
      body:
        f.screens.length > 0
          ? `${table(
              w.screenTable,
              f.screens.map((s) => [s.name, s.route, ids(s.featureIds), s.purpose]),
            )}\n\n${details}`
          : (f.noScreens ?? w.noScreens),
    },
    { heading: w.sharedComponents, body: bullets(f.sharedComponents) },
    { heading: w.stateManagement, body: f.stateManagement },
    { heading: w.styling, body: f.styling },
    { heading: w.accessibility, body: bullets(f.accessibility) },
  ];
}

function backendDoc(b: BackendOutput, t: KitText): Section[] {
  const w = t.backend;
  const sections: Section[] = [{ heading: b.required ? w.overview : w.noBackend, body: b.note }];
  sections.push({ heading: w.auth, body: b.auth });
  if (b.required || b.entities.length > 0) {
    sections.push({
      heading: w.dataModel,
      body:
        b.entities.length > 0
          ? b.entities
              .map((e) => {
                const relations = e.relations.filter((r) => r.trim().length > 0);
                const fields = table(
                  w.fieldTable,
                  // Names and types are code: a document in another language reads around them.
                  e.fields.map((field) => [`\`${field.name}\``, `\`${field.type}\``, field.notes.trim() || '—']),
                );
                const notes = e.notes?.trim() ? `${inline(e.notes)}\n\n` : '';
                return `### \`${inline(e.name)}\`\n\n${notes}${fields}${relations.length > 0 ? `\n\n${t.facts.relations}:\n\n${bullets(relations)}` : ''}`;
              })
              .join('\n\n')
          : w.noEntities,
    });
  }
  if (b.required || b.endpoints.length > 0) {
    sections.push({
      heading: w.endpoints,
      body:
        b.endpoints.length > 0
          ? table(
              w.endpointTable,
              b.endpoints.map((e) => [
                e.method,
                `\`${e.path}\``,
                e.auth ? w.signedIn : w.public,
                ids(e.featureIds),
                e.description,
              ]),
            )
          : w.noEndpoints,
    });
  }
  const jobs = stored(b.jobs);
  if (jobs.length > 0) {
    sections.push({
      heading: w.jobs,
      body: table(
        w.jobTable,
        jobs.map((j) => [`\`${j.name}\``, j.trigger, j.work, ids(j.featureIds)]),
      ),
    });
  }
  const compliance = stored(b.compliance);
  if (compliance.length > 0) {
    sections.push({
      heading: w.compliance,
      body: compliance.map((k) => `### ${inline(k.constraint)}\n\n${bullets(k.measures)}`).join('\n\n'),
    });
  }
  return sections;
}

function appFlowDoc(a: AppFlowOutput, t: KitText): Section[] {
  const w = t.appFlow;
  const none = a.noScreens ?? w.noScreens;
  return [
    {
      heading: w.screens,
      body: a.screens.length === 0 ? none : a.screens
        .map((s) =>
          [
            `### ${inline(s.name)} ${code(s.route)}`,
            // One state said for all three (a standard screen's pointer) is said once.
            bullets(
              s.states.loading === s.states.empty && s.states.empty === s.states.error
                ? [`**${w.allStates}:** ${s.states.loading}`]
                : [`**${w.loading}:** ${s.states.loading}`, `**${w.empty}:** ${s.states.empty}`, `**${w.error}:** ${s.states.error}`],
            ),
            `${t.facts.next}: ${s.next.length > 0 ? s.next.map(code).join(', ') : w.endOfFlow}`,
          ].join('\n\n'),
        )
        .join('\n\n'),
    },
    {
      heading: w.journeys,
      body: a.journeys
        .map((j) => `### ${inline(j.name)}\n\n${t.facts.features}: ${ids(j.featureIds)}\n\n${numbered(j.steps)}`)
        .join('\n\n'),
    },
  ];
}

function qualityDoc(q: QualityOutput, t: KitText): Section[] {
  const w = t.quality;
  return [
    { heading: w.strategy, body: q.strategy },
    {
      heading: w.testCases,
      body:
        q.testCases.length > 0
          ? `${table(
              w.testTable,
              q.testCases.map((c) => [c.id, c.featureId, c.title]),
            )}\n\n${q.testCases
              .map(
                (c) =>
                  `### ${inline(c.id)} ${inline(c.title)}\n\n${t.facts.feature}: ${c.featureId}\n\n${numbered(c.steps)}\n\n**${w.expected}:** ${inline(c.expected)}`,
              )
              .join('\n\n')}`
          : '',
    },
    { heading: w.nonFunctional, body: bullets(q.nonFunctional) },
  ];
}

function aiRulesDoc(a: AiRulesOutput, t: KitText): Section[] {
  return [
    { heading: t.aiRules.rules, body: numbered(a.rules) },
    {
      heading: t.aiRules.files,
      body: a.files
        .map(
          (f) =>
            `### ${code(f.path)}\n\n${fenced(f.content, f.path.endsWith('.md') || f.path.endsWith('.mdc') ? 'markdown' : '')}`,
        )
        .join('\n\n'),
    },
  ];
}

function implementationDoc(i: ImplementationOutput, requirements: FeatureNames, t: KitText): Section[] {
  const w = t.implementation;
  const phases = i.phases
    .map((p, index) =>
      [
        `### ${index + 1}. ${inline(p.name)} (${t.hours(p.estimateHours)})`,
        p.goal,
        ...(p.featureIds.length > 0 ? [`${t.facts.features}: ${namedFeatures(p.featureIds, requirements)}`] : []),
        numbered(p.steps),
      ].join('\n\n'),
    )
    .join('\n\n');
  return [
    {
      heading: w.phases,
      body:
        i.phases.length > 0
          ? `${table(w.phaseTable, [...i.phases.map((p) => [p.name, p.goal, ids(p.featureIds), String(p.estimateHours)]), [`**${w.total}**`, '', '', `**${i.totalHours}**`]])}\n\n${phases}`
          : '',
    },
    {
      heading: w.estimate,
      body: w.estimateText(i.totalHours, (i.totalHours / 40).toFixed(1)),
    },
    { heading: w.risks, body: bullets(i.risks) },
  ];
}

function whatNextDoc(n: WhatNextOutput, t: KitText): Section[] {
  return [
    { heading: t.whatNext.tips, body: n.tips.map((tip) => `### ${inline(tip.title)}\n\n${tip.body}`).join('\n\n') },
    { heading: t.whatNext.launchChecklist, body: checklist(n.launchChecklist) },
  ];
}

const missing = (kind: DocumentKind, t: KitText): Section[] => [
  { heading: t.notGenerated, body: t.notGeneratedYet(t.titles[kind]) },
];

/** A document's title and markdown from the kit's structured outputs, in the kit's language. */
export function renderDocument(
  kind: DocumentKind,
  outputs: Partial<KitOutputs>,
  language: KitLanguage = 'en',
): { title: string; content: string } {
  const t = kitText(language);
  const title = documentTitle(kind, outputs.overview, language);
  let sections: Section[];
  let lead: string | undefined;
  switch (kind) {
    case 'overview':
      sections = outputs.overview ? overviewDoc(outputs.overview, t) : missing(kind, t);
      lead = outputs.overview ? `> ${inline(outputs.overview.tagline)}` : undefined;
      break;
    case 'requirements':
      sections = outputs.requirements ? requirementsDoc(outputs.requirements, t) : missing(kind, t);
      break;
    case 'tech_stack':
      sections = outputs.tech_stack ? techStackDoc(outputs.tech_stack, t) : missing(kind, t);
      break;
    case 'frontend':
      sections = outputs.frontend ? frontendDoc(outputs.frontend, t) : missing(kind, t);
      break;
    case 'backend':
      sections = outputs.backend ? backendDoc(outputs.backend, t) : missing(kind, t);
      break;
    case 'app_flow':
      sections = outputs.app_flow ? appFlowDoc(outputs.app_flow, t) : missing(kind, t);
      break;
    case 'quality':
      sections = outputs.quality ? qualityDoc(outputs.quality, t) : missing(kind, t);
      break;
    case 'ai_rules':
      sections = outputs.ai_rules ? aiRulesDoc(outputs.ai_rules, t) : missing(kind, t);
      break;
    case 'implementation':
      sections = outputs.implementation ? implementationDoc(outputs.implementation, outputs.requirements, t) : missing(kind, t);
      break;
    case 'what_next':
      sections = outputs.what_next ? whatNextDoc(outputs.what_next, t) : missing(kind, t);
      break;
  }
  return { title, content: documentMarkdown(title, sections, lead) };
}

/** The task board as one markdown document (for the export). */
export function renderTasksMarkdown(
  tasks: TasksOutput,
  overview: OverviewLike,
  requirements?: FeatureNames,
  language: KitLanguage = 'en',
): string {
  const w = kitText(language);
  const total = tasks.tasks.reduce((sum, t) => sum + t.estimateHours, 0);
  const summary = table(
    w.tasks.boardTable,
    tasks.tasks.map((t) => [t.ref, t.title, priorityLabel(t.priority, w), String(t.estimateHours), ids(t.featureIds), ids(t.dependsOn)]),
  );
  const neededBy = (ref: string) => tasks.tasks.filter((d) => d.dependsOn.includes(ref)).map((d) => d.ref);
  const details = tasks.tasks
    .map((t) => {
      const parts = [
        `### ${inline(t.ref)} ${inline(t.title)}`,
        taskFacts({ ...t, estimate: t.estimateHours }, requirements, neededBy(t.ref), w),
        t.description,
        `**${w.requirements.acceptanceCriteria}**\n\n${checklist(t.acceptanceCriteria)}`,
        ...(t.testStrategy ? [`**${w.tasks.testStrategy}:** ${inline(t.testStrategy)}`] : []),
      ];
      if (t.subtasks.length > 0)
        parts.push(
          `**${w.tasks.subtasks}**\n\n${checklist(t.subtasks.map((s) => `${s.title} (${w.hours(s.estimateHours)})`))}`,
        );
      return parts.join('\n\n');
    })
    .join('\n\n');
  return documentMarkdown(`${productNameOf(overview, language)} — ${w.tasksTitle}`, [
    { heading: w.tasks.board, body: `${w.tasks.boardSummary(tasks.tasks.length, total)}\n\n${summary}` },
    { heading: w.tasks.details, body: details },
  ]);
}

/** Every platform's prompt as one markdown document (for the export). */
export function renderPromptsMarkdown(prompts: PromptsOutput, overview: OverviewLike, language: KitLanguage = 'en'): string {
  const w = kitText(language);
  return documentMarkdown(
    `${productNameOf(overview, language)} — ${w.promptsTitle}`,
    prompts.prompts.map((p) => ({ heading: platformLabels[p.platform], body: fenced(p.content, 'text') })),
    w.promptsLead,
  );
}

/** A custom document as markdown: its title, the engine's opening paragraph, then its sections. */
export function renderCustomDocument(title: string, output: CustomDocumentOutput): string {
  return documentMarkdown(title, output.sections, output.summary);
}
