// The mail port. Adapters: the outbox (embedded default: .eml files) and SMTP (nodemailer).

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Removes what we keep of messages to this address (the outbox); SMTP keeps nothing. */
  forgetRecipient(address: string): Promise<void>;
  close(): Promise<void>;
}
