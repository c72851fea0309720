// The SVG icons under content/public/icons/social and content/public/icons/skills are drawn with `<use>` from symbols the page holds
// (build/plugins/icon-sprite.ts puts them into the page template): one SVG document for all of them, where 34 `<img>` tags
// cost 34 requests and 34 documents, and an icon without colours of its own takes the text colour.
// The few social and interface icons (the theme toggle's, Lucide's, ISC licence) and the language switcher's flags
// that every first screen shows are drawn in the page itself. The skills' symbols only point into a sprite file, and
// the page adds them after its first paint (build/inline/app-loader.ts; a `<noscript>` holds them), so that the sprite's
// download is not part of the first paint.

export const SPRITE_PATH = '/icons/sprite.svg';
/** Folders of content/public/ whose SVG files every page holds as symbols. */
export const inlineIconFolders = ['icons/social', 'icons/interface', 'icons/flags'] as const;
/** Folders of content/public/ whose SVG files go into the sprite file, which a page fetches after its first paint. */
export const spriteFolders = ['icons/skills'] as const;
/** The `<noscript>` holding the symbols that point into the sprite file: the app loader adds them to the page. */
export const DEFERRED_ICONS_ID = 'deferred-icons';

/** The symbol of a public path ('/icons/skills/react.svg' → 'skills-react'), if the file is drawn as one. */
export function spriteId(path: string): string | undefined {
  const match = /^\/icons\/(skills|social|interface|flags)\/([a-z0-9-]+)\.svg$/i.exec(path);
  return match ? `${match[1]}-${match[2]}` : undefined;
}
