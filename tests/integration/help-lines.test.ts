// "Need help now?" shows the lines the operator set (issue 35): GET /api/crisis-resources answers
// CRISIS_RESOURCES to anyone, signed in or not, and the built-in lines when it is unset.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CRISIS_RESOURCES } from '../../src/domain/story/safety/crisis-resources';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the help lines for everyone', () => {
  let configured: TestServer;
  let builtIn: TestServer;

  beforeAll(async () => {
    [configured, builtIn] = await Promise.all([
      startTestServer({
        env: {
          CRISIS_RESOURCES: 'NZ: Need to talk? Call or text 1737; Anywhere: findahelpline.com',
        },
      }),
      startTestServer(),
    ]);
  });
  afterAll(async () => {
    await Promise.all([configured?.close(), builtIn?.close()]);
  });

  it('answers the configured lines without sign-in', async () => {
    const answer = await new HttpClient(configured.url).get('/api/crisis-resources');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      resources: [
        { region: 'NZ', line: 'Need to talk? Call or text 1737' },
        { region: 'Anywhere', line: 'findahelpline.com' },
      ],
    });
  });

  it('answers the built-in lines when CRISIS_RESOURCES is unset', async () => {
    const answer = await new HttpClient(builtIn.url).get<{ resources: unknown[] }>(
      '/api/crisis-resources',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.resources).toHaveLength(DEFAULT_CRISIS_RESOURCES.length);
    expect(answer.body.resources[0]).toMatchObject({
      region: DEFAULT_CRISIS_RESOURCES[0]!.region,
      line: DEFAULT_CRISIS_RESOURCES[0]!.line,
    });
  });
});
