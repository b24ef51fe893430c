// A browser tab with a fresh account signed in (for API tests that need one).
import { expect } from 'vitest';
import { HttpClient } from './http-client';

export async function signedInTab(
  baseUrl: string,
  username: string,
  headers: Record<string, string> = {},
  /** More fields of the sign-up body (e.g. engagement: true). */
  extra: Record<string, unknown> = {},
): Promise<HttpClient> {
  const tab = new HttpClient(baseUrl, headers);
  const response = await tab.post('/api/auth/signup', {
    username,
    email: `${username.toLowerCase()}@example.com`,
    password: `secret-${username.toLowerCase()}`,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return tab;
}
