import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { solidPng } from './solid-png.ts';

describe('solidPng', () => {
  it('writes the PNG signature, size and pixels of one colour', () => {
    const png = solidPng(3, 2, [200, 100, 50]);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(3);
    expect(png.readUInt32BE(20)).toBe(2);
    const idatAt = png.indexOf('IDAT');
    const pixels = inflateSync(png.subarray(idatAt + 4, idatAt + 4 + png.readUInt32BE(idatAt - 4)));
    expect([...pixels]).toEqual([
      0, 200, 100, 50, 200, 100, 50, 200, 100, 50, 0, 200, 100, 50, 200, 100, 50, 200, 100, 50,
    ]);
    expect(png.subarray(-8, -4).toString('ascii')).toBe('IEND');
  });
});
