// Affirmations in the first person, chosen to fit the mood's theme; a few fit any mood.
import type { ThemeId } from './themes';

export const AFFIRMATIONS: Readonly<Record<ThemeId, readonly string[]>> = {
  weary: [
    'I am allowed to rest before everything is done.',
    'My worth is not measured by how much I get through today.',
    'Rest is part of the work, not a reward for it.',
    'I can do less today and still be enough.',
    'My body is asking for care, and I am listening.',
  ],
  stuck: [
    'One small step still counts as moving.',
    'I do not need to see the whole path to take the next step.',
    'Being stuck is a place I am passing through, not who I am.',
    'I can begin again, as many times as I need.',
    'Small changes add up, even when I cannot see them yet.',
  ],
  anxious: [
    'Right now, in this breath, I am safe enough.',
    'I can feel anxious and still take care of myself.',
    'My thoughts are not facts; I can let them pass.',
    'I have handled hard moments before, and I can handle this one.',
    'I can slow my breath, and my body will follow.',
  ],
  sad: [
    'It is okay to feel sad; my feelings make sense.',
    'I can be gentle with myself while this heals.',
    'My sadness shows how much I care.',
    'I do not have to rush my way to feeling better.',
    'This feeling is heavy, and it will not stay this heavy forever.',
  ],
  lonely: [
    'I am worthy of connection and care.',
    'Reaching out is a strength, not a burden.',
    'There are people who would be glad to hear from me.',
    'I can be a kind companion to myself today.',
    'Feeling lonely means I am made for connection.',
  ],
  angry: [
    'My anger is telling me something matters to me.',
    'I can feel angry and still choose how I respond.',
    'I can let the heat pass before I speak.',
    'My needs are valid, and I can express them calmly.',
    'I am allowed to set boundaries.',
  ],
  overwhelmed: [
    'I only need to do the next thing.',
    'I can put some things down, and the world will not end.',
    'I am doing enough, one thing at a time.',
    'Asking for help is a sign of wisdom.',
    'I choose what matters most today, and let the rest wait.',
  ],
  lost: [
    'Not knowing yet is part of finding my way.',
    'I can trust myself to take the next step.',
    'My path does not have to look like anyone else’s.',
    'Every question I ask brings me a little closer.',
    'I am allowed to change direction.',
  ],
  doubt: [
    'I am enough as I am, while I keep growing.',
    'I can speak to myself the way I would speak to a friend.',
    'Mistakes mean I am learning, not that I am failing.',
    'I belong here as much as anyone else.',
    'My voice and my efforts matter.',
  ],
  change: [
    'I can miss what was and still welcome what is coming.',
    'I am allowed to take my time finding my footing.',
    'Change is making room for something new in me.',
    'I have adapted before, and I can adapt again.',
    'I can carry what matters with me into this new chapter.',
  ],
  hopeful: [
    'I let myself enjoy what is good right now.',
    'Good things are allowed to happen to me.',
    'I am growing, and I can see it.',
    'I carry this hope with me into tomorrow.',
    'I notice and celebrate my progress.',
  ],
  calm: [
    'I am at home in this quiet moment.',
    'I can return to this calm whenever I need it.',
    'I give myself permission to simply be.',
    'There is nothing I need to fix right now.',
    'My breath is steady, and so am I.',
  ],
};

export const GENERAL_AFFIRMATIONS: readonly string[] = [
  'I am doing the best I can with what I have today.',
  'I deserve the same kindness I give to others.',
  'This moment is one moment, not my whole life.',
  'I am allowed to take up space.',
];
