import type { AnchorHTMLAttributes } from 'react';

/**
 * A link that opens in a new tab without giving the new page a handle on this one. `me` marks a link to one of the
 * owner's own profiles (`rel="me"`), which a network that verifies links back to a profile, such as Mastodon, reads.
 */
export function ExternalLink({
  children,
  me = false,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; me?: boolean }) {
  return (
    <a target="_blank" rel={me ? 'me noopener noreferrer' : 'noopener noreferrer'} {...props}>
      {children}
    </a>
  );
}
