// A free port for a test server that must know its port before it listens (APP_URL names it).
// The kernel hands out ports for outgoing connections from its ephemeral range, and with many
// test files connecting in parallel one of them can take an ephemeral port between our check and
// the server's listen (EADDRINUSE in CI). So the port is drawn from below that range, where only
// a listener could take it, and is checked free by binding it.
import fs from 'node:fs';
import net from 'node:net';

const LOWEST = 20_000;
const given = new Set<number>();

function ephemeralLow(): number {
  try {
    const low = Number(
      fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').split(/\s+/)[0],
    );
    return Number.isInteger(low) && low > LOWEST + 1000 ? low : 32_768;
  } catch {
    return 32_768; // not Linux: the usual low end
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const high = ephemeralLow();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (high - LOWEST));
    if (given.has(port)) continue;
    given.add(port);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${high}`);
}
