// A multipart/form-data body as bytes, with its boundary (RFC 7578). Built by hand rather than with FormData, so the
// bytes are the same in every browser, in Node (the Pact consumer tests) and in the test kit, where the page's
// FormData and the request's fetch belong to different realms and a file part would be sent as text. The gallery's
// image upload builds its body the same way (src/features/media/api/upload.ts); the catalogue PDF uses this one.

export type MultipartPart = { name: string; value: string } | { name: string; file: File };

/** A part's name or file name inside its quoted Content-Disposition value (quotes and line breaks escaped). */
function quoted(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function randomBoundary(): string {
  return `----portal-upload-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

export async function multipartBody(
  parts: readonly MultipartPart[],
  boundary: string = randomBoundary(),
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    if ('file' in part) {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(part.file.name)}"\r\n` +
            `Content-Type: ${part.file.type || 'application/octet-stream'}\r\n\r\n`,
        ),
        new Uint8Array(await part.file.arrayBuffer()),
        encoder.encode('\r\n'),
      );
    } else {
      chunks.push(
        encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const bytes = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
}
