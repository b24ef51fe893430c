// The analytics benchmark on its own (npm run bench starts it as a process of its own, so its load
// generator shares no heap or event loop with the benchmarks before it): the embedded default,
// then server PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names one.
import { benchAnalytics, printAnalytics } from './analytics.bench';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const met = [printAnalytics(await benchAnalytics())];
if (serverUrl) met.push(printAnalytics(await benchAnalytics(serverUrl)));
if (met.includes(false)) {
  console.error('analytics target missed or events lost');
  process.exitCode = 1;
}
