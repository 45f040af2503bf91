import { jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import type { UploadedMedia } from '@portal/shared-api/medias';
import { renderWithProviders } from '../../testing/index.tsx';
import { toaster } from '../toaster.tsx';
import { FileUploadField } from './file-upload-field.tsx';

/** An XMLHttpRequest the test drives: progress, an answer, or the abort the field asks for. */
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
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
  }
  answer(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
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

  it('shows the share sent while a video uploads, then its name, its length and the spec’s toast', async () => {
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(
      <FileUploadField label="Lesson video" kind="video" purpose="lesson" onUploaded={onUploaded} />,
    );
    await user.upload(screen.getByLabelText('Lesson video', { selector: 'input' }), video());
    const xhr = FakeXhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/upload?kind=video&purpose=lesson');
    expect(xhr.headers['X-CSRF-Token']).toBe('tok123');
    expect((xhr.body as FakeFormData).get('file')).toBeInstanceOf(File);

    xhr.progress(512, 2048);
    const bar = screen.getByRole('progressbar', { name: 'Uploading intro.mp4' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('25%')).toBeInTheDocument();
    xhr.progress(1536, 2048);
    expect(screen.getByText('75%')).toBeInTheDocument();

    xhr.answer(201, media);
    expect(await screen.findByText('Video file uploaded successfully.')).toBeInTheDocument();
    // jsdom cannot decode video: no frame, so no poster upload, and the video is stored all the same.
    expect(FakeXhr.sent).toHaveLength(1);
    expect(onUploaded).toHaveBeenCalledWith(media);
    expect(screen.getByText('intro.mp4')).toBeInTheDocument();
    expect(screen.getByText('0:12')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('Cancel aborts the request, reports nothing and goes back to choosing a file', async () => {
    const onUploaded = jest.fn();
    const { user } = renderWithProviders(
      <FileUploadField label="Lesson video" kind="video" onUploaded={onUploaded} />,
    );
    await user.upload(screen.getByLabelText('Lesson video', { selector: 'input' }), video());
    const xhr = FakeXhr.sent[0]!;
    xhr.progress(1024, 2048);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(xhr.aborted).toBe(true);
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
    FakeXhr.sent[0]!.answer(415, { statusCode: 415, error: 'Unsupported Media Type', message });
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
