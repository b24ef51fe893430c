// The tier of what the crisis detector finds (issue 35): crisis for explicit risk, a check-in for
// uncertain signs. Every rule's reason has its tier; the text takes the highest one; jokes, urges
// and intent move a match; negations never cancel an explicit phrase the sentence affirms; and a
// long entry is not flagged for holding more words.
import { describe, expect, it } from 'vitest';
import { detectCrisis, SIGNALS_REASON } from './crisis-detector';
import { MODEL_REASON } from './model/crisis-model';
import { TIER_OF_REASON } from './rule-tiers';
import { RULES } from './rule-screen';

const tierOf = (text: string) => {
  const verdict = detectCrisis(text);
  return verdict.flagged ? verdict.tier : 'none';
};

describe('rule tiers', () => {
  it('places every rule: by its reason, or by a tier of its own', () => {
    const unplaced = RULES.filter(
      (rule) => rule.tier === undefined && TIER_OF_REASON[rule.reason] === undefined,
    ).map((rule) => rule.reason);
    expect([...new Set(unplaced)]).toEqual([]);
  });

  it('answers explicit intent, plans, means, edges, attempts, goodbyes, self-harm and abuse with crisis', () => {
    for (const text of [
      'i want to kill myself',
      "I'm going to end my life",
      "i've been thinking about killing myself",
      "I've been saving up my sleeping pills",
      'i keep a rope in my wardrobe just in case',
      "I'm on the bridge right now",
      'I wrote letters to my family saying goodbye',
      "I gave my dog to someone who will look after her, I won't be needing him",
      'i swallowed the whole bottle of tablets',
      "I've been hurting myself again",
      'I cut myself last night',
      "he hits me when he's drunk",
      'my stepbrother gets into my bed at night and i am scared',
    ])
      expect(tierOf(text), text).toBe('crisis');
  });

  it('asks (a check-in) about a wish to be gone, a burden, hopelessness and signs of control', () => {
    for (const text of [
      'I want to die',
      "I don't want to wake up tomorrow",
      'everyone would be better off without me',
      'i feel like such a burden to everyone',
      'i no longer want to live',
      "i feel hopeless and trapped, i can't take it anymore",
      'he checks my phone every night and gets angry if i text my friends',
    ])
      expect(tierOf(text), text).toBe('check-in');
    expect(detectCrisis("i feel hopeless and trapped, i can't take it anymore").reason).toBe(
      SIGNALS_REASON,
    );
  });

  it('asks when only the statistical reader finds it', () => {
    expect(detectCrisis('i wish i could just stop')).toMatchObject({
      flagged: true,
      reason: MODEL_REASON,
      tier: 'check-in',
    });
  });

  it('takes the highest tier of the rules a text matches', () => {
    expect(tierOf('i feel like a burden to everyone')).toBe('check-in');
    expect(tierOf('I feel like a burden and I have the pills ready')).toBe('crisis');
  });

  it('asks about risk behind a joke, unless it is said to be meant or names an act', () => {
    expect(tierOf('lowkey wanna kms lol')).toBe('check-in');
    expect(tierOf('kms this homework lmao')).toBe('none');
    expect(tierOf("lol i want to kill myself, i'm not joking")).toBe('crisis');
    expect(tierOf('lol i swallowed the whole bottle of tablets')).toBe('crisis');
    // A laugh far away in a long entry does not soften a plan.
    const day =
      'The meeting ran over again and my boss made a joke about the printer, lol. ' +
      'Then the train was cancelled and I walked home in the rain. Dinner was toast. ' +
      'My sister rang and we talked about her new flat for an hour. ';
    expect(tierOf(`${day}I have written the notes and I am going to end my life.`)).toBe('crisis');
  });

  it('asks about an urge to self-harm not acted on; harm done is crisis', () => {
    expect(tierOf('the urge to hurt myself is back and its strong')).toBe('check-in');
    expect(tierOf('i keep thinking about hurting myself')).toBe('check-in');
    expect(tierOf('i hurt myself again last night and i want to do it again')).toBe('crisis');
  });

  it('treats a wish to die beside intent, a time or an attempt as crisis', () => {
    expect(tierOf('i want to die tonight')).toBe('crisis');
    expect(tierOf("I don't want to be alive anymore and I'm going to do something about it")).toBe(
      'crisis',
    );
    expect(tierOf('honestly i just want to die. not in a joking way.')).toBe('crisis');
    expect(tierOf('I want to die. I have been so tired lately.')).toBe('check-in');
  });
});

describe('an explicit phrase is not cancelled by the sentence around it', () => {
  it('reads a past denied ("never used to") or a return ("now they are back") as true now', () => {
    for (const text of [
      'I never used to have suicidal thoughts but now I do',
      'I never used to have suicidal thoughts but now…',
      "I didn't use to think about killing myself, now I do all the time",
      'i used to want to kill myself and now i want to again',
      'i used to have suicidal thoughts but now they are back',
      'the doctor asked me if i was suicidal and i said yes',
      'i have not stopped thinking about killing myself',
    ])
      expect(detectCrisis(text), text).toMatchObject({ flagged: true, tier: 'crisis' });
  });

  it('still hears a plain negation or a risk left in the past', () => {
    for (const text of [
      "I'm not suicidal",
      'i would never kill myself',
      'I used to want to kill myself',
      'i used to want to die but now im doing much better',
      'i used to self harm but im 2 years clean now',
      'the doctor asked me if i was suicidal and i said no',
    ])
      expect(detectCrisis(text).flagged, text).toBe(false);
  });
});

describe('long entries', () => {
  it('are not flagged for signs far apart that a short text would add up', () => {
    const filler = [
      'The bus was late again and the rain did not help at all.',
      'Work was a long list of small jobs and a meeting that could have been an email.',
      'My sister rang about the weekend and we laughed about the dog.',
      'I made soup and watched half a film before I fell asleep on the sofa.',
      'Tomorrow I have the dentist and then the shopping.',
    ].join(' ');
    const short = "I'm so tired of everything. Nobody understands.";
    expect(tierOf(short)).toBe('none');
    expect(tierOf("i feel hopeless. i can't take it anymore")).toBe('check-in');
    const farApart = `I feel hopeless about this job. ${filler} ${filler} I can't take it anymore with this printer.`;
    expect(tierOf(farApart)).toBe('none');
    // Risk in one part of a long entry is still read.
    expect(tierOf(`${filler} ${filler} I have been saving up my sleeping pills.`)).toBe('crisis');
    expect(tierOf(`${filler} ${filler} I feel hopeless. I can't take it anymore.`)).toBe(
      'check-in',
    );
  });
});
