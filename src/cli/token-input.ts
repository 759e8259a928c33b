import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { text } from 'node:stream/consumers';

/**
 * The token for `login` when `--token` is not given: typed at a hidden prompt on a terminal, or
 * read from stdin when it is piped (`echo $TOKEN | specforge login`), so it never lands in the
 * shell's history. The prompt goes to stderr: stdout carries only the command's result.
 */
export async function readToken(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).trim();
  let hidden = false;
  // Echoes the prompt, then nothing of what is typed.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!hidden) process.stderr.write(chunk);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = prompt.question('API token (from Settings → API tokens): ');
    hidden = true;
    return (await answer).trim();
  } finally {
    prompt.close();
    process.stderr.write('\n');
  }
}
