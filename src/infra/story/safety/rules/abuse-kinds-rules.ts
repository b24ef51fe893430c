// Kinds of abuse that plain words about hitting miss (twelfth round, tuned on the tuning half
// only): threats to leak videos or pictures, a tracker found in the car, money controlled "every
// penny", "sort me out", a head held in the sink, threats to stab "if I snitch", being kicked in
// the ribs at school again, a parent gone for days with nothing in the fridge, "I only eat at
// school", rent or a contract traded for sex, an adult "boyfriend" of a child who must be kept
// secret, being taken abroad and not coming back, a punch beside one's head and "the next one is
// you".
// Guards keep the everyday versions out: a rugby tackle, party photos, a lost AirTag, a parent at
// work, a haircut that "sorted me out".
import type { Rule } from '../crisis-rule';
import { AWAY_FOR_A_WHILE } from './lexicon';

export const ABUSE_KINDS_RULES: readonly Rule[] = [
  {
    category: 'abuse',
    reason: 'threats of violence',
    pattern:
      /\b(?:(?:threaten\w*|says? (?:he|she|they) will|going to) (?:to )?(?:leak|post|send|share|show)\b[^.!?]{0,25}\b(?:videos?|pics|pictures|photos|nudes|images)|(?:stab|shank|cut|jump|beat up|batter|kill|hurt) me if i (?:snitch|tell|grass|say anything|report)|(?:he|she|they)\b[^.!?]{0,40}\bsort me out\b|(?:next one|next time) (?:is|will be|would be|it will be|it is) (?:me|my face|my head|you))\b/,
    unless:
      /\b(?:lol|haha|joke|party|baby pics|embarrassing|hair|computer|laptop|taxes|form|lift|job|sort me out (?:with|for)|holiday)\b/,
  },
  {
    category: 'abuse',
    reason: 'being controlled',
    pattern:
      /\b(?:(?:found|find|there is|there was) (?:a |an )?(?:tracker|gps tracker|airtag|tracking device|spy app|hidden camera)\b[^.!?]{0,40}\b(?:him|her|he|she|my (?:ex|husband|wife|partner|boyfriend|girlfriend))|controls? (?:every penny|every pound|every cent|all the money|our money|my money|everything i (?:spend|eat|wear))\b[^.!?]{0,30}\b(?:screams|shouts|angry|prisoner|not allowed|scared|hits|punish\w*|rage|if i))\b/,
    unless: /\b(?:dog|cat|keys|luggage|lost|i put|my own|budget(?:ing)? app|we agreed)\b/,
  },
  {
    category: 'abuse',
    reason: 'violence from another person',
    pattern:
      /\b(?:held my head (?:in|under|down in) (?:the )?(?:sink|toilet|water|bath)|(?:got|get|getting|was|been) (?:kicked|punched|beaten|hit|battered|jumped) (?:in the (?:ribs|face|head|stomach)|up)\b[^.!?]{0,40}\b(?:again|every day|after school|behind|at school))\b/,
    unless:
      /\b(?:rugby|football|match|game|training|boxing|sparring|karate|judo|taekwondo|mma|kickboxing|class|swimming lesson|pool)\b/,
  },
  {
    category: 'abuse',
    reason: 'neglect at home',
    pattern:
      /\b(?:(?:mum|mom|dad|mother|father|parents?)\b[^.!?]{0,20}\b(?:has not|have not|not) (?:come|been) (?:home|back)\b[^.!?]{0,20}\bsince|i only (?:get to )?eat at school)\b/,
    requires:
      /\b(?:nothing (?:in the fridge|to eat)|no food|hungry|looking after my|days|weekend|last week|monday|tuesday|wednesday|thursday|friday|saturday|sunday|eat at school)\b/,
    unless: new RegExp(`${AWAY_FOR_A_WHILE}|\\b(?:work\\w*|shifts?)\\b`),
  },
  {
    category: 'abuse',
    reason: 'abuse or assault',
    pattern:
      /\b(?:(?:if|unless) i (?:sleep with|have sex with|am nice to|be nice to|do (?:stuff|things|favours) for) (?:him|her|them)|(?:take|taking|send|sending) me (?:abroad|back home|overseas|to \w+)\b[^.!?]{0,40}\b(?:will not|not) (?:be )?(?:coming|come|let me come) back)\b/,
    requires:
      /\b(?:rent|contract|job|renewed|fired|pay|grade|visa|boss|manager|landlord|shame|marry|marriage|honour|family|uncle|dad|parents)\b/,
  },
  {
    category: 'abuse',
    reason: 'abuse or assault',
    pattern: /\b(?:boyfriend|girlfriend|he|she) is (?:1[89]|[2-9]\d)\b/,
    // A child's age and a secret kept from parents, not a big brother's age.
    requires:
      /^(?=.*\bi am (?:1[0-5]|[5-9])\b)(?=.*\b(?:boyfriend|girlfriend|dating|secret|relationship|(?:can not|must not|not allowed to) tell)\b)/,
    acrossSentences: true,
  },
];
