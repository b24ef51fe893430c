// Prose beats by tone, in the past tense and the third person. Tokens: {Hero} the hero's name,
// {she} {her} {him} {herself} the hero's pronouns, {ache} a noun for the feeling, and the
// person's details where a line needs them ({thing}, {pet}, {lost}, {kin}, {event}, {place}).
// [a|b] is a choice. Fixed runs stay short so that two journeys rarely share a long phrase.
import type { Tone } from './tones.data';

export interface ToneProse {
  /** How the feeling shows in the body and the day. */
  feeling: readonly string[];
  /** The turn: what happens or what the hero does. */
  turn: readonly string[];
  /** Where it leaves the hero. */
  resolve: readonly string[];
  /** The closing sentence. */
  endings: readonly string[];
}

export const PROSE: Readonly<Record<Tone, ToneProse>> = {
  sit: {
    feeling: [
      '[Mornings|Evenings] were the [hardest|worst] part; {ache} [arrived|was waiting] before {she} had [even opened|properly opened] {her} eyes.',
      '{She} [kept|found {herself}] [listening for|waiting for] [sounds|small noises] that [no longer came|did not come any more].',
      '[Food|Tea] tasted of [nothing much|very little], and {she} [forgot|kept forgetting] to [eat|finish it].',
      '[Some days|On some days] {ache} [sat|lay] [on {her} chest|in {her} throat] like a [stone|sleeping cat] that would not [move|be moved].',
      '{She} [said|told people] {she} was [fine|all right], [and|though] {her} [voice|face] [said|told] [otherwise|another story].',
      '[People|Friends] [meant well|were kind], but [their words|what they said] [slid off|did not reach] the [place|part] where it [hurt|hurt most].',
      '[At night|In the dark] {she} [went over|turned over] the [last days|last weeks] [again and again|one more time], looking for [something|a moment] {she} [could have changed|might have done differently].',
    ],
    turn: [
      '[One afternoon|Then one afternoon|One grey morning], {she} [let {herself}|allowed {herself} to] cry [properly|without hurrying], and [afterwards|after that] the [air|room] felt [a little|slightly] [easier|lighter] to [breathe|move through].',
      '{Hero} [took out|found] an old [photograph|notebook] and [let the memories come|let {herself} remember], the [funny|silly] ones [along with|as well as] the [sad|hard] ones.',
      '[A neighbour|An old friend] [came by|knocked] with [soup|a loaf of bread] and [did not try|made no attempt] to [fix anything|say the right thing]; [they|the two of them] simply [sat together|sat for a while].',
      '{She} [wrote|began] a [letter|note] that [nobody|no one] would [read|ever read], and [said|put down] [everything|all the things] {she} had [not had time|never found the time] to say.',
      '[Slowly|Little by little], {she} [understood|began to see] that [missing|grieving] [was|is] [love|a kind of love] with [nowhere|no place] to go, and [that|so] it [could|would] [take its time|be allowed its time].',
    ],
    resolve: [
      '{Ache} did not [leave|go away], but it [changed shape|grew softer at the edges], [the way|as] [a stone does|stones do] in [a river|running water].',
      '[Some days were|There were still days that were] [heavy|hard], and {Hero} [stopped|gave up] [apologising|being sorry] for them.',
      '{She} [began|started] to [carry|hold] the [memory|love] [as well as|alongside] the [loss|missing], [and|and found that] [both|the two] [fit|could fit] in [one|the same] heart.',
      '{Hero} [kept|set aside] a [small|quiet] [corner|hour] of each [day|week] for remembering, and [let the rest|let the other hours] be [ordinary|simply ordinary].',
    ],
    endings: [
      '[And|So] {Hero} [went on|carried on], [slowly|gently], [with|holding] {ache} and the [love|tenderness] [under it|beneath it].',
      '[That night|That evening] {she} [slept|rested] a little [better|more easily] than {she} had [in weeks|for a long time].',
      'It was [not|never] [an ending|the end], [only|just] [a gentler|a kinder] [way|place] to [stand|begin again].',
      '[Outside|Beyond the window], the [light|evening] [came|went] [as it always had|as it always does], and {Hero} [let it|watched it] [come|go].',
    ],
  },
  steady: {
    feeling: [
      '{Her} [thoughts|mind] [ran ahead|raced ahead] to [every|each] [thing that could go wrong|way it could go wrong], and [back again|round again].',
      '[At night|In bed] {she} [lay awake|stared at the ceiling], [rehearsing|running through] [disasters|conversations] that had [not happened|never happened].',
      '{Her} [stomach|chest] [was tight|felt tight], [and|while] {her} [hands|fingers] [would not keep still|kept fidgeting].',
      '[Everything|The whole world] seemed to [hang|depend] on [one|a single] [moment|day] [that|which] had [not yet come|yet to arrive].',
      '{She} [checked|reread] [things|lists] {she} had [already|just] [checked|read], [as if|hoping] [that might|it would] [make {him} feel|leave {him}] [safe|safer].',
      '[Friends|People] [said|told {him}] [not to worry|it would be fine], which [somehow|only] [made it worse|did not help at all].',
    ],
    turn: [
      '[On the third night|One night], {she} [got up|sat up], [put on|boiled] the kettle and [wrote down|listed] [each|every] [fear|worry] [on its own line|one by one]; [on paper|written down], they [looked|seemed] [smaller|less certain].',
      '{She} [tried|practised] [breathing|a slow breath] [in for four|in for a count of four] and [out for six|out for a count of six], [and|until] {her} [shoulders|jaw] [dropped|let go] [a little|a fraction].',
      '[A friend|Someone {she} trusted] [listened|let {him} talk] [without|and did not start] [fixing anything|giving advice], and [said|only said]: "[Of course|No wonder] you are [scared|nervous]. It matters to you."',
      '{Hero} [chose|picked] [one|a single] [small|tiny] [thing|step] {she} [could do|could manage] [today|that day], [did it|and did it], and [let the rest wait|left the rest for tomorrow].',
      '[Somewhere|Halfway] through [the week|worrying], {she} [noticed|realised] that the [fear|worry] [was|came from] [caring|how much {she} cared], and [that|this] [made it|it was] [easier|less frightening] to [hold|carry].',
    ],
    resolve: [
      'The [fear|worry] did not [vanish|disappear], but it [moved|shuffled] [over|along] and [left room|made space] for [other things|steadier thoughts].',
      '{Hero} [found|discovered] that {she} could be [afraid|nervous] and [ready|prepared] [at the same time|at once].',
      '[When the day came|On the day], {her} [hands|knees] still shook a little, [and|but] {she} [went|did it] [anyway|all the same].',
      '{She} [kept|carried] [the breath|that slow breath] [in {her} pocket|with {him}], [like|as] [a smooth stone|a key] to [hold|reach for] when {her} [thoughts|mind] [ran|raced].',
    ],
    endings: [
      '[And|So] {Hero} [went on|stepped forward], [one breath|one step] [at a time|and then another].',
      'It [was|turned out to be] [enough|more than enough] to [be there|show up], [shaking|nervous] and [brave|willing].',
      '[That night|That evening], {she} [slept|rested], [not perfectly|imperfectly], [but|and yet] [well enough|enough].',
    ],
  },
  honour: {
    feeling: [
      '{Her} [face|neck] [went hot|burned] [whenever|each time] {she} [thought of it|remembered], and {her} fists [clenched|tightened] [on their own|without asking].',
      '{She} [replayed|went over] [what had happened|the moment] [again and again|over and over], [finding|thinking of] [better|sharper] [replies|things to say] [each time|every time].',
      '[It was|It felt] [not fair|unfair], and [everyone|people] [seemed|appeared] to [expect|want] {him} to [smile|shrug] and [let it go|move on].',
      '{Ache} [sat|burned] [under|behind] {her} [ribs|breastbone] [like|as] [a coal|an ember] [that would not|which would not] [cool|go out].',
      '[Underneath|Under] the anger, [if {she} was honest|if {she} looked closely], was [hurt|a hurt] that [wanted|needed] [to be seen|someone to notice].',
    ],
    turn: [
      '[At last|One evening], {Hero} [stopped|gave up] [telling {herself}|pretending] {she} [should not|ought not to] [mind|feel this way]; [anger|the anger], {she} [decided|realised], was [telling {him}|showing {him}] [something|what] mattered.',
      '{She} [wrote|scribbled] [a letter|everything] {she} would [never send|not send], [every|each] [furious|hot] [word|line] of it, and [read it back aloud|tore it up afterwards].',
      '{She} [walked|marched] [fast|hard] [around|through] the [town|park] until {her} [legs|breath] [ached|burned] and {her} [head|thoughts] [cleared|went quiet].',
      '[When|Once] {she} had [cooled|calmed] [a little|enough to think], {Hero} [worked out|decided] [what {she} wanted to say|the one thing {she} needed to say], [plainly|clearly] and [without|with no] [apology|excuses].',
    ],
    resolve: [
      '{She} said [what needed saying|it], [calmly|steadily], and [whatever came next|whatever happened], {she} had [kept faith|stood up] [with {herself}|for {herself}].',
      'The anger [cooled|settled] into [something|a] [steadier|firmer] [shape|thing]: a [line|boundary] {she} [would|could] [hold|keep].',
      '{Hero} [stopped|quit] [carrying|hauling] it [everywhere|all day], [and|though] {she} did not [pretend|say] it had [been fine|been all right].',
      '{She} [learned|found out] that [being angry|anger] and [being kind|kindness] [could|can] [live|stand] [in the same person|side by side].',
    ],
    endings: [
      '[And|So] {Hero} [walked on|went home], [head up|standing taller], [lighter|a little lighter] [for|after] [having said it|saying it].',
      'It [was|had been] [right|worth it] to [take {her} anger seriously|listen to {her} anger], [and|then] to [set it down|put it down].',
      '[That night|That evening], the [heat|ember] had [gone out|burned low], and [what was left|what remained] was [clear|quiet] and [steady|calm].',
    ],
  },
  accompany: {
    feeling: [
      '[The evenings|Evenings] were [long|the longest], and the [silence|quiet] [seemed|grew] [louder|heavier] [with each one|as they went by].',
      '{She} [ate|cooked] [supper|dinner] for one and [talked|spoke] [only|mostly] to the [radio|kettle].',
      '[Other people|Everyone else] seemed to [have|already have] [someone|somewhere] to [go|be], [and|while] {Hero} [watched|looked on] [from outside|from the edge].',
      '{She} [checked|looked at] {her} [phone|messages] [more than|far more often than] {she} [would admit|liked to admit], and [found|saw] [nothing|no one].',
      '[Some days|On some days] {she} [said|spoke] [hardly|barely] [ten words|a word] [aloud|out loud] [from morning to night|all day].',
    ],
    turn: [
      '[One evening|One Saturday], {Hero} [said yes|agreed] to [something|an invitation] {she} [would|might] [usually|normally] [have refused|have turned down], and [stood|waited] at the [edge|door], [nervous|shy].',
      '{She} [sent|wrote] [a short|one small] [message|note] to [someone|an old friend] {she} had [lost touch with|not spoken to in years]; the [reply|answer] [came|arrived] [within|inside] [an hour|the hour].',
      '[At the corner shop|In the queue], [a stranger|the woman at the till] [asked|wanted to know] [how {her} day had been|how {she} was], and [really|actually] [waited|stayed] for the answer.',
      '{Hero} [joined|went along to] a [choir|walking group|class] [where nobody|in which no one] knew {him}, [and|which] [turned out|proved] to be [the point|exactly right].',
    ],
    resolve: [
      '[The loneliness|Loneliness] did not [vanish|end] [at once|overnight], but [the evenings|the days] now had [a few|some] [doors|windows] in them.',
      '{She} [learned|found] that [being alone|solitude] and [being lonely|loneliness] were [not|never] [the same thing|quite the same].',
      '{Hero} [kept|carried] the [small|warm] [moment|conversation] [with {him}|in {her} pocket] [for days|all week], [turning|taking] it [over|out] [now and then|like a coin].',
    ],
    endings: [
      '[And|So] the [next evening|next day] [felt|seemed] [a little|a fraction] less [empty|long].',
      '[Somewhere|Out there], [someone|another person] was [reaching|looking] [back|for {him} too], and {Hero} [knew|believed] it [now|at last].',
      '[That night|That evening], {she} [left|kept] a [lamp|light] [on|burning] [in the window|by the door], [just in case|for whoever came].',
    ],
  },
  rest: {
    feeling: [
      '{Her} [bones|arms] [felt|were] [heavy|full of sand], and [even|the simplest] [small|little] [tasks|chores] [looked|seemed] [like mountains|enormous].',
      '{She} [woke|got up] [tired|already tired] and [went to bed|lay down] [more tired still|more tired than that].',
      '[Every day|Each day] [looked|was] [the same|much like the last], [and|so that] the [weeks|days] [ran together|blurred].',
      '{She} [kept going|pushed on] [because|since] [stopping|resting] [felt|seemed] [like failing|impossible], [and|so] {ache} [piled|built] [up|higher].',
      '[There was|There seemed] [no time|never a moment] [to sit down|to stop], [only|just] the [next thing|next task] and the [one after|one after that].',
    ],
    turn: [
      '[One morning|One Sunday], {Hero} [did|attempted] [nothing at all|nothing useful], [on purpose|deliberately], and the [world|sky] did not [fall in|fall down].',
      '{She} [said no|turned down] [one thing|a single request], [then|and then] [another|one more], and [was surprised|felt surprised] at how [few people|little anyone] [minded|seemed to mind].',
      '{She} [let {herself}|allowed {herself} to] [sleep|nap] in the [afternoon|daytime], [and|then] [sat|lay] [in the sun|on the grass] [with a cup of tea|doing nothing] until the [tea|light] [went cold|moved].',
      '[A friend|Someone] [took|carried] some of the load [off {her} hands|for {him}], and {Hero} [let them|allowed it], [which|and that] was [harder|the hardest part].',
    ],
    resolve: [
      '[Rest|Resting], {she} [learned|found], was not a [reward|prize] to [earn|win] [at the end|first]; it was [part of the work|how the work got done].',
      '{Her} [shoulders|neck] [came down|loosened] [from|away from] {her} ears, and [the days|each day] [got|grew] [a little|slightly] [wider|roomier].',
      '{Hero} [kept|guarded] [one slow hour|an hour] [each day|every day] for {herself}, [and|and then] [protected|defended] it [fiercely|stubbornly].',
    ],
    endings: [
      '[And|So] {Hero} [went|moved] [on|forward] at {her} [own|gentler] [pace|speed], [which|and that] was [fast enough|quite fast enough].',
      '[That night|That evening] {she} [slept|rested] [deeply|long], [the way|as] [tired|worn-out] [people|bodies] [deserve|ought] to.',
      'The [work|list] [would|could] [wait|keep]; for [now|tonight], {she} [had|was] [enough|allowed to stop].',
    ],
  },
  celebrate: {
    feeling: [
      "{Hero} [could not|couldn't] [stop smiling|keep the smile off {her} face], [and|so that] {her} [cheeks|face] [ached|hurt] [by|before] [lunchtime|noon].",
      '[Everything|The whole day] [looked|seemed] [brighter|sharper], [as if|like] [someone|somebody] had [cleaned|washed] the [windows|sky].',
      '{She} [wanted|longed] to [tell|ring] [everyone|the whole world], and [also|at the same time] to [keep it|hold it] [close|to {herself}] [for|just for] [a moment|a little while].',
      '[All day|All morning], [a|the] [bubble|lightness] [rose|kept rising] in {her} [chest|throat], [and|so] {she} [laughed|hummed] at [nothing|small things].',
      '{Ache}, [for once|this time], [was|felt] [easy|simple] to [carry|hold]: [light|bright] as [a kite|a balloon] on [a string|a long string].',
    ],
    turn: [
      '[That evening|Later], {Hero} [told|shared it with] [someone who mattered|the people {she} loved], and [watched|saw] [their|the] [faces|delight] [light up|break into smiles].',
      '{She} [stopped|paused] [on the way home|in the street] [just|simply] to [take it in|let it land], [and|and let] [the moment|it] [stay|sink in].',
      '{Hero} [remembered|thought back to] [the harder days|every difficult day] [that had|which had] [led here|brought {him} here], and [was glad|felt proud] [of|for] [them|each one].',
      '{She} [bought|treated {herself} to] [a small|a little] [cake|bunch of flowers] to mark it, [because|since] [joy|good news] [deserves|ought to have] [a marker|a ceremony].',
    ],
    resolve: [
      '{She} [let {herself}|allowed {herself} to] [enjoy it|feel it] [fully|all the way], [without|and did not start] [waiting|looking] for [the catch|something to go wrong].',
      '[The gladness|The joy] [spread|spilled] [out|over] into [the rest of|all of] the [week|day], [touching|warming] [small|ordinary] [things|moments] [too|as well].',
      '{Hero} [kept|saved] [the day|the feeling] [somewhere safe|in {her} memory], [to take out|to return to] [on|in] [greyer|harder] [days|times].',
    ],
    endings: [
      '[And|So] {Hero} [went to sleep|lay down] [smiling|still smiling], [which|and that] is [a fine way|the best way] to [end|close] [a day|any day].',
      'It [was|had been] [a good day|one of the good days], and {she} [knew it|knew it well] [while|as] [it was happening|it happened].',
      '[Joy|Gladness] [like this|of this kind], {Hero} [thought|decided], [was|is] [worth|well worth] [celebrating|stopping for] [properly|out loud].',
    ],
  },
};
