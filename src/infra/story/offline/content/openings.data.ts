// How a story or fable begins, and how a fable's hero meets the helper. Tokens: {woods} where the
// fable is set ("in a beech wood"), {aSpecies} ("a young fox"), {home} and {aHome} the animal's
// dwelling, {town} and {aJob} for a story's hero, {aHelper} ("an owl"), and the hero's tokens.

export const FABLE_OPENINGS: readonly string[] = [
  '[Once|Long ago|Once upon a time], {woods}, [there lived|lived|there dwelt] {aSpecies} named {Hero}',
  '{Woods} [there lived|lived|dwelt], [once|long ago|in the old days], {aSpecies} [called|named|known as] {Hero}',
  '[In the old days|Once, long ago|Not so long ago], {aSpecies} [called|named] {Hero} [lived|made a life|kept house] {woods}',
  '[There was once|Once there was|There once lived] {aSpecies} [called|named] {Hero}, [who lived|at home|who made a home] {woods}',
];

export const FABLE_HOMES: readonly string[] = [
  '{She} [made|kept] {her} home in {aHome}',
  '{Her} home was {aHome}, [snug|small|warm] and [tidy|well kept|dry]',
  '[Each|Every] [morning|dawn], {she} [left|slipped out of|crept from] {her} {home} [early|before the others|at first light]',
  '{She} [knew|loved|trusted] every [path|stone|root] [around|near|beyond] {her} {home}',
  '[Most evenings|At dusk|Every evening], {she} [came back|returned|hurried home], [tired|content|hungry], to {her} {home}',
];

export const STORY_OPENINGS: readonly string[] = [
  '{Hero} [lived|had lived for years|had made a life] in {town} and [worked|earned {her} keep|was employed] as {aJob}',
  '{Hero} [had grown up|had settled] in {town}, [where|and there] {she} [worked|made a living] as {aJob}',
  '[In|Out in] {town}, {Hero} [earned|made] {her} [living|way] as {aJob}',
  '{Hero} [worked|had worked for years|spent {her} days] as {aJob} in {town}',
];

export const STORY_TRAITS: readonly string[] = [
  '[Most days|Usually|On the whole], {she} got on with things [quietly|without fuss|in {her} own way]',
  'People [thought of|knew] {him} as [steady|someone who coped|the calm one]',
  '{She} [liked|loved] [early mornings|long walks|quiet evenings] and [strong tea|old songs|crosswords]',
  '[Friends|Neighbours|Colleagues] [counted on|relied on] {him}, though {she} [rarely|seldom] [leaned on|asked much of|turned to] anyone in return',
  '{She} [kept|had] a [small|narrow|sunny] [flat|house|room] [with|full of] [plants|books|old photographs]',
];

export const MEETINGS: readonly string[] = [
  '[One day|Before long|Along the way] {Hero} met {aHelper}, who [listened|heard {him} out] [without interrupting|to the end|patiently]',
  "[Then|One morning|Before long], {aHelper} [stopped|settled|paused] [nearby|close by|at the path's edge] and [asked|wanted to know|wondered] what was [wrong|the matter|weighing on {him}]",
  '{Hero} [told everything to|confided in|opened up to] {aHelper} [who lived|living|that lived] [nearby|close by|over the way], and the [old|wise|kind] creature [listened to the end|heard it all without a word|took it all in carefully|listened without a word|heard it all carefully]',
  '[On the way home|By the water|Under the trees], {Hero} [came across|met|ran into] {aHelper}, [who|and the {helper}] [stopped|sat down|stayed] to [listen|hear {him} out|keep {him} company]',
];
