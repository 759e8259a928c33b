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

describe('who uses a developer tool', () => {
  it('is a developer when the idea names no one, and the features say so', () => {
    const cli = brief('A terminal app that lists stale git branches in a repository and deletes them');
    expect(cli.roles.map((r) => r.name)).toEqual(['developer']);
    expect(cli.features.some((f) => /^Developers /.test(f.description))).toBe(true);
    expect(cli.summary).not.toMatch(/For developers/);
    const api = brief('A public REST API that returns public holidays for each country, with API keys and rate limits');
    expect(api.roles.map((r) => r.name)).toEqual(['developer']);
  });

  it('stays the people the idea names, and a user for a product of another kind', () => {
    expect(brief('A CLI for data scientists that snapshots notebooks').roles.map((r) => r.name)).not.toContain('developer');
    expect(brief('A web app that tracks houseplant watering').roles.map((r) => r.name)).toEqual(['user']);
  });
});

describe('the name of a developer tool', () => {
  it('is what it works on and what it does to it', () => {
    expect(brief('A command-line tool that checks dead anchors in HTML docs and prints the ones that fail').productName).toBe('AnchorCheck');
    expect(brief('A CLI that compares two CSV exports and prints the changed rows').productName).toBe('CsvDiff');
  });

  it('keeps the name the idea gives', () => {
    expect(brief('A CLI called Tidy that formats YAML files').productName).toBe('Tidy');
  });
});

describe('the kind of a developer tool', () => {
  it('names the product, neither a person nor a record', () => {
    const formatter = brief('A formatter for SQL queries that rewrites long joins and sorts columns');
    expect(formatter.roles.map((r) => r.name)).not.toContain('formatter');
    expect(formatter.entities.map((e) => e.name)).not.toContain('Formatter');
    const parser = brief('A parser that reads bank statements and exports transactions');
    expect(parser.roles.map((r) => r.name)).not.toContain('parser');
    expect(parser.entities.map((e) => e.name)).not.toContain('Parser');
  });
});

describe('what is assumed of a developer tool’s users', () => {
  it('assumes the developers who run it, not a signed-in user', () => {
    const cli = brief('A CLI that bumps version numbers in package files and tags the release');
    expect(cli.assumptions.join(' ')).toMatch(/the developers who run \w+ are assumed/);
    expect(cli.assumptions.join(' ')).not.toMatch(/signed-in/);
  });
});
