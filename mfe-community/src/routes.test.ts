import { routeManifestProblems } from '@portal/shared-ui/testing';
import manifest from './routes.ts';

describe('the route manifest', () => {
  it('lists each path once, loads a component for every page, and reaches every page file', async () => {
    expect(await routeManifestProblems(manifest, new URL('./routes.ts', import.meta.url))).toEqual([]);
  });
});
