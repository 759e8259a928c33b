import { describe, expect, it } from 'vitest';
import { splitSections } from '../../shared/markdown-sections';
import { documentAnswer, findSection, outlineOf } from './document-view';

const lines = (count: number, word: string) => Array.from({ length: count }, (_, i) => `- ${word} ${i + 1}`).join('\n');

/** A PRD whose features run to about 360 lines, with the feature list long enough to outline on its own. */
const prd = [
  '# PawWalk — Product requirements',
  'PawWalk lets dog owners book vetted walkers.',
  '## Goals',
  lines(10, 'goal'),
  '## Features',
  '### FEAT-001 Booking',
  lines(160, 'booking criterion'),
  '### FEAT-002 Payments',
  lines(160, 'payment criterion'),
  '## `Booking` entity',
  'Fields: id, walker, owner.',
  '## Non-goals',
  lines(5, 'non-goal'),
].join('\n');

const document = { kind: 'requirements', title: 'Product requirements', content: prd };

describe('documentAnswer', () => {
  it('sends a short document whole', () => {
    const short = { ...document, content: '# Overview\nA walking app.\n## Audience\n- Dog owners' };
    expect(documentAnswer(short)).toBe(short.content);
  });

  it('sends a long document as its outline: every heading with its anchor and lines, nothing of the text', () => {
    const answer = documentAnswer(document);
    expect(answer).toMatch(/^Product requirements \(requirements\): \d+ lines, ~\d+ tokens, too long/);
    expect(answer).toContain('- PawWalk — Product requirements `section-pawwalk-product-requirements`');
    expect(answer).toContain('  - Goals `section-goals` 12 lines');
    expect(answer).toContain('    - FEAT-001 Booking `section-feat-001-booking` 162 lines');
    expect(answer).toContain('  - Booking entity `section-booking-entity`');
    expect(answer).not.toContain('booking criterion');
  });

  it('outlines a document past the token limit even when it has few lines', () => {
    const dense = { ...document, content: `# Dense\n${'word '.repeat(400)}\n## Part\n${'more '.repeat(400)}` };
    expect(documentAnswer(dense)).toBe(documentAnswer(dense, undefined, { lines: 300, tokens: 6000 }));
    expect(documentAnswer(dense, undefined, { lines: 300, tokens: 500 })).toContain('- Part `section-part`');
  });

  it('sends a section by its anchor with its subsections and nothing after it', () => {
    const answer = documentAnswer(document, 'section-feat-002-payments');
    expect(answer.split('\n')[0]).toBe('### FEAT-002 Payments');
    expect(answer).toContain('- payment criterion 160');
    expect(answer).not.toContain('booking criterion');
    expect(answer).not.toContain('Non-goals');
  });

  it('sends a long section as its own text and the outline of its subsections', () => {
    const answer = documentAnswer(document, 'features');
    expect(answer.startsWith('## Features\n\nThis section is long (')).toBe(true);
    expect(answer).toContain('- FEAT-001 Booking `section-feat-001-booking` 162 lines');
    expect(answer).not.toContain('payment criterion');
  });

  it('refuses a section the document lacks, listing the ones it has', () => {
    expect(() => documentAnswer(document, 'pricing')).toThrow(/No section "pricing"\. Sections:\n- PawWalk/);
  });
});

describe('findSection', () => {
  const sections = splitSections(prd + '\n## Screens\nA\n## Screens\nB');
  const headingOf = (wanted: string) => sections[findSection(sections, wanted)]!.heading;

  it('takes an anchor with or without its prefix, a heading in any case or markup, or a unique part of one', () => {
    expect(headingOf('section-goals')).toBe('Goals');
    expect(headingOf('#section-goals')).toBe('Goals');
    expect(headingOf('non-goals')).toBe('Non-goals');
    expect(headingOf('`booking` ENTITY')).toBe('Booking entity');
    expect(headingOf('FEAT-002')).toBe('FEAT-002 Payments');
    expect(sections[findSection(sections, 'section-screens-2')]!.body).toBe('B');
  });

  it('asks for an anchor when a name fits several sections', () => {
    expect(() => findSection(sections, 'Screens')).toThrow(
      'pass one anchor: Screens `section-screens`, Screens `section-screens-2`',
    );
    expect(() => findSection(sections, 'FEAT-00')).toThrow(/names 2 sections/);
  });
});

describe('outlineOf', () => {
  it('leaves out the deepest headings when there are too many to list', () => {
    const sections = splitSections(['# Doc', '## A', '### A1', '### A2', '## B', '### B1'].join('\n'));
    expect(outlineOf(sections).map((e) => e.heading)).toEqual(['Doc', 'A', 'A1', 'A2', 'B', 'B1']);
    expect(outlineOf(sections, 3).map((e) => e.heading)).toEqual(['Doc', 'A', 'B']);
  });
});
