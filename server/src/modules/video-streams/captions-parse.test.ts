// Reading caption files (docs/product/media.md#captions): SRT and WebVTT in, plain WebVTT out, and the line a
// broken file goes wrong on.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CAPTION_MAX_BYTES, MEDIA_TEXTS } from '@portal/shared-api/contract/medias';
import { HttpError } from '../../core/errors.ts';
import { CAPTION_TEXTS, parseCaptions, toWebVtt } from './captions-parse.ts';

const refusal = (content: string) => {
  try {
    parseCaptions(content);
  } catch (error) {
    assert.ok(error instanceof HttpError);
    return { status: error.statusCode, message: error.message };
  }
  assert.fail('the file was accepted');
};

describe('caption files', () => {
  it('reads SRT with commas, a BOM and CRLF, and writes WebVTT', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\nHello\r\nthere\r\n\r\n2\r\n00:01:02,5 --> 01:00:00,000\r\nBye\r\n';
    const cues = parseCaptions(srt);
    assert.deepEqual(cues, [
      { start: 1000, end: 2500, text: 'Hello\nthere' },
      { start: 62_500, end: 3_600_000, text: 'Bye' },
    ]);
    assert.equal(
      toWebVtt(cues),
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello\nthere\n\n00:01:02.500 --> 01:00:00.000\nBye\n',
    );
  });

  it('reads WebVTT with a header, cue ids, settings, NOTE and STYLE blocks and short times', () => {
    const vtt = [
      'WEBVTT - lesson one',
      'Kind: captions',
      '',
      'NOTE written by hand',
      'over two lines',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      'intro',
      '00:01.000 --> 00:02.000 align:start position:10%',
      'First',
      '',
      '00:00:03.000 --> 00:00:04.000',
      'Second',
    ].join('\n');
    assert.deepEqual(parseCaptions(vtt), [
      { start: 1000, end: 2000, text: 'First' },
      { start: 3000, end: 4000, text: 'Second' },
    ]);
  });

  it('strips markup and escapes what is left for WebVTT', () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,000',
      '{\\an8}<i>Look</i> <font color="#ff0">up</font>',
      '<v Ann><c.loud>Fish &amp; chips</c></v> <00:00:01.500>a < b &gt; c',
    ].join('\n');
    const [cue] = parseCaptions(srt);
    assert.equal(cue!.text, 'Look up\nFish & chips a < b > c');
    assert.match(toWebVtt([cue!]), /\nLook up\nFish &amp; chips a &lt; b &gt; c\n$/);
  });

  it('names the line of a broken timing', () => {
    const srt =
      '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03,000 --> 00:00:04,000\nTwo\n\n3\n00:00:05,000 -> 00:00:04\nThree\n';
    assert.deepEqual(refusal(srt), {
      status: 400,
      message: 'Line 10: “00:00:05,000 -> 00:00:04” is not a cue timing (start --> end).',
    });
    assert.equal(
      refusal('WEBVTT\n\n00:00:01.000 --> 00:00:0x.000\nOne').message,
      CAPTION_TEXTS.notTiming(3, '00:00:01.000 --> 00:00:0x.000'),
    );
    assert.equal(refusal('1\nJust words\n').message, CAPTION_TEXTS.notTiming(2, 'Just words'));
  });

  it('refuses a cue that ends before it starts, with its line', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n\n2\n00:00:05,000 --> 00:00:04,000\nTwo\n';
    assert.deepEqual(refusal(srt), { status: 400, message: CAPTION_TEXTS.endsBeforeStart(7) });
  });

  it('refuses an empty file, a file of notes only and one too large', () => {
    assert.equal(refusal('').message, CAPTION_TEXTS.noCues);
    assert.equal(refusal('WEBVTT\n\nNOTE nothing yet\n').message, CAPTION_TEXTS.noCues);
    assert.deepEqual(refusal('x'.repeat(CAPTION_MAX_BYTES + 1)), {
      status: 413,
      message: MEDIA_TEXTS.captionTooLarge,
    });
  });
});
