import type { SocialLink } from '@/content/schemas';

/**
 * The tests' own profile links, on networks the sample does not have, with the names the tests give them (`social.{id}`
 * in the `global` texts, `renderAt`'s `texts`): what an owner adds in content/ alone.
 */
export const ownSocials = [
  { id: 'mastodon', href: 'https://mastodon.example/@someone', icon: '/icons/social/mastodon.svg' },
  { id: 'codeberg', href: 'https://codeberg.example/someone', icon: '/images/codeberg.png' },
  { id: 'bluesky', href: 'https://bsky.example/profile/someone', icon: '/icons/social/bluesky.svg' },
] as const satisfies readonly SocialLink[];

/** Their names, as an owner writes them in each language's global.json. */
export const ownSocialNames = { mastodon: 'Mastodon', codeberg: 'Codeberg', bluesky: 'Bluesky' };

/** `renderAt`'s `texts` that name them. */
export const ownSocialTexts = { global: { social: ownSocialNames } };
