// A constant-rate load: requests go out evenly spaced at the given rate whatever the server does,
// and each latency counts from the moment its request was due, not from when it left (so a server
// that stalls is charged for the requests it held back: no coordinated omission).
//
// autocannon's `overallRate` is not this: each connection sends its quota for the second as fast
// as it can and then waits for the next second, so "2,000 per second" arrives as a burst at full
// speed and measures the latency of a flat-out burst.
import http from 'node:http';
import { percentile } from './bench-utils';

export interface OpenLoopResult {
  sent: number;
  ok: number;
  failed: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** How late the generator itself sent requests (p99, ms): its own share of the latency. */
  sendLagP99Ms: number;
}

export async function openLoop(options: {
  url: string;
  ratePerSecond: number;
  durationSeconds: number;
  connections: number;
  headers: Record<string, string>;
  body: (i: number) => string;
}): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const target = new URL(options.url);
  const latencies: number[] = [];
  const sendLags: number[] = [];
  let ok = 0;
  let failed = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (i: number, dueAt: number): void => {
    sendLags.push(performance.now() - dueAt);
    const body = options.body(i);
    const done = new Promise<void>((resolve) => {
      const request = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { ...options.headers, 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - dueAt);
            if (response.statusCode && response.statusCode < 300) ok += 1;
            else failed += 1;
            resolve();
          });
        },
      );
      request.on('error', () => {
        failed += 1;
        resolve();
      });
      request.end(body);
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  const total = Math.round(options.ratePerSecond * options.durationSeconds);
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(total, Math.floor((elapsed / 1000) * options.ratePerSecond));
      for (; sent < due; sent += 1) send(sent, start + (sent * 1000) / options.ratePerSecond);
      if (sent >= total) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  await Promise.all(inFlight);
  agent.destroy();
  return {
    sent,
    ok,
    failed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.reduce((max, value) => Math.max(max, value), 0),
    sendLagP99Ms: percentile(sendLags, 99),
  };
}
