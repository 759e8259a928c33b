import { describe, expect, it } from 'vitest';
import { createAnchorer, headingSlug, plainInline, sectionSentences, splitSections } from './markdown-sections';

describe('splitSections', () => {
  it('cuts a document at every heading, with the headings above each and its own text', () => {
    const sections = splitSections(
      ['Intro before any heading.', '# PawWalk — Backend API', 'Lead.', '## Data model', '### `Booking`', '| a | b |', '## Endpoints', 'GET /api'].join('\n'),
    );
    expect(sections.map((s) => [s.level, s.heading, s.parents, s.anchor, s.body])).toEqual([
      [0, '', [], '', 'Intro before any heading.'],
      [1, 'PawWalk — Backend API', [], 'section-pawwalk-backend-api', 'Lead.'],
      [2, 'Data model', ['PawWalk — Backend API'], 'section-data-model', ''],
      [3, 'Booking', ['PawWalk — Backend API', 'Data model'], 'section-booking', '| a | b |'],
      [2, 'Endpoints', ['PawWalk — Backend API'], 'section-endpoints', 'GET /api'],
    ]);
  });

  it('leaves headings inside fenced code blocks in the text', () => {
    const sections = splitSections(['## Files', '```md', '# AGENTS.md', '## Rules', '```', 'After.', '## Next', 'x'].join('\n'));
    expect(sections.map((s) => s.heading)).toEqual(['Files', 'Next']);
    expect(sections[0]!.body).toContain('# AGENTS.md');
  });

  it('numbers repeated headings in order, as the rendered document does', () => {
    const anchors = splitSections('## Screens\na\n## Screens\nb\n### Screens\nc').map((s) => s.anchor);
    expect(anchors).toEqual(['section-screens', 'section-screens-2', 'section-screens-3']);
    const anchor = createAnchorer();
    expect([anchor('Риски'), anchor('Риски')]).toEqual(['section-риски', 'section-риски-2']);
  });
});

describe('heading text and anchors', () => {
  it('reads inline markup as the reader sees it, keeping code and identifiers word for word', () => {
    expect(plainInline('Landing `/`')).toBe('Landing /');
    expect(plainInline('**Required.** A [link](https://x.y) and _emphasis_')).toBe('Required. A link and emphasis');
    expect(plainInline('`time_slot` and time_slot_id')).toBe('time_slot and time_slot_id');
  });

  it('slugs letters and digits of any script, joined by hyphens', () => {
    expect(headingSlug('FEAT-001 Dog owner profiles (must)')).toBe('feat-001-dog-owner-profiles-must');
    expect(headingSlug('2. Модель данных и каркас (19 ч)')).toBe('2-модель-данных-и-каркас-19-ч');
    expect(headingSlug('—')).toBe('section');
  });
});

describe('sectionSentences', () => {
  it('gives sentences, list items and table rows as plain text, without table rules and code', () => {
    const body = [
      'Better Auth handles sign-up. Sessions live in **HttpOnly** cookies.',
      '',
      '- DogOwner has many Bookings',
      '1. [ ] Ship it',
      '| Field | Type | Notes |',
      '| --- | --- | --- |',
      '| `id` | `uuid` | — |',
      '```ts',
      'const x = 1.',
      '```',
      '> Quoted line.',
    ].join('\n');
    expect(sectionSentences(body)).toEqual([
      'Better Auth handles sign-up.',
      'Sessions live in HttpOnly cookies.',
      'DogOwner has many Bookings',
      'Ship it',
      'Field · Type · Notes',
      'id · uuid',
      'Quoted line.',
    ]);
  });
});
