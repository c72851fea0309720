import { createElement } from 'react';
import type { IconNode } from 'lucide';

/**
 * A Lucide icon (its shapes, as data from the `lucide` package: `import { X } from 'lucide'`), drawn in
 * the text colour and hidden from assistive technology: every icon here sits beside a text or inside a labelled
 * control. Rendered here rather than with lucide-react, whose component layer (sizes, context, class merging) was
 * 2.0 KB brotli of every page's first JavaScript (docs/decisions.md).
 */
export function LineIcon({
  icon,
  className,
  strokeWidth = 2,
}: {
  icon: IconNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
