// The Emails tab's Test All Templates (SPEC.md sections 2 and 7): an admin previews each of the
// 19 email types and sends it to a test address; a real HTML message with a plain-text part
// arrives for each. Others are turned away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_EMAIL_TYPES } from '../../src/app/notifications/templates/test-templates';
import type { HttpClient } from '../support/http-client';
import { outboxMessages } from '../support/outbox';
import { signedInTab } from '../support/signed-in';
import { signedInAdmin } from '../support/signed-in-admin';
import { startTestServer, type TestServer } from '../support/test-server';

describe('test email templates', () => {
  let server: TestServer;
  let admin: HttpClient;
  let member: HttpClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server, 'Operator');
    member = await signedInTab(server.url, 'Member');
  });
  afterAll(() => server?.close());

  it('sends each of the 19 types as HTML with a plain-text part, marked as a test', async () => {
    expect(TEST_EMAIL_TYPES).toHaveLength(19);
    const before = (await outboxMessages(server.outboxDir)).length;
    for (const emailType of TEST_EMAIL_TYPES) {
      const answer = await admin.post('/api/admin/test-email-templates', {
        emailType,
        recipientEmail: 'qa@example.com',
      });
      expect(answer.status, emailType).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        message: `Test ${emailType} email sent to qa@example.com.`,
      });
    }
    const sent = (await outboxMessages(server.outboxDir)).slice(before);
    expect(sent).toHaveLength(19);
    for (const mail of sent) {
      expect(mail.subject).toMatch(/^\[Test\] /);
      expect(mail.html).toContain('<meta name="color-scheme" content="light dark"');
      expect(mail.text).toContain('The Lantern Tales team');
    }
    // Mail people may decline says how to stop it, in the body and in the headers.
    // (mailparser gathers List-* headers under "list").
    const optional = sent.filter((mail) => mail.headers.has('list'));
    expect(optional.length).toBe(10);
    for (const mail of optional) {
      expect(mail.headers.get('list')).toMatchObject({
        unsubscribe: { url: `${server.url}/account` },
      });
      expect(mail.text).toContain('Unsubscribe from these emails');
    }
  });

  it("refuses an address that is not one, with the spec's message", async () => {
    for (const recipientEmail of ['not-an-address', '', 'a@', 42]) {
      const answer = await admin.post('/api/admin/test-email-templates', {
        emailType: 'welcome',
        recipientEmail,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        message: 'Please enter a valid email address',
      });
    }
    const unknown = await admin.post('/api/admin/test-email-templates', {
      emailType: 'newsletter',
      recipientEmail: 'qa@example.com',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^emailType must be one of: welcome, /);
  });

  it('previews a template for the Emails tab', async () => {
    const preview = await admin.get('/api/admin/email-templates/receipt/preview');
    expect(preview.status).toBe(200);
    expect(preview.body.subject).toBe('[Test] Your Lantern Tales receipt');
    expect(String(preview.body.html)).toContain('$10.00 per month');
    expect((await admin.get('/api/admin/email-templates/nothing/preview')).status).toBe(404);
  });

  it('is for admins only', async () => {
    const body = { emailType: 'welcome', recipientEmail: 'qa@example.com' };
    expect((await member.post('/api/admin/test-email-templates', body)).status).toBe(403);
    expect((await member.get('/api/admin/email-templates/receipt/preview')).status).toBe(403);
  });
});
