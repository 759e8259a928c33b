import { describe, expect, it } from 'vitest';
import { brief as briefSchema, type Brief } from '../../../../shared/schemas/brief';
import { readIdea } from './index';

/** Developer tools (command-line tools, linters, bots and APIs for developers) read as such; ideas of our own. */

function brief(idea: string): Brief {
  const result = readIdea(idea);
  if (result.kind !== 'brief') throw new Error(`expected a brief of "${idea}", got ${result.kind}`);
  return briefSchema.parse(result.brief);
}

describe('a command-line tool', () => {
  it('reads the files on its own machine: no upload storage unless the idea uploads', () => {
    const cli = brief('A command-line tool that renames photo files by the date they were taken');
    expect(cli.platforms).toEqual(['cli']);
    expect(cli.integrations.map((i) => i.name)).not.toContain('File storage');
    expect(cli.features.map((f) => f.name)).not.toContain('Photo and file uploads');
    const uploads = brief('A command-line tool that uploads build artifacts to cloud storage');
    expect(uploads.integrations.map((i) => i.name)).toContain('File storage');
  });
});
