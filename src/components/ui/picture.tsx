import type { ReactElement } from 'react';

interface PictureProps {
  /** Other formats and sizes of the picture, best first; without any, the image alone. */
  sources: readonly { type: string; srcSet: string }[];
  /** The width the picture is drawn at, for the browser to pick among the sources' widths. */
  sizes?: string | undefined;
  /** The `<img>`, with the single file browsers without `<picture>` show. */
  children: ReactElement;
}

/** An image in several formats and sizes: a `<picture>` that lets the browser choose, or the image alone. */
export function Picture({ sources, sizes, children }: PictureProps) {
  if (sources.length === 0) return children;
  // `contents` keeps <picture> out of the layout, so the image's own classes size it.
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}
