// SMTP through nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465).
import nodemailer from 'nodemailer';
import type { Email } from '../../app/notifications/email';
import type { Mailer } from '../../app/notifications/mailer.port';
import { renderEmail } from './render/render-email';
import type { Brand } from './render/email-layout';

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly brand: Brand,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(email: Email): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...(await renderEmail(email, this.brand)) });
  }

  async forgetRecipient(): Promise<void> {
    // Nothing is kept here: sent mail lives in the recipient's mailbox.
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
