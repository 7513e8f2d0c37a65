import { Mail, Paperclip, Signature } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** Attachments, signatures and mail templates for answering couples (issue 15; docs/templates.md). */
export const templateRoutes = defineRoutes({
  attachments: {
    path: '/templates/attachments',
    href: () => '/templates/attachments',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.attachments',
    nav: { group: 'templates', order: 1, labelKey: 'shell.nav.attachments', icon: Paperclip },
    page: () => import('./routes/attachments-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadAttachments)),
  },
  signatures: {
    path: '/templates/signatures',
    /** The team page links here with a user (`?user=<id>`); without one it is the logged-in user's. */
    href: (userId?: number) => (userId ? `/templates/signatures?user=${userId}` : '/templates/signatures'),
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.signatures',
    nav: { group: 'templates', order: 2, labelKey: 'shell.nav.signatures', icon: Signature },
    page: () => import('./routes/signatures-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadSignatures)),
  },
  mailTemplates: {
    path: '/templates/mail-templates',
    href: () => '/templates/mail-templates',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.mailTemplates',
    nav: { group: 'templates', order: 3, labelKey: 'shell.nav.mailTemplates', icon: Mail },
    page: () => import('./routes/mail-templates-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadMailTemplates)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof templateRoutes> {}
}
