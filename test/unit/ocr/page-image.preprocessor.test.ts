import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { encodePgm, type GreyImage } from '../../../src/ocr/page-image.preprocessor';
import { removeRules } from '../../../src/ocr/page-rule.filter';
import { removeSpecks } from '../../../src/ocr/page-speck.filter';

function blankImage(width: number, height: number): GreyImage {
  return { width, height, pixels: new Uint8Array(width * height).fill(255) };
}

function paint(image: GreyImage, x: number, y: number, w: number, h: number): void {
  for (let row = y; row < y + h; row += 1) image.pixels.fill(0, row * image.width + x, row * image.width + x + w);
}

describe('removeSpecks', () => {
  it('whitens blobs up to the area limit and keeps larger strokes', () => {
    const image = blankImage(40, 40);
    paint(image, 2, 2, 1, 1);
    paint(image, 10, 10, 2, 2);
    paint(image, 20, 5, 3, 20);
    const removed = removeSpecks(image, { maxArea: 4, clearance: 3, minPerMegapixel: 0 });
    assert.equal(removed, 5);
    assert.equal(image.pixels[2 * 40 + 2], 255);
    assert.equal(image.pixels[10 * 40 + 10], 255);
    assert.equal(image.pixels[10 * 40 + 21], 0);
  });
});

describe('removeSpecks on a clean page', () => {
  it('whitens nothing when lone dots are too rare to be dust', () => {
    const image = blankImage(1000, 1000);
    paint(image, 500, 500, 2, 2);
    assert.equal(removeSpecks(image, { maxArea: 4, clearance: 3, minPerMegapixel: 40 }), 0);
  });
});

describe('removeSpecks beside text', () => {
  it('keeps a full stop that sits next to a digit', () => {
    const image = blankImage(40, 40);
    paint(image, 10, 10, 3, 12);
    paint(image, 15, 20, 2, 2);
    assert.equal(removeSpecks(image, { maxArea: 4, clearance: 3, minPerMegapixel: 0 }), 0);
    assert.equal(image.pixels[20 * 40 + 15], 0);
  });
});

describe('removeRules', () => {
  it('whitens a long cell border but keeps the glyph stroke that crosses it', () => {
    const image = blankImage(120, 40);
    paint(image, 5, 19, 105, 2);
    paint(image, 50, 10, 2, 20);
    removeRules(image, 50);
    assert.equal(image.pixels[19 * 120 + 20], 255);
    assert.equal(image.pixels[19 * 120 + 50], 0);
    assert.equal(image.pixels[12 * 120 + 50], 0);
  });

  it('leaves short strokes alone', () => {
    const image = blankImage(60, 60);
    paint(image, 10, 10, 30, 2);
    paint(image, 10, 20, 2, 30);
    removeRules(image, 50);
    assert.equal(image.pixels.filter((v) => v === 0).length, 60 + 60);
  });
});

describe('encodePgm', () => {
  it('writes a binary PGM header followed by the pixels', () => {
    const pgm = encodePgm({ width: 2, height: 1, pixels: Uint8Array.from([0, 255]) });
    assert.equal(pgm.subarray(0, 11).toString('ascii'), 'P5\n2 1\n255\n');
    assert.deepEqual([...pgm.subarray(11)], [0, 255]);
  });
});
