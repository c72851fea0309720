// White space, and format characters (zero-width spaces and joiners, bidi controls, the byte-order mark): what a
// person cannot see. A name or message made only of these reads as blank to the owner.
const invisible = /[\s\p{Cf}]/gu;

/** Whether `text` shows nothing once its invisible characters are taken out. */
export const isBlank = (text: string) => text.replace(invisible, '') === '';
