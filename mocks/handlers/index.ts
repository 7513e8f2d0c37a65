// Every handler of the mock backend, one module per tag of the API document: a file, or a folder with one module
// per sub-resource and an index.ts that registers them in order (MSW tries handlers in this order).
import type { HttpHandler } from 'msw';
import { createMockHttp } from '../lib/http';
import { agreementsHandlers } from './agreements';
import { authHandlers } from './auth';
import { calendarHandlers } from './calendar';
import { catalogsHandlers } from './catalogs';
import { couplesHandlers } from './couples';
import { customerUsersHandlers } from './customer-users';
import { customersHandlers } from './customers';
import { discountsHandlers } from './discounts';
import { leadsHandlers } from './leads';
import { mediaHandlers } from './media';
import { paymentsHandlers } from './payments';
import { promptsHandlers } from './prompts';
import { proposalsHandlers } from './proposals';
import { providerContentHandlers } from './provider-content';
import { providersHandlers } from './providers';
import { referenceHandlers } from './reference';
import { statisticsHandlers } from './statistics';
import { templatesHandlers } from './templates';
import { testimonialsHandlers } from './testimonials';
import { twoFactorHandlers } from './two-factor';

const modules = [
  authHandlers,
  twoFactorHandlers,
  referenceHandlers,
  leadsHandlers,
  couplesHandlers,
  customersHandlers,
  customerUsersHandlers,
  templatesHandlers,
  catalogsHandlers,
  paymentsHandlers,
  providersHandlers,
  mediaHandlers,
  calendarHandlers,
  providerContentHandlers,
  promptsHandlers,
  testimonialsHandlers,
  discountsHandlers,
  agreementsHandlers,
  statisticsHandlers,
  proposalsHandlers,
];

/**
 * Path segments compared left to right: a literal segment beats a parameter, so `/leads/counts-by-calls`
 * is tried before `/leads/{id}` whatever order the modules list them in.
 */
function specificity(a: HttpHandler, b: HttpHandler): number {
  const segments = (handler: HttpHandler) =>
    String(handler.info.path)
      .replace(/^.*?\/\/[^/]+/, '')
      .split('/');
  const left = segments(a);
  const right = segments(b);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const l = left[i];
    const r = right[i];
    if (l === undefined || r === undefined) return 0;
    const lParam = l.startsWith(':');
    const rParam = r.startsWith(':');
    if (lParam !== rParam) return lParam ? 1 : -1;
  }
  return 0;
}

/** All handlers for an API served at `baseUrl` (absolute URL; `*` matches any origin and prefix). */
export function createHandlers(baseUrl: string): HttpHandler[] {
  const http = createMockHttp(baseUrl.replace(/\/+$/, ''));
  return modules.flatMap((create) => create(http) as HttpHandler[]).sort(specificity);
}
