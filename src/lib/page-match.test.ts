import { describe, expect, it } from 'vitest';
import { matchPage } from './page-match';
import { routes } from './routes';

describe('matchPage', () => {
  it('names the page of each path in the route table, fixed paths before slugs', () => {
    expect(matchPage(routes.home.href())).toEqual({ kind: 'home' });
    expect(matchPage(routes.projects.href())).toEqual({ kind: 'projects' });
    expect(matchPage(`${routes.projects.href()}/`)).toEqual({ kind: 'projects' });
    expect(matchPage(routes.notFound.href())).toEqual({ kind: 'not-found' });
    expect(matchPage(routes.category.href('web'))).toEqual({ kind: 'category', categorySlug: 'web' });
    expect(matchPage(routes.project.href('web', 'shop'))).toEqual({
      kind: 'project',
      categorySlug: 'web',
      projectSlug: 'shop',
    });
  });

  it('names nothing for a path outside the table', () => {
    expect(matchPage('/a/b/c')).toBeUndefined();
    expect(matchPage('/just-one')).toBeUndefined();
  });
});
