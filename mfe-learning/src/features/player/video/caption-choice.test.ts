import { captionLanguageFor, defaultCaption } from './caption-choice.ts';
import { qualitiesOf, type CaptionChoice } from './use-shaka.ts';

const tracks: CaptionChoice[] = [
  { language: 'en', label: 'English', isDefault: false },
  { language: 'fr', label: 'Français', isDefault: true },
];
const lesson = [
  { language: 'en', label: 'English', url: '/en.vtt', default: false },
  { language: 'fr', label: 'Français', url: '/fr.vtt', default: true },
];
const untouched = { captionsEnabled: false, captionsLanguage: 'en' };

describe('the caption track a lesson starts with', () => {
  it('is the author’s default when the learner has not chosen', () => {
    expect(captionLanguageFor(untouched, false, { captions: tracks }, { transcriptions: lesson })).toBe('fr');
  });

  it('falls back to the lesson’s default flag when the manifest marks none', () => {
    const unmarked = tracks.map((track) => ({ ...track, isDefault: false }));
    expect(defaultCaption(unmarked, lesson)).toBe('fr');
    expect(defaultCaption(unmarked, [])).toBeNull();
  });

  it('is the learner’s language once they chose captions, and none once they turned them off', () => {
    expect(
      captionLanguageFor(
        { captionsEnabled: true, captionsLanguage: 'en' },
        true,
        { captions: tracks },
        { transcriptions: lesson },
      ),
    ).toBe('en');
    expect(
      captionLanguageFor(
        { captionsEnabled: false, captionsLanguage: 'en' },
        true,
        { captions: tracks },
        { transcriptions: lesson },
      ),
    ).toBeNull();
  });

  it('is the default when the learner’s language is not among the lesson’s tracks', () => {
    expect(
      captionLanguageFor(
        { captionsEnabled: true, captionsLanguage: 'de' },
        true,
        { captions: tracks },
        { transcriptions: lesson },
      ),
    ).toBe('fr');
  });

  it('is none when the lesson has no default track and no choice was made', () => {
    expect(
      captionLanguageFor(
        untouched,
        false,
        { captions: [{ ...tracks[0]!, isDefault: false }] },
        { transcriptions: [] },
      ),
    ).toBeNull();
  });
});

describe('the Quality menu’s heights', () => {
  it('are exactly the ladder’s, highest first, once each (the sound has no height)', () => {
    expect(qualitiesOf([360, 1080, null, 720, 480, 720])).toEqual([1080, 720, 480, 360]);
    expect(qualitiesOf([480, 360])).toEqual([480, 360]);
  });
});
