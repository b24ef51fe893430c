import { describe, expect, it } from 'vitest';
import { STORY_FORMATS, type StoryFormat } from '../../../domain/story/story-format';
import { composeFor, STORY_WORDS } from './compose';
import { SPECIES } from './content/cast.data';
import { OfflineStoryteller, type OfflineStoryChunk } from './offline-storyteller';
import { MODERN_WORLD } from './realise/fable-world';
import { MORAL_PREFIX } from './realise/prose';
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
const SEEDS = Array.from({ length: 40 }, (_, i) => i * 7919 + 1);

async function collect(chunks: AsyncIterable<OfflineStoryChunk>) {
  const seen: OfflineStoryChunk[] = [];
  for await (const chunk of chunks) seen.push(chunk);
  return seen;
}

describe('offline storyteller: stories', () => {
  it('is deterministic for a given mood, format and seed', () => {
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 5)) {
        expect(composeFor({ mood: PEPPER, format, seed })).toEqual(
          composeFor({ mood: PEPPER, format, seed }),
        );
      }
    }
  });

  it(`writes ${STORY_WORDS.min}-${STORY_WORDS.max} words in every format, for many moods and seeds`, () => {
    for (const mood of MOODS) {
      for (const format of STORY_FORMATS) {
        for (const seed of SEEDS) {
          const { title, content } = composeFor({ mood, format, seed });
          const words = wordCount(content);
          expect(words, `${format} ${seed} ${mood}`).toBeGreaterThanOrEqual(STORY_WORDS.min);
          expect(words, `${format} ${seed} ${mood}`).toBeLessThanOrEqual(STORY_WORDS.max);
          expect(title).toBe(title.trim());
          expect(`${title}\n${content}`).not.toMatch(/undefined|\{\w+\}|\[|\]|\s{3,}|\.\./);
        }
      }
    }
  });

  it('writes fables with an animal hero, a helper who speaks and a closing moral', () => {
    for (const seed of SEEDS) {
      const { content } = composeFor({ mood: PEPPER, format: 'fable', seed });
      expect(
        SPECIES.some((s) => new RegExp(`\\b${s} (?:named|called|known as)\\b`).test(content)),
        content,
      ).toBe(true);
      expect(content).toMatch(/“|"/);
      const last = content.trim().split('\n').pop() ?? '';
      expect(last.startsWith(MORAL_PREFIX)).toBe(true);
    }
  });

  // Seen in the browser: a fox who "put away her phone" and met a stranger "at the bus stop", and a
  // robin who heard "the boiler" tick and ate "instead of scrolling", and a fox who pitched in "at a
  // food bank", and a robin for whom "ringing his sister helped some days", and a badger who "in the
  // queue" was asked by "a woman nearby" how he was.
  it("keeps fables in the animals' world: no phones, buses or offices unless the mood names them", () => {
    const moods = [
      'I feel so anxious about tomorrow',
      'lonely since I moved to a new city',
      'so tired, I just want to rest',
      'I am furious with my brother',
      'I got the place at university and I am so happy',
      'feeling low and flat',
      "I don't know how I feel",
      'My dog Pepper died on Sunday and the flat is so quiet',
      'x',
      'my sister is getting married next week and honestly i feel left out of everything',
    ];
    for (const seed of SEEDS) {
      for (const mood of moods) {
        const { content } = composeFor({ mood, format: 'fable', seed });
        expect(content, `${seed} "${mood}"`).not.toMatch(MODERN_WORLD);
        // What was seen, spelled out here so that the list above cannot hide it.
        expect(content, `${seed} "${mood}"`).not.toMatch(
          /\b(?:phone|bus stop|radio|boiler|bicycle|scrolling|the flat\b(?! days)|food bank|ringing (?:his|her|their|the)\b|in the queue|a woman nearby|an old man)/i,
        );
      }
    }
  });

  // Seen in the browser: a robin who "laid his palm against his chest". A fable's animals have
  // paws or wings; a simile about anyone ("as a finger returns to a bruise") keeps its finger.
  it('gives a fable hero paws or wings, not hands', () => {
    const moods = [
      'My grandad died last week and I miss him so much',
      'I feel so anxious about tomorrow',
      'so tired, I just want to rest',
      'I got the job and I am so happy',
      'feeling calm today, had a quiet cup of tea',
    ];
    let animalBodies = 0;
    for (const seed of SEEDS) {
      for (const mood of moods) {
        const { content } = composeFor({ mood, format: 'fable', seed });
        const story = content.split(MORAL_PREFIX)[0] as string;
        const bird = /\b(?:wren|heron|robin)\b/.test(story.split('.')[0] as string);
        expect(story, `${seed} "${mood}"`).not.toMatch(
          /\b(?:(?:his|her|their|both|a|your) (?:hands?|palms?|fingers|wrists)|palms?)\b/i,
        );
        const body = story.match(/\b(?:his|her|their|both|a) (paws?|wings?)\b/g) ?? [];
        for (const part of body) expect(part, `${seed} "${mood}"`).toMatch(bird ? /wing/ : /paw/);
        animalBodies += body.length;
      }
    }
    expect(animalBodies).toBeGreaterThan(10);
  });

  it('writes poems in stanzas of short lines', () => {
    for (const seed of SEEDS) {
      const stanzas = composeFor({ mood: PEPPER, format: 'poem', seed }).content.split('\n\n');
      expect(stanzas.length).toBeGreaterThanOrEqual(5);
      for (const stanza of stanzas) {
        expect(stanza.split('\n').length).toBeGreaterThanOrEqual(3);
        for (const line of stanza.split('\n')) expect(wordCount(line)).toBeLessThanOrEqual(14);
      }
    }
  });

  it('carries the person’s own details: Pepper the dog, the grandmother’s bread, the sister’s speech', () => {
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 10)) {
        const pepper = composeFor({ mood: PEPPER, format, seed }).content;
        expect(pepper).toContain('Pepper');
        expect(pepper).toMatch(/\bdog\b/);
        const bread = composeFor({ mood: MOODS[1] as string, format, seed }).content;
        expect(bread).toMatch(/grandmother's bread/);
        const speech = composeFor({ mood: MOODS[2] as string, format, seed }).content;
        expect(speech).toMatch(/sister/);
        expect(speech).toMatch(/speech/);
        expect(speech).toMatch(/wedding/);
      }
    }
  });

  it('celebrates joy instead of consoling it, and sits with grief instead of cheering it', () => {
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 10)) {
        const joy = composeFor({ mood: MOODS[3] as string, format, seed }).content;
        expect(joy).not.toMatch(/\b(?:grief|sorrow|allowed to go slowly|tears|ache|loss)\b/i);
        expect(joy).toMatch(/engagement/);
        const grief = composeFor({ mood: PEPPER, format, seed }).content;
        expect(grief).not.toMatch(/\b(?:congratulations|celebrat\w*|wonderful news)\b/i);
      }
    }
  });

  // Seen in the browser: "Not sure how I feel today." found no feeling, was read as calm, and calm
  // was answered in the celebrating tone: a story about good news nobody had.
  it('meets a mood with no named feeling, or a calm one, quietly: no good news, no sorrow', () => {
    const unsure = [
      'Not sure how I feel today.',
      "I don't know how I feel",
      'Just a normal Tuesday.',
    ];
    const calm = ['I feel calm today. I sat in the garden with my coffee', "I'm okay I guess"];
    // "neither sad nor glad" assumes nothing.
    const glad =
      /\b(?:good news|celebrat\w*|(?<!nor )glad\w*|joy\w*|wonderful|proof|grin\w*|cheer\w*|bright day|golden hour)\b/i;
    const heavy = /\b(?:grief|sorrow|tears|ache|worry|dread|fear)\b/i;
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 10)) {
        for (const mood of [...unsure, ...calm]) {
          const { title, content } = composeFor({ mood, format, seed });
          expect(`${title}\n${content}`, `${format} ${seed} "${mood}"`).not.toMatch(glad);
          expect(`${title}\n${content}`, `${format} ${seed} "${mood}"`).not.toMatch(heavy);
        }
      }
    }
  });

  // Seen in the browser: sadness with no one lost ("the nights are the worst") was answered with
  // grief's lines, a fable ending "Grief is a love that remains" and love that "changed rooms".
  it('sits with sadness without writing of a loss nobody suffered', () => {
    const moods = [
      'I feel low and flat today, nothing is really wrong',
      'I failed my driving test again and I feel stupid',
      'i dont really know how to say this. the nights are the worst',
      'sad',
    ];
    const grief =
      /\b(?:grie\w*|mourn\w*|loss|the ones? (?:we|you) (?:love|lose|miss)|(?:what|whoever) you loved|changes rooms|changed rooms|wholly lost|remembering|memories|missing)\b/i;
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 10)) {
        for (const mood of moods) {
          const { title, content } = composeFor({ mood, format, seed });
          expect(`${title}\n${content}`, `${format} ${seed} "${mood}"`).not.toMatch(grief);
        }
      }
    }
  });

  // Seen in the browser: "anxious every time the vet calls" gave a story in which "Ringing his
  // vet eased things now and then": the lines about someone close took the vet for family.
  // Also seen: "Ringing his girlfriend eased things a little" after she broke up with him.
  it('writes a vet, a doctor, a boss or an ex into no line about someone close', () => {
    const moods = [
      "Our cat Biscuit has been ill all week and I've barely slept. I'm anxious every time the vet calls.",
      "my doctor wants more tests and i'm scared",
      'so tired, my boss keeps piling on work',
      'my girlfriend broke up with me over text and i feel stupid for not seeing it coming',
    ];
    const close =
      /\b(?:ringing|ring|call|hugging|telling|talking to|sitting with|love for|fondness for|caring for|picture|imagine|thinking of|turning to|holding in mind|thought about|thought of|think of|pictured|imagined|worried about|with|turn to|your thoughts go to|celebration|supper|toast)\s+(?:his|her|their|your|the)\s+(?:vet|doctor|boss|girlfriend)\b/i;
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS) {
        for (const mood of moods) {
          const { content } = composeFor({ mood, format, seed });
          expect(content, `${format} ${seed} "${mood}"`).not.toMatch(close);
        }
      }
    }
  });

  // Seen in the browser: "Our cat Biscuit has been ill all week" gave a story whose cat settled
  // against the hero "warm and calm", and nothing said Biscuit was ill.
  it('says that a pet or someone close is ill when the mood does', () => {
    const ill = /\b(?:ill|poorly|unwell|sick)\b/i;
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS) {
        const cat = composeFor({
          mood: "Our cat Biscuit has been ill all week and I've barely slept. I'm anxious every time the vet calls.",
          format,
          seed,
        }).content;
        expect(cat, `${format} ${seed}`).toMatch(ill);
        const mum = composeFor({
          mood: 'my mum is in hospital again and i am scared',
          format,
          seed,
        });
        expect(mum.content, `${format} ${seed}`).toMatch(
          /\b(?:ill|poorly|unwell|sick|hospital)\b/i,
        );
        // A hospital is where she is visited, not a far city ("looked up the time in the hospital").
        expect(mum.content, `${format} ${seed}`).not.toMatch(
          /\b(?:time|weather|streets) (?:in|there)\b|\bin the hospital, (?:life|the days|the mornings)|hospital (?:felt|seemed) (?:a world|very far|so far)/i,
        );
        const milo = composeFor({ mood: 'lonely tonight, just me and my dog Milo', format, seed });
        expect(milo.content, `${format} ${seed}`).not.toMatch(ill);
      }
    }
  });

  // Seen in a story for a lonely mood: "She half wondered if one soul would mind if she went
  // quiet". Wondering whether anyone would notice one gone is a warning sign in crisis language;
  // a story must not hand that thought to someone who is low.
  it('never wonders whether anyone would notice the hero gone', () => {
    const moods = [
      'lonely since I moved to a new city',
      "my son hasn't called in months and i don't know what i did wrong",
      'nobody invited me to the party',
    ];
    for (const format of STORY_FORMATS)
      for (const seed of SEEDS)
        for (const mood of moods)
          expect(composeFor({ mood, format, seed }).content, `${format} ${seed}`).not.toMatch(
            /would (?:notice|mind|ask|care) if (?:she|he|they|you|i) (?:went quiet|stopped calling|disappeared|vanished|were gone|was gone)/i,
          );
  });

  it('dates a loss only by a time the person gave for it', () => {
    // "today" belongs to the thinking, not to the death (seen in the browser: "Her grandmother
    // had died today").
    const elsewhere =
      'I miss my grandmother. Her garden was full of roses and I keep thinking of her today';
    const wrongDate = /\b(?:died|passed(?: away)?|was lost|gone) today\b/i;
    let dated = 0;
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 10)) {
        const { content } = composeFor({ mood: elsewhere, format, seed });
        expect(content, `${format} ${seed}`).not.toMatch(wrongDate);
        const given = composeFor({
          mood: 'My dad passed away last month. I still have his old watch on my desk',
          format,
          seed,
        }).content;
        if (/\b(?:died|passed(?: away)?) last month\b/i.test(given)) dated++;
      }
    }
    // A time given with the loss is still carried.
    expect(dated).toBeGreaterThan(0);
  });

  // Seen in the browser: a flatmate who played loud music all night was carried like someone
  // missed ("Her flatmate stayed on her mind day and night").
  it('does not write someone who troubles the person as someone held dear', () => {
    const dear =
      /\b(?:on (?:his|her|their|your) mind|in (?:his|her|their|your) (?:thoughts|heart)|edge of every thought|steadied|thought about|could not quite see|did not fully see|dearer|closer than)\b/i;
    const low = 'feeling low, my flatmate blasts music all night and i havent slept';
    let namedInAnger = 0;
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 10)) {
        const { content } = composeFor({ mood: low, format, seed });
        for (const sentence of content.split(/(?<=[.!?])\s+|\n/))
          if (/flatmate/i.test(sentence)) expect(sentence, `${format} ${seed}`).not.toMatch(dear);
        const angry = composeFor({
          mood: 'My flatmate plays loud music every night and I am so angry',
          format,
          seed,
        }).content;
        if (/flatmate/i.test(angry)) namedInAnger++;
      }
    }
    // Anger is still written about the one it is at.
    expect(namedInAnger).toBeGreaterThan(0);
  });

  it('keeps the place a friend moved to far away, never where the person is', () => {
    const mood = 'I have been feeling low all week since my friend Mara moved to Lisbon';
    // The ways a story sets its hero in a place ("In Lisbon, ...", "walked through Lisbon").
    const setHere =
      /^(?:In Lisbon|Everything|All of it|The whole thing)|^Lisbon(?:,| (?:felt|seemed|looked)) (?:different|strange|changed|new)|(?:through|around|about) Lisbon|\b(?:walk|move|go|wander|drift)\w* \w+ in Lisbon|(?:light|air) in Lisbon/;
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS.slice(0, 10)) {
        const { content } = composeFor({ mood, format, seed });
        const lines = content.split(/(?<=[.!?,:])\s+|\n/).filter((line) => line.includes('Lisbon'));
        expect(lines.length, `${format} ${seed}`).toBeGreaterThan(0);
        for (const line of lines) expect(line, `${format} ${seed}`).not.toMatch(setHere);
      }
    }
  });
});

describe('offline storyteller: the port operations', () => {
  const storyteller = new OfflineStoryteller({ seedSource: () => 42 });

  it('meets a little relief quietly: no dancing or parties for "a bit lighter"', () => {
    for (const format of STORY_FORMATS) {
      for (const seed of SEEDS) {
        const { content } = composeFor({ mood: 'Honestly I feel a bit lighter', format, seed });
        expect(content, `${format} ${seed}`).not.toMatch(
          /danc|party|feast|fizz|shriek|whoop|toasts/i,
        );
      }
    }
  });

  it('streams the title first, then deltas that join into the content', async () => {
    for (const format of STORY_FORMATS) {
      const chunks = await collect(storyteller.story({ mood: PEPPER, format, seed: 9 }));
      const [first, ...rest] = chunks;
      expect(first?.type).toBe('title');
      expect(rest.every((c) => c.type === 'delta')).toBe(true);
      const content = rest.map((c) => (c.type === 'delta' ? c.text : '')).join('');
      expect({ title: first?.type === 'title' ? first.title : '', content }).toEqual(
        composeFor({ mood: PEPPER, format, seed: 9 }),
      );
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
    expect(await reply(MOODS[3] as string)).toMatch(/congratulations|wonderful/i);
    expect(await reply(MOODS[3] as string)).not.toMatch(/sorry|hard|allowed/i);
    expect(await reply('Honestly I feel a bit lighter')).not.toMatch(/hard|sorry/i);
    expect(await reply('No. I am actually angry more than sad.')).toMatch(/anger|angry/i);
    expect(await reply('No. I am actually angry more than sad.')).not.toMatch(/“No”/);
  });
});
