import { profile } from '@/content';

const firstName = profile.name.split(' ')[0];

/** The `<Name />` mark of the navbar and the footer; decorative, the surrounding element names it. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`font-mono font-bold tracking-tight whitespace-nowrap text-text ${className}`}
    >
      <span className="text-muted">&lt;</span>
      <span className="text-accent">{firstName}</span>
      <span className="text-muted"> /&gt;</span>
    </span>
  );
}
