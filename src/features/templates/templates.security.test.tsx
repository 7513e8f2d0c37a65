// Attack suite (issue 15): the XSS vectors of the suite (src/testing/xss-vectors.ts) pasted into a mail template
// and a signature in the rich-text editor, and given as an attachment's name. None may run anywhere the text is
// shown: the editor, the previews, the lists, the inbox composer and the sent message in the thread. The canary
// `window.__xss`, which every vector would call, must never be called; no dangerous element or attribute may be
// in the document (the same outcome src/app/xss.security.test.tsx asserts); text stays text.
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { nextId } from '@mocks/db/collection';
import { CUSTOMER, USER } from '@mocks/db/core';
import { LEAD } from '@mocks/db/leads';
import { isoDateTime, now } from '@mocks/lib/clock';
import { renderApp } from '@/testing/render-app';
import { XSS_VECTORS } from '@/testing/xss-vectors';
import { findEditor, pasteInto } from '@/testing/rich-text-editor';

declare global {
  interface Window {
    __xss?: (id: number) => void;
  }
}

const canary = vi.fn();
beforeEach(() => {
  canary.mockReset();
  window.__xss = canary;
});
afterAll(() => {
  delete window.__xss;
});

const DANGEROUS_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], link[rel], style';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster', 'data', 'srcdoc'];

/** Nothing that could run: no dangerous element, no handler attribute, no script address, the canary silent. */
function expectSafeDocument(): void {
  // The <main> holds the pages; <head> styles of the app are not user content.
  expect([...document.body.querySelectorAll(DANGEROUS_ELEMENTS)].map((element) => element.outerHTML)).toEqual([]);
  const unsafe: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) unsafe.push(`${element.tagName} ${name}`);
      // eslint-disable-next-line no-control-regex -- control characters are what browsers ignore in a scheme
      const address = attribute.value.replace(/[\u0000-\u0020]/g, '');
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text)/i.test(address))
        unsafe.push(`${element.tagName} ${name}=${attribute.value}`);
      if (name === 'style' && /expression|javascript|url\(/i.test(attribute.value))
        unsafe.push(`${element.tagName} style=${attribute.value}`);
    }
  }
  expect(unsafe).toEqual([]);
  expect(canary).not.toHaveBeenCalled();
}

const ALL = XSS_VECTORS.join('\n');
const ALL_HTML = XSS_VECTORS.map((vector) => `<p>${vector}</p>`).join('');

describe('XSS through templates, signatures and attachments', () => {
  it('uses at least 20 vectors of the attack suite', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(20);
  });

  it('a mail template: pasted into the editor, saved, listed and previewed', async () => {
    const { user } = await renderApp('/templates/mail-templates?edit=new', { as: 'demo' });
    const form = within(await screen.findByRole('form', { name: 'Neue E-Mail-Vorlage' }, { timeout: 5000 }));
    await user.type(form.getByRole('textbox', { name: 'Name der Vorlage' }), 'Angriff');
    await user.type(form.getByRole('textbox', { name: 'Betreff' }), 'Betreff');
    const editor = await findEditor('Text');
    await pasteInto(editor, ALL_HTML, ALL);
    expectSafeDocument();
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Vorlage wurde angelegt.')).toBeInTheDocument();
    const stored = db.mailTemplates.all().find((t) => t.customerId === CUSTOMER.schlossgut && t.name === 'Angriff');
    expect(stored?.content).toBeTruthy();
    expect(stored?.content).not.toMatch(/<script|onerror|onload|javascript:|<iframe|<object|<embed/i);
    // The list's preview.
    await screen.findByRole('article', { name: 'Angriff' });
    expectSafeDocument();
  });

  it('a signature: stored with vectors and previewed, pasted into the editor and saved', async () => {
    const { user } = await renderApp('/templates/signatures', {
      as: 'demo',
      // What another client (or an attacker with the API) stored: the preview must render it harmless.
      prepare: async () => {
        await db.customerUsers.update((q) => q.where({ id: USER.demo }), {
          data(record) {
            for (const link of record.customerUserProviders) link.signatureContent = ALL_HTML;
          },
        });
      },
    });
    const card = within(await screen.findByRole('region', { name: 'Schlossgut Havelblick' }, { timeout: 5000 }));
    expectSafeDocument();
    await user.click(card.getByRole('button', { name: 'Signatur für Schlossgut Havelblick bearbeiten' }));
    // The editor starts with the stored vectors and gets them pasted once more.
    await pasteInto(await findEditor('Signatur'), ALL_HTML, ALL);
    expectSafeDocument();
    await user.click(card.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Signatur für Schlossgut Havelblick wurde gespeichert.')).toBeInTheDocument();
    const link = db.customerUsers.findFirst((q) => q.where({ id: USER.demo }))?.customerUserProviders[0];
    expect(link?.signatureContent).not.toMatch(/<script|onerror|onload|javascript:|<iframe/i);
    expectSafeDocument();
  });

  it('attachment names are literal text in the list', async () => {
    await renderApp('/templates/attachments', {
      as: 'demo',
      prepare: async () => {
        let id = nextId(db.attachments, 9000);
        for (const vector of XSS_VECTORS.slice(0, 25)) {
          await db.attachments.create({
            id: id++,
            customerId: CUSTOMER.schlossgut,
            providerId: null,
            name: vector.slice(0, 100),
            fileName: 'angriff.pdf',
            mimeType: 'application/pdf',
            size: 1000,
            url: 'https://cdn.hochzeitsportal.de/attachments/1/angriff.pdf',
            createdAt: isoDateTime(now()),
          });
        }
      },
    });
    const list = await screen.findByRole('list', { name: 'Anhänge' }, { timeout: 5000 });
    await within(list).findAllByText(XSS_VECTORS[0] as string);
    const text = list.textContent ?? '';
    expect(XSS_VECTORS.slice(0, 25).filter((vector) => !text.includes(vector.slice(0, 100)))).toEqual([]);
    expectSafeDocument();
  });

  it('the inbox composer and the sent message: a template, a signature and attachments full of vectors', async () => {
    const { user } = await renderApp(`/leads/${LEAD.wellKnown}?activeTab=messages`, {
      as: 'demo',
      prepare: async () => {
        const stamp = isoDateTime(now());
        await db.mailTemplates.create({
          id: nextId(db.mailTemplates),
          customerId: CUSTOMER.schlossgut,
          providerId: 101,
          name: 'Angriffsvorlage',
          subject: 'Hallo {{coupleName}} <img src=x onerror=__xss(99)>',
          content: `<p>Liebe {{coupleName}},</p>${ALL_HTML}`,
          createdAt: stamp,
          updatedAt: stamp,
        });
        await db.customerUsers.update((q) => q.where({ id: USER.demo }), {
          data(record) {
            for (const link of record.customerUserProviders) link.signatureContent = ALL_HTML;
          },
        });
        let id = nextId(db.attachments, 9100);
        for (const vector of XSS_VECTORS.slice(0, 3)) {
          await db.attachments.create({
            id: id++,
            customerId: CUSTOMER.schlossgut,
            providerId: 101,
            name: vector.slice(0, 100),
            fileName: 'angriff.pdf',
            mimeType: 'application/pdf',
            size: 1000,
            url: 'https://cdn.hochzeitsportal.de/attachments/1/angriff.pdf',
            createdAt: stamp,
          });
        }
      },
    });
    const composer = within(await screen.findByRole('region', { name: 'Antworten' }, { timeout: 5000 }));
    const picker = composer.getByRole('combobox', { name: 'E-Mail-Vorlage' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, await within(picker).findByRole('option', { name: 'Angriffsvorlage' }));
    await waitFor(() => expect(composer.getByRole('combobox', { name: 'Signatur' })).not.toHaveValue(''));
    await user.click(composer.getByRole('checkbox', { name: new RegExp(escape(XSS_VECTORS[1] as string)) }));
    expectSafeDocument();
    await user.click(composer.getByRole('button', { name: 'E-Mail senden' }));
    expect(await screen.findByText('Ihre E-Mail wurde gesendet.')).toBeInTheDocument();
    const thread = within(screen.getByRole('list', { name: 'Nachrichtenverlauf' }));
    await waitFor(() => expect(thread.getAllByRole('article').at(-1)).toHaveTextContent('Anna Schmidt & Lukas Becker'));
    expectSafeDocument();
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
