import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER } from '@mocks/db/core';
import { clearFaults, setFault } from '@mocks/lib/faults';
import { renderApp } from '@/testing/render-app';
import { testApi, unwrap } from '@/testing/test-api';
import { findEditor, pasteInto } from '@/testing/rich-text-editor';

afterEach(() => clearFaults());

async function templatesOfDemo() {
  const customerId = CUSTOMER.schlossgut;
  const rows = unwrap(
    await testApi.GET('/customers/{customerId}/templates', {
      params: { path: { customerId }, query: { limit: 100, page: 1 } },
    }),
  ).data;
  return { customerId, rows };
}

const list = async () => within(await screen.findByRole('list', { name: 'E-Mail-Vorlagen' }, { timeout: 5000 }));

describe('mail templates page', () => {
  it("lists the account's templates with subject and provider, and searches them", async () => {
    const { user } = await renderApp('/templates/mail-templates', { as: 'demo' });
    const { rows } = await templatesOfDemo();
    expect(rows.length).toBeGreaterThan(2);
    await waitFor(async () => expect((await list()).getAllByRole('article')).toHaveLength(rows.length));
    for (const row of rows) {
      const card = within(screen.getByRole('article', { name: row.name }));
      expect(card.getByText(row.subject)).toBeInTheDocument();
    }
    const target = rows[0];
    if (!target) throw new Error('no template');
    await user.type(screen.getByRole('searchbox', { name: 'Vorlagen durchsuchen' }), target.subject);
    const expected = rows.filter((row) =>
      `${row.name}\n${row.subject}`.toLowerCase().includes(target.subject.toLowerCase()),
    );
    await waitFor(async () => expect((await list()).getAllByRole('article')).toHaveLength(expected.length));
    expect(new URLSearchParams(window.location.search).get('q')).toBe(target.subject);
  });

  it('creates a template with formatting and a placeholder, stored as sanitized HTML', async () => {
    const { user } = await renderApp('/templates/mail-templates', { as: 'demo' });
    await user.click(await screen.findByRole('button', { name: 'Neue Vorlage' }, { timeout: 5000 }));
    const form = within(await screen.findByRole('form', { name: 'Neue E-Mail-Vorlage' }));
    await user.type(form.getByRole('textbox', { name: 'Name der Vorlage' }), 'Erstantwort mit Namen');
    await user.type(form.getByRole('textbox', { name: 'Betreff' }), 'Ihre Anfrage, {{{{coupleName}}');
    const editor = await findEditor('Text');
    await pasteInto(
      editor,
      '<p>Liebe <b>{{coupleName}}</b>,</p><p>vielen Dank!</p><img src=x onerror="window.__xss()">',
    );
    // The token became a placeholder chip; the toolbar inserts the others.
    expect(within(editor).getByText('{{coupleName}}')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Hochzeitsdatum' }));
    await waitFor(() => expect(within(editor).getByText('{{weddingDate}}')).toBeInTheDocument());
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Vorlage wurde angelegt.')).toBeInTheDocument();

    const created = (await templatesOfDemo()).rows.find((row) => row.name === 'Erstantwort mit Namen');
    expect(created?.subject).toBe('Ihre Anfrage, {{coupleName}}');
    expect(created?.content).toContain('{{coupleName}}');
    expect(created?.content).toContain('{{weddingDate}}');
    expect(created?.content).toMatch(/<(b|strong)[^>]*>.*\{\{coupleName\}\}/);
    expect(created?.content).not.toMatch(/onerror|<img/i);
    expect(new URLSearchParams(window.location.search).get('edit')).toBeNull();
  });

  it('keeps an unsaved template through a failed save and a reload, and shows the field error on its field', async () => {
    const first = await renderApp('/templates/mail-templates?edit=new', { as: 'demo' });
    const { rows } = await templatesOfDemo();
    const taken = rows[0]?.name ?? '';
    const form = within(await screen.findByRole('form', { name: 'Neue E-Mail-Vorlage' }, { timeout: 5000 }));
    await first.user.type(form.getByRole('textbox', { name: 'Name der Vorlage' }), 'Entwurf Sommer');
    await first.user.type(form.getByRole('textbox', { name: 'Betreff' }), 'Sommerhochzeit');
    await pasteInto(await findEditor('Text'), '<p>Ein Text, der nicht verloren geht.</p>');

    setFault('createMailTemplate', { kind: 'server-error', remaining: 1 });
    await first.user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await form.findByRole('alert')).toBeInTheDocument();
    first.unmount();

    // A reload: the draft is restored into the form, the editor included.
    window.history.replaceState(null, '', '/templates/mail-templates?edit=new');
    const { render } = await import('@testing-library/react');
    const { App } = await import('@/app/app');
    render(<App />);
    const again = within(await screen.findByRole('form', { name: 'Neue E-Mail-Vorlage' }, { timeout: 5000 }));
    expect(again.getByText('Ihr nicht gespeicherter Entwurf wurde wiederhergestellt.')).toBeInTheDocument();
    expect(again.getByRole('textbox', { name: 'Name der Vorlage' })).toHaveValue('Entwurf Sommer');
    await waitFor(async () => expect((await findEditor('Text')).textContent).toContain('nicht verloren geht'));

    // The server refuses a name the account already has: the message stands at the name.
    const name = again.getByRole('textbox', { name: 'Name der Vorlage' });
    const { default: userEvent } = await import('@testing-library/user-event');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, taken);
    await user.click(again.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Eine Vorlage mit diesem Namen gibt es bereits.'));
  });

  it('edits only the changed fields, duplicates under a free name and deletes after confirmation', async () => {
    const { user } = await renderApp('/templates/mail-templates', { as: 'demo' });
    const { rows, customerId } = await templatesOfDemo();
    const target = rows[0];
    if (!target) throw new Error('no template');
    const card = within(await screen.findByRole('article', { name: target.name }, { timeout: 5000 }));
    await user.click(card.getByRole('button', { name: `Vorlage „${target.name}“ bearbeiten` }));
    const form = within(await screen.findByRole('form', { name: `Vorlage „${target.name}“ bearbeiten` }));
    const subject = form.getByRole('textbox', { name: 'Betreff' });
    await user.clear(subject);
    await user.type(subject, 'Neuer Betreff');
    await user.click(form.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Vorlage wurde gespeichert.')).toBeInTheDocument();
    const changed = unwrap(
      await testApi.GET('/customers/{customerId}/templates', {
        params: { path: { customerId }, query: { limit: 100 } },
      }),
    ).data.find((row) => row.id === target.id);
    expect(changed?.subject).toBe('Neuer Betreff');
    expect(changed?.content).toBe(target.content);

    await user.click(
      within(screen.getByRole('article', { name: target.name })).getByRole('button', {
        name: `Vorlage „${target.name}“ duplizieren`,
      }),
    );
    expect(await screen.findByText(`Die Kopie „${target.name} (Kopie)“ wurde angelegt.`)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: `${target.name} (Kopie)` })).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: target.name })).getByRole('button', {
        name: `Vorlage „${target.name}“ löschen`,
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Vorlage löschen?' }));
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByRole('article', { name: target.name })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('article', { name: target.name })).getByRole('button', {
        name: `Vorlage „${target.name}“ löschen`,
      }),
    );
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: target.name })).not.toBeInTheDocument());
    expect((await templatesOfDemo()).rows.some((row) => row.id === target.id)).toBe(false);
  });
});
