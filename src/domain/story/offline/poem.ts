// A poem in stanzas, spoken to "you": the feeling named in the person's words, their picture,
// the body and breath, a turn, the theme's wisdom, and a small light to walk toward.
import { withoutHumanPlaces } from './mood-analysis';
import type { ComposedStory, Plan } from './plan';
import type { Random } from './random';
import { WISDOM } from './wisdom.data';
import { capitalize, titleCase, toSecondPerson, wordCount } from './text';

type Stanza = string[];

const BODY: readonly Stanza[] = [
  [
    'Put a hand on your chest.',
    'Feel it rise, and fall, and rise:',
    'the oldest rhythm you own,',
    'still keeping time for you.',
  ],
  [
    'Unclench the jaw. Lower the shoulders',
    'from where they have been waiting by your ears.',
    'Breathe in as if the air were kind,',
    'because it is.',
  ],
  [
    'Notice the floor beneath your feet,',
    'the weight of you, held.',
    'Nothing has to be solved',
    'in the next four breaths.',
  ],
  [
    'Let the next breath be slow.',
    'Let the one after be slower.',
    'Nothing is asked of you here',
    'but this.',
  ],
  [
    'Somewhere under the noise',
    'your heart is doing its patient work,',
    'one beat and then another,',
    'without once asking if you deserve it.',
  ],
  [
    'Breathe in for four.',
    'Hold it like something precious.',
    'Breathe out for six,',
    'and let the out-breath take a little with it.',
  ],
  [
    'Loosen your hands.',
    'They have been gripping all day',
    'as if the day might fall',
    'if they let go. It will not.',
  ],
  [
    'Feel the air come in cool',
    'and leave a little warmer.',
    'That warmth is you,',
    'still here, still giving.',
  ],
];

const EXTRA: readonly Stanza[] = [
  [
    'Nobody is grading this.',
    'There is no right way',
    'to feel what you feel,',
    'only the way through.',
  ],
  [
    'You have survived',
    'every hard day so far.',
    'That is not nothing.',
    'That is the whole record.',
  ],
  [
    'Think of someone who is glad you exist.',
    'Imagine them here,',
    'not fixing anything,',
    'just here, beside you.',
  ],
  [
    'The day does not need you to be brave.',
    'It needs you to be gentle,',
    'which is a harder, quieter courage,',
    'and you have it.',
  ],
  [
    'Whatever you did not finish today',
    'will still be there tomorrow,',
    'and so will you,',
    'a little more rested.',
  ],
  ['Feelings are weather,', 'not the sky.', 'The sky holds all of it', 'and stays the sky.'],
  [
    'You are allowed to go slowly.',
    'Slow is still a speed.',
    'The snail arrives,',
    'and so does the tide.',
  ],
  [
    'Some things cannot be fixed tonight.',
    'They can only be held,',
    'and you are good at holding,',
    'so hold yourself, too.',
  ],
];

const PLAIN_TITLES = [
  'Permission',
  'Still Here',
  'One More Breath',
  'A Small Light',
  'Weather Report',
  'Notes for a Hard Day',
];

/** Capitalises the first line and closes the last one with a full stop. */
function finish(stanza: Stanza): Stanza {
  const lines = stanza.map((line) => line.trim()).filter(Boolean);
  if (lines.length === 0) return lines;
  lines[0] = capitalize(lines[0] as string);
  const last = lines.length - 1;
  lines[last] = (lines[last] as string).replace(/[\s,;:—–-]+$/, '');
  if (!/[.?!]$/.test(lines[last] as string)) lines[last] += '.';
  return lines;
}

export function composePoem(plan: Plan, random: Random): ComposedStory {
  const { image, wisdom, reading } = plan;
  const feelings = plan.feelings;
  const own = reading.imagePhrase ? `${toSecondPerson(reading.imagePhrase)},` : undefined;

  const o = random.fork('opening');
  const opening: Stanza = reading.bright
    ? o.pick<Stanza>([
        [
          `Today you are ${feelings},`,
          own ?? 'and the world has a little more colour in it,',
          `and ${image.noun} ${image.presses}`,
          'as if it had been waiting for you.',
        ],
        [
          `Something in you is ${feelings} today.`,
          'Do not hurry past it.',
          'Stand here a moment',
          'and let it be true.',
        ],
      ])
    : o.pick<Stanza>([
        [
          `Some days arrive already ${feelings},`,
          own ?? 'heavier than they look,',
          `and ${image.noun} ${image.presses}`,
          'before you have even found your shoes.',
        ],
        [
          `You did not choose to feel ${feelings}.`,
          'It came the way weather comes,',
          'quietly at first, and then',
          'all the way to the edges.',
        ],
        [
          'Here is the truth of it:',
          `you are ${feelings},`,
          own ?? 'and you are tired of pretending otherwise,',
          'and that is allowed.',
        ],
        [
          'No one sees it from the outside:',
          `how ${image.noun} ${image.presses},`,
          `how being ${feelings}`,
          'is its own kind of work.',
        ],
        [
          `Let us say it plainly: ${feelings}.`,
          own ?? 'Not broken, not failing,',
          'just carrying a lot',
          'for a long time.',
        ],
        [
          'This is a poem for the days',
          `when ${image.noun} ${image.presses}`,
          `and you are ${feelings}`,
          'and still you get up.',
        ],
      ]);

  const i = random.fork('image');
  const lines = [...image.lines];
  const three = i
    .sample([0, 1, 2, 3], 3)
    .sort()
    .map((n) => lines[n] as string);
  const picture: Stanza = i.pick<Stanza>([
    [
      ...three,
      reading.bright ? 'and you are here to see it.' : 'and still, somehow, you keep going.',
    ],
    ['I know this place:', ...three],
    [
      ...three,
      reading.bright ? 'and all of it is yours today.' : 'and you have walked here a long while.',
    ],
    lines,
  ]);

  const b = random.fork('body');
  const [body, extra, second] = [b.pick(BODY), ...b.sample(EXTRA, 2)] as [Stanza, Stanza, Stanza];

  const t = random.fork('turn');
  const turns = [...image.turns];
  const turn: Stanza = t.pick<Stanza>(
    reading.bright
      ? [turns, [`Let ${image.noun} ${image.ease}.`, ...turns.slice(1)]]
      : [
          turns,
          ['And yet:', (turns[0] as string).replace(/^(but|and)\s+/i, ''), ...turns.slice(1)],
          [
            'Give it time.',
            `${capitalize(image.noun)} will ${image.ease},`,
            `and there will be ${image.reveals},`,
            'the way there always was.',
          ],
          [
            `Even now, ${image.noun} is beginning to ${image.ease}.`,
            'You may not feel it yet.',
            ...turns.slice(2),
          ],
        ],
  );

  const w = random.fork('wisdom');
  const closings = [
    ...wisdom.closings,
    ...reading.themes.slice(1, 2).flatMap((id) => WISDOM[id].closings),
  ];
  const wise: Stanza = [...w.pick(closings)];

  const l = random.fork('light');
  const light: Stanza = l.pick<Stanza>([
    [
      `Look: ${image.light}.`,
      'It was there all along,',
      'small, and steady, and yours.',
      'Walk toward it slowly.',
    ],
    [
      'You do not have to be finished today.',
      'You only have to be here,',
      `with ${image.light}`,
      'and one more breath.',
    ],
    [
      'So rest, if rest is what is asked.',
      'Step, if a step is what is asked.',
      `${capitalize(image.light)} will keep,`,
      'and so, I promise, will you.',
    ],
    [
      'And when you are ready, not before,',
      'the way will open the width of one foot,',
      'and then another,',
      `toward ${image.light}.`,
    ],
    [
      'Keep this small picture with you:',
      `${image.light},`,
      'there when you look for it,',
      'there even when you forget.',
    ],
    [
      'Tomorrow may be lighter, or not.',
      'Either way, you will not meet it alone:',
      `there is ${image.light},`,
      'and there is you.',
    ],
  ]);

  const stanzas = [opening, picture, extra, body, turn, wise, light].map(finish);
  if (wordCount(stanzas.flat().join(' ')) < 170) stanzas.splice(3, 0, finish(second));

  const n = random.fork('title');
  const imageTitle = n.pick(image.titles);
  const walking =
    reading.simile?.kind === 'gerund' && !/\b(i|me|my)\b/i.test(reading.simile.phrase)
      ? withoutHumanPlaces(reading.simile.phrase)
      : undefined;
  const title = titleCase(
    n.pick([
      ...(walking && walking.split(' ').length <= 6 ? [walking, walking] : []),
      `What ${imageTitle} Knows`,
      `A Small Song for ${imageTitle}`,
      `${imageTitle}, and After`,
      `Poem for the Day You ${n.pick(wisdom.titleActs)}`,
      n.pick(PLAIN_TITLES),
    ]),
  );

  return { title, content: stanzas.map((s) => s.join('\n')).join('\n\n') };
}
