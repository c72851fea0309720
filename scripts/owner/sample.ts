/**
 * What the template's sample is made of, for the commands that find or remove what is left of it in an owner's site.
 * It names the sample as it ships; an owner's own content never matches it.
 */

/** The sample's projects, which `npm run remove-project -- --sample` takes out. */
export const SAMPLE_PROJECTS = [
  'vetcore-pro',
  'smartorder',
  'jobmatch',
  'picconnect',
  'edulink',
  'dasc-uabcs',
  'learnplay',
] as const satisfies readonly string[];
