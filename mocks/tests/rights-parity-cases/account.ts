// Rights cases (see index.ts) of the account, its users and their links to providers.
import type { Database } from '../../db';
import { png, type RightsEntry } from './shared';

/** Another user of the account that no test logs in as (mocks/tests/rights-parity.test.ts adds them). */
function spareUser(db: Database, customerId: number, kind: 'linked' | 'unlinked') {
  return db.customerUsers
    .all()
    .find((u) => u.customerId === customerId && u.username === `ersatz.${kind}.${customerId}`);
}

// ---- the account: everyone in it reads; administrators change
export const ACCOUNT_CASES: Record<string, RightsEntry> = {
  getCustomer: { notScoped: 'the account itself: every user of the account reads it' },
  updateCustomer: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ customerId }) => ({ params: { customerId }, body: { taxNumber: '046/999/00000' } }),
    },
  ],
  listCustomerUsers: { notScoped: "the account's users: every user of the account reads them" },
  getCustomerUser: { notScoped: "the account's users: every user of the account reads them" },
  listCustomerUserContacts: { notScoped: "the account's users: every user of the account reads them" },
  createCustomerUser: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ customerId, seq }) => ({
        params: { customerId },
        body: {
          name: 'Thomas Richter',
          username: `t.richter.${seq}`,
          password: 'Hochzeit2026',
          passwordMatch: 'Hochzeit2026',
        },
      }),
    },
  ],
  updateCustomerUser: [
    {
      right: 'admin',
      name: "another user's profile",
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        return spare && { params: { customerId, userId: spare.id }, body: { bio: 'Geändert von einem Kollegen.' } };
      },
    },
    {
      right: 'admin',
      name: "another user's role",
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        return spare && { params: { customerId, userId: spare.id }, body: { roleId: spare.roleId === 3 ? 2 : 3 } };
      },
    },
  ],
  deleteCustomerUser: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'unlinked');
        return spare && { params: { customerId, userId: spare.id } };
      },
    },
  ],
  uploadCustomerUserImage: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        if (!spare) return undefined;
        const form = new FormData();
        form.append('image', png());
        return { params: { customerId, userId: spare.id }, body: form };
      },
    },
  ],
  addCustomerUserProvider: [
    {
      right: 'admin',
      build: ({ db, customerId, providerId }) => {
        const spare = spareUser(db, customerId, 'unlinked');
        if (!spare || spare.customerUserProviders.some((link) => link.providerId === providerId)) return undefined;
        return { params: { customerId, userId: spare.id }, body: { providerId, canManage: true } };
      },
    },
  ],
  updateCustomerUserProvider: [
    {
      right: 'admin',
      build: ({ db, customerId, providerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        const link = spare?.customerUserProviders.find((l) => l.providerId === providerId);
        return (
          spare &&
          link && {
            params: { customerId, userId: spare.id, linkId: link.id },
            body: { canManage: !link.canManage, hasLeftJob: false },
          }
        );
      },
    },
  ],
  deleteCustomerUserProvider: [
    {
      right: 'admin',
      build: ({ db, customerId, providerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        const link = spare?.customerUserProviders.find((l) => l.providerId === providerId);
        return spare && link && { params: { customerId, userId: spare.id, linkId: link.id } };
      },
    },
  ],
  replaceCustomerUserContacts: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const spare = spareUser(db, customerId, 'linked');
        return (
          spare && {
            params: { customerId, userId: spare.id },
            body: { contacts: [{ type: 'email', value: 'ersatz@schlossgut-havelblick.de' }] },
          }
        );
      },
    },
  ],
  getInvitation: { notScoped: 'public (no login)' },
  acceptInvitation: { notScoped: 'public (no login)' },
};
