// Fable pieces by tone: what the wise animal says, and the moral.
import type { Tone } from './tones.data';

export const HELPER_SAYS: Readonly<Record<Tone, readonly string[]>> = {
  sit: [
    '"[Grief|Sorrow] is [love|only love] [with nowhere to go|that has lost its way home]," said the {helper}. "[Let it|You may let it] [walk|stay] with you [a while|as long as it needs]."',
    '"[You do not have to|No one needs you to] [be over it|hurry]," said the {helper}. "[Rivers|Even rivers] [take|need] [their time|a long time] to [find|reach] the sea."',
    '"[Tell me|Will you tell me] about [them|the ones you miss]," said the {helper}, and [listened|sat still] [until|while] [the moon|the stars] [rose|came out].',
  ],
  steady: [
    '"[Fear|Worry] [runs ahead|races ahead] of us [like|as] [a hare|a dog on a lead]," said the {helper}. "[Call it back|Bring it back] to [this|the] [step|branch] [you are on|under your feet]."',
    '"[You are|You\'re] [afraid|frightened] because [it matters|you care]," said the {helper}. "[That is|That\'s] not [weakness|a flaw]. [It is|That is] [love|care] [with its eyes open|looking ahead]."',
    '"[Breathe|Take a breath] [with me|alongside me]," said the {helper}: "[in|in, slowly], and [out|out again]. [The wind|The storm] [passes|always passes] [over|above] [the hill|the wood]."',
  ],
  honour: [
    '"[Your anger|That fire] is [telling you|showing you] [something true|what matters]," said the {helper}. "[Listen to it|Hear it out], and then [decide|choose] what to [do|build] with it."',
    '"[It was wrong|It was not fair]," said the {helper} [plainly|simply]. "[You are right|You are quite right] to [mind|be angry]. Now, [what|which] [line|boundary] will you [draw|keep]?"',
    '"[A fire|Fire] [can burn|burns] the [house|forest] [down|to the ground] or [keep it warm|cook the supper]," said the {helper}. "[The choice|Which one] is [yours|up to you]."',
  ],
  accompany: [
    '"[I am here|I\'m here]," said the {helper}, [settling|sitting down] [beside|next to] [them|the {species}]. "[You do not|You don\'t] [have to|need to] [say anything|talk at all]."',
    '"[Others|Other creatures] [feel|are] [lonely|alone] [too|as well], [on the far side|on the other side] of [the hill|the wood]," said the {helper}. "[Someone|Somebody] has to [call out|sing] first."',
    '"[Come|Will you come] to the [gathering|clearing] [tonight|tomorrow]?" asked the {helper}. "[There is|There\'s] [always|a] [room|space] for [one more|another]."',
  ],
  rest: [
    '"[Even|The] [river|oak] [rests|sleeps] in [winter|the cold months]," said the {helper}. "[Stopping|Rest] is [part of growing|how it grows]."',
    '"[You have carried|You\'ve carried] [enough|a great deal] [for now|today]," said the {helper}. "[Put it down|Set it down]. [It will|The load will] [still|surely] be there [tomorrow|in the morning]."',
    '"[Slow is|Slowly is] [still|also] [a way|a pace]," said the {helper}, [who|and who] [knew|would know].',
  ],
  celebrate: [
    '"[Well done|Wonderful]!" said the {helper}, [and|who] [did|made] a [small|clumsy] [dance|hop] [of delight|for joy]. "[Good news|Joy] [should be|is meant to be] [shared|sung about]."',
    '"[Tell|Tell me] [everything|all of it]," said the {helper}, [eyes|face] [shining|bright]. "[Joy|Gladness] [grows|doubles] when [it is|it\'s] [told|shared]."',
    '"[Stop|Pause] [a moment|for a breath] and [feel it|take it in]," said the {helper}. "[Days like this|Good days] [deserve|ought] to be [noticed|remembered]."',
  ],
};

export const MORALS: Readonly<Record<Tone, readonly string[]>> = {
  sit: [
    'Grief is love that stays; it [softens|grows gentler] when it is [shared|allowed to be].',
    'We do not [get over|leave behind] the ones we [love|miss]; we [learn|find ways] to [carry|hold] them.',
    '[Sorrow|Missing someone] [takes|is allowed] [its own time|all the time it needs].',
  ],
  steady: [
    'Courage is not [the absence of fear|being unafraid]; it is [the next small step|one small step] [taken|made] [anyway|with fear beside you].',
    '[Worry|Fear] [shrinks|grows smaller] when it is [named|spoken] and [shared|told to a friend].',
    '[One breath|One step] at a time [is|will always be] [fast|quick] enough.',
  ],
  honour: [
    'Anger [honestly heard|listened to] [shows|points to] what [matters|we value]; [chosen words|calm words] [carry|say] it [best|further].',
    "[It is|It's] [right|good] to [mind|care] when [something|a thing] [is unfair|wrongs you]; [let|allow] it [shape|draw] a line, not [burn|scorch] the field.",
  ],
  accompany: [
    '[Loneliness|Being lonely] [ends|begins to end] with [one|a single] [small|brave] [hello|call].',
    '[Someone|Somebody] [is always|is] [waiting|wishing] [to be asked|for a knock], [just|exactly] as [you are|we are].',
  ],
  rest: [
    '[Rest|Resting] is not [idleness|laziness]; it is how [strength|the strength] [comes back|returns].',
    '[Even|The] [strongest|bravest] [must|need to] [stop|rest] [now and then|sometimes].',
  ],
  celebrate: [
    '[Joy|Good news] [shared|that is shared] [is|grows] [twice|doubly] [as bright|as sweet].',
    '[Good days|Bright days] [deserve|are worth] [to be noticed|noticing] [while|as] [they happen|we live them].',
  ],
};
