// A real SMTP round trip: our SMTP adapter sends to a local smtp-server; mailparser reads it.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetEmail } from '../../src/app/accounts/account-emails';
import { SmtpMailer } from '../../src/infra/notifications/smtp-mailer';
import { freePort } from '../support/free-port';

describe('SMTP mailer', () => {
  const received: Buffer[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a password reset email with its link', async () => {
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${port}`,
      'Lantern Tales <no-reply@lanterntales.app>',
      {
        appName: 'Lantern Tales',
        appUrl: 'https://tales.example',
        supportEmail: 'help@tales.example',
      },
    );
    await mailer.send(
      passwordResetEmail(
        { appName: 'Lantern Tales', appUrl: 'https://tales.example' },
        'reader@example.com',
        'tok_123',
      ),
    );
    await mailer.close();
    expect(received).toHaveLength(1);
    const mail = await simpleParser(received[0] ?? Buffer.alloc(0));
    expect(mail.subject).toBe('Reset your Lantern Tales password');
    expect(mail.from?.value[0]).toMatchObject({
      name: 'Lantern Tales',
      address: 'no-reply@lanterntales.app',
    });
    expect(mail.text).toContain('https://tales.example/reset-password/tok_123');
  });
});
