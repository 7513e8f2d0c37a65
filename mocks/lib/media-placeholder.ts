// The mock's media files. The API answers media as paths on the portal's origin (`/media/providers/101/thumbs/…`);
// a deployment serves them from its media store. The mock has no photos, so every such path answers with a drawn
// stand-in: a calm colour chosen by the path (the same image always looks the same) with the file's name on it, so
// galleries, covers and thumbnails show as what they are instead of broken images.

/** Whether a path is one of the mock's media files. */
export function isMediaPath(pathname: string): boolean {
  return pathname.startsWith('/media/');
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
  const name = decodeURIComponent(pathname.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
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

/** The answer to a GET of a media path. */
export function mediaPlaceholderResponse(pathname: string): Response {
  return new Response(mediaPlaceholderSvg(pathname), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  });
}
