import type { ReactNode } from 'react';
import { useHref } from 'react-router';
import { NavLink } from '@/components/ui/nav-link';
import { HOME_PATH, type HomeAnchor } from '@/lib/routes';
import { useInPageLink } from '@/scroll/use-in-page-link';

interface NavTargetProps {
  to: string;
  /** On the home page a target is an in-page anchor such as `/#skills`; elsewhere a router link. */
  inPage: boolean;
  className?: string;
  children: ReactNode;
  onNavigate?: () => void;
  /** On the home page, the section on screen: its link is marked as current. */
  currentSection?: HomeAnchor | undefined;
}

/** A section link: a plain in-page anchor on the home page, a router link elsewhere. */
export function NavTarget({ to, inPage, className, children, onNavigate, currentSection }: NavTargetProps) {
  const hash = to.includes('#') ? to.slice(to.indexOf('#')) : '';
  const onClick = useInPageLink(hash, { pathname: HOME_PATH, onNavigate });
  // In the page's language: `/#skills` is `/es/#skills` on a Spanish page.
  const href = useHref(to);
  if (!inPage) {
    return (
      <NavLink to={to} end={to === HOME_PATH} className={className} onClick={onNavigate}>
        {children}
      </NavLink>
    );
  }
  return (
    <a
      href={href}
      className={className}
      onClick={onClick}
      aria-current={(currentSection && hash === `#${currentSection}`) || undefined}
    >
      {children}
    </a>
  );
}
