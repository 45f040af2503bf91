// The video's poster: the frame captured in the browser is sent after the video, tied to it by posterFor.
import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { UploadedMedia } from '@portal/shared-api/medias';

const frame = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' });
jest.unstable_mockModule('./capture-video-frame.ts', () => ({
  captureVideoFrame: jest.fn(async () => frame),
  grabVideoFrame: jest.fn(async () => frame),
}));
// The video goes over tus: the test answers it; the poster still goes through XHR.
const videoAnswers: ((media: UploadedMedia) => void)[] = [];
jest.unstable_mockModule('../../../../shared-api/src/medias/resumable-upload.ts', () => ({
  TUS_ENDPOINT: '/api/uploads/tus',
  uploadResumable: jest.fn(() => new Promise<UploadedMedia>((resolve) => videoAnswers.push(resolve))),
}));
const { renderWithProviders } = await import('../../testing/index.tsx');
const { toaster } = await import('../toaster.tsx');
const { FileUploadField } = await import('./file-upload-field.tsx');

type Sent = { url: string; form: Map<string, unknown>; answer: (status: number, body: object) => void };
const sent: Sent[] = [];

class FakeXhr {
  url = '';
  status = 0;
  responseText = '';
  withCredentials = false;
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  abort() {
    this.onabort?.();
  }
  send(form: { fields: Map<string, unknown> }) {
    sent.push({
      url: this.url,
      form: form.fields,
      answer: (status, body) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        act(() => this.onload?.());
      },
    });
  }
}
class FakeFormData {
  fields = new Map<string, unknown>();
  append(name: string, value: unknown) {
    this.fields.set(name, value);
  }
}

const base = {
  Slug: 's',
  Size: 10,
  SubDir: 'courses/ada',
  DurationSeconds: null,
  PosterUrl: null,
  CreatedAt: '2026-11-23T10:00:00.000Z',
  Status: null,
  Progress: null,
  Error: null,
  ManifestUrl: null,
  Renditions: [],
  DownloadUrl: null,
  Captions: [],
};
const video: UploadedMedia = {
  ...base,
  Id: '3f1c7c52-4a65-4a59-9a49-1b2b8f2b8d10',
  Username: 'intro.mov',
  Hashname: 'a.mov',
  Extension: 'video/quicktime',
  Kind: 'video',
  url: '/public/upload/courses/ada/a.mov',
  DurationSeconds: 75,
};
const poster: UploadedMedia = {
  ...base,
  Id: '9a1c7c52-4a65-4a59-9a49-1b2b8f2b8d10',
  Username: 'intro-poster.jpg',
  Hashname: 'b.webp',
  Extension: 'image/webp',
  Kind: 'image',
  url: '/public/upload/courses/ada/b.webp',
};

describe('FileUploadField poster', () => {
  const realXhr = window.XMLHttpRequest;
  const realFormData = window.FormData;
  beforeEach(() => {
    sent.length = 0;
    videoAnswers.length = 0;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    window.FormData = FakeFormData as unknown as typeof FormData;
  });
  afterEach(async () => {
    window.XMLHttpRequest = realXhr;
    window.FormData = realFormData;
    act(() => toaster.dismiss());
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  });

  it('sends the captured frame after the video as its poster and shows it with the video', async () => {
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(
      <FileUploadField label="Lesson video" kind="video" onUploaded={onUploaded} />,
    );
    const file = new File([new Uint8Array(10)], 'intro.mov', { type: 'video/quicktime' });
    await user.upload(screen.getByLabelText('Lesson video', { selector: 'input' }), file);
    expect(sent).toHaveLength(0);
    await act(async () => videoAnswers[0]!(video));
    // The poster goes once the video is stored, tied to it.
    await act(async () => {});
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`/api/upload?kind=image&purpose=poster&posterFor=${video.Id}`);
    expect(sent[0]!.form.get('file')).toBe(frame);
    sent[0]!.answer(201, poster);

    expect(await screen.findByText('Video file uploaded successfully.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith({ ...video, PosterUrl: poster.url });
    expect(screen.getByRole('img', { name: 'Poster of intro.mov' })).toHaveAttribute('src', poster.url);
    expect(screen.getByText('1:15')).toBeInTheDocument();
  });

  it('keeps the video when its poster is refused: no poster, still a success', async () => {
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(
      <FileUploadField label="Lesson video" kind="video" onUploaded={onUploaded} />,
    );
    await user.upload(
      screen.getByLabelText('Lesson video', { selector: 'input' }),
      new File([new Uint8Array(10)], 'intro.mov'),
    );
    await act(async () => videoAnswers[0]!(video));
    await act(async () => {});
    sent[0]!.answer(415, { message: 'Invalid image format. Supported formats: JPG, PNG, WebP, GIF.' });
    expect(await screen.findByText('Video file uploaded successfully.')).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(video);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
