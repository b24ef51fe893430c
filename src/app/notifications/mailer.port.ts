// The mail port: use cases hand over an email's content; the adapter renders it (HTML layout and
// plain text) and delivers it. Adapters: the outbox (embedded default: .eml files) and SMTP.
import type { Email } from './email';

export interface Mailer {
  send(email: Email): Promise<void>;
  /** Removes what we keep of messages to this address (the outbox); SMTP keeps nothing. */
  forgetRecipient(address: string): Promise<void>;
  close(): Promise<void>;
}
