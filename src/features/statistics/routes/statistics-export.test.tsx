import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

function readBytes(blob: Blob | undefined): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (!blob) throw new Error('no file was offered');
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('the file cannot be read'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('statistics export', () => {
  it('downloads a table as a CSV file with its headers and the cells it shows', async () => {
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:table';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { user } = await renderApp('/statistics/rivals', { as: 'demo' });
    const table = await screen.findByRole('table', { name: /Profilaufrufe im Vergleich/ }, { timeout: 5000 });
    const caption = table.querySelector('caption')?.textContent ?? '';
    await user.click(screen.getByRole('button', { name: `Exportieren (CSV): „${caption}“` }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    const bytes = await readBytes(blobs[0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n').slice(0, -1);
    const shown = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
    expect(lines.map((line) => line.split(';'))).toEqual(shown);
    // Named after the table: its words joined by hyphens, no commas or quotes, then the day.
    expect(names[0]).toMatch(/^[\p{L}\p{N}-]+-\d{4}-\d{2}-\d{2}\.csv$/u);
  });
});
