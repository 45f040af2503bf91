// SWR key factories, one per domain. Keys are arrays whose first item is the domain, so a mutation can
// invalidate a whole domain with `mutate((key) => orderKeys.isKey(key))`.
function domainKeys<D extends string>(domain: D) {
  return {
    all: () => [domain] as const,
    list: (...params: unknown[]) => [domain, 'list', ...params] as const,
    detail: (id: string) => [domain, 'detail', id] as const,
    mutation: (name: string) => [domain, 'mutation', name] as const,
    isKey: (key: unknown): boolean => Array.isArray(key) && key[0] === domain,
  };
}

export const userKeys = domainKeys('users');

export const dashboardKeys = {
  ...domainKeys('dashboard'),
  isDashboardKey: (key: unknown) => Array.isArray(key) && key[0] === 'dashboard',
};

export const meetingKeys = {
  ...domainKeys('meetings'),
  isMeetingKey: (key: unknown) => Array.isArray(key) && key[0] === 'meetings',
};

export const orderKeys = domainKeys('orders');

export const postKeys = domainKeys('posts');
