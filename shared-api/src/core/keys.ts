// SWR key factories. Keys are arrays whose first item is the domain, so one mutation can refresh a whole
// domain (`invalidates: [orderKeys]`) without knowing which lists and details are on screen.
export type DomainKeys<D extends string = string> = {
  all: () => readonly [D];
  list: (...params: unknown[]) => readonly unknown[];
  detail: (id: string) => readonly [D, 'detail', string];
  mutation: (name: string) => readonly [D, 'mutation', string];
  isKey: (key: unknown) => boolean;
};

export function domainKeys<D extends string>(domain: D): DomainKeys<D> {
  return {
    all: () => [domain] as const,
    list: (...params) => [domain, 'list', ...params] as const,
    detail: (id) => [domain, 'detail', id] as const,
    mutation: (name) => [domain, 'mutation', name] as const,
    isKey: (key) => Array.isArray(key) && key[0] === domain,
  };
}
