import { listExternalCommentsQueryLimits, listProviderTestimonialsQueryLimits } from '@/api/generated/limits';
import { defineSearchParams, searchParam } from '@/lib/search-params';

/** The status tabs of /provider-testimonials: `all` plus the states of the document. */
export const STATUS_TABS = ['all', ...listProviderTestimonialsQueryLimits.status.enum] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** The URL state of /provider-testimonials: status tab, provider filter (0 = all), page. */
export const testimonialListParams = defineSearchParams(
  {
    status: searchParam.oneOf(STATUS_TABS, 'all'),
    provider: searchParam.positiveInt(0 as number),
    page: searchParam.positiveInt(1 as number),
  },
  { page: 'page' },
);

export const TRANSFER_TABS = ['all', ...listExternalCommentsQueryLimits.transferStatus.enum] as const;

/** The URL state of /transfer-reviews: the provider, the filters and the page. */
export const transferParams = defineSearchParams(
  {
    provider: searchParam.positiveInt(0 as number),
    channel: searchParam.positiveInt(0 as number),
    rating: searchParam.positiveInt(0 as number),
    transfer: searchParam.oneOf(TRANSFER_TABS, 'all'),
    page: searchParam.positiveInt(1 as number),
  },
  { page: 'page' },
);
