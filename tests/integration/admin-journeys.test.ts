// The Users tab's Journey Limits (SPEC.md sections 4, 7 and 9): an admin resets a person's
// journeys (3 again), grants unlimited journeys (999, reset date ten years ahead) and gives
// everyone without one a reset date. Each change records the acting admin.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { signedInAdmin } from '../support/signed-in-admin';
import { startTestServer, type TestServer } from '../support/test-server';

type Me = { user: { id: number; journeyCount: number; journeyResetDate: string } };

describe('admin: journey limits', () => {
  let server: TestServer;
  let admin: HttpClient;
  const me = async (tab: HttpClient) => (await tab.get<Me>('/api/auth/check')).body.user;
  const story = (tab: HttpClient) =>
    tab.post('/api/story', { mood: 'tired but hopeful', format: 'fable', journeyId: randomUUID() });
  const useAllJourneys = async (tab: HttpClient) => {
    for (let n = 0; n < 3; n++) expect((await story(tab)).status).toBe(200);
    expect((await story(tab)).status).toBe(403);
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server, 'Warden');
  });
  afterAll(() => server?.close());

  it('resets the journey count to 3', async () => {
    const tab = await signedInTab(server.url, 'Clover');
    await useAllJourneys(tab);
    expect((await me(tab)).journeyCount).toBe(0);
    const { id } = await me(tab);
    const reset = await admin.post('/api/admin/reset-journey', { userId: id });
    expect(reset.body).toEqual({ success: true, message: 'Journey count reset to 3.' });
    expect((await me(tab)).journeyCount).toBe(3);
    expect((await story(tab)).status).toBe(200);
    const events = await server.runtime.store.readStream(`allowance-${id}`);
    const adminId = (await me(admin)).id;
    expect(events.find((e) => e.type === 'JourneysResetByAdmin')?.metadata.actor).toBe(
      `admin:${adminId}`,
    );
  });

  it('grants unlimited journeys: 999, reset date ten years ahead, a 4th journey works', async () => {
    const tab = await signedInTab(server.url, 'Thistle');
    const { id } = await me(tab);
    const granted = await admin.post('/api/admin/grant-unlimited-journeys', { userId: id });
    expect(granted.body).toMatchObject({
      success: true,
      message: 'Unlimited journeys granted (999).',
    });
    const after = await me(tab);
    expect(after.journeyCount).toBe(999);
    const years = (new Date(after.journeyResetDate).getTime() - Date.now()) / (365.25 * 864e5);
    expect(years).toBeGreaterThan(9.9);
    expect(years).toBeLessThan(10.1);
    for (let n = 0; n < 5; n++) expect((await story(tab)).status).toBe(200);
    expect((await me(tab)).journeyCount).toBe(999);
  });

  it('gives people without one a reset date, once', async () => {
    await signedInTab(server.url, 'Yarrow');
    const first = await admin.post('/api/admin/init-journey-reset-dates', {});
    expect(first.body.success).toBe(true);
    const yarrow = (first.body.results as Record<string, unknown>[]).find(
      (row) => row.username === 'Yarrow',
    );
    expect(yarrow).toMatchObject({ success: true, message: 'Reset date set.' });
    expect(typeof yarrow?.resetDate).toBe('string');
    expect(first.body.updatedCount).toBeGreaterThanOrEqual(1);
    const again = await admin.post('/api/admin/init-journey-reset-dates', {});
    expect(again.body.updatedCount).toBe(0);
    expect(
      (again.body.results as Record<string, unknown>[]).find((row) => row.username === 'Yarrow'),
    ).toMatchObject({ success: true, resetDate: null, message: 'Already had a reset date.' });
  });

  it('checks the user id and is for admins only', async () => {
    const bad = await admin.post('/api/admin/reset-journey', { userId: 'x' });
    expect(bad.body).toEqual({ success: false, message: 'Please enter a valid user ID' });
    expect(
      (await admin.post('/api/admin/grant-unlimited-journeys', { userId: 987654 })).status,
    ).toBe(404);
    const member = await signedInTab(server.url, 'Bramble');
    const { id } = await me(member);
    expect((await member.post('/api/admin/grant-unlimited-journeys', { userId: id })).status).toBe(
      403,
    );
    expect(
      (await new HttpClient(server.url).post('/api/admin/reset-journey', { userId: id })).status,
    ).toBe(401);
  });
});
