import { listProvidersQueryLimits } from '@/api/generated/limits';
import { defineSearchParams, searchParam } from '@/lib/search-params';

/** The URL state of /providers: the name search (`?name=`). */
export const providerListParams = defineSearchParams({
  name: searchParam.text(listProvidersQueryLimits.name.maxLength),
});
