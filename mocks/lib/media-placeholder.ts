// The mock's media files. One rule for every file the API names (gallery photos and thumbnails, covers, main
// images, product and catalogue images, review photos, profile pictures, application photos, catalogue PDFs): a
// root-relative path under MEDIA_PREFIX on the portal's origin, which a deployment routes to its media store
// (deploy/nginx.conf) and the production preview to the mock server. Every record and handler builds its paths with
// mediaPath(), so no area can pick a prefix of its own (review photos under `/uploads/` answered 404, issue 36.3).
// The mock has no photos, so every such path answers with a drawn stand-in: a calm colour chosen by the path (the
// same image always looks the same) with the file's name on it, so galleries, covers and thumbnails show as what
// they are instead of broken images; a `.pdf` path answers with a one-page PDF of that name.

/** The path prefix of every media file the API names (docs/media.md, "Where media live"). */
export const MEDIA_PREFIX = '/media/';

/** The path of a media file: `mediaPath('testimonials', 8801, 'trauung.jpg')` is `/media/testimonials/8801/trauung.jpg`. */
export function mediaPath(...segments: Array<string | number>): string {
  return `${MEDIA_PREFIX}${segments.map(String).join('/')}`;
}

/** Whether a path is one of the mock's media files. */
export function isMediaPath(pathname: string): boolean {
  return pathname.startsWith(MEDIA_PREFIX);
}

/** The file's name without its extension. */
function fileName(pathname: string): string {
  let last = pathname.split('/').pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // A malformed escape stays as it was: the stand-in only shows it.
  }
  return last.replace(/\.[a-z0-9]+$/i, '');
}

const HUES = [18, 35, 95, 150, 190, 215, 265, 330];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

/** An SVG (4:3) standing in for the image at `pathname`. */
export function mediaPlaceholderSvg(pathname: string): string {
  const name = fileName(pathname);
  const hue = HUES[hash(pathname) % HUES.length] ?? 215;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 45% 82%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 40% 64%)"/>
</linearGradient></defs>
<rect width="800" height="600" fill="url(#g)"/>
<path d="M250 430l120-150 90 110 60-70 130 110z" fill="hsl(${hue} 30% 40% / 0.35)"/>
<circle cx="560" cy="200" r="46" fill="hsl(45 90% 96% / 0.7)"/>
<text x="400" y="540" font-family="sans-serif" font-size="34" text-anchor="middle" fill="hsl(${hue} 35% 22%)">${escapeXml(name)}</text>
</svg>`;
}

/** A one-page PDF (A4) standing in for the document at `pathname`, with the file's name on it. */
export function mediaPlaceholderPdf(pathname: string): string {
  // PDF strings are Latin-1 with `(`, `)` and `\` escaped; other characters become `?`.
  const name = fileName(pathname)
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, (char) => `\\${char}`);
  const content = `BT /F1 24 Tf 72 760 Td (${name}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}

/** The answer to a GET of a media path: a PDF for a `.pdf` path, an image for every other. */
export function mediaPlaceholderResponse(pathname: string): Response {
  const pdf = /\.pdf$/i.test(pathname);
  return new Response(pdf ? mediaPlaceholderPdf(pathname) : mediaPlaceholderSvg(pathname), {
    headers: {
      'Content-Type': pdf ? 'application/pdf' : 'image/svg+xml',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
