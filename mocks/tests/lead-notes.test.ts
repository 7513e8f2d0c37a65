// Changing and deleting a note of the team on a lead (issue 42.8; docs/leads.md, "Notes"): the author changes the
// text and deletes the note, an account administrator deletes anyone's, nobody else does either; the lead's rules
// (account, link, plan) come first, a note of another lead is 404, the text follows a new note's rules.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { nextId } from '../db/collection';
import { PROVIDER, USER } from '../db/core';
import { LEAD } from '../db/leads';
import { addDays, isoDateTime, now } from '../lib/clock';
import { createMockServer } from '../node';
import { call, demoToken, login } from './api';
import { leadIn } from './test-data';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const lead = LEAD.wellKnown;
const jonasLogin = async () => (await login('jonas.albrecht', 'passwort123')).accessToken;

/** A note on the lead, written by the user an hour ago and read by nobody else. */
async function noteBy(
  author: { id: number; name: string },
  leadId: number = lead,
  body = 'Paar wünscht ein vegetarisches Menü.',
) {
  return db.leadComments.create({
    id: nextId(db.leadComments),
    leadId,
    createdAt: isoDateTime(addDays(now(), -1)),
    body,
    author,
    readByUserIds: [author.id],
  });
}

const KATHARINA = { id: USER.demo, name: 'Katharina Vogt' };
const JONAS = { id: USER.jonas, name: 'Jonas Albrecht' };

const storedNote = (id: number) => db.leadComments.findFirst((q) => q.where({ id }));
const histories = (token: string, leadId = lead) =>
  call('GET', `/leads/${leadId}/histories`, { token }).then(
    (answer) => answer.body.data as Array<{ type: string; text: string; customerUser: { id: number } | null }>,
  );

describe('changing a note', () => {
  it("changes the author's note: trimmed, editedAt stamped, the colleagues' read state kept", async () => {
    const token = await demoToken();
    const note = await noteBy(KATHARINA);
    const historyBefore = (await histories(token)).length;
    await db.leadComments.update((q) => q.where({ id: note.id }), {
      data(record) {
        record.readByUserIds = [USER.demo, USER.jonas];
      },
    });
    const listed = await call('GET', `/leads/${lead}/comments`, { token });
    expect(listed.body.data.find((c: { id: number }) => c.id === note.id)).toMatchObject({ editedAt: null });

    const changed = await call('PATCH', `/leads/${lead}/comments/${note.id}`, {
      token,
      body: { body: '  Paar wünscht ein vegetarisches Menü, Trauung im Park.  ' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      id: note.id,
      leadId: lead,
      createdAt: note.createdAt,
      body: 'Paar wünscht ein vegetarisches Menü, Trauung im Park.',
      isRead: true,
      author: KATHARINA,
    });
    expect(changed.body.data.editedAt >= note.createdAt).toBe(true);
    expect(storedNote(note.id)?.editedAt).toBe(changed.body.data.editedAt);
    expect(storedNote(note.id)?.readByUserIds).toEqual([USER.demo, USER.jonas]);
    const forJonas = await call('GET', `/leads/${lead}/comments`, { token: await jonasLogin() });
    expect(forJonas.body.data.find((c: { id: number }) => c.id === note.id)).toMatchObject({
      isRead: true,
      editedAt: changed.body.data.editedAt,
      body: 'Paar wünscht ein vegetarisches Menü, Trauung im Park.',
    });
    // Editing writes no history entry: the note itself says it was changed.
    expect(await histories(token)).toHaveLength(historyBefore);
  });

  it('keeps editedAt when the text is sent unchanged', async () => {
    const token = await demoToken();
    const note = await noteBy(KATHARINA);
    const same = await call('PATCH', `/leads/${lead}/comments/${note.id}`, { token, body: { body: note.body } });
    expect(same.status).toBe(200);
    expect(same.body.data.editedAt).toBeNull();
  });

  it("refuses a colleague's note with 403 COMMENT_AUTHOR_REQUIRED, to an administrator too", async () => {
    const note = await noteBy(JONAS);
    const byAdmin = await call('PATCH', `/leads/${lead}/comments/${note.id}`, {
      token: await demoToken(),
      body: { body: 'Geändert von der Administratorin.' },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body).toEqual({
      message: 'Nur die Person, die die Notiz geschrieben hat, kann sie ändern.',
      code: 'COMMENT_AUTHOR_REQUIRED',
    });
    const mine = await noteBy(KATHARINA);
    const byJonas = await call('PATCH', `/leads/${lead}/comments/${mine.id}`, {
      token: await jonasLogin(),
      body: { body: 'Geändert von Jonas.' },
    });
    expect(byJonas.status).toBe(403);
    expect(byJonas.body.code).toBe('COMMENT_AUTHOR_REQUIRED');
    expect(storedNote(note.id)?.body).toBe(note.body);
    expect(storedNote(mine.id)?.body).toBe(mine.body);
  });

  it('refuses an empty text, blanks only and more than 2000 characters (422 on body), and keeps the note', async () => {
    const token = await demoToken();
    const note = await noteBy(KATHARINA);
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const refused = await call('PATCH', `/leads/${lead}/comments/${note.id}`, { token, body: { body } });
      expect(refused.status, body.slice(0, 10)).toBe(422);
      expect(refused.body.errors).toHaveProperty('body');
    }
    expect(
      (await call('PATCH', `/leads/${lead}/comments/${note.id}`, { token, body: { body: 'x'.repeat(2000) } })).status,
    ).toBe(200);
    expect(storedNote(note.id)?.body).toHaveLength(2000);
  });

  it('answers 404 for a note of another lead, an unknown note, and a lead of another account', async () => {
    const token = await demoToken();
    const other = leadIn('pending');
    const elsewhere = await noteBy(KATHARINA, other.id);
    const wrongLead = await call('PATCH', `/leads/${lead}/comments/${elsewhere.id}`, { token, body: { body: 'Neu' } });
    expect(wrongLead.status).toBe(404);
    expect(wrongLead.body.message).toBe('Die Notiz wurde nicht gefunden.');
    expect((await call('PATCH', `/leads/${lead}/comments/999999`, { token, body: { body: 'Neu' } })).status).toBe(404);
    expect((await call('DELETE', `/leads/${lead}/comments/999999`, { token })).status).toBe(404);
    expect((await call('DELETE', `/leads/${lead}/comments/${elsewhere.id}`, { token })).status).toBe(404);

    // The basic account's administrator: lead 42 and its notes do not exist for her.
    const basic = (await login('basic')).accessToken;
    const mine = await noteBy(KATHARINA);
    expect(
      (await call('PATCH', `/leads/${lead}/comments/${mine.id}`, { token: basic, body: { body: 'Neu' } })).status,
    ).toBe(404);
    expect((await call('DELETE', `/leads/${lead}/comments/${mine.id}`, { token: basic })).status).toBe(404);
    expect(storedNote(mine.id)?.body).toBe(mine.body);
    expect(storedNote(elsewhere.id)).toBeDefined();
  });

  it('refuses the author once the link to the provider is gone (403 PROVIDER_NOT_LINKED)', async () => {
    // Jonas wrote a note on a lead of the venue, then left the job there.
    const note = await noteBy(JONAS);
    const jonas = await jonasLogin();
    await db.customerUsers.update((q) => q.where({ id: USER.jonas }), {
      data(user) {
        user.customerUserProviders = user.customerUserProviders.map((link) =>
          link.providerId === PROVIDER.havelblick ? { ...link, hasLeftJob: true } : link,
        );
      },
    });
    const changed = await call('PATCH', `/leads/${lead}/comments/${note.id}`, { token: jonas, body: { body: 'Neu' } });
    expect([changed.status, changed.body.code]).toEqual([403, 'PROVIDER_NOT_LINKED']);
    const deleted = await call('DELETE', `/leads/${lead}/comments/${note.id}`, { token: jonas });
    expect([deleted.status, deleted.body.code]).toEqual([403, 'PROVIDER_NOT_LINKED']);
    expect(storedNote(note.id)).toBeDefined();
  });

  it('lets a read-only user with an active link change and delete their own note, as writing one (lead work)', async () => {
    // Felix has the read-only role; taken back at the gown shop, he may work with its couples (docs/security.md).
    await db.customerUsers.update((q) => q.where({ id: USER.felix }), {
      data(user) {
        user.customerUserProviders = user.customerUserProviders.map((link) => ({ ...link, hasLeftJob: false }));
      },
    });
    const felix = (await login('felix.brandt', 'passwort123')).accessToken;
    const shopLead = leadIn('pending', PROVIDER.brautsalon);
    const created = await call('POST', `/leads/${shopLead.id}/comments`, {
      token: felix,
      body: { body: 'Anprobe am Samstag.' },
    });
    expect(created.status).toBe(201);
    const path = `/leads/${shopLead.id}/comments/${created.body.data.id}`;
    expect((await call('PATCH', path, { token: felix, body: { body: 'Anprobe am Sonntag.' } })).status).toBe(200);
    expect((await call('DELETE', path, { token: felix })).status).toBe(204);
  });
});

describe('deleting a note', () => {
  it("deletes the author's own note and writes 'Notiz gelöscht.' into the lead's history", async () => {
    const jonas = await jonasLogin();
    const note = await noteBy(JONAS);
    const deleted = await call('DELETE', `/leads/${lead}/comments/${note.id}`, { token: jonas });
    expect(deleted.status).toBe(204);
    expect(storedNote(note.id)).toBeUndefined();
    const listed = await call('GET', `/leads/${lead}/comments`, { token: jonas });
    expect(listed.body.data.map((c: { id: number }) => c.id)).not.toContain(note.id);
    expect((await histories(jonas))[0]).toMatchObject({
      type: 'note_deleted',
      text: 'Notiz gelöscht.',
      customerUser: { id: USER.jonas },
    });
    expect((await call('DELETE', `/leads/${lead}/comments/${note.id}`, { token: jonas })).status).toBe(404);
  });

  it("lets an account administrator delete a colleague's note; the history names whose it was", async () => {
    const token = await demoToken();
    const note = await noteBy(JONAS);
    expect((await call('DELETE', `/leads/${lead}/comments/${note.id}`, { token })).status).toBe(204);
    expect(storedNote(note.id)).toBeUndefined();
    expect((await histories(token))[0]).toMatchObject({
      type: 'note_deleted',
      text: 'Notiz von Jonas Albrecht gelöscht.',
      customerUser: { id: USER.demo },
    });
    const english = await call('GET', `/leads/${lead}/histories`, { token, headers: { 'Accept-Language': 'en-US' } });
    expect(english.body.data[0].text).toBe('Note by Jonas Albrecht deleted.');
  });

  it("refuses a colleague's note to someone who is not an administrator (403 COMMENT_AUTHOR_REQUIRED)", async () => {
    const note = await noteBy(KATHARINA);
    const refused = await call('DELETE', `/leads/${lead}/comments/${note.id}`, { token: await jonasLogin() });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: 'Nur die Person, die die Notiz geschrieben hat, und Administratoren können sie löschen.',
      code: 'COMMENT_AUTHOR_REQUIRED',
    });
    expect(storedNote(note.id)).toBeDefined();
  });
});
