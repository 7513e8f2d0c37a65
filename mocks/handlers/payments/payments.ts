// Payments: the providers' payments (list, read) and the installment plans the card's bank offers for one.
import {
  zGetPaymentPath,
  zListPaymentInstallmentsQuery,
  zListPaymentsQuery,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { fieldError } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate, singlePage, sortBy } from '../../lib/paging';
import { requireNamedProvider } from '../../lib/rights';
import { languageOf } from '../../lib/views';
import { parsePathParams, parseQuery } from '../../lib/validate';
import { brandOf, toPayment, findPayment, installmentOptions } from './support';

export function paymentsListHandlers(http: MockHttp) {
  return [
    http.get('/payments', ({ request, response, session }) => {
      const query = parseQuery(zListPaymentsQuery, request);
      if (query.providerId !== undefined) requireNamedProvider(session, query.providerId);
      const sortField = query.sort.replace(/^-/, '');
      const sortable = ['createdAt', 'dueDate', 'paidAt', 'amount', 'status', 'type', 'id'];
      if (!sortable.includes(sortField)) throw fieldError('sort', 'Nach diesem Feld kann nicht sortiert werden.');
      const providerIds = query.providerId === undefined ? session.providerIds : [query.providerId];
      const rows = db.payments.all().filter((p) => {
        if (p.customerId !== session.customerId || !providerIds.includes(p.providerId)) return false;
        if (query.state === 'pending') return p.status === 'pending' || p.status === 'failed';
        if (query.state === 'past') return p.status === 'paid' || p.status === 'cancelled';
        return true;
      });
      return response(200).json(
        paginate(
          sortBy(rows, query.sort).map((record) => toPayment(record, languageOf(request))),
          query,
        ),
      );
    }),

    http.get('/payments/{id}', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetPaymentPath, params);
      return response(200).json({ data: toPayment(findPayment(session, id), languageOf(request)) });
    }),

    http.get('/payment-installments', ({ request, response, session }) => {
      const query = parseQuery(zListPaymentInstallmentsQuery, request);
      const payment = findPayment(session, query.paymentId);
      const brand = query.cardBin === undefined ? undefined : brandOf(query.cardBin);
      return response(200).json(singlePage(installmentOptions(payment.amount, brand)));
    }),
  ];
}
