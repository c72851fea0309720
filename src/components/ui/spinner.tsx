/** A decorative spinning ring; pair it with visible or screen-reader text. */
export function Spinner({ className = 'size-8' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin-slow rounded-full border-4 border-border border-t-accent ${className}`}
    />
  );
}
