/** A play triangle in a disc; decorative, the button around it carries the name. */
export function PlayIcon() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-16 drop-shadow-lg noscript:hidden!">
      <circle cx="32" cy="32" r="30" className="fill-accent" />
      <path d="M26 20l20 12-20 12z" className="fill-on-accent" />
    </svg>
  );
}
