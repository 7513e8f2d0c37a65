import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listLeadsQueryLimits } from '@/api/generated/limits';
import { recordRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { csvDate, csvDateTime } from '../lib/lead-csv';

// jsdom has no object URLs: the export test puts stand-ins in place, and they go after each test.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

/** The offered files, read as bytes (so the BOM stays) and decoded. */
function interceptDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

function readBytes(blob: Blob | undefined): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    if (!blob) throw new Error('no file was offered');
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(new Error('the file cannot be read'));
    reader.readAsArrayBuffer(blob);
  });
}

describe('inbox export', () => {
  it('downloads every page of the filtered inbox as a German CSV file', async () => {
    const { blobs, names } = interceptDownloads();
    const { user } = await renderApp('/leads?status=new,pending&sort=createdAt', { as: 'demo' });
    await screen.findByRole('list', { name: 'Anfragen' });
    const requests = recordRequests('/leads');
    await user.click(screen.getByRole('button', { name: 'Exportieren (CSV)' }));
    await waitFor(() => expect(blobs).toHaveLength(1));

    // Every page in the largest size, each with the inbox's filters and sort.
    const asked = requests.map((request) => new URL(request.url).searchParams);
    const first = asked[0];
    if (!first) throw new Error('no request');
    const max = listLeadsQueryLimits.limit.maximum;
    const query = {
      createdAtStart: first.get('createdAtStart') ?? '',
      createdAtEnd: first.get('createdAtEnd') ?? '',
      providerIds: first
        .getAll('providerIds')
        .flatMap((ids) => ids.split(','))
        .map(Number),
      status: ['new', 'pending'] as ('new' | 'pending')[],
      sort: 'createdAt' as const,
    };
    const firstPage = unwrap(await testApi.GET('/leads', { params: { query: { ...query, limit: max, page: 1 } } }));
    expect(asked.map((params) => params.get('page'))).toEqual(
      Array.from({ length: Math.max(firstPage.paging.pageCount, 1) }, (_, index) => String(index + 1)),
    );
    for (const params of asked) {
      expect(params.get('limit')).toBe(String(max));
      expect(params.getAll('status').flatMap((s) => s.split(','))).toEqual(['new', 'pending']);
      expect(params.get('sort')).toBe('createdAt');
    }

    const bytes = await readBytes(blobs[0]);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'Paar;Anbieter;Status;Hochzeitsdatum;E-Mail;Telefon;Eingegangen am;Erste Antwort am;Ungelesene Nachrichten;Erinnerung',
    );
    expect(lines).toHaveLength(firstPage.paging.total + 1);
    const lead = firstPage.data[0];
    if (!lead) throw new Error('the mock has no new or pending lead');
    const cells = (lines[1] ?? '').split(';');
    expect(cells[1]).toBe(lead.provider.name);
    expect(['Neu', 'Offen']).toContain(cells[2]);
    expect(cells[3]).toBe(csvDate(lead.couple.weddingDate ?? lead.couple.organizationDate));
    expect(cells[4]).toBe(lead.leadDetails.contactVisible ? (lead.leadDetails.email ?? '') : '');
    expect(cells[6]).toBe(csvDateTime(lead.createdAt));
    expect(cells[6]).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    expect(cells[8]).toBe(String(lead.unreadMessageCount));
    expect(names[0]).toMatch(/^Anfragen-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await screen.findByText(/als CSV-Datei heruntergeladen\.$/)).toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Exportieren (CSV)', busy: true })).toBeNull();
  });
});
