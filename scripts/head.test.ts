import { describe, expect, it } from 'vitest';
import { styleSheetsFirst } from './head';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body></body>
</html>`;

describe('styleSheetsFirst', () => {
  it('puts the style sheet ahead of the head tags the prerender adds (its preloads among them)', () => {
    const page = styleSheetsFirst(template);
    expect(page.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(page.indexOf('<link rel="stylesheet" crossorigin href="/assets/index.css">')).toBeLessThan(
      page.indexOf('<!--app-head-->'),
    );
    expect(page).toContain('<!--app-head-->\n  </head>');
  });

  it('fails the build when the template has no style sheet', () => {
    expect(() => styleSheetsFirst(template.replace(/<link rel="stylesheet"[^>]*>/, ''))).toThrow(
      'expected the style sheet in the page template, found none',
    );
  });
});
