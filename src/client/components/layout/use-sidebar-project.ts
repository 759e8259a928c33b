import { useQuery } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';
import { paths, routeOf } from '../../../shared/paths';
import { projectQueryOptions } from '../../features/projects/api/get-project';
import type { SidebarProject } from './sidebar-items';

/** The project a dashboard address is about: its page, its board, its code analysis, or the roadmap it names. */
export function projectIdOf(pathname: string, search: string): string | undefined {
  const route = routeOf(pathname);
  if (route === 'project' || route === 'projectTasks' || route === 'projectCode') return matchPath(paths[route].pattern, pathname)?.params.projectId;
  if (route === 'roadmap') return new URLSearchParams(search).get('project') ?? undefined;
  return undefined;
}

/**
 * The project on screen, as the sidebar judges its items by (the page reads the same query, so no
 * request is added); undefined outside a project, or until it loads.
 */
export function useSidebarProject(): SidebarProject | undefined {
  const { pathname, search } = useLocation();
  const id = projectIdOf(pathname, search);
  const project = useQuery({ ...projectQueryOptions(id ?? ''), enabled: id !== undefined });
  return id && project.data ? { id, actions: project.data.access.actions } : undefined;
}
