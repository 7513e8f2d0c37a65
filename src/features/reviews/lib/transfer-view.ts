// What /transfer-reviews shows for its address: read by the page and by its route loader alike.
import { listExternalCommentsQueryLimits } from '@/api/generated/limits';
import type { ExternalCommentFilter } from '../api/transfer';
import type { transferParams } from './list-params';

type TransferParams = ReturnType<typeof transferParams.read>;

/** The provider of the address when the user is linked to it, else the user's first one (none without providers). */
export function transferProviderOf<P extends { id: number }>(
  providers: readonly P[],
  params: TransferParams,
): P | undefined {
  return providers.find((candidate) => candidate.id === params.provider) ?? providers[0];
}

/** The list's filter as the address asks for it; a rating the API does not know counts as none. */
export function externalCommentFilterOf(params: TransferParams): ExternalCommentFilter {
  const rating =
    params.rating !== null && params.rating <= listExternalCommentsQueryLimits.rating.maximum ? params.rating : null;
  return {
    channelId: params.channel,
    rating,
    transferStatus: params.transfer === 'all' ? null : params.transfer,
    page: params.page,
  };
}
