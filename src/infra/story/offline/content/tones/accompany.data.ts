// Keeping company with loneliness: the quiet named, one small reach outward, someone reaching back.
import type { ToneContent } from './tone-content';

export const ACCOMPANY: ToneContent = {
  feeling: [
    '[The evenings|Evenings|Weekends] were [long|the longest|endless], and the [silence|quiet|hush] [seemed|grew|became] [louder|heavier|thicker] [with each one|as they went by|week by week].',
    '{She} [ate|cooked|heated up] [supper|dinner|soup] for one and [talked|spoke|chatted] [only|mostly|now and then] to the [radio|kettle|television].',
    '[Other people|Everyone else|The whole street] seemed to [have|already have] [someone to go home to|somewhere to be|a place to belong], [and|while] {Hero} [watched from outside|looked on from the edge|stood at the window].',
    '{She} [checked|looked at|kept checking] {her} [phone|messages|inbox] [more than|far more often than|oftener than] {she} [would admit|liked to admit|cared to say], and [found|saw] [nothing|no one|only adverts].',
    '[Some days|On some days|Whole Sundays] {she} [said|spoke] [hardly|barely] [ten words|a word|a sentence] [aloud|out loud] [from morning to night|all day|between waking and sleep].',
    '[Laughter|Voices|Music] [drifted|floated|spilled] [through the wall|from a window|up the street], [warm|bright|cheerful], [and|which] [made the room feel|made the flat seem|left the house|left the room|made the house feel] [emptier|colder|smaller] [still|by contrast|than before].',
    "{Hero} [kept the television on|left the radio on|had the radio on|left the television on] [for company|for the sound|all evening], [though|even though|although] {she} [was not|wasn't] [really|properly|truly] [listening|paying attention|taking it in].",
    '[It was|It felt|It seemed] [strange|odd|hard] to be [surrounded by|among|in the middle of] [people|crowds|colleagues] and still [feel|be|seem] [unseen|alone|invisible], as if {she} [stood|were standing|lived] behind [glass|a window|a pane].',
    '{She} [wondered|asked {herself}|half wondered] [whether|if] [anyone|a single person|one soul] had [noticed|seen|guessed] how quiet {her} [week|evenings|days] had [been|become], and [the thought|the question|that] [sat|stayed|lodged] [heavy|like a stone] in {her} [chest|stomach|throat].',
    '[Meals|Walks|Films] [meant|made|intended] for [two|sharing|company] [felt|seemed|were] [odd|lopsided|thin] [alone|on {her} own|by {herself}], so {she} [mostly|often|usually] [skipped|avoided|did without] them.',
  ],
  turn: [
    '[One evening|One Saturday|One wet Tuesday], {Hero} [said yes to|agreed to|accepted] [something|an invitation|a plan] {she} [would|might] [usually|normally|once] [have refused|have turned down|have dodged], and [stood|waited|lingered] at the [edge|door|back], [nervous|shy|unsure] [for a while|at first|for ten minutes].',
    '{She} [sent|wrote|typed] [a short|one small|a brief] [message|note|text] to [someone|an old friend|a cousin] {she} had [lost touch with|not spoken to in years|let drift]; the [reply|answer] [came|arrived|pinged back] [within the hour|inside an hour|before supper|within an hour].',
    '[At the corner shop|In the queue|At the bus stop], [a stranger|a woman nearby|an old man] [asked|wanted to know|wondered] [how {her} day had been|how {she} was|what {she} was reading], and [really|actually|properly] [waited|stayed|listened] for the answer.',
    '{Hero} [joined|went along to|signed up for] [a choir|a walking group|an evening class] [where nobody|in which no one|where not a soul] knew {him}, which [turned out|proved] to be [the point|exactly right|a relief].',
    '{She} [knocked next door|called on a neighbour|knocked across the landing] [to borrow a cup of sugar|to return something small|to ask about a parcel|to borrow something small|to return a dish], and [stayed|lingered|ended up staying] [an hour|for tea|until dark] [talking|chatting|laughing].',
    '{Hero} [offered|volunteered|put {her} name down] to [help|lend a hand|pitch in] at [a food bank, where passing boxes along|a community garden, where digging in a row|the library, where working side by side|a food bank, where working side by side] [made|turned] [talk|conversation|company] [easy|simple|natural].',
    "[A friend|An old classmate|Someone from long ago] [rang|called|phoned] [out of the blue|without warning|one evening], [saying|admitting|confessing] [they had|they'd] been [lonely|on their own|feeling low] [too|as well|lately], and [they|the two of them] [talked|stayed on the phone|laughed] [for an hour|until late|a long time].",
    '{She} [took|carried|brought] {her} [book|notebook|sketchbook] to [a café|the park|a busy square] [instead of|rather than] [staying in|the sofa|the kitchen], and let the [hum|noise|bustle] of [other lives|people|the town] [keep {him} company|wash round {him}|sit beside {him}].',
  ],
  resolve: [
    '[The loneliness|Loneliness|The quiet] did not [vanish|end|lift] [at once|overnight|in a day], but [the evenings|the days|the weeks] now had [a few|some|small] [doors|windows|gaps] in them.',
    '{She} [learned|found|came to see] that [being alone|solitude|{her} own company] and [being lonely|loneliness|feeling forgotten] were [not|never] [the same thing|quite the same|one and the same].',
    '{Hero} [kept|carried|held] the [small|warm|bright] [moment|conversation|hello] [with {him}|in {her} pocket|close] [for days|all week|a long time], [turning it over|taking it out] [now and then|like a coin|often].',
    '[One|A single|That first] [small|brief|shy] [connection|hello|conversation] [led|opened the way|gave rise] to [another|a second|the next], [the way stepping stones lead across a river|as lamps run along a dark street|like stitches along a hem].',
    '{Hero} [began|started|learned] to [reach out|call first|say hello] [without waiting|instead of waiting|rather than waiting] to be [asked|chosen|invited], and [found|discovered|noticed] [most|many|plenty of] [people|folk|neighbours] [glad of it|pleased to be asked|relieved to hear from {him}|glad to hear from {him}].',
    '[The flat|The house|The room] [was|stayed|remained] [quiet|small|still], [but|yet] the [quiet|stillness|hush] [felt|seemed|had become] [restful|friendly|kinder] [now|these days|at last], [not|rather than] [empty|cold|accusing].',
  ],
  endings: [
    '[And|So] the [next evening|next day|next Sunday] [felt|seemed|was] [a little|a fraction|somewhat] less [empty|long|quiet].',
    '[Somewhere|Out there|Across town], [someone|another person|a friend] was [reaching|looking|calling] [back|for {him} too|out too], and {Hero} [knew|believed|trusted] it [now|at last|again].',
    '[That night|That evening|Before bed], {she} [left|kept] a [lamp|light|candle] [burning|lit|glowing] [in the window|by the door|on the sill], [just in case|for whoever came|for company].',
    '{Hero} [put|set|laid] {her} phone [down|aside|face up] [with|and felt] [a small|a quiet|an odd] [warmth|glow|lightness], [because|since] [someone had written back|a friend had rung that day|a voice had answered|someone had rung first|a friend had written first].',
    '[Tomorrow|On Thursday|Next week] there was [somewhere to go|someone to see|a place to be|somewhere to be], and [that|this|the thought] was [enough|plenty|a start] [for now|to begin with|tonight].',
    '[The quiet|The evening|The room] [held|kept] [its|a] [hush|stillness], but {Hero} [no longer felt|did not feel] [forgotten|shut out|alone] [in it|inside it|there].',
  ],
  helperSays: [
    '"[I am here|I\'m here|I\'m right here]," said the {helper}, [settling|sitting down|curling up] [beside|next to|near] [the {species}|{Hero}|{him}]. "[You do not|You don\'t] [have to|need to] [say anything|talk at all|be cheerful]."',
    '"[Others|Other creatures|Plenty of others] [feel|are] [lonely|alone|forgotten] [too|as well], [on the far side|on the other side|at the edge] of [the hill|the wood|the marsh]," said the {helper}. "[Someone|Somebody|One of us] has to [call out|sing|knock] first."',
    '"[Come|Will you come|Why not come] to the [gathering|clearing|old oak] [tonight|tomorrow|at dusk]?" asked the {helper}. "[There is always room|There\'s a place|There is always space|There\'s always room|There is a place] for [one more|another|a friend]."',
    '"[Loneliness|Being lonely|Feeling alone] is [not|never] [your fault|a failing|shameful]," said the {helper}. "[It is|It\'s] [only|just|simply] [a heart|your heart] [asking|calling|hungry] for [company|its own kind|a friend]."',
    '"[Eat|Have some|Take some]; [there is|there\'s] [plenty|enough|more than enough] for two," said the {helper}, [sharing its supper with|splitting its berries with|offering a crust to|sharing its crust with|offering its supper to] {Hero}, and [they|the two of them|both] [ate|sat|talked] [together|side by side|in the dusk] [while|as|until] [the stars came out|the moon rose|the owls began to call].',
    '"[I was lonely once|I have been lonely too|I was alone for a long winter|I\'ve been on my own too|I was on my own once]," said the {helper}. "[Then|One day|At last] I [called|knocked|sang] [first|out|loudly], and [someone|a neighbour|a stranger] [answered|called back|sang back]."',
  ],
  morals: [
    '[Loneliness ends|Being lonely begins to end|A lonely heart eases|Loneliness eases] with [one|a single] [small|brave|shy] [hello|call|knock].',
    '[Someone|Somebody|Another] [is always|is|may be] [waiting|wishing|hoping] [to be asked|for a knock|for a word], [just|exactly] as [you are|we are].',
    '[Company|Friendship|Kinship] [begins|starts|grows] [with|from] [whoever|the one who] [speaks|calls|reaches out] first.',
    '[Solitude|Time alone] [can|may] [rest|restore|heal] us; [loneliness|a lonely heart] [asks|calls|begs] us to [reach|step|call] [out|outward|across].',
    '[A door|Every door|The door] [opens|swings open|gives] [more easily|sooner|more gently] than [we fear|a lonely heart believes|the quiet says].',
  ],
  couplets: [
    [
      '[The evenings|Evenings|Sundays] [are long|stretch out|go on and on],',
      'the [kettle|radio|clock] [talks|hums|ticks] [to itself|for company|on its own].',
    ],
    [
      '[Your phone|The phone|The screen] [lies|stays|sits] [quiet|dark|still]',
      '[face down|face up|unlit] [on the table|beside the bed|on the arm of the chair].',
    ],
    [
      '[Alone|Being alone] is [a room|a place|a season];',
      "[loneliness|being lonely] is [the|a] [door|window|key] [you|we] [cannot find|can't see|mislay].",
    ],
    [
      '[But|And|Still] [rooms have doors|houses have windows|hearts have gates|houses have doors],',
      'and [they|all of them|these] [open|can open|swing] [both ways|from either side|outwards too].',
    ],
    [
      '[Somewhere|Out there|Across town], [someone|another person|a stranger]',
      '[sits|waits|sighs] [by|at|beside] [their own|a] [window|lamp|kettle], [just like you|as you do|hoping too].',
    ],
    [
      '[Send|Try|Write] [one small|a single|a short] [hello|word|line].',
      "It [does not|doesn't] [have to|need to] be [clever|much|perfect].",
    ],
    [
      '[A line|One line|A word] [cast|thrown|sent] [across|over] the [dark|water|distance]',
      'is [how|the way] [every|each] [bridge|friendship|kinship] [starts|begins|is built].',
    ],
    [
      '[Voices|Laughter|Music] [through the wall|down the street|from a window]',
      '[remind you|tell you|say] [company is|warmth is|people are] [near|close|nearby].',
    ],
    [
      "You [are not|were never|aren't] [forgotten|unwanted|too much];",
      "[the quiet|the hush|the silence] [tells you otherwise|says otherwise|lies about that], [but|and] [it is|it's] wrong.",
    ],
    [
      '[Walk|Go|Wander] [where|to where] [people|others|strangers] [are|gather|talk]:',
      '[a market|the park|a café], [a queue|a bench|a bus], [a hum|a buzz|a murmur] of [lives|voices|hellos].',
    ],
    [
      'Be [your own good company|a kind friend to yourself|your own best friend] [tonight|for now|this evening]:',
      '[light a candle|play a record|cook something warm], [set|lay] [a place|the table] [for yourself|with care|properly].',
    ],
    [
      '[Someone|Somebody|A friend] [is|may be] [thinking of you|hoping you write|missing you]',
      "[right now|even now|tonight], [though|and] you [cannot|can't] [hear|see|know] it [yet|from here].",
    ],
    [
      '[Reach out|Call first|Knock gently|Call out|Knock first], [even if|though|if] your [hand|voice|heart] [shakes|wobbles|hesitates];',
      '[most doors are waiting to be knocked on|many people are glad to be asked|plenty of hearts are waiting to be found|most people are glad to be asked].',
    ],
    [
      '[The moon|The streetlight|A star] [keeps|holds|stands] [watch|its post] [outside your window|above your roof|over your street|above your street];',
      "[it|even it|the night] [is not|isn't] [alone|empty|lonely] [up there|tonight|either].",
    ],
    [
      '[Loneliness|Being lonely|Feeling alone] [is|feels] [heavy|cold|quiet] [at night|at weekends|on Sundays];',
      '[it|this] [says nothing|proves nothing|means nothing] [about|against] [your worth|who you are|how lovable you are].',
    ],
    [
      '[Say|Speak|Hum] [something|a word|a line] [out loud|aloud] [tonight|now|to the room];',
      '[your voice|your own voice] [is company|makes good company|can be a friend|is good company] [too|as well|of sorts].',
    ],
    [
      '[Go|Walk|Wander] [out|outside|down the road] [where|to where|and see where] [the lights glow|the people are|the people gather];',
      '[a nod|a smile|a hello] [at|to|for] [a stranger|the baker|a neighbour] [still|also|truly] [counts|matters|warms].',
    ],
    [
      '[Friendship|Company|Closeness] [grows|builds|comes] [slowly|in small steps|bit by bit],',
      '[like moss along a wall|as ivy climbs a fence|like a hedge filling in]: [a little|an inch|some], [then|and then] [more|a little more].',
    ],
    [
      '[Write|Send|Post] [a card|a letter|a note] [to someone|to an old friend|to a cousin] [far away|you miss|you lost touch with];',
      '[a reply|an answer|one line back] [can|may|will] [change|warm|light] [a whole|an entire|the] [week|month|winter].',
    ],
    [
      "[You are|You're] [easy to know|good to love|worth knowing], whatever [the quiet|the dark|the evening] [says|suggests|hints];",
      '[the people|the friends|the ones] [ahead|to come|not yet met] [will|can|may] [see|find|know] it [too|quickly|soon].',
    ],
  ],
  poemEndings: [
    [
      '[Leave|Keep] [a lamp|a light|a candle] [in the window|on tonight|lit];',
      '[someone|somebody|a friend] [may be|is] [walking towards it|looking this way|heading for it|walking this way|looking for it] [already|even now|tonight].',
    ],
    [
      '[Tomorrow|Some day|Soon], [a knock|a hello|a voice]. [Tonight|For now|Until then],',
      '[you are|your heart is|you stay] [good|kind|fine] company [for yourself|too|still].',
    ],
    [
      '[Reach out|Call first|Write first|Call out] [once|today|again]. [The world|The town|The night] [is|stays]',
      '[wider|warmer|kinder] than [the quiet|this room|the silence] [says|claims|pretends].',
    ],
    [
      '[And|So] [here|there] [you are|it is]: [a window lit|a lamp lit|a door ajar|a window open|one door open],',
      '[and|with] [someone|a friend|the world] [just the other side|a step away|next door].',
    ],
    [
      "[Rest|Sleep|Sit] [now|tonight|a while]; [you are|you're] [held|known|thought of]",
      'by more [hearts|minds|homes] than [the dark|the quiet|the clock] [can count|will say|knows].',
    ],
  ],
};
