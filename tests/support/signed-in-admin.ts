// A browser tab signed in as a fresh admin (granted the way `npm run admin -- grant` does).
import type { HttpClient } from './http-client';
import { signedInTab } from './signed-in';
import type { TestServer } from './test-server';

export async function signedInAdmin(server: TestServer, username: string): Promise<HttpClient> {
  const tab = await signedInTab(server.url, username);
  await server.modules
    .use('accounts')
    .setAdminRole(username, true, { actor: 'test', correlationId: 'test' });
  return tab;
}
