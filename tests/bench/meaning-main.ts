// The crisis detector's meaning reader (sentence encoder, nearest labelled phrasings and a
// linear model), in a process of its own so that its memory is its own: the time to load the
// encoder, the time per text once loaded (p50, p99, one text at a time as a journey asks), and
// the resident memory it adds. Prints figures only, never the texts.
import { createMeaningCheck } from '../../src/infra/story/safety/meaning-check';
import { fmt, percentile } from './bench-utils';

const MOODS = [
  "I feel stuck and tired, like I'm walking through fog at work",
  "I'm anxious about my exams and can't sleep",
  'So happy today, I finally finished my project!',
  'My grandmother died last month and I miss her so much',
  'Angry at my boss and fed up with everything, and the trains were late again this morning',
];
const RUNS = Number(process.env.BENCH_MEANING_RUNS ?? 300);

const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const before = rssMb();
const check = createMeaningCheck();
let started = performance.now();
await check(MOODS[0]!);
const loadMs = performance.now() - started;
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  started = performance.now();
  await check(`${MOODS[i % MOODS.length]!} (${i})`);
  times.push(performance.now() - started);
}
console.log(
  '\n## Crisis detector: meaning reader (sentence encoder, nearest phrasings, linear model)',
);
console.log(
  `first text (loads the encoder) ${fmt(loadMs)} ms; then per text p50 ${fmt(percentile(times, 50), 1)} ms, ` +
    `p99 ${fmt(percentile(times, 99), 1)} ms over ${RUNS} texts; resident memory added ` +
    `${fmt(rssMb() - before)} MB`,
);
