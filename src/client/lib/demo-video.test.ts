import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoVideo } from './demo-video';

/**
 * The committed demo video and posters (made by `npm run demo-video`): the files the landing page
 * points at exist, are what their extensions say, stay small, and match the declared dimensions.
 */
const publicDir = path.resolve(import.meta.dirname, '../../../public');
const read = (publicPath: string) => readFileSync(path.join(publicDir, publicPath));
const ascii = (bytes: Buffer, start: number, length: number) => bytes.toString('latin1', start, start + length);

const MAX_VIDEO_BYTES = 2 * 1024 * 1024;
const MAX_POSTER_BYTES = 60 * 1024;

/** Top-level MP4 boxes in file order. */
function mp4Boxes(file: Buffer): Array<{ type: string; start: number; size: number }> {
  const boxes = [];
  for (let start = 0; start + 8 <= file.length;) {
    let size = file.readUInt32BE(start);
    if (size === 1) size = Number(file.readBigUInt64BE(start + 8));
    if (size === 0) size = file.length - start;
    if (size < 8) throw new Error(`bad box size at ${start}`);
    boxes.push({ type: ascii(file, start + 4, 4), start, size });
    start += size;
  }
  return boxes;
}

/** The video track's width and height from its tkhd box (16.16 fixed point). */
function mp4Dimensions(file: Buffer): { width: number; height: number } {
  for (let at = file.indexOf('tkhd', 0, 'latin1'); at !== -1; at = file.indexOf('tkhd', at + 4, 'latin1')) {
    const version = file[at + 4];
    // From the type field: version/flags, times, track id, reserved, duration, reserved, layer… matrix.
    const offset = at + (version === 1 ? 92 : 80);
    const width = file.readUInt32BE(offset) / 65536;
    const height = file.readUInt32BE(offset + 4) / 65536;
    if (width > 0 && height > 0) return { width, height };
  }
  throw new Error('no video track header');
}

function webpDimensions(file: Buffer): { width: number; height: number } {
  const chunk = ascii(file, 12, 4);
  if (chunk === 'VP8 ') return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

function jpegDimensions(file: Buffer): { width: number; height: number } {
  for (let at = 2; at + 9 < file.length; at += 2 + file.readUInt16BE(at + 2)) {
    if (file[at] !== 0xff) throw new Error(`bad JPEG marker at ${at}`);
    const marker = file[at + 1]!;
    // Start-of-frame markers (C0–CF) except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: file.readUInt16BE(at + 5), width: file.readUInt16BE(at + 7) };
    }
  }
  throw new Error('no JPEG frame header');
}

describe('demo video files', () => {
  it('declares a 16:9 size the landing can reserve', () => {
    expect(demoVideo.width / demoVideo.height).toBeCloseTo(16 / 9, 2);
  });

  it('has an H.264 MP4 of at most 2 MB, playable before it has fully loaded, at the declared size, without sound', () => {
    expect(existsSync(path.join(publicDir, demoVideo.mp4))).toBe(true);
    const file = read(demoVideo.mp4);
    expect(file.length).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
    const boxes = mp4Boxes(file).map((box) => box.type);
    expect(boxes[0]).toBe('ftyp');
    // Fast start: the index comes before the media data.
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    const moov = mp4Boxes(file).find((box) => box.type === 'moov')!;
    const index = file.subarray(moov.start, moov.start + moov.size);
    expect(index.includes('avc1', 0, 'latin1')).toBe(true);
    expect(index.includes('soun', 0, 'latin1')).toBe(false);
    expect(mp4Dimensions(index)).toEqual({ width: demoVideo.width, height: demoVideo.height });
  });

  it('has a WebM of at most 2 MB', () => {
    const file = read(demoVideo.webm);
    expect(file.length).toBeLessThanOrEqual(MAX_VIDEO_BYTES);
    expect([...file.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(file.subarray(0, 64).includes('webm', 0, 'latin1')).toBe(true);
  });

  it('has a WebP poster of at most 60 kB at the declared size', () => {
    const file = read(demoVideo.poster);
    expect(file.length).toBeLessThanOrEqual(MAX_POSTER_BYTES);
    expect([ascii(file, 0, 4), ascii(file, 8, 4)]).toEqual(['RIFF', 'WEBP']);
    expect(webpDimensions(file)).toEqual({ width: demoVideo.width, height: demoVideo.height });
  });

  it('has a JPEG poster fallback of at most 60 kB at the declared size', () => {
    const file = read(demoVideo.posterFallback);
    expect(file.length).toBeLessThanOrEqual(MAX_POSTER_BYTES);
    expect([...file.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(jpegDimensions(file)).toEqual({ width: demoVideo.width, height: demoVideo.height });
  });
});
