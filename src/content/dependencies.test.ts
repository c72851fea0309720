import { describe, expect, it } from 'vitest';
import { dependencyLists } from './dependencies';

describe('dependencyLists', () => {
  it('gives the lists of a project in its order, and none without dependencies', () => {
    const lists = [
      { group: 'worker', manifest: 'go.mod', packages: ['github.com/jackc/pgx/v5'] },
      { manifest: 'requirements.txt', packages: ['django'] },
    ];
    expect(dependencyLists(lists)).toEqual(lists);
    expect(dependencyLists(undefined)).toEqual([]);
    expect(dependencyLists([])).toEqual([]);
  });

  it('reads the earlier shape as the lists its page showed: plugins, backend, frontend, empty ones left out', () => {
    const earlier = {
      hasDependencies: true,
      plugins: ['Laravel Breeze'],
      backend: { composerJSON: ['laravel/framework'], packageJSON: ['vite'] },
      frontend: { packageJSON: [] },
    };
    expect(dependencyLists(earlier)).toEqual([
      { group: 'plugins', packages: ['Laravel Breeze'] },
      { group: 'backend', manifest: 'composer.json', packages: ['laravel/framework'] },
      { group: 'backend', manifest: 'package.json', packages: ['vite'] },
    ]);
    expect(dependencyLists({ ...earlier, hasDependencies: false })).toEqual([]);
  });
});
