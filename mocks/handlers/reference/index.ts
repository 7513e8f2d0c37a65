// Reference data: configs, cities, regions, districts, one module per sub-resource. Reads are public; edits are
// for marketplace admins.
import type { MockHttp } from '../../lib/http';
import { configsHandlers } from './configs';
import { citiesHandlers } from './cities';
import { districtsHandlers } from './districts';

export function referenceHandlers(http: MockHttp) {
  return [...configsHandlers(http), ...citiesHandlers(http), ...districtsHandlers(http)];
}
