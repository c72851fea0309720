import type { SocialLink } from './schemas';

/**
 * The key of a profile link's name in the `global` texts of each language (`social.{id}` in global.json): its
 * tooltip, its accessible name, its label on the résumé and its network in JSON Resume.
 */
export const socialNameKey = (social: Pick<SocialLink, 'id'>) => `social.${social.id}` as const;
