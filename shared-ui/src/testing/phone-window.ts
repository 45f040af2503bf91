// A window narrower than the md breakpoint for the tests of a describe block: the query useIsPhone asks
// matches, every other query answers as jsdom's window does. Restored after each test.
import { BELOW_MD } from '../providers/use-is-phone.ts';

export function phoneWindowInEachTest() {
  const desktopMatchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === BELOW_MD });
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });
}
