// Theme wisdom for overwhelmed, lost, doubt, change, hopeful, calm (see wisdom.data.ts for the tokens).
import type { Wisdom } from './wisdom.data';

export const TURNING_WISDOM: Readonly<
  Record<'overwhelmed' | 'lost' | 'doubt' | 'change' | 'hopeful' | 'calm', Wisdom>
> = {
  overwhelmed: {
    titleActs: ['Carried One Acorn', 'Put Things Down'],
    adjective: 'Busy',
    struggles: [
      '{Who} tried to carry everything at once, and dropped something every few steps, and stopped to pick it up, and dropped something else.',
      'The more {who} did, the more there seemed to be, as if every finished task had two more folded up inside it.',
      '{Who} made lists of {poss} lists, and lay awake reading them in the dark.',
    ],
    complaints: [
      'There is too much, and not enough of me.',
      'Everyone needs something, all at once.',
    ],
    sayings: [
      'No one can carry the whole harvest in one trip. Put it all down, and pick up one thing.',
      'The flood is not yours to stop. Find the next stepping stone.',
      'Ask what truly needs you today. The rest can wait its turn.',
    ],
    moments: [
      '{friend} found {obj} surrounded by lists and asked just one question: "What would happen if you did only three of these today?" {Who} laughed, and then realised {she} did not know.',
      'The printer jammed, the meeting was cancelled, and for one unexpected hour {who} had nothing that needed doing. {She} made tea and sat by the window, and the whole world did not end.',
    ],
    acts: [
      'put everything down, and chose one thing, and did only that',
      'asked for help with the heaviest part, even though asking felt hard',
      'wrote down what could wait, and let it wait',
    ],
    results: [
      'The pile did not disappear overnight, but it stopped being a flood. It became a path of stepping stones, and stones can be crossed one at a time.',
      '{Who} learned that "not yet" is a complete sentence.',
    ],
    morals: [
      'One thing at a time is still everything, in time.',
      'The one who carries less, carries further.',
      'You cannot hold the whole river; cross it stone by stone.',
    ],
    closings: [
      [
        'You are not behind.',
        'You are one person, doing one thing,',
        'and then the next.',
        'That is all anyone has ever done.',
      ],
      [
        'Put it down. All of it.',
        'Now pick up only what is yours',
        'for the next hour.',
        'See how light your hands can be.',
      ],
    ],
  },
  lost: {
    titleActs: ['Asked the Way', 'Followed the Small Light'],
    adjective: 'Lost',
    struggles: [
      '{Who} walked faster and faster, hoping speed would find the way, but {she} only arrived at the wrong places sooner.',
      '{Who} kept turning back to check the map, but the map only showed where {she} had been.',
      'Every path looked possible, and none looked right, and so {who} stood at the crossing, afraid to choose wrong.',
    ],
    complaints: ['I do not know which way to go.', 'I used to know what I wanted.'],
    sayings: [
      'You do not need the whole map. You only need the next step, and the courage to take it.',
      'Being lost is how every explorer begins.',
      'Stand still a moment. What do your feet already know?',
    ],
    moments: [
      '{friend} asked {obj}, "Forget what you should want. What did you love when you were small?" The answer came so quickly that it surprised them both.',
      'Sorting through an old box, {who} found a notebook from years before, full of small plans and bright, sure handwriting, and {she} remembered who {she} had been.',
    ],
    acts: [
      'stopped trying to see the whole way, and took the one step {she} could see',
      'asked for directions, which {she} had been too proud to do',
      'chose a path, not because it was certain, but because it was kind to walk',
    ],
    results: [
      '{Who} found that the way appeared a step at a time, which, it turned out, is how ways always appear.',
      '{Who} learned that being lost is not the same as being without a way; it only means the way is still being found.',
    ],
    morals: [
      'You do not need the whole map; only the next step.',
      'Not all who wander are lost; some are only finding the way.',
      'Ask, and the road grows shorter.',
    ],
    closings: [
      [
        'You do not have to know the way.',
        'You only have to know',
        'which foot to lift next,',
        'and lift it.',
      ],
      [
        'Lost is just a word for',
        'somewhere you have not been before.',
        'Look around. Even here',
        'there is a path underfoot.',
      ],
    ],
  },
  doubt: {
    titleActs: ['Sang Anyway', 'Was Enough'],
    adjective: 'Small',
    struggles: [
      '{Who} compared {self} to everyone around {obj}, and each time came up short.',
      '{Who} worked harder than anyone, and still felt that one more mistake would show everyone the truth.',
      'Whenever someone praised {obj}, {who} waited for them to notice their error.',
    ],
    complaints: [
      'Everyone else is better at this.',
      'I am afraid they will find out I do not belong.',
    ],
    sayings: [
      'The forest would be very quiet if only the best birds sang.',
      'Speak to yourself the way you would speak to a friend who is trying their best.',
      'You are measuring your inside against everyone else’s outside.',
    ],
    moments: [
      '{friend} said, quite simply, "You know I would not ask you if I did not trust you." {Who} was about to argue, and then, for once, did not.',
      'Reading an old card from a friend, {who} noticed the words "you always make things better" and, for the first time, wondered if they might be true.',
    ],
    acts: [
      'spoke to {self} as gently as {she} would speak to a friend, and noticed how different it felt',
      'did the thing anyway, imperfectly, with {poss} own voice',
      'wrote down three things {she} had done well, and made {self} read them twice',
    ],
    results: [
      '{Who} was still {poss} own harshest critic some days. But now there was another voice too, a kinder one, and it was getting louder.',
      'It turned out that enough had never been a line to cross. It was something {she} already was.',
    ],
    morals: [
      'Use the talents you have; the woods would be silent if only the best birds sang.',
      'You are enough before you are finished.',
      'Speak to yourself as you would to someone you love.',
    ],
    closings: [
      [
        'You are not a draft',
        'of some better person.',
        'You are the whole, unfinished, real thing,',
        'and that is enough.',
      ],
      ['Be as kind to yourself', 'as you would be to anyone', 'who was trying', 'this hard.'],
    ],
  },
  change: {
    titleActs: ['Outgrew the Old Shell', 'Learned to Change'],
    adjective: 'Changing',
    struggles: [
      '{Who} held on to the old ways tightly, even as they pinched and no longer fit.',
      '{Who} kept looking back at where {she} had been, and so kept stumbling on the road ahead.',
      'Everything familiar was shifting, and {who} did not know yet what shape {she} was becoming.',
    ],
    complaints: [
      'Nothing is the way it used to be.',
      'I do not know who I am, now that everything is changing.',
    ],
    sayings: [
      'The caterpillar does not know it will fly. It only knows it must be still a while.',
      'Change feels like losing, before it feels like growing.',
      'You are not lost. You are in between. In between is a real place, and it is allowed to take time.',
    ],
    moments: [
      '{friend}, who had moved countries twice, said, "The first months always feel like wearing someone else’s coat. Then one day it is just your coat."',
      'Unpacking a box, {who} found an old mug from the place before. {She} put it on the new shelf, and the new room felt a little more like {poss}.',
    ],
    acts: [
      'let go of the old shape gently, with thanks, and let the new one take its time',
      'carried one small thing from the old life into the new, and let the rest be new',
      'stopped asking how long the change would take, and started noticing what it was making',
    ],
    results: [
      '{Who} woke one morning and realised that the new shape of things felt a little like home, and would feel more so.',
      '{Who} found that change had not taken {obj} away from {self}; it had made room.',
    ],
    morals: [
      'What feels like an ending is often a beginning wearing a disguise.',
      'Every new shape is uncomfortable until it is home.',
      'The river keeps its name though its water is always new.',
    ],
    closings: [
      [
        'You are allowed to miss what was',
        'and still walk toward what is coming.',
        'Both can be true.',
        'Both can come with you.',
      ],
      [
        'In between is a real place.',
        'You are allowed to live here a while,',
        'unpacking slowly,',
        'becoming.',
      ],
    ],
  },
  hopeful: {
    titleActs: ['Stopped to Listen', 'Sang at Dawn'],
    adjective: 'Hopeful',
    struggles: [
      'But {who} was used to hurrying past good things, half afraid that if {she} looked at them too long they would disappear.',
      'Still, a small voice in {who} kept asking whether good things could be trusted to last.',
    ],
    complaints: ['I am afraid to trust it.', 'I do not want to miss it.'],
    sayings: [
      'Good things are not less true for being quiet. Stop, and let this one count.',
      'Joy noticed is joy doubled.',
      'Hope is a seed. It does not need to be a tree today.',
    ],
    moments: [
      '{friend} said, "Tell me about the good part," and then asked for more, and {who} found that saying it aloud made it bigger.',
      'On the walk home {who} stopped, without quite knowing why, and watched the light on the water until it went gold, and then pink, and then grey.',
    ],
    acts: [
      'stopped, and let the good moment be as big as it really was',
      'told someone about it, and felt it grow in the telling',
      'wrote it down, so that on some greyer day {she} could find it again',
    ],
    results: [
      '{Who} learned that good days, noticed, become good memories, and good memories are a lantern for the road.',
    ],
    morals: [
      'Joy noticed is joy doubled.',
      'Savour the good; it is the root of tomorrow’s courage.',
      'Hope is a small seed with a long reach.',
    ],
    closings: [
      [
        'Let this be good.',
        'You do not have to brace for the next thing.',
        'Stand in the light a while.',
        'It is yours.',
      ],
      [
        'Write this down somewhere,',
        'the way the day felt right now,',
        'so that on some greyer morning',
        'you can find your way back to it.',
      ],
    ],
  },
  calm: {
    titleActs: ['Listened to the Quiet', 'Watched the Water'],
    adjective: 'Quiet',
    struggles: [
      'Still, {who} could never quite settle, half listening for the next thing that would need {obj}.',
      'Yet {who} found it hard to sit still without feeling that {she} should be doing something.',
    ],
    complaints: ['I do not know what I am feeling.', 'I keep waiting for the next thing.'],
    sayings: [
      'Not every day needs to be a story. Some days are for listening.',
      'The still pond shows the whole sky.',
      'Ask yourself, gently, how you really are. Then wait for the answer.',
    ],
    moments: [
      'One evening {who} sat on the back step with a cup of tea and, for once, did not reach for {poss} phone. The sky went slowly from blue to gold to grey, and {she} watched all of it.',
      '{friend} asked, "How are you, really?" and waited, and {who} found that the true answer took a little longer to arrive than the usual one.',
    ],
    acts: [
      'sat still, and let the quiet be enough',
      'asked {self} how {she} really was, and waited kindly for the answer',
      'noticed five small things that were good, and let them be noticed',
    ],
    results: ['{Who} learned that a quiet heart hears more.'],
    morals: [
      'Still water shows the whole sky.',
      'The quiet moment is not empty; it is full of listening.',
      'Not every day needs to be remarkable to be worth living well.',
    ],
    closings: [
      [
        'This, too, is a kind of day:',
        'nothing urgent, nothing lost,',
        'the kettle, the window, the breath.',
        'Let it be enough.',
      ],
      ['Sit a while.', 'Let the quiet tell you', 'what the noise', 'never had time to say.'],
    ],
  },
};
