import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildGroup } from '@portal/shared-api/testing';
import { mockSocial, renderPage } from '../testing/social-page-test-kit.tsx';

describe('SocialPage: study groups', () => {
  it('shows groups with seats and privacy, disables Join when full, and joins one', async () => {
    let joined = '';
    const open = buildGroup({
      Id: '00000000-0000-4000-8000-0000000000c1',
      Username: 'Open circle',
      MemberCount: 3,
      MaxMembers: 12,
    });
    mockSocial({
      'GET /api/social/groups': () => ({
        status: 200,
        body: {
          groups: [
            open,
            buildGroup({ Username: 'Full house', MemberCount: 4, MaxMembers: 4 }),
            buildGroup({ Username: 'Secret club', Privacy: 'private' }),
          ],
          courses: [],
        },
      }),
      'PUT /api/social/groups/:id/membership': (request) => {
        joined = request.path;
        return { status: 200, body: { ...open, IsJoined: true, Membership: 'active', MemberCount: 4 } };
      },
    });
    renderPage('/user/social?tab=groups');
    const full = await screen.findByRole('article', { name: 'Full house' });
    expect(within(full).getByText('4/4 members')).toBeInTheDocument();
    expect(within(full).getByRole('button', { name: 'Join' })).toBeDisabled();
    const secret = screen.getByRole('article', { name: 'Secret club' });
    expect(within(secret).getByText('Private')).toBeInTheDocument();
    expect(within(secret).getByRole('button', { name: 'Request to Join' })).toBeEnabled();
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Open circle' })).getByRole('button', { name: 'Join' }),
    );
    expect(await screen.findByText('You joined the group')).toBeInTheDocument();
    expect(joined).toBe('/api/social/groups/00000000-0000-4000-8000-0000000000c1/membership');
  });

  it('lets a group’s creator approve a pending request', async () => {
    let approved = '';
    const mine = buildGroup({
      Id: '00000000-0000-4000-8000-0000000000d1',
      Username: 'My lab',
      Privacy: 'private',
      isCreator: true,
      IsJoined: true,
      Membership: 'active',
      PendingRequests: 1,
    });
    mockSocial({
      'GET /api/social/groups': () => ({ status: 200, body: { groups: [mine], courses: [] } }),
      'GET /api/social/groups/:id/requests': () => ({
        status: 200,
        body: {
          requests: [
            {
              UserId: '00000000-0000-4000-8000-0000000000e1',
              Username: 'mayachen',
              Firstname: 'Maya',
              Lastname: 'Chen',
              Avatar: null,
              RequestedAt: new Date().toISOString(),
            },
          ],
        },
      }),
      'PUT /api/social/groups/:id/requests/:userId': (request) => {
        approved = request.path;
        return { status: 200, body: { ...mine, PendingRequests: 0, MemberCount: 4 } };
      },
    });
    renderPage('/user/social?tab=groups');
    const card = await screen.findByRole('article', { name: 'My lab' });
    expect(within(card).queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Requests (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Join Requests' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Approve Maya Chen' }));
    await waitFor(() =>
      expect(approved).toBe(
        '/api/social/groups/00000000-0000-4000-8000-0000000000d1/requests/00000000-0000-4000-8000-0000000000e1',
      ),
    );
  });
});
