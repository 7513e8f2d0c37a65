// Rights cases (see index.ts) of the mail templates and attachments.
import type { Database } from '../../db';
import type { RightsEntry } from './shared';

function templateOf(db: Database, customerId: number, providerId: number | null) {
  return db.mailTemplates.all().find((t) => t.customerId === customerId && t.providerId === providerId);
}

function attachmentOf(db: Database, customerId: number, providerId: number | null) {
  return db.attachments.all().find((a) => a.customerId === customerId && a.providerId === providerId);
}

function pdf(): File {
  return new File([new TextEncoder().encode('%PDF-1.4\n%Rechte\n')], 'Preisliste.pdf', { type: 'application/pdf' });
}

// ---- templates and attachments: one provider's need can-manage, account-wide ones an administrator
export const TEMPLATE_CASES: Record<string, RightsEntry> = {
  listMailTemplates: [
    {
      right: 'read',
      build: ({ customerId, providerId }) => ({ params: { customerId }, query: { providerId: String(providerId) } }),
    },
  ],
  createMailTemplate: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ customerId, providerId, seq }) => ({
        params: { customerId },
        body: { providerId, name: `Angebot ${seq}`, subject: 'Ihr Angebot', content: '<p>Anbei Ihr Angebot.</p>' },
      }),
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ customerId, seq }) => ({
        params: { customerId },
        body: { providerId: null, name: `Angebot für alle ${seq}`, subject: 'Ihr Angebot', content: '<p>Anbei.</p>' },
      }),
    },
  ],
  updateMailTemplate: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ db, customerId, providerId }) => {
        const template = templateOf(db, customerId, providerId);
        return template && { params: { customerId, templateId: template.id }, body: { subject: 'Neuer Betreff' } };
      },
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ db, customerId }) => {
        const template = templateOf(db, customerId, null);
        return template && { params: { customerId, templateId: template.id }, body: { subject: 'Neuer Betreff' } };
      },
    },
  ],
  deleteMailTemplate: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ db, customerId, providerId }) => {
        const template = templateOf(db, customerId, providerId);
        return template && { params: { customerId, templateId: template.id } };
      },
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ db, customerId }) => {
        const template = templateOf(db, customerId, null);
        return template && { params: { customerId, templateId: template.id } };
      },
    },
  ],
  listAttachments: [
    {
      right: 'read',
      build: ({ customerId, providerId }) => ({ params: { customerId }, query: { providerId: String(providerId) } }),
    },
  ],
  uploadAttachment: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ customerId, providerId }) => {
        const form = new FormData();
        form.append('file', pdf());
        form.append('providerId', String(providerId));
        return { params: { customerId }, body: form };
      },
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ customerId }) => {
        const form = new FormData();
        form.append('file', pdf());
        return { params: { customerId }, body: form };
      },
    },
  ],
  deleteAttachment: [
    {
      right: 'manage',
      name: 'for one provider',
      build: ({ db, customerId, providerId }) => {
        const attachment = attachmentOf(db, customerId, providerId);
        return attachment && { params: { customerId, attachmentId: attachment.id } };
      },
    },
    {
      right: 'admin',
      name: 'for all providers',
      perAccount: true,
      build: ({ db, customerId }) => {
        const attachment = attachmentOf(db, customerId, null);
        return attachment && { params: { customerId, attachmentId: attachment.id } };
      },
    },
  ],
};
