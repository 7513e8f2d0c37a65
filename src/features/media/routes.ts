import { Images } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** Galleries of the vendor's providers: galleries, media, upload, the main image (issue 17). */
export const mediaRoutes = defineRoutes({
  providerGallery: {
    path: '/providers/:providerId/gallery/:galleryId?',
    href: (providerId: number, galleryId?: number) =>
      galleryId === undefined ? `/providers/${providerId}/gallery` : `/providers/${providerId}/gallery/${galleryId}`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerGallery',
    // The header, sub-navigation and on-hold notice every provider's pages share (src/components/provider-page).
    texts: ['provider-page'],
    page: () => import('./routes/provider-gallery-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadProviderGallery)),
  },
  providerGalleries: {
    path: '/providers/:providerId/galleries/:galleryId',
    href: (providerId: number, galleryId: number) => `/providers/${providerId}/galleries/${galleryId}`,
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.providerGallery',
    texts: ['provider-page'],
    page: () => import('./routes/provider-gallery-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadProviderGallery)),
  },
  galleries: {
    path: '/galleries',
    href: () => '/galleries',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.galleries',
    nav: { order: 50, labelKey: 'shell.nav.galleries', icon: Images, needsProviders: true },
    page: () => import('./routes/galleries-page'),
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadGalleries)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof mediaRoutes> {}
}
