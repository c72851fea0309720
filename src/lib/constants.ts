/** Business constants from the spec (section 9), named after what they are. */
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const REVEAL_THRESHOLD = 0.3;
export const FADE_DURATION_S = { min: 1, max: 1.2 } as const;
export const MAX_PROJECTS_PER_TAB = 6;
export const DEFAULT_ACTIVE_TAB = 1;

export const CAROUSEL = {
  autoPlayIntervalMs: 5500,
  transitionMs: 400,
  minimumTouchDragPx: 80,
  responsive: {
    superLargeDesktop: { breakpoint: { max: 4000, min: 3000 }, items: 1 },
    desktop: { breakpoint: { max: 3000, min: 1024 }, items: 1 },
    tablet: { breakpoint: { max: 1024, min: 464 }, items: 1 },
    mobile: { breakpoint: { max: 464, min: 0 }, items: 1 },
  },
} as const;

/**
 * A download that fails (a language's texts, a screen's or a section's code, a library loaded later) is tried again
 * 5 times, 350 ms after the failure and then twice as long each time: 10.85 s in all (the spec's translation figures).
 */
export const DOWNLOAD_RETRIES = { retries: 5, firstDelayMs: 350 } as const;

/** The typing line's speeds (the spec's; its five phrases are the sample's: `hero.typing` holds any number). */
export const TYPING = { typeSpeed: 80, backSpeed: 30, loop: true } as const;
/** How long a typed phrase stays whole before it is erased (and the prerendered one before typing starts). */
export const TYPING_HOLD_MS = 1600;
/** The typing line's caret is shown, then hidden, for this long each. */
export const CARET_BLINK_MS = 500;
export const BANNER_MAX_FONT_PX = 35;

export const TOOLTIP = { place: 'top', variant: 'dark', fontSize: '1.05rem' } as const;

export const TOAST_DEFAULTS = {
  position: 'top-right',
  autoCloseMs: 5000,
  dragRemovalPercent: 80,
  hotkey: ['altKey', 'KeyT'],
} as const;
export const COPY_TOAST = {
  position: 'top-right',
  theme: 'dark',
  autoCloseMs: 2000,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
} as const;

/** The about-me section's 'DISC: DC' link: a web search for the owner's DISC personality profile. */
export const DISC_SEARCH_URL = 'https://duckduckgo.com/?q=DISC+personality+profile+DC';

/** The site footer's element id: it hydrates once the visitor moves or it is on screen (see SiteLayout). */
export const FOOTER_ID = 'site-footer';

/**
 * The element ids of the header's controls that hydrate after the app has started, each from a chunk of its own
 * (see deferredPart): on screen, right after; hidden (the menu on a desktop, the back-to-top link at the top of the
 * page), at the visitor's first move. A tap on one before then is held and replayed (src/boot/early-input.ts).
 */
export const LANGUAGE_SWITCHER_ID = 'language-switcher';
export const MOBILE_MENU_ID = 'mobile-menu';
export const BACK_TO_TOP_ID = 'back-to-top';

/**
 * `<html>` carries this attribute while the page's URL has a fragment: every block rendered when near is then laid out
 * at its real size, so that a scroll to the fragment lands exactly (build/inline/fragment-marker.ts, src/styles/app.css).
 */
export const FRAGMENT_ATTRIBUTE = 'data-fragment';

/**
 * Set by the app once React has taken over: on `<html>` after the page's first commit (useHydrationSignal), on the
 * navbar, and on each deferred part's element once it is React's (hydrated, rendered afresh, or showing that its code
 * failed: deferredPart). Browser tests wait for it, since React's own marks on elements are private.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** A project's documentation's element id: like the footer, it hydrates once the visitor moves or it is on screen. */
export const DOCUMENTATION_ID = 'documentation';

/** Tailwind's `lg` breakpoint, from which the navbar shows its links and the mobile menu is hidden. */
export const DESKTOP_NAV_MEDIA_QUERY = '(min-width: 64rem)';

/**
 * The contact form's honeypot: a field hidden from people, so only a bot fills it (see src/content/contact-message.ts).
 * Here rather than beside the schema, so the form can name it without bundling the schema.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** Limits of a contact message, shared by the form (its fields' `maxlength`) and the server's schema. */
export const CONTACT_LIMITS = {
  nameMaxLength: 100,
  emailMaxLength: 254,
  messageMaxLength: 5000,
  honeypotMaxLength: 500,
} as const;

/** The contact form's visible fields, in the form's order, each with the longest value it takes. */
export const CONTACT_FIELD_MAX_LENGTH = {
  name: CONTACT_LIMITS.nameMaxLength,
  email: CONTACT_LIMITS.emailMaxLength,
  message: CONTACT_LIMITS.messageMaxLength,
} as const;
export type ContactField = keyof typeof CONTACT_FIELD_MAX_LENGTH;
export const CONTACT_FIELDS = Object.keys(CONTACT_FIELD_MAX_LENGTH) as ContactField[];
