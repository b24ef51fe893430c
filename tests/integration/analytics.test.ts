// Landing-page analytics through the API (SPEC.md sections 3, 7 and 9): anonymous tracking with
// validation, a 4 KB body limit and a per-IP budget; counts stored per hour apart from the event
// log, with nothing about the visitor; the admin summary and CSV export over 24h, 7d and 30d.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '../../src/domain/analytics/analytics-summary';
import { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { signedInAdmin } from '../support/signed-in-admin';
import { createTestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const PER_MINUTE = 400;

function event(overrides: Record<string, unknown> = {}, data: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    timestamp: new Date().toISOString(),
    eventType: 'impression',
    data: {
      messageId: 'gentle-1',
      device: 'mobile',
      timeOfDay: 'evening',
      viewportSize: { width: 390, height: 844 },
      ...data,
    },
    ...overrides,
  };
}

const click = (messageId = 'gentle-1') =>
  event({ eventType: 'click' }, { messageId, buttonId: 'hero-begin-journey', device: 'desktop' });

describe('analytics', () => {
  let server: TestServer;
  let admin: HttpClient;
  const visitor = () => new HttpClient(server.url);
  const summary = async (timeframe = '24h') => {
    const response = await admin.get<{
      success: boolean;
      summary: AnalyticsSummary;
      message: string;
    }>(`/api/analytics/summary?timeframe=${timeframe}`);
    expect(response.status).toBe(200);
    return response.body.summary;
  };

  beforeAll(async () => {
    server = await startTestServer({
      env: { ANALYTICS_EVENTS_PER_MINUTE_PER_IP: String(PER_MINUTE) },
    });
    admin = await signedInAdmin(server, 'Counter');
  });
  afterAll(() => server?.close());

  it('records an impression and a click from an anonymous visitor, setting no cookie', async () => {
    const before = await summary();
    const seen = await visitor().post('/api/analytics/track', event());
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({ success: true, message: 'Event recorded.' });
    expect(seen.headers.getSetCookie()).toEqual([]);
    expect((await visitor().post('/api/analytics/track', click())).status).toBe(200);

    const after = await summary();
    expect(after.totalEvents - before.totalEvents).toBe(2);
    expect(after.impressionEvents - before.impressionEvents).toBe(1);
    expect(after.clickEvents - before.clickEvents).toBe(1);
    expect(after.byHeroMessage['gentle-1']!.impressions).toBe(
      before.byHeroMessage['gentle-1']!.impressions + 1,
    );
    expect(after.byDevice.mobile - before.byDevice.mobile).toBe(1);
    expect(after.byDevice.desktop - before.byDevice.desktop).toBe(1);
  });

  it('refuses what the spec does not describe with a clear 400, and counts none of it', async () => {
    const before = await summary();
    const refused: [unknown, RegExp][] = [
      [event({}, { messageId: 'made-up-1' }), /data\.messageId must be one of: reflective-1/],
      [event({ eventType: 'hover' }), /eventType must be one of: impression, click/],
      [event({ eventType: 'click' }), /buttonId is required for clicks and only for clicks/],
      [event({}, { buttonId: 'hero-begin-journey' }), /only for clicks/],
      [event({}, { device: 'fridge' }), /data\.device must be one of: mobile, tablet, desktop/],
      [event({}, { timeOfDay: 'teatime' }), /data\.timeOfDay must be one of/],
      [event({}, { viewportSize: { width: -1, height: 10 } }), /Too small|greater than or equal/i],
      [event({ timestamp: 'yesterday' }), /timestamp must be an ISO date and time/],
      [{ ...event(), id: undefined }, /id is required|expected string/i],
      [[event()], /expected object/i],
    ];
    for (const [body, message] of refused) {
      const response = await visitor().post<{ success: boolean; message: string }>(
        '/api/analytics/track',
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.success).toBe(false);
      expect(response.body.message).toMatch(message);
    }
    const tooBig = await visitor().post<{ message: string }>(
      '/api/analytics/track',
      event({ id: 'x'.repeat(5000) }),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The request is too large.');
    expect((await summary()).totalEvents).toBe(before.totalEvents);
  });

  it('counts every one of 300 parallel events exactly once', async () => {
    const before = await summary();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        visitor().post(
          '/api/analytics/track',
          i % 3 ? event({}, { messageId: 'curious-1' }) : click('curious-1'),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(300).fill(200));
    const after = await summary();
    expect(after.totalEvents - before.totalEvents).toBe(300);
    expect(
      after.byHeroMessage['curious-1']!.impressions -
        before.byHeroMessage['curious-1']!.impressions,
    ).toBe(200);
    expect(
      after.byHeroMessage['curious-1']!.clicks - before.byHeroMessage['curious-1']!.clicks,
    ).toBe(100);
  });

  it('stores only the hour, message, event type, device and button: nothing about the visitor', async () => {
    const columns = Object.keys(
      (await server.db.knex('analytics_hourly').first()) as Record<string, unknown>,
    ).sort();
    expect(columns).toEqual(['button_id', 'count', 'device', 'event_type', 'hour', 'message_id']);
    const stored = JSON.stringify(await server.db.knex('analytics_hourly').select());
    expect(stored).not.toMatch(/127\.0\.0\.1|390|844|evening/);
    // Apart from the event log: a burst of analytics writes no domain events.
    const analyticsEvents = await server.db
      .knex('events')
      .whereILike('type', '%analytic%')
      .count({ n: '*' });
    expect(Number(analyticsEvents[0]!.n)).toBe(0);
  });

  it('reads 24h, 7d and 30d from the hourly counts; an unknown period is a 400', async () => {
    const hoursAgo = (hours: number) =>
      new Date(Math.floor(Date.now() / 3_600_000 - hours) * 3_600_000);
    await server.db.knex('analytics_hourly').insert([
      {
        hour: hoursAgo(23),
        message_id: 'healing-1',
        event_type: 'impression',
        device: 'tablet',
        button_id: '',
        count: 7,
      },
      {
        hour: hoursAgo(24),
        message_id: 'healing-1',
        event_type: 'impression',
        device: 'tablet',
        button_id: '',
        count: 11,
      },
      {
        hour: hoursAgo(6 * 24 + 23),
        message_id: 'healing-1',
        event_type: 'click',
        device: 'tablet',
        button_id: 'closing-try-free-story',
        count: 3,
      },
      {
        hour: hoursAgo(20 * 24),
        message_id: 'healing-1',
        event_type: 'impression',
        device: 'tablet',
        button_id: '',
        count: 13,
      },
      {
        hour: hoursAgo(30 * 24),
        message_id: 'healing-1',
        event_type: 'impression',
        device: 'tablet',
        button_id: '',
        count: 1000,
      },
    ]);
    const healing = async (timeframe: string) =>
      (await summary(timeframe)).byHeroMessage['healing-1'];
    expect(await healing('24h')).toEqual({ impressions: 7, clicks: 0, conversionRate: 0 });
    expect(await healing('7d')).toEqual({ impressions: 18, clicks: 3, conversionRate: 16.67 });
    expect(await healing('30d')).toEqual({ impressions: 31, clicks: 3, conversionRate: 9.68 });
    const wrong = await admin.get<{ success: boolean; message: string }>(
      '/api/analytics/summary?timeframe=1y',
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: 'timeframe must be 24h, 7d or 30d' });
  });

  it('exports the period as a CSV download with the taglines', async () => {
    const response = await fetch(`${server.url}/api/analytics/export?timeframe=7d`, {
      headers: { cookie: admin.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="lantern-analytics-7d-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).trim().split('\n');
    expect(lines[0]).toBe('hour,messageId,tagline,eventType,device,buttonId,count');
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z,healing-1,Stories have always helped us heal\. Let one help you now\.,click,tablet,closing-try-free-story,3$/,
      ),
    );
    expect(lines.some((line) => line.includes(',1000'))).toBe(false); // outside 7 days
  });

  it('lets only admins read the summary and the export, however the path is spelled', async () => {
    const member = await signedInTab(server.url, 'Curious');
    for (const path of [
      '/api/analytics/summary',
      '/api/analytics/export',
      '/API/Analytics/Summary?timeframe=7d',
      '/api/analytics/export/',
    ]) {
      expect((await visitor().get(path)).status, path).toBe(401);
      expect((await member.get(path)).status, path).toBe(403);
    }
  });

  it('holds each IP to its budget a minute, under parallel requests, counting none refused', async () => {
    const before = await summary();
    const answers = await Promise.all(
      Array.from({ length: PER_MINUTE + 50 }, () =>
        visitor().post('/api/analytics/track', event()),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 200).length;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(accepted + refused.length).toBe(PER_MINUTE + 50);
    expect(refused.length).toBeGreaterThanOrEqual(50);
    expect(refused[0]!.body).toEqual({
      success: false,
      message: 'Too many analytics events. Please try again later.',
    });
    expect(refused[0]!.headers.get('retry-after')).toBe('60');
    expect((await summary()).totalEvents - before.totalEvents).toBe(accepted);
  });
});

// Issue 34: a retried beacon sends the same event again, with the same id. An event id counts
// once, whether the copies come together, a second apart or after a restart, for as long as the
// ids are kept (24 hours; hourly housekeeping forgets older ones).
describe('analytics counts each event id once', () => {
  let server: TestServer;
  let admin: HttpClient;
  const total = async () =>
    (await admin.get<{ summary: AnalyticsSummary }>('/api/analytics/summary?timeframe=24h')).body
      .summary.totalEvents;
  const send = (body: unknown) => new HttpClient(server.url).post('/api/analytics/track', body);

  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    server = await startTestServer({ db }); // a restart below keeps the database
    admin = await signedInAdmin(server, 'Deduper');
  });
  afterAll(async () => {
    await server?.close();
    await db?.destroy();
  });

  it('counts a beacon sent twice, in parallel or a flush apart, once', async () => {
    const before = await total();
    const twin = event();
    const answers = await Promise.all([send(twin), send(twin), send({ ...twin })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await total()) - before).toBe(1); // a summary writes what is counted first

    const later = click('uplifting-1');
    expect((await send(later)).status).toBe(200);
    expect((await total()) - before).toBe(2);
    expect((await send(later)).status).toBe(200); // retried after its count was written
    expect((await send(event())).status).toBe(200); // a new event still counts
    expect((await total()) - before).toBe(3);
  });

  it('remembers ids across a restart, keeps only their hash, and forgets them after 24 hours', async () => {
    const retried = event({}, { messageId: 'grounded-1' });
    expect((await send(retried)).status).toBe(200);
    const before = await total();
    await server.close();
    server = await startTestServer({ db });
    admin = await signedInAdmin(server, 'Deduper2');
    expect((await send(retried)).status).toBe(200);
    expect((await total()) - before).toBe(0);

    const stored = JSON.stringify(await server.db.knex('analytics_event_ids').select());
    expect(stored).not.toContain(retried.id);
    const housekeeping = server.modules.instances
      .flatMap(({ instance }) => instance.housekeeping ?? [])
      .find((task) => task.name === 'forget analytics event ids')!;
    await server.db
      .knex('analytics_event_ids')
      .update({ seen_at: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    const fresh = event();
    expect((await send(fresh)).status).toBe(200);
    await total();
    await housekeeping.run();
    const left = await server.db.knex('analytics_event_ids').count({ n: '*' });
    expect(Number(left[0]!.n)).toBe(1); // the fresh one
  });
});

// Events are counted in memory and written once a second: a stop must write what is counted.
describe('analytics across a stop', () => {
  it('writes every accepted event when the server stops, before the next flush was due', async () => {
    const db = await createTestDatabase('pglite');
    try {
      const first = await startTestServer({ db });
      const visitor = new HttpClient(first.url);
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => visitor.post('/api/analytics/track', click('focused-1'))),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
      await first.close(); // the database stays
      const second = await startTestServer({ db });
      const rows = await second.db.knex('analytics_hourly').where({ message_id: 'focused-1' });
      expect(rows.reduce((sum, row) => sum + Number(row.count), 0)).toBe(25);
      await second.close();
    } finally {
      await db.destroy();
    }
  });
});
