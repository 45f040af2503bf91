// uploadResumable over a fake tus-js-client: the options it gives tus (endpoint, chunks, retries, CSRF,
// resuming a previous upload) and how tus's outcomes become a media, an ApiError or an AbortError.
import { jest } from '@jest/globals';

type Options = {
  endpoint: string;
  chunkSize: number;
  retryDelays: number[];
  removeFingerprintOnSuccess: boolean;
  metadata: Record<string, string>;
  headers: Record<string, string>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: (payload: { lastResponse: { getBody(): string; getStatus(): number } }) => void;
  onError: (error: Error) => void;
};

class FakeUpload {
  static made: FakeUpload[] = [];
  static previous: { creationTime: string; uploadUrl: string }[] = [];
  resumedFrom: unknown = null;
  started = false;
  terminated = false;
  readonly file: File;
  readonly options: Options;
  constructor(file: File, options: Options) {
    this.file = file;
    this.options = options;
    FakeUpload.made.push(this);
  }
  findPreviousUploads() {
    return Promise.resolve(FakeUpload.previous);
  }
  resumeFromPreviousUpload(previous: unknown) {
    this.resumedFrom = previous;
  }
  start() {
    this.started = true;
  }
  abort(terminate: boolean) {
    this.terminated = terminate;
    return Promise.resolve();
  }
}

jest.unstable_mockModule('tus-js-client', () => ({ Upload: FakeUpload }));
const { uploadResumable } = await import('./resumable-upload.ts');
const { isAbortError } = await import('./upload-client.ts');
const { ApiError } = await import('@portal/shared-api/core');

const file = () => new File([new Uint8Array(64)], 'intro.mp4', { type: 'video/mp4' });
const response = (status: number, body: string) => ({ getStatus: () => status, getBody: () => body });
const started = async () => {
  // The library is imported on first use: a few turns of the event loop.
  for (let i = 0; i < 50 && !FakeUpload.made[0]?.started; i++)
    await new Promise((done) => setTimeout(done, 0));
  return FakeUpload.made[0]!;
};

describe('uploadResumable', () => {
  beforeEach(() => {
    FakeUpload.made = [];
    FakeUpload.previous = [];
    document.cookie = 'csrf_token=tok123';
  });

  it('sends the file to /api/uploads/tus in 8 MB chunks with the CSRF header and resolves with the media', async () => {
    const progress: number[] = [];
    const result = uploadResumable(file(), { onProgress: (fraction) => progress.push(fraction) });
    const upload = await started();
    expect(upload.options.endpoint).toBe('/api/uploads/tus');
    expect(upload.options.chunkSize).toBe(8 * 1024 * 1024);
    expect(upload.options.retryDelays).toEqual([0, 1000, 3000, 10000]);
    expect(upload.options.removeFingerprintOnSuccess).toBe(true);
    expect(upload.options.metadata).toEqual({ filename: 'intro.mp4' });
    expect(upload.options.headers).toEqual({ 'X-CSRF-Token': 'tok123' });
    expect(upload.resumedFrom).toBeNull();

    upload.options.onProgress(16, 64);
    upload.options.onSuccess({ lastResponse: response(200, JSON.stringify({ Id: 'm1', Kind: 'video' })) });
    await expect(result).resolves.toEqual({ Id: 'm1', Kind: 'video' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('continues the latest earlier upload of the same file (a reload)', async () => {
    const older = { creationTime: '2026-11-23T10:00:00.000Z', uploadUrl: '/api/uploads/tus/a' };
    const latest = { creationTime: '2026-11-23T11:00:00.000Z', uploadUrl: '/api/uploads/tus/b' };
    FakeUpload.previous = [older, latest];
    void uploadResumable(file()).catch(() => undefined);
    expect((await started()).resumedFrom).toBe(latest);
  });

  it('rejects with the server’s message as an ApiError, and a lost connection with the offline text', async () => {
    const refused = uploadResumable(file());
    const upload = await started();
    const message = 'Invalid video format. Supported formats: MP4, WebM, OGG, AVI, MOV.';
    upload.options.onError(
      Object.assign(new Error('tus: unexpected response'), {
        originalResponse: response(415, JSON.stringify({ statusCode: 415, message })),
      }),
    );
    await expect(refused).rejects.toEqual(new ApiError(415, message));

    FakeUpload.made = [];
    const offline = uploadResumable(file());
    (await started()).options.onError(Object.assign(new Error('tus: failed'), { originalResponse: null }));
    await expect(offline).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  });

  it('a cancel rejects with an AbortError and ends the upload on the server', async () => {
    const controller = new AbortController();
    const result = uploadResumable(file(), { signal: controller.signal });
    const upload = await started();
    controller.abort();
    const error = await result.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(upload.terminated).toBe(true);
  });
});
