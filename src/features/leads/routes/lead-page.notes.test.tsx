import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, type TestUser } from '@/testing/render-app';
import { db } from '@mocks/db';
import { nextId } from '@mocks/db/collection';
import { USER } from '@mocks/db/core';
import { LEAD } from '@mocks/db/leads';
import { addMinutes, isoDateTime, now } from '@mocks/lib/clock';
import { clearFaults, setFault } from '@mocks/lib/faults';

// Changing and deleting the team's notes on the notes tab (issue 42.8; docs/leads.md, "Notes"). Adding a note, its
// draft and its read marker are tested in lead-page.test.tsx.

afterEach(() => clearFaults());

const KATHARINA = { id: USER.demo, name: 'Katharina Vogt' };
const JONAS = { id: USER.jonas, name: 'Jonas Albrecht' };

/** A note on lead 42 (the venue's, which demo and Jonas Albrecht both work on), an hour old, read by its author. */
async function addNote(author: { id: number; name: string }, body: string) {
  return db.leadComments.create({
    id: nextId(db.leadComments),
    leadId: LEAD.wellKnown,
    createdAt: isoDateTime(addMinutes(now(), -60)),
    body,
    author,
    readByUserIds: [author.id],
  });
}

/**
 * The lead page as the user (rendering seeds the database again), then the notes `prepare` adds, then the notes
 * tab: the notes load when the tab shows.
 */
async function openNotes<T>(as: TestUser, prepare: () => Promise<T>) {
  const rendered = await renderApp(`/leads/${LEAD.wellKnown}`, { as });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Anna Schmidt & Lukas Becker' }, { timeout: 5000 }),
  ).toBeInTheDocument();
  const prepared = await prepare();
  await rendered.user.click(screen.getByRole('tab', { name: 'Notizen' }));
  return { ...rendered, prepared };
}

const notesRegion = () => screen.findByRole('region', { name: 'Notizen' }, { timeout: 5000 });

/** The list item of the note with this text. */
async function noteItem(text: string) {
  const found = await within(await notesRegion()).findByText(text);
  const item = found.closest('li');
  if (!item) throw new Error(`the note "${text}" is not in a list item`);
  return within(item);
}

const storedNote = (id: number) => db.leadComments.findFirst((q) => q.where({ id }));

async function historyShows(user: UserEvent, text: string) {
  await user.click(screen.getByRole('tab', { name: 'Aktivitäten' }));
  const history = await screen.findByRole('region', { name: 'Verlauf' }, { timeout: 5000 });
  expect(await within(history).findByText(text)).toBeInTheDocument();
}

describe('/leads/{id}?activeTab=notes: changing a note', () => {
  it('changes the text of an own note in place; it shows the new text and when it was changed', async () => {
    const { user, prepared: note } = await openNotes('demo', () =>
      addNote(KATHARINA, 'Paar wünscht ein vegetarisches Menü.'),
    );
    const item = await noteItem(note.body);
    expect(item.queryByText(/^bearbeitet am/)).not.toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Bearbeiten' }));

    const field = item.getByLabelText('Notiz bearbeiten');
    expect(field).toHaveValue(note.body);
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription('36 von 2.000 Zeichen.');
    await user.clear(field);
    await user.type(field, 'Paar wünscht ein vegetarisches Menü und eine Trauung im Park.');
    await user.click(item.getByRole('button', { name: 'Änderung speichern' }));

    expect(await screen.findByText('Die Notiz wurde geändert.')).toBeInTheDocument();
    const changed = await noteItem('Paar wünscht ein vegetarisches Menü und eine Trauung im Park.');
    expect(changed.getByText(/^bearbeitet am \S/)).toBeInTheDocument();
    expect(changed.queryByLabelText('Notiz bearbeiten')).not.toBeInTheDocument();
    // The focus is back on the button that opened the form.
    expect(changed.getByRole('button', { name: 'Bearbeiten' })).toHaveFocus();
    expect(storedNote(note.id)).toMatchObject({
      body: 'Paar wünscht ein vegetarisches Menü und eine Trauung im Park.',
      editedAt: expect.any(String),
    });
  });

  it('keeps the typed text when saving fails, says why, and saves it on the next try', async () => {
    const { user, prepared: note } = await openNotes('demo', () => addNote(KATHARINA, 'Rückruf am Montag.'));
    const item = await noteItem(note.body);
    await user.click(item.getByRole('button', { name: 'Bearbeiten' }));
    const field = item.getByLabelText('Notiz bearbeiten');

    // Empty: the form's own message in German, nothing is sent.
    await user.clear(field);
    await user.click(item.getByRole('button', { name: 'Änderung speichern' }));
    expect(await item.findByText('Dies ist ein Pflichtfeld!')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/Dies ist ein Pflichtfeld!/);

    // The server fails: the alert says so and the text stays word for word.
    setFault('updateLeadComment', { kind: 'server-error', remaining: 1 });
    await user.type(field, 'Rückruf am Dienstag nach 17 Uhr.');
    await user.click(item.getByRole('button', { name: 'Änderung speichern' }));
    expect(await item.findByRole('alert')).toHaveTextContent(/Fehler/);
    expect(field).toHaveValue('Rückruf am Dienstag nach 17 Uhr.');
    expect(storedNote(note.id)?.body).toBe('Rückruf am Montag.');

    await user.click(item.getByRole('button', { name: 'Änderung speichern' }));
    expect(await noteItem('Rückruf am Dienstag nach 17 Uhr.')).toBeTruthy();
    expect(storedNote(note.id)?.body).toBe('Rückruf am Dienstag nach 17 Uhr.');
  });

  it('keeps the text of a note a colleague deleted meanwhile, and drops the note when the form closes', async () => {
    const { user, prepared: note } = await openNotes('demo', () => addNote(KATHARINA, 'Menüprobe im März.'));
    const item = await noteItem(note.body);
    await user.click(item.getByRole('button', { name: 'Bearbeiten' }));
    const field = item.getByLabelText('Notiz bearbeiten');
    await user.type(field, ' Zwei Gäste vegan.');
    await db.leadComments.deleteMany((q) => q.where({ id: note.id }));

    await user.click(item.getByRole('button', { name: 'Änderung speichern' }));
    expect(await item.findByText(/Diese Notiz wurde inzwischen gelöscht\./)).toBeInTheDocument();
    expect(field).toHaveValue('Menüprobe im März. Zwei Gäste vegan.');

    await user.click(item.getByRole('button', { name: 'Abbrechen' }));
    const region = within(await notesRegion());
    await waitFor(() => expect(region.queryByText(/Menüprobe im März/)).not.toBeInTheDocument());
  });

  it('closes the form unsaved with "Abbrechen" or Escape', async () => {
    const { user, prepared: note } = await openNotes('demo', () => addNote(KATHARINA, 'Sektempfang im Garten.'));
    const item = await noteItem(note.body);
    await user.click(item.getByRole('button', { name: 'Bearbeiten' }));
    await user.type(item.getByLabelText('Notiz bearbeiten'), ' Bei Regen im Saal.');
    await user.click(item.getByRole('button', { name: 'Abbrechen' }));
    expect(item.queryByLabelText('Notiz bearbeiten')).not.toBeInTheDocument();
    expect(item.getByText('Sektempfang im Garten.')).toBeInTheDocument();
    expect(item.getByRole('button', { name: 'Bearbeiten' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(item.getByLabelText('Notiz bearbeiten')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(item.queryByLabelText('Notiz bearbeiten')).not.toBeInTheDocument();
    expect(storedNote(note.id)?.body).toBe('Sektempfang im Garten.');
  });
});

describe('/leads/{id}?activeTab=notes: deleting a note', () => {
  it('asks first, deletes an own note, puts the focus on the notes, and the history records it', async () => {
    const { user, prepared: note } = await openNotes('demo', () =>
      addNote(KATHARINA, 'Bitte Preisliste 2027 schicken.'),
    );
    const item = await noteItem(note.body);

    await user.click(item.getByRole('button', { name: 'Löschen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notiz löschen?' }));
    expect(
      dialog.getByText(/^Die Notiz von Katharina Vogt vom .+ wird für Ihr ganzes Team gelöscht\./),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedNote(note.id)).toBeDefined();

    await user.click(item.getByRole('button', { name: 'Löschen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Notiz löschen?' })).getByRole('button', {
        name: 'Notiz löschen',
      }),
    );
    expect(await screen.findByText('Die Notiz wurde gelöscht.')).toBeInTheDocument();
    const region = await notesRegion();
    await waitFor(() => expect(within(region).queryByText(note.body)).not.toBeInTheDocument());
    await waitFor(() => expect(region).toHaveFocus());
    expect(storedNote(note.id)).toBeUndefined();
    await historyShows(user, 'Notiz gelöscht.');
  });

  it('keeps the question open and says why when deleting fails', async () => {
    const { user, prepared: note } = await openNotes('demo', () =>
      addNote(KATHARINA, 'Hochzeitstorte vom Konditor Meyer.'),
    );
    const item = await noteItem(note.body);
    setFault('deleteLeadComment', { kind: 'server-error', remaining: 1 });
    await user.click(item.getByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notiz löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Notiz löschen' }));
    expect(await screen.findByText(/Fehler/)).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(storedNote(note.id)).toBeDefined();
  });
});

describe('/leads/{id}?activeTab=notes: who may change and delete a note', () => {
  it('offers a colleague (not an administrator) changing and deleting their own notes only', async () => {
    const {
      user,
      prepared: [mine, hers],
    } = await openNotes('jonas.albrecht', async () => [
      await addNote(JONAS, 'Jonas: Besichtigung am Samstag.'),
      await addNote(KATHARINA, 'Katharina: Angebot ist raus.'),
    ]);
    const own = await noteItem(mine.body);
    expect(own.getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Löschen' })).toBeInTheDocument();
    const colleagues = await noteItem(hers.body);
    expect(colleagues.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    expect(colleagues.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();

    await user.click(own.getByRole('button', { name: 'Löschen' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Notiz löschen?' })).getByRole('button', {
        name: 'Notiz löschen',
      }),
    );
    expect(await screen.findByText('Die Notiz wurde gelöscht.')).toBeInTheDocument();
    expect(storedNote(mine.id)).toBeUndefined();
  });

  it("offers an account administrator deleting a colleague's note, but not changing it", async () => {
    const { user, prepared: his } = await openNotes('demo', () => addNote(JONAS, 'Jonas: Paar möchte Rückruf.'));
    const item = await noteItem(his.body);
    expect(item.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Löschen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Notiz löschen?' }));
    expect(dialog.getByText(/^Die Notiz von Jonas Albrecht vom /)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Notiz löschen' }));
    expect(await screen.findByText('Die Notiz wurde gelöscht.')).toBeInTheDocument();
    expect(storedNote(his.id)).toBeUndefined();
    await historyShows(user, 'Notiz von Jonas Albrecht gelöscht.');
  });
});
