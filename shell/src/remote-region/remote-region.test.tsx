import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { RegistryEntry } from '@portal/shared-api/core';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { RemoteRegion } from './remote-region.tsx';

const entry: RegistryEntry = {
  name: 'community',
  entry: '/remotes/community/1/mf-manifest.json',
  version: '1',
  routes: [{ path: '/user/meetings', access: 'user' }],
  enabled: true,
};

function Meetings() {
  return <h1>Meetings</h1>;
}

describe('RemoteRegion', () => {
  it('shows the fallback when the remote fails, and Retry loads it again without a reload', async () => {
    const calls: boolean[] = [];
    const load = async (_entry: RegistryEntry, { retry = false } = {}) => {
      calls.push(retry);
      if (calls.length === 1) throw new Error('offline');
      return Meetings;
    };
    const { user } = renderWithProviders(<RemoteRegion entry={entry} load={load} />);
    expect(await screen.findByText('This section could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Meetings' })).toBeInTheDocument();
    expect(calls).toEqual([false, true]);
  });

  it('gives up after the timeout and offers Retry', async () => {
    const load = () => new Promise<never>(() => {});
    renderWithProviders(<RemoteRegion entry={entry} load={load} timeoutMs={50} />);
    expect(
      await screen.findByText('It is taking too long to answer. Check your connection and try again.'),
    ).toBeInTheDocument();
  });

  it('keeps a crash inside the region', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RemoteRegion entry={entry} load={async () => Broken} />);
    expect(await screen.findByText('Something went wrong while showing this page.')).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('shows a maintenance panel for a remote the registry disables', () => {
    renderWithProviders(<RemoteRegion entry={{ ...entry, enabled: false }} load={async () => Meetings} />);
    expect(screen.getByText('This section is under maintenance')).toBeInTheDocument();
  });
});
