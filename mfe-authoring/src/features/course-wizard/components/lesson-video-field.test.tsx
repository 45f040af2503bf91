import { act, screen, within } from '@testing-library/react';
import { mockApi } from '@portal/shared-api/testing';
import { emitLiveEvent } from '@portal/shared-api/live';
import type { UploadedMedia } from '@portal/shared-api/medias';
import { renderWithProviders } from '@portal/shared-ui/testing';
import type { DraftMedia } from '../hooks/use-course-draft-editor.ts';
import { LessonVideoField } from './lesson-video-field.tsx';

const ID = '3f1c7c52-4a65-4a59-9a49-000000000001';
const MEDIA = `GET /api/medias/${ID}`;

function draftMedia(over: Partial<DraftMedia> = {}): DraftMedia {
  return {
    Id: ID,
    name: 'intro.mp4',
    url: `/public/upload/courses/ada/${ID}.mp4`,
    posterUrl: null,
    durationSeconds: 95,
    Status: 'processing',
    Progress: 0,
    Error: null,
    ...over,
  };
}

function serverMedia(over: Partial<UploadedMedia> = {}): UploadedMedia {
  return {
    Id: ID,
    Slug: 'intro',
    Username: 'intro.mp4',
    Hashname: `${ID}.mp4`,
    Extension: 'video/mp4',
    Size: 1024,
    SubDir: 'courses/ada',
    Kind: 'video',
    url: `/public/upload/courses/ada/${ID}.mp4`,
    DurationSeconds: 95,
    PosterUrl: null,
    CreatedAt: '2026-11-23T10:00:00.000Z',
    Status: 'processing',
    Progress: 0,
    Error: null,
    ManifestUrl: null,
    Renditions: [],
    DownloadUrl: null,
    Captions: [],
    ...over,
  };
}

const renderField = (media: DraftMedia) =>
  renderWithProviders(<LessonVideoField media={media} onUploaded={() => {}} onRemove={() => {}} />);

/** The polite-live region that holds the processing status. */
const statusRegion = () => screen.getByRole('status', { name: 'Video processing' });

describe('LessonVideoField: the video’s processing', () => {
  it('shows Processing n % with a bar that moves with the live stream, then Ready with the ladder', async () => {
    let answer = serverMedia({ Progress: 12 });
    mockApi({ [MEDIA]: () => ({ body: answer }) });
    renderField(draftMedia());
    const bar = await screen.findByRole('progressbar', { name: 'Processing 12 %' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');

    act(() => emitLiveEvent('media', { Id: ID, Status: 'processing', Progress: 57, Error: null }));
    expect(await screen.findByRole('progressbar', { name: 'Processing 57 %' })).toHaveAttribute(
      'aria-valuenow',
      '57',
    );
    // Another video's news is not this one's.
    act(() => emitLiveEvent('media', { Id: 'other', Status: 'failed', Progress: 0, Error: 'No' }));
    expect(screen.queryByText('Processing failed')).not.toBeInTheDocument();

    // Ready: the event says so, and the media is read again for its ladder.
    answer = serverMedia({
      Status: 'ready',
      Progress: 100,
      Renditions: [480, 1080, 360, 720].map((Height) => ({ Height, Width: 0, Bandwidth: 0 })),
    });
    act(() => emitLiveEvent('media', { Id: ID, Status: 'ready', Progress: 100, Error: null }));
    expect(await within(statusRegion()).findByText('1080p · 720p · 480p · 360p')).toBeInTheDocument();
    expect(within(statusRegion()).getByText('Ready')).toBeInTheDocument();
  });

  it('shows a failure with its reason, and Retry queues the video again', async () => {
    const failed = serverMedia({ Status: 'failed', Error: 'The file could not be read as a video.' });
    const api = mockApi({
      [MEDIA]: () => ({ body: failed }),
      [`POST /api/medias/${ID}/transcode`]: () => ({ status: 202, body: serverMedia() }),
    });
    const { user } = renderField(draftMedia({ Status: 'failed', Error: failed.Error }));
    const region = statusRegion();
    expect(within(region).getByText('Processing failed')).toBeInTheDocument();
    expect(within(region).getByText('The file could not be read as a video.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Processing the video again.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/transcode'))).toBe(true);
  });

  it('says nothing for a video from before transcoding', async () => {
    mockApi({ [MEDIA]: () => ({ body: serverMedia({ Status: null, Progress: null }) }) });
    renderField(draftMedia({ Status: null, Progress: null }));
    expect(screen.getByText('intro.mp4')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Video processing' })).not.toBeInTheDocument();
  });
});
