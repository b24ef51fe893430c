// npm run bench: prints figures. Event store on PGlite always, and on server PostgreSQL when
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names one; then the offline storyteller and the
// offline voice, analytics ingestion over HTTP, and the crisis detector (rules and statistical
// reader; meaning reader).
import { spawn } from 'node:child_process';
import { benchPglite, benchServer } from './bench-utils';
import { benchCrisisRules, printCrisisRules } from './crisis-rules.bench';
import { benchEventStore, printEventStore } from './event-store.bench';
import { benchOpenAiStream, printOpenAiStream } from './openai-stream.bench';
import { benchSpeech, printSpeech } from './speech.bench';
import { benchStoryteller, printStoryteller } from './storyteller.bench';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const appends = Number(process.env.BENCH_APPENDS ?? 2000);

console.log('# Lantern Tales benchmarks');
console.log(`node ${process.version}, ${appends} appends per figure`);

const targets = [benchPglite, ...(serverUrl ? [() => benchServer(serverUrl)] : [])];
for (const open of targets) {
  const target = await open();
  try {
    printEventStore(await benchEventStore(target, { appends, lagSeconds: 6, rate: 500 }));
  } finally {
    await target.destroy();
  }
}
if (!serverUrl) console.log('\n(server PostgreSQL skipped: set BENCH_DATABASE_URL to include it)');

// One failing section does not hide the figures of the others; the run still fails at the end.
const failed: string[] = [];
async function section(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    failed.push(name);
    console.error(`\n${name} failed:`, error);
  }
}

await section('analytics', () => inItsOwnProcess('tests/bench/analytics-main.ts'));
await section('crisis rules', async () => printCrisisRules(benchCrisisRules()));
await section('meaning reader', () => inItsOwnProcess('tests/bench/meaning-main.ts'));
await section('offline storyteller', async () => printStoryteller(await benchStoryteller()));
await section('OpenAI stream', async () => printOpenAiStream(await benchOpenAiStream()));
await section('read aloud', async () => printSpeech(await benchSpeech()));
if (failed.length) {
  console.error(`\nbenchmarks failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}

/** Runs a benchmark script in a new Node process (its output shown as it comes). */
function inItsOwnProcess(script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${script} ended with ${code}`)),
    );
  });
}
