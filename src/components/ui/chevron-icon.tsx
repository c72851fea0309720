/**
 * A chevron towards the previous or the next item in the reading direction: it points left, or right for `next`, and
 * mirrors under `dir="rtl"`. Decorative, the button around it carries the name.
 */
export function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5 rtl:-scale-x-100"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path
        d={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
