import { describe, expect, it } from 'vitest';
import { checkSpelling } from '../understand/spelling';
import { understand } from '../understand/understand';
import { slotValues } from './fill-slots';
import type { MoodReading } from './vocabulary';

const values = (
  text: string,
  reading: Omit<MoodReading, 'register'> & { register?: MoodReading['register'] },
) => {
  const s = checkSpelling(text);
  return slotValues({
    understanding: understand(s.text),
    reading: { register: 'hard', ...reading },
    text: s.text,
    unsure: s.unsure,
  });
};

describe('filling the slots with the person’s details', () => {
  it('puts the one who died in a death piece, with their relation', () => {
    const v = values('My nan died and I keep thinking of my sister at the funeral', {
      situation: 'person-death',
      feeling: 'grief',
    });
    expect(v.person).toBe('your nan');
    expect(v.event).toBe('the funeral');
  });

  it('names a pet, a place and an object that matter, and a named event', () => {
    expect(
      values('my dog Biscuit died, his lead is still by the door', {
        situation: 'pet-death',
        feeling: 'grief',
      }),
    ).toMatchObject({ pet: 'Biscuit', object: expect.stringMatching(/lead$/) });
    expect(
      values('My mum has cancer and the chemo starts Monday', {
        situation: 'illness-close',
        feeling: 'anxiety',
      }),
    ).toMatchObject({ person: 'your mum', event: 'chemo' });
    expect(
      values('my grandad passed away. I still have his old watch', {
        situation: 'person-death',
        feeling: 'grief',
      }),
    ).toMatchObject({ person: 'your grandad', object: 'the old watch' });
    expect(
      values('first night in my new flat in Leeds', { situation: 'new-home', feeling: 'joy' })
        .place,
    ).toMatch(/^(?:your flat|Leeds)$/);
  });

  it('never uses an arbitrary noun as a detail', () => {
    const v = values('Nico spilled the product all over the floor and my stuff is ruined', {
      situation: 'none',
      feeling: 'anger',
    });
    expect(Object.values(v).join(' ')).not.toMatch(/product|floor|stuff/);
  });

  it('leaves out a person who does not fit the slot’s meaning', () => {
    // Someone the person argued with is not the one who died.
    const v = values('my boss shouted at me today', {
      situation: 'person-death',
      feeling: 'grief',
    });
    expect(v.person).toBeUndefined();
  });

  it('corrects a sure typo and leaves out a detail it is unsure of', () => {
    expect(
      values('i failed my drivng test agian', { situation: 'failure', feeling: 'sadness' }).event,
    ).toBe('your driving test');
    expect(
      values('the skool bullies me every day', { situation: 'bullying', feeling: 'sadness' }).place,
    ).toBe('the school');
    const pet = values('my dog pepa died', { situation: 'pet-death', feeling: 'grief' }).pet;
    expect(pet).toBe('your dog');
  });
});
