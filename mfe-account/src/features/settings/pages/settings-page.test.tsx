import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@portal/shared-api/testing';
import { DEFAULT_USER_SETTINGS, SETTINGS_TEXTS } from '@portal/shared-api/settings';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { SettingsPage } from './settings-page.tsx';

const player = {
  playbackRate: 1,
  captionsEnabled: false,
  captionsLanguage: 'en',
  quality: null,
  autoAdvance: true,
  volume: 1,
  muted: false,
};

function api(exportStatus: 'none' | 'ready' = 'none') {
  return mockApi({
    'GET /api/settings': () => ({ body: DEFAULT_USER_SETTINGS }),
    'PUT /api/settings': (request) => ({ body: { ...DEFAULT_USER_SETTINGS, ...(request.body as object) } }),
    'GET /api/player/preferences': () => ({ body: player }),
    'PUT /api/player/preferences': (request) => ({ body: { ...player, ...(request.body as object) } }),
    'GET /api/settings/data-export': () => ({
      body: {
        Export:
          exportStatus === 'ready'
            ? {
                Id: 'e1',
                Status: 'ready',
                Size: 20480,
                CreatedAt: '2026-11-20T10:00:00.000Z',
                ReadyAt: '2026-11-20T10:01:00.000Z',
                DownloadUrl: '/api/settings/data-export/e1/download',
              }
            : null,
      },
    }),
    'POST /api/settings/data-export': () => ({
      status: 202,
      body: {
        Id: 'e2',
        Status: 'pending',
        Size: null,
        CreatedAt: new Date().toISOString(),
        ReadyAt: null,
        DownloadUrl: null,
      },
    }),
  });
}

describe('SettingsPage', () => {
  it('saves the font size and a player default as they change', async () => {
    const calls = api();
    renderWithProviders(<SettingsPage />, { route: '/user/settings' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Font size' }), 'large');
    await waitFor(() =>
      expect(calls.calls.find((c) => c.method === 'PUT' && c.path.endsWith('/api/settings'))?.body).toEqual({
        FontSize: 'large',
      }),
    );
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Playback speed' }), '1.5');
    await waitFor(() =>
      expect(
        calls.calls.find((c) => c.path.endsWith('/api/player/preferences') && c.method === 'PUT')?.body,
      ).toEqual({
        playbackRate: 1.5,
      }),
    );
    expect(screen.getAllByText(SETTINGS_TEXTS.saved).length).toBeGreaterThan(0);
  });

  it('starts a data export and offers a ready one for download, next to Close Account', async () => {
    const calls = api('ready');
    renderWithProviders(<SettingsPage />, { route: '/user/settings' });
    expect(await screen.findByRole('button', { name: 'Download ZIP' })).toBeInTheDocument();
    expect(screen.getByText(/Ready since .* \(20 KB\)\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close Account' })).toHaveAttribute(
      'href',
      '/user/profile?tab=close',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText(SETTINGS_TEXTS.exportStarted)).toBeInTheDocument();
    expect(calls.calls.some((c) => c.method === 'POST')).toBe(true);
  });
});
