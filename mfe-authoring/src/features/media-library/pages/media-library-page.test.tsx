import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { emitLiveEvent } from '@portal/shared-api/live';
import { mockApi, type MockHandler } from '@portal/shared-api/testing';
import type { UploadedMedia } from '@portal/shared-api/medias';
import { renderWithProviders } from '@portal/shared-ui/testing';
import { MediaLibraryPage } from './media-library-page.tsx';

const LIST = 'GET /api/medias';
let sequence = 0;
function buildVideo(overrides: Partial<UploadedMedia> = {}): UploadedMedia {
  sequence += 1;
  const id = `3f1c7c52-4a65-4a59-9a49-${String(sequence).padStart(12, '0')}`;
  return {
    Id: id,
    Slug: `video-${sequence}`,
    Username: `lesson-${sequence}.mp4`,
    Hashname: `${id}.mp4`,
    Extension: 'video/mp4',
    Size: 5 * 1024 * 1024,
    SubDir: 'courses/ada',
    Kind: 'video',
    url: `/public/upload/courses/ada/${id}.mp4`,
    DurationSeconds: 95,
    PosterUrl: null,
    CreatedAt: '2026-11-23T10:00:00.000Z',
    Status: null,
    Progress: null,
    Error: null,
    ManifestUrl: null,
    Renditions: [],
    DownloadUrl: null,
    Captions: [],
    ...overrides,
  };
}
const page =
  (items: UploadedMedia[], total = items.length) =>
  () => ({ body: { items, total } });
const failure = (status: number, message: string) => () => ({
  status,
  body: { statusCode: status, message },
});
const renderPage = () => renderWithProviders(<MediaLibraryPage />, { route: '/instructor/media' });

describe('MediaLibraryPage', () => {
  it('lists the author’s videos, newest first, 20 a page, asking the server for videos only', async () => {
    const api = mockApi({ [LIST]: page([buildVideo({ Username: 'Intro.mp4', PosterUrl: '/p.webp' })], 45) });
    renderPage();
    expect(screen.getByRole('heading', { name: 'Media Library' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Intro.mp4' });
    expect(within(card).getByRole('img', { name: 'Thumbnail of Intro.mp4' })).toBeInTheDocument();
    expect(within(card).getByText('1:35')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Video pages' })).toBeInTheDocument();
    expect(api.calls[0]!.query).toEqual({ kind: 'video', take: '20', skip: '0' });
  });

  it('badges each video with its processing, and follows the live stream', async () => {
    const video = buildVideo({ Username: 'Intro.mp4', Status: 'processing', Progress: 10 });
    mockApi({ [LIST]: page([video, buildVideo({ Username: 'Old.mp4', Status: 'failed' })]) });
    renderPage();
    const card = await screen.findByRole('article', { name: 'Intro.mp4' });
    expect(within(card).getByText('Processing 10 %')).toBeInTheDocument();
    const old = screen.getByRole('article', { name: 'Old.mp4' });
    expect(within(old).getByText('Processing failed')).toBeInTheDocument();
    act(() => emitLiveEvent('media', { Id: video.Id, Status: 'processing', Progress: 64, Error: null }));
    expect(await within(card).findByText('Processing 64 %')).toBeInTheDocument();
  });

  it("says 'Failed to load videos.' when the list cannot be loaded", async () => {
    mockApi({ [LIST]: failure(500, 'Something went wrong on our side. Please try again.') });
    renderPage();
    expect(await screen.findByText('Failed to load videos.')).toBeInTheDocument();
  });

  it("renames a video, and says 'Failed to update video.' with the reason when it fails", async () => {
    const video = buildVideo({ Username: 'Intro.mp4' });
    let answer: MockHandler = failure(400, 'Use at most 200 characters');
    mockApi({ [LIST]: page([video]), 'PUT /api/medias/:slug': (request) => answer(request) });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Rename Intro.mp4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename video' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Welcome');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Failed to update video. Use at most 200 characters'),
    ).toBeInTheDocument();
    answer = () => ({ status: 200, body: { ...video, Username: 'Welcome' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('File renamed')).toBeInTheDocument();
  });

  it("says 'Failed to delete video.' with the server's reason when a course still uses it", async () => {
    mockApi({
      [LIST]: page([buildVideo({ Username: 'Intro.mp4' })]),
      'DELETE /api/medias/:slug': failure(
        409,
        'This file is part of a course. Remove it from the course before deleting it.',
      ),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Intro.mp4' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete video.')).toBeInTheDocument();
    expect(screen.getByText(/Remove it from the course before deleting it/)).toBeInTheDocument();
  });

  describe('uploads and thumbnails, with the browser’s media and network faked', () => {
    const restore: (() => void)[] = [];
    afterEach(() => restore.splice(0).forEach((undo) => undo()));
    /** The video element fires these events once its source is set, as a browser would. */
    function videoWill(...events: string[]) {
      const src = jest.spyOn(HTMLMediaElement.prototype, 'src', 'set').mockImplementation(function (
        this: HTMLMediaElement,
      ) {
        for (const type of events) setTimeout(() => this.dispatchEvent(new Event(type)));
      });
      const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
      restore.push(
        () => src.mockRestore(),
        () => load.mockRestore(),
      );
    }

    it("says 'Failed to load video for thumbnail generation' when the stored video cannot be played", async () => {
      videoWill('error');
      mockApi({ [LIST]: page([buildVideo({ Username: 'Intro.avi' })]) });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Generate thumbnail for Intro.avi' }));
      expect(await screen.findByText('Failed to load video for thumbnail generation')).toBeInTheDocument();
    });

    it("says 'Failed to generate thumbnail' when the frame cannot be drawn", async () => {
      // Loaded and seeked, but jsdom's video has no picture (0 × 0): nothing to draw.
      videoWill('loadedmetadata', 'seeked');
      const api = mockApi({ [LIST]: page([buildVideo({ Username: 'Intro.mp4' })]) });
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Generate thumbnail for Intro.mp4' }));
      expect(await screen.findByText('Failed to generate thumbnail')).toBeInTheDocument();
      expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    });

    it("says 'Failed to upload video. Please try again.' when the upload fails", async () => {
      const sent: string[] = [];
      class FailingXhr {
        status = 0;
        responseText = '';
        withCredentials = false;
        upload = { onprogress: null };
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        onabort: (() => void) | null = null;
        open(_method: string, url: string) {
          sent.push(url);
        }
        setRequestHeader() {}
        abort() {}
        getResponseHeader() {
          return null;
        }
        getAllResponseHeaders() {
          return '';
        }
        send() {
          // A refusal (4xx) the resumable upload does not retry.
          this.status = 403;
          this.responseText = JSON.stringify({ message: 'Only instructors can upload videos.' });
          setTimeout(() => this.onload?.());
        }
      }
      const originals = { xhr: globalThis.XMLHttpRequest, form: globalThis.FormData };
      // Node's FormData refuses jsdom's files; the request never leaves anyway.
      class PlainFormData {
        append() {}
      }
      Object.assign(globalThis, { XMLHttpRequest: FailingXhr, FormData: PlainFormData });
      restore.push(() =>
        Object.assign(globalThis, { XMLHttpRequest: originals.xhr, FormData: originals.form }),
      );
      videoWill('error');
      mockApi({ [LIST]: page([]) });
      const { user } = renderPage();
      expect(await screen.findByText('No videos yet')).toBeInTheDocument();
      const file = new File([new Uint8Array(2048)], 'intro.mp4', { type: 'video/mp4' });
      await user.upload(screen.getByLabelText('Upload a video', { selector: 'input' }), file);
      expect(await screen.findByText('Failed to upload video. Please try again.')).toBeInTheDocument();
      // Videos go resumably (tus): never through the one-request upload.
      expect(sent).not.toContain('/api/upload?kind=video&purpose=lesson');
    });
  });
});
