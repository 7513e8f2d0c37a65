// The hall capacity record and the reference gallery of the listing (issue 13, points 4 and 6): the rules of spec
// point 5 on halls, the rights of docs/security.md (reading needs a link, writing can-manage), every declared
// error of the calls the portal makes, and the missing-data list a filled hall leaves.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

/** An administrator takes the demo user's edit rights on one provider away (docs/security.md). */
async function withoutEditRights(providerId: number) {
  await db.customerUsers.update((q) => q.where({ id: 1 }), {
    data(user) {
      user.customerUserProviders = user.customerUserProviders.map((link) =>
        link.providerId === providerId ? { ...link, canManage: false } : link,
      );
    },
  });
}

const hall = {
  providerId: PROVIDER.havelblick,
  name: 'Großer Saal 2',
  areaType: 'indoor',
  minCapacity: 20,
  maxCapacity: 120,
  mealCapacity: 100,
};

describe('hall capacity records', () => {
  it('refuses each rule of spec point 5 on its field, with umlauts and spaces allowed in names', async () => {
    const { accessToken: token } = await login('demo');
    const errorsOf = async (body: unknown) => {
      const answer = await call('POST', '/customer-spaces', { token, body });
      expect(answer.status).toBe(422);
      return answer.body.errors as Record<string, string>;
    };
    expect((await errorsOf({ ...hall, minCapacity: 9 })).minCapacity).toBe(
      'Die minimale Kapazität muss mindestens zweistellig sein (ab 10).',
    );
    expect((await errorsOf({ ...hall, maxCapacity: 10000 })).maxCapacity).toBe(
      'Die maximale Kapazität darf höchstens vierstellig sein (bis 9999).',
    );
    expect((await errorsOf({ ...hall, minCapacity: 130 })).maxCapacity).toBe(
      'Die maximale Kapazität darf nicht kleiner sein als die minimale.',
    );
    const neither = await errorsOf({ ...hall, mealCapacity: null, cocktailCapacity: null });
    expect(neither.mealCapacity).toBe('Bitte geben Sie die Kapazität für ein Essen oder für einen Empfang an.');
    expect(neither.cocktailCapacity).toBe(neither.mealCapacity);
    for (const name of ['Saal-1', 'Café Rosé', 'Saal_1', 'Saal!'])
      expect((await errorsOf({ ...hall, name })).name).toBe(
        'Der Name darf nur Buchstaben, Ziffern und Leerzeichen enthalten.',
      );

    const created = await call('POST', '/customer-spaces', { token, body: { ...hall, name: 'Großer Saal Süd 2' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'Großer Saal Süd 2', cocktailCapacity: null });
  });

  it('lets a hall listed as incomplete in the missing data leave that list once a capacity is filled', async () => {
    const { accessToken: token } = await login('demo');
    const missing = async () =>
      (await call('GET', `/providers/${PROVIDER.havelblick}/missing-data`, { token })).body.data
        .customerSpaces as Array<{
        id: number;
        name: string;
      }>;
    const incomplete = db.customerSpaces
      .all()
      .find((s) => s.providerId === PROVIDER.havelblick && s.mealCapacity === null && s.cocktailCapacity === null);
    if (!incomplete) throw new Error('the seed has an incomplete hall of provider 101');
    expect(await missing()).toEqual([{ id: incomplete.id, name: incomplete.name }]);

    // Another field alone leaves it incomplete: the rule holds on the merged record.
    const rename = await call('PUT', `/customer-spaces/${incomplete.id}`, { token, body: { name: 'Kaminsaal' } });
    expect(rename.status).toBe(422);
    expect(await missing()).toHaveLength(1);

    const filled = await call('PUT', `/customer-spaces/${incomplete.id}`, { token, body: { cocktailCapacity: 40 } });
    expect(filled.status).toBe(200);
    expect(await missing()).toEqual([]);
  });

  it('needs edit rights to create, change or delete and a link to read; halls of others do not exist', async () => {
    const { accessToken: token } = await login('demo');
    const space = db.customerSpaces.all().find((s) => s.providerId === PROVIDER.havelblick);
    if (!space) throw new Error('the seed has halls of provider 101');
    await withoutEditRights(PROVIDER.havelblick);
    for (const answer of [
      await call('POST', '/customer-spaces', { token, body: hall }),
      await call('PUT', `/customer-spaces/${space.id}`, { token, body: { maxCapacity: 150 } }),
      await call('DELETE', `/customer-spaces/${space.id}`, { token }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    }
    // Reading stays allowed.
    expect((await call('GET', `/customer-spaces?providerId=${PROVIDER.havelblick}`, { token })).status).toBe(200);

    const foreign = db.customerSpaces.all().find((s) => s.providerId === PROVIDER.elbblick);
    if (!foreign) throw new Error('the seed has a hall of provider 201');
    expect((await call('PUT', `/customer-spaces/${foreign.id}`, { token, body: { maxCapacity: 95 } })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/customer-spaces/${foreign.id}`, { token })).status).toBe(404);
    expect((await call('GET', `/customer-spaces?providerId=${PROVIDER.elbblick}`, { token })).status).toBe(403);
    const listed = await call('GET', '/customer-spaces?providerId=0', { token });
    expect(listed.status).toBe(422);
  });
});

describe('the reference gallery', () => {
  const path = `/providers/${PROVIDER.havelblick}/related-providers`;

  it('searches listed providers by name without the provider itself and those already linked', async () => {
    const { accessToken: token } = await login('demo');
    const search = async (name: string) =>
      (
        await call(
          'GET',
          `/providers/${PROVIDER.havelblick}/related-provider-candidates?name=${encodeURIComponent(name)}`,
          {
            token,
          },
        )
      ).body.data as Array<{ id: number; name: string }>;
    const linked = db.relatedProviders
      .all()
      .filter((r) => r.providerId === PROVIDER.havelblick)
      .map((r) => r.relatedProvider.id);
    const all = await search('  ha ');
    expect(all.length).toBeGreaterThan(0);
    for (const row of all) {
      expect(row.name.toLowerCase()).toContain('ha');
      expect(row.id).not.toBe(PROVIDER.havelblick);
      expect(linked).not.toContain(row.id);
    }
    expect(all.map((row) => row.name)).toEqual(
      [...all.map((row) => row.name)].sort((a, b) => a.localeCompare(b, 'de')),
    );
  });

  it('refuses a search of one character and answers 404 for a provider the user is not linked to', async () => {
    const { accessToken: token } = await login('demo');
    const short = await call('GET', `/providers/${PROVIDER.havelblick}/related-provider-candidates?name=a`, { token });
    expect(short.status).toBe(422);
    const foreign = await call('GET', `/providers/${PROVIDER.elbblick}/related-provider-candidates?name=Elb`, {
      token,
    });
    expect(foreign.status).toBe(404);
    expect((await call('GET', `/providers/${PROVIDER.elbblick}/related-providers`, { token })).status).toBe(404);
    expect((await call('GET', `${path}?limit=0`, { token })).status).toBe(422);
  });

  it('adds a found provider, refuses it twice, itself or an unknown one, and removes it again', async () => {
    const { accessToken: token } = await login('demo');
    const [candidate] = (
      await call('GET', `/providers/${PROVIDER.havelblick}/related-provider-candidates?name=Elb`, { token })
    ).body.data as Array<{ id: number; name: string }>;
    if (!candidate) throw new Error('a marketplace provider with "Elb" in its name is not linked yet');
    const added = await call('POST', path, { token, body: { relatedProviderId: candidate.id } });
    expect(added.status).toBe(201);
    expect(added.body.data.relatedProvider).toMatchObject({ id: candidate.id, name: candidate.name });
    const listed = (await call('GET', path, { token })).body.data as Array<{ relatedProvider: { id: number } }>;
    expect(listed[0]?.relatedProvider.id).toBe(candidate.id);

    const twice = await call('POST', path, { token, body: { relatedProviderId: candidate.id } });
    expect(twice.status).toBe(409);
    const self = await call('POST', path, { token, body: { relatedProviderId: PROVIDER.havelblick } });
    expect(self.status).toBe(422);
    expect(self.body.errors.relatedProviderId).toBe('Ein Anbieter kann nicht mit sich selbst verknüpft werden.');
    const unknown = await call('POST', path, { token, body: { relatedProviderId: 999999 } });
    expect(unknown.body.errors.relatedProviderId).toBe('Diesen Anbieter gibt es auf dem Marktplatz nicht.');

    expect((await call('DELETE', `${path}/${candidate.id}`, { token })).status).toBe(204);
    expect((await call('DELETE', `${path}/${candidate.id}`, { token })).status).toBe(404);
    const found = (
      await call('GET', `/providers/${PROVIDER.havelblick}/related-provider-candidates?name=Elb`, { token })
    ).body.data as Array<{ id: number }>;
    expect(found.map((row) => row.id)).toContain(candidate.id);
  });

  it('needs edit rights to add or remove; a provider of another firm does not exist', async () => {
    const { accessToken: token } = await login('demo');
    const linked = db.relatedProviders.all().find((r) => r.providerId === PROVIDER.havelblick);
    if (!linked) throw new Error('the seed links providers to 101');
    await withoutEditRights(PROVIDER.havelblick);
    const add = await call('POST', path, { token, body: { relatedProviderId: 156 } });
    expect(add.status).toBe(403);
    expect(add.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    const remove = await call('DELETE', `${path}/${linked.relatedProvider.id}`, { token });
    expect(remove.status).toBe(403);
    expect((await call('GET', path, { token })).status).toBe(200);
    const foreign = `/providers/${PROVIDER.elbblick}/related-providers`;
    expect((await call('POST', foreign, { token, body: { relatedProviderId: 156 } })).status).toBe(404);
    expect((await call('DELETE', `${foreign}/156`, { token })).status).toBe(404);
  });
});
