// Offline storyteller: time to the first streamed delta and to the whole story (p50, p99), over
// every format and a spread of moods. Prints figures only, never story text.
import { STORY_FORMATS, type StoryFormat } from '../../src/domain/story/story-format';
import { OfflineStoryteller } from '../../src/infra/story/offline/offline-storyteller';
import { fmt, percentile } from './bench-utils';

const MOODS = [
  "I feel stuck and tired, like I'm walking through fog at work",
  "I'm anxious about my exams and can't sleep",
  'So happy today, I finally finished my project!',
  'My grandmother died last month and I miss her so much',
  'Angry at my boss and fed up with everything',
];

export interface StorytellerBenchResult {
  runs: number;
  firstDeltaMs: { p50: number; p99: number };
  fullStoryMs: { p50: number; p99: number };
  byFormat: Record<StoryFormat, { p50: number; p99: number }>;
}

export async function benchStoryteller(
  options: { runs?: number } = {},
): Promise<StorytellerBenchResult> {
  const runs = options.runs ?? 200;
  const storyteller = new OfflineStoryteller();
  const first: number[] = [];
  const full: number[] = [];
  const perFormat: Record<StoryFormat, number[]> = { fable: [], story: [], poem: [] };
  // Warm up the JIT so that the figures describe a running server, not a cold start.
  for (let i = 0; i < 20; i++) {
    for await (const _ of storyteller.story({ mood: MOODS[0] as string, format: 'story', seed: i }))
      void _;
  }
  for (let i = 0; i < runs; i++) {
    const format = STORY_FORMATS[i % STORY_FORMATS.length] as StoryFormat;
    const mood = MOODS[i % MOODS.length] as string;
    const started = performance.now();
    let firstDelta: number | undefined;
    for await (const chunk of storyteller.story({ mood, format, seed: i * 2654435761 })) {
      if (firstDelta === undefined && chunk.type === 'delta')
        firstDelta = performance.now() - started;
    }
    const total = performance.now() - started;
    first.push(firstDelta ?? total);
    full.push(total);
    perFormat[format].push(total);
  }
  const summary = (values: number[]) => ({
    p50: percentile(values, 50),
    p99: percentile(values, 99),
  });
  return {
    runs,
    firstDeltaMs: summary(first),
    fullStoryMs: summary(full),
    byFormat: {
      fable: summary(perFormat.fable),
      story: summary(perFormat.story),
      poem: summary(perFormat.poem),
    },
  };
}

export function printStoryteller(result: StorytellerBenchResult): void {
  const ms = (n: number) => `${fmt(n, 3)} ms`;
  console.log(`\n## Offline storyteller (${result.runs} stories, all formats)`);
  console.log(
    `time to first delta: p50 ${ms(result.firstDeltaMs.p50)}, p99 ${ms(result.firstDeltaMs.p99)}`,
  );
  console.log(
    `time to full story:  p50 ${ms(result.fullStoryMs.p50)}, p99 ${ms(result.fullStoryMs.p99)}`,
  );
  for (const format of STORY_FORMATS) {
    const f = result.byFormat[format];
    console.log(`  ${format.padEnd(5)} full story: p50 ${ms(f.p50)}, p99 ${ms(f.p99)}`);
  }
}
