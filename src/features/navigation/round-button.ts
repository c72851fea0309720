/** The navbar's round icon controls (theme, back-to-top, the menu's button): their look, without their display. */
export const roundButton =
  'size-10 shrink-0 place-items-center rounded-full border border-border bg-surface text-text transition-colors hover:border-accent';
