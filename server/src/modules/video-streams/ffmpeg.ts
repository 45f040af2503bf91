// Runs ffmpeg as a child process with an argument list (no shell). The binary is the operator's
// (FFMPEG_PATH), else the static build shipped inside the @ffmpeg-installer npm package, else the system's
// `ffmpeg` (Debian's package), so `npm start` needs only Node and npm. The job runs it at a lower CPU priority
// than the API (TRANSCODE_NICE), so requests stay quick while a video is being made.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';

let shipped: string | null | undefined;

/** The ffmpeg this process runs. */
export function ffmpegBinary(configured?: string): string {
  if (configured) return configured;
  if (shipped === undefined) {
    try {
      const installer = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
      shipped = installer.path;
    } catch {
      // No build for this platform: the system's ffmpeg, if there is one.
      shipped = null;
    }
  }
  return shipped ?? 'ffmpeg';
}

export class FfmpegError extends Error {
  readonly stderr: string;

  constructor(message: string, stderr: string) {
    super(message);
    this.name = 'FfmpegError';
    this.stderr = stderr;
  }
}

const STDERR_TAIL = 4000;

export type FfmpegRun = {
  binary: string;
  args: string[];
  /** Seconds of output written so far, from ffmpeg's `-progress` report. */
  onProgress?: (seconds: number) => void;
  signal?: AbortSignal;
  /** The nice value to run at (0: the caller's own priority). */
  nice?: number;
};

/** Resolves when ffmpeg exits 0; rejects with the end of its error output otherwise. */
export function runFfmpeg({ binary, args, onProgress, signal, nice = 0 }: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-y', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      signal,
    });
    if (child.pid && nice > 0) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // Not allowed here (some containers): it runs at the API's priority.
      }
    }
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        // `-progress pipe:1` writes key=value lines; out_time_us is the position reached (microseconds;
        // ffmpeg 4's out_time_ms is the same number despite its name).
        const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line.trim());
        if (match) onProgress?.(Number(match[1]) / 1_000_000);
      }
    });
    child.on('error', (error) =>
      reject(
        (error as { code?: string }).code === 'ENOENT'
          ? new FfmpegError(`ffmpeg was not found at ${binary}`, '')
          : error,
      ),
    );
    child.on('close', (code, signalName) => {
      if (code === 0) resolve();
      else
        reject(
          new FfmpegError(
            `ffmpeg ${signalName ? `was stopped (${signalName})` : `exited with ${code}`}`,
            stderr,
          ),
        );
    });
  });
}

/** Runs ffmpeg and returns its standard output as bytes (a single frame, for the poster). */
export function ffmpegOutput(binary: string, args: string[], nice = 0): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ['-hide_banner', '-nostdin', '-loglevel', 'error', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (child.pid && nice > 0) {
      try {
        setPriority(child.pid, nice);
      } catch {
        // As above.
      }
    }
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(chunks))
        : reject(new FfmpegError(`ffmpeg exited with ${code}`, stderr)),
    );
  });
}
