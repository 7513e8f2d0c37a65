// A multipart/form-data body as bytes, with its boundary (RFC 7578). Built by hand rather than with FormData, so the
// bytes are the same in every browser, in Node (the Pact consumer tests) and in the test kit, where the page's
// FormData and the request's fetch belong to different realms and a file part would be sent as text. Every multipart
// upload of the portal sends its body through this one (gallery, application photos, profile picture, hall and
// product pictures, catalogue PDF).

export type MultipartPart = { name: string; value: string } | { name: string; file: File };

/** A part's name or file name inside its quoted Content-Disposition value (quotes and line breaks escaped). */
function quoted(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function randomBoundary(): string {
  return `----portal-upload-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}

/** The file's bytes: `arrayBuffer()` where the runtime has it (browsers, Node), FileReader where not (jsdom's Blob). */
function fileBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const { result } = reader;
      if (result instanceof ArrayBuffer) resolve(new Uint8Array(result));
      else reject(new Error('The file could not be read.'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file);
  });
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
        await fileBytes(part.file),
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
