import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { contentTypeOf, parseRange } from './send.ts';

describe('sending a stored file', () => {
  it('sends the seed’s SVG covers as images, so a browser draws them instead of a placeholder', () => {
    assert.equal(contentTypeOf('uploads/covers/27c96e6d.svg'), 'image/svg+xml');
    assert.equal(contentTypeOf('uploads/courses/a.webp'), 'image/webp');
    assert.equal(contentTypeOf('exports/unknown.bin'), 'application/octet-stream');
  });

  it('reads one byte range, clamps its end to the size, and refuses one past the end', () => {
    assert.deepEqual(parseRange('bytes=0-99', 1000), { start: 0, end: 99 });
    assert.deepEqual(parseRange('bytes=900-', 1000), { start: 900, end: 999 });
    assert.deepEqual(parseRange('bytes=-10', 1000), { start: 990, end: 999 });
    assert.equal(parseRange('bytes=1000-', 1000), 'unsatisfiable');
    assert.equal(parseRange(undefined, 1000), 'whole');
  });
});
