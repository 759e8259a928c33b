import { describe, expect, it } from 'vitest';
import { kitSections, questionTopic } from './kit-search';

describe('kitSections', () => {
  it('cuts each document into the sections that have words of their own, named by the document’s first heading', () => {
    const sections = kitSections([
      {
        kind: 'implementation',
        title: 'Untitled product — Implementation Plan',
        content: '# PawWalk — Implementation Plan\n\n## Phases\n\n### 1. Setup (6 h)\n\nCreate the repository.\n\n## Risks\n\n- Double bookings\n- No-shows',
      },
    ]);
    expect(sections.map((s) => [s.title, s.heading, s.anchor, s.parents, s.sentences])).toEqual([
      ['PawWalk — Implementation Plan', '1. Setup (6 h)', 'section-1-setup-6-h', ['PawWalk — Implementation Plan', 'Phases'], ['Create the repository.']],
      ['PawWalk — Implementation Plan', 'Risks', 'section-risks', ['PawWalk — Implementation Plan'], ['Double bookings', 'No-shows']],
    ]);
  });
});

describe('questionTopic', () => {
  it('leaves out the words of asking, in the kit’s language, keeping what the question is about', () => {
    expect(questionTopic('Which database do we use?', 'en').replace(/\s+/g, ' ').trim()).toBe('database we ?');
    expect(questionTopic('Какие риски у проекта?', 'ru').replace(/\s+/g, ' ').trim()).toBe('риски у проекта?');
    // A question of asking words only is searched as it is.
    expect(questionTopic('What is what?', 'en')).toBe('What is what?');
  });
});
