// Billing mail through a real SMTP server that stumbles: the plan-started email is taken, the
// receipt is refused twice (451, "try again later") before it is taken. The reactor retries the
// event with backoff; the delivery ledger keeps it from sending the plan-started email again. A
// receipt the server refuses for good (550) is given up after three attempts and the rest goes on.
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/free-port';
import type { HttpClient } from '../../support/http-client';
import { signedInTab } from '../../support/signed-in';
import { startTestServer, type TestServer } from '../../support/test-server';

interface Received {
  to: string;
  subject: string;
}

describe('billing mail goes once, through a mail server that fails', () => {
  let smtp: SMTPServer;
  let server: TestServer;
  const received: Received[] = [];
  /** Replies for the next messages, in order (code 0 or none left: accept). */
  const replies: Array<{ code: number; text: string }> = [];

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream: SMTPServerDataStream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const reply = replies.shift();
          if (reply && reply.code !== 0)
            return callback(Object.assign(new Error(reply.text), { responseCode: reply.code }));
          void simpleParser(Buffer.concat(chunks)).then((mail) => {
            const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
            received.push({ to: to?.value[0]?.address ?? '', subject: mail.subject ?? '' });
            callback();
          });
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
    server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function pay(tab: HttpClient) {
    const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    const session = new URL(created.body.redirectUrl, server.url).searchParams.get('session')!;
    const paid = await tab.post(`/api/sandbox/checkout/${session}/pay`, { card: 'accept' });
    expect(paid.status).toBe(200);
  }

  const mailTo = (address: string) => received.filter((mail) => mail.to === address);

  it('sends the plan-started email and the receipt once each, though the receipt failed twice', async () => {
    const tab = await signedInTab(server.url, 'Tamsin');
    const address = 'tamsin@example.com';
    const before = mailTo(address).length; // the sign-up's own mail
    // After the plan-started email is taken, the next two messages are refused for now.
    smtpRefusesAfterOne([
      { code: 451, text: 'try again later' },
      { code: 451, text: 'try again later' },
    ]);
    await pay(tab);
    await expect
      .poll(() => mailTo(address).slice(before).length, { timeout: 20_000, interval: 100 })
      .toBe(2);
    // Give the reactor time to run the event again if it were going to.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      mailTo(address)
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual(['Welcome to Trailblazer', 'Your Lantern Tales receipt']);
    const deliveries = await server.db.knex('mail_deliveries').where({ category: 'billing' });
    expect(deliveries.map((row: { status: string }) => row.status)).toEqual(['sent', 'sent']);
    expect(JSON.stringify(deliveries)).not.toContain(address);
  });

  it('gives up a receipt the mail server refuses for good, and later mail still goes', async () => {
    const tab = await signedInTab(server.url, 'Orrin');
    const address = 'orrin@example.com';
    const before = mailTo(address).length;
    smtpRefusesAfterOne([
      { code: 550, text: 'mailbox unavailable' },
      { code: 550, text: 'mailbox unavailable' },
      { code: 550, text: 'mailbox unavailable' },
    ]);
    await pay(tab);
    await expect
      .poll(
        async () => (await server.db.knex('mail_deliveries').where({ status: 'failed' })).length,
        { timeout: 20_000, interval: 100 },
      )
      .toBe(1);
    expect(mailTo(address).slice(before)).toHaveLength(1);
    expect(server.logs.join('')).toMatch(/mail given up: it was not sent/);
    // The reactor moved on: cancelling sends its email.
    expect((await tab.post('/api/subscription/cancel')).status).toBe(200);
    await expect
      .poll(() => mailTo(address).slice(before).length, { timeout: 20_000, interval: 100 })
      .toBe(2);
  });

  /** Accept the next message, then answer the given replies. */
  function smtpRefusesAfterOne(refusals: Array<{ code: number; text: string }>) {
    replies.length = 0;
    replies.push({ code: 0, text: 'accept' }, ...refusals);
  }
});
