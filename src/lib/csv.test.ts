import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with the BOM, separates by semicolons and ends every line with CRLF', () => {
    expect(
      toCsv(
        ['Paar', 'Gäste'],
        [
          ['Anna & Lukas', 120],
          ['Ömer', null],
        ],
      ),
    ).toBe('\uFEFFPaar;Gäste\r\nAnna & Lukas;120\r\nÖmer;\r\n');
  });

  it('writes only the header line for no rows', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA;B\r\n');
  });
});

describe('csvField', () => {
  it('quotes a field with a semicolon, a quote or a line break, and doubles its quotes', () => {
    expect(csvField('Havel; Blick')).toBe('"Havel; Blick"');
    expect(csvField('Das "Gut"')).toBe('"Das ""Gut"""');
    expect(csvField('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvField('Zeile 1\r\nZeile 2')).toBe('"Zeile 1\r\nZeile 2"');
    expect(csvField('Schlossgut, Havelblick')).toBe('Schlossgut, Havelblick');
  });

  it('neutralises a formula with a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+49 30 123')).toBe("'+49 30 123");
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(csvField('Anna = Lukas')).toBe('Anna = Lukas');
  });

  it('writes numbers as they are, a negative one included, and nothing as an empty field', () => {
    expect(csvField(-3)).toBe('-3');
    expect(csvField(0)).toBe('0');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });
});
