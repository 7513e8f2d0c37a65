/** The reviews feature's query keys: one root, then testimonials, couples and the transfer page's reads. */
export const reviewKeys = {
  all: () => ['reviews'] as const,
  testimonials: () => [...reviewKeys.all(), 'testimonials'] as const,
  testimonialList: (filter: { providerIds: number[]; status: string | null; page: number }) =>
    [...reviewKeys.testimonials(), 'list', filter] as const,
  testimonialCounts: (providerIds: number[]) => [...reviewKeys.testimonials(), 'counts', providerIds] as const,
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
