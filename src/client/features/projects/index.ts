/** The projects feature as other features see it: one project, its not-found state, the chosen AI tool. */
export { useProject } from './api/get-project';
export { useProjects } from './api/list-projects';
export { ProjectNotFound } from './components/project-not-found';
export { usePromptTool } from './use-prompt-tool';
export { unclearIdeaOf } from './api/propose-brief';
export { UnclearIdeaPanel } from './components/unclear-idea-panel';
