// Objects a piece may name as the person's own ({object|…}): only things that can matter in a
// life, each with its kind, so a slot gets a thing that fits its meaning (a keepsake for a loss,
// the rent for a money worry). Any other noun ("the product", "the floor", "stuff") is never a
// detail.

export type ObjectKind =
  | 'keepsake' // the old watch, the ring, the photo, the letters
  | 'clothing' // the blue jumper, the hoodie
  | 'household' // the mug, the kettle, the kitchen table
  | 'money' // the rent, the bills
  | 'made' // the painting, the quilt, the song
  | 'paper' // the letter, the results
  | 'work' // the lanyard, the laptop
  | 'pet' // the lead, the basket, the collar
  | 'moving' // the boxes, the keys
  | 'care' // the walking stick, the wheelchair
  | 'baby'; // the scan photo, the cot

const kind = (k: ObjectKind, list: string): [string, ObjectKind][] =>
  list.split(',').map((w) => [w.trim(), k]);

export const KEEPSAKES: ReadonlyMap<string, ObjectKind> = new Map([
  ...kind(
    'keepsake',
    'watch,ring,rings,necklace,bracelet,locket,earrings,brooch,photo,photos,photograph,photographs,picture,pictures,letters,postcards,medal,medals,piano,guitar,violin,fiddle,records,record player,diary,diaries,recipe,recipes,recipe book,handwriting,voicemail,voicemails,perfume,glasses,pipe,armchair,chair,bench,teddy,teddy bear,toolbox,tools,shed,clock,camera,rosary,bible,cross,ashes,urn,flowers,roses,tree,garden bench',
  ),
  ...kind(
    'clothing',
    'jumper,sweater,cardigan,hoodie,coat,jacket,scarf,hat,cap,shirt,dress,suit,boots,shoes,slippers,dressing gown,gloves,shirts,jumpers',
  ),
  ...kind(
    'household',
    'mug,cup,teapot,kettle,bowl,table,kitchen table,plant,plants,lamp,radio,sofa,bed,blanket,quilt,cushion,duvet',
  ),
  ...kind('money', 'rent,bills,bill,debt,debts,overdraft,loan,mortgage,payslip'),
  ...kind(
    'made',
    'painting,paintings,drawing,drawings,sketch,sketches,song,songs,album,poem,poems,novel,book,story,stories,quilt,scarf,cake,sculpture,pottery,vase,mural,film,comic,zine,website,app,game,model,jumper,blanket',
  ),
  ...kind('paper', 'letter,results,certificate,email,offer,contract,card,cards'),
  ...kind('work', 'lanyard,laptop,desk,badge,uniform,payslip'),
  ...kind('pet', 'lead,collar,basket,cage,hutch,tank,water bowl,dog bed,toy,toys,ball'),
  ...kind('moving', 'boxes,box,keys,key,suitcase,suitcases'),
  ...kind('care', 'walking stick,stick,wheelchair,crutches,inhaler,pills,tablets,hearing aid'),
  ...kind('baby', 'scan,scan photo,cot,pram,babygrow,babygrows,bottle,bottles'),
]);

/** All kinds of each noun (a quilt is made and kept; a blanket is a pet's or a household's). */
export const OBJECT_KINDS: ReadonlyMap<string, readonly ObjectKind[]> = (() => {
  const map = new Map<string, ObjectKind[]>();
  const add = (k: ObjectKind, list: string) =>
    list.split(',').forEach((w) => map.set(w.trim(), [...(map.get(w.trim()) ?? []), k]));
  for (const [noun, k] of KEEPSAKES) add(k, noun);
  add('keepsake', 'quilt,blanket,jumper,scarf,cardigan,coat,hat,mug,teapot,chair,armchair');
  add('pet', 'blanket,bowl,bed');
  add('made', 'quilt,blanket,scarf,jumper');
  add('baby', 'blanket');
  return new Map([...map].map(([noun, kinds]) => [noun, [...new Set(kinds)]]));
})();
