import type { ReactNode } from 'react';

/** A small rounded label, used for technologies. */
export function Chip({ children }: { children: ReactNode }) {
  return <span className="chip">{children}</span>;
}
