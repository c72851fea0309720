import type { z } from 'zod';
import type { skillSchema } from '../src/content/schemas';

/**
 * Skills shown on the home page and used as technology chips (projects name them by id).
 * `img_path` is a file under content/public/; `label` is shown as written, or `{ i18nKey }` is translated from the global texts.
 */
export const skillsSource: z.input<typeof skillSchema>[] = [
  { id: 1, img_path: '/icons/skills/react.svg', label: 'React' },
  { id: 2, img_path: '/icons/skills/nextdotjs.svg', label: 'Next.js' },
  { id: 3, img_path: '/icons/skills/vuedotjs.svg', label: 'Vue.js' },
  { id: 4, img_path: '/icons/skills/angular.svg', label: 'Angular' },
  { id: 5, img_path: '/icons/skills/laravel.svg', label: 'Laravel' },
  { id: 6, img_path: '/icons/skills/express.svg', label: 'Express' },
  { id: 7, img_path: '/icons/skills/tailwindcss.svg', label: 'Tailwind CSS' },
  { id: 8, img_path: '/icons/skills/bootstrap.svg', label: 'Bootstrap' },
  { id: 9, img_path: '/icons/skills/javascript.svg', label: 'JavaScript' },
  { id: 10, img_path: '/icons/skills/typescript.svg', label: 'TypeScript' },
  { id: 11, img_path: '/icons/skills/php.svg', label: 'PHP' },
  { id: 12, img_path: '/icons/skills/python.svg', label: 'Python' },
  { id: 13, img_path: '/icons/skills/html5.svg', label: 'HTML5' },
  { id: 14, img_path: '/icons/skills/css.svg', label: 'CSS' },
  { id: 15, img_path: '/icons/skills/sass.svg', label: 'Sass' },
  { id: 16, img_path: '/icons/skills/nodedotjs.svg', label: 'Node.js' },
  { id: 17, img_path: '/icons/skills/mysql.svg', label: 'MySQL' },
  { id: 18, img_path: '/icons/skills/postgresql.svg', label: 'PostgreSQL' },
  { id: 19, img_path: '/icons/skills/mongodb.svg', label: 'MongoDB' },
  { id: 20, img_path: '/icons/skills/firebase.svg', label: 'Firebase' },
  { id: 21, img_path: '/icons/skills/git.svg', label: 'Git' },
  { id: 22, img_path: '/icons/skills/github.svg', label: 'GitHub' },
  { id: 23, img_path: '/icons/skills/docker.svg', label: 'Docker' },
  { id: 24, img_path: '/icons/skills/vite.svg', label: 'Vite' },
  { id: 25, img_path: '/icons/skills/postman.svg', label: 'Postman' },
  { id: 26, img_path: '/icons/skills/npm.svg', label: 'npm' },
  { id: 27, img_path: '/icons/skills/redux.svg', label: 'Redux' },
  { id: 28, img_path: '/icons/skills/figma.svg', label: 'Figma' },
  { id: 29, img_path: '/icons/skills/inkscape.svg', label: 'Inkscape' },
  { id: 30, img_path: '/icons/skills/gimp.svg', label: 'GIMP' },
  { id: 31, img_path: '/icons/skills/linux.svg', label: 'Linux' },
  { id: 32, img_path: '/icons/skills/ubuntu.svg', label: 'Ubuntu' },
  { id: 33, img_path: '/icons/flags/us.svg', label: { i18nKey: 'skills.english' } },
  { id: 34, img_path: '/icons/flags/mx.svg', label: { i18nKey: 'skills.spanish' } },
];

export const SKILLS_FILE = 'content/skills.ts';
