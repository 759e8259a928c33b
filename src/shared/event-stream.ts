/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * Reads a text/event-stream as it arrives: `push` each decoded piece of the body, get the events it
 * completed (a blank line ends an event; comment lines, such as heartbeats, are skipped).
 */
export function createEventStreamParser(): { push(text: string): StreamEvent[] } {
  let buffer = '';
  return {
    push(text) {
      buffer += text;
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      return blocks.flatMap((block) => {
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split(/\r?\n/)) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        return data.length > 0 ? [{ event, data: data.join('\n') }] : [];
      });
    },
  };
}
