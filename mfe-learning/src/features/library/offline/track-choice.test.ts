import { chooseOfflineTracks, courseProgress, formatBytes } from './track-choice.ts';

const variant = (height: number, bandwidth: number) => ({ type: 'variant', height, bandwidth, id: height });
const text = (language: string) => ({ type: 'text', height: null, bandwidth: 0, id: language });
const ladder = [variant(720, 428_000), variant(360, 188_000), text('en'), text('fr')];

describe('what a download keeps on the device', () => {
  it('keeps the 360p rendition and every caption track when the learner picks 360', () => {
    expect(chooseOfflineTracks(ladder, 360).map((track) => track.id)).toEqual([360, 'en', 'fr']);
  });

  it('keeps the 720p rendition when the learner picks 720', () => {
    expect(chooseOfflineTracks(ladder, 720).map((track) => track.id)).toEqual([720, 'en', 'fr']);
  });

  it('keeps the nearest rendition a stream offers when it has not the chosen one, the smaller on a tie', () => {
    const other = [variant(1080, 900_000), variant(540, 300_000), variant(240, 90_000)];
    expect(chooseOfflineTracks(other, 720).map((track) => track.id)).toEqual([540]);
    expect(chooseOfflineTracks([variant(480, 1), variant(240, 1)], 360).map((track) => track.id)).toEqual([
      240,
    ]);
  });

  it('keeps the leanest variant of the chosen height (one audio, not every one)', () => {
    const twoAudios = [variant(360, 240_000), variant(360, 188_000)];
    expect(chooseOfflineTracks(twoAudios, 360)[0]?.bandwidth).toBe(188_000);
  });
});

describe('what the learner reads while downloading and after', () => {
  it('counts the course’s progress over its lessons', () => {
    expect(courseProgress(0, 0, 4)).toBe(0);
    expect(courseProgress(1, 0.5, 4)).toBe(38);
    expect(courseProgress(4, 0, 4)).toBe(100);
  });

  it('says the size in KB, MB or GB', () => {
    expect(formatBytes(300 * 1024)).toBe('300 KB');
    expect(formatBytes(1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatBytes(2.5 * 1024 ** 3)).toBe('2.5 GB');
  });
});
