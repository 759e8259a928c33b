import {
  platformLabels,
  type BackendOutput,
  type KitOutputs,
  type Platform,
  type PrdEntity,
  type PrdFeature,
} from '../../shared/schemas/kit';
import type { TaskDto } from '../../shared/schemas/tasks';
import { kitText, type KitLanguage, type KitText } from './kit-text';
import { priorityLabel, table, taskFacts } from './render';

/**
 * The prompt for one task of the board, for one code-generation tool: the task itself (subtasks,
 * criteria, how to verify it, dependencies and which of them are not done) and only the parts of the kit it needs — the features it is tagged with,
 * the screens and endpoints of those features, the entities they name, a short stack summary and
 * the project's rules. Pure: the caller reads the kit's structured outputs.
 */

export type TaskPromptOutputs = Partial<
  Pick<KitOutputs, 'overview' | 'requirements' | 'tech_stack' | 'frontend' | 'backend' | 'ai_rules'>
>;

export interface TaskPromptInput {
  platform: Platform;
  productName: string;
  task: TaskDto;
  /** The board's top-level tasks, to name the dependencies by title and status. */
  board: ReadonlyArray<Pick<TaskDto, 'ref' | 'title' | 'status'>>;
  outputs: TaskPromptOutputs;
  /** The kit's language (the brief's); English when absent. */
  language?: KitLanguage;
}

/** One line of text: no line breaks, trimmed. */
const inline = (text: string) => text.replace(/\s*\n+\s*/g, ' ').trim();
const bullets = (items: readonly string[]) => items.map((item) => `- ${inline(item)}`).join('\n');
const checklist = (items: readonly string[]) => items.map((item) => `- [ ] ${inline(item)}`).join('\n');

/** "TimeSlot" → a pattern for "time slot", "time-slot", "time_slot", "timeslot" and their plurals. */
function entityPattern(name: string): RegExp | null {
  const words = name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g);
  if (!words || words.length === 0) return null;
  const escaped = words.map((word) => word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const last = escaped.pop()!;
  const plural = last.endsWith('y') ? `${last.slice(0, -1)}(?:y|ies)` : `${last}(?:s|es)?`;
  const joined = [...escaped, plural].join('[\\s_-]?');
  return new RegExp(`(?<![\\p{L}\\p{N}])${joined}(?![\\p{L}\\p{N}])`, 'iu');
}

interface EntitySummary {
  name: string;
  line: string;
}

function backendEntities(backend: BackendOutput): EntitySummary[] {
  return backend.entities.map((entity) => {
    const fields = entity.fields.map((field) => `${field.name} (${inline(field.type)})`).join(', ');
    const relations = entity.relations.filter((relation) => relation.trim().length > 0).map(inline);
    return {
      name: entity.name,
      line: `**${inline(entity.name)}**: ${fields}${relations.length > 0 ? `. ${relations.join('; ')}` : ''}`,
    };
  });
}

function prdEntities(entities: readonly PrdEntity[], t: KitText): EntitySummary[] {
  return entities.map((entity) => ({
    name: entity.name,
    line: `**${inline(entity.name)}**: ${inline(entity.description)} ${t.taskPrompt.fields}: ${entity.fields.join(', ')}`,
  }));
}

/**
 * The entities the text names; all of them when it names none (the task may still touch the data,
 * and saying so is more honest than guessing).
 */
function entitiesFor(all: readonly EntitySummary[], text: string): { entities: EntitySummary[]; narrowed: boolean } {
  const named = all.filter((entity) => entityPattern(entity.name)?.test(text));
  return named.length > 0 ? { entities: named, narrowed: true } : { entities: [...all], narrowed: false };
}

function featureSection(feature: PrdFeature, t: KitText): string {
  return [
    `### ${feature.id} ${inline(feature.name)} (${priorityLabel(feature.priority, t)})`,
    inline(feature.description),
    `> ${inline(feature.userStory)}`,
    `${t.taskPrompt.featureCriteria}\n\n${bullets(feature.acceptanceCriteria)}`,
  ].join('\n\n');
}

export function composeTaskPrompt(input: TaskPromptInput): string {
  const { task, outputs, platform } = input;
  const t = kitText(input.language);
  const w = t.taskPrompt;
  const label = platformLabels[platform];
  const tagged = new Set(task.featureIds);
  const features = (outputs.requirements?.features ?? []).filter((feature) => tagged.has(feature.id));
  const screens = (outputs.frontend?.screens ?? []).filter((screen) => screen.featureIds.some((id) => tagged.has(id)));
  const endpoints = (outputs.backend?.endpoints ?? []).filter((endpoint) =>
    endpoint.featureIds.some((id) => tagged.has(id)),
  );
  const heading = task.ref ? `${task.ref} ${inline(task.title)}` : inline(task.title);

  const sections: string[] = [
    `# ${heading}`,
    w.intro(inline(input.productName), label, w.hints[platform]),
  ];

  // Dependencies get their own section below, named by title and status.
  const facts = taskFacts(
    { priority: task.priority, estimate: task.estimate, featureIds: task.featureIds },
    outputs.requirements,
    [],
    t,
  );
  sections.push(`## ${w.task}\n\n${facts}\n\n${task.description.trim()}`);

  if (task.subtasks.length > 0) {
    sections.push(
      `## ${w.subtasks}\n\n${task.subtasks.map((s) => `- [${s.status === 'done' ? 'x' : ' '}] ${inline(s.title)}${s.estimate !== null ? ` (${t.hours(s.estimate)})` : ''}`).join('\n')}`,
    );
  }
  if (task.criteria.length > 0) {
    // Each criterion by its id, which the test proving it carries in its name: `specforge done` finds it.
    const named = task.criteria.map((c) => (c.id ? `\`${c.id}\` ${c.text}` : c.text));
    const firstId = task.criteria[0]!.id;
    sections.push(
      `## ${w.acceptanceCriteria}\n\n${w.criteriaLead}\n\n${checklist(named)}${firstId ? `\n\n${w.criteriaTests(firstId)}` : ''}`,
    );
  }
  if (task.testStrategy.trim()) sections.push(`## ${w.verify}\n\n${inline(task.testStrategy)}`);
  if (task.dependsOn.length > 0) {
    const byRef = new Map(input.board.filter((t) => t.ref).map((t) => [t.ref!, t]));
    const lines = task.dependsOn.map((ref) => {
      const dependency = byRef.get(ref);
      return dependency ? `${ref} ${inline(dependency.title)} (${w.status[dependency.status]})` : ref;
    });
    // The founder may start a blocked task on purpose; the tool should know what is still missing.
    const blocked =
      task.blockedBy.length > 0
        ? `\n\n${w.notDone(task.blockedBy.join(', '))}`
        : '';
    sections.push(
      `## ${w.buildsOn}\n\n${w.buildsOnLead}\n\n${bullets(lines)}${blocked}`,
    );
  }

  if (features.length > 0) sections.push(`## ${w.features}\n\n${features.map((f) => featureSection(f, t)).join('\n\n')}`);
  if (screens.length > 0) {
    sections.push(
      `## ${w.screens}\n\n${table(
        w.screenTable,
        screens.map((s) => [s.name, `\`${s.route}\``, s.purpose, s.components.join(', ')]),
      )}`,
    );
  }
  if (endpoints.length > 0) {
    sections.push(
      `## ${w.endpoints}\n\n${table(
        w.endpointTable,
        endpoints.map((e) => [e.method, `\`${e.path}\``, e.auth ? t.backend.signedIn : t.backend.public, e.description]),
      )}`,
    );
  }

  const entitySource =
    outputs.backend && outputs.backend.entities.length > 0
      ? backendEntities(outputs.backend)
      : prdEntities(outputs.requirements?.entities ?? [], t);
  if (entitySource.length > 0) {
    const text = [
      task.title,
      task.description,
      ...task.subtasks.map((s) => s.title),
      ...task.acceptanceCriteria,
      ...features.flatMap((f) => [f.name, f.description, f.userStory, ...f.acceptanceCriteria]),
      ...screens.flatMap((s) => [s.name, s.purpose, ...s.components]),
      ...endpoints.flatMap((e) => [e.path, e.description]),
    ].join('\n');
    const { entities, narrowed } = entitiesFor(entitySource, text);
    const lead = narrowed ? w.entitiesNamed : w.entitiesAll;
    sections.push(`## ${w.data}\n\n${lead}\n\n${bullets(entities.map((e) => e.line))}`);
  }

  const stack = outputs.tech_stack;
  if (stack) {
    const choices = stack.choices.map((c) => `${inline(c.layer)}: ${inline(c.choice)}`).join('; ');
    // The hosting line only when no choice already names it.
    const hosted = stack.choices.some((c) => /host|deploy/i.test(c.layer));
    const hosting = hosted ? '' : ` ${w.hosting}: ${inline(stack.hosting).replace(/\.$/, '')}.`;
    sections.push(`## ${w.stack}\n\n${choices}.${hosting}`);
  }
  const rules = outputs.ai_rules?.rules ?? [];
  if (rules.length > 0) sections.push(`## ${w.rules}\n\n${bullets(rules)}`);

  sections.push(`## ${w.finish}\n\n${w.finishText}${task.ref ? ` ${w.mentionRef(task.ref)}` : ''}`);
  return `${sections.join('\n\n')}\n`;
}
