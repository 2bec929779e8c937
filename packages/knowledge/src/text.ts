/** Words as the retriever compares them: lower case, letters and digits, a light stem. */

/** Function words that name nothing: they never make a subject, a predicate or an object match. */
const STOPWORDS = new Set(
  (
    'a an the and or but if of to in on at by for from with about as into than then so too very just also ' +
    'i me my mine we us our you your yours he him his she her it its they them their this that these those there here ' +
    'is are was were be been being am do does did doing done have has had having will would shall should can could ' +
    'may might must need ok okay yes no not dont doesnt didnt isnt arent wasnt cant wont im ive id ill youre hi hello ' +
    'hey thanks thank please what which who whom whose when where why how much many any some all each every ' +
    's t ll re ve m one get got go going know tell let like want well oh um uh right sure really toward towards'
  ).split(' '),
);

/** A crude suffix stripper: enough that "copays", "covering" and "covered" meet "copay" and "cover". */
export const stem = (word: string): string => {
  // An ordinal is its number ("65th" meets "65").
  if (/^\d+(st|nd|rd|th)$/.test(word)) return word.replace(/(st|nd|rd|th)$/, '');
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  return word;
};

/**
 * A text lower-cased with apostrophes dropped, "smile+" read as Smile Plus, and letters said one by one ("h m o", "pee
 * pee oh") or a word split by voice typing ("net work") joined (twenty-third round): what `words` and `normalized`
 * both read.
 */
const lowerCased = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/(\p{L})\+/gu, '$1 plus')
    .replace(/\bh m o\b/g, 'hmo')
    .replace(/\b(p p o|pee pee (oh|o))\b/g, 'ppo')
    .replace(/\bnet work\b/g, 'network')
    // Chat shorthand for "your" ("which of ur plans covers that"; twenty-seventh round).
    .replace(/\bur\b/g, 'your')
    // And for "much" and "what" ("smile basc how mch", "wat does it cost"; twenty-eighth round).
    .replace(/\bmch\b/g, 'much')
    .replace(/\bwat\b/g, 'what')
    .replace(/\bwats\b/g, 'whats')
    // And "there" typed short ("is ther a dedutable"; twenty-ninth round).
    .replace(/\bther\b/g, 'there')
    // A filling typed with one "l" where one needs it ("n if i need a filing"), not filing a claim (twenty-ninth
    // round).
    .replace(
      /\b(need|needs|needed|get|gets|getting|got|another) (a |one |two |some )?filing(s?)\b/g,
      '$1 $2filling$3',
    )
    // Idioms whose words a graph also uses: eyes "crossing" from reading name no eye exam, "not great with computers"
    // lacks nothing a plan lacks (twenty-ninth round).
    .replace(/\beyes (are |were |is )?(crossing|crossed|glazing|glazed)( over)?\b/g, 'tired')
    .replace(/\bnot (great|good|very good|so good|too good|the best) (with|at)\b/g, 'bad $2')
    // French for dear, in a mixed sentence ("which one is less cher"; twenty-ninth round).
    .replace(/\b(less|more|plus|moins|too|very|tres|très) cher\b/g, '$1 expensive')
    // Idioms whose words a graph also uses: "a limited income" names no "age limit", "shopping around" nothing
    // "around the 65th birthday" (twenty-eighth round).
    .replace(/\blimited (income|incomes|means|budget|funds)\b/g, 'low $1')
    // Moving someone to another plan is switching plans, no move of home ("should I move him to a plan that has it").
    .replace(
      /\bmove (him|her|me|us|them|my [a-z]+) (to|onto|over to|into) (a|another|the|that|this|one|his|her|some) /g,
      'switch $1 $2 $3 ',
    )
    .replace(/\b(shop|shops|shopping|shopped|look|looking|looked|ask|asking|asked) around\b/g, '$1');

/**
 * Lower-cased words of a text, apostrophes and hyphens treated as breaks ("out-of-pocket" is three words); an amount
 * written with a thousands comma is one number ("$3,900" meets "3900").
 */
export const words = (text: string): string[] =>
  lowerCased(text)
    .replace(/(\d),(?=\d{3}(?!\d))/g, '$1')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

export const isStopword = (word: string): boolean => STOPWORDS.has(word);

/** The stemmed words of a text that carry meaning. */
export const terms = (text: string): string[] =>
  words(text)
    .filter((word) => !STOPWORDS.has(word))
    .map(stem)
    // A function word's other forms name nothing either ("needed", "knows").
    .filter((term) => !STOPWORDS.has(term));

/** The text as the cue patterns read it: lower case, one space between words, apostrophes dropped. */
export const normalized = (text: string): string =>
  ` ${lowerCased(text)
    .replace(/[^\p{L}\p{N}$%]+/gu, ' ')
    .trim()} `;
