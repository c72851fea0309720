/** A social network the site knows: what a profile link naming it is drawn with. */
export interface SocialNetwork {
  /** Its icon, a file under content/public/ (an SVG under icons/social/ is drawn from the page's own symbols, in the text colour). */
  icon: string;
  /** The key of its name in the `global` texts of each language: the link's tooltip and accessible name. */
  tooltip: `social.${string}`;
}

/**
 * The networks a link of `socials` in profile.ts may name by its `id` (the icons of GitHub and YouTube are
 * simple-icons', CC0; LinkedIn's is drawn here, simple-icons no longer ships it). To add a network, put its icon under
 * content/public/icons/social/, its entry here, and its name under `social.{id}` in each language's global.json.
 */
export const socialNetworks = {
  linkedin: { icon: '/icons/social/linkedin.svg', tooltip: 'social.linkedin' },
  github: { icon: '/icons/social/github.svg', tooltip: 'social.github' },
  youtube: { icon: '/icons/social/youtube.svg', tooltip: 'social.youtube' },
} as const satisfies Record<string, SocialNetwork>;

export type SocialNetworkId = keyof typeof socialNetworks;

export const SOCIAL_NETWORKS_FILE = 'src/content/social-networks.ts';
