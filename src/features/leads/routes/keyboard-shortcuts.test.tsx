import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { leadWithVisiblePhone, outgoing } from '@/testing/lead-messages';
import { renderApp } from '@/testing/render-app';
import { findEditor, typeInto } from '@/testing/rich-text-editor';
import { db } from '@mocks/db';
import { LEAD } from '@mocks/db/leads';
import { clearFaults } from '@mocks/lib/faults';

// Keyboard first (issue 41.4; docs/leads.md, "Keyboard shortcuts"): j/k/Enter in the inbox, r/n on a lead,
// Ctrl+K for the couple search, Ctrl+Enter in every composer, "?" for the list. jsdom is no Apple platform: Ctrl.

afterEach(() => clearFaults());

const inbox = () => screen.findByRole('list', { name: 'Anfragen' });
/** Each row's control (a couple's link, or a locked row's button), in list order. */
async function rowControls() {
  const list = await inbox();
  await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(2));
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild as HTMLElement);
}

async function openLead(url = `/leads/${LEAD.wellKnown}`) {
  const rendered = await renderApp(url, { as: 'demo' });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Anna Schmidt & Lukas Becker' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  return rendered;
}

describe('keyboard shortcuts: inbox', () => {
  it('moves the focus along the couples with j and k and opens the focused one with Enter', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    const [first, second] = await rowControls();
    if (!first || !second) throw new Error('the inbox shows fewer than two couples');

    await user.keyboard('j');
    expect(first).toHaveFocus();
    await user.keyboard('j');
    expect(second).toHaveFocus();
    await user.keyboard('k');
    expect(first).toHaveFocus();
    // At the top the focus stays.
    await user.keyboard('k');
    expect(first).toHaveFocus();

    expect(first.tagName).toBe('A');
    const target = first.getAttribute('href');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(target));
    expect(await screen.findByRole('tablist', { name: 'Bereiche der Anfrage' }, { timeout: 5000 })).toBeVisible();
  });

  it('does not fire while the user types in a field', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    const controls = await rowControls();
    const search = screen.getByRole('searchbox', { name: 'Brautpaar suchen' });
    await user.click(search);
    await user.keyboard('jk?');
    expect(search).toHaveValue('jk?');
    expect(search).toHaveFocus();
    controls.forEach((control) => expect(control).not.toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not fire with another modifier held', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    const [first] = await rowControls();
    await user.keyboard('{Alt>}j{/Alt}{Control>}j{/Control}');
    expect(first).not.toHaveFocus();
  });
});

describe('keyboard shortcuts: lead page', () => {
  it('r opens the messages tab with the focus in the composer', async () => {
    const { user } = await openLead();
    await user.keyboard('r');
    expect(screen.getByRole('tab', { name: /^Nachrichten/ })).toHaveAttribute('aria-selected', 'true');
    const composer = await screen.findByRole('region', { name: 'Antworten' }, { timeout: 5000 });
    const editor = await within(composer).findByRole('textbox', { name: 'Nachricht' }, { timeout: 5000 });
    await waitFor(() => expect(editor).toHaveFocus());
  });

  it('n opens the notes tab with the focus in "Neue Notiz"; Ctrl+Enter saves the note', async () => {
    const { user } = await openLead();
    await user.keyboard('n');
    expect(screen.getByRole('tab', { name: 'Notizen' })).toHaveAttribute('aria-selected', 'true');
    const field = await screen.findByRole('textbox', { name: 'Neue Notiz' }, { timeout: 5000 });
    await waitFor(() => expect(field).toHaveFocus());
    // The key itself is not typed into the field.
    expect(field).toHaveValue('');

    // Typing "r" and "n" here writes them; no shortcut fires.
    await user.keyboard('Brautpaar ruft morgen an');
    expect(field).toHaveValue('Brautpaar ruft morgen an');
    expect(screen.getByRole('tab', { name: 'Notizen' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Die Notiz wurde gespeichert.')).toBeInTheDocument();
    expect(
      db.leadComments
        .all()
        .filter((note) => note.leadId === LEAD.wellKnown && note.body === 'Brautpaar ruft morgen an'),
    ).toHaveLength(1);
    await waitFor(() => expect(field).toHaveValue(''));
  });

  it('Ctrl+Enter sends the e-mail from the editor, without adding a paragraph', async () => {
    const { user } = await openLead(`/leads/${LEAD.wellKnown}?activeTab=messages`);
    const editor = await findEditor('Nachricht');
    const composer = within(screen.getByRole('region', { name: 'Antworten' }));
    await waitFor(() => expect(composer.getByRole('combobox', { name: 'E-Mail-Vorlage' })).toBeEnabled());
    await typeInto(editor, 'Vielen Dank für Ihre Anfrage.');
    await user.click(editor);
    const before = outgoing(LEAD.wellKnown).length;
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByText('Ihre E-Mail wurde gesendet.')).toBeInTheDocument();
    const sent = outgoing(LEAD.wellKnown);
    expect(sent).toHaveLength(before + 1);
    expect(sent.at(-1)?.body).toMatch(/^<p>Vielen Dank für Ihre Anfrage\.<\/p>/);
    expect(sent.at(-1)?.body).not.toMatch(/<p><br\s*\/?><\/p>/);
  });

  it('Ctrl+Enter sends the SMS', async () => {
    const lead = await leadWithVisiblePhone();
    const { user } = await renderApp(`/leads/${lead.id}?activeTab=messages`, { as: 'demo' });
    const composer = within(await screen.findByRole('region', { name: 'Antworten' }, { timeout: 5000 }));
    await user.click(composer.getByRole('button', { name: 'SMS' }));
    const field = await composer.findByRole('textbox', { name: /^SMS/ });
    await user.type(field, 'Bis morgen!');
    const before = outgoing(lead.id).length;
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(outgoing(lead.id)).toHaveLength(before + 1));
    expect(outgoing(lead.id).at(-1)).toMatchObject({ channel: 'sms', body: 'Bis morgen!' });
  });
});

describe('keyboard shortcuts: everywhere', () => {
  it('Ctrl+K opens the couple search, also from a text field', async () => {
    const { user } = await openLead(`/leads/${LEAD.wellKnown}?activeTab=notes`);
    const note = await screen.findByRole('textbox', { name: 'Neue Notiz' }, { timeout: 5000 });
    await user.click(note);
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Brautpaar suchen' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Name des Brautpaars' })).toHaveFocus());
    expect(note).toHaveValue('');

    // Closed and opened again: the dialog stays mounted, the shortcut opens it once more.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Brautpaar suchen' })).toBeInTheDocument();
  });

  it('? lists the shortcuts in the "Tastenkürzel" dialog, and no shortcut fires while it is open', async () => {
    const { user } = await renderApp('/leads', { as: 'demo' });
    const [first] = await rowControls();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Tastenkürzel' });
    const terms = within(dialog).getAllByRole('term');
    const definitions = within(dialog).getAllByRole('definition');
    const rows = terms.map((term, index) => `${term.textContent ?? ''} ${definitions[index]?.textContent ?? ''}`);
    expect(rows).toEqual([
      'Strg+K Brautpaar suchen',
      '? Tastenkürzel anzeigen',
      'J Nächstes Brautpaar',
      'K Vorheriges Brautpaar',
      'Eingabe Gewähltes Brautpaar öffnen',
      'R Antworten',
      'N Notiz schreiben',
      'Strg+Eingabe Senden bzw. speichern',
    ]);
    expect(dialog.querySelectorAll('kbd')).toHaveLength(10);

    await user.keyboard('j');
    expect(first).not.toHaveFocus();
    await user.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog', { name: 'Brautpaar suchen' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('j');
    expect(first).toHaveFocus();
  });
});
