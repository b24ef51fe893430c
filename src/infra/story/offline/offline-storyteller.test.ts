import { describe, expect, it } from 'vitest';
import { STORY_FORMATS, type StoryFormat } from '../../../domain/story/story-format';
import type { MoodReader } from './library/vocabulary';
import { OfflineStoryteller, type OfflineStoryChunk } from './offline-storyteller';
import { GLAD_WORDS } from './realise/mood-reply';
import { sentences, wordCount } from './text';

const PEPPER = 'My dog Pepper died on Sunday and the apartment is so quiet';
const MOODS = [
  PEPPER,
  "I miss my grandmother. It's been a year today and the house still smells like her bread",
  "I've been anxious about my sister's wedding speech and can't sleep",
  "I'm so happy, I just got engaged!",
  'No. I am actually angry more than sad.',
  'Honestly I feel a bit lighter',
  'sad',
  '',
  "I don't know how I feel",
  'x'.repeat(3000),
];
const SEEDS = [1, 7920, 15839, 23758, 31677, 39596];
const storyteller = new OfflineStoryteller({ seedSource: () => 42 });

async function collect(chunks: AsyncIterable<OfflineStoryChunk>) {
  const seen: OfflineStoryChunk[] = [];
  for await (const chunk of chunks) seen.push(chunk);
  return seen;
}
const write = (mood: string, format: StoryFormat, seed = 1) =>
  storyteller.write({ mood, format, seed });
const whole = async (mood: string, format: StoryFormat, seed = 1) => {
  const w = await write(mood, format, seed);
  return `${w.title}\n${w.content}`;
};

describe('offline storyteller: stories', () => {
  it('is deterministic for a given mood, format and seed', async () => {
    for (const format of STORY_FORMATS)
      for (const seed of SEEDS.slice(0, 3))
        expect(await write(PEPPER, format, seed)).toEqual(await write(PEPPER, format, seed));
  });

  it('writes a whole piece of the chosen format, 80-450 words, with no slot left', async () => {
    for (const mood of MOODS)
      for (const format of STORY_FORMATS)
        for (const seed of SEEDS.slice(0, 2)) {
          const { piece, title, content } = await write(mood, format, seed);
          expect(piece.format).toBe(format);
          const words = wordCount(content);
          expect(words, `${format} ${mood}`).toBeGreaterThanOrEqual(80);
          expect(words, `${format} ${mood}`).toBeLessThanOrEqual(450);
          expect(title).toBe(title.trim());
          expect(`${title}\n${content}`).not.toMatch(/undefined|[{}|]|\s{3,}| {2}/);
        }
  });

  it('writes poems in stanzas of lines', async () => {
    for (const seed of SEEDS) {
      const stanzas = (await write(PEPPER, 'poem', seed)).content.split('\n\n');
      expect(stanzas.length).toBeGreaterThanOrEqual(2);
      for (const stanza of stanzas) expect(stanza.split('\n').length).toBeGreaterThanOrEqual(1);
    }
  });

  it('lets two journeys for one mood meet different pieces', async () => {
    const ids = new Set<string>();
    for (const seed of SEEDS) ids.add((await write(PEPPER, 'story', seed)).piece.id);
    expect(ids.size).toBeGreaterThan(1);
  });

  // Issue 36: "I never got to say goodbye to my grandad" was answered "What wonderful news!".
  it('sits with a goodbye never said, with the grandad in the piece', async () => {
    const mood = 'I never got to say goodbye to my grandad.';
    const { response } = await storyteller.moodResponse({ mood });
    expect(response).not.toMatch(GLAD_WORDS);
    let withGrandad = 0;
    for (const format of STORY_FORMATS)
      for (const seed of SEEDS) {
        const w = await write(mood, format, seed);
        expect(w.piece.register, w.piece.id).not.toBe('glad');
        expect(`${w.title}\n${w.content}`).not.toMatch(GLAD_WORDS);
        if (/grandad/i.test(`${w.title}\n${w.content}`)) withGrandad++;
      }
    expect(withGrandad).toBeGreaterThan(0);
  });

  it('never calls chemo wonderful news', async () => {
    const mood = 'My mum has cancer and the chemo starts Monday.';
    expect((await storyteller.moodResponse({ mood })).response).not.toMatch(/wonderful/i);
    for (const format of STORY_FORMATS)
      for (const seed of SEEDS.slice(0, 3)) {
        const w = await write(mood, format, seed);
        expect(w.piece.register).not.toBe('glad');
        expect(`${w.title}\n${w.content}`).not.toMatch(/wonderful/i);
      }
  });

  it('repeats no typo in the title, the piece or the reply', async () => {
    const mood = 'i failed my drivng test agian';
    const { response } = await storyteller.moodResponse({ mood });
    expect(response).not.toMatch(/drivng|agian/i);
    expect(response).not.toMatch(GLAD_WORDS);
    for (const format of STORY_FORMATS)
      for (const seed of SEEDS) {
        const text = await whole(mood, format, seed);
        expect(text).not.toMatch(/drivng|agian/i);
      }
    for (const format of STORY_FORMATS)
      expect(await whole('the skool was awful and the libary was shut', format)).not.toMatch(
        /skool|libary/i,
      );
  });

  it('answers good news with a glad piece', async () => {
    const mood = 'passed my driving test!!';
    expect((await storyteller.moodResponse({ mood })).response).not.toMatch(/sorry/i);
    for (const format of STORY_FORMATS)
      for (const seed of SEEDS.slice(0, 3))
        expect((await write(mood, format, seed)).piece.register).toBe('glad');
  });

  it('uses the mood reader it is given: situation and register come from it', async () => {
    const reader: MoodReader = async () => ({
      feeling: 'grief',
      situation: 'person-death',
      register: 'hard',
    });
    const teller = new OfflineStoryteller({ moodReader: reader });
    for (const format of STORY_FORMATS) {
      const w = await teller.write({
        mood: 'my grandad passed away last week and I still have his old watch',
        format,
        seed: 1,
      });
      expect(w.piece.situation).toBe('person-death');
      expect(w.piece.register).toBe('hard');
    }
    const { response } = await teller.moodResponse({ mood: 'my grandad passed away' });
    expect(response).toContain('your grandad');
    expect(response).not.toMatch(GLAD_WORDS);
  });

  it('celebrates joy instead of consoling it, and sits with grief instead of cheering it', async () => {
    for (const format of STORY_FORMATS)
      for (const seed of SEEDS.slice(0, 3)) {
        expect((await write(MOODS[3] as string, format, seed)).piece.register).not.toBe('hard');
        const grief = await write(PEPPER, format, seed);
        expect(grief.piece.register).not.toBe('glad');
        expect(grief.content).not.toMatch(/\b(?:congratulations|celebrat\w*|wonderful news)\b/i);
      }
  });

  it('meets a mood with no named feeling, or a calm one, without glad news', async () => {
    for (const mood of [
      'Not sure how I feel today.',
      "I don't know how I feel",
      "I'm okay I guess",
    ])
      for (const format of STORY_FORMATS) {
        const w = await write(mood, format);
        expect(w.piece.register, `${format} ${mood}`).not.toBe('glad');
      }
  });
});

describe('offline storyteller: the port operations', () => {
  it('streams the title first, then deltas that join into the content', async () => {
    for (const format of STORY_FORMATS) {
      const chunks = await collect(storyteller.story({ mood: PEPPER, format, seed: 9 }));
      const [first, ...rest] = chunks;
      expect(first?.type).toBe('title');
      expect(rest.every((c) => c.type === 'delta')).toBe(true);
      const content = rest.map((c) => (c.type === 'delta' ? c.text : '')).join('');
      const w = await write(PEPPER, format, 9);
      expect({ title: first?.type === 'title' ? first.title : '', content }).toEqual({
        title: w.title,
        content: w.content,
      });
    }
  });

  it('uses its seed source when a request has no seed', async () => {
    const a = await collect(storyteller.story({ mood: PEPPER, format: 'poem' }));
    const b = await collect(storyteller.story({ mood: PEPPER, format: 'poem', seed: 42 }));
    expect(a).toEqual(b);
  });

  it('stops when the signal is aborted', async () => {
    const controller = new AbortController();
    const seen: OfflineStoryChunk[] = [];
    await expect(async () => {
      for await (const chunk of storyteller.story(
        { mood: PEPPER, format: 'story', seed: 1 },
        { signal: controller.signal },
      )) {
        seen.push(chunk);
        if (seen.length === 3) controller.abort();
      }
    }).rejects.toThrow();
    expect(seen).toHaveLength(3);
  });

  it('replies to a mood in kind, briefly, naming its details, and invites a choice of format', async () => {
    for (const mood of MOODS) {
      const { response } = await storyteller.moodResponse({ mood });
      const count = sentences(response).length;
      expect(count, response).toBeGreaterThanOrEqual(1);
      expect(count, response).toBeLessThanOrEqual(4);
      const last = sentences(response).pop() ?? '';
      for (const format of ['fable', 'story', 'poem'] as StoryFormat[])
        expect(last).toContain(format);
    }
    const reply = async (mood: string) => (await storyteller.moodResponse({ mood })).response;
    expect(await reply(PEPPER)).toMatch(/sorry/i);
    expect(await reply(PEPPER)).toContain('Pepper');
    expect(await reply(MOODS[3] as string)).toMatch(/congratulations|wonderful|glad/i);
    expect(await reply(MOODS[3] as string)).not.toMatch(/sorry|hard|allowed/i);
    expect(await reply('Honestly I feel a bit lighter')).not.toMatch(/hard|sorry/i);
    expect(await reply('No. I am actually angry more than sad.')).toMatch(/anger|angry/i);
    expect(await reply('No. I am actually angry more than sad.')).not.toMatch(/“No”/);
  });
});
