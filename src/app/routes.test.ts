import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchPath, screens } from './routes';

describe('lazy screens', () => {
  it('name files that exist, so the prerender step can preload their chunks', () => {
    const missing = Object.values(screens).filter((screen) => !existsSync(screen.file));
    expect(missing).toEqual([]);
  });
});

describe('matchPath', () => {
  it('gives each path its screen, the texts it needs before hydrating, and its status', () => {
    expect(matchPath('/')).toMatchObject({ screenNames: ['home'], namespaces: ['global'], status: 200 });
    expect(matchPath('/proyectos/interfaces')).toMatchObject({
      screenNames: ['projects'],
      namespaces: ['global', 'projects'],
      status: 200,
    });
    expect(matchPath('/apps-y-plataformas-web/vetcore-pro')).toMatchObject({
      screenNames: ['project'],
      namespaces: ['global', 'projects', 'projectVeterinary'],
    });
    expect(matchPath('/apps-y-plataformas-web/smartorder').namespaces).toEqual(['global', 'projects']);
    expect(matchPath('/not-found')).toMatchObject({ screenNames: ['notFound'], status: 200 });
    expect(matchPath('/no/such/page/here')).toMatchObject({ screenNames: ['notFound'], status: 404 });
  });
});
