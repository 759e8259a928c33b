import { createEventStreamParser } from '../../src/shared/event-stream';
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

export async function readQuestionStream(response: Response): Promise<QuestionStream> {
  const events = createEventStreamParser()
    .push(await response.text())
    .map(({ event, data }) => ({ event, data: JSON.parse(data) as unknown }));
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
