import { spriteId } from '@/lib/icon-sprite';

interface PublicIconProps {
  /** The icon's file under public/, as content names it (a skill's img_path, a social icon). */
  path: string;
  /** Width and height in CSS pixels, before the classes size it. */
  size: number;
  className?: string;
}

/**
 * A decorative icon: drawn with `<use>` from the symbol the page holds when the file is a skill or social SVG
 * (src/lib/icon-sprite.ts; an icon without colours of its own takes the text colour), else as a lazy `<img>`.
 */
export function PublicIcon({ path, size, className }: PublicIconProps) {
  const id = spriteId(path);
  if (!id)
    return (
      <img
        src={path}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className={className}
      />
    );
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      className={`fill-current ${className ?? ''}`}
    >
      <use href={`#${id}`} />
    </svg>
  );
}
