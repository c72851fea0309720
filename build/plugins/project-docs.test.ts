import { describe, expect, it } from 'vitest';
import { compileDocumentation } from './project-docs';

const file = 'content/texts/en/docs/demo.md';

describe('compileDocumentation', () => {
  it('reads the features from the front matter, the description, and the article with its titled lists', () => {
    const source = [
      '---',
      'features:',
      '  login: Sign in',
      '  export:',
      '    title: Export',
      '    caption: A CSV of every order.',
      '---',
      '',
      'Demo is a **shop**',
      'for [bakers](https://example.com).',
      '',
      '<!-- a note to myself -->',
      '',
      '## The story',
      '',
      'It began in `2020`.',
      '',
      '### Backend',
      '',
      '- The API',
      '- The jobs',
      '',
    ].join('\n');
    expect(compileDocumentation(source, file)).toEqual({
      description: ['Demo is a shop for bakers.'],
      features: {
        login: { title: 'Sign in' },
        export: { title: 'Export', caption: 'A CSV of every order.' },
      },
      article: {
        title: 'The story',
        paragraphs: ['It began in 2020.'],
        lists: [{ title: 'Backend', items: ['The API', 'The jobs'] }],
      },
    });
  });

  it('takes a file without front matter or article', () => {
    expect(compileDocumentation('Just words.\n', file)).toEqual({
      description: ['Just words.'],
      features: {},
    });
  });

  it('names file and line of what it cannot place', () => {
    expect(() => compileDocumentation('---\nfeatures: {}\n---\n\nWords.\n\n```js\nx\n```\n', file)).toThrow(
      `${file}:7: "code" is not supported`,
    );
    expect(() => compileDocumentation('Words.\n\n### Alone\n\n- item\n', file)).toThrow(
      `${file}:3: "### Alone" needs a ## title above it`,
    );
    expect(() => compileDocumentation('Words.\n\n## A\n\n### B\n\nText.\n', file)).toThrow(
      `${file}:7: a paragraph after "### B"`,
    );
    expect(() => compileDocumentation('## Title first\n', file)).toThrow(`${file}:1: the description`);
    expect(() => compileDocumentation('---\nfeature: {}\n---\nWords.\n', file)).toThrow(
      `${file}:1: front matter: unknown field "feature"`,
    );
  });
});
