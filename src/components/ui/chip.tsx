import type { ReactNode } from 'react';

/** A small rounded label, used for technologies. */
export function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-chip border border-border bg-surface-raised px-2.5 py-1 font-mono text-xs text-muted">
      {children}
    </span>
  );
}
