// A curated set of real quotations with their real authors (and, where the words are a
// translation or come from a longer passage, the work they are from). Only quotations whose
// wording and attribution are well established are here; misattributed favourites are left out.
import type { ThemeId } from './themes';

export interface Quote {
  text: string;
  author: string;
  source: string;
  themes: readonly ThemeId[];
}

export const QUOTES: readonly Quote[] = [
  {
    text: 'This being human is a guest house. Every morning a new arrival.',
    author: 'Rumi',
    source: '“The Guest House”, translated by Coleman Barks',
    themes: ['anxious', 'sad', 'angry', 'calm'],
  },
  {
    text: 'Out beyond ideas of wrongdoing and rightdoing, there is a field. I’ll meet you there.',
    author: 'Rumi',
    source: 'translated by Coleman Barks',
    themes: ['angry', 'lonely', 'doubt'],
  },
  {
    text: 'You may encounter many defeats, but you must not be defeated.',
    author: 'Maya Angelou',
    source: 'interview',
    themes: ['doubt', 'stuck', 'weary'],
  },
  {
    text: 'I can be changed by what happens to me. But I refuse to be reduced by it.',
    author: 'Maya Angelou',
    source: 'Letter to My Daughter',
    themes: ['change', 'angry', 'doubt'],
  },
  {
    text: 'The impediment to action advances action. What stands in the way becomes the way.',
    author: 'Marcus Aurelius',
    source: 'Meditations, translated by Gregory Hays',
    themes: ['stuck', 'overwhelmed', 'lost'],
  },
  {
    text: 'If you are distressed by anything external, the pain is not due to the thing itself, but to your estimate of it; and this you have the power to revoke at any moment.',
    author: 'Marcus Aurelius',
    source: 'Meditations',
    themes: ['anxious', 'angry'],
  },
  {
    text: 'Dwell on the beauty of life. Watch the stars, and see yourself running with them.',
    author: 'Marcus Aurelius',
    source: 'Meditations, translated by Gregory Hays',
    themes: ['hopeful', 'calm', 'lost'],
  },
  {
    text: 'Feelings come and go like clouds in a windy sky. Conscious breathing is my anchor.',
    author: 'Thich Nhat Hanh',
    source: '',
    themes: ['anxious', 'overwhelmed', 'angry', 'sad'],
  },
  {
    text: 'Breathing in, I calm body and mind. Breathing out, I smile.',
    author: 'Thich Nhat Hanh',
    source: 'Being Peace',
    themes: ['anxious', 'calm', 'weary'],
  },
  {
    text: 'No mud, no lotus.',
    author: 'Thich Nhat Hanh',
    source: 'No Mud, No Lotus',
    themes: ['sad', 'change', 'stuck'],
  },
  {
    text: 'When we are no longer able to change a situation, we are challenged to change ourselves.',
    author: 'Viktor Frankl',
    source: 'Man’s Search for Meaning',
    themes: ['stuck', 'change', 'lost'],
  },
  {
    text: 'Everything can be taken from a man but one thing: the last of the human freedoms—to choose one’s attitude in any given set of circumstances, to choose one’s own way.',
    author: 'Viktor Frankl',
    source: 'Man’s Search for Meaning',
    themes: ['stuck', 'angry', 'overwhelmed'],
  },
  {
    text: 'Tell me, what is it you plan to do with your one wild and precious life?',
    author: 'Mary Oliver',
    source: '“The Summer Day”',
    themes: ['hopeful', 'lost', 'change'],
  },
  {
    text: 'You only have to let the soft animal of your body love what it loves.',
    author: 'Mary Oliver',
    source: '“Wild Geese”',
    themes: ['doubt', 'weary', 'sad'],
  },
  {
    text: 'Whoever you are, no matter how lonely, the world offers itself to your imagination.',
    author: 'Mary Oliver',
    source: '“Wild Geese”',
    themes: ['lonely', 'doubt'],
  },
  {
    text: 'Someone I loved once gave me a box full of darkness. It took me years to understand that this, too, was a gift.',
    author: 'Mary Oliver',
    source: '“The Uses of Sorrow”',
    themes: ['sad', 'change'],
  },
  {
    text: 'Instructions for living a life: Pay attention. Be astonished. Tell about it.',
    author: 'Mary Oliver',
    source: '“Sometimes”',
    themes: ['calm', 'hopeful'],
  },
  {
    text: 'Let everything happen to you: beauty and terror. Just keep going. No feeling is final.',
    author: 'Rainer Maria Rilke',
    source: 'Book of Hours, translated by Anita Barrows and Joanna Macy',
    themes: ['sad', 'anxious', 'lost', 'stuck'],
  },
  {
    text: 'Be patient toward all that is unsolved in your heart and try to love the questions themselves.',
    author: 'Rainer Maria Rilke',
    source: 'Letters to a Young Poet',
    themes: ['lost', 'change', 'anxious'],
  },
  {
    text: 'A journey of a thousand miles begins with a single step.',
    author: 'Lao Tzu',
    source: 'Tao Te Ching',
    themes: ['stuck', 'overwhelmed', 'lost'],
  },
  {
    text: 'Almost everything will work again if you unplug it for a few minutes, including you.',
    author: 'Anne Lamott',
    source: 'TED talk, 2017',
    themes: ['weary', 'overwhelmed'],
  },
  {
    text: 'There is a crack, a crack in everything. That’s how the light gets in.',
    author: 'Leonard Cohen',
    source: '“Anthem”',
    themes: ['doubt', 'sad'],
  },
  {
    text: 'Although the world is full of suffering, it is full also of the overcoming of it.',
    author: 'Helen Keller',
    source: 'Optimism',
    themes: ['sad', 'hopeful'],
  },
  {
    text: 'You gain strength, courage and confidence by every experience in which you really stop to look fear in the face.',
    author: 'Eleanor Roosevelt',
    source: 'You Learn by Living',
    themes: ['anxious', 'doubt'],
  },
  {
    text: 'Owning our story and loving ourselves through that process is the bravest thing we’ll ever do.',
    author: 'Brené Brown',
    source: 'The Gifts of Imperfection',
    themes: ['doubt', 'sad'],
  },
  {
    text: 'You are the sky. Everything else—it’s just the weather.',
    author: 'Pema Chödrön',
    source: '',
    themes: ['anxious', 'angry', 'overwhelmed', 'calm'],
  },
  {
    text: 'Nothing ever goes away until it has taught us what we need to know.',
    author: 'Pema Chödrön',
    source: 'When Things Fall Apart',
    themes: ['stuck', 'change', 'angry'],
  },
  {
    text: 'You can’t stop the waves, but you can learn to surf.',
    author: 'Jon Kabat-Zinn',
    source: 'Wherever You Go, There You Are',
    themes: ['overwhelmed', 'anxious', 'change'],
  },
  {
    text: 'Hope is being able to see that there is light despite all of the darkness.',
    author: 'Desmond Tutu',
    source: '',
    themes: ['sad', 'hopeful', 'lonely'],
  },
  {
    text: 'Adopt the pace of nature: her secret is patience.',
    author: 'Ralph Waldo Emerson',
    source: '',
    themes: ['weary', 'change', 'stuck'],
  },
  {
    text: 'We suffer more often in imagination than in reality.',
    author: 'Seneca',
    source: 'Letters to Lucilius',
    themes: ['anxious', 'overwhelmed'],
  },
  {
    text: 'All shall be well, and all shall be well, and all manner of thing shall be well.',
    author: 'Julian of Norwich',
    source: 'Revelations of Divine Love',
    themes: ['anxious', 'sad', 'calm'],
  },
  {
    text: 'Your pain is the breaking of the shell that encloses your understanding.',
    author: 'Kahlil Gibran',
    source: 'The Prophet',
    themes: ['sad', 'change'],
  },
  {
    text: 'The deeper that sorrow carves into your being, the more joy you can contain.',
    author: 'Kahlil Gibran',
    source: 'The Prophet',
    themes: ['sad', 'hopeful'],
  },
  {
    text: 'In every walk with nature one receives far more than he seeks.',
    author: 'John Muir',
    source: 'Steep Trails',
    themes: ['calm', 'weary', 'lonely'],
  },
  {
    text: 'Caring for myself is not self-indulgence, it is self-preservation, and that is an act of political warfare.',
    author: 'Audre Lorde',
    source: 'A Burst of Light',
    themes: ['weary', 'doubt'],
  },
  {
    text: 'I come into the peace of wild things who do not tax their lives with forethought of grief.',
    author: 'Wendell Berry',
    source: '“The Peace of Wild Things”',
    themes: ['anxious', 'calm', 'weary'],
  },
  {
    text: 'In the beginner’s mind there are many possibilities, but in the expert’s there are few.',
    author: 'Shunryu Suzuki',
    source: 'Zen Mind, Beginner’s Mind',
    themes: ['doubt', 'lost', 'change'],
  },
  {
    text: 'The best way out is always through.',
    author: 'Robert Frost',
    source: '“A Servant to Servants”',
    themes: ['stuck', 'overwhelmed', 'sad'],
  },
  {
    text: 'When you come out of the storm, you won’t be the same person who walked in.',
    author: 'Haruki Murakami',
    source: 'Kafka on the Shore',
    themes: ['change', 'anxious', 'overwhelmed'],
  },
  {
    text: 'Anything that’s human is mentionable, and anything that is mentionable can be more manageable.',
    author: 'Fred Rogers',
    source: '',
    themes: ['lonely', 'anxious', 'sad'],
  },
  {
    text: 'Great things are not done by impulse, but by a series of small things brought together.',
    author: 'Vincent van Gogh',
    source: 'letter to his brother Theo, 1882',
    themes: ['stuck', 'overwhelmed', 'doubt'],
  },
  {
    text: '“Hope” is the thing with feathers that perches in the soul.',
    author: 'Emily Dickinson',
    source: '“Hope” is the thing with feathers',
    themes: ['hopeful', 'lonely', 'sad'],
  },
];
