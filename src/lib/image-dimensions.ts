// Width and height of an image read from its first bytes, without decoding it: the portal checks an upload's
// dimensions before sending it (jsdom and old browsers decode nothing), the mock backend checks them on arrival.

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Width and height from a PNG, JPEG or WebP header; null when the bytes are none of these or cut short. */
export function imageDimensions(bytes: Uint8Array): ImageDimensions | null {
  const at = (i: number) => bytes[i] ?? 0;
  const u16be = (i: number) => (at(i) << 8) | at(i + 1);
  const u32be = (i: number) => ((at(i) << 24) | (at(i + 1) << 16) | (at(i + 2) << 8) | at(i + 3)) >>> 0;
  const ascii = (i: number, length: number) => String.fromCharCode(...bytes.slice(i, i + length));
  const result = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);

  // PNG: signature, then the IHDR chunk with width and height (big endian).
  if (bytes.length >= 24 && u32be(0) === 0x89504e47 && u32be(4) === 0x0d0a1a0a && ascii(12, 4) === 'IHDR') {
    return result(u32be(16), u32be(20));
  }
  // JPEG: walk the segments up to a start-of-frame marker.
  if (at(0) === 0xff && at(1) === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (at(i) !== 0xff) return null;
      const marker = at(i + 1);
      if (marker === 0xff) {
        i++;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return result(u16be(i + 7), u16be(i + 5));
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2;
        continue;
      }
      i += 2 + u16be(i + 2);
    }
    return null;
  }
  // WebP: RIFF container with a VP8X, VP8 or VP8L chunk.
  if (bytes.length >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') {
    const chunk = ascii(12, 4);
    if (chunk === 'VP8X') {
      return result(1 + (at(24) | (at(25) << 8) | (at(26) << 16)), 1 + (at(27) | (at(28) << 8) | (at(29) << 16)));
    }
    if (chunk === 'VP8 ') return result((at(26) | (at(27) << 8)) & 0x3fff, (at(28) | (at(29) << 8)) & 0x3fff);
    if (chunk === 'VP8L' && at(20) === 0x2f) {
      const bits = (at(21) | (at(22) << 8) | (at(23) << 16) | (at(24) << 24)) >>> 0;
      return result((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
    }
  }
  return null;
}
