// Reads a QR code the page draws as inline SVG (qrcode.react's QRCodeSVG: a light square and one dark path of
// module runs `M<x> <y>h<width>v1H<x>z`) the way a scanner reads a picture: the modules are painted into pixels and
// jsQR decodes them. jsdom draws nothing, so the painting is done here from the path.
import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 4;

/** The text a scanner reads from the SVG QR code, or throws when the picture holds none. */
export function decodeSvgQrCode(svg: Element): string {
  const viewBox = svg.getAttribute('viewBox')?.split(/\s+/).map(Number);
  const modules = viewBox?.[2];
  const paths = svg.querySelectorAll('path');
  const dark = paths[paths.length - 1]?.getAttribute('d');
  if (!modules || !dark) throw new Error('No QR code of qrcode.react in the SVG.');
  const size = modules * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(size * size * 4).fill(255);
  for (const [, x, y, width] of dark.matchAll(/M(\d+)[ ,](\d+)\s*h(\d+)v1H\d+z/g)) {
    for (let row = 0; row < PIXELS_PER_MODULE; row += 1) {
      const py = Number(y) * PIXELS_PER_MODULE + row;
      for (let px = Number(x) * PIXELS_PER_MODULE; px < (Number(x) + Number(width)) * PIXELS_PER_MODULE; px += 1) {
        const at = (py * size + px) * 4;
        pixels[at] = 0;
        pixels[at + 1] = 0;
        pixels[at + 2] = 0;
      }
    }
  }
  const code = jsQR(pixels, size, size);
  if (!code) throw new Error('A scanner finds no QR code in the picture.');
  return code.data;
}
