// Runs before each test file: DOM matchers, the browser APIs Chakra UI uses that jsdom lacks, and a clean
// API mock after every test.
import '@testing-library/jest-dom/jest-globals';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, jest } from '@jest/globals';
// A relative import: this file lives outside every package, so package names would not resolve here.
import { resetApiMocks } from '../../shared-api/src/testing/mock-api.ts';

if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= NoopObserver;
// Chakra's switches and checkboxes (zag) create PointerEvents on blur; jsdom has none.
window.PointerEvent ??= class PointerEvent extends MouseEvent {
  constructor(type, init = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? 'mouse';
  }
};
window.IntersectionObserver ??= NoopObserver;
window.scrollTo = () => {};
// jsdom opens no windows (and logs 'Not implemented'); Join opens the meeting room in a new tab.
window.open = () => null;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
Object.defineProperty(navigator, 'clipboard', {
  value: { writeText: jest.fn(async () => {}) },
  configurable: true,
});

// findBy… and waitFor give up after 1 s by default. npm test runs jest in the background, beside the browser
// journeys, where a render can take longer: 5 s changes no assertion, only how long one waits to fail. Testing
// Library is each package's own dependency, so it is resolved from the package under test.
const packageRequire = createRequire(join(process.cwd(), 'package.json'));
const testingLibrary = (() => {
  try {
    return packageRequire.resolve('@testing-library/react');
  } catch {
    return null; // a package without page tests
  }
})();
if (testingLibrary) (await import(testingLibrary)).configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  resetApiMocks();
  localStorage.clear();
});
