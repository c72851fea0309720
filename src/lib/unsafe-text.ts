// Text that reads as something else, or as nothing the owner can read:
// - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text after them: a name
//   `\u202Emoc.live` is drawn "evil.com" in the owner's mail client. The marks right-to-left writing needs (LRM U+200E,
//   RLM U+200F, ALM U+061C) only set the direction of neutral characters next to them, and stay allowed.
// - a lone surrogate (`"a\ud800"` in JSON) is half a character: stored, sent or shown, it becomes U+FFFD.
const directionControl = /[\u202A-\u202E\u2066-\u2069]/gu;
const loneSurrogate = /\p{Cs}/u;

/** Whether `text` holds a bidi embedding, override or isolate control. */
export const hasDirectionControl = (text: string) => text.search(directionControl) !== -1;

/** Whether `text` holds a lone surrogate (UTF-16 that is not Unicode text). */
export const hasLoneSurrogate = (text: string) => loneSurrogate.test(text);

/** Whether a contact field's text is refused for what it hides: a bidi control or a lone surrogate. */
export const isUnsafeText = (text: string) => hasDirectionControl(text) || hasLoneSurrogate(text);

/** `text` without its bidi embedding, override and isolate controls, for a place that cannot refuse it. */
export const withoutDirectionControls = (text: string) => text.replace(directionControl, '');
