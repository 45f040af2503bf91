import { activeNavPath, NAV_GROUPS } from './nav-items.ts';

describe('the sidebar', () => {
  it('has the 18 entries of the spec in five groups', () => {
    expect(NAV_GROUPS.map((group) => group.label)).toEqual([
      'Learning Hub',
      'Learning',
      'Community',
      'Account',
      'Support',
    ]);
    expect(NAV_GROUPS.flatMap((group) => group.items)).toHaveLength(18);
  });

  it.each([
    ['/user', '/user'],
    ['/user/courses', '/user/courses'],
    ['/user/courses/react/read', '/user/courses'],
    ['/user/courses/save', '/user/courses/save'],
    ['/user/meetings', '/user'],
    ['/posts', null],
  ])('marks %s active as %s (longest prefix)', (path, active) => {
    expect(activeNavPath(path)).toBe(active);
  });
});
