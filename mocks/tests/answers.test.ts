// The answer check (lib/answers.ts) bites: an answer whose body does not fit the document's schema for its
// operation and status, an error answer included, becomes a 500 MOCK_INVALID_ANSWER naming operation, status and
// path, and is reported to the test setup. A fitting answer passes unchanged.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeAnswerProblems } from '../lib/answers';
import { createMockHttp } from '../lib/http';
import { call } from './api';
import { TEST_API_BASE_URL } from '../node';

const http = createMockHttp(TEST_API_BASE_URL);
const server = setupServer(
  // A success with a property the document does not declare, one level down.
  http.public.get('/password-reset', ({ response }) =>
    response(200).json({ data: { valid: true, username: 'demo', passwort: 'demo1234' } } as never),
  ),
  // A 404 whose message is empty.
  http.public.put('/password-reset/{recoveryKey}', ({ response }) =>
    response(404).json({ message: '', code: 'NOT_FOUND' }),
  ),
  // Format 1 of a 422 without its field map; a 404 whose message is empty.
  http.public.post('/users/forgot-username', ({ response }) =>
    response(422).json({ message: 'Bitte prüfen Sie Ihre Eingaben.' } as never),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the answer check', () => {
  it('turns a success carrying an undeclared property into MOCK_INVALID_ANSWER with the path', async () => {
    const answer = await call('GET', '/password-reset?recoveryKey=wiederherstellung-demo-2026');
    const problems = takeAnswerProblems();
    expect(answer.status).toBe(500);
    expect(answer.body.code).toBe('MOCK_INVALID_ANSWER');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/checkPasswordRecoveryKey answered 200 .*data\.passwort: not declared/);
  });

  it('checks error answers as strictly: a 422 without its field map, a 404 with an empty message', async () => {
    const invalid = await call('POST', '/users/forgot-username', { body: { email: 'a@b.de' } });
    const missing = await call('PUT', '/password-reset/unbekannt-0000', {
      body: { password: 'neuesPasswort1', userType: 'provider' },
    });
    const problems = takeAnswerProblems();
    expect([invalid.status, missing.status]).toEqual([500, 500]);
    expect(problems[0]).toMatch(/requestForgottenUsername answered 422 .*errors/);
    expect(problems[1]).toMatch(/resetPassword answered 404 .*message/);
  });
});
