import type { QuestionCitationsEvent, QuestionDto } from '../../src/shared/schemas/questions';

/** A `POST /api/projects/:id/questions` stream, read whole: its events in order and the answer they spell. */
export interface QuestionStream {
  events: Array<{ event: string; data: unknown }>;
  citations?: QuestionCitationsEvent;
  /** The delta events' texts joined. */
  answer: string;
  done?: QuestionDto;
  error?: { code: string; message: string };
}

/** Parses a text/event-stream body into its events (`event:` and `data:` lines; comments skipped). */
export function parseEventStream(body: string): Array<{ event: string; data: string }> {
  return body
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim() && !block.startsWith(':'))
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    });
}

export async function readQuestionStream(response: Response): Promise<QuestionStream> {
  const events = parseEventStream(await response.text()).map(({ event, data }) => ({ event, data: JSON.parse(data) as unknown }));
  const of = <T>(name: string) => events.find((e) => e.event === name)?.data as T | undefined;
  return {
    events,
    citations: of<QuestionCitationsEvent>('citations'),
    answer: events
      .filter((e) => e.event === 'delta')
      .map((e) => (e.data as { text: string }).text)
      .join(''),
    done: of<QuestionDto>('done'),
    error: of<{ code: string; message: string }>('error'),
  };
}
