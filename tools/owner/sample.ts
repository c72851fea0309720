/**
 * What the template's sample is made of, for the commands that find or remove what is left of it in an owner's site.
 * It names the sample as it ships; an owner's own content never matches it.
 */

/** The sample's projects, which `npm run remove-project -- --sample` takes out: those its generator draws. */
export { slugs as SAMPLE_PROJECTS } from '../../samples/sample-projects.mjs';

/**
 * The sample's posts (the folders of samples/content/posts), which `npm run remove-post -- --sample` takes out. A list
 * rather than a read of that folder: the build bundles this module, away from samples/.
 */
export const SAMPLE_POSTS: readonly string[] = ['first-paint-budget', 'keyboard-tabs', 'testing-journeys'];

/** The sample's public URL (content/site.ts as the template ships it). */
export const SAMPLE_SITE_URL = 'https://alex-placeholder.example.com';

/**
 * Texts of the sample that describe its made-up owner, by what they are: a line of the site holding one is a leftover
 * to replace. Whole sentences, so that an owner's own words never match.
 */
export const SAMPLE_TEXTS: readonly { what: string; texts: readonly string[] }[] = [
  {
    what: "the sample owner's name, e-mail or phone",
    texts: ['Alex Placeholder', 'alex.placeholder@example.com', '+52 000 000 0000'],
  },
  {
    what: 'a sample link',
    texts: ['your-github-handle', 'your-linkedin-handle', 'your-channel-handle'],
  },
  { what: "the sample's DISC profile", texts: ['DISC: DC', 'DISC+personality+profile+DC'] },
  { what: "the sample's ASCII portrait", texts: ['|  | 42 passing  |  |'] },
  { what: "the sample's city", texts: ['La Paz, Baja California Sur'] },
  {
    what: "the sample's about-me",
    texts: [
      "I'm about to graduate as a software development engineer, with an average grade of 92 out of 100.",
      'I have 3+ years of freelance experience building web systems for clinics, restaurants, schools and small businesses.',
      'Estoy por titularme como ingeniero en desarrollo de software, con un promedio de 92 sobre 100.',
      'Tengo más de 3 años de experiencia como freelance construyendo sistemas web para clínicas, restaurantes, escuelas y pequeños negocios.',
    ],
  },
  {
    what: "the sample's résumé",
    texts: [
      'Built and maintain a veterinary clinic administration panel used daily by its staff',
      "Rebuilt the department's content management site",
      'Autonomous University of Baja California Sur',
      'Desarrollé y mantengo un panel de administración para una clínica veterinaria',
      'Rehice el sitio de administración de contenidos del departamento',
      'Universidad Autónoma de Baja California Sur',
    ],
  },
  {
    what: "a sample category's description",
    texts: [
      'Complete web systems, from the database to the interface: admin panels, e-commerce, social networks and learning platforms.',
      'User interface designs and front-end builds: landing pages, dashboards and design systems.',
      'Open-source contributions, libraries and tools shared with the developer community.',
      'Sistemas web completos, de la base de datos a la interfaz: paneles de administración, comercio electrónico, redes sociales y plataformas educativas.',
      'Diseños de interfaz y desarrollos front-end: páginas de aterrizaje, tableros y sistemas de diseño.',
      'Contribuciones de código abierto, bibliotecas y herramientas compartidas con la comunidad de desarrolladores.',
    ],
  },
];
