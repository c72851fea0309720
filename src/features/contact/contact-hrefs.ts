/** A link that opens the visitor's mail app with a message to `address`. */
export const emailHref = (address: string) => `mailto:${address}`;

/**
 * A link that dials `phone` as the profile writes it for people (`+52 612 123 4567`): its digits, with the + of an
 * international number (`tel:+526121234567`), so that the number is written once.
 */
export const telHref = (phone: string) =>
  `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
