import { routeTable } from '@/lib/routes';

/** A route table in URL words of the tests' own, none of them the sample's (nor any language's default). */
export const testRoutes = routeTable({
  projects: 'work',
  page: 'page',
  resume: 'resume',
  notFound: 'missing',
  blog: 'notes',
  tags: 'topics',
});
