// Provider content: info-page forms and answers, the approval queue of data updates, pending change requests,
// products (provider items) and the public registration wizard, one module per sub-resource, registered in
// this order (the order of the former single module).
import type { MockHttp } from '../../lib/http';
import { providerFormsHandlers } from './forms';
import { providerDataUpdatesHandlers } from './data-updates';
import { changeRequestsHandlers } from './change-requests';
import { providerItemsHandlers } from './items';
import { providerWizardHandlers } from './wizard';

export function providerContentHandlers(http: MockHttp) {
  return [
    ...providerFormsHandlers(http),
    ...providerDataUpdatesHandlers(http),
    ...changeRequestsHandlers(http),
    ...providerItemsHandlers(http),
    ...providerWizardHandlers(http),
  ];
}
