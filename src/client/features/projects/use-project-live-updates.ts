import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PROJECT_EVENT, type ProjectDto } from '../../../shared/schemas/projects';
import { meQueryKey } from '../auth';
import { documentsQueryKey } from './api/get-documents';
import { isSettled, PROJECT_POLL_MS, projectQueryKey } from './api/get-project';

/** After this many errors in a row without an event, the page stops listening and polls instead. */
export const MAX_EVENT_STREAM_ERRORS = 3;

export function eventsUrl(projectId: string): string {
  return `/api/projects/${encodeURIComponent(projectId)}/events`;
}

/**
 * Follows a project while its kit is being made: every server-sent event carries the whole project,
 * which replaces the cached one. The stream closes once the project is ready or failed, and opens
 * again when it goes back to work (a retry or a regeneration). EventSource reconnects by itself;
 * when it keeps failing (or does not exist) the page falls back to polling every 3 s.
 *
 * Returns whether the page is polling.
 */
export function useProjectLiveUpdates(projectId: string, project: ProjectDto | undefined): { poll: boolean } {
  const queryClient = useQueryClient();
  const [streamFailed, setStreamFailed] = useState(false);
  const noEventSource = typeof EventSource === 'undefined';
  const live = project !== undefined && !isSettled(project.status);

  useEffect(() => {
    if (!live || streamFailed || noEventSource) return;
    const source = new EventSource(eventsUrl(projectId));
    let errors = 0;
    const onProject = (event: MessageEvent<string>) => {
      errors = 0;
      let next: ProjectDto;
      try {
        next = JSON.parse(event.data) as ProjectDto;
      } catch {
        return;
      }
      queryClient.setQueryData(projectQueryKey(projectId), next);
      if (isSettled(next.status)) source.close();
    };
    const onError = () => {
      errors += 1;
      // CLOSED: the server refused the stream (EventSource will not retry); else it is reconnecting.
      if (source.readyState === EventSource.CLOSED || errors >= MAX_EVENT_STREAM_ERRORS) {
        source.close();
        setStreamFailed(true);
      }
    };
    source.addEventListener(PROJECT_EVENT, onProject as EventListener);
    source.addEventListener('error', onError);
    return () => {
      source.removeEventListener(PROJECT_EVENT, onProject as EventListener);
      source.removeEventListener('error', onError);
      source.close();
    };
  }, [projectId, live, streamFailed, noEventSource, queryClient]);

  // The fallback: ask for the project every 3 s until it is ready or failed.
  const poll = live && (streamFailed || noEventSource);
  useEffect(() => {
    if (!poll) return;
    const timer = setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId), exact: true });
    }, PROJECT_POLL_MS);
    return () => clearInterval(timer);
  }, [poll, projectId, queryClient]);

  useDocumentsFollowSteps(projectId, project);
  return { poll };
}

/**
 * Each time a step is newly done, its document exists: the documents are fetched again, so every
 * tab fills in the moment its step ends, whether the news came by event or by polling. A failure
 * refunds the credit, so the balance is fetched again too.
 */
function useDocumentsFollowSteps(projectId: string, project: ProjectDto | undefined) {
  const queryClient = useQueryClient();
  const doneSteps = project?.steps
    .filter((s) => s.status === 'done')
    .map((s) => s.step)
    .sort()
    .join(',');
  const status = project?.status;
  const seen = useRef<{ done?: string; status?: string }>({});

  useEffect(() => {
    if (doneSteps === undefined) return;
    const before = seen.current;
    seen.current = { done: doneSteps, status };
    if (before.done !== undefined) {
      const previously = new Set(before.done.split(','));
      const grew = doneSteps.split(',').some((step) => step && !previously.has(step));
      if (grew) void queryClient.invalidateQueries({ queryKey: documentsQueryKey(projectId) });
    }
    if (before.status !== undefined && before.status !== status && status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
  }, [doneSteps, status, projectId, queryClient]);
}
