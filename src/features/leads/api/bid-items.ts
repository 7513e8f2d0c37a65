import { useQuery } from '@tanstack/react-query';
import { bidItemsQueryOptions } from '@/api/queries/provider-items';

export type { ProviderItem as BidItem } from '@/api/queries/provider-items';

/** The products a bridal-gown request's bid may offer (`@/api/queries/provider-items`). */
export function useBidItems(providerId: number, enabled: boolean) {
  return useQuery({ ...bidItemsQueryOptions(providerId), enabled });
}
