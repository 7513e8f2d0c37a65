import { testimonialKeys } from '@/api/queries/testimonial-counts';

/** The reviews feature's query keys: one root, then testimonials, couples and the transfer page's reads. */
export const reviewKeys = {
  all: () => ['reviews'] as const,
  // The testimonials' root and their counts are shared (`@/api/queries/testimonial-counts`): the listing reads them.
  testimonials: testimonialKeys.all,
  testimonialList: (filter: { providerIds: number[]; status: string | null; page: number }) =>
    [...reviewKeys.testimonials(), 'list', filter] as const,
  testimonialCounts: testimonialKeys.counts,
  couples: () => [...reviewKeys.all(), 'couples'] as const,
  coupleList: (filter: { providerIds: number[]; page: number }) => [...reviewKeys.couples(), 'list', filter] as const,
  coupleCounts: (providerIds: number[]) => [...reviewKeys.couples(), 'counts', providerIds] as const,
  transfer: (providerId: number) => [...reviewKeys.all(), 'transfer', providerId] as const,
  reviewChannels: (providerId: number) => [...reviewKeys.transfer(providerId), 'channels'] as const,
  externalCommentFilters: (providerId: number) => [...reviewKeys.transfer(providerId), 'filters'] as const,
  externalComments: (
    providerId: number,
    filter: { channelId: number | null; rating: number | null; transferStatus: string | null; page: number },
  ) => [...reviewKeys.transfer(providerId), 'comments', filter] as const,
};
