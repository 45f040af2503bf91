import { jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { RegistryEntry } from '@portal/shared-api/core';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { describeLoadError } from '../federation/load-errors.ts';
import { RemoteLoadError } from '../federation/remotes.ts';
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

describe('a remote built for other singleton versions', () => {
  it('fails inside its region with a message naming the package and both versions', async () => {
    const cause = new Error(
      '[ Federation Runtime ]: Version 1.0.0 from shell of shared singleton module @portal/shared-ui does not satisfy the requirement of community which needs ^1.4.0)',
    );
    const load = async () => {
      throw new RemoteLoadError(describeLoadError(cause), cause);
    };
    renderWithProviders(<RemoteRegion entry={entry} load={load} />);
    expect(
      await screen.findByText(
        'This section needs @portal/shared-ui ^1.4.0, but the portal runs @portal/shared-ui 1.0.0. It will work again once both are released together.',
      ),
    ).toBeInTheDocument();
  });
});
