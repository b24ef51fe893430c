// Lines that carry the person's details in the quiet tone: for moods that name no feeling, or a
// calm one. The detail is simply there, noticed with attention, its meaning left open: no good
// news assumed, no ache, no worry, no celebration. Prose is past tense about {Hero}; couplets are
// present tense, spoken to "you". Tokens as in carry.data.ts; a detail never takes "was", "were"
// or a present-tense verb that would need to agree with it ("her exams" is plural).
import type { DetailSlot } from './carry.data';
import type { Stanza } from './poem.data';

/** Prose lines carrying the person's details in the quiet tone. */
export const QUIET_CARRY: Readonly<Record<Exclude<DetailSlot, 'lost'>, readonly string[]>> = {
  pet: [
    '{PetFull} [stayed|lingered|rested] [nearby|close by|within reach] [that evening|all afternoon|for a long while], and {Hero} [watched|noticed|took in] [the small movements|the quiet habits|the slow rhythms] of {pet} [without hurry|with no fuss|with no plan], [the way|as] [someone|anyone|a person] might [watch|look at|gaze at] [the weather|the tide|a fire] [from a window|through glass|from a chair]',
    '[Now and then|Every so often|From time to time], {pet} [looked up|glanced over|looked across], and {Hero} [looked back|met that look|nodded], and [that|this] was [all|enough|the whole of it] [for the moment|just then|for a while]: [two creatures|two lives|two beings] [in|sharing] [one|the same] [room|hour|afternoon]',
    '{Hero} [sat|stayed|lingered] [a while|for a time|a long while] [with|beside|near] {petFull}, [not|without] [asking|needing|wanting] [anything|much|a thing] [of the moment|from the hour|of the evening], [simply|just|only] [noticing|watching|minding] [what|whatever] {pet} [did|chose to do|got up to] [next|after that|from minute to minute]',
    '{Hero} [noticed|saw|took in] [the steady way|the plain way|how steadily] {petFull} [passed|spent|moved through] the [day|hours|evening], [closely|quietly|properly] [this time|for once|just then], [as|the way] [someone|anyone|a person] might [notice|take in|read] [the light|the weather|a clock]',
    '[Later|Later on|After a while], {petFull} [settled|went still|came to rest] [in the usual spot|in the familiar place|in its usual corner], and {Hero} [let|quietly let|gently let] the [moment|hour|evening] [be|stay|remain] [exactly|simply|just] what it was: [an ordinary|a plain|a quiet] [stretch of time|hour or so|piece of the day], [with|and] {pet} [in it|there|close by]',
  ],
  kin: [
    '{Hero} [thought about|thought of|came back to] {kin} [for a while|now and then|more than once] [that day|that evening|over the week], [without|not] [trying to decide|trying to settle|needing to decide] [anything|what it meant|much], [simply|just|only] letting the [thought|picture|memory] [sit|rest|stay] [where it was|a while|in plain view]',
    '[Small|Old|Ordinary] [moments|afternoons|conversations] with {kin} [came back|drifted back|surfaced] [that day|over the week|now and then], and {Hero} [held|looked at|turned over] [each one|every one|each] [a while|for a moment|lightly] before [setting it down|letting it pass|putting it back]',
    '{Kin} [came to mind|drifted into {her} thoughts|crossed {her} mind] [at odd moments|now and then|more than once], and {Hero} [noticed|let|watched] [it|that|the thought] [happen|come and go|arrive], [without|not|never] [needing|hurrying|rushing] to [name|sort out|explain] [what {she} felt|how {she} felt|what {she} thought] about it',
    '{Hero} [pictured|imagined|thought of] {kin} [somewhere|just then|at that hour], [perhaps|maybe|possibly] [busy|at a window|in the middle of the day], and [left the picture there|kept the thought open|held the image loosely|left the thought there|held the picture lightly], [like|as if it were] [a book left open|a letter half read|a door left ajar]',
    'There was [no need|no hurry|nothing that said {she} had] to [decide|know|work out] [just yet|today|right away] what {kin} [meant|stood for|really meant] [in all of this|in {her} life|these days], and {Hero} [let|simply let|quietly let] [that|the question|it] [stay|sit|rest] [open|unanswered|a while]',
  ],
  thing: [
    '{Thing} [sat|rested|stayed] [nearby|within reach|where {she} could see {thingIt}], and {Hero} [looked at|gazed at|considered] {thingIt} [for a while|now and then|more than once] [the way|as] [someone|anyone|a person] [might|would] [look at|study|regard] [a stone|a shell|a leaf] [picked up|found|turned over] [on a walk|on the shore|by chance]',
    '[For a while|For a time|For a long moment], {Hero} [simply|just|only] [noticed|looked at|thought about] {thing}: [the look of {thingIt}|the shape of {thingIt}|the plain fact of {thingIt}], [the way|how] [the light|the day|the hour] [fell on|touched|found] {thingIt}, [and|and then] [nothing|little|not much] [more|else|beyond that]',
    "{Hero} [could not|did not|didn't] [quite|yet|really] [say|decide|know] what {thing} [meant|stood for|added up to] [that day|just then|that morning], and [left|kept] [the question|that|the matter] [open|unsettled|unanswered]",
    '[Now and then|Once or twice|Every so often], {Hero} [noticed|caught sight of|came back to] {thing} [again|once more|in passing], [and|and each time] gave {thingIt} [a long|an unhurried|a quiet] [look|moment|second look], [as if|as though] [there were|there might be|there could be] [something|a detail|more] [in {thingIt}|there] [still|yet] to [see|notice|find]',
    '[There was|There was still|There was simply] [something|a quietness|a plainness] [about|in] {thing} [that day|that morning|this time], and {Hero} [stayed with|lingered over|paid attention to] {thingIt} [a little|a while|a moment] longer [than usual|than {she} meant to|than expected]',
  ],
  place: [
    '{AtPlace}, the [light|shadows|air] [moved|shifted|changed] [slowly|by degrees|a little at a time] [as|while] the [day|afternoon|hours] [went on|wore on|passed], and {Hero} [watched|noticed|followed] [each change|the changes|every shift] [without hurry|with no plan|without any aim]',
    '{ThePlace} [had|kept|held] [its own|a particular|a familiar] [quiet|rhythm|music] [that day|that afternoon|as ever]: [a bird|a voice|a door] [somewhere|far off|nearby], [the|a] [hush|murmur|hum] of [things|the day|the hour], and {Hero} [among|in the middle of|listening to] it all',
    '{Hero} [sat|stood|stayed] [a while|for a time|a long while] {atPlace}, [noticing|taking in|attending to] [small|plain|ordinary] [things|details|shapes]: the [line|colour|curve] of [the sky|the ground|the light], [a sound|a movement|a shadow] [that came and went|at the edge of things|nearby]',
    '[Nothing|Not much|Little] [happened|changed|stirred] {atPlace} [that afternoon|that day|for a while], and {Hero} [let|watched|noticed] [the nothing|the quiet|the ordinary] [go on|carry on|unfold] [around {him}|at its own pace|for a time]',
    '{ThePlace} [looked|seemed|felt] [much|very much|about] [as it always had|as it usually did|the same as ever], and [yet|still|even so] {Hero} [looked|looked again|took it in] [more slowly than usual|with fresh eyes that day|a little longer this time|more slowly this time|with fresh eyes this time], [as if|as though] [reading|learning|memorising] [a page|a face|a map] {she} [knew|half knew|thought {she} knew]',
  ],
  away: [
    '{Hero} [thought of|pictured|wondered about] {awayPlace} [now and then|that evening|once or twice], [the streets|the light|the weather] there [going on|carrying on|changing] [quietly|all the same|hour by hour], [far|a long way|some way] from [here|the room where {she} sat|{her} own day]',
    '[Somewhere|Far off|Miles away], {awayPlace} [had|kept|went through] [its own|a whole|an ordinary] [morning|evening|day], and {Hero} [pictured|thought of|imagined] [someone {she} knew there|the one who had gone there|the person who lived there], [busy with|going about|getting through] [the day|their own day|whatever it held]',
    '[Now and then|Once or twice|At odd moments], {awayPlace} [came to mind|crossed {her} mind|drifted into {her} thoughts], and {Hero} [held|kept|carried] [the thought|it|the picture] [a while|lightly|for a moment], [without|not] [asking|needing to know|trying to decide] [what {she} made of it|what it meant to {him}|quite what {she} felt]',
    '{Hero} [looked|glanced] [at a map|at the sky|out of the window] [and|and then|and soon] [thought of|pictured|found {herself} thinking of] {awayPlace}, [so far|a long way|some distance] [away|off|from here], [under|beneath] [the same|a different|another] [sky|light|patch of sky]',
  ],
  event: [
    "{Hero} [thought about|thought over|came back to] {event} [more than once|now and then|at odd moments], [and|but] [did not|didn't|could not yet] [decide|say|know] [quite|exactly|for certain] [what {she} felt|how {she} felt|what {she} made of it], and [that|the not knowing|the open question] [stayed|sat|rested] [where it was|beside {him}|quietly] [a while|for now|for a time]",
    '{Event} [came up|turned up|surfaced] [in {her} thoughts|over the week|here and there], neither [pressing|loud|urgent] nor [faint|far off|forgotten], [simply|just|only] [there|part of things|one more thing in the day], [like|much like|rather like] [a chair in a familiar room|a cloud over a field|a name on a calendar]',
    '[People|Friends|Others] [asked|wondered|wanted to know] [about|what {Hero} thought of] {event}, and {Hero} [answered|replied|told them] [as truly as {she} could|honestly|plainly], [which|and that] [meant|came down to|amounted to] [saying|admitting] {she} was [still working it out|taking it as it came|letting it settle]',
    '{Hero} [held|kept|quietly kept] {event} [in mind|in view|at the edge of things] [that day|for a while|all week], [the way|as] [someone|anyone|a person] might [hold|carry|keep] [a pebble|a stone|a key] [in a pocket|in one hand|without looking at it]',
    '[Now and then|At odd moments|Once or twice], {Hero} [noticed|caught|found] {herself} [thinking of|picturing|turning towards] {event}, and [let|simply let|quietly let] [the thought|it|the picture] [pass|go by|drift on], [like a cloud crossing the sky|like a bird going past a window|like a boat slipping past a harbour]',
  ],
};

/** Poem couplets carrying the person's details in the quiet tone. */
export const QUIET_POEM_CARRY: Readonly<Record<Exclude<DetailSlot, 'lost'>, readonly Stanza[]>> = {
  pet: [
    [
      '{PetFull} [beside you|near you|at your side] [tonight|this evening|for now]:',
      'you [watch|notice|follow] [each|every] [small|slow|plain] [movement|shift|turn], [and|then] let [it|the moment|the hour] [be|stay|remain] [as it is|unhurried|its own size].',
    ],
    [
      '[You sit|You stay|You rest] [a while|a little|for a time] [with|beside|near] {petFull},',
      '[not|without] [asking|wanting|needing] [anything|much|a thing] [of the hour|from the day|of the evening].',
    ],
    [
      "[Now and then|Once or twice|From time to time] you [meet {pet}'s eye|catch {pet}'s eye|return {pet}'s glance|catch {pet}'s look];",
      '[you share|you sit in|you rest in] [the same|this one|one quiet] [room|hour|light] [for now|tonight|a while], [the two of you|both of you|side by side].',
    ],
    [
      '[You notice|You watch|You follow] {petFull} [in the evening light|across the room|from your chair],',
      '[and|then] [let|you let] the [watching|moment|hour] [be|stay] [just|simply|only] [that|what it is|itself].',
    ],
  ],
  kin: [
    [
      '[You think of|You picture|You turn to] {kin} [now and then|today|at odd moments],',
      '[not|without] [deciding|needing to say|sorting out] [what|quite what] [it means|you feel|it all means].',
    ],
    [
      '[Small|Old|Ordinary] [moments|afternoons|conversations] with {kin}',
      '[drift back|come back|wander by|drift up|come by] [today|tonight|now and then], [and|so] you [hold|look at|weigh] [each one|each|every one] [lightly|a while|for a moment].',
    ],
    [
      '{Kin}, [somewhere|elsewhere|out there] in [this same|the same|one and the same] [hour|evening|afternoon]:',
      '[you picture|you imagine|you wonder about] [the light|the weather|the sky] [there|around them|over them], [and|then] leave [the picture|it|the thought] [open|unfinished|unframed].',
    ],
    [
      "[There is|There's|There seems] [no need|no hurry|no rush] [to name|to settle|to sum up]",
      '[what you make of|how you feel about|what you think about] {kin} [today|tonight|now]; [let it|so let it|it can] [stay|rest|sit] [open|unsaid|unnamed].',
    ],
  ],
  thing: [
    [
      '{Thing}, [right there|within reach|in plain view] [today|this morning|tonight]:',
      '[you look at {thingIt}|you glance again|you gaze a while|you look a while|you gaze at {thingIt}] [the way|as] [you might|one might|anyone might] [look at|study|turn over] [a shell|a stone|a leaf].',
    ],
    [
      '[For now|For a while|This morning], you [simply|only|just] [notice|look at|see] {thing}:',
      'the [shape|colour|look], [the way|how] [the light|the day|the hour] [falls|sits|rests] [there|at the edges|just so].',
    ],
    [
      '[You do not|You need not|You cannot] [yet|quite|fully] [say|decide|know] [what to make of|how you see|what you think of] {thing},',
      '[and|so|and so] [the question|that|it] [stays|rests|sits] [open|unanswered|a while], like [a window|a door|a gate] [left|set|propped] [ajar|open|wide].',
    ],
    [
      '[Once more|Again|Now and then] your [eyes|thoughts|glances] [come back|return|drift back] to {thing},',
      '[as if|as though] [there is|there might be|there could be] [more|something|a detail] [there|in {thingIt}] [still|yet] to [see|find|notice].',
    ],
  ],
  place: [
    [
      '{AtPlace}, the [light|air|shade] [shifts|changes|turns] [by degrees|slowly|a little at a time],',
      '[and|while] you [watch|notice|follow] [each|every] [small|quiet|slow] [change|turn|shift] [unhurried|with no hurry|without hurry].',
    ],
    [
      '[You hear|You notice|You listen to] the [sounds|quiet|small noises] {atPlace}:',
      '[a door|a voice|a bird] [somewhere|far off|nearby], [the|a] [hush|murmur|hum] of [things|the day|the hour].',
    ],
    [
      '[You sit|You stand|You stay] [a while|for a time|a little] {atPlace},',
      '[taking in|noticing|reading] [plain|small|ordinary] [things|details|shapes]: the [colour|line|curve] of [the sky|the ground|the light].',
    ],
    [
      '[Today|This time|Tonight] you [look around|look again|look about] {atPlace}',
      '[more slowly|with fresh eyes|a little longer], [as if|as though] [reading|learning|tracing] [a page|a map|a face] you [know|half know|thought you knew].',
    ],
  ],
  away: [
    [
      '[Tonight|Today|This evening] you [think of|picture|wonder about] {awayPlace}:',
      '[the streets|the light|the weather] there [going on|carrying on|changing] [quietly|all the same|far from here].',
    ],
    [
      '[Far off|Miles away|A long way off], the [sky|day|evening] [over|above] {awayPlace}',
      '[goes on|turns|moves] [in its own time|at its own pace|without a sound], [and|while] [someone you know|the one who went|a person you know] [lives|moves|walks] [inside it|under it|beneath it].',
    ],
    [
      '[Now and then|At odd moments|Once or twice], you [picture|think of|look towards] {awayPlace}',
      '[and|then] [hold|keep] [the thought|the picture|it] [lightly|a while|loosely], [not|without] [asking|deciding|needing to know] [what it means|what you feel|more].',
    ],
  ],
  event: [
    [
      '[You turn over|You come back to|You think about] {event} [now and then|today|once or twice],',
      '[and|but] [you cannot|you do not|you need not] [yet|quite|fully] [say|decide|know] [what you feel|how you feel|what to make of it].',
    ],
    [
      '{Event}: neither [loud|pressing|urgent] nor [faint|far off|forgotten],',
      '[simply|just|only] [there|part of things|one more thing], [like|much like|rather like] [a chair in a room|a cloud over a field|a name on a calendar].',
    ],
    [
      '[You hold|You keep|You quietly keep] {event} [in mind|in view|at the edge of things],',
      '[the way|as] [you might|one might|anyone might] [hold|carry|keep] [a pebble|a stone|a key] [in a pocket|in one hand|without looking].',
    ],
    [
      '[Now and then|At odd moments|Once or twice] you [catch yourself|find yourself|notice yourself] [picturing|thinking of|turning towards] {event},',
      '[and|then] [let|you let] [the thought|it|the picture] [pass|go by|drift on], [like a cloud crossing the sky|like a bird going past a window|like a boat slipping past a harbour].',
    ],
  ],
};
