import type { RegistryEntry } from '@portal/shared-api/core';
import { matchRemote } from './match-remote.ts';

const entry = (name: string, paths: string[]): RegistryEntry => ({
  name,
  entry: `/remotes/${name}/1/mf-manifest.json`,
  version: '1',
  routes: paths.map((path) => ({ path, access: path.startsWith('/courses') ? 'public' : 'user' })),
  enabled: true,
});
const registry = [
  entry('learning', [
    '/user',
    '/user/courses',
    '/user/courses/:courseSlug/read',
    '/user/courses/:courseSlug/read/:lessonId',
  ]),
  entry('commerce', ['/user/orders', '/user/orders/:orderId', '/user/courses/save', '/courses/:slug']),
  entry('community', ['/user/meetings', '/user/meetings/:id']),
];

describe('matchRemote', () => {
  it.each([
    ['/user', 'learning'],
    ['/user/courses', 'learning'],
    ['/user/courses/save', 'commerce'],
    ['/user/courses/react-basics/read', 'learning'],
    ['/user/courses/react-basics/read/lesson-1', 'learning'],
    ['/user/orders/42', 'commerce'],
    ['/user/meetings/abc', 'community'],
  ])('sends %s to %s', (path, owner) => {
    expect(matchRemote(registry, path)?.entry.name).toBe(owner);
  });

  it('finds no owner for a path no remote declares', () => {
    expect(matchRemote(registry, '/nowhere')).toBeNull();
    expect(matchRemote(registry, '/user/unknown-page')).toBeNull();
  });
});

describe('the matched route', () => {
  it('carries the access the remote declared for it', () => {
    expect(matchRemote(registry, '/courses/react-basics')?.route).toEqual({
      path: '/courses/:slug',
      access: 'public',
    });
    expect(matchRemote(registry, '/user/orders/42')?.route.access).toBe('user');
  });
});
