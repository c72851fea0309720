// The sample's projects, by slug: data only, so that the owner tools and the build can name them without running a
// generator (importing project-screenshots.mjs from a bundle ran it: every build rewrote the sample's pictures).
export const slugs = [
  'vetcore-pro',
  'smartorder',
  'jobmatch',
  'picconnect',
  'edulink',
  'dasc-uabcs',
  'learnplay',
];
