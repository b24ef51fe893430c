// Email confirmation in tests: reads the newest confirmation link sent to an address from the
// outbox and opens it, as the person would from their inbox.
import { expect } from 'vitest';
import type { HttpClient } from './http-client';
import { outboxMessages, recipientOf, waitForMail } from './outbox';

const LINK = /\/confirm-email\/([A-Za-z0-9_-]+)/;

/** The token of the newest confirmation link mailed to `address` (waits for one to arrive). */
export async function confirmationTokenFor(outboxDir: string, address: string): Promise<string> {
  const to = address.toLowerCase();
  await waitForMail(outboxDir, (mail) => recipientOf(mail) === to && LINK.test(mail.text ?? ''));
  const mails = (await outboxMessages(outboxDir)).filter(
    (mail) => recipientOf(mail) === to && LINK.test(mail.text ?? ''),
  );
  const newest = mails.at(-1);
  const token = LINK.exec(newest?.text ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${address}`);
  return token;
}

/** Confirms the address of a signed-up person from the link in their welcome email. */
export async function confirmEmailFromOutbox(
  tab: HttpClient,
  outboxDir: string,
  address: string,
): Promise<void> {
  const token = await confirmationTokenFor(outboxDir, address);
  const response = await tab.post('/api/auth/confirm-email', { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
