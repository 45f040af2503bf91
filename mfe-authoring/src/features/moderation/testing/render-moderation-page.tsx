import { mockApi, type MockApi, type MockHandler } from '@portal/shared-api/testing';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { ModerationPage } from '../pages/moderation-page.tsx';
import { buildSummary, list, ok, ROUTES } from './moderation-fixtures.ts';

/** Every queue empty unless a handler says otherwise. */
const EMPTY: Record<string, MockHandler> = {
  [ROUTES.summary]: ok(buildSummary()),
  [ROUTES.pending]: ok(list.reviews([])),
  [ROUTES.reports]: ok(list.reports([])),
  [ROUTES.feedback]: ok(list.feedback([])),
  [ROUTES.actions]: ok(list.actions()),
};

/** The page at `route` (a tab in `?tab=`) against these API answers. */
export function renderPage(
  handlers: Record<string, MockHandler>,
  route = '/admin/moderation',
): ReturnType<typeof renderWithProviders> & { api: MockApi } {
  const api = mockApi({ ...EMPTY, ...handlers });
  return { api, ...renderWithProviders(<ModerationPage />, { route }) };
}
