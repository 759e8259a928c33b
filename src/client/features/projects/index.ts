/** The projects feature as other features see it: one project, what the reader may do with it, its not-found state, the chosen AI tool. */
export { projectsQueryKey, useProject } from './api/get-project';
export { useProjects } from './api/list-projects';
export { ProjectNotFound } from './components/project-not-found';
export { usePromptTool } from './use-prompt-tool';
export { unclearIdeaOf } from './api/propose-brief';
export { UnclearIdeaPanel } from './components/unclear-idea-panel';
export { projectCan } from './access';
export { TeamBadge } from './components/team-badge';
