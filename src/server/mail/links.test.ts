import { describe, expect, it } from 'vitest';
import { extractLinks } from './links';

describe('extractLinks', () => {
  it('takes hrefs first, then text URLs, each once, unescaping &amp;', () => {
    const html = `<a href="https://a.test/verify?token=1&amp;next=%2F">Verify</a> <a href='https://b.test/'>B</a>`;
    const text = 'Verify: https://a.test/verify?token=1&next=%2F\nOr https://c.test/page';
    expect(extractLinks(text, html)).toEqual([
      'https://a.test/verify?token=1&next=%2F',
      'https://b.test/',
      'https://c.test/page',
    ]);
  });

  it('keeps only http(s) links', () => {
    const html = '<a href="mailto:x@y.test">m</a><a href="/relative">r</a><a href="javascript:alert(1)">j</a>';
    expect(extractLinks('ftp://files.test/a', html)).toEqual([]);
    expect(extractLinks('', '<a HREF="HTTP://Upper.test/">u</a>')).toEqual(['HTTP://Upper.test/']);
  });

  it('decodes numeric entities once, and not twice', () => {
    const html = '<a href="https://a.test/?q=&#x27;x&#39;&amp;lt;">a</a>';
    expect(extractLinks('', html)).toEqual(["https://a.test/?q='x'&lt;"]);
  });

  it('leaves sentence punctuation and unmatched brackets out of text URLs', () => {
    const text = 'Open https://a.test/x. Or (see https://b.test/y), or https://w.test/Page_(topic).';
    expect(extractLinks(text, '')).toEqual(['https://a.test/x', 'https://b.test/y', 'https://w.test/Page_(topic)']);
  });

  it('finds nothing in an email without links', () => {
    expect(extractLinks('Hello', '<p>Hello</p>')).toEqual([]);
  });
});
