/** How to let each part whose code failed to load try again. */
const resets = new Set<() => void>();

/** Called by a lazily loaded part (see lazyPart) whose code failed to load: `reset` lets it load again. */
export function whenRetried(reset: () => void) {
  resets.add(reset);
}

/**
 * Lets every lazily loaded part (a screen, a deferred section) whose code failed to load try again at its next
 * render: the error screen's Try again. Not on its own, or a failed part would load again at once, forever,
 * instead of showing the error.
 */
export function retryFailedParts() {
  for (const reset of resets) reset();
  resets.clear();
}
