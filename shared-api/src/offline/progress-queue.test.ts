import { beforeEach, describe, expect, it } from '@jest/globals';
import { ApiError } from '../core/http.ts';
import type { VideoProgressAnswer, VideoProgressPayload } from '../player/contract.ts';
import { memoryStore, setDeviceStore } from './device-store.ts';
import { flushProgressQueue, queueProgress, queuedProgress } from './progress-queue.ts';

const at = (currentTime: number): VideoProgressPayload => ({
  courseId: 'course-1',
  contentId: 'lesson-1',
  currentTime,
  duration: 12,
});
const answer = {} as VideoProgressAnswer;

/** A server that records what reaches it and fails the calls it is told to. */
function server(failures: Record<number, unknown> = {}) {
  const received: number[] = [];
  let call = 0;
  const send = async (payload: VideoProgressPayload) => {
    const failure = failures[call++];
    if (failure) throw failure;
    received.push(payload.currentTime);
    return answer;
  };
  return { received, send };
}

beforeEach(() => setDeviceStore(memoryStore()));

describe('progress made offline', () => {
  it('reaches the server oldest first once the network returns, and leaves the queue empty', async () => {
    await queueProgress('ada', at(2));
    await queueProgress('ada', at(4));
    await queueProgress('ada', at(6));
    const { received, send } = server();

    expect(await flushProgressQueue('ada', send)).toBe(3);
    expect(received).toEqual([2, 4, 6]);
    expect(await queuedProgress('ada')).toEqual([]);
  });

  it('stays queued when the network drops again mid-way, and the next flush sends the rest in order', async () => {
    for (const time of [2, 4, 6]) await queueProgress('ada', at(time));
    const flaky = server({ 1: new ApiError(0, 'Cannot reach the server.') });

    expect(await flushProgressQueue('ada', flaky.send)).toBe(1);
    expect((await queuedProgress('ada')).map((item) => item.payload.currentTime)).toEqual([4, 6]);

    const back = server();
    await flushProgressQueue('ada', back.send);
    expect(back.received).toEqual([4, 6]);
  });

  it('drops a position the server refuses (access gone) and still sends the next ones', async () => {
    for (const time of [2, 4]) await queueProgress('ada', at(time));
    const refusing = server({ 0: new ApiError(404, 'Course not found.') });

    expect(await flushProgressQueue('ada', refusing.send)).toBe(1);
    expect(refusing.received).toEqual([4]);
    expect(await queuedProgress('ada')).toEqual([]);
  });

  it('sends only the signed-in learner’s positions on a shared device', async () => {
    await queueProgress('ada', at(2));
    await queueProgress('grace', at(8));
    const { received, send } = server();

    await flushProgressQueue('ada', send);
    expect(received).toEqual([2]);
    expect((await queuedProgress('grace')).map((item) => item.payload.currentTime)).toEqual([8]);
  });

  it('sends each position once when the network returns and the page loads at the same moment', async () => {
    for (const time of [2, 4]) await queueProgress('ada', at(time));
    const { received, send } = server();

    await Promise.all([flushProgressQueue('ada', send), flushProgressQueue('ada', send)]);
    expect(received).toEqual([2, 4]);
  });
});
