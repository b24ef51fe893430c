import { describe, expect, it } from 'vitest';
import { STORY_FORMATS, type StoryFormat } from '../story-format';
import { ANIMAL_HOMES, HELPERS, PEOPLE } from './characters.data';
import { composeFor, STORY_WORDS } from './compose';
import { MORAL_PREFIX } from './fable';
import { OfflineStoryteller, type OfflineStoryChunk } from './offline-storyteller';
import { RESOLUTION_OPENERS, TURN_OPENERS } from './scenes.data';
import { sentences, wordCount } from './text';

const FOG = "I feel stuck and tired, like I'm walking through fog at work";
const MOODS = [
  FOG,
  'sad',
  '',
  'I am so happy today, I got the job!',
  "I'm anxious about my exams and can't sleep",
  'My grandmother died last month and I miss her so much',
  'I feel like a hamster on a wheel, overwhelmed by bills',
  'Angry at my boss. Fed up.',
  "I'm lonely since I moved to a new city",
  "I don't know how I feel",
  "I'm not good enough, everyone at uni is smarter than me",
  'not okay',
  'x'.repeat(3000),
];
const SEEDS = Array.from({ length: 60 }, (_, i) => i * 7919 + 1);

async function collect(chunks: AsyncIterable<OfflineStoryChunk>) {
  const seen: OfflineStoryChunk[] = [];
  for await (const chunk of chunks) seen.push(chunk);
  return seen;
}

const ANIMALS = [...Object.keys(ANIMAL_HOMES), ...HELPERS];
const mentionsAnimal = (text: string, animal: string) =>
  new RegExp(`\\b${animal}\\b`, 'i').test(text);

describe('offline storyteller: stories', () => {
  it('is deterministic for a given mood, format and seed', () => {
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 10)) {
        expect(composeFor({ mood: FOG, format, seed })).toEqual(
          composeFor({ mood: FOG, format, seed }),
        );
      }
    }
  });

  it('varies from journey to journey', () => {
    for (const format of STORY_FORMATS) {
      const stories = SEEDS.map((seed) => composeFor({ mood: FOG, format, seed }));
      const contents = new Set(stories.map((s) => s.content));
      const titles = new Set(stories.map((s) => s.title));
      expect(contents.size).toBe(stories.length);
      expect(titles.size).toBeGreaterThanOrEqual(stories.length * 0.3);
      // Two journeys rarely read alike: on average, few sentences are shared between two stories.
      const sets = stories.map((s) => new Set(sentences(s.content)));
      let overlap = 0;
      let pairs = 0;
      for (let i = 0; i < sets.length; i++) {
        for (let j = i + 1; j < sets.length; j++) {
          const a = sets[i] as Set<string>;
          const b = sets[j] as Set<string>;
          const shared = [...a].filter((x) => b.has(x)).length;
          overlap += shared / Math.min(a.size, b.size);
          pairs++;
        }
      }
      expect(overlap / pairs).toBeLessThan(0.3);
    }
  });

  it(`writes ${STORY_WORDS.min}-${STORY_WORDS.max} words for every format, many seeds and many moods`, () => {
    for (const mood of MOODS) {
      for (const format of STORY_FORMATS) {
        for (const seed of SEEDS) {
          const { title, content } = composeFor({ mood, format, seed });
          const words = wordCount(content);
          expect(words, `${format} seed ${seed}`).toBeGreaterThanOrEqual(STORY_WORDS.min);
          expect(words, `${format} seed ${seed}`).toBeLessThanOrEqual(STORY_WORDS.max);
          expect(title.trim().length).toBeGreaterThan(0);
          expect(`${title}\n${content}`).not.toMatch(/undefined|\{\w+\}|\s{3,}|\.\./);
        }
      }
    }
  });

  it('writes fables with animal characters and a closing moral', () => {
    for (const seed of SEEDS) {
      const { content } = composeFor({ mood: FOG, format: 'fable', seed });
      const animals = ANIMALS.filter((a) => mentionsAnimal(content, a));
      expect(animals.length, content).toBeGreaterThanOrEqual(2);
      const last = content.trim().split('\n').pop() ?? '';
      expect(last.startsWith(MORAL_PREFIX)).toBe(true);
      expect(last.length).toBeGreaterThan(MORAL_PREFIX.length + 10);
    }
  });

  it('writes stories with a named person, a turn and then a resolution', () => {
    for (const seed of SEEDS) {
      const { content } = composeFor({ mood: FOG, format: 'story', seed });
      const firstParagraph = content.split('\n\n')[0] as string;
      const person = PEOPLE.find((p) => new RegExp(`\\b${p.name}\\b`).test(firstParagraph));
      expect(person, content).toBeDefined();
      const name = (person as { name: string }).name;
      expect(content.split(name).length - 1).toBeGreaterThanOrEqual(3);
      const turnAt = Math.max(
        ...TURN_OPENERS.map((t) =>
          content.search(new RegExp(t.split('{')[0]!.replace(/[.,]/g, '.').trim())),
        ),
      );
      const resolutionAt = Math.max(...RESOLUTION_OPENERS.map((r) => content.indexOf(r)));
      expect(turnAt, 'turn').toBeGreaterThan(0);
      expect(resolutionAt, 'resolution').toBeGreaterThan(turnAt);
      expect(content.split('\n\n').length).toBeGreaterThanOrEqual(4);
    }
  });

  it('writes poems in stanzas separated by blank lines, with line breaks', () => {
    for (const seed of SEEDS) {
      const { content } = composeFor({ mood: FOG, format: 'poem', seed });
      const stanzas = content.split('\n\n');
      expect(stanzas.length).toBeGreaterThanOrEqual(5);
      for (const stanza of stanzas) {
        const lines = stanza.split('\n');
        expect(lines.length).toBeGreaterThanOrEqual(3);
        for (const line of lines) expect(wordCount(line)).toBeLessThanOrEqual(14);
      }
    }
  });

  it('draws on the feelings and the picture in the mood', () => {
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 20)) {
        const { title, content } = composeFor({ mood: FOG, format, seed });
        const text = `${title}\n${content}`.toLowerCase();
        expect(text).toContain('stuck and tired');
        expect(text).toContain('fog');
      }
    }
    const anxious = composeFor({
      mood: 'I am so anxious, my thoughts are a storm',
      format: 'story',
      seed: 3,
    });
    expect(anxious.content).toContain('anxious');
    expect(anxious.content.toLowerCase()).toContain('storm');
    const work = composeFor({ mood: FOG, format: 'story', seed: 5 }).content;
    expect(work).toMatch(
      /at work|office|emails|meetings|clerk|nurse|architect|call centre|kitchen|teacher|tester|bus|pharmacist|warehouse/,
    );
  });
});

describe('offline storyteller: the port operations', () => {
  const storyteller = new OfflineStoryteller({ seedSource: () => 42 });

  it('streams the title first, then deltas that join into the content', async () => {
    for (const format of STORY_FORMATS) {
      const chunks = await collect(storyteller.story({ mood: FOG, format, seed: 9 }));
      const [first, ...rest] = chunks;
      expect(first?.type).toBe('title');
      expect(rest.length).toBeGreaterThan(10);
      expect(rest.every((c) => c.type === 'delta')).toBe(true);
      const content = rest.map((c) => (c.type === 'delta' ? c.text : '')).join('');
      expect({ title: first?.type === 'title' ? first.title : '', content }).toEqual(
        composeFor({ mood: FOG, format, seed: 9 }),
      );
    }
  });

  it('uses its seed source when a request has no seed', async () => {
    const a = await collect(storyteller.story({ mood: FOG, format: 'poem' }));
    const b = await collect(storyteller.story({ mood: FOG, format: 'poem', seed: 42 }));
    expect(a).toEqual(b);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    const seen: OfflineStoryChunk[] = [];
    await expect(async () => {
      for await (const chunk of storyteller.story(
        { mood: FOG, format: 'story', seed: 1 },
        { signal: controller.signal },
      )) {
        seen.push(chunk);
        if (seen.length === 3) controller.abort();
      }
    }).rejects.toThrow();
    expect(seen).toHaveLength(3);
  });

  it('replies to a mood warmly and briefly, names the feeling and invites a choice of format', async () => {
    for (const mood of MOODS) {
      const { response } = await storyteller.moodResponse({ mood });
      const count = sentences(response).length;
      expect(count, response).toBeGreaterThanOrEqual(1);
      expect(count, response).toBeLessThanOrEqual(3);
      const last = sentences(response).pop() ?? '';
      for (const format of ['fable', 'story', 'poem'] as StoryFormat[])
        expect(last).toContain(format);
    }
    const { response } = await storyteller.moodResponse({ mood: FOG });
    expect(response).toContain('stuck and tired');
    expect(response).toContain("you're walking through fog at work");
    expect((await storyteller.moodResponse({ mood: 'My dad died last week' })).response).toMatch(
      /sorry/i,
    );
    expect((await storyteller.moodResponse({ mood: 'I am so happy today' })).response).toContain(
      'happy',
    );
  });
});
