import { screen } from '@testing-library/react';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { MEDIA_TEXTS } from '@portal/shared-api/medias';
import { PlayingOriginalNote } from './stream-note.tsx';

describe('PlayingOriginalNote', () => {
  it('tells the learner a processing (or failed) video plays its original file', () => {
    renderWithProviders(<PlayingOriginalNote content={{ streamStatus: 'processing', streamUrl: null }} />);
    expect(screen.getByRole('status')).toHaveTextContent(MEDIA_TEXTS.playingOriginal);
  });

  it('says nothing once the stream is ready, or for a video without one', () => {
    const { unmount } = renderWithProviders(
      <PlayingOriginalNote content={{ streamStatus: 'ready', streamUrl: '/stream/manifest.mpd' }} />,
    );
    expect(screen.queryByText(MEDIA_TEXTS.playingOriginal)).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<PlayingOriginalNote content={{ streamStatus: null, streamUrl: null }} />);
    expect(screen.queryByText(MEDIA_TEXTS.playingOriginal)).not.toBeInTheDocument();
  });
});
