import type { z } from 'zod';
import type { profileSchema } from '@/content/schemas';

type Profile = z.output<typeof profileSchema>;

/**
 * `@/content` with the tests' own profile: each field of `own` (set by the test, read at render time) stands in for
 * the owner's. For `vi.mock('@/content', (importActual) => withOwnProfile(importActual, own))`, with `own` from
 * `vi.hoisted`, so that a component is tested on what an owner may have rather than on the sample.
 */
export async function withOwnProfile(importActual: <T>() => Promise<T>, own: Partial<Profile>) {
  const actual = await importActual<typeof import('@/content')>();
  const profile = new Proxy(actual.profile, {
    get: (target, key: keyof Profile) => (key in own ? own[key] : target[key]),
  });
  return { ...actual, profile };
}
