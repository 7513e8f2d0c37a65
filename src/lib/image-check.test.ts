import { File as NodeFile } from 'node:buffer';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ImageRules, planImageUpload, scaleDownTarget } from './image-check';

// Node's File: jsdom's cannot read its bytes (the header check reads them).
beforeEach(() => vi.stubGlobal('File', NodeFile));

const RULES: ImageRules = {
  allowedExtensions: ['jpg', 'jpeg', 'png'],
  maxSizeKb: 8192,
  minWidth: 800,
  maxWidth: 6000,
  maxHeight: 4000,
};

/** A PNG header of the given size (what the check reads), padded to `kb` KB. */
function png(name: string, width: number, height: number, kb = 1): File {
  const bytes = new Uint8Array(Math.max(33, kb * 1024));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(bytes.buffer).setUint32(16, width);
  new DataView(bytes.buffer).setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

describe('scaling an image down to keep the rules', () => {
  it('fits a too wide or too high image into the maximum width and height, keeping its proportions', () => {
    const wide = { rule: 'maxWidth', max: 6000, width: 7200 } as const;
    expect(scaleDownTarget({ width: 7200, height: 4800 }, [wide], RULES)).toEqual({ width: 6000, height: 4000 });
    const high = { rule: 'maxHeight', max: 4000, height: 5000 } as const;
    expect(scaleDownTarget({ width: 3000, height: 5000 }, [high], RULES)).toEqual({ width: 2400, height: 4000 });
    // Both: the tighter limit wins (6400 wide → 0.9375, 4800 high → 0.8333).
    expect(scaleDownTarget({ width: 6400, height: 4800 }, [wide, high], RULES)).toEqual({ width: 5333, height: 4000 });
  });

  it('shrinks the area of a file with too many bytes in proportion, with a margin', () => {
    const tooBig = { rule: 'maxSize', maxKb: 8192, sizeKb: 32768 } as const;
    // sqrt(8192 / 32768) × 0.9 = 0.45
    expect(scaleDownTarget({ width: 4000, height: 3000 }, [tooBig], RULES)).toEqual({ width: 1800, height: 1350 });
  });

  it('does not scale when the result would be narrower than the minimum width', () => {
    const high = { rule: 'maxHeight', max: 4000, height: 12000 } as const;
    expect(scaleDownTarget({ width: 1000, height: 12000 }, [high], RULES)).toBeNull();
  });

  it.each([
    [{ rule: 'minWidth', min: 800, width: 400 }],
    [{ rule: 'extension', allowed: 'JPG, JPEG, PNG' }],
    [{ rule: 'empty' }],
    [{ rule: 'unreadable' }],
  ] as const)('does not scale an image that breaks a rule scaling does not fix (%o)', (problem) => {
    const wide = { rule: 'maxWidth', max: 6000, width: 7200 } as const;
    expect(scaleDownTarget({ width: 7200, height: 4800 }, [wide, problem], RULES)).toBeNull();
  });
});

describe('the plan for a picked file', () => {
  it('uploads a file within the rules as it is', async () => {
    expect(await planImageUpload(png('saal.png', 1600, 1067), RULES, true)).toEqual({ action: 'upload' });
  });

  it('scales a too wide file where the browser can, and refuses it where it cannot', async () => {
    const wide = png('panorama.png', 7200, 1800);
    expect(await planImageUpload(wide, RULES, true)).toMatchObject({
      action: 'scale',
      from: { width: 7200, height: 1800 },
      to: { width: 6000, height: 1500 },
    });
    expect(await planImageUpload(wide, RULES, false)).toEqual({
      action: 'refuse',
      problems: [{ rule: 'maxWidth', max: 6000, width: 7200 }],
    });
  });

  it('still refuses a too small file, a forbidden type and an empty file', async () => {
    expect(await planImageUpload(png('briefmarke.png', 400, 300), RULES, true)).toMatchObject({ action: 'refuse' });
    expect(await planImageUpload(png('animation.GIF', 7200, 1800), RULES, true)).toMatchObject({ action: 'refuse' });
    expect(await planImageUpload(new File([], 'leer.png'), RULES, true)).toEqual({
      action: 'refuse',
      problems: [{ rule: 'empty' }],
    });
  });
});
