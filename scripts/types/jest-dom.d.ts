// jest-dom's own augmentation does not merge with @types/jest 30 (their Matchers type parameters differ),
// so the front packages get the DOM matchers on `expect` from here.
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare global {
  namespace jest {
    interface Matchers<R, T = {}> extends TestingLibraryMatchers<unknown, R> {}
  }
}
