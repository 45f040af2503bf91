// The sidebar's entries in their groups (docs/product/portal.md#sidebar), plus the role-gated Teaching and
// Administration groups. Who sees a group comes from the registry (the remotes' route manifests), not from
// here.
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
  | 'message'
  | 'plus'
  | 'pen'
  | 'video'
  | 'flag';

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
  {
    label: 'Teaching',
    items: [
      { label: 'My Courses', to: '/instructor/courses', icon: 'book' },
      { label: 'New Course', to: '/instructor/courses/new', icon: 'plus' },
      { label: 'Media Library', to: '/instructor/media', icon: 'video' },
      { label: 'Posts', to: '/users/posts/manage', icon: 'pen' },
    ],
  },
  {
    label: 'Administration',
    items: [{ label: 'Moderation', to: '/admin/moderation', icon: 'flag' }],
  },
];

/** Pages outside the sidebar that belong under an entry (docs/product/portal.md#active-entry). */
const NEAREST_ENTRY: Record<string, string> = {
  '/user/meetings': '/user/calendar',
  '/user/orders': '/user/billing',
  '/user/notification-settings': '/user/notifications',
  '/user/history': '/user/progress',
  '/user/contacts': '/user/messages',
};

function covers(entry: string, pathname: string): boolean {
  // The dashboard's /user is a prefix of every page: it is active on itself only.
  if (entry === '/user') return pathname === '/user';
  return pathname === entry || pathname.startsWith(`${entry}/`);
}

/** The entry to highlight: the longest entry covering the path, else the nearest entry of a known page. */
export function activeNavPath(
  pathname: string,
  items = NAV_GROUPS.flatMap((group) => group.items),
): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: string | null = null;
  for (const item of items) {
    if (covers(item.to, path) && (!best || item.to.length > best.length)) best = item.to;
  }
  if (best) return best;
  const page = Object.keys(NEAREST_ENTRY).find((prefix) => covers(prefix, path));
  const nearest = page ? NEAREST_ENTRY[page] : undefined;
  return nearest && items.some((item) => item.to === nearest) ? nearest : null;
}
