// The sidebar of 01 §2, in the groups of ARCHITECTURE §3.
export type NavItem = { label: string; to: string; icon: IconName };
export type NavGroup = { label: string; items: NavItem[] };
export type IconName =
  | 'home'
  | 'chart'
  | 'book'
  | 'bookmark'
  | 'library'
  | 'trophy'
  | 'chat'
  | 'calendar'
  | 'star'
  | 'user'
  | 'gear'
  | 'card'
  | 'shield'
  | 'bell'
  | 'help'
  | 'message';

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Learning Hub',
    items: [
      { label: 'Dashboard', to: '/user', icon: 'home' },
      { label: 'My Progress', to: '/user/progress', icon: 'chart' },
    ],
  },
  {
    label: 'Learning',
    items: [
      { label: 'My Courses', to: '/user/courses', icon: 'book' },
      { label: 'Saved Courses', to: '/user/courses/save', icon: 'bookmark' },
      { label: 'Library', to: '/user/library', icon: 'library' },
      { label: 'Learning Analytics', to: '/user/analytics', icon: 'chart' },
      { label: 'Achievements', to: '/user/achievements', icon: 'trophy' },
    ],
  },
  {
    label: 'Community',
    items: [
      { label: 'Messages', to: '/user/messages', icon: 'chat' },
      { label: 'Calendar', to: '/user/calendar', icon: 'calendar' },
      { label: 'Reviews', to: '/user/reviews', icon: 'star' },
    ],
  },
  {
    label: 'Account',
    items: [
      { label: 'Profile', to: '/user/profile', icon: 'user' },
      { label: 'Account Settings', to: '/user/account', icon: 'gear' },
      { label: 'Billing', to: '/user/billing', icon: 'card' },
      { label: 'Security', to: '/user/security', icon: 'shield' },
      { label: 'Notifications', to: '/user/notifications', icon: 'bell' },
    ],
  },
  {
    label: 'Support',
    items: [
      { label: 'Help Center', to: '/user/help', icon: 'help' },
      { label: 'Feedback', to: '/user/feedback', icon: 'message' },
      { label: 'Settings', to: '/user/settings', icon: 'gear' },
    ],
  },
];

/** The active entry follows the path prefix; the longest matching entry wins (/user/courses/save over /user/courses). */
export function activeNavPath(pathname: string): string | null {
  let best: string | null = null;
  for (const item of NAV_GROUPS.flatMap((group) => group.items)) {
    const matches = pathname === item.to || pathname.startsWith(`${item.to}/`);
    if (matches && (!best || item.to.length > best.length)) best = item.to;
  }
  return best;
}
