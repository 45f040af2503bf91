// The region's state machine: idle → loading → loaded | failed; disabled when the registry turns it off.
import type { RemoteApp } from '../federation/remotes.ts';

export type RegionState =
  | { status: 'loading'; attempt: number }
  | { status: 'loaded'; App: RemoteApp; attempt: number }
  | { status: 'failed'; reason: 'error' | 'timeout'; attempt: number; explanation?: string | null };

export type RegionEvent =
  | { type: 'retry' }
  | { type: 'loaded'; App: RemoteApp; attempt: number }
  | { type: 'failed'; reason: 'error' | 'timeout'; attempt: number; explanation?: string | null };

export function regionReducer(state: RegionState, event: RegionEvent): RegionState {
  switch (event.type) {
    case 'retry':
      return { status: 'loading', attempt: state.attempt + 1 };
    case 'loaded':
      // A late answer from an earlier attempt (after a timeout and a retry) is ignored.
      return event.attempt === state.attempt
        ? { status: 'loaded', App: event.App, attempt: state.attempt }
        : state;
    case 'failed':
      return event.attempt === state.attempt && state.status === 'loading'
        ? { status: 'failed', reason: event.reason, attempt: state.attempt, explanation: event.explanation }
        : state;
  }
}
