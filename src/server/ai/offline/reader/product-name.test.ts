import { describe, expect, it } from 'vitest';
import { headlineFeature } from '../../../../shared/capabilities';
import { productNameWords } from '../../../capabilities/cues';
import { readIdea } from './index';

/** A made-up name says the idea's domain and what its headline does, never a stem and a stock suffix alone. */
describe('a made-up product name', () => {
  const cases = [
    'Hikers in a club share their live location on a trail so the guide sees who fell behind.',
    'A tool that compares the invoices in our accounting app with the bank statement every night and flags the ones that do not match.',
    'Upload a lecture recording, get a summary and ask questions about it.',
    'Кофейни получают советы, сколько молока заказать, на основе продаж за прошлую неделю.',
  ];

  it.each(cases)('ends on what the headline does: %s', (idea) => {
    const read = readIdea(idea);
    if (read.kind !== 'brief') throw new Error('the idea should be clear');
    const headline = headlineFeature(read.brief.features)!.capability!.id;
    expect(headline).not.toBe('records');
    const words = productNameWords[headline];
    expect(words.some((word) => read.brief.productName.endsWith(word)), `${read.brief.productName} (${headline})`).toBe(true);
    expect(read.brief.productName.length).toBeLessThanOrEqual(14);
  });

  it('keeps the name the idea gives', () => {
    const read = readIdea('Trailmate is an app where hikers share their live location so the guide sees who fell behind.');
    expect(read.kind === 'brief' && read.brief.productName).toBe('Trailmate');
  });
});
