import { act, screen, waitFor, within } from '@testing-library/react';
import {
  buildConversation,
  buildMessage,
  buildParticipant,
  buildRecipient,
  buildUser,
  mockApi,
  type MockRequest,
} from '@portal/shared-api/testing';
import { authStore } from '@portal/shared-api/core';
import { emitLiveEvent } from '@portal/shared-api/live';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { MessagesPage } from './messages-page.tsx';

const me = buildUser({ Id: 'user-1', Firstname: 'Alex', Lastname: 'Student' });
const maya = buildConversation({ Id: 'c-maya', UnreadCount: 2 });
const group = buildConversation({
  Id: 'c-group',
  Type: 'group',
  Title: 'React study group',
  Participants: [buildParticipant({ Firstname: 'Lucas', Lastname: 'Silva', Status: 'away' })],
});

function api(overrides: Record<string, (request: MockRequest) => { status?: number; body?: unknown }> = {}) {
  let page = {
    messages: [
      buildMessage({
        Id: 'm-1',
        ConversationId: 'c-maya',
        Content: 'Did you see https://academy.test/slides ?',
      }),
      buildMessage({ Id: 'm-2', ConversationId: 'c-maya', Content: 'My own note', IsOwn: true }),
    ],
    hasMore: false,
  };
  return mockApi({
    'GET /api/conversations': () => ({ body: { conversations: [maya, group], unread: 2 } }),
    'GET /api/conversations/:id/messages': (request) => ({
      body: request.path.includes('c-maya') ? page : { messages: [], hasMore: false },
    }),
    'PUT /api/conversations/:id/read': () => ({ status: 204 }),
    'GET /api/presence': () => ({ body: { Choice: 'online', Status: 'online' } }),
    'POST /api/conversations/:id/messages': (request) => {
      const sent = buildMessage({
        ConversationId: 'c-maya',
        Content: (request.body as { Content: string }).Content,
        IsOwn: true,
      });
      page = { ...page, messages: [...page.messages, sent] };
      return { status: 201, body: sent };
    },
    'GET /api/conversations/recipients': () => ({
      body: [buildRecipient({ Id: 'u-ben', Firstname: 'Ben', Lastname: 'Lee' })],
    }),
    ...overrides,
  });
}

function renderPage(route = '/user/messages') {
  authStore.getState().setUser(me);
  return renderWithProviders(<MessagesPage />, { route });
}

describe('MessagesPage', () => {
  afterEach(() => authStore.getState().setUser(null));

  it('selects the first conversation, shows its messages with safe links, and marks it read', async () => {
    const calls = api();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByRole('link', { name: 'https://academy.test/slides' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await waitFor(() =>
      expect(calls.calls.some((c) => c.method === 'PUT' && c.path === '/api/conversations/c-maya/read')).toBe(
        true,
      ),
    );
    expect(screen.getAllByTestId('conversation')[0]).toHaveAttribute('aria-current', 'true');
  });

  it('offers reply and delete only on one’s own messages', async () => {
    api();
    renderPage();
    const messages = await screen.findAllByTestId('message');
    expect(within(messages[0]!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(messages[1]!).getByRole('button', { name: 'Delete your message' })).toBeInTheDocument();
    expect(within(messages[1]!).getByRole('button', { name: 'Reply to your message' })).toBeInTheDocument();
  });

  it('sends on Enter, breaks the line on Shift+Enter, ignores whitespace, and clears the reply target', async () => {
    const calls = api();
    const { user } = renderPage();
    const messages = await screen.findAllByTestId('message');
    await user.click(within(messages[1]!).getByRole('button', { name: 'Reply to your message' }));
    expect(screen.getByTestId('reply-target')).toHaveTextContent('My own note');
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, '   {Enter}');
    expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line{Enter}');
    await waitFor(() => expect(calls.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const sent = calls.calls.find((c) => c.method === 'POST')!;
    expect(sent.body).toEqual({ Content: 'First line\nsecond line', ReplyToId: 'm-2' });
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByTestId('reply-target')).not.toBeInTheDocument();
    expect(await screen.findByText(/second line/)).toBeInTheDocument();
  });

  it("says 'No messages yet' for a conversation without messages", async () => {
    api();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /React study group/ }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('refreshes the open conversation when the live stream announces a message', async () => {
    let served = 0;
    api({
      'GET /api/conversations/:id/messages': () => {
        served += 1;
        return {
          body: {
            messages: [buildMessage({ Content: served > 1 ? 'Fresh from Maya' : 'Older hello' })],
            hasMore: false,
          },
        };
      },
    });
    renderPage();
    await screen.findByText('Older hello');
    act(() =>
      emitLiveEvent('message', {
        ConversationId: 'c-maya',
        MessageId: 'm-9',
        Kind: 'created',
        SenderId: 'maya-1',
      }),
    );
    expect(await screen.findByText('Fresh from Maya')).toBeInTheDocument();
  });

  it('starts a conversation from New Message with the people one may message', async () => {
    const calls = api({
      'POST /api/conversations': () => ({ status: 201, body: buildConversation({ Id: 'c-ben' }) }),
    });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'New Message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Message' });
    await user.click(await within(dialog).findByText('Ben Lee'));
    await user.click(within(dialog).getByRole('button', { name: 'Start conversation' }));
    await waitFor(() =>
      expect(calls.calls.find((c) => c.method === 'POST' && c.path === '/api/conversations')?.body).toEqual({
        ParticipantIds: ['u-ben'],
      }),
    );
  });
});
