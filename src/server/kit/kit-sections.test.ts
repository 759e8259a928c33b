import { describe, expect, it } from 'vitest';
import { rankSections, relevantDocuments, relevantSections, sectionsOf } from './kit-sections';

const prd = {
  kind: 'requirements',
  title: 'Requirements',
  content: `# Shop — Requirements

Intro text.

## Features

### FEAT-001 Checkout

Customers pay by card; refunds go back to the card.

### FEAT-002 Reviews

Customers rate sellers.

## Glossary

\`\`\`text
## not a heading inside code
\`\`\`
`,
};
const stack = {
  kind: 'tech_stack',
  title: 'Tech stack',
  content: '# Shop — Tech stack\n\n## Payments\n\nStripe takes card payments and payouts.\n\n## Hosting\n\nVercel.\n',
};
const ru = {
  kind: 'overview',
  title: 'Обзор',
  content: '# Лавка — Обзор\n\n## Оплата заказов\n\nПокупатели оплачивают заказы картой.\n\n## Доставка\n\nКурьеры привозят заказы.\n',
};

describe('the kit’s sections', () => {
  it('are cut at ## and ### headings, with their parent’s heading in the path, and never inside fenced code', () => {
    const sections = sectionsOf(prd);
    expect(sections.map((s) => s.path)).toEqual(['Features', 'Features › FEAT-001 Checkout', 'Features › FEAT-002 Reviews', 'Glossary']);
    expect(sections[1]!.body).toBe('Customers pay by card; refunds go back to the card.');
    expect(sections[3]!.body).toContain('## not a heading inside code');
  });

  it('rank by shared words, heading words counting more, singular and plural alike', () => {
    const ranked = rankSections([prd, stack], 'Card payments and refunds');
    expect(ranked.slice(0, 2).map((s) => s.path).sort()).toEqual(['Features › FEAT-001 Checkout', 'Payments']);
    expect(ranked.find((s) => s.path === 'Hosting')!.score).toBe(0);
    expect(relevantSections(ranked, 8).map((s) => s.path)).toEqual(['Features › FEAT-001 Checkout', 'Payments']);
    expect(relevantSections(rankSections([prd], 'Marketing plan'), 8)).toEqual([]);
  });

  it('match Russian words by their lemma, whatever their case', () => {
    const ranked = rankSections([ru], 'Как оплатить заказ');
    expect(ranked[0]!.heading).toBe('Оплата заказов');
    expect(ranked[0]!.score).toBeGreaterThan(ranked[1]!.score);
  });

  it('choose the documents a request is about, most relevant first, leaving out those sharing no word', () => {
    expect(relevantDocuments([prd, stack], 'Stripe payouts', 4).map((d) => d.kind)).toEqual(['tech_stack']);
    expect(relevantDocuments([prd, stack], 'Seller reviews', 4).map((d) => d.kind)).toEqual(['requirements']);
  });
});
