import { registryEntries, staleRemoteUrls, strategyFor } from './rules.ts';

const origin = 'https://portal.test';
const get = (path: string, mode = 'cors') =>
  strategyFor({ url: new URL(path, origin), method: 'GET', mode, origin });

describe('what the service worker does with each request', () => {
  it('opens every page of the portal from the network, with the stored shell as the offline fallback', () => {
    expect(get('/user', 'navigate')).toBe('page');
    expect(get('/user/courses/react/read/lesson-1', 'navigate')).toBe('page');
    expect(get('/login?next=%2Fuser', 'navigate')).toBe('page');
  });

  it('gives a page the shell cannot show (API docs, an uploaded file) only the network, else the offline page', () => {
    expect(get('/api/docs', 'navigate')).toBe('page-outside-shell');
    expect(get('/public/upload/courses/slides.pdf', 'navigate')).toBe('page-outside-shell');
    expect(get('/remotes/learning/1.2.0-ab12cd/mf-manifest.json', 'navigate')).toBe('page-outside-shell');
  });

  it('keeps a remote’s built files on first use, since a version folder never changes', () => {
    expect(get('/remotes/learning/1.2.0-ab12cd/__federation_expose_App.3f5e9a1b2c.js')).toBe('remote-file');
    expect(get('/remotes/commerce/0.4.1-99aa00/src_pages_cart.1234abcd56.js')).toBe('remote-file');
  });

  it('asks the network first for the registry and each remote’s entry files, so a new release is seen at the next load', () => {
    expect(get('/registry.json')).toBe('entry-file');
    expect(get('/remotes/learning/1.2.0-ab12cd/mf-manifest.json')).toBe('entry-file');
    expect(get('/remotes/learning/1.2.0-ab12cd/remoteEntry.js')).toBe('entry-file');
  });

  it('stores of the API only who is signed in, and forgets it when they sign out', () => {
    expect(get('/api/auth/me')).toBe('signed-in-user');
    const signOut = { url: new URL('/api/auth/logout', origin), method: 'POST', mode: 'cors', origin };
    expect(strategyFor(signOut)).toBe('sign-out');
  });

  it.each([
    '/api/enrollments/user',
    '/api/orders/user?page=1&limit=10',
    '/api/users/me/notes',
    '/api/events',
    '/public/upload/courses/lesson.mp4',
    '/api/auth/me/sessions',
  ])('never stores %s, a user’s answer or file', (path) => {
    expect(get(path)).toBe('network');
  });

  it('leaves writes and other origins to the network', () => {
    const url = new URL('/api/cart', origin);
    expect(strategyFor({ url, method: 'POST', mode: 'cors', origin })).toBe('network');
    expect(strategyFor({ url, method: 'PUT', mode: 'cors', origin })).toBe('network');
    const elsewhere = new URL('https://cdn.example/remotes/learning/1/app.js');
    expect(strategyFor({ url: elsewhere, method: 'GET', mode: 'cors', origin })).toBe('network');
  });
});

describe('which stored remote files a new registry makes stale', () => {
  const cached = [
    `${origin}/remotes/learning/1.2.0-ab12cd/app.1111111111.js`,
    `${origin}/remotes/learning/1.2.0-ab12cd/mf-manifest.json`,
    `${origin}/remotes/learning/1.3.0-ef34ab/app.2222222222.js`,
    `${origin}/remotes/commerce/0.4.1-99aa00/cart.3333333333.js`,
    `${origin}/registry.json`,
  ];

  it('drops the files of a version the registry no longer lists and keeps the current ones', () => {
    const registry = {
      remotes: [
        { name: 'learning', entry: '/remotes/learning/1.3.0-ef34ab/mf-manifest.json' },
        { name: 'commerce', entry: '/remotes/commerce/0.4.1-99aa00/mf-manifest.json' },
      ],
    };
    expect(staleRemoteUrls(cached, registryEntries(registry))).toEqual([
      `${origin}/remotes/learning/1.2.0-ab12cd/app.1111111111.js`,
      `${origin}/remotes/learning/1.2.0-ab12cd/mf-manifest.json`,
    ]);
  });

  it('drops a remote the registry no longer has at all', () => {
    const registry = {
      remotes: [{ name: 'learning', entry: '/remotes/learning/1.3.0-ef34ab/mf-manifest.json' }],
    };
    expect(staleRemoteUrls(cached, registryEntries(registry))).toContain(
      `${origin}/remotes/commerce/0.4.1-99aa00/cart.3333333333.js`,
    );
  });

  it('keeps everything when the registry cannot be read', () => {
    expect(staleRemoteUrls(cached, registryEntries(null))).toEqual([]);
    expect(staleRemoteUrls(cached, registryEntries({ remotes: 'nope' }))).toEqual([]);
  });
});
