// The embedded mail adapter: each message is a complete RFC 822 .eml file under DATA_DIR/outbox,
// rendered by nodemailer exactly as SMTP would send it. Open one with any mail client.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Email } from '../../app/notifications/email';
import type { Mailer } from '../../app/notifications/mailer.port';
import { renderEmail } from './render/render-email';
import type { Brand } from './render/email-layout';

export class OutboxMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly directory: string,
    private readonly from: string,
    private readonly brand: Brand,
  ) {}

  async send(email: Email): Promise<void> {
    const message = await renderEmail(email, this.brand);
    const info = await this.transport.sendMail({ from: this.from, ...message });
    await fs.mkdir(this.directory, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await fs.writeFile(path.join(this.directory, name), info.message as Buffer, { mode: 0o600 });
  }

  async forgetRecipient(address: string): Promise<void> {
    const needle = address.trim().toLowerCase();
    const files = await fs.readdir(this.directory).catch(() => [] as string[]);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const full = path.join(this.directory, file);
      // Another erasure of the same person may have removed it meanwhile: nothing left to do.
      const text = await fs.readFile(full, 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return '';
        throw error;
      });
      if (text.toLowerCase().includes(needle)) await fs.rm(full, { force: true });
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
