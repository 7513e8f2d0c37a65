import { Images } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';

/** Galleries of the vendor's providers (not built yet). */
export const mediaRoutes = defineRoutes({
  providerGallery: {
    path: '/providers/:providerId/gallery/:galleryId?',
    href: (providerId: number, galleryId?: number) =>
      galleryId === undefined ? `/providers/${providerId}/gallery` : `/providers/${providerId}/gallery/${galleryId}`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerGallery',
  },
  providerGalleries: {
    path: '/providers/:providerId/galleries/:galleryId',
    href: (providerId: number, galleryId: number) => `/providers/${providerId}/galleries/${galleryId}`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerGallery',
  },
  galleries: {
    path: '/galleries',
    href: () => '/galleries',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.galleries',
    nav: { order: 50, labelKey: 'shell.nav.galleries', icon: Images, needsProviders: true },
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof mediaRoutes> {}
}
