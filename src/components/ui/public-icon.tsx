import { spriteId } from '@/lib/icon-sprite';
import { withBase } from '@/lib/base-path';

interface PublicIconProps {
  /** The icon's file under content/public/, as content names it (a skill's img_path, a social icon, a language's flag). */
  path: string;
  /** Width in CSS pixels, before the classes size it. */
  size: number;
  /** Height in CSS pixels, if not `size` (a flag's 4:3). */
  height?: number;
  /** A picture file loads when scrolled near; otherwise at once, at low priority (never preloaded). */
  lazy?: boolean;
  className?: string;
}

/**
 * A decorative icon: drawn with `<use>` from the symbol the page holds when the file is a skill, social, interface or
 * flag SVG (src/lib/icon-sprite.ts; an icon without colours of its own takes the text colour), else as an `<img>`.
 */
export function PublicIcon({ path, size, height = size, lazy = true, className }: PublicIconProps) {
  const id = spriteId(path);
  if (!id) {
    const loading = lazy
      ? ({ loading: 'lazy', decoding: 'async' } as const)
      : ({ fetchPriority: 'low' } as const);
    return (
      <img src={withBase(path)} alt="" width={size} height={height} {...loading} className={className} />
    );
  }
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={height}
      className={`fill-current ${className ?? ''}`}
    >
      <use href={`#${id}`} />
    </svg>
  );
}
