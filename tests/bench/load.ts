// npm run bench:load: GET /api/auth/check under load (autocannon, 50 connections), each figure
// beside its control measured in the same run: a bare Koa server (bare-koa-main.ts, a process of
// its own) answering the same JSON. The app runs as `npm start` runs it (its own process, its log
// to a file), on PGlite, then on a new database of a server PostgreSQL when BENCH_DATABASE_URL,
// TEST_DATABASE_URL or DATABASE_URL names one. Target (issue 38): the signed-in check at least
// 0.3x the bare server, p99 at most 25 ms, on both databases. Then a whole journey for 50 people
// at once (journey-load.ts), each call beside the storyteller's own time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { startServerProcess, type ServerProcess } from '../e2e/support/server-process';
import { fmt } from './bench-utils';
import { journeyLoad, journeyMet, printJourneyLoad } from './journey-load';

export const LOAD_TARGET = { ratioToBare: 0.3, p99Ms: 25 };
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;

interface Figure {
  what: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  failed: number;
}

async function load(
  what: string,
  url: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<Figure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return {
    what,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** The bare Koa control in a process of its own; resolves with its URL and a stop. */
async function startBareKoa(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/bare-koa-main.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bare Koa server ended with ${code}`)));
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Signs a new person up and returns the Cookie header of their session. */
async function signedInCookie(server: ServerProcess): Promise<string> {
  const username = `bench${randomBytes(3).toString('hex')}`;
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      password: `secret-${username}`,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function expectSignedIn(url: string, cookie: string): Promise<void> {
  const answer = (await (await fetch(url, { headers: { cookie } })).json()) as {
    authenticated: boolean;
  };
  if (!answer.authenticated) throw new Error('the bench session is not signed in');
}

async function newServerDatabase(adminUrl: string) {
  const name = `lantern_bench_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  await admin.raw(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`);
      await admin.destroy();
    },
  };
}

async function benchTarget(
  label: string,
  env: Record<string, string>,
  bare: { url: string },
): Promise<boolean> {
  const logFile = path.join(os.tmpdir(), `lantern-load-${randomBytes(4).toString('hex')}.log`);
  const server = await startServerProcess(
    { LOG_LEVEL: 'info', SIGNUPS_PER_HOUR_PER_IP: '1000', ...env },
    { logFile },
  );
  try {
    const check = `${server.url}/api/auth/check`;
    const cookie = await signedInCookie(server);
    await expectSignedIn(check, cookie);
    // Not counted: the first compilations of each process.
    await load('warm-up', bare.url, {}, WARM_UP_SECONDS);
    await load('warm-up', check, {}, WARM_UP_SECONDS);
    await load('warm-up', check, { cookie }, WARM_UP_SECONDS);
    const figures = [
      await load('bare Koa (control)', bare.url, {}, SECONDS),
      await load('anonymous GET /api/auth/check', check, {}, SECONDS),
      await load('signed-in GET /api/auth/check', check, { cookie }, SECONDS),
    ];
    await expectSignedIn(check, cookie); // the session lived through the load
    print(label, figures);
    const journeys = await journeyLoad(server);
    printJourneyLoad(label, journeys);
    return met(figures) && journeyMet(journeys);
  } finally {
    await server.stop();
    fs.rmSync(logFile, { force: true });
    if (!env.DATABASE_URL) fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

function print(label: string, figures: Figure[]): void {
  const bare = figures[0]!.requestsPerSecond;
  console.log(`\n## Auth check, ${label} (autocannon, ${CONNECTIONS} connections, ${SECONDS} s)`);
  console.log('| what | req/s | p50 ms | p99 ms | x bare | failed |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const f of figures)
    console.log(
      `| ${f.what} | ${fmt(f.requestsPerSecond)} | ${fmt(f.p50Ms)} | ${fmt(f.p99Ms)} | ${fmt(f.requestsPerSecond / bare, 2)} | ${fmt(f.failed)} |`,
    );
}

function met(figures: Figure[]): boolean {
  const [bare, , signedIn] = figures;
  return (
    signedIn!.failed === 0 &&
    signedIn!.requestsPerSecond >= LOAD_TARGET.ratioToBare * bare!.requestsPerSecond &&
    signedIn!.p99Ms <= LOAD_TARGET.p99Ms
  );
}

const serverUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
console.log('# Lantern Tales: the auth check under load');
console.log(`node ${process.version}, ${os.cpus().length} cores (the client shares them)`);
const bare = await startBareKoa();
const verdicts: boolean[] = [];
try {
  // DATABASE_URL and EVENTSTORE_URL emptied: the embedded default, whatever the caller's setting.
  const embedded = { DATABASE_URL: '', EVENTSTORE_URL: '' };
  verdicts.push(await benchTarget('PGlite (embedded default)', embedded, bare));
  if (serverUrl) {
    const database = await newServerDatabase(serverUrl);
    try {
      const env = { DATABASE_URL: database.url, EVENTSTORE_URL: '' };
      verdicts.push(await benchTarget('server PostgreSQL', env, bare));
    } finally {
      await database.drop();
    }
  } else {
    console.log(
      '\n(server PostgreSQL skipped: set TEST_DATABASE_URL or DATABASE_URL to include it)',
    );
  }
} finally {
  await bare.stop();
}
const verdict = verdicts.every(Boolean);
console.log(
  `\ntargets: signed-in check >= ${LOAD_TARGET.ratioToBare}x bare Koa with p99 <= ${LOAD_TARGET.p99Ms} ms; a whole journey adds <= 100 ms p99 per call, 0 failed: ${verdict ? 'met' : 'MISSED'}`,
);
if (!verdict) process.exitCode = 1;
