// The Settings tab's overview (SPEC.md section 2): every setting in its tab, configured, missing
// or optional; secrets masked (no secret leaves the server in clear); counts of what is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInAdmin } from '../support/signed-in-admin';
import { signedInTab } from '../support/signed-in';
import { startTestServer, type TestServer } from '../support/test-server';

type Parameter = { name: string; status: string; value: string | null; secret: boolean };
type Overview = {
  tabs: Record<string, Parameter[]>;
  missingRequired: number;
  missingOptional: number;
};

const SESSION_SECRET = 'a-session-secret-of-at-least-32-characters-0042';
const OPENAI_KEY = 'sk-proj-abcdefghijklmnop1234';

describe('configuration overview', () => {
  let server: TestServer;
  let admin: HttpClient;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        SESSION_SECRET,
        OPENAI_API_KEY: OPENAI_KEY,
        STORYTELLER: 'offline',
        OPENAI_MODERATION: 'false',
        SPEECH_PROVIDER: 'offline',
      },
    });
    admin = await signedInAdmin(server, 'Quartermaster');
  });
  afterAll(() => server?.close());

  it('groups every setting in the six tabs, with status and masked values', async () => {
    const answer = await admin.get<Overview & { success: boolean }>('/api/admin/config/complete');
    expect(answer.status).toBe(200);
    const { tabs } = answer.body;
    expect(Object.keys(tabs)).toEqual([
      'Stripe',
      'Email',
      'AI Services',
      'Database',
      'Security',
      'Environment',
    ]);
    const find = (tab: string, name: string) => tabs[tab]!.find((p) => p.name === name)!;
    // Issue 34: the sandbox and the outbox work, so on them nothing required is missing.
    expect(find('Stripe', 'STRIPE_SECRET_KEY')).toMatchObject({ status: 'optional', value: null });
    expect(find('Email', 'SMTP_URL').status).toBe('optional');
    expect(find('AI Services', 'OPENAI_API_KEY')).toMatchObject({
      status: 'configured',
      secret: true,
      value: 'sk-••••1234',
    });
    expect(find('Security', 'SESSION_SECRET')).toMatchObject({
      status: 'configured',
      secret: true,
    });
    expect(find('Environment', 'APP_URL').status).toBe('configured');
    expect(find('Database', 'DATA_DIR').status).toBe('configured');
    expect(find('Environment', 'LOG_LEVEL').status).toBe('configured');
    expect(find('Security', 'BCRYPT_COST')).toBeDefined();
    expect(answer.body.missingRequired).toBe(0);
    expect(find('AI Services', 'OPENAI_MAX_TOKENS')).toMatchObject({
      status: 'optional',
      secret: false,
      value: '1200',
    });
    expect(answer.body.missingOptional).toBeGreaterThan(0);
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain(SESSION_SECRET);
    expect(text).not.toContain(OPENAI_KEY);
  });

  it('is for admins only', async () => {
    const member = await signedInTab(server.url, 'Lookyloo');
    expect((await member.get('/api/admin/config/complete')).status).toBe(403);
  });
});
