import { describe, expect, it } from 'vitest';
import { readMood, toThirdPerson, withoutHumanPlaces } from './mood-analysis';
import { chunkText, toSecondPerson, truncateWords } from './text';

describe('reading a mood', () => {
  it('keeps the feeling words, picture, life area and comparison the person used', () => {
    const reading = readMood("I feel stuck and tired, like I'm walking through fog at work");
    expect(reading.feelings).toEqual(['stuck', 'tired']);
    expect(reading.primary).toBe('stuck');
    expect(reading.themes).toEqual(['stuck', 'weary']);
    expect(reading.image).toBe('fog');
    expect(reading.context).toBe('work');
    expect(reading.simile).toEqual({ kind: 'gerund', phrase: 'walking through fog at work' });
    expect(reading.imagePhrase).toBe("like I'm walking through fog at work");
    expect(reading.keyPhrase).toBe('I feel stuck and tired');
    expect(reading.bright).toBe(false);
  });

  it('does not mistake the verb "like" for a comparison', () => {
    expect(readMood('I like my job but I am tired').simile).toBeUndefined();
    expect(readMood('I feel like a hamster on a wheel').simile).toEqual({
      kind: 'noun',
      phrase: 'a hamster on a wheel',
    });
  });

  it('reads negated light words as heavy, and a light mood as bright', () => {
    const notOkay = readMood("I'm not okay");
    expect(notOkay.primary).toBe('sad');
    expect(notOkay.feelings).toEqual(['not okay']);
    expect(readMood("I'm not good enough").primary).toBe('doubt');
    const happy = readMood('so happy and grateful today');
    expect(happy.bright).toBe(true);
    expect(happy.feelings).toEqual(['happy', 'grateful']);
  });

  it('treats loss as grief, but not a dead phone or a figure of speech', () => {
    expect(readMood('My grandmother died last month').primary).toBe('sad');
    expect(readMood('My phone died and I am annoyed').primary).toBe('angry');
    expect(readMood('I nearly died of embarrassment').themes).not.toContain('sad');
  });

  it('falls back to the picture, then to a calm reading, when no feeling is named', () => {
    expect(readMood('everything is a storm').primary).toBe('anxious');
    const blank = readMood('');
    expect(blank.primary).toBe('calm');
    expect(blank.bright).toBe(false);
    expect(blank.keyPhrase).toBe('');
  });

  it('quotes a short phrase around the first feeling', () => {
    const long = readMood(
      'Today at the office after the long meeting I honestly felt completely overwhelmed by everything on my plate',
    );
    expect(long.keyPhrase.split(' ').length).toBeLessThanOrEqual(10);
    expect(long.keyPhrase).toContain('overwhelmed');
  });
});

describe('text helpers', () => {
  it('changes person without changing meaning', () => {
    expect(toSecondPerson("like I'm walking through fog at my job")).toBe(
      "like you're walking through fog at your job",
    );
    expect(
      toThirdPerson('walking through fog at my desk', {
        subject: 'she',
        object: 'her',
        possessive: 'her',
      }),
    ).toBe('walking through fog at her desk');
    expect(withoutHumanPlaces('walking through fog at work')).toBe('walking through fog');
  });

  it('chunks text for streaming without losing a character', () => {
    const text = 'One two three.\n\nFour  five six seven\neight ';
    expect(chunkText(text, 2).join('')).toBe(text);
    expect(truncateWords('a b c d e', 3)).toBe('a b c…');
  });
});
