import type { AnchorHTMLAttributes } from 'react';

/** A link that opens in a new tab without giving the new page a handle on this one. */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  );
}
