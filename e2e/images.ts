// Image files for upload journeys, made in memory: a browser's file input takes them like files from the disk.
import { crc32, deflateSync } from 'node:zlib';

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

function header(width: number, height: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  // 8 bits per channel, RGB, deflate, no filter method beyond the default, not interlaced.
  data.set([8, 2, 0, 0, 0], 8);
  return data;
}

/**
 * A PNG whose header names its size, then padding up to a file size: what the browser's size check and the mock read
 * (the browser does not decode it). For journeys about the rules on pixels and bytes.
 */
export function headerOnlyPng(name: string, width: number, height: number, padding: number): UploadFile {
  const start = Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header(width, height))]);
  const buffer = Buffer.alloc(start.length + padding);
  start.copy(buffer);
  return { name, mimeType: 'image/png', buffer };
}

/** A real, decodable PNG of one grey (the browser decodes it to scale or preview it): 8-bit RGB, no filter. */
export function solidPng(name: string, width: number, height: number, grey = 0xc8): UploadFile {
  const row = Buffer.alloc(1 + width * 3, grey);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const buffer = Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header(width, height)),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}
