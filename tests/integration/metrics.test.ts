// /metrics: absent without METRICS_TOKEN, guarded by a bearer token, route patterns only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTab } from '../support/signed-in';
import { startTestServer, type TestServer } from '../support/test-server';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('/metrics', () => {
  let server: TestServer;
  let bare: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_TOKEN: TOKEN } });
    bare = await startTestServer();
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await bare?.stop();
  });

  const scrape = (base: TestServer, auth?: string) =>
    fetch(`${base.url}/metrics`, { headers: auth ? { Authorization: auth } : {} });
  const appends = (body: string) =>
    [...body.matchAll(/^event_store_appends_total\{[^}]*\} (\d+)/gm)].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );

  it('is absent without the setting', async () => {
    expect((await scrape(bare, `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    for (const auth of [undefined, 'Bearer wrong', TOKEN]) {
      const response = await scrape(server, auth);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });

  it('serves route patterns and append counts, no user data', async () => {
    const before = appends(await (await scrape(server, `Bearer ${TOKEN}`)).text());
    await fetch(`${server.url}/healthz`);
    await signedInTab(server.url, 'MetricsMaple');
    const response = await scrape(server, `Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*\} \d+/);
    expect(body).toMatch(/route="\/api\/auth\/signup"/);
    expect(appends(body)).toBeGreaterThan(before);
    expect(body).toMatch(/process_cpu_user_seconds_total/);
    expect(body.toLowerCase()).not.toContain('metricsmaple');
    expect(body).not.toContain('@example.com');
  });

  it('counts the mail sent (the welcome mail of a sign-up)', async () => {
    const sent = async () =>
      Number(
        /^mail_sends_total\{outcome="sent"\} (\d+)/m.exec(
          await (await scrape(server, `Bearer ${TOKEN}`)).text(),
        )?.[1] ?? 0,
      );
    const before = await sent();
    await signedInTab(server.url, 'MetricsMail');
    const deadline = Date.now() + 10_000;
    while ((await sent()) <= before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await sent()).toBeGreaterThan(before);
  });

  const metricValue = (body: string, name: string, labels: string) =>
    Number(new RegExp(`^${name}\\{${labels}\\} (\\d+)`, 'm').exec(body)?.[1] ?? 0);

  it('counts allowance refusals by reason, the storyteller calls and the read models lag', async () => {
    const tab = await signedInTab(server.url, 'MetricsLimit');
    expect((await tab.post('/api/mood-response', { mood: 'tired after a long week' })).status).toBe(
      200,
    );
    const story = () =>
      tab.post('/api/story', {
        mood: 'tired after a long week',
        format: 'poem',
        journeyId: randomUUID(),
      });
    for (const _ of [1, 2, 3]) expect((await story()).status).toBe(200);
    expect((await story()).status).toBe(403);
    const body = await (await scrape(server, `Bearer ${TOKEN}`)).text();
    expect(
      metricValue(body, 'http_refusals_total', 'reason="journey_limit_reached",status="403"'),
    ).toBe(1);
    expect(
      metricValue(body, 'ai_calls_total', 'provider="offline",operation="mood",outcome="ok"'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      metricValue(body, 'ai_calls_total', 'provider="offline",operation="story",outcome="ok"'),
    ).toBeGreaterThanOrEqual(3);
    expect(Number(/^projection_lag_seconds_count (\d+)/m.exec(body)?.[1])).toBeGreaterThan(0);
    expect(body.toLowerCase()).not.toContain('tired');
  });

  it('times a reactor from the append to its handling (account deletion erases the person)', async () => {
    const tab = await signedInTab(server.url, 'MetricsLeaving');
    expect(
      (await tab.post('/api/account/delete', { password: 'secret-metricsleaving' })).status,
    ).toBe(200);
    const handled = async () =>
      metricValue(
        await (await scrape(server, `Bearer ${TOKEN}`)).text(),
        'reactor_lag_seconds_count',
        'reactor="accounts-erase-deleted-person"',
      );
    const deadline = Date.now() + 10_000;
    while ((await handled()) < 1 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await handled()).toBe(1);
  });
});
