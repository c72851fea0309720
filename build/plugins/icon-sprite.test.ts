import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFERRED_ICONS_ID, spriteId } from '../../src/lib/icon-sprite';
import { buildSprite, compactIcon, iconDefinitions, spriteReference, toSymbol } from './icon-sprite';
import { PUBLIC_DIR } from '../../src/content/paths';

describe('spriteId', () => {
  it('names the symbol of a skill, social, interface or flag SVG, and nothing else', () => {
    expect(spriteId('/icons/skills/react.svg')).toBe('skills-react');
    expect(spriteId('/icons/social/github.svg')).toBe('social-github');
    expect(spriteId('/icons/flags/us.svg')).toBe('flags-us');
    expect(spriteId('/icons/other/us.svg')).toBeUndefined();
    expect(spriteId('/icons/flags/mx.webp')).toBeUndefined();
    expect(spriteId('/icons/skills/react.png')).toBeUndefined();
  });
});

describe('toSymbol', () => {
  it('keeps the viewBox and colours, drops size, role, namespace and title', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" role="img" width="24" viewBox="0 0 24 24" fill="#61DAFB"><title>React</title><path d="M1 1h2"/></svg>\n';
    expect(toSymbol('skills-react', svg, 'react.svg')).toBe(
      '<symbol id="skills-react" viewBox="0 0 24 24" fill="#61DAFB"><path d="M1 1h2"/></symbol>',
    );
  });

  it('fails naming the file when an icon cannot share a document with the others', () => {
    expect(() => toSymbol('a', '<svg><path d="M0 0"/></svg>', 'content/public/icons/skills/a.svg')).toThrow(
      'content/public/icons/skills/a.svg: the <svg> root needs a viewBox',
    );
    expect(() => toSymbol('a', '<svg viewBox="0 0 1 1"><g id="x"/></svg>', 'b.svg')).toThrow(
      "b.svg: 'id=' cannot",
    );
    expect(() => toSymbol('a', '<svg viewBox="0 0 1 1"><style>p{}</style></svg>', 'c.svg')).toThrow('c.svg');
    expect(() => toSymbol('a', 'PNG', 'd.svg')).toThrow('d.svg: not an SVG file');
  });
});

const svgFiles = (folder: string) =>
  readdirSync(join(PUBLIC_DIR, folder)).filter((name) => name.endsWith('.svg'));

describe('buildSprite', () => {
  it("holds one symbol per skill icon of content/public/, with the icon's own colours", () => {
    const sprite = buildSprite(PUBLIC_DIR);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"><symbol id="skills-/);
    expect(sprite.match(/<symbol /g)).toHaveLength(svgFiles('icons/skills').length);
    expect(sprite).not.toContain('id="social-');
  });
});

describe('iconDefinitions', () => {
  it('puts the social and interface icons into the page, and the skills as symbols pointing into the sprite, held for the loader', () => {
    const page = iconDefinitions(PUBLIC_DIR, true);
    const [inline = '', held = ''] = page.split(`<noscript id="${DEFERRED_ICONS_ID}">`);
    expect(inline.match(/<symbol id="social-/g)).toHaveLength(svgFiles('icons/social').length);
    expect(inline.match(/<symbol id="interface-/g)).toHaveLength(svgFiles('icons/interface').length);
    expect(inline).not.toContain('skills-');
    expect(
      held.match(/<symbol id="skills-[\w-]+" viewBox="[^"]+"><use href="\/icons\/sprite.svg#skills-/g),
    ).toHaveLength(svgFiles('icons/skills').length);
    expect(held).not.toContain('<path');
  });

  it('puts every symbol into the page in development, where no loader runs', () => {
    const page = iconDefinitions(PUBLIC_DIR, false);
    expect(page).not.toContain('<noscript');
    expect(page.match(/<symbol /g)).toHaveLength(
      ['icons/social', 'icons/interface', 'icons/flags', 'icons/skills']
        .map((folder) => svgFiles(folder).length)
        .reduce((a, b) => a + b),
    );
  });
});

describe('spriteReference', () => {
  it("keeps the symbol's id and viewBox and points into the sprite", () => {
    expect(
      spriteReference(
        '<symbol id="skills-vite" fill="#9135ff" viewBox="0 0 24 24"><path d="M1 2"/></symbol>',
      ),
    ).toBe(
      '<symbol id="skills-vite" viewBox="0 0 24 24"><use href="/icons/sprite.svg#skills-vite"/></symbol>',
    );
    expect(() => spriteReference('<path/>')).toThrow('not a sprite symbol');
  });
});

describe('compactIcon', () => {
  it('rounds coordinates to about 1/250 of the viewBox and keeps the viewBox and colours', () => {
    const path = '<path d="M1.23456 2.34567L10.98765 11.87654Z"/>';
    const svg = (box: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box}" fill="#61DAFB">${path}</svg>`;
    expect(compactIcon(svg('0 0 24 24'))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" fill="#61dafb" viewBox="0 0 24 24"><path d="M1.2 2.3 11 12Z"/></svg>',
    );
    expect(compactIcon(svg('0 0 512 512'))).toContain('d="m1 2 10 10Z"');
    expect(compactIcon(svg('0 0 1 1'))).toContain('viewBox="0 0 1 1"');
    expect(compactIcon(svg('0 0 1 1'))).toContain('1.23');
  });
});
