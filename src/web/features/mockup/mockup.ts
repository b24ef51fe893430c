/** The mockup's buttons do nothing but say so in the console (SPEC.md section 2, "Mockup"). */
export function logMockAction(action: string): void {
  console.log(`[mockup] "${action}" pressed: this preview does nothing else.`);
}

/** What the mockup's two FAQ mail links say instead of opening a mail client. */
export const MOCK_MAIL_ALERT = 'In the live version, this would open your email client.';

export const MOCK_LOGO_SRC = '/logo.svg';
/** Where the mockup's logo falls back to when its image fails to load. */
export const MOCK_LOGO_FALLBACK_SRC = '/favicon.svg';
