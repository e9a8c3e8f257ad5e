const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The first bytes of real images of each allowed type. */
export const imageBytes = {
  jpeg: Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...ascii('JFIF'), 0, 1]),
  png: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  gif: Uint8Array.from([...ascii('GIF89a'), 1, 0, 1, 0, 0, 0]),
  webp: Uint8Array.from([...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBP')]),
};
export const riffWave = Uint8Array.from([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('WAVE')]);
