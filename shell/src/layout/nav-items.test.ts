import type { RegistryEntry } from '@portal/shared-api/core';
import { activeNavPath, NAV_GROUPS } from './nav-items.ts';
import { visibleGroups } from './visible-groups.ts';

const registry: RegistryEntry[] = [
  {
    name: 'authoring',
    entry: '/remotes/authoring/1/mf-manifest.json',
    version: '1',
    enabled: true,
    routes: [
      { path: '/instructor/courses', access: 'instructor' },
      { path: '/instructor/courses/new', access: 'instructor' },
      { path: '/users/posts/manage', access: 'user' },
      { path: '/admin/moderation', access: 'admin' },
    ],
  },
];
const labels = (role: 'user' | 'instructor' | 'administrator') =>
  visibleGroups(NAV_GROUPS, registry, role).map((group) => group.label);
const studentGroups = ['Learning Hub', 'Learning', 'Community', 'Account', 'Support'];

describe('the sidebar', () => {
  it('shows a student exactly the 18 entries of the spec in five groups', () => {
    const groups = visibleGroups(NAV_GROUPS, registry, 'user');
    expect(groups.map((group) => group.label)).toEqual(studentGroups);
    expect(groups.flatMap((group) => group.items)).toHaveLength(18);
  });

  it('adds Teaching for instructors, and Administration for administrators, from the routes’ access', () => {
    expect(labels('instructor')).toEqual([...studentGroups, 'Teaching']);
    expect(labels('administrator')).toEqual([...studentGroups, 'Teaching', 'Administration']);
  });

  it.each([
    ['/user', '/user'],
    ['/user/', '/user'],
    ['/user/courses', '/user/courses'],
    ['/user/courses/react/read', '/user/courses'],
    ['/user/courses/save', '/user/courses/save'],
    ['/user/meetings', '/user/calendar'],
    ['/user/meetings/42', '/user/calendar'],
    ['/user/orders', '/user/billing'],
    ['/user/orders/42', '/user/billing'],
    ['/user/notification-settings', '/user/notifications'],
    ['/user/unknown', null],
    ['/posts', null],
  ])('highlights %s as %s', (path, active) => {
    expect(activeNavPath(path)).toBe(active);
  });
});
