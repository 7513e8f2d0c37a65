import { Mail, Paperclip, Signature } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Attachments, signatures and mail templates for answering couples (not built yet). */
export const templateRoutes = defineRoutes({
  attachments: {
    path: '/templates/attachments',
    href: () => '/templates/attachments',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.attachments',
    nav: { group: 'templates', order: 1, labelKey: 'shell.nav.attachments', icon: Paperclip },
  },
  signatures: {
    path: '/templates/signatures',
    href: () => '/templates/signatures',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.signatures',
    nav: { group: 'templates', order: 2, labelKey: 'shell.nav.signatures', icon: Signature },
  },
  mailTemplates: {
    path: '/templates/mail-templates',
    href: () => '/templates/mail-templates',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.mailTemplates',
    nav: { group: 'templates', order: 3, labelKey: 'shell.nav.mailTemplates', icon: Mail },
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof templateRoutes> {}
}
