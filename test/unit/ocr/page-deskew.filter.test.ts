import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { deskew, estimateSkewDegrees } from '../../../src/ocr/page-deskew.filter';
import type { GreyImage } from '../../../src/ocr/page-image.preprocessor';

/** A page of thin horizontal rows, each falling `degrees` to the right. */
function tiltedRows(degrees: number): GreyImage {
  const [width, height] = [400, 300];
  const pixels = new Uint8Array(width * height).fill(255);
  const slope = Math.tan((degrees * Math.PI) / 180);
  for (let row = 40; row < 260; row += 30) {
    for (let x = 20; x < 380; x += 1) pixels[Math.round(row + x * slope) * width + x] = 0;
  }
  return { width, height, pixels };
}

describe('deskew', () => {
  it('finds the tilt of the rows and straightens them', () => {
    const image = tiltedRows(1.5);
    assert.ok(Math.abs(estimateSkewDegrees(image) - 1.5) <= 0.1);
    deskew(image);
    assert.ok(Math.abs(estimateSkewDegrees(image)) <= 0.1);
  });

  it('leaves a straight page untouched', () => {
    const image = tiltedRows(0);
    const before = image.pixels.slice();
    assert.equal(deskew(image), 0);
    assert.deepEqual(image.pixels, before);
  });
});
