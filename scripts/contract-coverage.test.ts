import { describe, expect, it } from 'vitest';
import { findCallsInSeveralModules } from './contract-coverage.mjs';

describe('contract coverage: one home per operation (issue 39.1)', () => {
  it('names an operation two modules call, with both modules, and not one a single module calls twice', () => {
    const found = findCallsInSeveralModules([
      ['src/api/queries/customer-users.ts', "api.GET('/customers/{customerId}/users/{userId}', {})"],
      ['src/features/templates/api/signatures.ts', "await api.GET(\n  '/customers/{customerId}/users/{userId}', {})"],
      [
        'src/features/media/api/upload.ts',
        "api.POST('/providers/{id}/medias', { body: a }); api.POST('/providers/{id}/medias', { body: b })",
      ],
    ]);
    expect([...found]).toEqual([
      [
        'GET /customers/{customerId}/users/{userId}',
        ['src/api/queries/customer-users.ts', 'src/features/templates/api/signatures.ts'],
      ],
    ]);
  });
});
