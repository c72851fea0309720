import type { z } from 'zod';
import type { profileSchema } from '../src/content/schemas';

/**
 * The owner of the site. Replace these values (the résumé is resume.ts) (and the texts in content/texts: your title and place as each language
 * says them are `owner` in its global.json) to make the site yours; your photo
 * with `npm run add-photo -- <picture>` (PNG, JPEG, WebP or AVIF), which writes `image`. `socials` are your profile
 * links on any network, in the order shown: an `id` of your choosing, the link, and its icon (a file under
 * content/public/); its name in each language is `social.{id}` in that language's global.json. `phone` and `discUrl`
 * may be left out (then so may their texts). Validated when the site builds: a wrong value fails the build naming this
 * file and the field.
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
    {
      id: 'linkedin',
      href: 'https://www.linkedin.com/in/your-linkedin-handle',
      icon: '/icons/social/linkedin.svg',
    },
    { id: 'github', href: 'https://github.com/your-github-handle', icon: '/icons/social/github.svg' },
    {
      id: 'youtube',
      href: 'https://www.youtube.com/@your-channel-handle',
      icon: '/icons/social/youtube.svg',
    },
  ],
};

export const PROFILE_FILE = 'content/profile.ts';
