/**
 * A post's code blocks, highlighted at build by Shiki in a light and a dark theme. The site's Content-Security-Policy
 * forbids style attributes, so each token's colours become a class (`transformerStyleToClass`), and the rules of
 * those classes go to one style sheet with the switch between the themes (`codeStyleSheet`).
 */
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerStyleToClass } from '@shikijs/transformers';
import type { Root } from 'hast';
import { createHighlighter } from 'shiki';

/**
 * GitHub's themes: every token colour of theirs has a contrast of at least 4.5:1 on the theme's background (4.55 in
 * the light one, 6.15 in the dark one; compile-post.test.ts measures it). `github-light` and `github-dark` do not:
 * their comments are 3.0:1 on the dark background.
 */
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** Shiki's name for code it does not colour: blocks without a language, or in one it does not know. */
const PLAIN = 'text';

let highlighter: ReturnType<typeof createHighlighter> | undefined;

/** One highlighter for every post, with the themes only: each language loads when a block first asks for it. */
const sharedHighlighter = () =>
  (highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: [] }));

const declarations = (style: Record<string, string> | string) =>
  typeof style === 'string'
    ? style
    : Object.entries(style)
        .map(([property, value]) => `${property}:${value}`)
        .join(';');

/**
 * A rehype transform that highlights the code blocks of one post, and the classes it gave them: class name → its
 * declarations (the same colours give the same name in every post, so the sheets of many posts merge by name).
 */
export async function codeHighlighting(): Promise<{
  transform: (tree: Root) => Promise<void> | undefined;
  classes: () => Map<string, string>;
}> {
  const styles = transformerStyleToClass({ classPrefix: 'code-' });
  const transform = rehypeShikiFromHighlighter(await sharedHighlighter(), {
    themes: CODE_THEMES,
    // No colour in the markup at all: the sheet picks a theme's (codeStyleSheet).
    defaultColor: false,
    lazy: true,
    defaultLanguage: PLAIN,
    fallbackLanguage: PLAIN,
    // Shiki's `pre` is focusable (tabindex 0 by default), so a keyboard can scroll a long line.
    transformers: [
      styles,
      {
        name: 'post-code-language',
        pre(node) {
          if (this.options.lang !== PLAIN) node.properties['dataLanguage'] = this.options.lang;
        },
      },
    ],
  }) as (tree: Root) => Promise<void> | undefined;
  return {
    transform,
    // A plain block's tokens get a class without declarations: no rule is needed for it.
    classes: () =>
      new Map(
        [...styles.getClassRegistry()]
          .map(([name, style]) => [name, declarations(style)] as const)
          .filter(([, rule]) => rule),
      ),
  };
}

/** The declarations that draw a code block, or its tokens, in one theme, from Shiki's variables. */
function themeRules(theme: 'light' | 'dark') {
  const block = `color:var(--shiki-${theme});background-color:var(--shiki-${theme}-bg)`;
  const token = ['color', 'font-style', 'font-weight', 'text-decoration']
    .map((property) => `${property}:var(--shiki-${theme}${property === 'color' ? '' : `-${property}`})`)
    .join(';');
  return (root: string) => `${root}.shiki{${block}}${root}.shiki span{${token}}`;
}

/**
 * The style sheet of the posts' code: the classes of every post (`classes`, merged), and which theme's colours they
 * show: the dark one unless the site is light, as src/styles/app.css's `light` variant says (the toggle's
 * `data-theme="light"`, or the system's preference while no choice is stored, and on paper).
 */
export function codeStyleSheet(classes: ReadonlyMap<string, string>): string {
  const dark = themeRules('dark');
  const light = themeRules('light');
  return [
    '.shiki{overflow-x:auto}',
    dark(''),
    light(":root[data-theme='light'] "),
    `@media (prefers-color-scheme: light){${light(":root:not([data-theme='dark']) ")}}`,
    `@media print{${light(':root ')}}`,
    ...[...classes].toSorted(([a], [b]) => a.localeCompare(b)).map(([name, rule]) => `.${name}{${rule}}`),
  ].join('\n');
}
