// Theme wisdom for weary, stuck, anxious, sad, lonely, angry (see wisdom.data.ts for the tokens).
import type { Wisdom } from './wisdom.data';

export const HEAVY_WISDOM: Readonly<
  Record<'weary' | 'stuck' | 'anxious' | 'sad' | 'lonely' | 'angry', Wisdom>
> = {
  weary: {
    titleActs: ['Learned to Rest', 'Sat Down at Last'],
    adjective: 'Weary',
    struggles: [
      '{Who} tried to keep up anyway, rising earlier and resting less, but each day {she} was a little slower than the one before.',
      '{Who} told {self} that rest was for later, for when everything was done. But everything was never done.',
      'Every evening {who} promised {self} an easier tomorrow, and every tomorrow asked for just as much.',
    ],
    complaints: [
      'I keep going, and I am no nearer.',
      'I am so tired that even resting feels like work.',
    ],
    sayings: [
      'Even the river rests in its pools. You are allowed to stop before you are finished.',
      'Tired is not a failing. It is a message. What would happen if you listened to it?',
      'The field lies fallow so that it can grow again. Rest is not the opposite of the journey; it is part of it.',
    ],
    moments: [
      '{friend}, who had known {obj} for years, took one look at {obj} and asked, "When did you last rest without earning it first?" {Who} opened {poss} mouth to answer and found {she} could not remember.',
      'The power went out one evening, and with the screens dark and nothing to be done, {who} sat by a candle and, for the first time in weeks, did nothing at all.',
    ],
    acts: [
      'stopped, sat down right where {she} was, and let {self} rest without first earning it',
      'set the whole day down and slept, long and deep, as if sleep were a place {she} was allowed to go',
      'chose one thing to carry and left the rest by the path for another day',
    ],
    results: [
      '{Who} found that the road was just as long, but {she} was no longer the same traveller.',
      '{Who} found that a rested heart walks further than a hurried one.',
    ],
    morals: [
      'Rest is not the opposite of the journey; it is part of it.',
      'You do not have to earn the right to stop.',
      'The slow and rested traveller goes further than the fast and spent one.',
    ],
    closings: [
      [
        'You are not a machine that has failed.',
        'You are a body that has carried',
        'more than its share, for a long time.',
        'Let it be carried for a while.',
      ],
      [
        'Tonight, let being tired',
        'be a reason, not a verdict.',
        'The work will keep.',
        'You are allowed to keep, too.',
      ],
    ],
  },
  stuck: {
    titleActs: ['Took One Step', 'Stopped Pushing'],
    adjective: 'Stuck',
    struggles: [
      '{Who} pushed and pushed, but the harder {she} pushed, the more firmly {she} stayed exactly where {she} was.',
      'Every morning {who} made a plan to change everything, and every evening {she} was in the same place, more tired than before.',
      '{Who} waited for a sign that it was time to move, but no sign came, and the waiting grew roots.',
    ],
    complaints: [
      'I have been here so long I have forgotten how to move.',
      'Everyone else seems to know where they are going.',
    ],
    sayings: [
      'You are trying to move the whole mountain. Try moving one pebble.',
      'You do not need to see the whole way. You only need to see the next step.',
      'Stuck is not the same as finished. Even ice is water, waiting.',
    ],
    moments: [
      'On the way home {she} missed {poss} usual turning, and rather than go back, {she} walked on. The route was unfamiliar, and for the first time in weeks {she} noticed things: a bakery, a painted door, a little river {she} had forgotten was there.',
      '{friend} asked {obj} a simple question: "If you could change just one small thing this week, what would it be?" {Who} was surprised to find {she} had an answer ready.',
    ],
    acts: [
      'stopped trying to change everything, and took one small step, and then another',
      'did one small thing differently, not the whole change, just the first inch of it',
      'stopped waiting to be ready and moved before {she} felt sure, just a little',
    ],
    results: [
      '{Who} did not leap; {she} shuffled. But it was movement, and movement, it turned out, was catching.',
      '{Who} discovered that the way out of being stuck is rarely a leap; it is usually a shuffle.',
    ],
    morals: [
      'The path appears to those who take one small step at a time.',
      'You do not have to move the mountain; only the next stone.',
      'Small steps still count as walking.',
    ],
    closings: [
      [
        'You do not have to leap.',
        'Shift your weight. Lift one foot.',
        'That is how every road',
        'has ever been walked.',
      ],
      [
        'Stuck is a place, not a person.',
        'You are only passing through it,',
        'slower than you wanted,',
        'but passing through.',
      ],
    ],
  },
  anxious: {
    titleActs: ['Counted the Stars', 'Stopped Running'],
    adjective: 'Restless',
    struggles: [
      '{Who} listened for every sound and planned for every danger, and the planning kept {obj} awake long after the danger had gone.',
      '{Who} ran through every way things could go wrong, and then through them again, until {poss} heart was tired from running.',
      'Every small noise set {poss} heart racing, and {she} could not remember the last time {she} had felt at ease.',
    ],
    complaints: ['My heart will not slow down.', 'I keep waiting for something bad to happen.'],
    sayings: [
      'Your fear is trying to protect you. Thank it, and then tell it what is true right now.',
      'Breathe slower than the fear. It cannot keep up with a slow breath.',
      'Most of the wolves you have been running from live only in the long grass of tomorrow.',
    ],
    moments: [
      '{friend} noticed how quickly {she} was talking and asked, gently, "What is true right now, this minute?" {Who} looked around. The tea was warm. The chair was steady. Nothing, this minute, was on fire.',
      'A stranger on a bench was feeding sparrows, slowly, one crumb at a time. {Who} sat down at the other end of the bench and, without meaning to, began to breathe at the pace of the crumbs.',
    ],
    acts: [
      'stopped, breathed in for four and out for six, and counted five things that were really there',
      'named the worry out loud, and noticed that spoken, it was smaller than it had seemed',
      'put a hand on {poss} own chest and waited until {poss} heart slowed to match the breath',
    ],
    results: [
      'The worries did not vanish. But they became visitors rather than landlords.',
      '{Who} learned that a calm moment is not a lucky accident; it can be made, one breath at a time.',
    ],
    morals: [
      'We suffer more in imagination than in reality; the slow breath brings us home.',
      'Fear shouts, but the present moment speaks softly. Listen to it.',
      'You cannot outrun worry, but you can outbreathe it.',
    ],
    closings: [
      [
        'Here is what is true right now:',
        'your feet are on the ground,',
        'the breath is going in and out,',
        'and you are still here.',
      ],
      [
        'Let the worry talk.',
        'You do not have to answer it tonight.',
        'It has been guarding you so long —',
        'you can both rest now.',
      ],
    ],
  },
  sad: {
    titleActs: ['Let the Rain Fall', 'Wept by the Water'],
    adjective: 'Sorrowful',
    struggles: [
      '{Who} tried to hurry the sadness along, to be fine before {she} was fine, but sorrow does not like to be rushed.',
      '{Who} kept {poss} sadness folded small and out of sight, and carried it everywhere, which made it heavier still.',
      '{Who} smiled when anyone asked, and the smile was tiring to hold.',
    ],
    complaints: [
      'I thought I would feel better by now.',
      'Everything that used to be bright has gone grey.',
    ],
    sayings: [
      'Sorrow is love with nowhere to go. Let it flow; do not dam it up.',
      'You do not have to be finished grieving to be allowed to rest.',
      'Even the heron stands in the cold river a long time. Stillness is not nothing.',
    ],
    moments: [
      '{friend} did not try to fix anything. {friend} simply sat with {obj}, and when {who} began to cry, {friend} stayed.',
      'Clearing out a drawer, {who} found an old photograph and, instead of putting it away, let {self} look at it for a long time.',
    ],
    acts: [
      'let the sadness come, and did not hurry it, and cried until the crying was done',
      'stopped hiding the sorrow and told one trusted friend the truth about how {she} felt',
      'stayed gently with the sadness for a while, as one might sit beside a friend who is ill',
    ],
    results: [
      'The sorrow had not disappeared. But it was lighter for being shared, and there was room beside it for other things.',
      '{Who} found that tears are not the end of strength; often they are the beginning of it.',
    ],
    morals: [
      'Sorrow shared is sorrow halved.',
      'The heart that lets itself grieve is the heart that learns to heal.',
      'After rain, the ground is softer for planting.',
    ],
    closings: [
      [
        'You are allowed to be sad',
        'for as long as it takes.',
        'The sadness is not a mistake;',
        'it is what caring looks like from the inside.',
      ],
      [
        'Let the tears come if they come.',
        'They are only water,',
        'finding its way',
        'to where it is needed.',
      ],
    ],
  },
  lonely: {
    titleActs: ['Called Out', 'Found the Others'],
    adjective: 'Lonely',
    struggles: [
      '{Who} told {self} that {she} did not want to be a bother, and so {she} bothered no one, and no one came.',
      'Every evening {who} listened for a knock that did not come, and the quiet grew louder.',
      'It seemed to {who} that everyone else had found their flock, and {she} alone had been left on the shore.',
    ],
    complaints: [
      'No one would notice if I were not here.',
      'Everyone else seems to belong somewhere.',
    ],
    sayings: [
      'Others are lonely too; they are only waiting for someone to call first.',
      'A single voice in the dark is how every flock begins.',
      'Loneliness is not a sign that something is wrong with you. It is a sign that you were made for company.',
    ],
    moments: [
      '{Who} sent a short message to {friend}, someone {she} had not spoken to in a long time: "I was thinking of you." The reply came within the hour.',
      'At the launderette a neighbour asked to borrow some change, and they ended up talking until both machines had long finished.',
    ],
    acts: [
      'reached out, just once, to someone {she} had been missing, not knowing if anyone would answer',
      'reached out first, with a small message, and let it be small',
      'went where others gathered and stayed, even though it felt strange at first',
    ],
    results: [
      '{Who} found that answers came, one and then another: the dark had been full of others, waiting for someone to go first.',
      '{Who} found that belonging is not something you are given; it is something you make, one small hello at a time.',
    ],
    morals: [
      'The one who calls out first is rarely the only one listening.',
      'Every friendship begins with one small, brave hello.',
      'You are less alone than the silence tells you.',
    ],
    closings: [
      [
        'Somewhere tonight',
        'another lamp is lit in another window,',
        'and someone is wondering, like you,',
        'if anyone is out there. They are.',
      ],
      [
        'Send the small message.',
        'Say the small hello.',
        'The world is wider',
        'than the quiet in this room.',
      ],
    ],
  },
  angry: {
    titleActs: ['Listened to the Thunder', 'Found a Hearth'],
    adjective: 'Angry',
    struggles: [
      '{Who} tried to swallow the anger, but swallowed anger only burns lower down.',
      'Every small thing seemed to catch alight, and {who} snapped at friends who had done nothing at all.',
      '{Who} went over and over what had happened, sharpening each word until it cut {obj} too.',
    ],
    complaints: ['Everything makes me want to shout.', 'It is not fair, and no one seems to care.'],
    sayings: [
      'Your anger is a guard at the gate. Ask it what it is protecting.',
      'Fire is a fine servant and a poor master. Give it a hearth, and it will warm you.',
      'Anger is often hurt wearing armour. What is underneath?',
    ],
    moments: [
      '{Who} went out and walked, hard and fast, until {poss} legs ached. Somewhere around the third mile the heat in {poss} chest became something else: not rage now, but a clear, plain sentence about what {she} needed.',
      '{friend} listened to the whole story without interrupting, and then said, "Of course you are angry. That mattered to you." {Who} felt the heat drain out of {obj}, as if it had only wanted to be heard.',
    ],
    acts: [
      'stopped and asked the anger what it was guarding, and listened to the answer',
      'let the fury run its course in a long, fast walk, and then sat down to write what {she} truly needed',
      'breathed out slowly, three times, before saying anything at all',
    ],
    results: [
      'The anger did not vanish, but it had become useful: a clear voice saying what mattered, instead of a fire burning everything in reach.',
      '{Who} learned that anger heard is anger that can rest.',
    ],
    morals: [
      'Anger is a messenger; listen to the message, and the messenger can go.',
      'Give the fire a hearth, and it will warm your home instead of burning it.',
      'The calm voice carries further than the loud one.',
    ],
    closings: [
      [
        'Your anger is not wrong.',
        'It is pointing at something that matters.',
        'Let it point.',
        'You decide where to walk.',
      ],
      [
        'Breathe out longer than you breathe in.',
        'Let the heat go where it can do no harm:',
        'into the ground, into the wind,',
        'into the one true sentence underneath.',
      ],
    ],
  },
};
