// Issue 9: the journey email is dated in the person's own time zone, which the browser sends.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmailFromOutbox } from '../support/confirm-email';
import type { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { recipientOf, waitForMail } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the journey email time zone', () => {
  let server: TestServer;
  let tab: HttpClient;
  beforeAll(async () => {
    server = await startTestServer();
    tab = await signedInTab(server.url, 'Juniper');
    await confirmEmailFromOutbox(tab, server.outboxDir, 'juniper@example.com');
  });
  afterAll(async () => {
    await server?.close();
  });

  const body = (timeZone?: string) => ({
    journeyId: randomUUID(),
    mood: 'calm',
    storyFormat: 'poem',
    storyTitle: 'Evening',
    storyContent: 'The lamp is lit.',
    timestamp: '2026-11-23T23:30:00.000Z',
    ...(timeZone === undefined ? {} : { timeZone }),
  });

  it('refuses a zone that does not exist', async () => {
    const response = await tab.post('/api/journeys/email', body('Mars/Olympus_Mons'));
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      success: false,
      message: 'timeZone must be a time zone name such as Europe/Paris.',
    });
  });

  it("dates the email in the person's zone", async () => {
    const response = await tab.post('/api/journeys/email', body('Asia/Tokyo'));
    expect(response.status).toBe(200);
    const mail = await waitForMail(
      server.outboxDir,
      (m) => recipientOf(m) === 'juniper@example.com' && /Evening/.test(m.subject ?? ''),
    );
    expect(mail.text).toContain('Tuesday, November 24, 2026 at 8:30 AM GMT+9');
  });
});
