// SMTP through nodemailer (SMTP_URL such as smtps://user:pass@smtp.example.com:465).
import nodemailer from 'nodemailer';
import type { MailMessage, Mailer } from '../../app/notifications/mailer.port';

export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }

  async forgetRecipient(): Promise<void> {
    // Nothing is kept here: sent mail lives in the recipient's mailbox.
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
