import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isErrorBody } from '../../../../shared/errors';
import { createEventStreamParser } from '../../../../shared/event-stream';
import {
  QUESTION_EVENTS,
  type CitationDto,
  type QuestionCitationsEvent,
  type QuestionDto,
  type QuestionsDto,
} from '../../../../shared/schemas/questions';
import { api, ApiError } from '../../../lib/api-client';
import { projectQueryKey } from './get-project';

export const questionsQueryKey = (projectId: string) => [...projectQueryKey(projectId), 'questions'] as const;

const questionsPath = (projectId: string) => `/projects/${encodeURIComponent(projectId)}/questions`;

/** The questions asked about a project's kit, oldest first. */
export function useQuestions(projectId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: questionsQueryKey(projectId),
    queryFn: () => api<QuestionsDto>(questionsPath(projectId)),
    enabled,
  });
}

export interface AnswerHandlers {
  onCitations(event: QuestionCitationsEvent): void;
  onText(text: string): void;
}

/**
 * Asks a question and reads the streamed answer (a POST, so fetch rather than EventSource): the
 * citations first, then the text piece by piece. Resolves with the stored question; a refusal or a
 * failed answer throws `ApiError`.
 */
export async function askQuestion(projectId: string, question: string, handlers: AnswerHandlers, signal?: AbortSignal): Promise<QuestionDto> {
  const response = await fetch(`/api${questionsPath(projectId)}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify({ question }),
    signal,
  });
  if (!response.ok || !response.body) {
    const data: unknown = await response.json().catch(() => undefined);
    if (isErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.details, data);
    throw new ApiError(response.status, 'UNKNOWN_ERROR', response.statusText || 'Request failed');
  }
  const parser = createEventStreamParser();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    for (const { event, data } of parser.push(value)) {
      const payload: unknown = JSON.parse(data);
      if (event === QUESTION_EVENTS.citations) handlers.onCitations(payload as QuestionCitationsEvent);
      else if (event === QUESTION_EVENTS.delta) handlers.onText((payload as { text: string }).text);
      else if (event === QUESTION_EVENTS.done) return payload as QuestionDto;
      else if (event === QUESTION_EVENTS.error && isErrorBody(payload)) throw new ApiError(503, payload.code, payload.message);
    }
  }
  throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The answer stopped before it was complete.');
}

/** The answer being written: its question, the sections found and the text so far. */
export interface LiveAnswer {
  question: string;
  answered: boolean | null;
  citations: CitationDto[];
  text: string;
  status: 'streaming' | 'failed';
  error?: unknown;
}

/**
 * Asks questions one at a time: `live` follows the answer as it streams; once stored it joins the
 * history (and `live` clears). Leaving the page stops the stream.
 */
export function useAskQuestion(projectId: string) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveAnswer | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    async (question: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setLive({ question, answered: null, citations: [], text: '', status: 'streaming' });
      try {
        const stored = await askQuestion(
          projectId,
          question,
          {
            onCitations: ({ answered, citations }) => setLive((state) => state && { ...state, answered, citations }),
            onText: (text) => setLive((state) => state && { ...state, text: state.text + text }),
          },
          current.signal,
        );
        queryClient.setQueryData<QuestionsDto>(questionsQueryKey(projectId), (data) => ({
          questions: [...(data?.questions ?? []), stored],
        }));
        setLive(null);
        return true;
      } catch (error) {
        if (current.signal.aborted) return false;
        setLive((state) => state && { ...state, status: 'failed', error });
        return false;
      }
    },
    [projectId, queryClient],
  );

  return { live, ask };
}
