// The about-me section's text picture, the owner's (content/ascii-portrait.ts): a module of its own, so that only the
// about section's code carries it.
export { asciiPortrait } from '../../content/ascii-portrait';
