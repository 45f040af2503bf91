import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it('keeps a same-origin path with its query', () => {
    expect(safeNext('/user/orders?page=2')).toBe('/user/orders?page=2');
  });
  it.each([
    'https://evil.test/x',
    '//evil.test/x',
    '/\\evil.test',
    'javascript:alert(1)',
    '',
    null,
    '/login',
  ])('refuses %s and goes to the dashboard', (next) => {
    expect(safeNext(next)).toBe('/user');
  });
});
