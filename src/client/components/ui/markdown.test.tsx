import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitSections } from '../../../shared/markdown-sections';
import { initI18n } from '../../lib/i18n';
import Markdown, { safeUrl } from './markdown';
import { MarkdownView } from './markdown-view';

describe('the markdown renderer', () => {
  beforeAll(async () => {
    await initI18n({ appTexts: true });
  });

  it('never renders raw HTML', () => {
    const { container } = render(
      <Markdown
        content={[
          '# Plan',
          '',
          'Hello <b>bold</b> <img src=x onerror="alert(1)"> world',
          '',
          '<script>alert("x")</script>',
          '',
          '<iframe src="https://evil.example"></iframe>',
          '',
          '<a href="javascript:alert(1)">raw link</a>',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Plan' })).toBeInTheDocument();
    expect(container.querySelector('script, iframe, b, img, [onerror]')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.innerHTML).not.toContain('alert');
  });

  it('keeps http(s) and mailto links and drops javascript:, data: and relative ones', () => {
    const { container } = render(
      <Markdown
        content={[
          '[site](https://example.com/docs) [plain](http://example.org) [mail](mailto:hi@example.com)',
          '[evil](javascript:alert(1)) [sneaky](JaVaScRiPt:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=)',
          '[relative](/dashboard) [protocol-relative](//evil.example) [vb](vbscript:msgbox)',
          '',
          '<https://auto.example/link>',
        ].join('\n')}
      />,
    );
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      'https://example.com/docs',
      'http://example.org',
      'mailto:hi@example.com',
      'https://auto.example/link',
    ]);
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('target', '_blank');
    // The dropped links stay readable as text.
    for (const text of ['evil', 'sneaky', 'data', 'relative', 'protocol-relative', 'vb']) {
      expect(screen.getByText(text).closest('a')).toBeNull();
    }
  });

  it('renders GitHub-flavoured markdown: tables, task lists and styled code blocks', () => {
    const { container } = render(
      <Markdown
        content={[
          '| Layer | Choice |',
          '| --- | --- |',
          '| Web | React |',
          '',
          '- [x] done',
          '',
          '```ts',
          'const a = 1;',
          '```',
          '',
          'Use `npm ci`.',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'React' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    const pre = container.querySelector('pre');
    expect(pre).toHaveClass('overflow-x-auto');
    expect(pre?.querySelector('code')).toHaveTextContent('const a = 1;');
    expect(screen.getByText('npm ci').tagName).toBe('CODE');
  });

  it('judges URLs by their scheme, however disguised', () => {
    expect(safeUrl('https://example.com')).toBe('https://example.com');
    expect(safeUrl(' MAILTO:a@b.co ')).toBe('MAILTO:a@b.co');
    expect(safeUrl('java\tscript:alert(1)')).toBe('');
    expect(safeUrl('\u0001javascript:alert(1)')).toBe('');
    expect(safeUrl('#section')).toBe('');
    expect(safeUrl('ftp://example.com')).toBe('');
  });

  it('gives headings, when asked, the anchors the server cites their sections by', () => {
    const content = ['# PawWalk — Backend API', '## Data model', '### `Booking`', '```md', '# Not a heading', '```', '## Data model'].join('\n');
    const { container, unmount } = render(<Markdown content={content} headingAnchors />);
    const ids = [...container.querySelectorAll('h2, h3, h4')].map((heading) => heading.id);
    expect(ids).toEqual(splitSections(content).map((section) => section.anchor));
    expect(ids).toEqual(['section-pawwalk-backend-api', 'section-data-model', 'section-booking', 'section-data-model-2']);
    unmount();
    const plain = render(<Markdown content={content} />);
    expect(plain.container.querySelector('[id]')).toBeNull();
  });

  it('loads the renderer on demand', async () => {
    render(<MarkdownView content={'## Lazy heading'} loadingLabel="Loading…" />);
    expect(await screen.findByRole('heading', { name: 'Lazy heading' })).toBeInTheDocument();
  });
});
