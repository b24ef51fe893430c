// Test servers learn their port before they listen (APP_URL names it). A port from the kernel's
// ephemeral range can be taken in between by any outgoing connection of a parallel test (CI saw
// EADDRINUSE once), so the port handed out must lie below that range, and be free.
import fs from 'node:fs';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

function ephemeralRange(): [number, number] {
  const text = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8');
  const [low, high] = text.trim().split(/\s+/).map(Number);
  return [low!, high!];
}

describe('freePort', () => {
  it('hands out free ports that no outgoing connection can take', async () => {
    const [low] = ephemeralRange();
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(1024);
      expect(port).toBeLessThan(low);
    }
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(ports[0], '127.0.0.1', () => resolve());
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
});
