/** The rounded links of the list pages (the category list's, the pagers', the tags'); the current one is filled. */
export const pill =
  'group inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-muted transition hover:border-accent/60 hover:text-text aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent';
