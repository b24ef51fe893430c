// startTestServer on a given PostgreSQL server (e.g. a test's own throwaway cluster) instead of
// the one named by TEST_DATABASE_URL.
import { startTestServer, type TestServer } from './test-server';

export function startTestServerOn(
  serverUrl: string,
  options: Omit<Parameters<typeof startTestServer>[0] & object, 'kind'> = {},
): Promise<TestServer> {
  const shared = process.env.TEST_DATABASE_URL;
  // The test database is created from TEST_DATABASE_URL, read synchronously when the call begins.
  process.env.TEST_DATABASE_URL = serverUrl;
  try {
    return startTestServer({ ...options, kind: 'postgres' });
  } finally {
    if (shared === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = shared;
  }
}
