/**
 * The about-me section's picture, drawn in plain text (shown in a monospace `pre`, named for screen readers by the
 * about.ascii_label text). Replace it with your own: keep lines under about 40 characters so it fits a phone.
 */
export const asciiPortrait = String.raw`
       .-------.
      /  _   _  \
     |  (o) (o)  |
     |     ^     |
     |   \___/   |
      \_________/
   ____|_______|____
  /                 \
 |  .-------------.  |
 |  | $ npm test  |  |
 |  | 42 passing  |  |
 |  | $ git push_ |  |
 |  '-------------'  |
 |___________________|
/_____________________\
`.slice(1, -1);
