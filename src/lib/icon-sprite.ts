// The SVG icons under public/icons/skills and public/icons/social are also served as one sprite, built with the site
// (scripts/icon-sprite.ts). A page draws them with `<use>`: one request and one SVG document for all of them, where
// 34 `<img>` tags cost 34 requests and 34 documents, and an icon without colours of its own takes the text colour.

export const SPRITE_PATH = '/icons/sprite.svg';
/** Folders of public/ whose SVG files go into the sprite. */
export const spriteFolders = ['icons/skills', 'icons/social'] as const;

/** The sprite's symbol for a public path ('/icons/skills/react.svg' → 'skills-react'), if the file is in it. */
export function spriteId(path: string): string | undefined {
  const match = /^\/icons\/(skills|social)\/([a-z0-9-]+)\.svg$/i.exec(path);
  return match ? `${match[1]}-${match[2]}` : undefined;
}
