import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { CUSTOMER } from '@mocks/db/core';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { formatDate, formatFileSize } from '@/lib/format';
import { recordRequests, stopRecordingRequests } from '@/testing/mock-server';
import { renderApp } from '@/testing/render-app';

afterEach(() => clearFaults());

const attachmentsOfDemo = () =>
  db.attachments.all().filter((attachment) => attachment.customerId === CUSTOMER.schlossgut);

const list = async () => within(await screen.findByRole('list', { name: 'Anhänge' }, { timeout: 5000 }));
const pdf = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('attachments page', () => {
  it("lists the account's files with size and upload date", async () => {
    await renderApp('/templates/attachments', { as: 'demo' });
    const rows = attachmentsOfDemo();
    expect(rows.length).toBeGreaterThan(2);
    await waitFor(async () => expect((await list()).getAllByRole('listitem')).toHaveLength(rows.length));
    for (const row of rows) {
      const item = within(
        (await list()).getAllByRole('listitem').find((li) => within(li).queryByText(row.name)) ?? document.body,
      );
      expect(
        item.getByText(`${formatFileSize(row.size, 'de-DE')} · hochgeladen am ${formatDate(row.createdAt, 'de-DE')}`),
      ).toBeInTheDocument();
    }
  });

  // The upload itself (multipart through the mock) is proven where multipart works: the mock tests in Node, the
  // Pact contract and the Chromium journey. jsdom's realm cannot encode or parse a multipart body (docs/templates.md).
  it('shows a progress bar while the file is sent', async () => {
    const { user } = await renderApp('/templates/attachments', { as: 'demo' });
    const form = within(await screen.findByRole('form', { name: 'Datei hochladen' }, { timeout: 5000 }));
    setFault('uploadAttachment', { kind: 'latency', latencyMs: 400, remaining: 1 });
    await user.upload(form.getByLabelText('Datei'), pdf('mappe.pdf', 2048));
    await user.click(form.getByRole('button', { name: 'Hochladen' }));
    const bar = await form.findByRole('progressbar', { name: /Wird hochgeladen/ });
    // The share sent so far, between none and all of the file.
    expect(Number(bar.getAttribute('value'))).toBeGreaterThanOrEqual(0);
    expect(Number(bar.getAttribute('value'))).toBeLessThanOrEqual(1);
    await waitFor(() => expect(form.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('checks size and type before sending, on the file field', async () => {
    const { user } = await renderApp('/templates/attachments', { as: 'demo' });
    const form = within(await screen.findByRole('form', { name: 'Datei hochladen' }, { timeout: 5000 }));
    const input = form.getByLabelText('Datei');
    const requests = recordRequests('/customers/1/attachments');
    try {
      // A file the picker's filter would hide (chosen by drag and drop, or "all files").
      fireEvent.change(input, { target: { files: [new File(['x'], 'notiz.txt', { type: 'text/plain' })] } });
      await user.click(form.getByRole('button', { name: 'Hochladen' }));
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('Erlaubt sind nur PDF-, JPEG-, PNG- und Word-Dateien (DOCX).'),
      );
      // One byte over the document's 10 MB (the file's size is what counts, not its bytes in memory).
      const big = pdf('gross.pdf', 1);
      Object.defineProperty(big, 'size', { value: 10_485_761 });
      fireEvent.change(input, { target: { files: [big] } });
      await user.click(form.getByRole('button', { name: 'Hochladen' }));
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.'),
      );
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    } finally {
      stopRecordingRequests();
    }
  });

  it('deletes a file after confirmation', async () => {
    const { user } = await renderApp('/templates/attachments', { as: 'demo' });
    const target = attachmentsOfDemo()[0];
    if (!target) throw new Error('no attachment');
    await (await list()).findByText(target.name);
    await user.click(screen.getByRole('button', { name: `Anhang „${target.name}“ löschen` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Anhang löschen?' }));
    await user.click(dialog.getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText(`Der Anhang „${target.name}“ wurde gelöscht.`)).toBeInTheDocument();
    expect(attachmentsOfDemo().some((row) => row.id === target.id)).toBe(false);
  });
});
