import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface NavLinkProps {
  to: string;
  inPage: boolean;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
}

/** On the home page a section link is a plain in-page anchor; elsewhere it is a router link. */
export function NavTarget({ to, inPage, className, children, onClick }: NavLinkProps) {
  return inPage ? (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
