import type { z } from 'zod';
import type { profileSchema } from '../src/content/schemas';

/**
 * The owner of the site. Replace these values (the résumé is resume.ts) (and the texts in content/texts: your title and place as each language
 * says them are `owner` in its global.json) to make the site yours; your photo
 * with `npm run add-photo -- <picture>` (PNG, JPEG, WebP or AVIF), which writes `image`. `socials` names any of the
 * networks of social-networks.ts, in the order shown. Validated when the site builds: a wrong value fails the build
 * naming this file and the field.
 */
export const profileSource: z.input<typeof profileSchema> = {
  name: 'Alex Placeholder',
  city: 'La Paz, Baja California Sur',
  country: 'Mexico',
  email: 'alex.placeholder@example.com',
  phone: '+52 000 000 0000',
  image: { path: '/images/profile/profile-768.webp', widths: [240, 480, 768], width: 768, height: 768 },
  sourceCode: 'https://github.com/your-github-handle/portfolio',
  discUrl: 'https://duckduckgo.com/?q=DISC+personality+profile+DC',
  socials: [
    { id: 'linkedin', href: 'https://www.linkedin.com/in/your-linkedin-handle' },
    { id: 'github', href: 'https://github.com/your-github-handle' },
    { id: 'youtube', href: 'https://www.youtube.com/@your-channel-handle' },
  ],
};

export const PROFILE_FILE = 'content/profile.ts';
