import { spriteId } from '@/lib/icon-sprite';

interface PublicIconProps {
  /** The icon's file under public/, as content names it (a skill's img_path, a social icon). */
  path: string;
  /** Width and height in CSS pixels, before the classes size it. */
  size: number;
  className?: string;
}

/**
 * A decorative icon: drawn from the icon sprite when the file is one of its SVGs (one request for all icons, and an
 * icon without colours of its own takes the text colour), else as a lazy `<img>` of the file.
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
