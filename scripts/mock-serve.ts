// npm run mock:serve: the mock backend over HTTP on 127.0.0.1 (MOCK_PORT, default 4010; MOCK_SCENARIO).
import { startMockHttpServer } from '../mocks/http-server';

const port = Number(process.env.MOCK_PORT ?? 4010);
const { url } = await startMockHttpServer({ port, scenario: process.env.MOCK_SCENARIO ?? 'default' });
console.log(
  `Mock API listening on ${url} (scenario ${process.env.MOCK_SCENARIO ?? 'default'}). Control: ${url}/__mock/state`,
);
