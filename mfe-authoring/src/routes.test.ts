import { routeManifestProblems } from '@portal/shared-ui/testing';
import manifest from './routes.ts';

describe('the route manifest', () => {
  it('lists each path once, loads a component for every page, and reaches every page file', async () => {
    expect(await routeManifestProblems(manifest, new URL('./routes.ts', import.meta.url))).toEqual([]);
  });

  it("serves a new course and its edit address with one page, so the first save's move keeps it mounted", () => {
    const page = (path: string) => manifest.routes.find((route) => route.path === path)?.page;
    expect(page('/instructor/courses/new')).toBeDefined();
    expect(page('/instructor/courses/:id/edit')).toBe(page('/instructor/courses/new'));
  });
});
