import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@portal/shared-api/core';
import type { ResumableOptions, UploadedMedia } from '@portal/shared-api/medias';

/** A video goes over tus (uploadResumable); the test drives its progress, its answer or its cancel. */
type Resumable = {
  file: File;
  options: ResumableOptions;
  resolve: (media: UploadedMedia) => void;
  reject: (error: unknown) => void;
};
const resumable: Resumable[] = [];
jest.unstable_mockModule('../../../../shared-api/src/medias/resumable-upload.ts', () => ({
  TUS_ENDPOINT: '/api/uploads/tus',
  uploadResumable: jest.fn(
    (file: File, options: ResumableOptions) =>
      new Promise<UploadedMedia>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        resumable.push({ file, options, resolve, reject });
      }),
  ),
}));
const { renderWithProviders } = await import('../../testing/index.tsx');
const { toaster } = await import('../toaster.tsx');
const { FileUploadField } = await import('./file-upload-field.tsx');

/** An XMLHttpRequest that records what an image upload sends. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

const media: UploadedMedia = {
  Id: '3f1c7c52-4a65-4a59-9a49-1b2b8f2b8d10',
  Slug: 'c1d7',
  Username: 'intro.mp4',
  Hashname: '0123456789abcdef0123456789abcdef.mp4',
  Extension: 'video/mp4',
  Size: 2048,
  SubDir: 'courses/ada',
  Kind: 'video',
  url: '/public/upload/courses/ada/0123456789abcdef0123456789abcdef.mp4',
  DurationSeconds: 12,
  PosterUrl: null,
  CreatedAt: '2026-11-23T10:00:00.000Z',
  Status: 'processing',
  Progress: 0,
  Error: null,
  ManifestUrl: null,
  Renditions: [],
  DownloadUrl: null,
  Captions: [],
};

/** The environment's FormData is Node's, which refuses jsdom's files; the browser's takes them. */
class FakeFormData {
  fields = new Map<string, unknown>();
  append(name: string, value: unknown) {
    this.fields.set(name, value);
  }
  get(name: string) {
    return this.fields.get(name);
  }
}

const video = () => new File([new Uint8Array(2048)], 'intro.mp4', { type: 'video/mp4' });

describe('FileUploadField', () => {
  const realXhr = window.XMLHttpRequest;
  const realFormData = window.FormData;
  beforeEach(() => {
    FakeXhr.sent = [];
    resumable.length = 0;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    window.FormData = FakeFormData as unknown as typeof FormData;
    document.cookie = 'csrf_token=tok123';
  });
  afterEach(async () => {
    window.XMLHttpRequest = realXhr;
    window.FormData = realFormData;
    act(() => toaster.dismiss());
    // Toasts leave with an animation: gone before the next test looks for its own.
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  });

  it('sends a video resumably, shows the share sent, then its name, its length and the spec’s toast', async () => {
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(
      <FileUploadField label="Lesson video" kind="video" purpose="lesson" onUploaded={onUploaded} />,
    );
    await user.upload(screen.getByLabelText('Lesson video', { selector: 'input' }), video());
    // Over tus, not the one-shot POST /api/upload.
    expect(FakeXhr.sent).toHaveLength(0);
    const upload = resumable[0]!;
    expect(upload.file.name).toBe('intro.mp4');

    act(() => upload.options.onProgress?.(0.25));
    const bar = screen.getByRole('progressbar', { name: 'Uploading intro.mp4' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    act(() => upload.options.onProgress?.(0.75));
    expect(screen.getByText('75%')).toBeInTheDocument();

    await act(async () => upload.resolve(media));
    expect(await screen.findByText('Video file uploaded successfully.')).toBeInTheDocument();
    // jsdom cannot decode video: no frame, so no poster upload, and the video is stored all the same.
    expect(FakeXhr.sent).toHaveLength(0);
    expect(onUploaded).toHaveBeenCalledWith(media);
    expect(screen.getByText('intro.mp4')).toBeInTheDocument();
    expect(screen.getByText('0:12')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends an image in one request to /api/upload, with the CSRF header', async () => {
    const { user } = renderWithProviders(
      <FileUploadField label="Course cover" kind="image" onUploaded={jest.fn()} />,
    );
    const cover = new File([new Uint8Array(64)], 'cover.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Course cover', { selector: 'input' }), cover);
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload?kind=image');
    expect(xhr.headers['X-CSRF-Token']).toBe('tok123');
    expect((xhr.body as FakeFormData).get('file')).toBeInstanceOf(File);
    expect(resumable).toHaveLength(0);
  });

  it('Cancel aborts the request, reports nothing and goes back to choosing a file', async () => {
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(
      <FileUploadField label="Lesson video" kind="video" onUploaded={onUploaded} />,
    );
    await user.upload(screen.getByLabelText('Lesson video', { selector: 'input' }), video());
    const upload = resumable[0]!;
    act(() => upload.options.onProgress?.(0.5));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(upload.options.signal?.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose video' })).toBeEnabled();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.queryByText('Video file upload failed.')).not.toBeInTheDocument();
    expect(screen.queryByText('Video file uploaded successfully.')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal under the field and in the failure toast', async () => {
    const { user } = renderWithProviders(
      <FileUploadField label="Lesson video" kind="video" onUploaded={jest.fn()} />,
    );
    await user.upload(screen.getByLabelText('Lesson video', { selector: 'input' }), video());
    const message = 'Invalid video format. Supported formats: MP4, WebM, OGG, AVI, MOV.';
    await act(async () => resumable[0]!.reject(new ApiError(415, message)));
    expect(await screen.findByText('Video file upload failed.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`intro.mp4: ${message}`);
    await waitFor(() => expect(screen.getAllByText(message, { exact: false }).length).toBeGreaterThan(1));
  });

  it('refuses a file over the limit before sending anything', async () => {
    const { user } = renderWithProviders(
      <FileUploadField label="Course cover" kind="image" onUploaded={jest.fn()} />,
    );
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'cover.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Course cover', { selector: 'input' }), big);
    expect(FakeXhr.sent).toHaveLength(0);
    expect(await screen.findByText('Image file upload failed.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Image file is too large. Maximum size is 10MB.');
  });
});
