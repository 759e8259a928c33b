import { z } from 'zod';
import { capabilityId } from '../capabilities';
import { singleLineString } from './text';
import type { Brief } from './brief';

/**
 * The kit's contract: the structured output of every step of the pipeline (ADR 0008). The offline
 * engine and every AI provider return exactly these shapes; the markdown documents, the kit check,
 * the task board and the prompts are all derived from them, so no consumer knows which engine wrote
 * a kit. Keep field descriptions short and concrete: they are sent to the models as instructions.
 */

const text = (description: string) => z.string().min(1).describe(description);
const list = (description: string, min = 1) => z.array(z.string().min(1)).min(min).describe(description);
/** A list that may be empty (kits made before a field existed render it as empty too). */
const notes = (description: string) => list(description, 0);

/** `FEAT-001`, `FEAT-002`...: the stable ids every document uses to name a feature. */
export const featureId = z
  .string()
  .regex(/^FEAT-\d{3}$/)
  .describe('Feature id such as FEAT-001');

/** An app route such as `/`, `/projects` or `/projects/:id`. */
export const routePath = z
  .string()
  .regex(/^\/[A-Za-z0-9\-_/:]*$/)
  .describe('Route path such as /projects/:id');

export const overviewOutput = z.object({
  productName: text('The product name: the one in the idea, or a short memorable one'),
  tagline: text('One sentence that says what the product does for whom'),
  summary: text('Two or three sentences describing the product'),
  problem: text('The problem the product solves'),
  audience: list('The target users, most important first'),
  platforms: list('Where it runs: web, iOS, Android, desktop, browser extension...'),
  monetisation: text('How the product makes money'),
  valueProposition: list('Why users will choose it'),
  backendRequired: z.boolean().describe('True when the product needs a server, database or accounts'),
  backendReason: text('Why a backend is or is not needed'),
  assumptions: notes('What was assumed and the founder should confirm; empty when nothing was assumed'),
  openQuestions: notes('Decisions still open; empty when none'),
});
export type OverviewOutput = z.infer<typeof overviewOutput>;

export const prdFeature = z.object({
  id: featureId,
  name: text('Short feature name'),
  description: text('What the feature lets the user do'),
  priority: z.enum(['must', 'should', 'could']),
  userStory: text('As a <user>, I want <goal> so that <benefit>'),
  acceptanceCriteria: list('Given <context>, when <action>, then <observable result>: specific to the feature and its entities'),
  capability: capabilityId.optional().describe('The brief feature’s capability, as given'),
  howItWorks: z
    .array(z.string().min(1))
    .max(8)
    .optional()
    .describe('How the capability works: its endpoints, channels and jobs in plain words'),
});
export type PrdFeature = z.infer<typeof prdFeature>;

export const prdEntity = z.object({
  name: text('Entity name in PascalCase, e.g. Booking'),
  description: text('What the entity represents'),
  fields: list('Field names in camelCase'),
});
export type PrdEntity = z.infer<typeof prdEntity>;

export const requirementsOutput = z.object({
  goals: list('Product goals, measurable where possible'),
  users: z
    .array(z.object({ role: text('User role'), needs: list('What this user needs') }))
    .min(1)
    .describe('User roles'),
  features: z.array(prdFeature).min(1).describe('Features, ids FEAT-001 upwards in order'),
  entities: z.array(prdEntity).min(1).describe('The core data entities'),
  nonGoals: list('What is deliberately out of scope for the first version'),
  successMetrics: list('How success is measured'),
  assumptions: notes('What was assumed and the founder should confirm; empty when nothing was assumed'),
  openQuestions: notes('Decisions still open; empty when none'),
  glossary: z
    .array(z.object({ term: text('A term of the idea’s domain or an entity name'), meaning: text('What it means here') }))
    .min(1)
    .describe('The idea’s own terms, so people and coding agents use them the same way'),
});
export type RequirementsOutput = z.infer<typeof requirementsOutput>;

export const techStackOutput = z.object({
  choices: z
    .array(z.object({ layer: text('Layer, e.g. Frontend'), choice: text('Technology'), reason: text('Why') }))
    .min(1)
    .describe('One choice per layer'),
  hosting: text('Where and how it is deployed'),
  integrations: z.array(
    z.object({
      name: text('Service'),
      purpose: text('What it is used for'),
      calledFrom: text('Where the code calls it: which module, endpoint or job, on server or client'),
    }),
  ),
  notes: list('Constraints and conventions for the stack'),
});
export type TechStackOutput = z.infer<typeof techStackOutput>;

export const screen = z.object({
  name: text('Screen name'),
  route: routePath,
  purpose: text('What the user does on this screen'),
  featureIds: z.array(featureId).describe('Features shown on this screen'),
  components: list('Main UI components'),
});
export type Screen = z.infer<typeof screen>;

/** What an API or a command-line tool offers instead of screens (absent when it has screens). */
const noScreens = z
  .string()
  .min(1)
  .optional()
  .describe('Only when the product has no screens (an API or a command-line tool): what people use instead, e.g. the commands or the API reference');

export const frontendOutput = z.object({
  screens: z.array(screen).describe('Every screen with its route; empty for an API or a command-line tool'),
  noScreens,
  sharedComponents: list('Components reused across screens'),
  stateManagement: text('How client state and server data are handled'),
  styling: text('Design system and styling approach'),
  accessibility: list('Accessibility requirements'),
});
export type FrontendOutput = z.infer<typeof frontendOutput>;

export const endpoint = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  path: text('Path such as /api/bookings/:id'),
  description: text('What the endpoint does'),
  featureIds: z.array(featureId),
  auth: z.boolean().describe('True when the caller must be signed in'),
});
export type Endpoint = z.infer<typeof endpoint>;

export const backendOutput = z.object({
  required: z.boolean().describe('Whether the product has a backend'),
  note: text('A short note on the backend; when none is needed, say why and what replaces it'),
  entities: z
    .array(
      z.object({
        name: text('Entity name, as named in the PRD'),
        notes: z
          .string()
          .optional()
          .describe('Who may see its records: the owner’s own, shared with the people or the team, public, or computed by the system'),
        fields: z.array(z.object({ name: text('Field'), type: text('Type'), notes: z.string() })).min(1),
        relations: z.array(z.string()),
      }),
    )
    .describe('Stored entities; empty when there is no backend'),
  endpoints: z.array(endpoint).describe('API endpoints; empty when there is no backend'),
  jobs: z
    .array(
      z.object({
        name: text('Job name in kebab-case, e.g. import-orders'),
        trigger: text('When it runs, e.g. nightly at 02:00 or after each upload'),
        work: text('What it does'),
        featureIds: z.array(featureId),
      }),
    )
    .optional()
    .describe('Work the server does on its own: scheduled and queued jobs; empty when none'),
  auth: text('How users authenticate and what each role may do'),
  compliance: z
    .array(z.object({ constraint: text('Regulation, standard or hard limit'), measures: list('What the backend does to meet it') }))
    .describe('How each constraint of the brief is met by the backend; empty when there are none'),
});
export type BackendOutput = z.infer<typeof backendOutput>;

export const flowScreen = z.object({
  route: routePath,
  name: text('Screen name'),
  states: z.object({
    loading: text('What the user sees while loading'),
    empty: text('What the user sees when there is nothing yet'),
    error: text('What the user sees when something fails, and the way forward'),
  }),
  next: z.array(routePath).describe('Routes reachable from here'),
});
export type FlowScreen = z.infer<typeof flowScreen>;

export const appFlowOutput = z.object({
  screens: z.array(flowScreen).describe('Every screen and route; empty for an API or a command-line tool'),
  noScreens,
  journeys: z
    .array(z.object({ name: text('Journey name'), featureIds: z.array(featureId), steps: list('Steps in order') }))
    .min(1)
    .describe('The main user journeys'),
});
export type AppFlowOutput = z.infer<typeof appFlowOutput>;

export const qualityOutput = z.object({
  strategy: text('The test strategy in a few sentences'),
  testCases: z
    .array(
      z.object({
        id: text('Test id such as QA-001'),
        featureId,
        title: text('What is tested'),
        steps: list('Steps'),
        expected: text('Expected result'),
      }),
    )
    .min(1),
  nonFunctional: list('Performance, security, accessibility checks'),
});
export type QualityOutput = z.infer<typeof qualityOutput>;

export const aiRulesOutput = z.object({
  rules: list('Rules every AI coding agent must follow on this project'),
  files: z
    .array(
      z.object({
        path: text('File path such as AGENTS.md, CLAUDE.md or .cursor/rules/project.mdc'),
        content: text('The file content in markdown'),
      }),
    )
    .min(1)
    .describe('Rules files for coding agents'),
});
export type AiRulesOutput = z.infer<typeof aiRulesOutput>;

/** What a model writes for the rules: only the rules; the rules files are rendered from the kit data. */
export const aiRulesModelOutput = aiRulesOutput.pick({ rules: true });
export type AiRulesModelOutput = z.infer<typeof aiRulesModelOutput>;

export const implementationOutput = z.object({
  phases: z
    .array(
      z.object({
        name: text('Phase name'),
        goal: text('What is working at the end of the phase'),
        featureIds: z.array(featureId),
        steps: list('Work items in order'),
        estimateHours: z.number().int().positive(),
      }),
    )
    .min(1),
  totalHours: z.number().int().positive(),
  risks: list('Delivery risks and how to reduce them'),
});
export type ImplementationOutput = z.infer<typeof implementationOutput>;

export const taskPriorities = ['high', 'medium', 'low'] as const;

export const kitTask = z.object({
  ref: text('Task reference such as T-01'),
  title: text('Task title starting with a verb'),
  description: text('What to build and where'),
  priority: z.enum(taskPriorities),
  estimateHours: z.number().int().positive(),
  featureIds: z.array(featureId),
  acceptanceCriteria: list('Given/When/Then criteria that prove the task is done'),
  dependsOn: z.array(z.string()).describe('refs of tasks that must be done first'),
  testStrategy: text('How the task is verified: which tests at which level, and what they prove'),
  subtasks: z
    .array(z.object({ title: text('Subtask title'), estimateHours: z.number().int().positive() }))
    .describe('Smaller steps of the task'),
});
export type KitTask = z.infer<typeof kitTask>;

export const tasksOutput = z.object({ tasks: z.array(kitTask).min(1).describe('Tasks in build order') });
export type TasksOutput = z.infer<typeof tasksOutput>;

/** The code-generation tools a prompt is written for. */
export const platforms = ['cursor', 'claude_code', 'windsurf', 'copilot', 'lovable', 'bolt', 'v0', 'replit'] as const;
export const platform = z.enum(platforms);
export type Platform = z.infer<typeof platform>;

export const platformLabels: Record<Platform, string> = {
  cursor: 'Cursor',
  claude_code: 'Claude Code',
  windsurf: 'Windsurf',
  copilot: 'GitHub Copilot',
  lovable: 'Lovable',
  bolt: 'Bolt',
  v0: 'v0',
  replit: 'Replit',
};

export const promptsOutput = z.object({
  prompts: z
    .array(z.object({ platform, content: text('The prompt to paste into the tool') }))
    .length(platforms.length)
    .describe('One prompt per platform'),
});
export type PromptsOutput = z.infer<typeof promptsOutput>;

export const whatNextOutput = z.object({
  tips: z.array(z.object({ title: text('Tip title'), body: text('The tip') })).min(1),
  launchChecklist: list('Things to do before launch'),
});
export type WhatNextOutput = z.infer<typeof whatNextOutput>;

/** The free evaluation's viability assessment. */
export const viabilityOutput = z.object({
  score: z.number().int().min(0).max(100).describe('Viability score 0-100'),
  verdict: text('One or two sentences: build it, refine it, or rethink it, and why'),
  strengths: list('Strengths of the idea'),
  risks: list('Risks and weaknesses'),
  targetMarket: text('Who buys it and how big the market is'),
  competition: list('Competitors or alternatives users have today'),
});
export type ViabilityOutput = z.infer<typeof viabilityOutput>;

/**
 * The steps of a kit, in a valid order. `inputs` are the steps whose outputs a step reads, and all
 * the documents a model is sent besides the brief: each step gets only what it writes from (the
 * brief already names the product, its platforms, roles, features and constraints). A step
 * runs as soon as all of them are stored (backend is skipped for an idea that needs none, and
 * counts as done).
 */
export const kitSteps = {
  overview: { inputs: [], schema: overviewOutput },
  requirements: { inputs: ['overview'], schema: requirementsOutput },
  // The overview decides whether there is a backend and how the product is paid for.
  tech_stack: { inputs: ['overview', 'requirements'], schema: techStackOutput },
  frontend: { inputs: ['requirements', 'tech_stack'], schema: frontendOutput },
  // The stack says whether there is a server: it has no server or database layer when none is needed.
  backend: { inputs: ['requirements', 'tech_stack'], schema: backendOutput },
  app_flow: { inputs: ['requirements'], schema: appFlowOutput },
  quality: { inputs: ['requirements', 'tech_stack'], schema: qualityOutput },
  ai_rules: { inputs: ['requirements', 'tech_stack'], schema: aiRulesOutput },
  implementation: { inputs: ['requirements', 'tech_stack', 'frontend', 'backend'], schema: implementationOutput },
  // The plan's work items already name the screens and routes; the endpoints come from the backend.
  tasks: { inputs: ['requirements', 'tech_stack', 'backend', 'implementation'], schema: tasksOutput },
  // Rendered, not generated: its inputs cost no tokens.
  prompts: {
    inputs: ['overview', 'requirements', 'tech_stack', 'frontend', 'backend', 'implementation', 'tasks', 'ai_rules'],
    schema: promptsOutput,
  },
  what_next: { inputs: ['requirements'], schema: whatNextOutput },
} as const satisfies Record<string, { inputs: readonly string[]; schema: z.ZodType }>;

export type KitStep = keyof typeof kitSteps;
export const kitStepNames = Object.keys(kitSteps) as KitStep[];

export interface KitOutputs {
  overview: OverviewOutput;
  requirements: RequirementsOutput;
  tech_stack: TechStackOutput;
  frontend: FrontendOutput;
  backend: BackendOutput;
  app_flow: AppFlowOutput;
  quality: QualityOutput;
  ai_rules: AiRulesOutput;
  implementation: ImplementationOutput;
  tasks: TasksOutput;
  prompts: PromptsOutput;
  what_next: WhatNextOutput;
}
export type StepOutput<S extends KitStep> = KitOutputs[S];

/** Steps no model writes: templates render them from the brief and the kit data, for every engine. */
export const renderedSteps = ['prompts'] as const satisfies readonly KitStep[];
export type ModelStep = Exclude<KitStep, (typeof renderedSteps)[number]>;
export const isModelStep = (step: KitStep): step is ModelStep => !(renderedSteps as readonly KitStep[]).includes(step);

/** What a model writes per step: the step's output, less what the templates render. */
export type ModelOutputs = Omit<KitOutputs, 'ai_rules' | 'prompts'> & { ai_rules: AiRulesModelOutput };
export type ModelStepOutput<S extends ModelStep> = ModelOutputs[S];
export function modelSchema<S extends ModelStep>(step: S): z.ZodType<ModelStepOutput<S>> {
  return (step === 'ai_rules' ? aiRulesModelOutput : kitSteps[step].schema) as unknown as z.ZodType<ModelStepOutput<S>>;
}

/** The steps that become a document tab (tasks and prompts live on the board and in the prompt modal). */
export const documentSteps = [
  'overview',
  'requirements',
  'tech_stack',
  'frontend',
  'backend',
  'app_flow',
  'quality',
  'ai_rules',
  'implementation',
  'what_next',
] as const satisfies readonly KitStep[];
export type DocumentKind = (typeof documentSteps)[number];
export const documentKind = z.enum(documentSteps);

/** What the person ordering a kit told the wizard, besides the idea. All optional. */
export const kitOptions = z.object({
  audience: singleLineString().trim().max(300).optional(),
  platforms: z.array(z.enum(['web', 'ios', 'android', 'desktop', 'extension'])).max(5).optional(),
  mustHaveFeatures: z.string().trim().max(1000).optional(),
  backend: z.enum(['auto', 'yes', 'no']).optional(),
});
export type KitOptions = z.infer<typeof kitOptions>;

/** What a step is given: the idea, the wizard's answers and the outputs of its inputs. */
export interface StepContext {
  idea: string;
  options: KitOptions;
  /** The brief the founder confirmed (ADR 0022); every step writes from it. Kits made before briefs have none. */
  brief?: Brief;
  /** 1 for the first generation; a regeneration asks for another version. */
  variant: number;
  outputs: Partial<KitOutputs>;
  /** The repair round: the kit check's problems with this step's previous version, to be fixed. */
  repair?: { problems: string[] };
}
