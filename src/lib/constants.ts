/** Business constants from the spec (section 9), named after what they are. */
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const REVEAL_THRESHOLD = 0.3;
export const FADE_DURATION_S = { min: 1, max: 1.2 } as const;
export const MAX_PROJECTS_PER_TAB = 6;
/**
 * The most project cards a projects list page holds when content/site.ts does not say (`projectsPerPage`,
 * src/content/site-settings.ts); past it the list goes on at /proyectos/pagina/2 and so on. A page
 * must fit the first network round trip (about 14,600 bytes with the headers): with 100 projects, /proyectos weighed
 * 13,983 bytes of brotli HTML and its mobile LCP went over the 1 s budget, while a category of about 34 weighed 10,592
 * bytes and kept it (docs/decisions.md).
 */
export const PROJECTS_PER_PAGE = 24;
/** Posts a blog list page holds when content/site.ts sets no `postsPerPage`: each with its summary, tags and date. */
export const POSTS_PER_PAGE = 10;
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

/**
 * How a contact field is checked and typed in:
 * - `name`: one line with a letter or a digit (a text input);
 * - `email`: an e-mail address (an e-mail input);
 * - `line`: one line of text (a text input);
 * - `text`: paragraphs, without control characters but tabs and line breaks (a text area).
 * Every field is required, trimmed, at most `maxLength` characters, and refuses HTML tags.
 */
export type ContactFieldKind = 'name' | 'email' | 'line' | 'text';

/**
 * The contact form's visible fields, in the form's order: the one place that names them. The form, the API and the
 * native form post, the store, the e-mail and `npm run messages` read them from here. A new field needs its entry here
 * and its label and placeholder (`contact.form.{field}`, `contact.form.{field}_placeholder`) in each language's
 * home.json. `autoComplete` is the input's autofill hint. `name`, `email` and `message` are the message's sender,
 * reply address and text.
 */
export const CONTACT_FIELD_SPECS = {
  name: { kind: 'name', maxLength: 100, autoComplete: 'name' },
  email: { kind: 'email', maxLength: 254, autoComplete: 'email' },
  message: { kind: 'text', maxLength: 5000 },
} as const satisfies Record<string, { kind: ContactFieldKind; maxLength: number; autoComplete?: string }>;
export type ContactField = keyof typeof CONTACT_FIELD_SPECS;
export const CONTACT_FIELDS = Object.keys(CONTACT_FIELD_SPECS) as ContactField[];
/** A field's spec, as the common shape (`autoComplete` optional). */
export const contactFieldSpec = (
  field: ContactField,
): { kind: ContactFieldKind; maxLength: number; autoComplete?: string } => CONTACT_FIELD_SPECS[field];
/** The fields beyond the sender, the reply address and the text: listed with their name in the e-mail and listings. */
export const CONTACT_EXTRA_FIELDS: ContactField[] = CONTACT_FIELDS.filter(
  (field) => field !== 'name' && field !== 'email' && field !== 'message',
);

/** The longest honeypot value taken (a person leaves it empty). */
export const CONTACT_HONEYPOT_MAX_LENGTH = 500;

/**
 * While a scroll settles (src/scroll/settle-scroll.ts), `<html>` carries this attribute and every block rendered when
 * near (the `render-when-near` utility) is laid out at its real size: with a placeholder's estimate above it, a place
 * is not where it will be once those blocks render (src/styles/app.css).
 */
export const SETTLING_ATTRIBUTE = 'data-scroll-settling';

/** The element id of home's latest writing (a section below the projects, only where the language has posts). */
export const WRITING_ID = 'writing';
/** How many posts home's latest writing shows. */
export const LATEST_POSTS = 3;
/** The id of the page's main content: the skip link's target. */
export const CONTENT_ID = 'content';
/** The id of a post's table of contents' heading. */
export const POST_TOC_ID = 'post-toc';
