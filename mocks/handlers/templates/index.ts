// Templates: the customer's mail templates and attachments (spec points 2 "/templates/…" and 3), one module
// per sub-resource.
import type { MockHttp } from '../../lib/http';
import { mailTemplatesHandlers } from './mail-templates';
import { attachmentsHandlers } from './attachments';

export function templatesHandlers(http: MockHttp) {
  return [...mailTemplatesHandlers(http), ...attachmentsHandlers(http)];
}
