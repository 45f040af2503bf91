import { screen, waitFor, within } from '@testing-library/react';
import { buildConversation, buildMessage, buildUser, mockApi } from '@portal/shared-api/testing';
import { authStore } from '@portal/shared-api/core';
import { phoneWindowInEachTest, renderWithProviders } from '@portal/shared-ui/testing';
import { MessagesPage } from './messages-page.tsx';

const maya = buildConversation({ Id: 'c-maya', UnreadCount: 2 });
const other = buildConversation({ Id: 'c-other', Title: 'React study group', Type: 'group' });

function api() {
  return mockApi({
    'GET /api/conversations': () => ({ body: { conversations: [maya, other], unread: 2 } }),
    'GET /api/conversations/:id/messages': () => ({
      body: {
        messages: [buildMessage({ ConversationId: 'c-maya', Content: 'See you at the review' })],
        hasMore: false,
      },
    }),
    'PUT /api/conversations/:id/read': () => ({ status: 204 }),
    'GET /api/presence': () => ({ body: { Choice: 'online', Status: 'online' } }),
  });
}

phoneWindowInEachTest();
beforeEach(() => authStore.getState().setUser(buildUser({ Id: 'user-1' })));
afterEach(() => authStore.getState().setUser(null));

describe('MessagesPage on a phone', () => {
  it('shows the list alone and marks nothing read until a conversation is chosen', async () => {
    const calls = api();
    renderWithProviders(<MessagesPage />, { route: '/user/messages' });
    expect(await screen.findAllByTestId('conversation')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Conversation' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('message')).not.toBeInTheDocument();
    expect(calls.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('opens the chosen conversation full screen, and Back returns to the list', async () => {
    const calls = api();
    const { user } = renderWithProviders(<MessagesPage />, { route: '/user/messages' });
    await user.click((await screen.findAllByTestId('conversation'))[0]!);
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('See you at the review')).toBeInTheDocument();
    // Focus follows to the pane that appears, and back to the conversation left.
    expect(within(conversation).getByRole('button', { name: /Back to conversations/ })).toHaveFocus();
    expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(calls.calls.some((c) => c.method === 'PUT' && c.path === '/api/conversations/c-maya/read')).toBe(
        true,
      ),
    );
    await user.click(within(conversation).getByRole('button', { name: /Back to conversations/ }));
    expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conversation' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('conversation')[0]).toHaveFocus();
  });
});
