// The customer users (the demo logins' people) with their links to the providers.
import { z } from 'zod';
import { zCustomerUser } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoDateTime } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { collection } from '../collection';
import type { SeedContext } from '../seed-context';
import { CUSTOMER, PROVIDER, USER } from './ids';
import type { ProviderSeed } from './providers';
import { category, CITY, cityRef, districtRef } from './reference';

export const collections = {
  customerUsers: collection(
    zCustomerUser.extend({
      uuid: z.uuid(),
      advisorService: z.boolean(),
      cityId: z.int().nullable(),
    }),
  ),
};

/** Makes a user's link to a provider (`customerUserProviders`), with the provider's summary. */
export function providerLinkFactory(providerSeeds: readonly ProviderSeed[]) {
  const summary = (providerId: number) => {
    const p = providerSeeds.find((candidate) => candidate.id === providerId);
    if (!p) throw new Error(`Unknown provider ${providerId}`);
    return {
      id: p.id,
      name: p.name,
      category: category(p.cat),
      city: cityRef(p.cityId),
      district: districtRef(p.districtId),
      listingProductName: p.features.listingProductName,
    };
  };
  const link = (
    id: number,
    providerId: number,
    name: string,
    flags: Partial<{
      canReceiveLeads: boolean;
      canReceiveLeadsSms: boolean;
      showAsContact: boolean;
      canManage: boolean;
      hasLeftJob: boolean;
    }>,
    signature: string | null,
  ) => ({
    id,
    providerId,
    provider: summary(providerId),
    name,
    canReceiveLeads: flags.canReceiveLeads ?? false,
    canReceiveLeadsSms: flags.canReceiveLeadsSms ?? false,
    showAsContact: flags.showAsContact ?? false,
    canManage: flags.canManage ?? true,
    hasLeftJob: flags.hasLeftJob ?? false,
    signatureContent: signature,
    // No image: the mock serves no files, and a path nobody answers is a broken image in every sent e-mail.
    signatureImage: null,
  });
  return link;
}

type ProviderLink = ReturnType<typeof providerLinkFactory>;

function signature(name: string, title: string, provider: string, phone: string): string {
  return `<p>Mit herzlichen Grüßen</p><p><strong>${name}</strong><br>${title}<br>${provider}</p><p>Telefon: ${phone}</p>`;
}

/** The demo users of both customers (README "Demo logins") with their provider links. */
export function userSeedsOf(link: ProviderLink) {
  return [
    {
      id: USER.demo,
      customerId: CUSTOMER.schlossgut,
      name: 'Katharina Vogt',
      username: 'demo',
      titleId: 1,
      roleId: 1,
      email: 'katharina.vogt@schlossgut-havelblick.de',
      phone: '+4915112345678',
      advisorService: true,
      cityId: CITY.potsdam,
      birthDate: '1984-03-17',
      links: [
        link(
          1,
          PROVIDER.havelblick,
          'Katharina Vogt',
          { canReceiveLeads: true, canReceiveLeadsSms: true, showAsContact: true },
          signature('Katharina Vogt', 'Geschäftsführerin', 'Schlossgut Havelblick', '+49 331 20045670'),
        ),
        link(2, PROVIDER.lichtwerk, 'Katharina Vogt', { canReceiveLeads: true }, null),
        link(3, PROVIDER.brautsalon, 'Katharina Vogt', { canReceiveLeads: true }, null),
      ],
    },
    {
      id: USER.jonas,
      customerId: CUSTOMER.schlossgut,
      name: 'Jonas Albrecht',
      username: 'jonas.albrecht',
      titleId: 2,
      roleId: 2,
      email: 'jonas.albrecht@schlossgut-havelblick.de',
      phone: '+4917623456789',
      advisorService: false,
      cityId: CITY.potsdam,
      birthDate: '1991-09-02',
      links: [
        link(
          4,
          PROVIDER.havelblick,
          'Jonas Albrecht',
          { canReceiveLeads: true, canReceiveLeadsSms: true, showAsContact: false },
          signature('Jonas Albrecht', 'Eventmanager', 'Schlossgut Havelblick', '+49 176 23456789'),
        ),
      ],
    },
    {
      id: USER.mia,
      customerId: CUSTOMER.schlossgut,
      name: 'Mia Krause',
      username: 'mia.krause',
      titleId: 4,
      roleId: 2,
      email: 'mia@lichtwerk-fotografie.de',
      phone: '+4916034567890',
      advisorService: false,
      cityId: CITY.berlin,
      birthDate: null,
      links: [
        link(
          5,
          PROVIDER.lichtwerk,
          'Mia Krause',
          // Answers the photographer's couples; the listing is edited by the administrator (docs/security.md).
          { canReceiveLeads: true, showAsContact: true, canManage: false },
          signature('Mia Krause', 'Fotografin', 'Lichtwerk Fotografie', '+49 160 34567890'),
        ),
      ],
    },
    {
      id: USER.felix,
      customerId: CUSTOMER.schlossgut,
      name: 'Felix Brandt',
      username: 'felix.brandt',
      titleId: 3,
      roleId: 3,
      email: 'felix.brandt@schlossgut-havelblick.de',
      phone: '+4915245678901',
      advisorService: false,
      cityId: CITY.hamburg,
      birthDate: '1979-12-24',
      links: [link(6, PROVIDER.brautsalon, 'Felix Brandt', { canManage: false, hasLeftJob: true }, null)],
    },
    {
      id: USER.neu,
      customerId: CUSTOMER.schlossgut,
      name: 'Lena Hoffmann',
      username: 'neu',
      titleId: null,
      roleId: 2,
      email: 'lena.hoffmann@schlossgut-havelblick.de',
      phone: null,
      advisorService: false,
      cityId: null,
      birthDate: null,
      links: [],
    },
    {
      id: USER.renew,
      customerId: CUSTOMER.schlossgut,
      name: 'Tobias Wagner',
      username: 'renew',
      titleId: 3,
      roleId: 2,
      email: 'tobias.wagner@schlossgut-havelblick.de',
      phone: '+4917198765432',
      advisorService: false,
      cityId: CITY.potsdam,
      birthDate: null,
      links: [link(7, PROVIDER.havelblick, 'Tobias Wagner', { canReceiveLeads: false }, null)],
    },
    {
      id: USER.basic,
      customerId: CUSTOMER.elbblick,
      name: 'Sabine Lorenz',
      username: 'basic',
      titleId: 1,
      roleId: 1,
      email: 'sabine.lorenz@landhaus-elbblick.de',
      phone: '+4940866012340',
      advisorService: false,
      cityId: CITY.hamburg,
      birthDate: '1972-06-05',
      links: [
        link(
          8,
          PROVIDER.elbblick,
          'Sabine Lorenz',
          { canReceiveLeads: true, canReceiveLeadsSms: true, showAsContact: true },
          signature('Sabine Lorenz', 'Inhaberin', 'Landhaus Elbblick', '+49 40 86601234'),
        ),
      ],
    },
  ];
}

export type UserSeed = ReturnType<typeof userSeedsOf>[number];

export async function seedCustomerUsers(ctx: SeedContext, users: readonly UserSeed[]): Promise<void> {
  const { db, random, now } = ctx;
  const createdAt = isoDateTime(addDays(now, -400));
  let contactId = 1;
  for (const u of users) {
    await db.customerUsers.create({
      id: u.id,
      customerId: u.customerId,
      name: u.name,
      titleId: u.titleId,
      roleId: u.roleId,
      username: u.username,
      preferredLanguage: 'de_DE',
      profileVideo: null,
      bio: null,
      image: null,
      emails: [u.email],
      phones: u.phone ? [{ number: u.phone, countryCode: 'DE' }] : [],
      birthDate: u.birthDate,
      identityNumber: null,
      googleId: null,
      facebookId: null,
      contacts: [
        { id: contactId++, type: 'email' as const, value: u.email },
        ...(u.phone
          ? [{ id: contactId++, type: 'mobile' as const, value: { number: u.phone, countryCode: 'DE' } }]
          : []),
      ],
      customerUserProviders: u.links,
      status: 'active',
      createdAt,
      uuid: uuidFrom(random),
      advisorService: u.advisorService,
      cityId: u.cityId,
    });
  }
}

function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16] ?? '8', 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
