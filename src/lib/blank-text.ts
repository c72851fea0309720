import { contactFieldSpec, type ContactField } from './constants';

// What a person cannot see: white space, format characters (zero-width spaces and joiners, bidi controls, the
// byte-order mark), code points drawn with no glyph by default (Hangul fillers, variation selectors, the grapheme
// joiner), combining marks with nothing to combine with, and the blank braille pattern. A name or message made only of
// these reads as blank to the owner.
const invisible = /[\s\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/gu;
// A letter or digit that is drawn: U+3164 and U+FFA0 (Hangul fillers) are letters with no glyph.
const visibleLetterOrDigit = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u;

/** Whether `text` shows nothing once its invisible characters are taken out. */
export const isBlank = (text: string) => text.replace(invisible, '') === '';

/** Whether a name is missing: it shows no letter or digit (`!!!`, Hangul fillers, combining marks alone). */
export const isBlankName = (text: string) => !visibleLetterOrDigit.test(text);

/** Whether a contact form field counts as not filled in: blank, or a name without a letter or digit. */
export const isBlankField = (field: ContactField, text: string) =>
  contactFieldSpec(field).kind === 'name' ? isBlankName(text) : isBlank(text);
