import {
  ABBREVIATIONS,
  askingClauses,
  asksSomething,
  asksToAct,
  BUDGET_TOLD,
  CONCEPTS,
  hasQuestionsAbout,
  inEnglish,
  isAboutCall,
  isAction,
  isDecision,
  isGreeting,
  isNarration,
  isOfTheCaller,
  isOperations,
  isReadBack,
  isSmallTalk,
  isTakingIn,
  LEXICON_WORDS,
  MEANS_TOLD,
  NOT_MISSPELT,
  OTHER_INSURERS,
  OURS,
  opensQuestion,
  PHRASE_READINGS,
  SPECIALIST_OF,
  SYNONYMS,
  tellsAmount,
  tellsMailReceived,
  WHICH_ASKED,
  withoutCallTalk,
} from './lexicon.js';
import { isStopword, normalized, stem, terms, words } from './text.js';

/** The words of a word with one letter left out. */
const deletions = (word: string): string[] => {
  const out: string[] = [];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
};

/**
 * Whether two words are at most two slips apart (a letter left out, added, changed, or two swapped): "dedutable"
 * for "deductible". Optimal string alignment, given up as soon as every path is past two.
 */
const withinTwoSlips = (a: string, b: string): boolean => {
  if (Math.abs(a.length - b.length) > 2) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, before[j - 2]! + 1);
      current.push(cost);
      least = Math.min(least, cost);
    }
    if (least > 2) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length]! <= 2;
};

/** Whether every letter of a word comes in order in another ("speclist" in "specialist"). */
const isSubsequence = (short: string, long: string): boolean => {
  let at = 0;
  for (const letter of long) if (letter === short[at]) at++;
  return at === short.length;
};

/** A fact of a program's knowledge graph, with what a designer taught about it. */
export interface KnowledgeTriple {
  subject: string;
  predicate: string;
  object: string;
  /** Other names of the subject ("the gold plan"). */
  aliases?: readonly string[];
  /** Questions this triple answers, as a caller would ask them. */
  questions?: readonly string[];
}

export interface ConversationTurn {
  from: string;
  content: string;
}

/** A card: the triple, how well it fits the conversation's last message, and why it was chosen. */
export interface KnowledgeCardMatch {
  subject: string;
  predicate: string;
  object: string;
  score: number;
  reason: string;
}

export interface CardOptions {
  /** At most this many cards (5). */
  max?: number;
  /** The last this many messages are read; the last is the one asking (8, as many as the engine passes). */
  context?: number;
  /** Cards scoring below this share of the best one are left out (0.6). */
  relative?: number;
}

export interface Retriever {
  readonly size: number;
  cards(conversation: readonly ConversationTurn[], options?: CardOptions): KnowledgeCardMatch[];
}

export const CARD_DEFAULTS: Required<CardOptions> = { max: 5, context: 8, relative: 0.6 };

/** A word or two taking in an answer ("ok", "k", "good", "thanks", "ugh ok"). */
const TAKING_IN_ONLY =
  /^ ((ok|okay|k|kk|good|great|cool|hmm|hm|right|yes|yeah|yep|no|nope|sure|thanks|thx|ty|wow|oh|ah|alright|fine|perfect|ugh|meh|huh|oof|yikes|dang|darn|geez|jeez|gotcha|got it|i see|see|whoa|hmph|aw|aww) )+$/;
/** A piece that says more of a question just asked ("like, a total", "I mean for the whole year", "for the gold"). */
const ELABORATES = /^ (like|i mean|meaning|as in|for|on|with|in|i meant|so like|or|and) /;
/**
 * Messages sent one after another by the same person, read as one when the earlier ends without a stop ("i need a
 * root canal" … "which plan covers it"): in a chat a question is often typed in pieces (twenty-second round). A word
 * or two taking in what was said ("ok", "k", "good") stays apart.
 */
const inRuns = (conversation: readonly ConversationTurn[]): readonly ConversationTurn[] => {
  const taking = (turn: ConversationTurn) => TAKING_IN_ONLY.test(normalized(turn.content));
  const joins = (earlier: ConversationTurn, later: ConversationTurn) =>
    earlier.from === later.from &&
    !taking(earlier) &&
    (!/[.?!]\s*$/.test(earlier.content) ||
      // A question, then a piece that only says more of it ("is there a ceiling on what I'd have to pay?" … "Like,
      // a total, for the whole year.").
      (/\?\s*$/.test(earlier.content) &&
        !later.content.includes('?') &&
        !taking(later) &&
        !opensQuestion(normalized(later.content)) &&
        ELABORATES.test(normalized(later.content))));
  let runs = false;
  for (let i = 1; i < conversation.length && !runs; i++) runs = joins(conversation[i - 1]!, conversation[i]!);
  if (!runs) return conversation;
  const out: ConversationTurn[] = [];
  for (const turn of conversation) {
    const previous = out.at(-1);
    if (previous === undefined || !joins(previous, turn)) out.push({ ...turn });
    else {
      // A piece that opens as a question asks as one once joined, its mark often left out when typed ("any help
      // program for that").
      const piece = turn.content.trim();
      const asks = !/[.?!]$/.test(piece) && opensQuestion(normalized(piece));
      const head = previous.content.trimEnd();
      previous.content = `${head}${/[.?!]$/.test(head) ? '' : '.'} ${piece}${asks ? '?' : ''}`;
    }
  }
  return out;
};

/** A question said with its choices, its mark left out ("do i pay more or is it the same"). */
const SPOKEN_EITHER_OR =
  / (do|does|can|will|would|is|are) (i|we|you|it|they|she|he) [a-z ]+ or (is|are|do|does|can|will|would) /;
/**
 * Questions a caller asks of themselves, which ask nothing of the graph ("Okay so, where do I even start.", "you know
 * what I mean?"), and a "wait," that opens a message (twenty-third round): read as a stop.
 */
const RHETORICAL =
  /\b(?:(?:where|how) (?:do|should|would|can|could) (?:I|i|we) (?:even )?(?:start|begin)|(?:you )?know what I mean|can you (?:even )?believe (?:it|that|this)|who knows)\s*[?.!]|^\s*(?:oh,?\s+|no,?\s+)?wait\s*[,.!]/gi;
/** The agent asking what the caller wants ("What were you two discussing?", "what would you like to know?"). */
const AGENT_ASKS_WHAT =
  / (what|which) (were|was|are|is|would|do|did|can|could)( [a-z]+){0,4} (discussing|asking|asking about|looking for|looking into|want|wanted|need|needed|like to know|calling about|question|talking about)| what can i (help|do)| how (can|may) i help| what (else )?(would you like|do you want|do you need) to know | (whats|what is|what s) (first|next|on your list|on your mind)| where (would|do|shall|should) (you|we) (like to )?(start|begin)| what (would|do) you (like to )?(start|begin) with /;
/** The agent asking which plan the caller means or has ("which plan are you on?", "Which one do you mean?"). */
const AGENT_ASKS_WHICH =
  / (which|what) (plan|one|policy|dental plan|coverage)( is| are| do| did| would)? | which of (our|the|your|these|those) (plans|ones|policies) | for you or (for )?(your|him|her) /;
/**
 * A caller doubting the answer just given ("are you sure? I read fifty somewhere", "truly nothing? there has to be a
 * catch", "you sure that's the drug one and not the medical one").
 */
const DOUBTED =
  /(?:^|[\s,.!?])(?:are you (?:sure|certain|positive)|you(?:'re| are)? (?:sure|certain|positive)|(?:really|truly|honestly)(?: nothing| zero| free)?[?!]|that can(?:'|no)?t be right|(?:that )?seems (?:high|low|like a lot|too)|i thought (?:it|that|there)(?:'d| would| was| had| is)|only (?:half|\$?\d+|(?!(?:too|that|this|it|one|them|those|then|now|right|correct|true|ok|okay)\?)[a-z]+)\?)|^\s*(?:is that (?:right(?! away| now| then)|correct|true))/i;
/**
 * Doubting the answer asks again what was asked: read as the caller's question before the agent's answer, what the
 * doubt adds after it (twenty-third round). Only the caller's last message, and only after such a question.
 */
const asDoubted = (conversation: readonly ConversationTurn[]): readonly ConversationTurn[] => {
  const last = conversation.at(-1);
  if (last === undefined || last.from === 'Agent' || conversation.length < 3) return conversation;
  if (!DOUBTED.test(last.content) || conversation[conversation.length - 2]!.from !== 'Agent')
    return conversation;
  // Not when a sentence apart from the doubt asks a question of its own ("that seems high. is there at least a
  // yearly cap?"); a word or two ("fifty?", "truly nothing?") is the doubt's.
  const sentences = last.content.split(/(?<=[.!?])\s+/);
  const asksOwn = (sentence: string) => {
    // A question with "really" put after it ("How long is the window to get signed up, really?") asks its own
    // (twenty-eighth round).
    const bare = sentence.replace(/,\s*(really|truly|honestly)\s*[?!]\s*$/i, '?');
    // So does one put before the doubt ("why is it $45 every month, I thought it was cheaper than that").
    const doubt = DOUBTED.exec(sentence);
    const before = doubt === null ? '' : sentence.slice(0, doubt.index);
    if (before.trim().split(/\s+/).length >= 3 && opensQuestion(normalized(before))) return true;
    return (
      sentence.includes('?') &&
      (!DOUBTED.test(sentence) || (bare !== sentence && opensQuestion(normalized(bare)))) &&
      sentence.trim().split(/\s+/).length > 2
    );
  };
  if (sentences.some(asksOwn)) return conversation;
  const asked = conversation[conversation.length - 3]!;
  if (asked.from === 'Agent') return conversation;
  // What was told to be checked ("the plus plan uses bright dental") is asked as a question.
  const content = asked.content.trim();
  return [...conversation.slice(0, -1), { ...last, content: /\?$/.test(content) ? content : `${content}?` }];
};

/** The figures a text says, in digits or in words, a number word alone too ("six", "eighteen", "twelve hundred"). */
const figuresSaid = (text: string): Set<number> => {
  const out = new Set<number>();
  // A figure said again in other words after a comma is another figure ("fifty, five-zero").
  for (const part of text.split(/,\s/)) addFigures(words(part), out);
  return out;
};
const addFigures = (said: readonly string[], out: Set<number>) => {
  for (let i = 0; i < said.length; i++) {
    const spoken = spokenNumber(said, i) ?? smallNumber(said, i);
    if (spoken) {
      out.add(spoken.value);
      i = spoken.end - 1;
      continue;
    }
    const digits = /^(\d+)(st|nd|rd|th|s)?$/.exec(said[i]!);
    if (digits) out.add(Number(digits[1]));
  }
};
/** Words of a figure checked, beside its numbers ("Two thousand, or twelve hundred?", "Did you say sixteen?"). */
const FIGURE_CHECK_WORDS = new Set(
  'or did you say said was that it is sorry wait so and oh uh um hm hmm percent dollars dollar bucks a year years month months week weeks day days hundred thousand zero oh per each as in'.split(
    ' ',
  ),
);
/** Words taken in beside a figure checked ("Wow.", "Are you serious?", "Sorry, you cut out.", "that's crazy"). */
const FIGURE_REACTION =
  /^ ((ok|okay|oh|wow|whoa|hm+|huh|geez|gosh|jeez|yikes|really|seriously|sorry|what|wait|are you serious|you cut out|you broke up|i missed that|thats (crazy|a lot|nuts|wild|high|steep)|come on) ?)+ $/;
/** At most this many words make a figure checked or said back. */
const FIGURE_CHECK_MAX = 8;
/**
 * A figure of the agent's answer checked ("Two thousand, or twelve hundred?", "Eighty or eighteen?", "Six months?
 * Are you serious? Did you say sixteen?") asks again for the fact the agent told: read as the agent's sentence that
 * says it, put as a question. A figure said back before a question of its own ("Fifty a year. Hm. And the other
 * plan doesn't have one?") is left out (thirty-first round). Only the caller's last message, just after the agent's.
 */
const asChecked = (conversation: readonly ConversationTurn[]): readonly ConversationTurn[] => {
  const last = conversation.at(-1);
  const answer = conversation.at(-2);
  if (last === undefined || answer === undefined || last.from === 'Agent' || answer.from !== 'Agent')
    return conversation;
  // The agent's answer, and the one before it ("And you said fifty, five-zero percent?").
  const answers = [answer, conversation.at(-4)]
    .filter((turn) => turn?.from === 'Agent')
    .map((turn) => turn!.content);
  const told = new Set(answers.flatMap((content) => [...figuresSaid(content)]));
  if (told.size === 0) return conversation;
  // Sentences, an ellipsis inside one ("Forty-five... or fifty-five?").
  const sentences = last.content.split(/(?<=[!?]|[^.]\.)\s+/).filter((sentence) => sentence.trim() !== '');
  /** Only a figure and the words of checking it; with `ofAnswer`, one of the figures is the agent's. */
  const figureOnly = (sentence: string, ofAnswer = true) => {
    const said = words(sentence);
    return (
      said.length <= FIGURE_CHECK_MAX &&
      [...figuresSaid(sentence)].some((figure) => !ofAnswer || told.has(figure)) &&
      said.every(
        (word) =>
          FIGURE_CHECK_WORDS.has(word) ||
          /^\d+$/.test(word) ||
          TENS.includes(word) ||
          UNITS.includes(word) ||
          TEENS.includes(word),
      )
    );
  };
  const reaction = (sentence: string) => FIGURE_REACTION.test(normalized(sentence));
  const checked = sentences.filter((sentence) => sentence.includes('?') && figureOnly(sentence));
  if (checked.length > 0) {
    // The rest is other figures, doubts or the check's own words ("Are you serious?", "Sorry, you cut out.").
    if (
      !sentences.every(
        (sentence) => figureOnly(sentence, false) || DOUBTED.test(sentence) || reaction(sentence),
      )
    )
      return conversation;
    const figureSentences = sentences.filter((sentence) => figureOnly(sentence, false));
    const figures = new Set(figureSentences.flatMap((sentence) => [...figuresSaid(sentence)]));
    // Checked, not only echoed in surprise ("12 months??? thats crazy"): two figures set side by side, or the
    // agent's words asked after.
    if (
      figures.size < 2 &&
      !/ (or|did you say|do you say|you said|was that|is that|was it|is it) /.test(
        normalized(figureSentences.join(' ')),
      )
    )
      return conversation;
    const source = answers
      .flatMap((content) => content.split(/(?<=[.!?])\s+/))
      .find((sentence) => [...figuresSaid(sentence)].some((figure) => figures.has(figure)));
    if (source === undefined) return conversation;
    return [...conversation.slice(0, -1), { ...last, content: `${source.replace(/[.!]+\s*$/, '')}?` }];
  }
  // A figure said back, then a question of its own.
  let first = 0;
  while (
    first < sentences.length - 1 &&
    !sentences[first]!.includes('?') &&
    (figureOnly(sentences[first]!) || reaction(sentences[first]!))
  )
    first++;
  const rest = sentences.slice(first).join(' ');
  const restNorm = normalized(rest);
  if (
    first === 0 ||
    !sentences.slice(0, first).some((sentence) => figureOnly(sentence)) ||
    !rest.includes('?') ||
    !(opensQuestion(restNorm) || /^ (and|but|also|plus) /.test(restNorm))
  )
    return conversation;
  return [...conversation.slice(0, -1), { ...last, content: rest }];
};

/** A plan set against another in a word ("silver vs that", "and gold versus bronze"). */
const VERSUS =
  / (vs|versus|compared to|against|(more|less|higher|lower|cheaper|pricier|bigger|smaller) than|any (better|worse|cheaper|lower|higher|different) (on|with|for|about|in) (that|it|this|those)) /;
/** A caller correcting what they asked ("no wait, I meant the Silver one", "sorry, I said Gold but I meant Bronze"). */
const CORRECTED =
  /\b(?:i|I)\s+(?:(?:meant|was meaning|meant to say)\s+(?:to say\s+)?([^,.;!?]+)|(?:wanted|was asking about|was asking for|was after)\s+((?:the|that|this)\s+[^,.;!?]+))/;
/**
 * A correction after a question asks that question again of what is meant: read as "what about <what is meant>?"
 * ("Bronze specialist copay?" … "$45." … "oh wait no, I meant Silver, sorry, I keep mixing them up"; twenty-third
 * round). Only the caller's last message, and only after an earlier one.
 */
const asCorrected = (conversation: readonly ConversationTurn[]): readonly ConversationTurn[] => {
  const last = conversation.at(-1);
  if (last === undefined || last.from === 'Agent' || conversation.length < 2) return conversation;
  const meant = CORRECTED.exec(last.content);
  if (meant === null || last.content.includes('?')) return conversation;
  return [
    ...conversation.slice(0, -1),
    { ...last, content: `what about ${(meant[1] ?? meant[2])!.trim()}?` },
  ];
};

/** The agent offering to tell a fact ("Would you like to hear about its dental allowance?", "Want the details?"). */
const AGENT_OFFERS =
  /\b(?:(?:would|do|did) you (?:like|want|wanna)(?: me)? to (?:hear|know|learn|go over|go through|check|explain)|(?:would|do) you want (?:the|more) (?:details|info|information)|want (?:me to|the details|more details)|(?:shall|should|can|may|could) i (?:tell|explain|go over|go through|mention|share|check)|would it help (?:to know|if i)|interested in hearing)\b/i;
/** The agent asking an open question, about the line or for who is calling: no question of the caller's is refined. */
const AGENT_ASKS_OPEN =
  / (whats|what is) (the|your) question | what about (it|that|them) | (can|could) you hear me | (are|is) (you|anyone) (still )?there | (name|date of birth|birth date|birthday|dob|member id|member number|policy number|id number|zip|zip code|address|phone|phone number|email|spell|last four|social) | (ok|okay|alright|all right|permission|consent) (to|for me to|for us to) (talk|speak|discuss) | (confirm|say|agree) (its|that its|it is|that it is) (ok|okay|alright|fine) /;
/** A yes that opens a reply ("yes please", "sure, go on", "definitely", "oh yes I'd love that"). */
const REPLY_YES =
  /^\s*(?:oh,?\s+|ok(?:ay)?,?\s+|well,?\s+)?(?:yes|yeah|yep|yup|ya|sure|please|definitely|absolutely|of course|go ahead|go on|ok|okay|alright|i would|i do|that would|that'd|it would|tell me|do|why not|certainly)\b/i;
/** A no that opens a reply ("no thanks", "not right now", "nah"). */
const REPLY_NO =
  /^\s*(?:oh,?\s+)?(?:no|nah|nope|not (?:now|right now|really|today|yet)|i'?m good|that'?s ok|maybe later)\b/i;
/**
 * A reply to the agent asking back: the agent's last message asks ("Which plan are you on?", "Primary care or
 * specialist?", "Is that for you?") after the caller's own message, and the caller answers it in a few words. The
 * answer is read with what it answers: the caller's message before (its question, the situation it told), and the
 * agent's question when the answer is a yes to it ("Is this about the Silver Advantage HMO?" … "yes"). A yes to the
 * agent offering a fact ("Would you like to hear about its dental allowance?" … "Yeah go ahead") asks for it: the
 * agent's offer is read as the caller's question. A no, or a reply asking a question of its own, stays as said.
 */
const asAnswered = (conversation: readonly ConversationTurn[]): readonly ConversationTurn[] => {
  const n = conversation.length;
  const last = conversation[n - 1];
  const agent = conversation[n - 2];
  if (last === undefined || agent === undefined || last.from === 'Agent' || agent.from !== 'Agent')
    return conversation;
  const agentSentences = agent.content.trim().split(/(?<=[.!?])\s+/);
  const agentAsks = agentSentences.at(-1)!.includes('?');
  // An open question ("How can I help?", "What were you asking about?") is answered by a message of its own.
  // So are a check of the line or of who is calling ("Can you hear me?", "Can I have your date of birth?").
  const agentQuestion = normalized(agentSentences.at(-1)!);
  if (!agentAsks || AGENT_ASKS_WHAT.test(agentQuestion) || AGENT_ASKS_OPEN.test(agentQuestion))
    return conversation;
  const reply = last.content.trim();
  if (REPLY_NO.test(reply)) return conversation;
  const replyQuestion = reply
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.includes('?'))
    .some((sentence) => sentence.trim().split(/\s+/).length > 4);
  if (replyQuestion || reply.split(/\s+/).length > 14) return conversation;
  // A yes that goes on to a question of its own, its mark left out ("ok is walgreens in network"; twenty-sixth
  // round), asks that question.
  const afterYes = reply.replace(REPLY_YES, '').replace(/^[\s,.!]+/, '');
  if (afterYes !== reply && afterYes.split(/\s+/).length >= 3 && opensQuestion(normalized(afterYes)))
    return conversation;
  const yes = REPLY_YES.test(reply);
  if (AGENT_OFFERS.test(agent.content)) {
    if (!yes) return conversation;
    // The offer's own words ask nothing ("hear" is no hearing aid): what it offers is what is asked.
    const offered = agent.content
      .trim()
      .replace(new RegExp(`${AGENT_OFFERS.source}(?: about| of)?`, 'gi'), ' ');
    return [...conversation.slice(0, -1), { ...last, content: offered.replace(/\s+/g, ' ').trim() }];
  }
  const before = conversation[n - 3];
  if (before === undefined || before.from === 'Agent') return conversation;
  const asked = before.content.trim();
  const stop = /[.?!]$/.test(asked) ? '' : '.';
  // A yes to the agent asking of the caller ("I am on the Bronze." … "Do you have Part B?" … "yes") asks nothing
  // when the caller had asked nothing.
  if (yes && !asked.includes('?') && !opensQuestion(normalized(asked))) return conversation;
  const question = yes ? ` ${agentSentences.at(-1)!.trim()}` : '';
  return [...conversation.slice(0, -1), { ...last, content: `${asked}${stop}${question} ${reply}` }];
};

/** A plan said by its place in a list ("the second one", "that last one", "the latter"); not "the middle one",
 * which callers say of a plan's rank as often as of its place. */
const PLACE_IN_LIST =
  /\b(?:(?:the|that|this)\s+)?(first|second|third|last|latter|former)\s+(?:one|plan|option|of\s+(?:the|them|those|these)(?:\s+(?:two|three|plans|ones))?)\b|\bthe\s+(latter|former)\b/i;

/** A move told (its window is asked), and turning 65 or joining the first time (the first window is). */
const WINDOW_OF_MOVE =
  /(?<! (not|no|never|arent|isnt|im not|were not)) (move|moving|moved|relocate|relocating|relocated|selling the house|sell the house) (?!(over )?(to|into) (a |an |another |the |a different |one of |that |this |your )?([a-z]+ )?(plan|plans|one|ones|silver|gold|bronze|smile) )/;
/** A window named by its season or dates ("in the fall", "mid October through early December"): asked as such. */
const WINDOW_NAMED =
  / (october|november|december|january|february|march|fall|autumn|every year|each year|annual|open enrollment|miss|missed|next chance|next time|stay put|stay here|regular time|usual time|normal time|otherwise) /;
const WINDOW_OF_65 =
  / ((turn|turns|turning|ill be|she will be|he will be|im|i am) (64|65|sixty four|sixty five)|65th|first time|for the first time|not on medicare yet) /;
/** Things said to be old that are no one's age ("an old crown", "my old plan"). */
const OLD_THING =
  /^(crown|crowns|filling|fillings|one|ones|denture|dentures|tooth|teeth|bridge|plan|plans|insurance|job|company|carrier|dentist|doctor|glasses|card|address|house|number|policy|coverage|insurer|employer)$/;
/** What a visit costs ("what's that going to cost me", "how much to see him", "what does each visit run"). */
const VISIT_PRICE =
  / (cost|costs|run|runs|charge|charges|pay|how much|cheaper|hand over|owe|price|copay|set (me|him|her|us|them) back|bill at the window) /;
/** A visit to someone said before ("see him", "each time she goes to him", "each visit"). */
const VISIT_OF_SOMEONE =
  / (see|seeing|sees|visit|visits|visiting|go to|goes to|going to|with) (him|her|them)( |$)| (each|every|per|that|the|a) visit /;
/** A kind of visit named ("my regular doctor", "a specialist"): the message's own. */
const KIND_OF_VISIT =
  / (primary|primary care|regular doctor|family doctor|family doc|regular doc|pcp|gp|specialist|specialists) /;
/** A regular doctor sending one on ("my regular doctor wants me to", "my primary is sending me"). */
const REFERRING_DOCTOR =
  /\b(?:my |her |his |their |the |our )?(?:regular|primary|family|pcp|gp)(?: care)?(?: doctor| doc| physician| dr)?(?: [A-Z][a-z]+)? (wants|wanted|is sending|sent|sends|referred|refers|is referring|told|says|said|thinks)\b/gi;
/** A specialist told of ("my cardiologist", "Dr. Patel", "a heart doctor", "the dermatologist"). */
const SPECIALIST_SAID =
  / (specialist|specialists|cardiologist|cardiology|dermatologist|derm|heart doctor|heart doc|heart guy|foot doctor|bone doctor|knee doctor|patel|[a-z]+ologist|[a-z]+ology) /;
/**
 * Words pointing at a place said before: going or being covered "there", "that office", "one of yours" (twenty-sixth
 * round). Not "is there", "there is".
 */
const PLACE_BACK =
  /\b(?:go|going|goes|went|keep going|see (?:him|her|them)|use|works?|cover (?:her|him|me|us|them)|covered|take (?:him|her|me|us)|treat (?:her|him|me|us)) there\b|\bthat (?:office|clinic|place|practice|location|one)(?= (?:of yours|in|on|covered))|\bthat(?= (?:is )?one of yours)/i;

/** Weights of what a card's score is made of; their sizes were chosen on the development set. */
const WEIGHTS = { subject: 1, object: 0.9, concept: 1.1, words: 0.5, question: 1.2, link: 0.6 };
/** A name counts as mentioned from this strength (0..1). */
const MENTION_MIN = 0.45;
/** How much of an earlier message's focus survives each naming message back (a later name takes the focus). */
const TURN_DECAY = 0.6;
/** How much survives each message back that names nothing ("yes", "what would you like to know"). */
const QUIET_DECAY = 0.9;
/** How much of an earlier question's predicate carries to a message that asks none of its own ("and Gold?"). */
const CARRIED_PREDICATE = 0.8;
/** How much of the predicate an answer just before names by its own word carries to a follow-up ("and plus?"). */
const ANSWERED_PREDICATE = 0.6;
/** An earlier question's predicate carries to a message this many back at most. */
const PREDICATE_CARRY = 4;
/** Weight of an earlier question's words in the lexical score, against the last message's (1). */
const EARLIER_WORDS = 0.4;
/** How much of a plan's focus its kind's facts get ("Smile Basic" is a "dental-only policy"). */
const KIND_FOCUS = 0.5;
/** A concept named less surely than the message's surest one weighs this share of its cue. */
const RIVAL_CONCEPT = 0.8;
/** A concept cued only in the clauses that tell the situation, not in the one that asks, weighs this share. */
const SITUATION_CUE = 0.8;
/** What "in network" beside another predicate weighs of its cue: it qualifies the other. */
const QUALIFIER_CUE = 0.5;
/** A statement of at most this many words may be a terse query ("oop max bronze"). */
const TERSE_WORDS = 6;
/** A statement that asks nothing by its form asks when it names a predicate this surely ("deductible on basic"). */
const STATEMENT_CUE = 0.9;
/** An earlier message's names weigh this much once the last message names something itself. */
const SHIFTED_FOCUS = 0.3;
/** A card weighs this share more for each card of its subject and predicate chosen before it (see `diverse`). */
const DIVERSITY = 0.85;
/** With two subjects or more named in a message, each later card's weight for every card of its subject before it. */
const SUBJECT_SPREAD = 0.95;
/** Below this a last message's best card is no answer to anything. */
const SCORE_MIN = 0.7;
/** A cue under this only hints at its predicate ("go ahead" at a referral): acting on a plan asks no more for it. */
const HINT_CUE = 0.7;
/** A kind's fact sharing the message's words with a fact of the member in focus weighs this much (see below). */
const KIND_BELOW_OWN = 0.6;
/** The weight of a fact the agent told just before, asked after it, among the cards shown (twentieth round). */
const TOLD_JUST_BEFORE = 0.8;
/** Added to a covered thing's fact when the message names the thing and asks what is covered. */
const THING_ASKED = 0.3;
/** The least best score of a question that only points back at the subject in focus (its focus has faded). */
const POINTS_BACK_MIN = 0.4;
/** Cards below the cut (`relative` of the best) but at least this share of it fill the room left among the five
 * (0.5 before the eleventh round). */
const FILL_RELATIVE = 0.45;
/** How surely a thing must be named for a question about it to be asked of the plan in focus alone (fourteenth
 * round): a part of a longer object's name will do ("hearing aid" of "hearing aids up to $1,500 per ear"). */
const THING_NAMED = 0.6;
/** Above the best other card: a plan's own value of a predicate it was checked against another's value of. */
const CHECKED_AGAINST = 1.05;
/** What the fact holding a thing named gets of a link, beside the fact joining it to a subject in focus. */
const LINK_HOLDER = 2;
/** A message's first words greeting ("hi", "hello there", "good morning"). */
const GREETING_FIRST =
  /^ ((yes|yeah|um|uh|oh|well) )?(hi|hello|hey|hiya|howdy|hola|good (morning|afternoon|evening|day))( there)? /;
/**
 * An agent looking a fact up aloud ("let me check what Gold charges for a specialist", "I'm pulling up the Gold Choice
 * dental allowance"): with a plan or a fact's object named and a predicate cued in words of its own, it asks for that
 * fact (nineteenth round).
 */
const LOOKUP =
  / (let me|lemme|ill|i will|im going to|im gonna|i am going to|i can) (just )?(quickly )?(check|look up|see|find|confirm|compare|double check|pull up|look into|bring up) (what|whether|if|which|how|the|on|for) | (pulling up|looking up|checking|bringing up|looking into|double checking|confirming) (what|whether|if|which|how|the|on|for) /;
/** Cues too general for a lookup to ask a fact by them ("pulling up the gold ppo benefits", "the policy details"). */
const LOOKUP_GENERAL =
  /^(benefits?|details|coverage|plan|plans|policy|policies|account|summary|covered|cover|covers)$/;
/** A question of amount or time alone ("How much?", "how long though?"; nineteenth round). */
const BARE_AMOUNT_QUESTION =
  /^ ((and|so|ok|okay|um|uh|but) )?(by )?how (much|many|long|soon|often)( (is it|is that|then|though|exactly|again))? $/;
/** The question before asked again for someone else ("same for my husband?", "what about for him?"). */
const SAME_FOR_SOMEONE =
  /^ ((and|ok|okay|so|but) )?((is it|would it be|is that|its|thats) )?(the )?(same|what about|how about|and) (for|with) (me|him|her|them|us|my [a-z]+|her [a-z]+|his [a-z]+|our [a-z]+)( too| as well| also)? $/;
/** Predicates a yearly amount of which may be said in or out of network. */
const QUALIFIED_BY_NETWORK = /out-of-pocket|deductible/;
/** What kind a plan is, asked without a mark at the end of a sentence ("bronze saver is that medicare advantage"). */
const SPOKEN_KIND_QUESTION =
  / (is|are) (that|it|this|they|those|these) (a |an |the |one of (the|them|those|your) )?([a-z]+ ){0,3}(plan|plans|policy|policies|ppo|hmo|advantage|part c|supplement|medigap|insurance|dental only)s? $/;
/** A question of whether a plan has one of what was just spoken of ("does it have one?", "is there one on silver"). */
const HAS_ONE =
  / ((does|do|did|will|would) (it|they|that|this|that one|this one|that plan|this plan|she|he)( also| even)? (have|has|get|come with) (one|any|it|that)|(is|are) there (one|any)( on| for| with| in) [a-z ]+|(has|have) (it|they) got (one|any))( too| as well| also| either)? $/;
/** Asking for another of what was just told ("is there another one?", "any other window?"). */
const ANOTHER =
  / (another|other|a second|one more|any more|a different) (one|window|time|period|chance|option|way)s? /;
/** A value said: an amount, a share or a figure in words. */
const FIGURE = /[\d$%]|\b(zero|none|nothing|free)\b/i;
/** At most this many words in a question that leans on the agent's last sentence. */
const LEANING_WORDS = 6;
/** What is left, owed or used of an amount: no kind of care asked its price. */
const LEFT_OF_IT =
  /^(remaining|left|leftover|owed|outstanding|available|allowed|used|spent|covered|paid|pending|needed|required|included|due)$/;
/** Words after a kind of care asked its cost ("how much is a colonoscopy on the Gold"; nineteenth round). */
const COST_OF_IT = /^(|cost|costs|run|be|on|under|with|at|me|if)$/;
/**
 * A doctor asked about by name ("is dr nguyen in network"): "dr" is always followed by a name; "doctor" only when
 * the name is capitalised ("is Doctor Hale on it").
 */
const DOCTOR_NAMED = / (is|are|does|do|can|could|will|would) (?:[a-z]+ ){0,3}?(dr) ([a-z]+) (?:([a-z]+) )?/;
const DOCTOR_NAMED_CAPITALISED =
  /\b(?:is|are|does|do|can|could|will|would)\b.*\b(?:[Dd]octor|[Dd]entist) ([A-Z][a-z]+)/;
/** Words beside a plan's name in a bare "how much" ("the gold plan, how much is it"). */
const BARE_HOW_MUCH = new Set([
  'how',
  'much',
  'the',
  'plan',
  'is',
  'it',
  'and',
  'so',
  'ok',
  'okay',
  'what',
  'about',
]);
/** A value that is only an amount ("$0", "$1,000"). */
const BARE_AMOUNT = /^\$?[\d,.]+%?$/;
/** Someone saying who is on the line ("this is Luis.", "you've reached Dana"), the name capitalised, at the end. */
const INTRODUCES =
  /\b(?:this is|my name is|you've reached|you have reached|youve reached) [A-Z][a-z]+(?: [A-Z][a-z]+)?(?:,? speaking)?(?: from [A-Z][a-z]+(?: [A-Z][a-z]+)?)?(?:,? \d{5})?[.!]?\s*$/;
/** Whether it is the company one reached ("That's you people, right?", "is that you guys?"). */
const YOU_REACHED =
  / (thats|that is|is that|is this|was that|are you|is it) (you|you people|you guys|you folks|yall|your company|your outfit)( right| correct)? $/;
/** A person's name given: up to three capitalised words right after "this is", "my name is" or "I'm". */
const PERSON_NAMED =
  /\b((?:[Tt]his is|[Mm]y name is|[Mm]y name's|[Nn]ame's|[Tt]he name is|I'm|I am) )((?!(?:Dr|Doctor|Dentist|Mr|Mrs|Ms|Miss|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)[A-Z][a-z]+(?:[-'][A-Za-z]+)?(?: (?!(?:Dr|Doctor)\b)[A-Z][a-z]+(?:[-'][A-Za-z]+)?){0,2})/g;
/** The thing a question asks to be covered ("does smile plus cover braces", "cover the bone graft"). */
const COVERED_THING =
  / (cover|covers|include|includes|pay for|pays for) (the |a |an |my |her |his |their |any )?([a-z]+) /;
/** Words that stand for a thing said before ("the devices", "that stuff", "the procedure"). */
const STANDS_FOR_THING_WORDS =
  'device devices thing things stuff one ones procedure procedures treatment treatments work service services bills visits costs expenses whole rest replacement replacements repair repairs'.split(
    ' ',
  );
const STANDS_FOR_THING = new RegExp(`^(${STANDS_FOR_THING_WORDS.join('|')})$`);
/** Their word stems, no thing unknown to the graph ("what procedures does Smile Plus cover": twenty-fifth round). */
const THING_TERMS = new Set(STANDS_FOR_THING_WORDS.map((word) => stem(word)));
/** A cue of care outside a network ("doctor isnt in evergreen", "not in your network"). */
const OUTSIDE_NETWORK = / (not|isnt|arent|aint|outside|out of) /;
/** A cue this faint beside a predicate asked of a thing asks nothing of its own ("covered" of a network). */
const FAINT_CUE = 0.3;
/** A time written after a slash ("$45/mo", "how much /yr"). */
const PER_SLASH = /\s*\/\s*(mo|month|mth|yr|year|wk|week|visit)\b/gi;
/** Paying without insurance ("if I don't have insurance", "cash price"). */
const UNINSURED_PRICE =
  / ((if|when|since|because) (i|we|she|he|they|you) (dont|do not|doesnt|does not|didnt|did not) have (any |no )?(insurance|coverage|a plan|dental insurance|a policy)|without (any )?(insurance|coverage|a plan)|uninsured|self pay|cash price|paying cash) /;
/** The weight of a plan's facts when it is named only as what another plan is measured against. */
const BASE_PLAN = 0.85;
/** Whether the name `words` stands in `norm` as what another plan is measured against ("compared to the silver"). */
const namedAsBase = (norm: string, words: string): boolean => {
  const name = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    ` ((compared|comparing|compare it) (to|with)|as|unlike)( the| a)? ${name} | ${name} (doesnt|does not|dont|do not|wont|will not|you said|you told me|you mentioned) | (on|for|with) (the )?${name} you (said|told|mentioned) `,
  ).test(norm);
};
/** A clause that is only a word of politeness ("please?", "sir", "thank you"). */
const POLITENESS = /^ ((please|pls|plz|sir|maam|madam|thanks|thank you|por favor|thank|you|ok|okay)\s*)+ $/;
/** Words saying a value is not had, among those telling a plan (nineteenth round). */
const NEGATIONS = new Set(['not', 'doesnt', 'dont', 'isnt', 'no', 'without', 'lacks', 'lacking', 'excludes']);
/** A predicate saying a thing is not had ("does not include", "excludes", "has no"). */
const NEGATIVE_PREDICATE = /\b(not|no|excludes?|without)\b/i;
/** Sentences of a message that tells a story before any topic (nineteenth round). */
const STORY_SENTENCES = 4;
/** A greeting or a check of the line put as a question ("Hello?", "Hi there?", "Can you hear me?"). */
const GREETING_QUESTION =
  /(^|[.!?]\s+)((yes|yeah|um|uh|oh|ok|okay|so|well|hi|hello|hey|hi there|hello there),?\s*)*(hi|hello|hey|hi there|hello there|can you hear me|are you there|is this on)\s*\?/gi;
/** Whether a text tells a story: STORY_SENTENCES sentences of two words or more, and no question but a greeting. */
const tellsStory = (text: string): boolean => {
  const plain = text.replace(GREETING_QUESTION, '$1');
  if (plain.includes('?')) return false;
  let sentences = 0;
  for (const sentence of plain.split(/(?<!\b(?:dr|mr|mrs|ms|st|jr|sr|vs|etc|a\.m|p\.m))[.!;]+(?:\s+|$)/i))
    if (sentence.trim().split(/\s+/).length >= 2) sentences++;
  return sentences >= STORY_SENTENCES;
};
/** A clause pointing back at a plan just named: after another insurer's, it asks of theirs. */
const POINTS_AT_THEIRS =
  / (that one|that plan|that policy|theirs|their plan|their policy|on that|for that|it|its) /;
/** The strength of a plan told by a value of its own ("the forty nine dollar plan"), not by its name. */
const DESCRIBED = 0.8;
/** A situation that says a need or a cost of care ("I'm going to need new glasses", "they cost a fortune"). */
const CARE_NEED =
  / (need|needs|needed|needing|gonna need|have to get|has to get|expensive|cost|costs|costly|afford|fortune|pricey|pay for|paying for|add up|adds up|wear|wears|(dentist|doctor|doc|dr) (says|said|wants|recommends|recommended|suggested|told me)) /;
/**
 * Events of one's life that open a question of the facts of no plan: turning 65, having Part A only, moving,
 * Medicaid beside Medicare.
 */
const LIFE_EVENT =
  / ((turn|turning|turned|turns|hit|hitting|reach|reaching|be|ill be|will be) 65|65th|(only|just) (have |has |got )?(the )?(medicare )?part a|enough to (join|get|enrol|enroll|sign up|qualify)|moving|relocating|move|relocate|medicaid|help from the state|state (help|assistance)|(im|i am|is|shes|hes|she is|he is|moms|mothers|dads|fathers|husbands|wifes|grandmas|grandpas|mums) (6[6-9]|[7-9]\d|1[01]\d|seventy|eighty|ninety)) /;
/** Whether a situation says a need or a cost of care, not a moment asked for ("I need a minute"). */
const saysCareNeed = (norm: string) => {
  // Plans said to cost little ("plans out there that don't cost too much") are no care's cost (twenty-fifth round).
  const said = norm
    .replace(HOLD_NEED_ALL, ' ')
    .replace(NEED_TO_ACT_ALL, ' ')
    .replace(/ (dont|do not|doesnt|does not|wont|wouldnt|would not) (cost|costs) /g, ' ');
  return CARE_NEED.test(said);
};
/**
 * "Need to" and a verb that is not getting, having, seeing or paying for something ("I need to find my glasses",
 * "I need to grab my card") says what one must do now, not a need of care.
 */
const NEED_TO_ACT_ALL =
  / (need|needs|needed|gonna need) to (?!(get|have|buy|see|replace|pay|go in|go to|fix|pull|start|take|fill|switch|change)\b)[a-z]+ /g;
/**
 * Who is calling, said with no question (fourteenth round): a name given ("my name is Dr. Margaret Banner", "this
 * is Crown Williams calling") or a street address ("I live at 4410 East Silver Creek Road"). Their words are a
 * person's or a street's, not a plan's. Or who one is to the person called for ("I'm her daughter, I handle her
 * paperwork": twenty-fifth round).
 */
const SELF_INTRODUCTION =
  / (my name is|my names|the name is|the names|name is|this is [a-z]+( [a-z]+)? (calling|speaking|here)|i live at|my address is|address is|(im|i am) (her|his|their) (daughter|son|granddaughter|grandson|niece|nephew|caregiver|caretaker|power of attorney|poa|guardian)|i (handle|manage|do|take care of) (her|his|their) (paperwork|affairs|bills|finances|insurance|mail)) /;
/**
 * Asking to know a fact in so many words ("I wanted to know", "I'm calling to find out", "tell me"): beside a name
 * given or an address, with a predicate cued surely, the message asks as well as introduces (fifteenth round).
 */
/** Verbs that open a spoken question ("does silver advantage have …"). */
const ASKING_VERBS = ['does', 'do', 'is', 'will', 'would', 'can', 'could', 'has'];
/** A clause that is an interjection alone. */
const INTERJECTION = /^ (wait|sorry|well|ok|okay|oh|um|uh|hi|hello|hey|yes|yeah|no|so|hmm) $/;
/** A question begun and left for another ("Am I, is this the right place …"; thirty-first round). */
const QUESTION_LEFT =
  /^ (am|is|are|do|does|did|can|could|will|would|should) (i|it|this|that|we|you|they|there) $/;
/** A question asking whom one reached ("wait, is this Social Security?", "did I dial wrong?"). */
const WHOM_REACHED =
  /^ ((wait|sorry|oh|ok|okay|well|hi|hello|hey|um|uh|yes|yeah|so) )*(is this|am i (speaking|talking) (to|with)|did i (reach|get(?! (that|it|this|those|these|them|all that|everything|those numbers|the [a-z]+) (right|correct|wrong|straight))|call|dial)|have i reached) /;
/**
 * Questions put off to later: what the caller will ask, not what they ask now (seventeenth round); what one is going
 * to ask ("I'm going to want to ask about the premium", "what I'm going to end up asking you about": nineteenth
 * round).
 */
const DEFERRED =
  / (eventually|later on|later|at some point|down the line)( [a-z]+){0,4} (ask|asking|talk|go over|get into|get to|discuss|questions?|from you) | before i (ask|get into|start)| well get to | (want|need|like) to (ask|talk) about .* (later|at some point|eventually) |(?<! (hes|shes|he is|she is|theyre|they are|he|she|they)) (im )?(going to|gonna) (want to |wanna |end up |need to )?(ask|asking) | (ill|i will|well|we will) (ask|get to|come back to|talk about)( you)?( about)?( it| that| this| them)? (in a (sec|second|minute|moment|bit)|later|after|next|shortly) /;
/**
 * The company's plans counted or called its own, with their kind ("your three Medicare Advantage plans", "your 3
 * medicare plans", "both your dental plans"): the plans themselves; not one picked of them ("the pricier of your two
 * dental plans"; twenty-seventh round). Or "your" plans counted without their kind ("Monthly cost of each of your three
 * plans, go."; twenty-eighth round).
 */
const COUNTED_PLANS =
  /(?<!\b(?:[a-z]+er|[a-z]+est|more [a-z]+|most [a-z]+|less [a-z]+|least [a-z]+|best|worst|one|which|neither|any|none|some) of )\b((?:your|the|these|those|all|all your|all of your|both your|both of your) (?:two|three|2|3)|all your|all of your|both your|both of your|all (?:two|three|2|3) of your) (?:medicare advantage|medicare|advantage|dental) (?:plans|policies)\b|\b(?:your|all of your|both of your) (?:two|three|2|3) (?:plans|policies)\b/gi;
/** An agent checking who is calling ("And your date of birth?", "Can I get your member ID?"). */
const AGENT_CHECK =
  / (date of birth|birth date|birthdate|birthday|dob|your name|full name|member (id|number)|policy number|zip|zip code|address|phone number|spell) /;
/**
 * An agent telling the plan it found on the caller's account ("Thanks Jose, I see you on Bronze Saver HMO. How can I
 * help?"): the caller's plan is then the topic, whatever greeting comes with it (thirtieth round).
 */
const AGENT_FINDS_PLAN =
  / (i see|i can see|i have|ive got|i show|it shows|shows|looks like|i found|i pulled up|youre on|you are on|youre enrolled in|is on|are on|is enrolled in) /;
/** An agent answering the line: who they are, where one called ("This is Sam", "you've reached …"). */
const AGENT_ANSWERS_LINE =
  / (this is (?!(the|a|an|our|your|not|where|what|who|it|that|for|about) )[a-z]+|my name is|my names|[a-z]+ speaking|youve reached|you ve reached|you have reached|thanks for calling|thank you for calling|welcome to) /;
/** Whether two cues met in a text share a stretch of it ("the most hed pay" and "pay for doctors"). */
const overlapping = (text: string, first: string, second: string): boolean => {
  const a = text.indexOf(` ${first} `);
  const b = text.indexOf(` ${second} `);
  return a >= 0 && b >= 0 && a < b + second.length + 1 && b < a + first.length + 1;
};
/**
 * An agent asking leave to speak with the one on the line for someone ("Is Mr. Okafor with you so he can give
 * permission for me to speak with you?", "Can I get her permission to speak with you?").
 */
const AGENT_ASKS_CONSENT =
  / (permission|consent|authorization|authorisation|authorize|authorise|okay|ok|alright|all right)( [a-z]+){0,6} (speak|talk|discuss|go over|share)| (speak|talk) (with|to) you (about|on behalf|for) /;
/** Leave given ("He says yes, go ahead, you can talk to me", "she says that's okay", "yes I give permission"). */
const CONSENT_GIVEN =
  / (yes|yeah|yep|sure|okay|ok|alright|all right|fine|go ahead|permission|consent|agree|agrees|allow|allows|authorize|authorise)( |$)/;
/** Something put first, before the question ("but first, my name is …"): no question yet, unless one is put. */
const FIRST_DEFERRED = / but first | first (i|though|things first) /;
/** An agent's line of procedure before any topic: a transfer, a scope of appointment, what the agent can go over. */
const AGENT_PROCEDURE =
  / (transferring|transfer you|scope of appointment|this call (may|is|will) be|recorded|i can (go over|help (you )?with|walk you through)|you(ve| have) reached|verify|may i have|can i (have|get)|please (stay|hold)) /;
/** A document read aloud: its words are no question (seventeenth round). */
const READ_ALOUD =
  / (let me read|ill read|i(ll| will)? read you|reading (you|off|from)|(it|that|this|which) says|says here|(open|opened) to page|on the front of (my|the) card (says|is)|what(s| is) on the (front|back) of|(packet|booklet|paperwork|letter|brochure|card|papers) (right )?(here|in front of me|in my hand)|ready when you are) /;
/** A value on a sheet that cannot be read ("it's smudged", "mine is cut off"). */
const UNREADABLE =
  / (smudged|smeared|cut off|faded|torn|blurry|blurred|illegible|unreadable|cant read|cannot read|cant make out|missing|blank) /;
/**
 * A wish to know, one's own or another's, and what it asks ("he wants to know what the Silver would take", "my
 * daughter said I ought to ask whether …").
 */
const WISH_TO_KNOW =
  / (?:want|wants|wanted|would like|wd like|d like|needs|need|trying|hoping|wondering|wonders|wondered|asked me|(?:ought to|supposed to|should|told me to|said to) (?:ask|check))(?: you)? (?:to (?:know|find out|ask|check) )?(?:if|whether|what|whats|how|when|where|which|who) (.+)$/;
const KNOW_REQUEST =
  / ((want|wanted|wanna|like|love|need|needed|hoping|hoped|trying|calling) to (know|find out|ask about|learn|check on|check)|can you tell me|could you tell me|tell me) /;
/**
 * Telling only for the record ("My dentist is at the Aspen office in Mesa. Just so you know.") or offering one's
 * numbers ("I'll read you whichever number you need"): with no question, the caller tells who they are (fifteenth
 * round).
 */
const FOR_THE_RECORD =
  / (just )?so you know | fyi | for your information | for the record |(read|give) you (my|the|whichever|whatever|any|all|both) ([a-z]+ )?(number|numbers|id|ids|card|cards) /;
const STREET_ADDRESS =
  / ((?!(19|20)\d\d )\d{3,6}|(live|living|located|stay|staying|house is|home is) (on|at|off)) ([a-z]+ ){1,4}(road|rd|street|avenue|ave|drive|lane|ln|boulevard|blvd|way|court|ct|circle|cir|parkway|pkwy|trail|terrace|highway|hwy) /;
const HOLD_NEED =
  / need (a|one) (minute|second|moment|sec) | need (to get |to find |to grab )?my (glasses|reading glasses|readers|card|phone|notes|papers) /;
const HOLD_NEED_ALL = new RegExp(HOLD_NEED.source, 'g');
/** Whether a message cues a predicate at least this surely. */
const cuedAtLeast = (turn: Analysis, weight: number) => {
  for (const found of turn.concepts.values()) if (found.weight >= weight) return true;
  return false;
};
/** Words from which a message that asks nothing, before any topic, is a story told (twenty-fifth round). */
const LONG_TELLING = 35;
/** Being lost among it all, said at the end of a story ("I don't know what's what"): no fact asked (twenty-sixth round). */
const LOST =
  / (dont|do not|didnt|did not) (know|understand) (whats what|what s what|where to (start|begin)|which is which|any of (it|this|that|them)|what (any of )?(it|this|that|they) means?)| (no idea|not sure) (whats what|where to (start|begin)|what any of (it|this|that) means) /;
/** A fact that told a plan by its value weighs this much of its score: the caller knows it already. */
const DESCRIBING_FACT = 0.5;
/** Asks which plan it is that the values tell ("do either of the Smile plans …": twenty-fifth round). */
const WHICH_PLAN =
  / (which|what) (plan|one|policy|option)s? | which of (yours|them|those|these|the two|both) | which (of )?(your |the |these |those |our |you guys |yall )?(medicare |dental |medicare advantage |advantage )?(plan|one|policy|option)s? | (do you have|is there|are there|have you got|do you sell|do you offer) (a|an|any|one of (your|the|these|those))( [a-z]+){0,2} (plan|policy|option)s? (that|thatd|thatll|thats|with|where|which) | (do|does|would|will|can) (either|any|both) of (the|your|these|those|you guys)( [a-z]+){0,2} (plans|policies|options|ones) /;
/** A value shared by more plans than this describes none of them (and is not followed through a large graph). */
const DESCRIBES_MAX = 50;
/** Price ranks: the cheaper plan, the dearer one, and one that costs nothing a month. */
const CHEAPER =
  / (cheaper|cheapest|less expensive|least expensive|lower priced|lower cost|inexpensive|budget|cheap) (one|ones|plan|plans|policy|policies|option|options|of|dental|medicare|hmo) /;
const DEARER =
  / (more expensive|most expensive|pricier|priciest|costlier|higher priced|expensive|fancier|fanciest|fuller|more complete|bigger|richer|premium|deluxe|upgraded|top tier|higher tier|better|best) (one|ones|plan|plans|policy|policies|option|options|of|dental|medicare|ppo) /;
/** Words that say a plan without naming it ("the forty nine dollar plan", "the one with the hearing aids"). */
const PLAN_NOUNS = new Set([
  'plan',
  'plans',
  'one',
  'ones',
  'policy',
  'policies',
  'option',
  'options',
  'hmo',
  'ppo',
]);
/** A condition first, then a question ("if I go out of network, is the out-of-pocket max different?"). */
const CONDITION_FIRST =
  /(?:^|[,.;:!?]\s*)(?:and |but |so |ok |okay )?(?:what )?if\s+([^,.;:!?]+),\s*(?:then\s+)?(?:is|are|does|do|would|will|whats|what[’']?s|what|how|can|could|should|am|do|who|which)\b/i;
/** Words of a predicate that relate, naming no kind of thing ("includes", "covers", "has"). */
const RELATION_TERMS = new Set(
  'include includes cover covers has have is are gives give needs need lowers opens qualifies lasts requires'
    .split(' ')
    .map(stem),
);
/** A follow-up's opening ("and for …", "ok but for …", "what about …"). */
const FOLLOW_UP =
  /^ ((ok|okay|um|uh|well|so|and|but|hmm) )*(for|and for|what about|how about|and what about) /;
/** The most words a follow-up naming only a thing has. */
const FOLLOW_UP_WORDS = 10;
/** A cue that is an age said ("im 73", "she is 88", "over 70"). */
const AGE_CUE =
  /^ ((im|i am|is|shes|hes|she is|he is|turning|turned) (6[6-9]|[7-9]\d|1[01]\d)( years old| years)?|(over|past|above|older than|in (my|our|her|his|their)( late)?) (6[5-9]|[7-9]\d|sixties|seventies|eighties|nineties)) $/;
/** Turning 65, told. */
/** Turning 65, or an enrolment season near, told as news ("the open enrollment thing is coming up": twenty-third round). */
const EVENT_TOLD =
  / (turn|turning|turns|turned|hit|hitting|be|ill be) (65|sixty five)|65th | enrollment( thing| period| season| time)? (is |are )?(coming up|around the corner|starting soon|approaching) | big (65|6 5|six five|sixty five) /;
/**
 * A move told as news ("I just moved out here from Ohio", "before I moved here to Scottsdale", "Just unpacked the last
 * box from our move.", and, twenty-seventh round, "My wife and I are retiring and moving down from Ohio in the spring").
 */
const MOVE_TOLD =
  / (moved|relocated|unpacked|unpacking|(our|my|the) move|(im|i am|were|we are|am|are|is|hes|shes) ([a-z]+ ){0,3}moving|(into|about|of) moving) /;
/** A problem with one's plan told with a move ("my old plan doesn't work here", "I'm out of its area now"). */
const PLAN_TROUBLE =
  / ((doesnt|does not|dont|do not|wont|will not|isnt|is not|not) (work|cover|good|valid|accepted|taken)|out of (the |its |their )?area|no longer|still (work|good|covered|cover)|keep (my|her|his|the)|lose|losing|lost|need (a )?new|what (happens|do i do)) /;
/** Words of joining a plan, of a window, of a deadline or of wanting to find out, which make news a question. */
const WANTS_TO_JOIN =
  / (sign up|signing up|signed up|enroll|enrol|enrolling|join|joining|apply|applying|chance|deadline|window|period|when|miss|missing|choose|pick|switch|change|changing|options|what (do|should|can) i|figure out|need to know|want to know|help me|eligible|qualify|too old) /;
/** The terms of a plan's nouns that a kind's name holds ("Medicare Advantage plan", "dental-only policy"). */
const PLAN_NOUN_TERMS = ['plan', 'plans', 'policy', 'policies'].map(stem);
/** Words after a plan's noun that open what tells it ("the plan with …", "the one that …"). */
const TELLING = new Set(['with', 'that', 'where', 'whose', 'having', 'offering', 'including', 'without']);
/** Words before a plan's noun that name a kind of plan, no value ("a drug plan", "a prescription plan"). */
const DRUG_PLAN = new Set(['drug', 'drugs', 'prescription', 'prescriptions', 'rx', 'pharmacy']);
/** Words that open what is asked after a plan told by its values. */
const ASKING_WORDS = new Set([
  'what',
  'whats',
  'how',
  'which',
  'who',
  'when',
  'why',
  'is',
  'are',
  'does',
  'do',
  'can',
  'could',
  'will',
  'would',
  'should',
  'any',
  'anything',
  'tell',
]);
/** An amount of nothing ("$0", "$0 a year"), not "$0.50" nor "$05". */
const ZERO_AMOUNT = /^\s*\$\s?0(?![\d.,])/;
/** Words that may stand before a plan's noun among the values that tell it ("the 45 a month one"). */
const VALUE_FILLERS = new Set(['a', 'per', 'no']);
/**
 * The words of a message that tell a plan by its values: up to 4 words just before a plan's noun ("the twenty four
 * dollar dental plan"), and up to 8 after a plan's noun and "with", "that", "where" ("the plan that pays some of my
 * part b back").
 */
const NO_WORDS: string[] = [];
/** Words after "one" that make it a count, no plan ("one year", "one more", "one of"). */
const ONE_COUNTS =
  /^(year|years|month|months|day|days|week|weeks|time|times|more|of|point|visit|visits|tooth|teeth|thing|things|hundred|thousand|dollar|dollars|hour|hours|minute|minutes|second|moment|bit|sec)$/;
const tellingWords = (messageWords: readonly string[]): string[] => {
  let out = NO_WORDS;
  for (let i = 0; i < messageWords.length; i++) {
    if (!PLAN_NOUNS.has(messageWords[i]!)) continue;
    // "One" counting ("if I get really sick one year", "one more thing") names no plan (twenty-sixth round).
    if (messageWords[i] === 'one' && ONE_COUNTS.test(messageWords[i + 1] ?? '')) continue;
    if (out === NO_WORDS) out = [];
    let from = i;
    while (from > Math.max(0, i - 4)) {
      const word = messageWords[from - 1]!;
      if (isStopword(word) && !VALUE_FILLERS.has(word)) break;
      from--;
    }
    // A drug plan is a kind of plan asked about, no value telling one ("does it have a drug plan in it":
    // nineteenth round).
    const before = messageWords.slice(from, i).filter((word) => !VALUE_FILLERS.has(word));
    if (!(before.length === 1 && DRUG_PLAN.has(before[0]!)))
      for (let j = from; j < i; j++) out.push(messageWords[j]!);
    if (TELLING.has(messageWords[i + 1] ?? ''))
      for (let j = i + 2; j < Math.min(messageWords.length, i + 10); j++) {
        // What is asked after what tells ("the plan with the 6,700 limit what are specialist visits").
        if (ASKING_WORDS.has(messageWords[j]!)) break;
        out.push(messageWords[j]!);
      }
  }
  return out;
};
const FREE =
  / (free (one|ones|plan|plans|policy|option|options)|(no|zero|0|0 dollar|zero dollar) (premium|monthly premium)( (one|ones|plan|plans|policy|option))?|costs nothing a month|nothing a month|(doesnt|does not|dont|do not) charge (anything|nothing)( monthly| a month| each month| per month)?) /;
/** A modal verb before its subject, asking inside a spoken sentence ("my grandma is 92, can she even get …"). */
const MODAL_QUESTION =
  / (can|could|does|do|did|will|would|should) (i|we|you|she|he|they|it|the|my|there|anyone|someone|mom|dad|mum|mother|father|grandma|grandpa|granny|wife|husband|son|daughter|kids|kid|child|children|parents|spouse|partner|grandson|granddaughter|grandkids|his|her|our|their) /;
/** A request to be told of a thing (read by `normalized`): "tell me about the Gold Choice PPO". */
const TELL_ABOUT =
  / (tell|told) (me|us) (about|more)|(explain|describe|go over|walk me through|run me through) | (information|info|details|rundown|overview) (on|about|for) /;
/** Help asked to choose between plans, with nothing asked of them ("I'm deciding between your two dental plans, can you help?"). */
const DECIDING_BETWEEN = / (deciding|choosing|picking|torn) between .* (can|could) you help( me)? $/;
/**
 * A general request to be told of a thing, asking no fact of it (read by `normalized`): "tell me about …", "what can
 * you tell me", "I'd like some information about …", "I'm interested in …, what can you tell me", "I'm deciding between
 * your two dental plans, can you help?" (twenty-seventh round).
 */
const GENERAL_REQUEST = new RegExp(
  `${TELL_ABOUT.source}| what (can|could|would) you tell (me|us)| (like|want|need|looking for|get|have) (some |more |any )?(information|info|details)( |$)|${DECIDING_BETWEEN.source}`,
);
/** A tag question at the end of a message (read by `normalized`): "… right", "… correct", "… yes or no". */
const TAG_QUESTION = / (right|correct|yes or no|y n|or not|isnt it|arent they|dont they|doesnt it) $/;
/** A question's first word at the start of a message (read by `normalized`), after a filler or two. */
/**
 * A question after its topic, between two answers ("brnz saver is that with valley care or evergreen": eighteenth
 * round).
 */
const TOPIC_FIRST_QUESTION =
  /^ ([a-z]+ ){1,4}(is|are|does|do|has|have) (that|it|this|they|those) ([a-z]+ )+or [a-z]+/;
const PLAIN_QUESTION =
  /^ ((ok|okay|oh|um|uh|hi|hello|hey|so|and|yeah|yes|well|quick question|pls|plz|please|by) )*(what|whats|which|how|hows|when|where|who|why|is|are|does|do|did|can|could|would|will|should|may|am|has|have|any|tell me|explain) /;
/**
 * A statement that tells a situation and asks nothing in form ("my wife needs a crown next month, we're looking at
 * Smile Plus") implies a question only of its sure cards (`sure` in `cards`: a subject in focus and, beside it, a
 * predicate cued or a fact's object named or spoken of), and only when the best of them scores this much: a
 * subject named two messages back and a thing of its facts ("I'm looking at Smile Plus" … "my crown cracked")
 * score about 1.04.
 */
const IMPLIED_MIN = 1.0;
/** The best card a life event told with no plan in focus must score: its cards are its own predicates' already. */
const EVENT_MIN = 0.6;
/** Characters said one at a time, this many or more with two digits among them, spell an id. */
const SPELLED_ID_MIN = 4;
/** A word in more names than this starts no name's match (a large graph's "plan"). */
const COMMON_NAME_WORD = 2_000;
/** At most this many triples of an asked predicate are weighed beside the named ones (they would tie anyway). */
const UNFOCUSED_MAX = 500;
/** An example question counts from this share of its words in the message. */
const QUESTION_MIN = 0.3;
/** Words read (corrected or not) are kept for later messages; bounded. */
const CORRECTED_MAX = 4_096;
/** Messages analysed are kept for the next call (a conversation rereads its last few); bounded. */
const ANALYSIS_CACHE_MAX = 512;
const BM25 = { k1: 1.2, b: 0.75 };
/** Tens and units said in words, read as digits after a tens word ("sixty five" is 65; "one" alone stays a word). */
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const UNITS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];

/** A number under 100 said in words from `at` ("sixty five", "fifteen", "nine"), and where it ends. */
const smallNumber = (
  said: readonly string[],
  at: number,
): { value: number; end: number; tens: boolean } | undefined => {
  const word = said[at] ?? '';
  const tens = TENS.indexOf(word);
  if (tens >= 0) {
    const unit = UNITS.indexOf(said[at + 1] ?? '');
    return unit >= 0
      ? { value: (tens + 2) * 10 + unit + 1, end: at + 2, tens: true }
      : { value: (tens + 2) * 10, end: at + 1, tens: true };
  }
  const teen = TEENS.indexOf(word);
  if (teen >= 0) return { value: 10 + teen, end: at + 1, tens: false };
  const unit = UNITS.indexOf(word);
  if (unit >= 0) return { value: unit + 1, end: at + 1, tens: false };
  return undefined;
};

/**
 * A number said in words from `at`, read as its digits when a tens word or a hundred or thousand says it is one
 * ("sixty five", "three thousand nine hundred", "fifteen hundred", "a thousand"); "one" or "two" alone stays a word.
 */
const spokenNumber = (said: readonly string[], at: number): { value: number; end: number } | undefined => {
  let value = 0;
  let i = at;
  let scaled = false;
  let tens = false;
  // A thousand, a hundred: "a" before them is one.
  const first =
    said[i] === 'a' && /^(hundred|thousand)$/.test(said[i + 1] ?? '')
      ? { value: 1, end: i + 1, tens: false }
      : smallNumber(said, i);
  if (!first) return undefined;
  let part = first.value;
  tens = first.tens;
  i = first.end;
  for (;;) {
    const scale = said[i];
    if (scale === 'hundred' && part < 100) {
      part *= 100;
      scaled = true;
      i++;
      if (said[i] === 'and' && smallNumber(said, i + 1)) i++;
      const rest = smallNumber(said, i);
      if (rest) {
        part += rest.value;
        i = rest.end;
      }
      continue;
    }
    if (scale === 'thousand' && value === 0) {
      value = part * 1000;
      part = 0;
      scaled = true;
      i++;
      if (said[i] === 'and' && smallNumber(said, i + 1)) i++;
      const rest = smallNumber(said, i);
      if (!rest) break;
      part = rest.value;
      i = rest.end;
      continue;
    }
    break;
  }
  if (!scaled && !tens) return undefined;
  return { value: value + part, end: i };
};
/**
 * Words too common in callers' speech to name anything alone ("a month", "the plan", "care"): they add to a
 * name's match only beside a word of its own.
 */
const GENERIC_NAME_TERMS = new Set(
  terms(
    'month monthly year yearly annual day week time plan plans policy care cost costs network health new period area ' +
      'coverage cover benefit benefits insurance medical help extra up over out back per ear ' +
      'office offices clinic clinics hospital hospitals membership card open only dr',
  ),
);

interface Variant {
  entity: number;
  terms: string[];
  total: number;
}

interface Entity {
  name: string;
  variants: number[];
  asSubject: number[];
  asObject: number[];
}

interface IndexedTriple {
  triple: KnowledgeTriple;
  subject: number;
  object: number;
  concepts: number[];
  /** The predicate's number among the graph's predicates. */
  predicateId: number;
  /** The object's words in its BM25 document (the predicate's words, twice, come before them). */
  objectWords: readonly string[];
  questions: { text: string; terms: string[]; total: number }[];
}

interface Mention {
  strength: number;
  words: string;
  /** The whole name is there ("extra help"): its words name it and ask for no predicate. */
  whole: boolean;
}

interface Analysis {
  /** A question (by its mark or first word), a request ("I'd like to know"), or neither. */
  asks: 'question' | 'request' | undefined;
  mentions: Map<number, Mention>;
  concepts: Map<number, { weight: number; cue: string }>;
  terms: string[];
  words: string[];
  /** The message as the cues read it. */
  norm: string;
  /** Whether it refers back ("it", "that plan", "and for …"): the focus then carries in full. */
  refersBack: boolean;
  /** The words of "the other one" / "the other plan", if it says them. */
  other: string;
  /** Asked of the person on the line ("your", "are you"), not of a plan. */
  personal: boolean;
  /** About the call itself ("can you hear me", "how long will this call take"): never a card. */
  smallTalk: boolean;
  /** Small talk only as a question of the person on the line ("what doctor network do you use", "do you need …"). */
  ofTheCaller: boolean;
  /** Greets the caller or offers help ("thank you for calling …, how may I assist you?"): raises no topic. */
  greeting: boolean;
  /** About contact details or the account ("the phone number of the Walgreens"): a name in it is no topic. */
  operations: boolean;
  /** Says what the call is about ("is this where I call about medicare plans?"): on an opening message, no topic. */
  aboutCall: boolean;
  /**
   * Put as a question: a question mark, a clause opening with a question word ("I need a root canal, which plan
   * would help"), a question's first word first, or a modal verb asking ("can she even get dental insurance"); not
   * a copula alone ("my wife is a nurse at Banner").
   */
  plainQuestion: boolean;
  /**
   * A clause of it asks for a fact in its own words, whatever the rest says of the call or the caller: a question
   * ("what's the out-of-pocket maximum on that plan?") or the wish to know of the one called for ("she wants to
   * know if she has to pay a deductible first"), cueing a predicate (seventeenth round).
   */
  clauseAsks: boolean;
  /** Only reads back what it was told ("ok so silver 0 premium gold 49 got it"). */
  readBack: boolean;
  /** Compares ("is silver the same or lower"): asks again what was asked, of another subject. */
  compares: boolean;
  /** Whether it states no amount (no digits, no number words): a terse question rather than an answer. */
  terse: boolean;
  /** Names a fact's object that is no subject ("a crown", "Walgreens"): a situation may imply a question of it. */
  namesObject: boolean;
  /** Names a subject of facts ("the gold plan"). */
  namesSubject: boolean;
  /** Acts on a plan ("I want to sign up for silver"): no question unless asked as one. */
  action: boolean;
  /** Only about another insurer's plan ("what's the Humana Gold Plus premium"): never a card. */
  foreign: boolean;
  /** Gives who is calling and no question: a zip code, a member ID, a year of birth ("'58", "1958"). */
  identifies: boolean;
  /** Takes in what was said ("hmm ok that's more than I thought"). */
  takingIn: boolean;
  /** Narrates the agent's work ("pulling up the gold ppo benefits now") or tells an amount ("$45 for the plus"). */
  tells: boolean;
  /** Says an amount as money ("$24", "forty nine dollars", "45 a month"), not a bare number ("85004"). */
  money: boolean;
  /**
   * Tells a story: four sentences or more, none put as a question but a greeting's ("Hello? Yes. I'm 81 …";
   * nineteenth round).
   */
  story: boolean;
}

/** Words of speech that say nothing of a topic: "does it cover anything else". */
/** Words of taking an answer in, besides its own ("okay", "so", "got it"). */
const ECHO_FILLER = new Set(
  terms('ok okay alright right so got it yes yeah yep great good perfect cool fine hmm oh thanks'),
);
const FILLER_TERMS = new Set(
  terms(
    'anything something everything nothing stuff thing things else also still even actually more other kind sort ' +
      'lot lots bit little pay paid paying cover covered covering include included offer offers give gives ' +
      'besides except apart beyond plus aside outside regular usual normal same question too either ' +
      'see seeing visit visiting use using keep keeping able allowed anybody anyone whoever ' +
      // Words joining clauses name no thing asked about ("I'm calling because my doctor isn't in the network, would
      // the Gold PPO still cover him?": fifteenth round).
      'because since though although unless whether ' +
      // Nor does one's money told beside a question ("what kind of extras the Silver one has, she's on a budget";
      // twenty-sixth round).
      'budget income pension ' +
      // Nor do words of when and of reminding ("if i sign up today when could i get it done", "Remind me the silver's
      // yearly max?", "do u cover it"; twenty-sixth round).
      'today tomorrow tonight u ur k n remind reminder change changes changed true money cash most perfect ' +
      // Nor where one heard of it ("He saw on the TV one plan that gives money back").
      'saw seen tv television ad ads commercial commercials ' +
      // Nor do words of asking ("just wondering", "I was curious"), pronouns run together with a verb ("he's", "we'd")
      // and the commonest verbs ("if we went with the Gold, could she keep seeing him even though he's not in the
      // network?"; twenty-first round).
      'wondering wonder wondered curious asking ask asked ' +
      'hes shes theyre were weve wed hed shed youre youve ive im ill well thats whats theres heres ' +
      'went go goes going gone got get gets getting come came coming take took taking make made want wanted ' +
      'say said tell told think thought know knew ' +
      // Nor do words of a question's form, greetings and amounts said in general ("what type of coverage is that",
      // "compare deductibles for me: Basic vs Plus", "any amount we must pay ourselves before benefits start";
      // twenty-third round).
      'type types amount amounts before after start starts begin begins compare comparing vs versus fully routine ' +
      'initial someone somebody check good morning afternoon evening cool ourselves myself pick picked choose ' +
      'chose buy bought sign signing happen happens happened set difference differences between two both overall ' +
      'big meet quote quoted share another chance whole person already patient patients rn almost grand last put lost ' +
      'highest itll own few fix fixing handle couple smarter higher tier estimate business owner crew ' +
      'spend winter winters summer summers whoa wow hmm hm smallest lowest biggest largest smaller lower bigger larger ' +
      'best worst least three four throw basic exact income confused mention mentioned gibberish side ' +
      // "what kinda extra stuff", "any hospital systems in it" (twenty-fifth round).
      'kinda sorta system systems huh ugh oof yikes geez jeez gosh gee goodies bonus bonuses freebies perk perks teh',
  ),
);

/** Adverbs of manner or degree ("specifically", "really", "exactly"): how a thing is said, never what. */
const ADVERBS =
  / (specifically|really|actually|exactly|basically|honestly|seriously|definitely|probably|possibly|literally|certainly|generally|usually|personally|currently|originally|mainly|mostly|simply|truly|clearly|especially|particularly|eventually|finally|obviously|apparently|hopefully|totally|completely|absolutely|instead|anyway|anyhow|otherwise|either|though)(?= )/g;

const OBJECT_CONCEPTS = ['covers', 'extra benefit'];

/** Animals: what a plan for people covers is never theirs ("does the gold plan cover my dog's surgery"). */
/** "In network", "in any of your networks", "in the Bright network": whether something is in a network. */
const IN_NETWORK = / in (network|(the|your|any|my|their|our|that|this)( [a-z]+){0,3} networks?) /;
/** The name a question asks of ("is Costco …", "is Dr. Hoffman …"), capitalised as a proper name. */
const UNKNOWN_NAME_ASKED =
  /\b(?:[Ii]s|[Aa]re)\s+(?:the\s+)?(?:(?:[Dd]r|[Dd]octor)\.?\s+)?([A-Z][\p{L}'’-]*)/u;
const ANIMALS =
  / (dog|dogs|doggy|puppy|puppies|cat|cats|kitty|kitten|pet|pets|vet|vets|veterinarian|veterinary|horse|horses|bird|parrot) /;
/** Whether an animal is in what a message asks: its asking clauses, or the whole when none asks. */
const animalAsked = (text: string): boolean => {
  const asking = askingClauses(text);
  return asking.length === 0 || asking.some((clause) => ANIMALS.test(normalized(clause)));
};
/** Who said what a message reports ("my brother in law swears …", "somebody told me …"). */
const REPORTED =
  /^ ((my|our) [a-z]+( in law)?|someone|somebody|they|people|everyone|a friend|my friends|the lady|the guy)( (at|from) (the |my |our )?([a-z]+ ){0,3}?[a-z]+)? (says|said|swears|swore|tells me|told me|thinks|keeps saying|was saying|mentioned) /;
/** A named object's weight when its words are also another predicate's of its subject and its own is not asked. */
const OBJECT_AS_PREDICATE = 0.5;
/**
 * A named thing that holds others, asked what it holds ("which pharmacy is in the evergreen network", "what clinics
 * does valley care have": eighteenth round): the facts that name it as what another thing has weigh this much.
 */
const CONTAINER_OBJECT = 0.6;
const CONTAINER_BEFORE = new Set(['in', 'inside', 'within', 'into']);
const CONTAINER_DETERMINERS = new Set(['the', 'my', 'your', 'that', 'this', 'our', 'his', 'her', 'their']);
const CONTAINER_VERBS = new Set([
  'have',
  'has',
  'include',
  'includes',
  'cover',
  'covers',
  'carry',
  'carries',
]);
/** Whether a name said in `words` (its words `said`) follows "in" or stands between "does" and "have". */
const namedAsContainer = (words: readonly string[], said: ReadonlySet<string>): boolean => {
  for (let i = 0; i + 1 < words.length; i++) {
    const word = words[i]!;
    if (CONTAINER_BEFORE.has(word)) {
      let j = i + 1;
      while (j < words.length && CONTAINER_DETERMINERS.has(words[j]!)) j++;
      if (j < words.length && said.has(words[j]!)) return true;
    } else if (word === 'does' || word === 'do') {
      let j = i + 1;
      while (j < words.length && CONTAINER_DETERMINERS.has(words[j]!)) j++;
      if (j >= words.length || !said.has(words[j]!)) continue;
      while (j < words.length && said.has(words[j]!)) j++;
      if (j < words.length && CONTAINER_VERBS.has(words[j]!)) return true;
    }
  }
  return false;
};
/** Hedges around a statement or a guess ("I think", "I guess", "I suppose", "I bet", "seems like"). */
const HEDGES =
  / (i|we) (think|guess|suppose|bet|assume|figure|believe|reckon|imagine|heard)( that)? | (seems|sounds|looks) like | (probably|maybe|perhaps|likely) /g;
/** Words that tell how much rather than what kind ("zero premium", "a lower copay"). */
const AMOUNT_WORDS =
  /^(zero|nil|none|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|free|low|lower|lowest|high|higher|highest|cheap|cheaper|cheapest|big|bigger|small|smaller|total|same|different|separate|own|extra|additional|other|usual|typical|average|whole|full|dollar|dollars|buck|bucks|cent|cents|monthly|yearly|annual)$/;
/**
 * How a price leads to the kind of care it is asked of: "copay for (an) …", "copay if I need an …", "copay when she
 * goes to the …".
 */
const BEFORE_KIND =
  /^ (for( (a|an|the|some|any))?|(if|when) (i|we|she|he|you|they) (need|needs|get|gets|have|has|go to|goes to|use|uses|take|takes)( (a|an|the|some|any))?) /;
/** Words that end the name of a kind ("lab work on the gold": "on"). */
const AFTER_KIND =
  /^(on|at|with|under|for|if|when|in|and|or|is|are|was|would|will|does|do|cost|costs|me|now|today|please|again|too|also|exactly|though|tho|then|first|either|anyway)$/;
/** People one asks for, no kind of care ("how much is my husband's …"). */
const PEOPLE =
  /^(husband|husbands|wife|wifes|mom|moms|mother|mothers|dad|dads|father|fathers|son|sons|daughter|daughters|kid|kids|grandson|granddaughter|aunt|uncle|brother|sister|friend|spouse|partner|parents)$/;
/** The words naming the kind of care after a price word, from `from`: none when no such lead follows. */
const kindAfter = (words: readonly string[], from: number): string[] => {
  const lead = BEFORE_KIND.exec(` ${words.slice(from, from + 6).join(' ')} `);
  if (lead === null) return [];
  let at = from + lead[0].trim().split(' ').length;
  const kind: string[] = [];
  while (at < words.length && kind.length < 2 && !AFTER_KIND.test(words[at]!) && !isStopword(words[at]!))
    kind.push(words[at++]!);
  return kind;
};
/** What a caller pays, said of a kind of care or cost ("the ambulance copay"): see `unknownKind` in `cards`. */
const PRICE_WORDS = new Set([
  'copay',
  'copays',
  'copayment',
  'copayments',
  'deductible',
  'deductibles',
  'premium',
]);

const nameKey = (text: string) => words(text).join(' ');

const pushTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const MONTHS = new Set(
  'january february march april may june july august september october november december'.split(' '),
);
/** Words of an event of one's life: a month up to `LIFE_DATE_SPAN` words after one is its date. */
const LIFE_DATE = new Set(
  // Joining a plan dates an event too ("I signed up in December and I already regret it": nineteenth round).
  'turn turns turning turned birthday born 65 retire retiring retired move moving moved relocating signed joined enrolled'.split(
    ' ',
  ),
);
const LIFE_DATE_SPAN = 5;
/** A day of a month said as a date is ("March third", "October the 4th", "June 12"). */
const DAY_OF_MONTH =
  /^(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth|[1-9]|[12]\d|3[01])(st|nd|rd|th)?$/;
/** Words saying a window was missed: a month or season up to `MISSED_SPAN` words after one is that window. */
const MISSED = new Set('missed miss missing passed past skipped blew let'.split(' '));
const MISSED_SPAN = 3;
/**
 * Words saying a window is waited for ("do I have to wait until fall", "am I stuck till next fall"): a month or season
 * just after "till" or "until" is then the window one would rather not wait for (nineteenth round).
 */
const WAITED = new Set('wait waiting stuck locked hold'.split(' '));
const UNTIL = new Set('till til until untill'.split(' '));
const WAITED_SPAN = 5;

/** Words after which "ill" is being sick, not "I'll". */
const BECOMING_ILL = new Set(
  'is am are was were be been being get gets got getting fall falls fell feel feels feeling felt very seriously really so too gravely terminally chronically im shes hes theyre were become becomes became'.split(
    ' ',
  ),
);

/** Verbs after which "ill" is "I'll" ("so ill do most of the talking"). */
const WILL_DO = new Set(
  'do be say call need have take get go just try wait read give let make see hold put send look check want probably definitely still talk ask find tell keep start pay'.split(
    ' ',
  ),
);

/** A message's terms, with the graph's words for the caller's ones (`SYNONYMS`). */
const queryTerms = (messageWords: readonly string[]): string[] => {
  const out = new Set(terms(messageWords.join(' ')));
  messageWords.forEach((word, i) => {
    const notATerm =
      // Hearing the person on the line names no hearing aid ("Can you hear me alright?", "say yes so she hears
      // you"; thirtieth round).
      (/^(hear|hears|heard|hearing)$/.test(word) &&
        /^(you|me|us|him|her|them|ya)$/.test(messageWords[i + 1] ?? '') &&
        !/^(her|his|my|their|your|our|the)$/.test(messageWords[i - 1] ?? '')) ||
      // A day of a month ("January 10th", "August 19th") is a date, no amount (nineteenth round).
      (/^\d+(st|nd|rd|th)$/.test(word) && MONTHS.has(messageWords[i - 1] ?? '')) ||
      // A choice praised ("that's a popular choice", "good choice") is a word of speech, no plan's name ("Gold
      // Choice PPO": twentieth round).
      ((word === 'choice' || word === 'choices') &&
        /^(good|great|popular|smart|wise|solid|fine|excellent|nice|best|right|perfect|common|safe|sensible|terrific|wonderful|your|my)$/.test(
          messageWords[i - 1] ?? '',
        )) ||
      // A number of years, days, hours or minutes ("I drove a truck forty years", "on hold 40 minutes") is a span
      // of time, no amount; not an age ("65 years old") nor a year's price ("$50 a year") (twentieth round).
      (/^\d+$/.test(word) &&
        /^(years|yrs|days|hours|hrs|minutes|mins)$/.test(messageWords[i + 1] ?? '') &&
        messageWords[i + 2] !== 'old' &&
        !messageWords.slice(0, i).some((other) => other === '$' || other.startsWith('$')));
    if (notATerm) {
      // Left out, unless the message says the same word elsewhere.
      if (!messageWords.some((other, j) => j !== i && stem(other) === stem(word))) out.delete(stem(word));
      return;
    }
    // "The Y" is the YMCA, a gym (twenty-fifth round).
    if (word === 'y' && messageWords[i - 1] === 'the') {
      out.add('fitness');
      return;
    }
    // A "heart doctor" is a specialist, not the primary care a "doctor" alone is; so is a "doctor specialist"
    // (nineteenth round).
    if (
      (word === 'doctor' || word === 'doctors' || word === 'doc') &&
      (SPECIALIST_OF.has(messageWords[i - 1] ?? '') ||
        // "the expert doctor" (twenty-third round).
        SYNONYMS[messageWords[i - 1] ?? ''] === 'specialist' ||
        /^specialists?$/.test(messageWords[i + 1] ?? '') ||
        /^specialists?$/.test(messageWords[i - 1] ?? ''))
    ) {
      out.add('specialist');
      return;
    }
    // A month said as the date of an event of one's life ("I turn sixty five in October", "my birthday is in
    // November") names no enrolment window; nor does a window said to be missed ("I missed the december deadline",
    // "I let the October deadline go by"): the window asked for is another.
    if (
      (MONTHS.has(word) && holdsAny(messageWords.slice(Math.max(0, i - LIFE_DATE_SPAN), i), LIFE_DATE)) ||
      ((MONTHS.has(word) || word === 'fall' || word === 'autumn') &&
        (holdsAny(messageWords.slice(Math.max(0, i - MISSED_SPAN), i), MISSED) ||
          (holdsAny(messageWords.slice(Math.max(0, i - 3), i), UNTIL) &&
            holdsAny(messageWords.slice(Math.max(0, i - WAITED_SPAN), i), WAITED))))
    )
      return;
    // "Ill" is sick only after a word of being or becoming so ("she's very ill", "if I get ill"); otherwise it is
    // "I'll" with its apostrophe dropped ("I'll read you whichever number you need": fifteenth round).
    // So is "ill" before a verb ("so I'll do most of the talking": seventeenth round).
    if (
      word === 'ill' &&
      (!BECOMING_ILL.has(messageWords[i - 1] ?? '') || WILL_DO.has(messageWords[i + 1] ?? ''))
    )
      return;
    // The start of the year is January to March ("is there a window at the start of the year to change Advantage
    // plans?": fifteenth round).
    if (
      word === 'year' &&
      messageWords[i - 1] === 'the' &&
      // "Early in the year" too (seventeenth round).
      (messageWords[i - 2] === 'of' || messageWords[i - 2] === 'in') &&
      /^(start|beginning|begin|first|early)$/.test(messageWords[i - 3] ?? '') &&
      // Not the date of an event of one's life ("I turn 65 at the start of the year").
      !holdsAny(messageWords.slice(Math.max(0, i - 3 - LIFE_DATE_SPAN), i), LIFE_DATE)
    )
      for (const term of terms('jan mar open')) out.add(term);
    // So is the new year's start ("once the new year starts", "after the new year": eighteenth round).
    const beforeNew = messageWords[i - 2] === 'the' ? messageWords[i - 3] : messageWords[i - 2];
    if (
      (word === 'year' || word === 'years') &&
      messageWords[i - 1] === 'new' &&
      /^(once|when|after|in|into|by|at)$/.test(beforeNew ?? '') &&
      !holdsAny(messageWords.slice(Math.max(0, i - 3 - LIFE_DATE_SPAN), i), LIFE_DATE)
    )
      for (const term of terms('jan mar open')) out.add(term);
    // An old thing is no age ("an old crown", "my old fillings", "my old ones"; twenty-sixth round).
    if (word === 'old' && OLD_THING.test(messageWords[i + 1] ?? '')) return;
    // A caller's word in another form meets the graph's too ("cruises" as "cruise").
    const extra = SYNONYMS[word] ?? SYNONYMS[stem(word)];
    if (extra) for (const term of terms(extra)) out.add(term);
    // A doctor of one field ("my pulmonologist", "a rheumatologist", "the podiatrist") is a specialist, whichever
    // field it is (twentieth round).
    else if (/^[a-z]{4,}(ologists?|iatrists?|opedists?)$/.test(word)) out.add(stem('specialist'));
  });
  return [...out];
};

const quote = (text: string) => `"${text}"`;

/** Whether a message's words hold the terms close together, in any order ("deductible for drugs"): at most three
 * other words among them. */
const saidTogether = (messageWords: readonly string[], wanted: readonly string[]): boolean => {
  if (wanted.length <= 1) return true;
  // Each word as the graph would say it too ("prescriptions" is a "drug").
  const said = messageWords.map((word) => {
    const extra = SYNONYMS[word] ?? SYNONYMS[stem(word)];
    return [stem(word), ...(extra ? terms(extra) : [])];
  });
  const span = wanted.length + 3;
  for (let start = 0; start < said.length; start++) {
    const window = new Set(said.slice(start, start + span).flat());
    if (wanted.every((term) => window.has(term))) return true;
  }
  return false;
};

/** The example questions of a triple that has none, shared. */
const NO_QUESTIONS: IndexedTriple['questions'] = [];

/** Whether a list of words holds one of a set's. */
const holdsAny = (list: readonly string[], set: ReadonlySet<string>) => {
  for (const word of list) if (set.has(word)) return true;
  return false;
};

/** Triples indexed between two pauses of `createRetrieverInSlices`. */
const BUILD_SLICE = 2_000;

/**
 * Indexes a program's triples once (names, predicates' concepts, BM25 documents, example questions), so that each
 * message costs only its own words.
 */
export const createRetriever = (triples: readonly KnowledgeTriple[]): Retriever => {
  const build = buildRetriever(triples);
  let step = build.next();
  while (!step.done) step = build.next();
  return step.value;
};

/**
 * The same index built in slices of triples with `pause` between them (a server's turn of the event loop), so that
 * a large graph does not hold a server while it is indexed.
 */
export const createRetrieverInSlices = async (
  triples: readonly KnowledgeTriple[],
  pause: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
): Promise<Retriever> => {
  const build = buildRetriever(triples);
  let step = build.next();
  while (!step.done) {
    await pause();
    step = build.next();
  }
  return step.value;
};

function* buildRetriever(triples: readonly KnowledgeTriple[]): Generator<void, Retriever> {
  const entities: Entity[] = [];
  const entityByKey = new Map<string, number>();
  const variants: Variant[] = [];
  const variantsByTerm = new Map<string, number[]>();

  const addVariant = (entity: number, text: string) => {
    const variantWords = words(text);
    for (const word of variantWords) vocabulary.add(word);
    const variantTerms = [...new Set(terms(variantWords.join(' ')))];
    if (variantTerms.length === 0) return;
    const key = variantTerms.join(' ');
    if (entities[entity]!.variants.some((v) => variants[v]!.terms.join(' ') === key)) return;
    const id = variants.length;
    variants.push({ entity, terms: variantTerms, total: 0 });
    entities[entity]!.variants.push(id);
    for (const term of variantTerms) pushTo(variantsByTerm, term, id);
  };
  const entityOf = (text: string) => {
    const key = nameKey(text);
    let id = entityByKey.get(key);
    if (id === undefined) {
      id = entities.length;
      entities.push({ name: text.trim(), variants: [], asSubject: [], asObject: [] });
      entityByKey.set(key, id);
      addVariant(id, text);
    }
    return id;
  };

  /** A name's own terms (its first variant: aliases come after it). */
  const entityTerms = (entity: number) => variants[entities[entity]!.variants[0] ?? -1]?.terms ?? [];
  const indexed: IndexedTriple[] = [];
  const predicates = new Map<string, { id: number; concepts: number[]; terms: string[] }>();
  // Words a misspelling may be corrected to: the graph's own and the lexicon's.
  const vocabulary = new Set<string>(LEXICON_WORDS);
  const docFrequency = new Map<string, number>();
  const questionPostings = new Map<string, number[]>();
  const byConcept = new Map<number, number[]>();
  let totalLength = 0;

  for (const triple of triples) {
    if (indexed.length > 0 && indexed.length % BUILD_SLICE === 0) yield;
    const id = indexed.length;
    const subject = entityOf(triple.subject);
    const object = entityOf(triple.object);
    entities[subject]!.asSubject.push(id);
    entities[object]!.asObject.push(id);
    for (const alias of triple.aliases ?? []) addVariant(subject, alias);
    // A graph repeats few predicates: each one's concepts and terms are worked out once.
    let predicate = predicates.get(triple.predicate);
    if (!predicate) {
      const predicateWords = words(triple.predicate);
      for (const word of predicateWords) vocabulary.add(word);
      const predicateText = predicateWords.join(' ');
      predicate = {
        id: predicates.size,
        concepts: CONCEPTS.flatMap((concept, index) =>
          concept.predicate.test(predicateText) ? [index] : [],
        ),
        terms: terms(triple.predicate),
      };
      predicates.set(triple.predicate, predicate);
    }
    const concepts = predicate.concepts;
    for (const concept of concepts) pushTo(byConcept, concept, id);
    // The predicate's words count twice: they say what the triple is about more than its value does.
    const doc = [...predicate.terms, ...predicate.terms, ...entityTerms(object)];
    for (const term of new Set(doc)) docFrequency.set(term, (docFrequency.get(term) ?? 0) + 1);
    totalLength += doc.length;
    const questions =
      (triple.questions?.length ?? 0) === 0
        ? NO_QUESTIONS
        : (triple.questions ?? []).map((text) => ({ text, terms: [...new Set(terms(text))], total: 0 }));
    for (const question of questions) for (const term of question.terms) pushTo(questionPostings, term, id);
    indexed.push({
      triple,
      subject,
      object,
      concepts,
      predicateId: predicate.id,
      objectWords: entityTerms(object),
      questions,
    });
  }
  yield;

  const kindConcept = CONCEPTS.findIndex((concept) => concept.name === 'kind');
  /** Concepts whose answer is the thing asked about ("does it cover implants"), not a value. */
  const objectConcepts = new Set(
    CONCEPTS.flatMap((concept, index) => (OBJECT_CONCEPTS.includes(concept.name) ? [index] : [])),
  );
  /** A triple that says what kind of thing its subject is ("is a" Medicare Advantage plan). */
  const isKind = (item: IndexedTriple) => item.concepts.includes(kindConcept);
  /** The subjects that are members of a kind (the plans: "Silver Advantage HMO" is a Medicare Advantage plan). */
  const isMember = new Uint8Array(entities.length);
  for (const item of indexed) if (isKind(item)) isMember[item.subject] = 1;
  /**
   * The plans named in a kind's stead when the company's plans are counted ("your three Medicare Advantage plans":
   * "Silver Advantage HMO, Gold Choice PPO and Bronze Saver HMO"), so that what is asked of each is asked of every plan,
   * not of the kind; only while a program has a handful (twenty-seventh round).
   */
  const memberNames = entities.filter((_, entity) => isMember[entity]).map((entity) => entity.name);
  const countedPlans =
    memberNames.length >= 2 && memberNames.length <= 4
      ? `${memberNames.slice(0, -1).join(', ')} and ${memberNames.at(-1)}`
      : undefined;
  const withPlansNamed = (text: string) =>
    countedPlans === undefined ? text : text.replace(COUNTED_PLANS, countedPlans);
  /**
   * A person's name given ("This is Ray Castellano", "my name is Rose Silverman") says nothing of "X-rays" or the
   * Silver plan: its words are hidden, unless every one is a subject's ("I'm Bronze Saver, the HMO one";
   * twenty-eighth round). Hidden behind capitalised words rather than "someone" (as `withoutPersonNames` says a
   * name), so that the message is still read as an introduction.
   */
  const withNamesHidden = (text: string) =>
    text.replace(PERSON_NAMED, (whole, opening: string, name: string) =>
      terms(name).every((term) => subjectTerms.has(term))
        ? whole
        : `${opening}${name
            .split(' ')
            .map(() => 'Name')
            .join(' ')}`,
    );
  // Places one goes to: what a plan's network holds (a network being what some fact's predicate calls one).
  const networkConcept = CONCEPTS.findIndex((concept) => concept.name === 'network');
  const enrollmentConcept = CONCEPTS.findIndex((concept) => concept.name === 'enrollment period');
  const isNetwork = new Uint8Array(entities.length);
  for (const item of indexed) if (item.concepts.includes(networkConcept)) isNetwork[item.object] = 1;
  const isPlace = (entity: number) =>
    entities[entity]!.asSubject.length === 0 &&
    entities[entity]!.asObject.some((id) => isNetwork[indexed[id]!.subject] === 1);
  /** Each plan's monthly premium, as a number, for a plan told by its price rank ("the cheaper one"). */
  const premiumConcept = CONCEPTS.findIndex((concept) => concept.name === 'monthly premium');
  const premiumOf = new Map<number, number>();
  for (const t of byConcept.get(premiumConcept) ?? []) {
    const item = indexed[t]!;
    const amount = /^\s*\$?\s*(\d[\d,]*(?:\.\d+)?)/.exec(item.triple.object);
    if (isMember[item.subject] && amount && !premiumOf.has(item.subject))
      premiumOf.set(item.subject, Number(amount[1]!.replaceAll(',', '')));
  }
  /** The kinds (what plans are: "Medicare Advantage plan", "dental-only policy"). */
  const isKindEntity = new Uint8Array(entities.length);
  for (const item of indexed) if (isKind(item)) isKindEntity[item.object] = 1;
  /**
   * The one plan whose covered things or extra benefits hold a thing a message speaks of ("hearing aids": Gold's),
   * when no other plan's do; undefined otherwise.
   */
  const carePlanOf = (messageTerms: readonly string[]): { plan: number; words: string } | undefined => {
    let plan = -1;
    const said: string[] = [];
    for (const term of messageTerms) {
      if (!isThingTerm(term)) continue;
      const list = variantsByTerm.get(term) ?? [];
      if (list.length > DESCRIBES_MAX) return undefined;
      // A word of more than one plan's things ("allowance") says none of them.
      let own = -1;
      for (const v of list) {
        const facts = entities[variants[v]!.entity]!.asObject;
        if (facts.length > DESCRIBES_MAX) return undefined;
        for (const t of facts) {
          const item = indexed[t]!;
          if (!isMember[item.subject] || !item.concepts.some((concept) => objectConcepts.has(concept)))
            continue;
          own = own === -1 || own === item.subject ? item.subject : -2;
        }
      }
      if (own < 0) continue;
      if (plan >= 0 && plan !== own) return undefined;
      plan = own;
      said.push(term);
    }
    return plan >= 0 ? { plan, words: said.join(' ') } : undefined;
  };
  /** Whether a message names a plan. */
  const namesMember = (turn: Analysis) => {
    for (const entity of turn.mentions.keys()) if (isMember[entity] === 1) return true;
    return false;
  };
  /** The objects that open with an amount ("$6,700 in network"), by the amount: a plan told by it. */
  const entitiesOfAmount = new Map<number, number[]>();
  for (let entity = 0; entity < entities.length; entity++) {
    if (entities[entity]!.asObject.length === 0) continue;
    const amount = /^\s*\$\s?(\d[\d,]*)/.exec(entities[entity]!.name);
    if (amount) pushTo(entitiesOfAmount, Number(amount[1]!.replaceAll(',', '')), entity);
  }
  /**
   * The plans a value belongs to, and the facts that say so: a plan's own fact ("$49": Gold's premium), or a fact of
   * what it holds ("Aspen Dental offices": the Bright Dental Network, Smile Plus's network). None when more plans
   * than DESCRIBES_MAX share it.
   */
  const plansOfValue = (entity: number, facts: number[], hops = 1): number[] => {
    const found: number[] = [];
    const list = entities[entity]!.asObject;
    if (list.length > DESCRIBES_MAX) return found;
    for (const t of list) {
      const item = indexed[t]!;
      if (isKind(item) || item.subject === entity) continue;
      if (isMember[item.subject]) {
        if (!found.includes(item.subject)) found.push(item.subject);
        facts.push(t);
      } else if (hops > 0) {
        const held = plansOfValue(item.subject, facts, hops - 1);
        if (held.length > 0) facts.push(t);
        for (const plan of held) if (!found.includes(plan)) found.push(plan);
      }
    }
    return found;
  };
  // Every word the graph or the lexicon knows: a message's other words are about something else.
  const knownTerms = new Set([
    ...[...vocabulary].map(stem),
    ...Object.keys(SYNONYMS).map(stem),
    ...Object.values(SYNONYMS).flatMap((text) => terms(text)),
    ...GENERIC_NAME_TERMS,
  ]);
  // Other insurers' names, but for those the graph itself names: a clause naming one is about that company's plan.
  const graphNames = entities.map((entity) => normalized(entity.name)).join(' ');
  const insurers = OTHER_INSURERS.filter((name) => !graphNames.includes(` ${name} `));
  // A possessive is read as one word ("Cigna's" as "cignas").
  const insurerPattern = insurers.length > 0 ? new RegExp(` (${insurers.join('|')})s? `) : undefined;
  /**
   * The message without its clauses about another insurer's plan ("my Delta Dental plan has a $1,500 max, what's
   * Smile Plus's max" reads "what's Smile Plus's max"; "Humana quoted me $0 a month, what's your gold plan cost"
   * names no "$0" of ours); a clause that says "your" or "yours" is kept ("how does your bronze compare to the Aetna
   * one"): it compares theirs with ours.
   */
  const ownText = (text: string): string => {
    if (!insurerPattern?.test(normalized(text))) return text;
    // A clause after theirs that points back at it and names nothing of ours ("My neighbor has the Humana Gold Plus
    // plan, what's the premium on that one?") asks of their plan too (fourteenth round).
    let theirs = false;
    return (text.match(/[^,.;!?]+[,.;!?]*/g) ?? [])
      .filter((clause) => {
        const norm = normalized(clause);
        if (insurerPattern.test(norm) && !OURS.test(norm)) {
          theirs = true;
          return false;
        }
        if (
          theirs &&
          POINTS_AT_THEIRS.test(norm) &&
          !OURS.test(norm) &&
          !norm
            .trim()
            .split(' ')
            .some((word) => subjectTerms.has(word) && !GENERIC_NAME_TERMS.has(word))
        )
          return false;
        theirs = false;
        return true;
      })
      .join(' ')
      .trim();
  };
  /** Words of the facts' objects that may name what a follow-up asks about ("implants"). */
  const objectTerms = new Set(
    indexed
      .flatMap((item) => entityTerms(item.object))
      .filter((term) => !GENERIC_NAME_TERMS.has(term) && !/\d/.test(term)),
  );
  /**
   * Whether a fact's object is said in the words of another predicate of its subject ("specialists", which the
   * Silver needs referrals for, and its "specialist copay"): a message saying them may name that predicate rather
   * than the thing (fourteenth round).
   */
  const namesOwnPredicate = (t: number): boolean => {
    const item = indexed[t]!;
    const objectWords = entityTerms(item.object);
    if (objectWords.length === 0) return false;
    return entities[item.subject]!.asSubject.some(
      (other) =>
        indexed[other]!.predicateId !== item.predicateId &&
        objectWords.every((term) => termsOfPredicate[indexed[other]!.predicateId]!.includes(term)),
    );
  };
  /** A word of a thing the facts hold ("crown", "implants"), not of a subject's name ("advantage"). */
  const isThingTerm = (term: string) => objectTerms.has(term) && !subjectTerms.has(term);
  const predicateTerms = new Set([...predicates.values()].flatMap((predicate) => predicate.terms));
  const predicateWords = new Set(
    [...predicates.keys()].flatMap((text) =>
      words(text).filter((word) => word.length >= 4 && !isStopword(word)),
    ),
  );
  const subjectTerms = new Set(
    entities
      .filter((entity) => entity.asSubject.length > 0)
      .flatMap((entity) => [...entity.variants].flatMap((v) => variants[v]!.terms)),
  );
  // Words a caller may misspell ("deductable", "premuim"): the graph's words and the lexicon's, by their deletions.
  const stems = new Set([...vocabulary].map(stem));
  const byDeletion = new Map<string, string>();
  // Long words by their first letter and length, for two letters left out ("speclist" for "specialist").
  const longWords = new Map<string, string[]>();
  for (const word of vocabulary) {
    if (word.length < 5) continue;
    for (const variant of [word, ...deletions(word)])
      if (!byDeletion.has(variant)) byDeletion.set(variant, word);
    if (word.length >= 9) {
      const key = `${word[0]}${word.length}`;
      const same = longWords.get(key);
      if (same) same.push(word);
      else longWords.set(key, [word]);
    }
  }
  yield;
  /** Whether two words are words of one name ("smile" and "plus"), or the second is "plan" after a name's word. */
  const nameWords = new Set(entities.flatMap((entity) => words(entity.name)));
  /** The words of the plans' names ("gold", "choice", "ppo"). */
  const subjectNameWords = new Set(
    entities.flatMap((entity, index) => (isMember[index] ? words(entity.name) : [])),
  );
  const shortNameByDeletion = new Map<string, string>();
  for (const word of nameWords)
    if (word.length === 5)
      for (const variant of deletions(word))
        if (!shortNameByDeletion.has(variant)) shortNameByDeletion.set(variant, word);
  const oneName = (first: string, second: string) => {
    if (!nameWords.has(first) || !(second === 'plan' || second === 'plans' || nameWords.has(second)))
      return false;
    const a = variantsByTerm.get(stem(first));
    if (!a) return false;
    if (second === 'plan' || second === 'plans') return true;
    const b = variantsByTerm.get(stem(second));
    return b !== undefined && a.some((variant) => b.includes(variant));
  };
  /** A word the retriever reads as itself: a word of the graph or the lexicon, a caller's word, a function word. */
  const known = (word: string) =>
    isStopword(word) ||
    stems.has(stem(word)) ||
    SYNONYMS[word] !== undefined ||
    ABBREVIATIONS[word] !== undefined;
  /**
   * A person's name that holds a word of a name of the graph ("Ray Bronze", "Frank Evergreen", "Mr. Raymond
   * Bronze"): said "someone", so that a caller who gives their name names no plan. A name's first word is a person's
   * surname when a title comes before it, or when it is written with a capital after a capitalised word the
   * retriever does not know (a given name), not at a sentence's start, and no capitalised word follows it.
   */
  const firstNameWords = new Set(
    entities.flatMap((entity) => {
      const first = words(entity.name)[0];
      return first !== undefined && !GENERIC_NAME_TERMS.has(stem(first)) ? [first] : [];
    }),
  );
  const withoutPersonNames = (text: string): string => {
    if (!/[A-Z]/.test(text)) return text;
    let out = text.replace(/\b(Mr|Mrs|Ms|Miss|Mister)\.?( [A-Z][\p{L}-]*){1,3}/gu, 'someone');
    // A name greeted or thanked ("Hi Ray.", "thanks, Ray!"), however like a word of the graph (twenty-fourth round).
    out = out.replace(
      /\b(Hi|Hello|Hey|Thanks|Thank you|Morning|Good morning|Good afternoon|Good evening)(,?\s+)([A-Z][\p{Ll}-]+)(?=\s*[,.!?]|\s*$)/gu,
      (whole, greeting: string, gap: string, name: string) =>
        nameWords.has(name.toLowerCase()) ? whole : `${greeting}${gap}someone`,
    );
    out = out.replace(
      /(^|[^.!?\s]\s+)([A-Z][\p{Ll}-]+) ([A-Z][\p{Ll}-]+)(?! [A-Z])/gu,
      (whole, before: string, first: string, second: string) => {
        const a = first.toLowerCase();
        const b = second.toLowerCase();
        if (before === '') return whole;
        const person =
          firstNameWords.has(b) && !known(a) && !nameWords.has(a) && !OTHER_INSURERS.includes(`${a} ${b}`);
        return person ? `${before}someone` : whole;
      },
    );
    return out;
  };
  // "I am Dieter, …", "I'm Rosa and …" (eighteenth round): a name given, its word one the graph does not know.
  const givesName = (text: string): boolean => {
    for (const match of text.matchAll(
      /\bI(?: am|['’]m|m) ([A-Z][a-z]+)(?=[,.;!]| and | calling| here| from )/g,
    )) {
      const word = match[1]!.toLowerCase();
      if (!known(word) && !nameWords.has(word)) return true;
    }
    return false;
  };
  const correct = (word: string): string => {
    // A name's word of five letters typed with one left out ("smile bsic", "aspn": twenty-fifth round).
    if (word.length === 4 && !isStopword(word) && !stems.has(stem(word))) {
      const found = shortNameByDeletion.get(word);
      // Not a word form ("save" is no "saver").
      return found !== undefined && found[0] === word[0] && !(found.startsWith(word) && /[sdr]$/.test(found))
        ? found
        : word;
    }
    if (word.length < 5 || isStopword(word) || NOT_MISSPELT.has(word) || stems.has(stem(word))) return word;
    // A name's word said with a "y" ("the Smiley Plus": twenty-fifth round).
    if (word.endsWith('y') && nameWords.has(word.slice(0, -1))) return word.slice(0, -1);
    // A last letter typed twice ("pockett": twenty-fifth round).
    if (word[word.length - 1] === word[word.length - 2] && vocabulary.has(word.slice(0, -1)))
      return word.slice(0, -1);
    // A name's words run together in a hurry ("smileplus", "silverplan"): read as the two.
    if (word.length >= 7)
      for (let i = 3; i <= word.length - 4; i++)
        if (oneName(word.slice(0, i), word.slice(i))) return `${word.slice(0, i)} ${word.slice(i)}`;
    for (const variant of [word, ...deletions(word)]) {
      const found = byDeletion.get(variant);
      // Only a slip of a letter inside the word: an ending ("change", "changed") is another word form, kept.
      if (found && found[0] === word[0] && !found.startsWith(word) && !word.startsWith(found)) return found;
      // A name's last letter dropped ("bronz" for "bronze": eighteenth round) is a slip, not another word form.
      if (
        found &&
        variant === word &&
        found.length === word.length + 1 &&
        found.startsWith(word) &&
        nameWords.has(found) &&
        !/[sdr]$/.test(found)
      )
        return found;
    }
    // Two letters of a long word left out ("speclist" for "specialist": twenty-fifth round).
    if (word.length >= 7)
      for (const found of longWords.get(`${word[0]}${word.length + 2}`) ?? [])
        if (isSubsequence(word, found)) return found;
    // Two slips in a long word ("dedutable" for "deductible"), when one word of that first letter and about that
    // length is that close: another word form ("prescribed", "prescribe") is no slip.
    if (word.length >= 8) {
      const close = [word.length - 1, word.length, word.length + 1].flatMap((length) =>
        (longWords.get(`${word[0]}${length}`) ?? []).filter(
          (found) => !found.startsWith(word.slice(0, -2)) && withinTwoSlips(word, found),
        ),
      );
      if (close.length === 1) return close[0]!;
    }
    return word;
  };
  // Callers repeat their words: each word's reading is kept (bounded), so that a new message works out the
  // deletions of its new words only.
  const correctedWords = new Map<string, string>();
  const corrected = (word: string): string => {
    const known = correctedWords.get(word);
    if (known !== undefined) return known;
    const reading = correct(word);
    if (correctedWords.size >= CORRECTED_MAX)
      correctedWords.delete(correctedWords.keys().next().value as string);
    correctedWords.set(word, reading);
    return reading;
  };

  const entityDf = new Map<string, number>();
  const entityIdf = new Map<string, number>();
  const entityCount = Math.max(entities.length, 1);
  for (const [term, list] of variantsByTerm) {
    const df = new Set(list.map((v) => variants[v]!.entity)).size;
    entityDf.set(term, df);
    entityIdf.set(term, Math.log(1 + entityCount / df));
  }
  /** One word no other name has is enough to name a subject: "Aspen", "the Gold plan". */
  const uniqueIdf = Math.log(1 + entityCount);
  for (const variant of variants)
    variant.total = variant.terms.reduce((sum, term) => sum + (entityIdf.get(term) ?? 0), 0);

  const tripleCount = Math.max(indexed.length, 1);
  const averageLength = totalLength / tripleCount || 1;
  const docIdf = (term: string) => {
    const df = docFrequency.get(term) ?? 0;
    return Math.log(1 + (tripleCount - df + 0.5) / (df + 0.5));
  };
  // The BM25 documents laid out once, one after another, as word numbers, each with its length's share worked out:
  // a message's lexical score then reads numbers, not strings, and works out no logarithm per triple.
  const docTermId = new Map<string, number>();
  const docIdfOf: number[] = [];
  for (const term of docFrequency.keys()) {
    docTermId.set(term, docIdfOf.length);
    docIdfOf.push(docIdf(term));
  }
  const docStart = new Int32Array(indexed.length + 1);
  const docWords = new Int32Array(totalLength);
  const docNorm = new Float64Array(indexed.length);
  // The predicate's words count twice: they say what the triple is about more than its value does.
  const termsOfPredicate = [...predicates.values()].map((predicate) => predicate.terms);
  /** The plans holding a fact of each predicate. */
  const plansOfPredicate = termsOfPredicate.map(() => new Set<number>());
  for (const item of indexed)
    if (isMember[item.subject]) plansOfPredicate[item.predicateId]!.add(item.subject);
  // The predicates that say no lack, as a message names them: by all their words, or, for a predicate of one word,
  // as what "which" or "what" asks for ("which network does Smile Basic use?").
  const namedPredicates = [...predicates.entries()].flatMap(([text, predicate]) =>
    predicate.terms.length > 0 && !NEGATIVE_PREDICATE.test(text)
      ? [
          {
            ...predicate,
            asked:
              predicate.terms.length === 1
                ? // "Is there a network for Smile Basic?", "does basic have a network" (twenty-second round).
                  new RegExp(
                    ` ((which|what|whats) (is |s )?(the |your )?|(is|are) there (a |an |any )?|(have|has) (a |an |any )?)${words(text).join(' ')} `,
                  )
                : undefined,
          },
        ]
      : [],
  );
  indexed.forEach((item, t) => {
    let at = docStart[t]!;
    const own = termsOfPredicate[item.predicateId]!;
    for (const term of own) docWords[at++] = docTermId.get(term)!;
    for (const term of own) docWords[at++] = docTermId.get(term)!;
    for (const term of item.objectWords) docWords[at++] = docTermId.get(term)!;
    docStart[t + 1] = at;
    const length = at - docStart[t]!;
    docNorm[t] = BM25.k1 * (1 - BM25.b + (BM25.b * length) / averageLength);
  });
  yield;
  const questionIdf = new Map<string, number>();
  for (const [term, list] of questionPostings) questionIdf.set(term, Math.log(1 + tripleCount / list.length));
  for (const item of indexed)
    for (const question of item.questions)
      question.total = question.terms.reduce((sum, term) => sum + (questionIdf.get(term) ?? 0), 0);

  // Names' words as numbers, so that reading a message's names compares and marks numbers in reused buffers: a word
  // common in a large graph's names ("plan", "HMO") touches hundreds of names and allocates nothing for them.
  const nameTermId = new Map<string, number>();
  const termPostings: number[][] = [];
  const termIdf: number[] = [];
  /** A word that names something alone only when the whole name is there: generic ("plan") or a bare number. */
  const termWeak: boolean[] = [];
  /** A word only one name has, and no generic one ("Aspen"). */
  const termOwn: boolean[] = [];
  for (const [term, list] of variantsByTerm) {
    nameTermId.set(term, termPostings.length);
    termPostings.push(list);
    termIdf.push(entityIdf.get(term)!);
    termWeak.push(GENERIC_NAME_TERMS.has(term) || /^\d+$/.test(term));
    termOwn.push(entityDf.get(term) === 1 && !GENERIC_NAME_TERMS.has(term));
  }
  // Each name's words as numbers, one name after another in one array (`variantStart` says where each begins).
  const variantStart = new Int32Array(variants.length + 1);
  for (let v = 0; v < variants.length; v++)
    variantStart[v + 1] = variantStart[v]! + variants[v]!.terms.length;
  const variantWords = new Int32Array(variantStart[variants.length]!);
  variants.forEach((variant, v) => {
    variant.terms.forEach((term, i) => {
      variantWords[variantStart[v]! + i] = nameTermId.get(term)!;
    });
  });
  const variantFloor = Float64Array.from(variants, (variant) => Math.min(variant.total, uniqueIdf));
  yield;
  // Buffers reused by every message (numbers in typed arrays: an emptied array would give its storage back).
  const variantAcc = new Float64Array(variants.length);
  const termBest = new Float64Array(termPostings.length);
  const termPresent = new Uint8Array(termPostings.length);
  const touchedVariants = new Int32Array(variants.length);
  const mentionsIn = (messageWords: readonly string[], messageTerms: readonly string[]) => {
    const present: number[] = [];
    for (const term of messageTerms) {
      const id = nameTermId.get(term);
      if (id !== undefined && termPresent[id] === 0) {
        termPresent[id] = 1;
        present.push(id);
      }
    }
    present.sort((a, b) => termPostings[a]!.length - termPostings[b]!.length);
    let count = 0;
    for (const id of present) {
      const idf = termIdf[id]!;
      const list = termPostings[id]!;
      // A word in very many names names none alone: it only adds to names a rarer word brought.
      if (list.length > COMMON_NAME_WORD) {
        for (let i = 0; i < count; i++) {
          const v = touchedVariants[i]!;
          for (let j = variantStart[v]!; j < variantStart[v + 1]!; j++)
            if (variantWords[j] === id) {
              variantAcc[v] = variantAcc[v]! + idf;
              break;
            }
        }
        continue;
      }
      for (let i = 0; i < list.length; i++) {
        const v = list[i]!;
        if (variantAcc[v] === 0) touchedVariants[count++] = v;
        variantAcc[v] = variantAcc[v]! + idf;
      }
    }
    // A word two names share goes to the name the message matches best ("Silver Advantage" is not "Medicare
    // Advantage plan"); the others keep a little of it.
    for (let i = 0; i < count; i++) {
      const v = touchedVariants[i]!;
      const value = variantAcc[v]!;
      for (let j = variantStart[v]!; j < variantStart[v + 1]!; j++) {
        const id = variantWords[j]!;
        if (termPresent[id] === 1 && value > termBest[id]!) termBest[id] = value;
      }
    }
    const mentions = new Map<number, Mention>();
    for (let i = 0; i < count; i++) {
      const v = touchedVariants[i]!;
      const value = variantAcc[v]!;
      // Too little of the name to name it whatever the sharing: skipped before any closer look.
      if (value / variantFloor[v]! < MENTION_MIN) continue;
      const variant = variants[v]!;
      const start = variantStart[v]!;
      let claimed = 0;
      let weakOnly = true;
      let own = false;
      for (let j = start; j < variantStart[v + 1]!; j++) {
        const id = variantWords[j]!;
        if (termPresent[id] === 0) continue;
        claimed += termIdf[id]! * (termBest[id]! > value + 1e-9 ? 0.3 : 1);
        if (!termWeak[id]) weakOnly = false;
        if (termOwn[id]) own = true;
      }
      const coverage = claimed / variant.total;
      // Generic words or bare numbers ("after 2") name nothing unless the whole name is there.
      if (coverage < 0.99 && weakOnly) continue;
      // A word another name shares ("HMO") names neither, unless most of the name is there.
      const distinct = coverage >= 0.6 || own;
      const strength =
        Math.min(1, claimed / variantFloor[v]!) * (0.6 + 0.4 * coverage) * (distinct ? 1 : 0.5);
      if (strength < MENTION_MIN) continue;
      const known = mentions.get(variant.entity);
      if (known && known.strength >= strength) continue;
      const matched = variant.terms.filter((_, i) => termPresent[variantWords[start + i]!] === 1);
      const matchedSet = new Set(matched);
      const shown = messageWords.filter((word) => matchedSet.has(stem(word)));
      mentions.set(variant.entity, {
        strength,
        words: shown.length > 0 ? [...new Set(shown)].join(' ') : matched.join(' '),
        whole: coverage >= 0.99 && shown.length === matched.length,
      });
    }
    for (let i = 0; i < count; i++) variantAcc[touchedVariants[i]!] = 0;
    for (const id of present) {
      termPresent[id] = 0;
      termBest[id] = 0;
    }
    return mentions;
  };

  const cache = new Map<string, Analysis>();
  /**
   * Whether a clause of a message asks for a fact in its own words (`Analysis.clauseAsks`): a clause put as a
   * question, or what follows a wish to know ("he wants to know what …", "she was wondering if …"), that is not
   * about the call, the account or the person on the line and cues a predicate beyond a hint.
   */
  const clauseAsks = (text: string, concepts: ReadonlyMap<number, { weight: number }>): boolean => {
    // Of a sentence ending in a question mark, the clauses that open as a question, or else its last one.
    const clauses = askingClauses(text).flatMap((clause) => {
      if (!clause.trim().endsWith('?')) return [clause];
      const parts = clause.split(/[,;:]| - /).filter((part) => part.trim() !== '');
      const asking = parts.filter((part) => opensQuestion(normalized(part)));
      if (asking.length > 0) return asking;
      // Its last clause, or the whole sentence when that clause is only a word of politeness ("The family doctor,
      // the normal one, he pays how much, please?": nineteenth round).
      const lastPart = parts.at(-1) ?? clause;
      return POLITENESS.test(normalized(lastPart)) ? [clause] : [lastPart];
    });
    for (const sentence of text.match(/[^.!?]+[.!?]*/g) ?? []) {
      const wish = WISH_TO_KNOW.exec(normalized(sentence));
      if (wish) clauses.push(wish[1]!);
    }
    for (const clause of clauses) {
      const clauseNorm = normalized(clause.replace(/^[\s,;:.!?-]*(and|but|so|also|oh|um|uh)?\s*/i, ''));
      if (
        clauseNorm.trim() === '' ||
        isAboutCall(clauseNorm) ||
        isSmallTalk(clauseNorm) ||
        isOperations(clauseNorm) ||
        isOfTheCaller(clauseNorm)
      )
        continue;
      for (const [index, found] of concepts)
        if (found.weight >= HINT_CUE && CONCEPTS[index]!.cues.some(({ pattern }) => pattern.test(clauseNorm)))
          return true;
    }
    return false;
  };

  /**
   * A question spoken without its mark whose subject is a plan named ("… pay $45 a month for it does silver
   * advantage have a fitness thing": seventeenth round): a verb asking, then the name.
   */
  const asksOfSubject = (norm: string, mentions: ReadonlyMap<number, Mention>): boolean => {
    for (const [entity, mention] of mentions) {
      if (entities[entity]!.asSubject.length === 0) continue;
      const first = mention.words.split(' ')[0];
      if (first === undefined) continue;
      for (const verb of ASKING_VERBS)
        for (const before of ['', 'the ', 'your '])
          if (norm.includes(` ${verb} ${before}${first} `)) return true;
    }
    return false;
  };

  const analyse = (said: string): Analysis => {
    const cached = cache.get(said);
    if (cached) return cached;
    // "$45/mo", "how much /mo": per month (twenty-second round).
    const text = withoutPersonNames(inEnglish(said)).replace(PER_SLASH, ' per $1').replace(RHETORICAL, '.');
    const readWords = (part: string) => {
      const out: string[] = [];
      const said = words(part);
      for (let i = 0; i < said.length; i++) {
        const word = said[i]!;
        // A word said twice over, as speech is written down ("what's the the max", "is that is that okay"): once
        // (thirtieth round).
        if (word === said[i - 1] && !/\d/.test(word) && !spokenNumber(said, i)) continue;
        // An id spelled out a character at a time ("G-C-4-4-0-9-1-7", "S A H 4 4 1 0 8 8 2") names no amount
        // (thirtieth round).
        if (word.length === 1) {
          let end = i;
          let digits = 0;
          while (end < said.length && said[end]!.length === 1) {
            if (/\d/.test(said[end]!)) digits++;
            end++;
          }
          if (end - i >= SPELLED_ID_MIN && digits >= 2) {
            i = end - 1;
            continue;
          }
        }
        // A year said in words ("nineteen fifty-six"; after a month's day, "October fourth, forty-nine"): its four
        // digits, as a date of birth is written (thirty-first round).
        const decade = smallNumber(said, word === 'nineteen' ? i + 1 : i);
        const dated =
          out.length >= 2 &&
          DAY_OF_MONTH.test(out[out.length - 1]!) &&
          (MONTHS.has(out[out.length - 2]!) ||
            (out[out.length - 2] === 'the' && MONTHS.has(out[out.length - 3] ?? '')));
        if (
          decade?.tens &&
          (word === 'nineteen' || dated) &&
          !/^(hundred|thousand|dollars?|bucks|percent|a|per|each|every|months?|monthly)$/.test(
            said[decade.end] ?? '',
          )
        ) {
          out.push(`19${decade.value}`);
          i = decade.end - 1;
          continue;
        }
        // A number said in words, as transcribed speech has it ("turning sixty five", "she is ninety", "three
        // thousand nine hundred", "fifteen hundred"): its digits.
        const spoken = spokenNumber(said, i);
        if (spoken) {
          out.push(String(spoken.value));
          i = spoken.end - 1;
          continue;
        }
        // A possessive of a name ending in s, its apostrophe dropped ("Smile Plus's" read "pluss").
        if (word.endsWith('ss') && !vocabulary.has(word) && vocabulary.has(word.slice(0, -1)))
          out.push(word.slice(0, -1));
        else if (ABBREVIATIONS[word] !== undefined) out.push(ABBREVIATIONS[word]!);
        else {
          const reading = corrected(word);
          // A name's words run together are read as two words.
          const space = reading.indexOf(' ');
          if (space < 0) out.push(reading);
          else out.push(reading.slice(0, space), reading.slice(space + 1));
        }
      }
      return out;
    };
    const namesTerms = (partWords: readonly string[]) => {
      const out = queryTerms(partWords);
      // A name written as one word said as two ("honor health" for "HonorHealth").
      // Misspelt as it is run together ("wall greens"; twenty-fourth round).
      for (let i = 1; i < partWords.length; i++) {
        const together = partWords[i - 1]! + partWords[i]!;
        let joined = stem(together);
        if (!variantsByTerm.has(joined) && together.length >= 8) {
          const reading = corrected(together);
          if (reading !== together && !reading.includes(' ')) joined = stem(reading);
        }
        if (variantsByTerm.has(joined) && !out.includes(joined)) out.push(joined);
      }
      return out;
    };
    // A percent sign is a word of its own ("what % do you pick up"), and things of care said by what they are like
    // are read as their names (thirtieth round).
    const read = PHRASE_READINGS.reduce(
      (said, [pattern, reading]) => said.replace(pattern, reading),
      text.replace(/(^|[^\d\s])\s*%/g, '$1 percent '),
    );
    // A regular doctor sending one on to a specialist is no visit to the regular doctor ("My regular doctor wants me
    // to have somebody look at my knee, a specialist. What am I going to pay for that visit?"; thirtieth round).
    const messageWords = readWords(
      SPECIALIST_SAID.test(normalized(read)) ? read.replace(REFERRING_DOCTOR, 'someone $2') : read,
    );
    const norm = normalized(messageWords.join(' '));
    const messageTerms = namesTerms(messageWords);
    // Names are read in the clauses about our plans only: "my Cigna plan had a $500 deductible, what is it on the
    // gold" asks for the deductible of our Gold plan; "what's the Humana Gold Plus premium" names nothing of ours.
    const own = ownText(text);
    const ownWords = own === text ? messageWords : readWords(own);
    const mentions = mentionsIn(ownWords, own === text ? messageTerms : namesTerms(ownWords));
    // The words of a subject's name said whole ("Extra Help", "Initial Enrollment Period") name it; they ask for
    // nothing.
    // A predicate's word said in the plural ("compare the annual maximums") is read as the predicate's own
    // (twenty-fourth round).
    let cueText = norm.replace(/ ([a-z]+)s(?= )/g, (said, word: string) =>
      predicateWords.has(word) ? ` ${word}` : said,
    );
    // Not a kind's name in a question of what something is ("Is that a dental-only policy, or does it come with
    // vision or medical too?", "whether Gold Choice is an actual Medicare Advantage plan or a medigap policy"): its
    // words are the question's (twentieth round).
    const asksKind =
      kindConcept >= 0 &&
      CONCEPTS[kindConcept]!.cues.some((found) => found.weight >= 0.6 && found.pattern.test(norm));
    for (const [entity, mention] of mentions)
      if (mention.whole && entities[entity]!.asSubject.length > 0 && !(asksKind && isKindEntity[entity]))
        for (const word of mention.words.split(' ')) cueText = cueText.replaceAll(` ${word} `, ' ');
    const concepts = new Map<number, { weight: number; cue: string }>();
    CONCEPTS.forEach((concept, index) => {
      if (!byConcept.has(index)) return;
      for (const { pattern, weight } of concept.cues) {
        // A cue no surer than one already met cannot change what is found: not read.
        if (weight <= (concepts.get(index)?.weight ?? 0)) continue;
        const match = pattern.exec(cueText);
        if (match) concepts.set(index, { weight, cue: match[0].trim() });
      }
    });
    // "In network" beside another predicate qualifies it ("the worst case yearly cost on silver if I stay in
    // network"): it asks for no network.
    if (concepts.size > 1)
      for (const [index, found] of concepts)
        if (
          (CONCEPTS[index]!.name === 'network' &&
            (found.cue === 'network' || found.cue === 'in network') &&
            / in network /.test(cueText)) ||
          // So does "out of network" beside a cap or a deductible ("what's the yearly limit on the gold choice
          // including out of network"; twenty-fourth round).
          (/^(out of )?network$/.test(found.cue) &&
            / out of network /.test(cueText) &&
            [...concepts].some(
              ([other, rival]) =>
                other !== index &&
                rival.weight >= STATEMENT_CUE &&
                QUALIFIED_BY_NETWORK.test(CONCEPTS[other]!.name),
            ))
        )
          concepts.set(index, { ...found, weight: found.weight * QUALIFIER_CUE });
    // A cue inside another concept's longer cue is part of it ("covers" in "before it covers" is the deductible's;
    // "coverage" in "before coverage starts" too): it asks for nothing of its own.
    for (const [index, found] of [...concepts])
      for (const [other, longer] of concepts)
        if (
          other !== index &&
          longer.cue.length > found.cue.length &&
          ` ${longer.cue} `.includes(` ${found.cue} `) &&
          longer.weight >= found.weight
        ) {
          concepts.delete(index);
          break;
        }
    // A hint whose words are part of a sure cue's is that cue's reading, not a question of its own ("whats the most
    // he'd pay for doctors on gold in a year": the out-of-pocket limit, not a doctor's copay; thirtieth round).
    if (concepts.size > 1)
      for (const [index, found] of concepts)
        if (
          found.weight <= HINT_CUE &&
          [...concepts].some(
            ([other, sure]) =>
              other !== index &&
              sure.weight >= 1 &&
              // Not the same words read two ways ("what part of that"), nor a hint within the sure cue.
              !` ${sure.cue} `.includes(` ${found.cue} `) &&
              overlapping(cueText, sure.cue, found.cue),
          )
        )
          concepts.delete(index);
    // What a deductible comes before is no question of its own ("is there an amount I pay myself before it starts
    // paying for doctor stuff?", "anything I need to pay first before they cover the root canal?"; thirtieth round).
    const firstPaid = [...concepts].find(
      ([index, found]) =>
        CONCEPTS[index]!.name === 'deductible' &&
        found.weight >= 0.85 &&
        / (first|up ?front|before) /.test(` ${found.cue} `) &&
        / (pay|paying|pays|owe|spend|cover|meet) /.test(` ${found.cue} `),
    );
    if (firstPaid) {
      const before = cueText.indexOf(' before ', cueText.indexOf(` ${firstPaid[1].cue} `));
      if (before >= 0)
        for (const [index, found] of concepts)
          if (index !== firstPaid[0] && cueText.indexOf(` ${found.cue} `, before) > before)
            concepts.delete(index);
    }
    // A budget told beside a question of something else is the question's reason, not what it asks ("Is there
    // anything that can lower my drug costs? We're on a fixed income."; thirtieth round).
    for (const [index, found] of concepts)
      if (BUDGET_TOLD.test(` ${found.cue} `) && MEANS_TOLD.test(` ${found.cue} `) && concepts.size > 1)
        concepts.delete(index);
    // A message telling its situation before it asks: what the situation's clauses cue weighs less than what the
    // asking clause does ("she sees the cardiologist every month, what does she pay each time she goes in").
    const asking = askingClauses(text);
    if (asking.length > 0 && concepts.size > 1) {
      const askingText = normalized(
        words(asking.join(' '))
          .map((word) => ABBREVIATIONS[word] ?? corrected(word))
          .join(' '),
      );
      if (askingText.trim() !== norm.trim())
        for (const [index, found] of concepts)
          if (!CONCEPTS[index]!.cues.some(({ pattern }) => pattern.test(askingText)))
            concepts.set(index, { ...found, weight: found.weight * SITUATION_CUE });
    }
    const asksInClause = clauseAsks(text, concepts);
    const looksUp =
      !text.includes('?') &&
      LOOKUP.test(norm) &&
      [...mentions.keys()].some(
        (entity) => entities[entity]!.asSubject.length > 0 || entities[entity]!.asObject.length > 0,
      ) &&
      ([...concepts.values()].some((found) => found.weight >= HINT_CUE && !LOOKUP_GENERAL.test(found.cue)) ||
        [...mentions.keys()].some(
          (entity) => entities[entity]!.asSubject.length === 0 && entities[entity]!.asObject.length > 0,
        ));
    const analysis: Analysis = {
      // A message only about another insurer's plan asks nothing of this graph.
      // Small talk that goes on to ask in a clause of its own ("Well first of all thank you for picking up, the last
      // place I called had me on hold 40 minutes … Is there a time early in the year when we can still switch?")
      // asks (seventeenth round).
      asks:
        own.trim() === ''
          ? undefined
          : (asksSomething(text, norm) ??
            (asksInClause && text.includes('?') ? 'question' : undefined) ??
            (looksUp ? 'question' : undefined) ??
            (asksOfSubject(norm, mentions) ? 'question' : undefined)),
      smallTalk:
        (isSmallTalk(norm) || isOfTheCaller(norm)) &&
        !(asksInClause && text.includes('?')) &&
        // Nor when a sentence apart from it asks (twenty-third round).
        !(isSmallTalk(norm) && asksSomething(text, norm) !== undefined),
      ofTheCaller: !isSmallTalk(norm) && isOfTheCaller(norm),
      // Or the agent's name said after the line's ("Medicare Advantage, this is Luis.": twenty-second round).
      // Or the line's and the speaker's names ("Good afternoon, Medicare Advantage plans, Marcus speaking.").
      greeting: isGreeting(norm) || INTRODUCES.test(text) || /, [A-Z][a-z]+ speaking\b/.test(text),
      // Not the company's plans ("I'm on one of your plans").
      personal: / (your|yours|are you|were you) /.test(
        // Nor a number of them ("the monthly prices of your two dental plans": fifteenth round).
        norm
          .replace(
            / your ((two|three|four|both|other|different|available|arizona|local|cheaper|cheapest) )*(plans?|polic(y|ies)|options?|company|dental plans?|medicare plans?) /g,
            ' ',
          )
          // Nor which of the company's plans ("Which of yours would she need for that?"; thirtieth round).
          .replace(/ (which|any|one|none|either|neither|both|all) of yours /g, ' '),
      ),
      operations: isOperations(norm),
      // Unless another clause asks ("I'm calling about my plan, it's the silver one, do I need a referral"): a
      // clause about the call or small talk ("is now a good time?"), or one that neither opens as a question nor
      // cues a predicate ("is this the number for the medicare plans? the one from the TV ad?"), does not.
      aboutCall:
        (isAboutCall(norm) ||
          // Or a question of it asks whom one reached ("Wait, is this Social Security? I pressed 2 for Medicare
          // …": seventeenth round).
          asking.some((clause) => clause.trim().endsWith('?') && WHOM_REACHED.test(normalized(clause))) ||
          (tellsMailReceived(norm) && !text.includes('?') && asksSomething(text, norm) !== 'question') ||
          (hasQuestionsAbout(norm) &&
            (![...concepts.values()].some((found) => found.weight >= STATEMENT_CUE) ||
              // A topic said of no subject, with nothing asked ("Hi I have a question about eligibility"; twenty-sixth
              // round).
              (!text.includes('?') &&
                ![...mentions.keys()].some((entity) => entities[entity]!.asSubject.length > 0))))) &&
        // A sentence asking is read clause by clause (fifteenth round): "Hi, I'm calling for my grandmother, would
        // Smile Plus pay for dentures?" asks in its last clause, though its whole is about the call.
        asking
          .flatMap((clause) => (clause.trim().endsWith('?') ? clause.split(/[,;:]| - /) : [clause]))
          .filter((clause) => clause.trim() !== '')
          .every((clause) => {
            const clauseNorm = normalized(clause.replace(/^[\s,;:.!?-]*(and|but|so|also|oh|um|uh)?\s*/i, ''));
            return (
              // A word alone ("Wait, is this Social Security?") asks nothing (seventeenth round).
              INTERJECTION.test(clauseNorm) ||
              QUESTION_LEFT.test(clauseNorm) ||
              isAboutCall(clauseNorm) ||
              isSmallTalk(clauseNorm) ||
              // Asking leave to ask ("Can I ask some questions for him?"; thirtieth round).
              (hasQuestionsAbout(clauseNorm) && / ask /.test(clauseNorm)) ||
              (!opensQuestion(clauseNorm) &&
                !CONCEPTS.some((concept) => concept.cues.some(({ pattern }) => pattern.test(clauseNorm))))
            );
          }),
      clauseAsks: asksInClause,
      // A tag question ends a statement of some length ("uh the silver advantage h m o that's one of them medicare
      // advantage plans right"), not a reply ("yes that's right").
      plainQuestion:
        text.includes('?') ||
        asking.length > 0 ||
        PLAIN_QUESTION.test(norm) ||
        TOPIC_FIRST_QUESTION.test(norm) ||
        MODAL_QUESTION.test(norm) ||
        WHICH_ASKED.test(norm) ||
        SPOKEN_KIND_QUESTION.test(norm) ||
        (TAG_QUESTION.test(norm) &&
          messageWords.length >= 6 &&
          !/^ (yes|yeah|yep|no|nope|ok|okay|thats|that is|right|correct) /.test(norm)),
      // Not when a clause of it asks ("I only go for cleanings, which plan makes sense").
      readBack:
        !text.includes('?') &&
        isReadBack(norm) &&
        asking.length === 0 &&
        // Not a question typed without its mark ("ok so the gold ppo, if i go to a doc outside the network do i pay
        // more or is it the same"; twenty-third round).
        !SPOKEN_EITHER_OR.test(norm) &&
        // Nor one typed over several lines ("ok so" … "the silver one" … "if i go to my doctor for a regular visit
        // what do i owe"; twenty-fifth round).
        !/ (what|how much|how many|when|where|which|who) (do|does|did|is|are|would|will|can|should) (i|we|you|they|it|she|he) /.test(
          norm,
        ) &&
        // Nor a question said after it, as speech is written down ("got it got it. she wrote silver vantage on a
        // napkin here what what's that one run me a month"; thirtieth round).
        !/ (whats|which (one|ones|plan|plans) (do|does|is|are|would|will)|is that (right|so|true|correct)$|(do|does) (it|that|they|he|she) (have|cover|take|do|pay)) /.test(
          norm,
        ) &&
        // Nor a terse query typed over lines ("ok so" … "smile plus" … "the deductible"), naming a predicate surely
        // and no amount.
        !(
          (messageWords.length <= 8 ||
            // Or one opening on "and the" ("And the out-of-pocket maximum on all three, I'll write them down.";
            // twenty-sixth round).
            /^ (and|ok and|okay and|so|now) (the|what about|how about|for the) /.test(norm)) &&
          !/\d/.test(norm) &&
          [...concepts.values()].some((found) => found.weight >= STATEMENT_CUE)
        ),
      // Not "the same" of a place or a person one keeps ("I've gone to the same Walgreens for 15 years":
      // seventeenth round).
      compares:
        / (same|lower|higher|cheaper|less|more expensive|better|worse|different|compare|compared|versus|vs) /.test(
          norm.replace(
            / the same (?!(as|or|thing|things|amount|price|cost|deal|for|on|with|at|in|way) )/g,
            ' the ',
          ),
        ),
      // "same for the other?" (twenty-fourth round).
      other: / (the )?other (one|plan|policy|option)s? | the other $/.exec(norm)?.[0].trim() ?? '',
      mentions,
      concepts,
      terms: messageTerms,
      words: messageWords,
      norm,
      // "New ones", "people like her" point back too (nineteenth round).
      refersBack:
        / (it|its|that|this|they|them|those|these|the same|and|what about|how about|ones|like (her|him|them|us|me)) /.test(
          norm,
        ),
      terse:
        !/[\d$%]| (zero|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|hundred|thousand|dollars?) /.test(
          norm,
        ),
      action: isAction(norm),
      foreign: own.trim() === '' && text.trim() !== '',
      identifies:
        // A check's question said back before its answer ("My zip code? It's 85201."; twenty-third round).
        / (zip|zipcode|postal code)( code)?( is| its)? \d{5} $/.test(norm) ||
        // A street address read out, whatever word opens it ("yes is 2210 West Camelback Road, apartment fourteen").
        (!text.includes('?') && asking.length === 0 && STREET_ADDRESS.test(norm)) ||
        // A year of birth given with only a short tag asked ("Sure, it's March 3rd, 1956. Dad, right? ... Yeah, March
        // 3rd, '56."; twenty-sixth round).
        ((/ (19[2-6]\d) /.test(norm) || /['’](19)?[2-6]\d\b/.test(text)) &&
          text
            .split(/(?<=[.!?])\s+/)
            .every((sentence) => !sentence.includes('?') || sentence.trim().split(/\s+/).length <= 3) &&
          !KNOW_REQUEST.test(norm)) ||
        (!text.includes('?') &&
          // An agent looking a fact up "so I can give you the exact number" identifies no one.
          !looksUp &&
          asking.length === 0 &&
          !PLAIN_QUESTION.test(norm) &&
          (/ (zip|zipcode|postal code)( code)?( is)? \d{5} | (member|policy|subscriber) (id|number)( number)?( is)? ([a-z]{1,3} )?[a-z]*\d/.test(
            norm,
          ) ||
            / (19[2-6]\d) /.test(norm) ||
            SELF_INTRODUCTION.test(norm) ||
            givesName(text) ||
            FOR_THE_RECORD.test(norm) ||
            STREET_ADDRESS.test(norm) ||
            /['’](19)?[2-6]\d\b/.test(text)) &&
          !(
            KNOW_REQUEST.test(norm) && [...concepts.values()].some((found) => found.weight >= STATEMENT_CUE)
          )),
      takingIn: isTakingIn(norm),
      tells: isNarration(norm) || tellsAmount(norm),
      money:
        /\$\s?\d/.test(text) ||
        / \d+( \d+)? (dollars?|bucks|a month|per month|monthly|a year|per year|plan|one|policy|deductible|limit|cap|max|maximum) /.test(
          norm,
        ),
      namesSubject: [...mentions.keys()].some((entity) => entities[entity]!.asSubject.length > 0),
      namesObject: [...mentions.keys()].some(
        (entity) => entities[entity]!.asSubject.length === 0 && entities[entity]!.asObject.length > 0,
      ),
      story: tellsStory(text),
    };
    cache.set(said, analysis);
    if (cache.size > ANALYSIS_CACHE_MAX) cache.delete(cache.keys().next().value as string);
    return analysis;
  };

  /**
   * BM25 of a triple's document for a query's words (`queryIds`: their numbers among the documents' words), written
   * to `out[at]`: a number kept in a typed array is not boxed, as one returned from a function may be.
   */
  const bm25 = (t: number, query: Int32Array, out: Float64Array, at: number): void => {
    out[at] = 0;
    const start = docStart[t]!;
    const end = docStart[t + 1]!;
    for (let q = 0; q < query.length; q++) {
      const id = query[q]!;
      if (id < 0) continue;
      let tf = 0;
      for (let j = start; j < end; j++) if (docWords[j] === id) tf++;
      if (tf === 0) continue;
      out[at] = out[at]! + (docIdfOf[id]! * tf * (BM25.k1 + 1)) / (tf + docNorm[t]!);
    }
  };
  /**
   * Adds to each triple touched its share of the lexical score: BM25 for the last message's words and, less, for an
   * earlier question's, over the best of them. A small function of its own, so that its loops are compiled early
   * and box no number.
   */
  const addLexical = (count: number, lastQuery: Int32Array, earlierQuery: Int32Array) => {
    lexical[indexed.length] = 0;
    for (let i = 0; i < count; i++) {
      const t = touchedTriples[i]!;
      bm25(t, lastQuery, lastLexical, i);
      bm25(t, earlierQuery, lexical, i);
      lexical[i] = lastLexical[i]! + EARLIER_WORDS * lexical[i]!;
      if (lexical[i]! > lexical[indexed.length]!) lexical[indexed.length] = lexical[i]!;
    }
    const lexicalMax = lexical[indexed.length]!;
    if (lexicalMax > 0)
      for (let i = 0; i < count; i++) {
        const t = touchedTriples[i]!;
        score[t] = score[t]! + (WEIGHTS.words * lexical[i]!) / lexicalMax;
      }
  };
  /** A query's words as the documents' word numbers (-1: in no document). */
  const queryIds = (query: readonly string[]) => Int32Array.from(query, (term) => docTermId.get(term) ?? -1);

  const noMatches: ReadonlyMap<number, { score: number; question: string }> = new Map();
  const questionMatches = (
    query: readonly string[],
  ): ReadonlyMap<number, { score: number; question: string }> => {
    // A graph without example questions (most of them) has nothing to match.
    if (questionPostings.size === 0) return noMatches;
    const present = new Set(query);
    const out = new Map<number, { score: number; question: string }>();
    const seen = new Set<number>();
    for (const term of query)
      for (const triple of questionPostings.get(term) ?? []) {
        if (seen.has(triple)) continue;
        seen.add(triple);
        for (const question of indexed[triple]!.questions) {
          const matched = question.terms.reduce(
            (sum, t) => sum + (present.has(t) ? (questionIdf.get(t) ?? 0) : 0),
            0,
          );
          const score = question.total > 0 ? matched / question.total : 0;
          if (score > (out.get(triple)?.score ?? 0)) out.set(triple, { score, question: question.text });
        }
      }
    return out;
  };

  /** Whether a fact says what a plan covers out of network. */
  const coversOutside = indexed.some((item) => /out.of.network/i.test(item.triple.object));
  /**
   * Whether a message before the last raised a topic of the graph: named a subject of its facts or cued a predicate
   * (beyond a hint). Greetings, the agent's offer of help and checks of who is calling ("how can I help you
   * today?", "can I have your date of birth?", "what county are you in?") and their answers ("Maricopa county",
   * "Dorothy Hensley") raise none, so the message after them is read as a conversation's first: before any topic.
   * A conversation longer than the messages read has raised one.
   */
  const topicRaised = (turns: readonly Analysis[], conversation: readonly ConversationTurn[]): boolean => {
    if (conversation.length > turns.length) return true;
    for (let i = 0; i < turns.length - 1; i++) {
      const turn = turns[i]!;
      if (
        conversation[i]!.from === 'Agent' &&
        AGENT_FINDS_PLAN.test(turn.norm) &&
        [...turn.mentions.keys()].some((entity) => isMember[entity])
      )
        return true;
      // An agent naming the line as they answer raises no topic ("Medicare Advantage Inquiry, this is Sam. Who's
      // calling?", "You've reached Medicare Advantage. My name is Tasha."; thirty-first round).
      if (
        conversation[i]!.from === 'Agent' &&
        AGENT_ANSWERS_LINE.test(turn.norm) &&
        ![...turn.concepts.values()].some((found) => found.weight >= STATEMENT_CUE)
      )
        continue;
      // Nor does a question about the call ("IS THIS THE MEDICARE PLAN LINE?"; twenty-sixth round).
      if (turn.smallTalk || turn.personal || turn.greeting || turn.aboutCall) continue;
      for (const entity of turn.mentions.keys()) if (entities[entity]!.asSubject.length > 0) return true;
      // A caller saying who they are and where they call from cues no question ("this is Frank Valley, calling from
      // Scottsdale"; twenty-seventh round); a plan they name still raises its topic.
      if (turn.identifies) continue;
      // Nor the answer to the agent's check ("may I have your date of birth and your ZIP code?" … "March the third,
      // nineteen fifty-eight. And it's 85251, that's Scottsdale"; twenty-ninth round).
      if (i > 0 && !turn.plainQuestion && AGENT_CHECK.test(turns[i - 1]!.norm) && !turns[i - 1]!.identifies)
        continue;
      for (const found of turn.concepts.values()) if (found.weight >= HINT_CUE) return true;
    }
    return false;
  };

  // Buffers reused by every message: what each triple scores, whether it was touched, the triples touched in order,
  // their lexical scores, and the predicate each was asked for.
  const score = new Float64Array(indexed.length);
  const seen = new Uint8Array(indexed.length);
  const touchedTriples = new Int32Array(indexed.length);
  const lastLexical = new Float64Array(indexed.length);
  // One more, for the best of them.
  const lexical = new Float64Array(indexed.length + 1);
  const conceptOf: ({ weight: number; cue: string } | undefined)[] = new Array(indexed.length).fill(
    undefined,
  );
  /** A number for each subject and predicate pair, so that cards of one pair are counted without building strings. */
  const pairOf = Float64Array.from(indexed, (item) => item.subject * predicates.size + item.predicateId);

  /**
   * The best `max` of cards ranked best first, each later one weighed down by the cards of its subject and predicate
   * already chosen (DIVERSITY each): when a subject is known but what it is asked for is not sure, five cards of
   * five predicates hold the answer more often than five of one ("is there a cap on that, outside the network":
   * the out-of-pocket limit, not a third extra benefit). The first card is always the best; cards of one predicate
   * that clearly lead still come first.
   */
  const diverse = (ranked: readonly number[], max: number, spread = false) => {
    const chosen: { t: number; score: number }[] = [];
    const pool = ranked.slice();
    const repeats = new Map<number, number>();
    const bySubject = new Map<number, number>();
    while (chosen.length < max && pool.length > 0) {
      let pick = 0;
      let value = -1;
      pool.forEach((t, i) => {
        let weighed = score[t]! * DIVERSITY ** (repeats.get(pairOf[t]!) ?? 0);
        if (spread) weighed *= SUBJECT_SPREAD ** (bySubject.get(indexed[t]!.subject) ?? 0);
        if (weighed > value + 1e-9) {
          value = weighed;
          pick = i;
        }
      });
      const t = pool.splice(pick, 1)[0]!;
      repeats.set(pairOf[t]!, (repeats.get(pairOf[t]!) ?? 0) + 1);
      if (spread) bySubject.set(indexed[t]!.subject, (bySubject.get(indexed[t]!.subject) ?? 0) + 1);
      chosen.push({ t, score: score[t]! });
    }
    return chosen;
  };

  /**
   * Fewer cards than room for them: the rest are filled, best first, from the cards that score at least `floor`,
   * each of a subject and predicate not shown yet ("what happens if I move out of Maricopa while I'm on silver":
   * the service area first, then the special enrolment period that moving opens, below the cut).
   */
  const fill = (
    chosen: { t: number; score: number }[],
    candidates: ArrayLike<number>,
    count: number,
    floor: number,
    max: number,
  ) => {
    if (chosen.length >= max) return chosen;
    const shownKeys = new Set(chosen.map(({ t }) => pairOf[t]!));
    const picked = new Set(chosen.map(({ t }) => t));
    // Best first, each of a subject and predicate not shown yet: picked one at a time, which is the order a sort
    // by score (then by position in the graph) would give, without sorting every candidate.
    while (chosen.length < max) {
      let pick = -1;
      for (let i = 0; i < count; i++) {
        const t = candidates[i]!;
        if (picked.has(t) || score[t]! < floor || shownKeys.has(pairOf[t]!)) continue;
        if (pick < 0 || score[t]! > score[pick]! || (score[t] === score[pick] && t < pick)) pick = t;
      }
      if (pick < 0) break;
      picked.add(pick);
      shownKeys.add(pairOf[pick]!);
      chosen.push({ t: pick, score: score[pick]! });
    }
    return chosen;
  };

  /**
   * The `k` best of the candidates scoring at least `floor`, best first (by score, then by position in the graph),
   * kept in a short list as they are read rather than sorting every candidate.
   */
  const best = (candidates: ArrayLike<number>, count: number, floor: number, k: number): number[] => {
    const out: number[] = [];
    for (let i = 0; i < count; i++) {
      const t = candidates[i]!;
      const value = score[t]!;
      if (value < floor) continue;
      if (out.length === k) {
        const last = out[k - 1]!;
        if (value < score[last]! || (value === score[last] && t > last)) continue;
        out.pop();
      }
      let at = out.length;
      while (at > 0) {
        const before = out[at - 1]!;
        if (score[before]! > value || (score[before] === value && before < t)) break;
        at--;
      }
      out.splice(at, 0, t);
    }
    return out;
  };

  /**
   * The caller's messages one and two messages before the last, nearest first, as `turns` read them: where a caller
   * who points back ("there", "silver" alone, "which of your plans covers them?") said what is pointed at.
   */
  const callersTurnsBefore = (
    conversation: readonly ConversationTurn[],
    turns: readonly Analysis[],
  ): Analysis[] => {
    const found: Analysis[] = [];
    for (let back = 2; back <= Math.min(3, turns.length); back++)
      if (conversation[conversation.length - back]!.from !== 'Agent') found.push(turns[turns.length - back]!);
    return found;
  };

  /**
   * A plan said by its place in a list said before ("Silver Advantage HMO, Gold Choice PPO and Bronze Saver HMO." …
   * "the second one you said, what's the most I'd pay?", "and the last of the three?"): the caller's last message
   * with the place read as the plan's name, or undefined when it says no place or no earlier message lists plans.
   */
  const planInPlace = (
    conversation: readonly ConversationTurn[],
    turns: readonly Analysis[],
  ): string | undefined => {
    const said = conversation.at(-1)!;
    if (said.from === 'Agent' || turns.length < 2) return undefined;
    const place = PLACE_IN_LIST.exec(said.content);
    // A plan named beside the place is the one meant ("back to the first one, gold").
    if (place === null || [...turns.at(-1)!.mentions.keys()].some((entity) => isMember[entity]))
      return undefined;
    for (let i = turns.length - 2; i >= 0; i--) {
      const listed = [...turns[i]!.mentions.keys()].filter((entity) => isMember[entity]);
      if (listed.length < 2) continue;
      const names = listed.map((entity) => words(entities[entity]!.name));
      const at = listed.map((_, k) => {
        const own = names[k]!.filter((word) => !names.some((other, j) => j !== k && other.includes(word)));
        const spots = own.map((word) => turns[i]!.words.indexOf(word)).filter((spot) => spot >= 0);
        const first = turns[i]!.words.indexOf(names[k]![0]!);
        return first >= 0 && own.includes(names[k]![0]!) ? first : spots.length > 0 ? Math.min(...spots) : -1;
      });
      if (at.some((spot) => spot < 0)) return undefined;
      const order = listed.map((entity, k) => ({ entity, spot: at[k]! })).sort((a, b) => a.spot - b.spot);
      const word = (place[1] ?? place[2] ?? '').toLowerCase();
      const index =
        word === 'first' || word === 'former'
          ? 0
          : word === 'second'
            ? 1
            : word === 'third'
              ? 2
              : order.length - 1;
      const plan = order[index];
      if (plan === undefined || (word === 'latter' && order.length !== 2)) return undefined;
      return said.content.replace(PLACE_IN_LIST, `the ${entities[plan.entity]!.name}`);
    }
    return undefined;
  };

  /**
   * The price of a visit to someone a specialist named just before ("My cardiologist is Dr. Patel." … "And every time I
   * go see him, what's that going to cost me?"): read as the specialist's visit (twenty-sixth round). Undefined when
   * the message names a kind of visit of its own.
   */
  const visitToSpecialist = (
    conversation: readonly ConversationTurn[],
    turns: readonly Analysis[],
  ): string | undefined => {
    const said = conversation.at(-1)!;
    const last = turns.at(-1)!;
    if (said.from === 'Agent' || turns.length < 2) return undefined;
    if (!VISIT_PRICE.test(last.norm) || !VISIT_OF_SOMEONE.test(last.norm) || KIND_OF_VISIT.test(last.norm))
      return undefined;
    for (let back = 2; back <= Math.min(5, turns.length); back++) {
      const turn = turns[turns.length - back]!;
      if (KIND_OF_VISIT.test(turn.norm) && !SPECIALIST_SAID.test(turn.norm)) return undefined;
      if (SPECIALIST_SAID.test(turn.norm)) return `${said.content.trim()} (the specialist)`;
    }
    return undefined;
  };

  /**
   * A plan named alone, with no mark, after the caller asked a figure of another ("gold ppo deductible?" … "$250." …
   * "silver"): asks the same of it, as "silver?" would (twenty-sixth round).
   */
  const barePlanAfterAsking = (
    conversation: readonly ConversationTurn[],
    turns: readonly Analysis[],
  ): string | undefined => {
    const said = conversation.at(-1)!;
    const last = turns.at(-1)!;
    if (said.from === 'Agent' || turns.length < 3 || said.content.includes('?')) return undefined;
    if (last.words.length > 3 || last.concepts.size > 0 || last.mentions.size === 0) return undefined;
    if (![...last.mentions.keys()].every((entity) => isMember[entity])) return undefined;
    const before = callersTurnsBefore(conversation, turns)[0];
    return before?.asks !== undefined &&
      ([...before.concepts.values()].some((found) => found.weight >= HINT_CUE) ||
        before.terms.some((term) => predicateTerms.has(term) && !GENERIC_NAME_TERMS.has(term)))
      ? `${said.content.trim()}?`
      : undefined;
  };

  /**
   * A question pointing at a place the caller named a message or two before ("My mom goes to the HonorHealth clinic
   * on Shea." … "Which of your plans would cover her there?"; "My dentist is at Aspen." … "Is that one of yours?"):
   * read with the place's name in the pointer's stead, so that the network holding it and the plan using that network
   * answer it (twenty-sixth round). Undefined when the question names a place or a plan's network of its own.
   */
  const placeToldBefore = (
    conversation: readonly ConversationTurn[],
    turns: readonly Analysis[],
  ): string | undefined => {
    const said = conversation.at(-1)!;
    if (said.from === 'Agent' || turns.length < 2 || !PLACE_BACK.test(said.content)) return undefined;
    const namesPlace = (turn: Analysis) => [...turn.mentions.keys()].find((entity) => isPlace(entity));
    if ([...turns.at(-1)!.mentions.keys()].some((entity) => isPlace(entity) || isNetwork[entity] === 1))
      return undefined;
    for (const before of callersTurnsBefore(conversation, turns)) {
      const place = namesPlace(before);
      if (place === undefined) continue;
      const name = entities[place]!.name;
      return said.content.replace(new RegExp(PLACE_BACK.source, 'gi'), (pointer: string) =>
        /there$/i.test(pointer)
          ? pointer.replace(/there$/i, `at ${name}`)
          : pointer.replace(/that( [a-z]+)?$/i, name),
      );
    }
    return undefined;
  };

  /**
   * A short question leaning on what the agent just said without its value ("There's a yearly cap too." … "the cap is
   * what"; "Smile Basic is less." … "less by how much"; "one rule about specialists." … "what's the rule?"): read with
   * the agent's last sentence, which says what is asked. Undefined when the question asks surely on its own, names a
   * subject, or the agent asked a question.
   */
  const leansOnAgent = (
    conversation: readonly ConversationTurn[],
    turns: readonly Analysis[],
  ): string | undefined => {
    const said = conversation.at(-1)!;
    const before = conversation.at(-2);
    if (said.from === 'Agent' || before?.from !== 'Agent' || turns.length < 2) return undefined;
    const last = turns.at(-1)!;
    if (
      last.words.length > LEANING_WORDS ||
      !(said.content.includes('?') || opensQuestion(last.norm) || / (what|how|which) /.test(last.norm)) ||
      last.namesSubject ||
      [...last.concepts.values()].some((found) => found.weight >= STATEMENT_CUE) ||
      before.content.includes('?')
    )
      return undefined;
    // The agent's last sentence names what is asked without its value: no amount or figure in it, a predicate cued.
    // Its last clause, when the sentence gives values before it ("It's $0 a month and the out-of-pocket cap is the
    // lowest of the three." … "how low").
    const whole = before.content
      .trim()
      .split(/(?<=[.!?])\s+/)
      .at(-1)!;
    const sentence = FIGURE.test(whole) ? whole.split(/,\s+|\s+(?:and|but|though)\s+/).at(-1)! : whole;
    if (FIGURE.test(sentence) || last.terms.some(isThingTerm) || last.mentions.size > 0 || last.other !== '')
      return undefined;
    const told = analyse(sentence);
    if (![...told.concepts.values()].some((found) => found.weight >= HINT_CUE)) return undefined;
    // Nor a value of a fact named ("Bronze Saver uses the Valley Care Partners network." … "What clinics are in
    // that?": what the network holds is asked).
    for (const entity of told.mentions.keys())
      if (entities[entity]!.asObject.length > 0 && !isMember[entity]) return undefined;
    // What the question cues of its own ("how much is it monthly", "price difference?") is asked, unless the agent's
    // sentence cues it too.
    for (const concept of last.concepts.keys()) if (!told.concepts.has(concept)) return undefined;
    const asked = said.content.trim();
    return `${sentence} ${asked}${asked.endsWith('?') ? '' : '?'}`;
  };

  return {
    size: indexed.length,
    cards(said, options) {
      const conversation = asAnswered(asDoubted(asChecked(asCorrected(inRuns(said)))));
      const { max, context, relative } = { ...CARD_DEFAULTS, ...options };
      if (indexed.length === 0 || conversation.length === 0 || max <= 0) return [];
      const turns = conversation
        .slice(-Math.max(1, context))
        .map((turn) => analyse(withPlansNamed(withNamesHidden(turn.content))));
      const byPlace = planInPlace(conversation, turns);
      const pointed =
        byPlace === undefined
          ? (placeToldBefore(conversation, turns) ??
            barePlanAfterAsking(conversation, turns) ??
            visitToSpecialist(conversation, turns))
          : undefined;
      if (byPlace !== undefined) turns[turns.length - 1] = analyse(byPlace);
      else if (pointed !== undefined) turns[turns.length - 1] = analyse(pointed);
      else {
        const leaning = leansOnAgent(conversation, turns);
        if (leaning !== undefined) turns[turns.length - 1] = analyse(leaning);
      }
      const last = turns.at(-1)!;
      // "does it have one?", "and silver, does it have one": the predicate is the one asked or told before, whatever
      // "have" hints at (twenty-fourth round).
      if (turns.length > 1 && HAS_ONE.test(last.norm)) last.concepts.clear();
      // A plan's name and "how much" alone ("smile basc how mch", "gold how much?") ask its premium; a thing or a
      // visit said beside them ("gold plan dental how much") asks of that (twenty-eighth round).
      if (
        premiumConcept >= 0 &&
        last.concepts.size === 0 &&
        last.namesSubject &&
        / how much $/.test(last.norm) &&
        last.words.every((word) => subjectNameWords.has(word) || BARE_HOW_MUCH.has(word))
      )
        last.concepts.set(premiumConcept, { weight: STATEMENT_CUE, cue: 'how much' });
      const asked = last.concepts.size > 0;
      // A statement asks by naming a predicate surely when it is terse, as a query typed or said in passing ("oop
      // max bronze", "deductible on basic"), or when it names a subject too: an agent telling a plan's premium gets
      // its card to check it against. A sentence telling something of no subject ("my premium went up last year")
      // asks nothing.
      const namesSubject = last.namesSubject;
      const terseQuery =
        namesSubject ||
        (last.words.length <= TERSE_WORDS && !/^ (i|im|ive|id|my|we|were|weve|our|me) /.test(last.norm));
      const surelyAsked =
        (last.asks !== undefined || terseQuery) &&
        [...last.concepts.values()].some((found) => found.weight >= STATEMENT_CUE);
      /** Whether a message's questions, when it puts some, are all whom one reached ("That's you people, right?"). */
      const asksOnlyOfCall = (content: string) => {
        const put = content.match(/[^.!?"”]+\?/g);
        return put !== null && put.every((sentence) => YOU_REACHED.test(normalized(sentence)));
      };
      /** A last sentence wishing to know of a thing the facts hold ("She wants to know if the free teeth cleaning is
       * still in it"), not of the caller's own doubt ("I want to know if it's legit"). */
      const wishesToKnowThing = (content: string) => {
        const wish = WISH_TO_KNOW.exec(normalized(content.split(/(?<=[.!?"”])\s+/).at(-1)!));
        if (wish === null) return false;
        const asked = analyse(wish[1]!);
        return (
          asked.mentions.size > 0 || [...asked.concepts.values()].some((found) => found.weight >= HINT_CUE)
        );
      };
      const questions = questionMatches(last.terms);
      const strongQuestion = [...questions.values()].some((match) => match.score >= 0.6);
      // An answer to the agent's check of who is calling ("And your date of birth?" … "March 3rd, 1958."): nothing is
      // asked, whatever topic a name said before seemed to raise (twenty-seventh round).
      if (
        last.identifies &&
        last.asks === undefined &&
        !strongQuestion &&
        !conversation.at(-1)!.content.includes('?') &&
        conversation.at(-2)?.from === 'Agent' &&
        AGENT_CHECK.test(normalized(conversation.at(-2)!.content))
      )
        return [];
      // Leave given to speak for someone, when the agent asked for it ("Is Mr. Okafor with you so he can give
      // permission for me to speak with you?" … "He says yes, go ahead, you can talk to me."): nothing is asked
      // (thirty-first round).
      if (
        conversation.at(-2)?.from === 'Agent' &&
        AGENT_ASKS_CONSENT.test(normalized(conversation.at(-2)!.content)) &&
        CONSENT_GIVEN.test(last.norm) &&
        // Only a name called may be put as a question ("Ray? ... He says yes").
        (conversation.at(-1)!.content.match(/[^,.!?]+\?/g) ?? []).every((put) => words(put).length <= 2) &&
        !strongQuestion &&
        !last.clauseAsks &&
        [...last.concepts.values()].every((found) => found.weight < STATEMENT_CUE)
      )
        return [];
      // A statement that tells a situation implies a question ("my wife needs a crown next month and we were
      // thinking about smile plus"; "I'm on the silver … I'm going to need new glasses soon") when it cues a
      // predicate or names a fact's object, with a subject in focus now or from an earlier message; its cards must
      // then be sure (IMPLIED_MIN), so a subject or an object named in passing ("my wife is a nurse at Banner") is
      // no question.
      // A situation that names no plan (tenth round): a thing of care only one plan's facts hold ("I wear hearing
      // aids and they cost a fortune": Gold's hearing aids), with no plan in focus.
      // It must say a need or a cost ("need", "cost a fortune"), not a thing in passing ("let me find my glasses").
      const carePlan =
        saysCareNeed(last.norm) && !turns.some(namesMember) ? carePlanOf(last.terms) : undefined;
      // A subject of the facts that is no plan named whole ("I'm on medicaid and I just got medicare too": what
      // Medicaid and Medicare qualify for).
      let topicNamed = false;
      for (const [entity, mention] of last.mentions)
        if (
          (mention.whole || mention.strength >= STATEMENT_CUE) &&
          entities[entity]!.asSubject.length > 0 &&
          !isMember[entity] &&
          !isKindEntity[entity]
        )
          topicNamed = true;
      // Or an event of one's life cued surely ("I'm turning sixty five in March": how long the initial enrolment
      // lasts), with no plan in focus: only a fact of no plan that holds the message's words answers it.
      // The predicates the event itself cues ("turning 65": the enrolment periods; "she's 88": what a policy has
      // no limit of) are the ones asked.
      let eventConcepts: Set<number> | undefined;
      const event =
        carePlan === undefined &&
        // Not a date of birth given ("June 3rd 1961, I turn 65 next year", "the 12th of November, '58"): that
        // identifies the caller.
        !/ (19|20)\d\d /.test(last.norm) &&
        !last.identifies &&
        // A greeting that names the line ("the Medicare Advantage line") puts nothing in focus.
        !turns.some((turn) => turn.namesSubject && !turn.greeting)
          ? LIFE_EVENT.exec(last.norm)
          : null;
      if (event) {
        const eventWords = event[0].trim().split(' ');
        for (const [index, found] of last.concepts)
          if (found.weight >= HINT_CUE && found.cue.split(' ').some((word) => eventWords.includes(word))) {
            eventConcepts ??= new Set();
            eventConcepts.add(index);
          }
      }
      const eventCued = eventConcepts !== undefined;
      // A thing of the facts named surely beside a predicate cued ("my cardiologist is Dr. Patel and I really don't
      // want to lose him", "I only ever fill my prescriptions at walgreens"): what holds it.
      let objectCued = last.namesObject && cuedAtLeast(last, HINT_CUE);
      if (objectCued) {
        objectCued = false;
        for (const [entity, mention] of last.mentions)
          if (entities[entity]!.asSubject.length === 0 && mention.strength >= STATEMENT_CUE)
            objectCued = true;
      }
      const implied =
        // A request that names no predicate surely ("my dentist says I need two crowns") is read the same way.
        last.asks !== 'question' &&
        !surelyAsked &&
        !strongQuestion &&
        !last.personal &&
        !last.operations &&
        !last.tells &&
        !(last.takingIn && !namesSubject) &&
        (last.concepts.size > 0 || last.namesObject || last.terms.some(isThingTerm) || topicNamed) &&
        (turns.some((turn) => turn.namesSubject) ||
          carePlan !== undefined ||
          eventCued ||
          objectCued ||
          // Or a fact's object named whole with its predicate cued ("medicare advantage is just part c with a
          // fancy name").
          (last.concepts.size > 0 && [...last.mentions.values()].some((mention) => mention.whole)));
      // A short answer naming a plan, to a question just before ("can you tell me the deductible" … "For which
      // plan?" … "the gold one"), after a predicate was asked: it says which plan the question was about.
      /** The agent asking which plan, in words or by naming two to choose from ("for Smile Basic or Smile Plus?"). */
      const agentAsksWhich =
        turns.length >= 2 &&
        conversation[conversation.length - 2]!.from === 'Agent' &&
        (AGENT_ASKS_WHICH.test(turns.at(-2)!.norm) ||
          (/ or /.test(turns.at(-2)!.norm) &&
            [...turns.at(-2)!.mentions.keys()].filter((entity) => isMember[entity]).length >= 2));
      const answersWhich =
        !last.asks &&
        namesSubject &&
        last.concepts.size === 0 &&
        turns.length >= 3 &&
        turns.at(-2)!.asks === 'question' &&
        // The agent asking which plan, whether or not it names the plans to choose from ("We have two HMOs, Silver
        // Advantage and Bronze Saver. Which one do you mean?" … "bronze"; "which plan is yours?" … "I think it's the
        // silver HMO, the card is grey": twenty-third round).
        ((last.words.length <= TERSE_WORDS && turns.at(-2)!.mentions.size === 0) || agentAsksWhich) &&
        turns.slice(Math.max(0, turns.length - 1 - PREDICATE_CARRY), -2).some(
          (turn) =>
            turn.asks !== undefined &&
            ([...turn.concepts.values()].some((found) => found.weight >= STATEMENT_CUE) ||
              // When the agent asked which plan, a hint or a thing of care said before is what was asked ("I
              // need a root canal" … "Which plan are you on?" … "smile plus"; twenty-third round).
              (agentAsksWhich &&
                ([...turn.concepts.values()].some((found) => found.weight >= HINT_CUE) ||
                  turn.terms.some(isThingTerm)))),
        );
      // An answer to the agent asking what the caller wants to know ("What were you two discussing?" … "The window in
      // the fall when you're allowed to switch plans."): a predicate it cues surely is asked (twenty-third round).
      const answersAgent =
        turns.length >= 2 &&
        conversation[conversation.length - 1]!.from !== 'Agent' &&
        conversation[conversation.length - 2]!.from === 'Agent' &&
        conversation[conversation.length - 2]!.content.includes('?') &&
        AGENT_ASKS_WHAT.test(turns.at(-2)!.norm) &&
        [...last.concepts.values()].some((found) => found.weight >= STATEMENT_CUE);
      // A terse query naming a subject and a word of one of its own predicates that is not a word of a name it
      // said ("evergreen pharmacies": Evergreen's "includes pharmacy").
      let terseNamed = false;
      if (
        !last.asks &&
        namesSubject &&
        last.words.length <= TERSE_WORDS &&
        !/^ (i|im|ive|id|my|we|were|weve|our|me|this|its|it|hi|hello|hey) /.test(last.norm)
      ) {
        const naming = new Set([...last.mentions.values()].flatMap((mention) => terms(mention.words)));
        const rest = last.terms.filter(
          (term) =>
            !naming.has(term) &&
            !subjectTerms.has(term) &&
            !GENERIC_NAME_TERMS.has(term) &&
            !FILLER_TERMS.has(term),
        );
        if (rest.length > 0)
          for (const entity of last.mentions.keys())
            for (const t of entities[entity]!.asSubject)
              if (terms(indexed[t]!.triple.predicate).some((term) => rest.includes(term))) terseNamed = true;
      }
      // A word or two of a predicate or of a thing the facts hold, typed without a question mark after the agent's
      // answer ("$40 for specialists." … "pcp"), asks that predicate of the plan in focus, or of that thing
      // (twenty-ninth round).
      if (
        !last.asks &&
        !namesSubject &&
        turns.length > 1 &&
        last.words.length <= 3 &&
        conversation[conversation.length - 2]?.from === 'Agent' &&
        !/^ (i|im|ive|id|my|we|were|weve|our|me|this|its|it|hi|hello|hey|ok|okay|thanks|thank|yes|no|yeah) /.test(
          last.norm,
        )
      ) {
        const rest = last.terms.filter((term) => !GENERIC_NAME_TERMS.has(term) && !FILLER_TERMS.has(term));
        terseNamed =
          rest.length > 0 &&
          rest.every(
            (term) =>
              predicateTerms.has(term) ||
              isThingTerm(term) ||
              (SYNONYMS[term] !== undefined &&
                terms(SYNONYMS[term]!).some((word) => predicateTerms.has(word))),
          ) &&
          !rest.every((term) => turns.at(-2)!.terms.includes(term));
      }
      // An answer said back in its own words ("Smile Plus is $45 a month with no deductible." … "Okay. Forty-five, no
      // deductible."): with no question, every word of the caller's message that is no filler is in the agent's
      // answer just before (twentieth round).
      const previous = turns.length >= 2 ? conversation[conversation.length - 2]! : undefined;
      const echoes =
        previous !== undefined &&
        previous.from === 'Agent' &&
        conversation[conversation.length - 1]!.from !== 'Agent' &&
        !conversation[conversation.length - 1]!.content.includes('?') &&
        !last.asks &&
        (() => {
          const said = new Set(turns[turns.length - 2]!.terms);
          const own = last.terms.filter((term) => !FILLER_TERMS.has(term) && !ECHO_FILLER.has(term));
          return own.length > 0 && own.every((term) => said.has(term));
        })();
      // Silence: nothing asked, or nothing of the graph named or asked for in the last message.
      // A statement without a question asks only when it says what it wants ("I need to know the deductible").
      // A caller's "you" asked of a plan named is the company's or anyone's ("what doctor network do you use for the
      // gold choice", "do you need a referral on silver"): only the agent asks the person on the line about
      // themselves (twenty-second round).
      const smallTalk =
        last.smallTalk &&
        !(last.ofTheCaller && last.namesSubject && conversation[conversation.length - 1]!.from === 'Visitor');
      if (
        smallTalk ||
        last.readBack ||
        // A plan said back from the agent's question of which it is ("… Silver Advantage and Bronze Saver. Which one
        // do you mean?" … "bronze") answers it (twenty-third round).
        (echoes && !answersWhich) ||
        (!last.asks &&
          !surelyAsked &&
          !strongQuestion &&
          !implied &&
          !answersWhich &&
          !terseNamed &&
          !answersAgent &&
          // A plan set against the one just asked of ("gold monthly?" … "$49." … "silver vs that"; twenty-third
          // round).
          !(VERSUS.test(last.norm) && namesSubject && turns.length > 1))
      )
        return [];
      // Acting on a plan asks nothing, unless it is a question or cues more than enrolling ("sign me up for plus
      // and get my implant done right away": the implants' waiting period).
      // A hint of another predicate is no more than enrolling ("go ahead and enroll me": "go ahead" hints at a
      // referral).
      const onlyEnrols = [...last.concepts].every(
        ([index, found]) => CONCEPTS[index]!.name === 'enrollment period' || found.weight < HINT_CUE,
      );
      if (last.foreign || (last.action && (last.asks !== 'question' || asksToAct(last.norm)) && onlyEnrols))
        return [];
      if (
        isDecision(last.norm) &&
        !conversation[conversation.length - 1]!.content.includes('?') &&
        !surelyAsked &&
        !strongQuestion
      )
        return [];
      // Contact details or the account ("the hours of the Aspen Dental on Camelback"): only a sure predicate asks.
      // A statement about them ("just tell the supervisor I called") asks nothing, whatever it names.
      // Of a message with questions, the questions' own sentences ("we'd keep our address here. … How much does the
      // plan give me for dental work?" asks no contact detail; twenty-eighth round).
      const asksApart = (said.at(-1)!.content.match(/[^.!?]+\?/g) ?? []).some((sentence) => {
        const norm = normalized(sentence);
        return (
          !isOperations(norm) &&
          [...last.concepts.values()].some(
            (found) => found.weight >= HINT_CUE && norm.includes(` ${found.cue} `),
          )
        );
      });
      if (last.operations && !asksApart && !strongQuestion && !(surelyAsked && last.asks === 'question'))
        return [];
      // A follow-up that names only a thing the graph's facts hold ("and for implants?") asks again what was asked.
      // So does one that names only a predicate's own words ("and primary care?" after a specialist's copay).
      // Or a bare question naming only a thing, a plan named before ("Silver HMO," … "Yes?" … "teeth? anything
      // for teeth?").
      const followUp =
        (last.refersBack ||
          (last.mentions.size === 0 &&
            last.plainQuestion &&
            turns.slice(0, -1).some((turn) => turn.namesSubject && !turn.greeting))) &&
        // Said without a question's form, as speech is written down ("and the hospitals in that one" after the
        // agent's answer; thirtieth round).
        last.asks === 'question' &&
        last.terms.some(
          (term) => objectTerms.has(term) || (predicateTerms.has(term) && !GENERIC_NAME_TERMS.has(term)),
        );
      // A question that names nothing and asks for no predicate, but points back at what was said ("what does it
      // actually do for me though?" after Extra Help was named; "and if I miss it?" after the fall window), asks of
      // the subject in focus: its facts are shown, as far as they reach.
      const pointsBack =
        // Or a bare question of amount or time ("How much?", "how long, though?") after a message naming a subject
        // (nineteenth round).
        (last.refersBack ||
          (BARE_AMOUNT_QUESTION.test(last.norm) && turns.slice(-3, -1).some((turn) => turn.namesSubject)) ||
          // Or the same asked for someone else ("same for my husband?", "and what about for my wife?"; twenty-fourth
          // round).
          (SAME_FOR_SOMEONE.test(last.norm) && turns.slice(-3, -1).some((turn) => turn.namesSubject))) &&
        last.asks === 'question' &&
        last.plainQuestion &&
        last.mentions.size === 0 &&
        !asked &&
        !strongQuestion &&
        !last.personal &&
        !last.operations &&
        turns.length > 1;
      /** The caller's message before the last, one or two messages back. */
      const callersBefore = callersTurnsBefore(conversation, turns)[0];
      // Which plan, asked of a thing the caller told just before, asking nothing then ("My mom needs dentures." …
      // "Which of your plans covers them?"; twenty-fifth round).
      const toldBefore =
        callersBefore !== undefined && !callersBefore.asks && callersBefore.terms.some(isThingTerm);
      if (
        last.mentions.size === 0 &&
        !asked &&
        !strongQuestion &&
        !last.other &&
        !followUp &&
        !implied &&
        !pointsBack &&
        !terseNamed &&
        // Nor which plan to take for a thing of care named ("Which plan should I pick if I'll need implants next
        // year?"; twenty-third round).
        !(
          last.asks === 'question' &&
          WHICH_PLAN.test(last.norm) &&
          (last.terms.some(isThingTerm) || toldBefore)
        ) &&
        // Nor a plan told by its price after a question ("how much is that one monthly" … "$45." … "and the
        // cheaper one"; twenty-fourth round).
        !(turns.length > 1 && (CHEAPER.test(last.norm) || DEARER.test(last.norm)))
      )
        return [];
      // The first message of a conversation raises a topic before anything has been said, and so does a message
      // after which only greetings and checks were said ("Thank you for calling, how can I help?", "can I have your
      // date of birth?" … "March 14th, 1951": see `topicRaised`). A statement or request there gets cards only on
      // a clear signal: a predicate cued surely, a designer's example question met, or a
      // subject named ("my wife is a nurse at Banner" raises no topic of ours; "we're on smile plus and my son
      // needs a ton of work this year" does); without a subject, only a question put as one (a question mark or a
      // question's first word) asks of the graph. A question about the call ("is this where I call about medicare plans?") or a request
      // about the call or the account ("can someone call me back, I have a doctor's appointment before that") asks
      // nothing of the graph.
      if (!topicRaised(turns, conversation)) {
        // Unless a clause of it asks for a fact in its own words, of a subject it names or by a predicate cued surely
        // ("Hi, I'm a case manager at Banner, my patient is on the Bronze Saver …, what's the out-of-pocket maximum
        // on that plan?"; seventeenth round).
        if (
          (last.operations || last.aboutCall || last.greeting || last.identifies) &&
          !strongQuestion &&
          !(last.clauseAsks && (namesSubject || cuedAtLeast(last, STATEMENT_CUE))) &&
          // Nor when a sentence apart from a request on the account asks, of a subject or a fact's object the message
          // names ("I want to book a cleaning at the Aspen Dental in Sun City. They're still in my network, right?";
          // twenty-seventh round).
          !(
            last.operations &&
            (namesSubject || last.namesObject) &&
            conversation[conversation.length - 1]!.content.split(/(?<=[.!?])\s+/).some((sentence) => {
              const norm = normalized(sentence);
              return (
                sentence.includes('?') && !isOperations(norm) && asksSomething(sentence, norm) === 'question'
              );
            })
          ) &&
          // Or a sentence apart from the talk about the call asks, of a subject it names, by a predicate cued surely
          // ("Hello, is this the Medicare line? I want to know the deductible for medicine on Silver Advantage.";
          // twenty-third round).
          !(
            (last.aboutCall || last.greeting) &&
            !last.operations &&
            namesSubject &&
            surelyAsked &&
            (() => {
              const rest = withoutCallTalk(conversation[conversation.length - 1]!.content);
              const norm = normalized(rest);
              return (
                rest !== '' &&
                rest !== conversation[conversation.length - 1]!.content &&
                ((rest.includes('?') && asksSomething(rest, norm) === 'question') || KNOW_REQUEST.test(norm))
              );
            })()
          )
        )
          return [];
        // A message ending on a terse query naming a plan and a predicate surely asks, whatever greeting or story
        // comes before it ("Good morning. I'm a retired teacher. I'd like the figures one at a time, please. Smile
        // Basic, monthly premium.": twenty-fifth round).
        const endsOnQuery = () => {
          // The message as sent, before it was read with the caller's message before it.
          const sentences = said[said.length - 1]!.content.split(/[.!?]+/).filter((part) => part.trim());
          const ending = analyse(sentences[sentences.length - 1] ?? '');
          // Or a plan named alone in the sentence before it ("The Gold Choice PPO. First figure: the monthly
          // premium."; twenty-sixth round).
          const before = sentences.length > 1 ? analyse(sentences[sentences.length - 2]!) : undefined;
          return (
            ending.words.length <= 6 &&
            (ending.namesSubject ||
              (before !== undefined && before.namesSubject && before.words.length <= 5)) &&
            // A hint is enough when two plans are set against each other ("smile basic vs smile plus monthly").
            [...ending.concepts.values()].some(
              (found) =>
                found.weight >= STATEMENT_CUE || (VERSUS.test(ending.norm) && found.weight >= HINT_CUE),
            )
          );
        };
        // A message that opens with a greeting and asks nothing in form, not even by saying a need of care ("Good
        // morning, I just enrolled in the Gold Choice PPO last week", "Hey, I'm with Smile Plus, Aspen Dental sent
        // me over"), introduces the caller and the call (fourteenth round).
        if (
          GREETING_FIRST.test(last.norm) &&
          last.asks === undefined &&
          !last.plainQuestion &&
          !strongQuestion &&
          !saysCareNeed(last.norm) &&
          !endsOnQuery()
        )
          return [];
        // A caller's statement that asks nothing and tells, as money, a value the facts hold ("Wow, forty-nine
        // dollars a month for the Gold, that's more than I pay for my phone") says a known fact back (fourteenth
        // round); an amount the facts do not hold ("hearing aids are like $4,000") may still tell a situation.
        if (
          last.money &&
          [...last.mentions.keys()].some(
            (entity) =>
              entities[entity]!.asSubject.length === 0 && /^\s*\$\s?\d/.test(entities[entity]!.name),
          ) &&
          last.asks === undefined &&
          !last.plainQuestion &&
          !strongQuestion &&
          conversation[conversation.length - 1]!.from !== 'Agent'
        )
          return [];
        // What the caller will ask later ("eventually I want to ask about the referral thing …, but first, can you
        // pull up my account?", "Later on I'm going to need the enrollment dates"), a document read aloud ("Let me
        // read you what's on the front of my card", "I've got the booklet open and it says …"), and an agent's own
        // line (a scope of appointment, a transfer, what the agent can go over) ask nothing yet, unless a clause
        // asks in its own words or a designer's example question is met (seventeenth round).
        if (
          !strongQuestion &&
          !last.clauseAsks &&
          (DEFERRED.test(last.norm) ||
            // "Sure but first, I only signed up for the hospital part, is that a problem?" puts its question first
            // (twenty-second round).
            (FIRST_DEFERRED.test(last.norm) &&
              !conversation[conversation.length - 1]!.content.includes('?')) ||
            // Unless what is read cannot be read ("Gold Choice PPO, monthly cost, it's smudged on mine"): then the
            // value is asked for (twenty-first round).
            // Nor when a wish to know follows what is read ("She's got a letter here that says … She wants to know if
            // the free teeth cleaning is still in it"; twenty-eighth round).
            // Nor when its only question is whom one reached ("… Call today." That's you people, right?";
            // twenty-eighth round).
            (READ_ALOUD.test(last.norm) &&
              (!last.plainQuestion || asksOnlyOfCall(said.at(-1)!.content)) &&
              !UNREADABLE.test(last.norm) &&
              !wishesToKnowThing(conversation[conversation.length - 1]!.content)) ||
            (conversation[conversation.length - 1]!.from === 'Agent' && AGENT_PROCEDURE.test(last.norm)))
        )
          return [];
        // A story of four sentences or more that asks nothing in form ("I'm a retired firefighter, Phoenix Fire,
        // twenty-eight years. I had the city's retiree plan … I see Dr. Patel for the heart. … I just want to go slow
        // and understand this.") tells who is calling and why, with plans, money, doctors and dates in passing: it
        // asks nothing yet, unless a clause asks in its own words or a designer's example question is met
        // (nineteenth round), or it ends on a terse query.
        if (last.story && !strongQuestion && !last.clauseAsks && !endsOnQuery()) return [];
        // So does a story told in one long sentence, with no question mark and nothing asked or requested ("Good
        // morning, so I'll give you the whole story, I'm 72, I wear a partial on the top, …": twenty-fifth round).
        if (
          last.words.length >= LONG_TELLING &&
          !conversation[conversation.length - 1]!.content.includes('?') &&
          (last.asks === undefined ||
            (LOST.test(last.norm) &&
              asksSomething(
                conversation[conversation.length - 1]!.content,
                ` ${last.norm.replace(LOST, ' ').trim()} `,
              ) === undefined)) &&
          !last.clauseAsks &&
          !strongQuestion &&
          // Not a need of care told with its cost ("my dentist says this time it has to be replaced, I don't even
          // know where to start with the cost").
          !/ (cost|costs|price|pay|paying|afford|expensive) /.test(last.norm)
        )
          return [];
        // Turning 65 told as news before any topic, with no question and no word of joining, of a window or of
        // wanting to find out ("I'm turning 65 soon and I don't understand any of it", "I just turned sixty-five last
        // week"), says who is calling: nothing is asked yet (twenty-first round; the tenth round read it as asking how
        // long the initial enrolment lasts). A move told keeps its cards: it is told as a problem of one's plan ("I
        // moved to Mesa from Chicago last month and my old plan doesn't work here").
        // So too a move told as past news, with no word of a problem with one's plan ("I just moved out here from
        // Ohio to be near my daughter, still unpacking boxes": twenty-second round, on the newer writers' marks).
        // And an age told as news ("I'm 67 and I haven't been to a dentist in years, so, be gentle").
        const ageTold =
          last.concepts.size > 0 &&
          [...last.concepts.values()].every(
            (found) =>
              AGE_CUE.test(` ${found.cue} `) ||
              found.weight < HINT_CUE ||
              // Coverage said of in general beside the age ("My mother is 79, she has no teeth coverage";
              // thirtieth round).
              /^(cover|covers|covered|coverage)$/.test(found.cue),
          ) &&
          [...last.concepts.values()].some((found) => AGE_CUE.test(` ${found.cue} `)) &&
          // Not said of someone a policy is wanted for ("my dad is 88 and wants a dental plan").
          // Not someone one speaks for ("He's 88 and asked me to do the talking for him"; twenty-sixth round).
          !/ (want|wants|wanted|looking (for|into)|interested|take (him|her|me|them|us)|accept|get (him|her|me|them|us)|(plan|plans|policy|coverage|insurance|something|anything|one) for (him|her|me|them|us)) /.test(
            last.norm,
          );
        // An age told is read in its sentences apart from greetings and checks of the line ("Hello? Hello? Oh, good,
        // somebody. I'm Dorothy Haines, and I'm 81 years old."; twenty-sixth round).
        const toldSpoken =
          ageTold && !EVENT_TOLD.test(last.norm) && !MOVE_TOLD.test(last.norm)
            ? withoutCallTalk(conversation[conversation.length - 1]!.content)
            : conversation[conversation.length - 1]!.content;
        if (
          (EVENT_TOLD.test(last.norm) ||
            (MOVE_TOLD.test(last.norm) && !PLAN_TROUBLE.test(last.norm)) ||
            ageTold) &&
          !WANTS_TO_JOIN.test(last.norm) &&
          !toldSpoken.includes('?') &&
          !(last.plainQuestion && toldSpoken === conversation[conversation.length - 1]!.content) &&
          !last.clauseAsks &&
          !strongQuestion &&
          // A plan named with it is a topic ("I'm turning 65 and looking at the Silver").
          ![...last.mentions.keys()].some((entity) => isMember[entity])
        )
          return [];
        const cued = [...last.concepts.values()].some((found) => found.weight >= STATEMENT_CUE);
        const question = last.asks === 'question' && last.plainQuestion;
        // A subject named with nothing asked of it ("I'm interested in the gold plan", "I'm on the silver plan"):
        // only a request to be told of it ("tell me about the Gold Choice PPO") asks for its facts; a situation
        // told beside it cues something or speaks of a thing of the facts ("we're on smile plus and my son needs a
        // ton of work").
        const subjectWithMore =
          (carePlan !== undefined && implied) ||
          // A place one keeps, told with a question's words in it ("the walgreens on my corner is the only
          // pharmacy I can walk to").
          (objectCued && (implied || last.asks === 'question')) ||
          (eventCued && implied) ||
          (namesSubject &&
            (topicNamed ||
              last.concepts.size > 0 ||
              last.namesObject ||
              last.terms.some(isThingTerm) ||
              terseNamed ||
              TELL_ABOUT.test(last.norm)));
        // A plan said in answer to the agent asking which asks what was asked before (twenty-third round); a yes to
        // the agent offering a fact is read as the offer (`asAnswered`).
        // Or a question reported or wished for, of how much or which, of a thing of care ("He wants to know how much
        // the plan pays for fillings", "My mom wants to know which dental plan covers dentures"; twenty-sixth round).
        // Or which plan holds a place named ("he wants to know which of ur plans has aspen"; twenty-eighth round).
        const knowAsked =
          / ((wants|want|wanted|like|needs|need) to know|asks|asked|asking|wonders|wondering) (how much|which|what|if|whether) /.test(
            last.norm,
          ) &&
          ((last.terms.some(isThingTerm) && (last.concepts.size > 0 || / how much /.test(last.norm))) ||
            (last.namesObject && WHICH_PLAN.test(last.norm)));
        if (!cued && !strongQuestion && !subjectWithMore && !question && !answersWhich && !knowAsked)
          return [];
        // A general request to be told of a subject before any topic ("I'd like some information about the Silver
        // Advantage HMO", "can you tell me about Smile Plus") asks no fact yet: its subject's facts would come at
        // equal scores, in the table's order. It shows no card unless something picks among them: a predicate cued
        // (even by a hint), a designer's example question met, a fact's object or a thing of the facts spoken of, a
        // need of care or an event of one's life (sixteenth round). The subject is still read, so that the next
        // message ("and the deductible?") finds its fact; later in a conversation the request keeps its cards.
        if (
          namesSubject &&
          GENERAL_REQUEST.test(last.norm) &&
          last.concepts.size === 0 &&
          // Two things named pick among them ("if the Silver Advantage thing is an actual Medicare Advantage plan";
          // twenty-third round).
          (last.mentions.size <= 1 || DECIDING_BETWEEN.test(last.norm)) &&
          questions.size === 0 &&
          !last.namesObject &&
          !last.terms.some(isThingTerm) &&
          !terseNamed &&
          carePlan === undefined &&
          !eventCued &&
          !objectCued
        )
          return [];
      }

      // Focus: what the last message names, and what earlier ones named, fading with each turn back.
      /** What is in focus; `member`: brought by a member of its kind ("Smile Basic" for "dental-only policy"). */
      const named = new Map<
        number,
        { strength: number; words: string; earlier: boolean; member?: string; described?: boolean }
      >();
      const lastNamesSubject = last.namesSubject;
      const carry = lastNamesSubject ? SHIFTED_FOCUS : 1;
      // Each earlier message's fade: by how many messages naming a subject come after it, and, more gently, by how
      // many say nothing of the graph, so that a subject named five messages back stays in focus until another is.
      const fades: number[] = [];
      let naming = 0;
      for (let back = 1; back < turns.length; back++) {
        const turn = turns[turns.length - 1 - back]!;
        const names = turn.namesSubject;
        if (names) naming++;
        fades[back] = carry * TURN_DECAY ** Math.max(1, naming) * QUIET_DECAY ** (back - Math.max(1, naming));
      }
      for (let back = turns.length - 1; back >= 1; back--) {
        const turn = turns[turns.length - 1 - back]!;
        const fade = fades[back]!;
        // A line's name in a greeting ("Medicare Advantage, this is Nadia.") is no topic (twenty-eighth round).
        if (turn.greeting && !namesMember(turn)) continue;
        for (const [entity, mention] of turn.mentions) {
          // Only what facts are about stays in focus; a value said before ("$0") is no topic.
          if (entities[entity]!.asSubject.length === 0) continue;
          const strength = mention.strength * fade;
          if (strength > (named.get(entity)?.strength ?? 0))
            named.set(entity, { strength, words: mention.words, earlier: true });
        }
      }
      for (const [entity, mention] of last.mentions)
        named.set(entity, { strength: mention.strength, words: mention.words, earlier: false });
      // "The other one": the subjects of the same kind as the one in focus ("Smile Plus" after "Smile Basic").
      if (!lastNamesSubject && last.other) {
        let focus: number | undefined;
        for (const [entity, mention] of named)
          if (
            entities[entity]!.asSubject.length > 0 &&
            mention.strength > (named.get(focus ?? -1)?.strength ?? 0)
          )
            focus = entity;
        const kinds = new Set(
          entities[focus ?? -1]?.asSubject.flatMap((t) =>
            isKind(indexed[t]!) ? [indexed[t]!.object] : [],
          ) ?? [],
        );
        const siblings = [...kinds].flatMap((kind) =>
          entities[kind]!.asObject.flatMap((t) =>
            isKind(indexed[t]!) && indexed[t]!.subject !== focus ? [indexed[t]!.subject] : [],
          ),
        );
        if (focus !== undefined && siblings.length > 0) {
          named.delete(focus);
          for (const sibling of siblings)
            named.set(sibling, { strength: 1, words: last.other, earlier: false });
        }
      }

      if (carePlan !== undefined && implied && !named.has(carePlan.plan))
        named.set(carePlan.plan, {
          strength: DESCRIBED,
          words: carePlan.words,
          earlier: false,
          described: true,
        });
      // A plan told by a value of its own rather than by its name ("the forty nine dollar plan", "the plan with the
      // hearing aids", "the one that gives money back on part b", "the cheaper of your two"): the plan the values
      // say, when they say one more surely than any other (or two or three alike: "the two free ones"), is in focus
      // as if named; the facts that told it are what the caller knows already, not what is asked.
      let describing: Set<number> | undefined;
      const describingConcepts = new Set<number>();
      if (!last.other && !namesMember(last)) {
        const telling = tellingWords(last.words);
        if (telling.length > 0) {
          const evidence = new Map<number, number>();
          const facts: number[] = [];
          const said: string[] = [];
          const add = (plans: readonly number[], amount: number) => {
            for (const plan of plans) evidence.set(plan, (evidence.get(plan) ?? 0) + amount / plans.length);
          };
          const tellingSet = new Set(telling);
          const tellingTerms = new Set(queryTerms(telling));
          const cueTerms = new Set([...last.concepts.values()].flatMap((found) => terms(found.cue)));
          /** The values told, each with how surely: a name said, a thing's words, an amount. */
          const values = new Map<number, { surely: number; words: string }>();
          const value = (entity: number, surely: number, words: string) => {
            if (surely > (values.get(entity)?.surely ?? 0)) values.set(entity, { surely, words });
          };
          for (const [entity, mention] of last.mentions) {
            const shown = mention.words.split(' ');
            if (!shown.every((word) => tellingSet.has(word) || isStopword(word))) continue;
            // A bare number is a value only when said as money ("the 24 dollar plan"; not a member number); a word
            // that asks for a predicate ("premium") tells no value.
            if (/^[\d\s]+$/.test(mention.words) && !last.money) continue;
            if (shown.every((word) => cueTerms.has(stem(word)) || isStopword(word))) continue;
            value(entity, mention.strength, mention.words);
          }
          // A thing's words ("the one that covers implants", "the plan with the gym membership"): each name that holds
          // them, by the share of its words told.
          for (const term of tellingTerms) {
            if (!isThingTerm(term) || cueTerms.has(term)) continue;
            const list = variantsByTerm.get(term) ?? [];
            if (list.length > DESCRIBES_MAX) continue;
            for (const v of list) {
              // "Part D" is one word of a name, told when its letter is ("the one that doesn't include drug
              // coverage" tells Part D drug coverage by "drug" alone: nineteenth round).
              const all = variants[v]!.terms;
              let own = 0;
              let toldWords = 0;
              for (let at = 0; at < all.length; at++) {
                const word = all[at]!;
                if (GENERIC_NAME_TERMS.has(word) || /\d/.test(word)) continue;
                if (word.length === 1 && all[at - 1] === 'part') continue;
                own++;
                const letter = word === 'part' && all[at + 1]?.length === 1 ? all[at + 1]! : undefined;
                if (tellingTerms.has(letter ?? word)) toldWords++;
              }
              const told = toldWords / Math.max(own, 1);
              if (told >= 0.5) value(variants[v]!.entity, told, term);
            }
          }
          // An amount ("the plan with the 6,700 limit", "for the plan where I'd pay 49 a month").
          for (let i = 0; i < telling.length; i++) {
            if (!/^\d+$/.test(telling[i]!)) continue;
            let digits = telling[i]!;
            if (/^\d{3}$/.test(telling[i + 1] ?? '')) digits += telling[++i]!;
            if (
              !last.money &&
              !/^(limit|cap|max|maximum|deductible|allowance|premium|copay|dollars?|bucks)$/.test(
                telling[i + 1] ?? '',
              )
            )
              continue;
            const list = entitiesOfAmount.get(Number(digits)) ?? [];
            if (list.length <= DESCRIBES_MAX) for (const entity of list) value(entity, 1, digits);
          }
          // A cost said to be none ("the plan with no deductible, how much a month is it?"): the plans whose fact of
          // the predicate it cues is $0, when not all of them are (twenty-first round).
          for (let i = 0; i + 1 < telling.length; i++) {
            if (telling[i] !== 'no' && telling[i] !== 'zero') continue;
            const word = stem(telling[i + 1]!);
            for (const [index, found] of last.concepts) {
              if (index === premiumConcept || !terms(found.cue).includes(word)) continue;
              const list = byConcept.get(index) ?? [];
              if (list.length > DESCRIBES_MAX) continue;
              const held = list.filter((t) => isMember[indexed[t]!.subject]);
              const none = held.filter((t) => ZERO_AMOUNT.test(indexed[t]!.triple.object));
              if (none.length === 0 || none.length === held.length) continue;
              add([...new Set(none.map((t) => indexed[t]!.subject))], 1);
              facts.push(...none);
              said.push(`${telling[i]} ${telling[i + 1]}`);
              if (last.concepts.size > 1) describingConcepts.add(index);
            }
          }
          // A value said not to be had ("the one that doesn't include drug coverage", "the plan without drug
          // coverage") tells the plans whose fact of it says so; one said to be had, the others (nineteenth round).
          const negated =
            telling.some((word) => NEGATIONS.has(word)) ||
            / (plan|plans|one|ones|policy|ppo|hmo) without /.test(last.norm);
          for (const [entity, { surely, words }] of values) {
            let plans = plansOfValue(entity, facts);
            if (plans.length > 1) {
              const same = plans.filter((plan) =>
                entities[entity]!.asObject.some(
                  (t) =>
                    indexed[t]!.subject === plan &&
                    NEGATIVE_PREDICATE.test(indexed[t]!.triple.predicate) === negated,
                ),
              );
              if (same.length > 0) plans = same;
            }
            if (plans.length === 0) continue;
            add(plans, surely);
            said.push(words);
          }
          // A predicate cued only by the words that tell a plan, beside one cued by what asks ("for the plan where
          // I'd pay 49 a month, what's the yearly limit on my costs"), told the plan: it is not asked.
          const toldOnly = (found: { cue: string }) =>
            terms(found.cue).every((term) => tellingTerms.has(term));
          if ([...last.concepts.values()].some((found) => !toldOnly(found)))
            for (const [index, found] of last.concepts) if (toldOnly(found)) describingConcepts.add(index);
          // A predicate only one plan has, beside another asked ("the plan with the waiting periods, what's the
          // premium"; "the plan that pays some of my part b back, what do specialists cost").
          if (last.concepts.size > 1)
            for (const [index, found] of last.concepts) {
              const list = byConcept.get(index) ?? [];
              if (list.length > DESCRIBES_MAX || !terms(found.cue).some((term) => tellingTerms.has(term)))
                continue;
              let only = -1;
              for (const t of list) {
                const subject = indexed[t]!.subject;
                if (!isMember[subject] || isKind(indexed[t]!)) continue;
                only = only === -1 || only === subject ? subject : -2;
              }
              if (only < 0) continue;
              add([only], found.weight);
              describingConcepts.add(index);
              for (const t of list) if (indexed[t]!.subject === only) facts.push(t);
              said.push(found.cue);
            }
          // A rank by price, among the plans in focus (two or more), else among all the program's plans.
          const rank = CHEAPER.exec(last.norm) ?? DEARER.exec(last.norm) ?? FREE.exec(last.norm);
          if (rank && premiumOf.size <= DESCRIBES_MAX) {
            let pool = [...named.keys()].filter((entity) => premiumOf.has(entity));
            if (pool.length < 2) pool = [...premiumOf.keys()];
            const prices = pool.map((entity) => premiumOf.get(entity)!);
            const low = Math.min(...prices);
            const high = Math.max(...prices);
            const free = FREE.test(last.norm);
            const target = free ? 0 : CHEAPER.test(last.norm) ? low : high;
            const chosen = pool.filter((entity) => premiumOf.get(entity) === target);
            if (chosen.length > 0 && (free || low < high)) {
              add(chosen, 1);
              said.push(rank[0].trim());
              // "The zero premium plan …, how much is a doctor visit": the premium told the plan, and is not asked.
              const found = last.concepts.get(premiumConcept);
              if (found && last.concepts.size > 1 && rank[0].includes(` ${found.cue} `)) {
                describingConcepts.add(premiumConcept);
                for (const t of byConcept.get(premiumConcept) ?? []) facts.push(t);
              }
            }
          }
          let most = 0;
          for (const amount of evidence.values()) most = Math.max(most, amount);
          const chosen = [...evidence].filter(([, amount]) => amount >= most - 1e-9).map(([plan]) => plan);
          // Plans told that are the only ones in focus already ("my mother's on the silver" … "does the plan pay
          // anything towards new glasses") need no telling: the values are what is asked of them.
          const inFocus = [...named.keys()].filter((entity) => isMember[entity] === 1);
          const known =
            inFocus.length > 0 && inFocus.length === chosen.length && chosen.every((plan) => named.has(plan));
          if (most >= MENTION_MIN && chosen.length <= 3 && !known) {
            for (const [entity, focus] of named)
              if (focus.earlier && !chosen.includes(entity)) focus.strength *= SHIFTED_FOCUS;
            for (const plan of chosen)
              named.set(plan, {
                strength: DESCRIBED,
                words: said.join(', '),
                earlier: false,
                described: true,
              });
            describing = new Set(
              facts.filter((t) => !isMember[indexed[t]!.subject] || chosen.includes(indexed[t]!.subject)),
            );
          } else describingConcepts.clear();
        }
      }

      // What is true of a kind is true of its members: a plan in focus brings its kind's facts into focus, less
      // ("my mom is 90, can she still get smile basic": the age limit of a dental-only policy).
      for (const [entity, mention] of [...named])
        for (const t of entities[entity]!.asSubject) {
          const item = indexed[t]!;
          if (!isKind(item) || item.object === entity) continue;
          const strength = mention.strength * KIND_FOCUS;
          if (strength > (named.get(item.object)?.strength ?? 0))
            named.set(item.object, {
              strength,
              words: mention.words,
              earlier: mention.earlier,
              member: item.triple.subject,
            });
        }

      // Nothing named, now or before, and asked of the person on the line ("what's your zip code", "what state are
      // you in"): only a sure predicate cue asks of the graph.
      // Unless "yours" covers a thing of the facts ("Does yours actually cover implants or is it fine print?":
      // twenty-fifth round; "does your insurance pay for a implant": twenty-seventh).
      if (
        named.size === 0 &&
        last.personal &&
        !surelyAsked &&
        !strongQuestion &&
        !(
          / (yours|your (insurance|plan|plans|policy|policies|coverage|company)) (would |will |does |do |can |could )?(actually |really |even )?(cover|covers|pay|pays|do|does|include|includes) /.test(
            last.norm,
          ) && last.terms.some(isThingTerm)
        )
      )
        return [];
      // So too a request that names nothing ("I need a copy of my explanation of benefits").
      if (named.size === 0 && last.asks !== 'question' && !surelyAsked && !strongQuestion && !eventCued)
        return [];

      // The predicate asked for: the last message's, else the one asked just before ("and for the Gold plan?").
      const wanted = new Map<number, { weight: number; cue: string }>(last.concepts);
      // What told a plan is not what is asked of it.
      for (const index of describingConcepts) wanted.delete(index);
      /** Which plan is the question ("which plan covers implants", "do you have a plan that …"). */
      const whichPlan = WHICH_PLAN.test(last.norm);
      // Which plan "does that", "has that", "would help", asked of a thing of care named before it ("I need a crown,
      // which plan does that"): what a plan covers or gives is asked (twenty-first round); or told just before.
      if (wanted.size === 0 && whichPlan && (last.terms.some(isThingTerm) || toldBefore))
        for (const concept of objectConcepts)
          wanted.set(concept, { weight: STATEMENT_CUE, cue: 'which plan' });
      // A condition put before a question ("if I go out of network, is the out-of-pocket max different?") says when,
      // not what: a predicate only its words cue weighs as a rival of one the question cues surely (twenty-first
      // round).
      const condition = CONDITION_FIRST.exec(conversation[conversation.length - 1]!.content);
      if (condition) {
        const when = normalized(condition[1]!);
        const inCondition = (cue: string) => when.includes(` ${cue} `);
        if ([...wanted.values()].some((found) => found.weight >= STATEMENT_CUE && !inCondition(found.cue)))
          for (const [concept, found] of wanted)
            if (inCondition(found.cue))
              wanted.set(concept, { ...found, weight: found.weight * RIVAL_CONCEPT });
      }
      // A comparison whose own words only hint at a predicate ("is silver the same or lower") asks again too.
      const comparesAgain =
        last.compares && [...last.concepts.values()].every((found) => found.weight < STATEMENT_CUE);
      // A short follow-up naming only a thing of another kind ("ok but for pills, is it also zero?" after the medical
      // deductible) asks the predicate asked before, of that thing, beside what it cues of its own (twenty-first
      // round).
      const followsUp =
        asked &&
        !comparesAgain &&
        last.words.length <= FOLLOW_UP_WORDS &&
        FOLLOW_UP.test(last.norm) &&
        [...last.concepts.keys()].every((concept) => objectConcepts.has(concept));
      const fromAnswer = new Set<number>();
      if (!asked || comparesAgain || followsUp) {
        for (let back = 1; back < turns.length && back <= PREDICATE_CARRY; back++) {
          const turn = turns[turns.length - 1 - back]!;
          // An answer's words ("$3,900 in network") ask for nothing; a question's predicate carries, and so does a
          // terse one's ("deductible on basic"), which names a subject and no amount.
          // A situation the caller told a few messages back ("She broke her glasses, sat on them" … "Oh no!" …
          // "does the plan chip in on new ones"), with nothing asked since, says what a question that cues nothing
          // asks about (nineteenth round).
          if (
            !turn.asks &&
            !asked &&
            back >= 2 &&
            conversation[conversation.length - 1 - back]?.from !== 'Agent' &&
            [...turn.concepts.values()].some((found) => found.weight >= HINT_CUE) &&
            turns
              .slice(turns.length - back, -1)
              .every((between) => between.concepts.size === 0 && !between.asks)
          ) {
            for (const [concept, found] of turn.concepts)
              if (found.weight >= HINT_CUE && !wanted.has(concept))
                wanted.set(concept, { weight: found.weight * ANSWERED_PREDICATE, cue: found.cue });
            break;
          }
          if (!turn.asks && !(turn.terse && turn.mentions.size > 0)) {
            // An answer just before that names a subject and says its predicate's own word ("Smile Basic has a $50
            // yearly deductible" … "and plus?") carries that predicate, less; a hint does not.
            // Or one naming a value of a fact that is no bare amount ("The waiting period for crowns is 6 months."
            // … "and implants? same?"; twenty-fourth round).
            if (
              back !== 1 ||
              !(
                turn.namesSubject ||
                [...turn.mentions].some(
                  ([entity, mention]) =>
                    (mention.whole || mention.strength >= STATEMENT_CUE) &&
                    !BARE_AMOUNT.test(entities[entity]!.name),
                )
              )
            )
              continue;
            for (const [concept, found] of turn.concepts)
              if (
                found.weight >= STATEMENT_CUE &&
                !wanted.has(concept) &&
                // "In network" qualifies an amount told; it names no network asked about.
                !(found.cue === 'network' && / (in|out of) network /.test(turn.norm))
              ) {
                wanted.set(concept, { weight: found.weight * ANSWERED_PREDICATE, cue: found.cue });
                fromAnswer.add(concept);
              }
            // A question before it still says what is asked, more surely ("Silver is 3,900 max right" … "$3,900
            // in network" … "what about bronze").
            continue;
          }
          const fade = CARRIED_PREDICATE;
          for (const [concept, found] of turn.concepts)
            if (!wanted.has(concept) || fromAnswer.has(concept))
              wanted.set(concept, { weight: found.weight * fade, cue: found.cue });
          if (turn.concepts.size > 0) break;
        }
      }
      // What the thing of a follow-up cues of its own qualifies the predicate carried, which it does not outweigh.
      if (followsUp)
        for (const concept of last.concepts.keys()) {
          const found = wanted.get(concept);
          if (found) wanted.set(concept, { ...found, weight: found.weight * RIVAL_CONCEPT });
        }
      // A message asks one thing first: a concept its words name less surely than another's weighs less still
      // ("a deductible for doctor visits" asks for the deductible, not the visit's copay).
      let surest = 0;
      for (const found of wanted.values()) surest = Math.max(surest, found.weight);
      for (const [concept, found] of wanted)
        if (found.weight < surest - 1e-9)
          wanted.set(concept, { ...found, weight: found.weight * RIVAL_CONCEPT });

      // Scores are summed into buffers over the triples touched; reasons are written for the cards shown only.
      const touched = touchedTriples;
      let count = 0;
      const touch = (t: number, amount: number) => {
        if (!seen[t]) {
          seen[t] = 1;
          touched[count++] = t;
        }
        score[t] = score[t]! + amount;
      };
      for (const [entity, mention] of named) {
        // Named whole ("medicare advantage plan"), not by a word it shares with a member's kind ("only for teeth").
        let ownAnswer = false;
        const whole = last.mentions.get(entity)?.whole === true;
        for (const t of entities[entity]!.asSubject) {
          // Unless which plan it is is the question ("which plan covers implants"): the fact that told it answers.
          if (mention.described && describing?.has(t) && !whichPlan) continue;
          touch(t, WEIGHTS.subject * mention.strength);
          if (whole && !ownAnswer)
            for (const index of indexed[t]!.concepts) if (wanted.has(index)) ownAnswer = true;
        }
        // A kind named with a predicate asked that its own facts answer ("when am I allowed to change my medicare
        // advantage plan"): its members' "is a" facts say only what they are, and answer nothing asked, unless what
        // a thing is was asked too ("is it only for teeth").
        // A thing that holds others, asked what it holds ("which pharmacy is in the evergreen network"): its own
        // facts answer before those naming it as what a plan has.
        const lastMention = last.mentions.get(entity);
        const container =
          lastMention !== undefined &&
          entities[entity]!.asSubject.length > 0 &&
          namedAsContainer(last.words, new Set(lastMention.words.split(' ')));
        if (mention.member === undefined)
          for (const t of entities[entity]!.asObject)
            if (
              indexed[t]!.subject !== entity &&
              !(ownAnswer && isKind(indexed[t]!) && !wanted.has(kindConcept))
            )
              touch(
                t,
                WEIGHTS.object *
                  mention.strength *
                  (container ? CONTAINER_OBJECT : 1) *
                  (namesOwnPredicate(t) && !indexed[t]!.concepts.some((index) => wanted.has(index))
                    ? OBJECT_AS_PREDICATE
                    : 1),
              );
      }
      // A thing named and a subject in focus joined by a fact between them ("I get all my meds at Walgreens,
      // considering the silver plan": Silver's network is Evergreen, which includes Walgreens): both facts are the
      // answer to whether the one has the other.
      const linked = new Set<number>();
      for (const [entity, mention] of named) {
        if (mention.member !== undefined) continue;
        for (const t2 of entities[entity]!.asSubject) {
          // A kind's facts come into focus on their own (KIND_FOCUS).
          if (isKind(indexed[t2]!)) continue;
          const between = indexed[t2]!.object;
          if (between === entity) continue;
          for (const t1 of entities[between]!.asSubject) {
            const thing = last.mentions.get(indexed[t1]!.object);
            // Named in the message's own words, not through a caller's word for it ("a cardiologist" is no
            // cardiology practice of the graph).
            if (!thing || indexed[t1]!.object === entity) continue;
            if (!thing.words.split(' ').every((word) => last.words.includes(word))) continue;
            const amount = WEIGHTS.link * Math.min(mention.strength, thing.strength);
            // The fact that holds the thing answers first (seventeenth round: "is HonorHealth in my network?" on
            // the Bronze Saver is answered by Valley Care Partners' clinics, then by the Bronze's network).
            touch(t1, amount * LINK_HOLDER);
            touch(t2, amount);
            linked.add(t1);
            linked.add(t2);
          }
        }
      }
      // A predicate of what a plan's fact leads to, said in a word of its own ("pharmacy for gold choice?": Gold's
      // network is Evergreen, whose pharmacy is Walgreens): that fact answers, as a thing named there would
      // (twenty-first round).
      const lastTerms = new Set(last.terms);
      for (const [entity, mention] of named) {
        if (mention.member !== undefined || mention.earlier || !isMember[entity]) continue;
        const ownTerms = new Set(
          entities[entity]!.asSubject.flatMap((t) => termsOfPredicate[indexed[t]!.predicateId]!),
        );
        for (const t2 of entities[entity]!.asSubject) {
          if (isKind(indexed[t2]!)) continue;
          const between = indexed[t2]!.object;
          if (between === entity || isMember[between]) continue;
          for (const t1 of entities[between]!.asSubject) {
            if (linked.has(t1)) continue;
            const said = termsOfPredicate[indexed[t1]!.predicateId]!.some(
              (term) =>
                lastTerms.has(term) &&
                !ownTerms.has(term) &&
                !GENERIC_NAME_TERMS.has(term) &&
                !RELATION_TERMS.has(term),
            );
            if (!said) continue;
            const amount = WEIGHTS.link * mention.strength;
            touch(t1, amount * LINK_HOLDER);
            touch(t2, amount);
            linked.add(t1);
            linked.add(t2);
          }
        }
      }
      const weigh = (t: number, found: { weight: number; cue: string }) => {
        // An age asks only of a fact that speaks of age ("she's 88": what a policy has no limit of), never of what a
        // plan leaves out ("I'm 73": no question of Part D; twenty-first round).
        if (AGE_CUE.test(` ${found.cue} `) && !/\bage\b/i.test(indexed[t]!.triple.object)) return;
        const known = conceptOf[t];
        if (known && known.weight >= found.weight) return;
        touch(t, WEIGHTS.concept * (found.weight - (known?.weight ?? 0)));
        conceptOf[t] = found;
      };
      // The predicate asked for, on the named triples (all of them), and on others (a bounded few: in a large graph
      // another subject's premium ties with thousands and answers nothing about the one in focus).
      for (let i = 0, named = count; i < named; i++) {
        const t = touched[i]!;
        for (const index of indexed[t]!.concepts) {
          const found = wanted.get(index);
          if (found) weigh(t, found);
        }
      }
      for (const [index, found] of wanted) {
        const list = byConcept.get(index) ?? [];
        for (let i = 0; i < list.length && i < UNFOCUSED_MAX; i++) weigh(list[i]!, found);
      }
      for (const [t, match] of questions)
        if (match.score >= QUESTION_MIN) touch(t, WEIGHTS.question * match.score);
      // Shared words alone make no card: they refine the ones a name, a predicate or a question brought.
      // An earlier question's words count a little too ("smile plus implants?" … "is there a waiting period").
      const earlierTerms = new Set<string>();
      // Not the words that asked for its predicate ("a month"): that carries as the predicate, or gives way to the
      // last message's own; then only the words of what it was about ("implants"), not of a predicate.
      for (let back = 1; back < turns.length && back <= 2; back++) {
        const turn = turns[turns.length - 1 - back]!;
        if (!turn.asks && !turn.terse) {
          // An answer just before says what the talk is about by the things it names ("Implants are covered at 50%"
          // … "after how long though?": the implants' waiting period, not the crowns').
          if (back === 1) for (const term of turn.terms) if (isThingTerm(term)) earlierTerms.add(term);
          continue;
        }
        const cueTerms = new Set([...turn.concepts.values()].flatMap((found) => terms(found.cue)));
        for (const term of turn.terms)
          if (
            // A cue's words asked for the predicate, but its predicate's own words say which ("how much is a
            // specialist" … "and on bronze": the specialist copay, not the primary care one).
            (!cueTerms.has(term) || (!asked && predicateTerms.has(term))) &&
            !GENERIC_NAME_TERMS.has(term) &&
            !subjectTerms.has(term) &&
            !(asked && predicateTerms.has(term))
          )
            earlierTerms.add(term);
      }
      for (const term of last.terms) earlierTerms.delete(term);
      const earlier = [...earlierTerms];
      // The words that named a plan ("silver advantage", "the gold plan") say which plan, not which of its facts:
      // they do not weigh for a fact whose object shares them ("Silver Advantage HMO is a Medicare Advantage plan"
      // before its maximum out-of-pocket, for "silver advantage has a three thousand nine hundred dollar something").
      // So does a plan's noun just after them ("the silver plan": "plan" is no word of "Medicare Advantage plan").
      const namingTerms = new Set<string>();
      for (const [entity, mention] of last.mentions)
        if (isMember[entity]) {
          const said = mention.words.split(' ');
          for (const term of terms(mention.words)) namingTerms.add(term);
          for (let i = 0; i + 1 < last.words.length; i++)
            if (said.includes(last.words[i]!) && PLAN_NOUNS.has(last.words[i + 1]!))
              namingTerms.add(stem(last.words[i + 1]!));
        }
      // Nor does a plan's noun said alone ("which plan has the better dental"), unless what a plan is is asked: it
      // is in every kind's name (twenty-first round).
      // A plan's noun after an article ("that's a Part C plan like the others, yes?") says a kind all the same.
      if (!wanted.has(kindConcept) && !/ (a|an) ([a-z]+ ){0,3}(plan|policy) /.test(last.norm))
        for (const noun of PLAN_NOUN_TERMS) namingTerms.add(noun);
      const lastQuery = queryIds(
        namingTerms.size > 0 ? last.terms.filter((term) => !namingTerms.has(term)) : last.terms,
      );
      const earlierQuery = queryIds(earlier);
      addLexical(count, lastQuery, earlierQuery);
      // A plan's own fact that holds the message's words answers before its kind's fact that holds them too ("how
      // much would I get back on my part b with the bronze": what Bronze gives back on the Part B premium, before
      // what every Medicare Advantage plan requires of Part A and Part B).
      // Asked what a plan covers or gives, the fact holding the thing named answers before one that only shares
      // the question's words ("what does it cover for dental": the dental allowance, not care out of network).
      const wantedConcepts = [...wanted.keys()];
      // Not in a follow-up, whose thing qualifies the predicate carried ("and for prescriptions, is there one?").
      if (!followsUp && wantedConcepts.some((concept) => objectConcepts.has(concept))) {
        // In the message's own words: a caller's word for a thing ("a cardiologist") is no thing of the graph.
        const own = new Set(last.words.map(stem));
        const things = new Set(last.terms.filter((term) => isThingTerm(term) && own.has(term)));
        if (things.size > 0)
          for (let i = 0; i < count; i++) {
            const t = touched[i]!;
            const item = indexed[t]!;
            if (
              item.concepts.some((concept) => wanted.has(concept)) &&
              holdsAny(entityTerms(item.object), things)
            )
              score[t] = score[t]! + THING_ASKED;
          }
      }
      if ([...named.values()].some((focus) => focus.member !== undefined)) {
        const ownShare = new Set<string>();
        for (let i = 0; i < count; i++) {
          const t = touched[i]!;
          const focus = named.get(indexed[t]!.subject);
          if (focus && focus.member === undefined && lastLexical[i]! > 0)
            ownShare.add(indexed[t]!.triple.subject);
        }
        for (let i = 0; i < count; i++) {
          const t = touched[i]!;
          const member = named.get(indexed[t]!.subject)?.member;
          if (member !== undefined && ownShare.has(member) && !conceptOf[t] && lastLexical[i]! > 0)
            score[t] = score[t]! * KIND_BELOW_OWN;
        }
      }

      // Asked whether a plan is of a kind, by the kind's name or another name of it ("is the Gold plan on Part C?",
      // "is it an Advantage plan, like Part C?"): the plan's own fact of what it is answers before the kind's facts
      // (twentieth round).
      if (wanted.has(kindConcept)) {
        const kindsAsked = new Set<number>();
        for (let i = 0; i < count; i++) {
          const item = indexed[touched[i]!]!;
          if (isKind(item) && named.has(item.subject) && named.get(item.subject)!.member === undefined)
            kindsAsked.add(item.object);
        }
        if (kindsAsked.size > 0)
          for (let i = 0; i < count; i++) {
            const t = touched[i]!;
            const item = indexed[t]!;
            if (kindsAsked.has(item.subject) && !isKind(item)) score[t] = score[t]! * KIND_BELOW_OWN;
          }
      }
      // The facts that told a plan by its values answer after what is asked of it ("the plan with the 6,700 limit,
      // what are specialist visits"), unless the question is which plan that is ("which plan has the hearing aids").
      // Nor when what else is asked is only hinted and the plan was told by no amount ("The one with the money back:
      // how much do they actually give back?"; not "the $45 plan vs the $24 plan, what's the difference for a crown":
      // twenty-fifth round).
      if (
        describing &&
        !whichPlan &&
        (last.money ||
          [...wanted].some(
            ([concept, found]) => !describingConcepts.has(concept) && found.weight >= STATEMENT_CUE,
          ))
      )
        for (let i = 0; i < count; i++) {
          const t = touched[i]!;
          if (describing.has(t) && !indexed[t]!.concepts.some((concept) => wanted.has(concept)))
            score[t] = score[t]! * DESCRIBING_FACT;
        }

      // Asked what a plan covers, with nothing of the graph named now or before, and no covered thing's words
      // ("does the plan cover my dog's vet bills"): what is asked about is not in the graph.
      // So too when a plan is named and the thing asked about is a word the graph does not know ("does the gold
      // plan cover my wife too").
      const cueWords = new Set([...last.concepts.values()].flatMap((found) => terms(found.cue)));
      // Asked for a kind of a predicate the graph does not know ("the ambulance copay", "the chiropractor
      // deductible"): the word just before the predicate's own word is unknown to the graph and the lexicon.
      // So too the kind said after it ("the copay for an ambulance ride").
      const unknownWord = (word: string) => {
        const term = stem(word);
        return (
          !isStopword(word) &&
          !knownTerms.has(term) &&
          !/\d/.test(term) &&
          !AMOUNT_WORDS.test(word) &&
          !FILLER_TERMS.has(term) &&
          !variantsByTerm.has(term)
        );
      };
      const rawLast = conversation[conversation.length - 1]!.content.toLowerCase().replace(/[’']/g, '');
      const unknownKind =
        !strongQuestion &&
        last.words.some((word, i) => {
          // "How much is a colonoscopy", "how much would cataract surgery cost me" (nineteenth round).
          if (word === 'how' && last.words[i + 1] === 'much') {
            let at = i + 2;
            if (!/^(is|are|would|will|was)$/.test(last.words[at] ?? '')) return false;
            at++;
            if (/^(a|an|the|my|her|his|one)$/.test(last.words[at] ?? '')) at++;
            const kind = last.words[at];
            if (
              kind !== undefined &&
              kind.length >= 5 &&
              // What is left of an allowance is the account's ("how much is remaining"; twenty-eighth round).
              !LEFT_OF_IT.test(kind) &&
              // The cost asked of it, or of what is done to it ("cataract surgery cost me").
              (COST_OF_IT.test(last.words[at + 1] ?? '') ||
                /^(cost|costs|run|be)$/.test(last.words[at + 2] ?? '')) &&
              !isStopword(kind) &&
              unknownWord(kind)
            )
              return true;
            // A kind of two words, one of them unknown, asked its price where it ends ("how much is an ambulance
            // ride on Bronze?", "how much is urgent care on the Silver HMO?", "how much is a hospital stay per
            // day": twenty-second round).
            if (!/^(is|are|was)$/.test(last.words[i + 2] ?? '')) return false;
            const two = last.words.slice(at, at + 2);
            const after = last.words[at + 2];
            return (
              two.length === 2 &&
              two.every((one) => !isStopword(one) && !AFTER_KIND.test(one) && !PEOPLE.test(one)) &&
              (after === undefined || /^(on|at|with|under|for|per|if|in)$/.test(after)) &&
              two.some((one) => one.length >= 4 && unknownWord(one))
            );
          }
          // What one pays for a kind of care ("how much would I pay for an MRI", not "does the Gold pay for the
          // emergency room": twenty-second round).
          const paysFor =
            /^(pay|charge|charged)$/.test(word) &&
            /^(a|an|the)$/.test(last.words[i + 2] ?? '') &&
            last.words
              .slice(Math.max(0, i - 4), i)
              .join(' ')
              .startsWith('how much');
          if (!PRICE_WORDS.has(word) && !paysFor) return false;
          // The kind said after it: "the copay for an ambulance ride", "a copay for lab work", "a copay if I need an
          // ambulance", "the copay for the emergency room" (a kind whose every word is not the graph's).
          const kindWords = kindAfter(last.words, i + 1);
          if (kindWords.length > 0 && kindWords.some(unknownWord)) return true;
          if (paysFor) return false;
          if (i === 0) return false;
          const before = last.words[i - 1]!;
          // A verb of one's own ("I hate deductibles") is no kind of cost.
          // "I never understood deductibles" (twenty-seventh round).
          if (
            /^(i|we|you|they|he|she|im|also|really|just|never|dont|didnt|always|still)$/.test(
              last.words[i - 2] ?? '',
            )
          )
            return false;
          // Nor is a feeling about it ("My dad hates deductibles"; twenty-fourth round).
          if (
            /^(hate|hates|hated|love|loves|like|likes|dislike|dislikes|avoid|avoids|fear|fears|mind|minds)$/.test(
              last.words[i - 1] ?? '',
            )
          )
            return false;
          // Nor is a word a stop divides from it ("reading from the comparison chart: deductible, Basic and Plus";
          // twenty-first round).
          // Or its slip ("whats the catch. deductble for dr visits?"; twenty-eighth round).
          if (new RegExp(`\\b${before}\\s*[,:;.!?]+\\s*(${word}|${word[0]}[a-z]*)\\b`).test(rawLast))
            return false;
          const term = stem(before);
          return (
            !isStopword(before) &&
            !knownTerms.has(term) &&
            !/\d/.test(term) &&
            !AMOUNT_WORDS.test(before) &&
            // A plan pointed at is no kind of cost ("ok and that one's deductible?"; twenty-fourth round).
            !/^(one|ones|its|thats|theirs|hers|his|each|either|both|whose)$/.test(before) &&
            // Nor is a word of how it is meant ("what is the actual deductible?"; twenty-fifth round).
            !/^(actual|actually|real|exact|true|current|total|overall|full|usual|normal|standard|official|whole|entire|same|correct|right|precise)$/.test(
              before,
            ) &&
            !FILLER_TERMS.has(term) &&
            !variantsByTerm.has(term)
          );
        });
      // A question that names a thing the graph does not know, told beside a story ("Does Smile Plus cover braces?
      // My 14 year old needs them"): the thing is the question's, and the story's words hold none (twenty-second
      // round). A question pointing back at the story ("does it cover those?") asks of the story's things.
      const askingOfLast = askingClauses(conversation[conversation.length - 1]!.content).join(' ');
      const coveredThing = COVERED_THING.exec(normalized(askingOfLast));
      // Not a word standing for a thing of the story ("pay for the devices" after going deaf).
      const coversUnknown =
        coveredThing !== null &&
        unknownWord(coveredThing[3]!) &&
        !STANDS_FOR_THING.test(coveredThing[3]!) &&
        // Nor a share of it ("So you'd cover half of it?"; twenty-seventh round).
        !/^(half|most|some|portion|rest)$/.test(coveredThing[3]!);
      const asking = askingOfLast.trim() === '' ? undefined : analyse(askingOfLast);
      const thingTerms = coversUnknown && asking ? new Set(asking.terms) : new Set(lastTerms);
      // A question pointing back with a word alone ("which of your plans covers them?" after "my mom needs
      // dentures", "which of your plans would cover part of that?") asks of the things the caller's message before
      // it named (twenty-fifth round).
      if (
        !coversUnknown &&
        callersBefore?.namesObject &&
        (/ (them|those|these) /.test(last.norm) || (whichPlan && / that /.test(last.norm)))
      )
        for (const term of callersBefore.terms) thingTerms.add(term);
      // An animal is nothing a health plan is asked about ("does the gold plan cover my dog's surgery").
      // A hint of another predicate beside it asks nothing more ("teeth whitening covered?": "covered" hints at a
      // network; twenty-second round).
      const asksCover =
        // Care outside a network is no thing asked about ("my favorite doctor isn't in Evergreen"), when the graph
        // holds what a plan covers out of network, unless what is to be covered is a thing it does not know ("would
        // the Gold PPO still cover my wife?").
        !(
          coversOutside &&
          !coversUnknown &&
          [...wanted.values()].some((found) => OUTSIDE_NETWORK.test(` ${found.cue} `))
        ) &&
        wantedConcepts.some((concept) => objectConcepts.has(concept)) &&
        wantedConcepts.every(
          (concept) => objectConcepts.has(concept) || wanted.get(concept)!.weight < FAINT_CUE,
        );
      const unknownTerm = (term: string) =>
        !knownTerms.has(term) &&
        !cueWords.has(term) &&
        !/\d/.test(term) &&
        !FILLER_TERMS.has(term) &&
        !THING_TERMS.has(term) &&
        // An amount said back ("Zero? Huh. Does it come with any extras?") is no thing (twenty-fifth round).
        !AMOUNT_WORDS.test(term);
      /** Whether a triple touched holds a word of the message that is a thing's, not a subject's or a generic one. */
      const holdsThingAsked = () => {
        for (let i = 0; i < count; i++)
          for (const term of entityTerms(indexed[touched[i]!]!.object))
            if (thingTerms.has(term) && !subjectTerms.has(term) && !GENERIC_NAME_TERMS.has(term)) return true;
        return false;
      };
      // Hedges say how sure the caller is, not what is asked about ("so the Gold lets me see doctors outside the
      // network, I think"; fourteenth round).
      const hedged = last.norm.replace(HEDGES, ' ');
      // Asked whether a place, a store or a person the graph does not know is in a network ("Is Mayo Clinic in
      // Phoenix in any of your networks?", "Is Costco pharmacy in network for the Silver plan?", "Is Dr. Hoffman on
      // Indian School Road in the Bright network?"): the name after "is" is unknown to the graph and the lexicon
      // (twentieth round).
      const unknownInNetwork =
        !strongQuestion &&
        IN_NETWORK.test(last.norm) &&
        (() => {
          // Of the clauses that ask, when some do ("Patient's name is Carol Reyes, … Are Aspen offices in network for
          // that?": twenty-sixth round).
          const asked = UNKNOWN_NAME_ASKED.exec(
            askingOfLast.trim() || conversation[conversation.length - 1]!.content,
          );
          if (asked === null) return false;
          const name = asked[1]!.toLowerCase();
          // A store the lexicon reads as a kind ("CVS" is a pharmacy) is still no place the graph names (twenty-first
          // round).
          return unknownWord(name) || (SYNONYMS[name] !== undefined && !variantsByTerm.has(stem(name)));
        })();
      // A doctor or a dentist named by a name the graph does not know, asked about ("is dr nguyen in evergreen", "is
      // dr garcia in it", typed without capitals: twenty-second round).
      // Not the doctor one asks first ("I still need the slip from Dr. Nguyen first, before I go?"; twenty-eighth
      // round): the referral rule is asked.
      const referralAsked = [...last.concepts].some(
        ([index, found]) => CONCEPTS[index]!.name === 'referrals' && found.weight >= STATEMENT_CUE,
      );
      const unknownDoctor =
        !strongQuestion &&
        !referralAsked &&
        last.asks === 'question' &&
        (() => {
          const named = DOCTOR_NAMED.exec(last.norm);
          // A first name before a surname the graph knows ("Dr. Anil Patel") is that doctor (twenty-sixth round).
          if (named !== null)
            return unknownWord(named[3]!) && !(named[4] !== undefined && variantsByTerm.has(stem(named[4])));
          const capitalised = DOCTOR_NAMED_CAPITALISED.exec(conversation[conversation.length - 1]!.content);
          return capitalised !== null && unknownWord(capitalised[1]!.toLowerCase());
        })();
      const offGraph =
        unknownKind ||
        unknownDoctor ||
        // A price without insurance ("how much is a cleaning at Aspen if I don't have insurance?") is no plan's fact
        // (twenty-second round).
        (!strongQuestion &&
          UNINSURED_PRICE.test(last.norm) &&
          / (how much|price|cost|costs|charge) /.test(last.norm)) ||
        unknownInNetwork ||
        (!strongQuestion &&
          ANIMALS.test(last.norm) &&
          // Of the clauses that ask, when some do: a dog walked before the question ("I was out with the dog already
          // … So what does each of those visits cost me?") is no animal's care asked about (nineteenth round).
          animalAsked(conversation[conversation.length - 1]!.content)) ||
        (!strongQuestion &&
          asksCover &&
          !holdsThingAsked() &&
          (named.size === 0 ||
            // Who said it is not what is asked about ("my husband says the gold one lets you see anybody").
            // An adverb ("specifically", "really") says how it is asked, no thing (twenty-first round).
            // Of the clauses that ask, when they name a plan or point at one: a story told before ("He's healthy, he
            // only needs checkups.", "hi im typing for my grandpa, hes on the bronze saver. does it have a max …")
            // holds no thing asked about (twenty-fifth round).
            terms(
              (asking && (asking.namesSubject || / (it|they|plan|plans|one|policy) /.test(asking.norm))
                ? asking.norm.replace(HEDGES, ' ')
                : hedged
              )
                .replace(REPORTED, ' ')
                .replace(ADVERBS, ' '),
            ).some(unknownTerm)));
      // A situation implies a question only of its sure cards: their subject in focus, and the predicate cued or
      // their object named or spoken of ("my crown cracked" after Smile Plus: what Smile Plus covers of crowns), or
      // joined to a thing named through a fact between them.
      const sure = (t: number) => {
        const item = indexed[t]!;
        return (
          linked.has(t) ||
          (eventConcepts !== undefined &&
            !isMember[item.subject] &&
            item.concepts.some((concept) => eventConcepts.has(concept))) ||
          // A subject that is no plan named in the situation: its facts ("I'm on medicaid and I just got medicare").
          (topicNamed && !isMember[item.subject] && last.mentions.has(item.subject)) ||
          // A thing named surely, with a predicate cued: the fact of what holds it, if that is no plan.
          (objectCued &&
            !isMember[item.subject] &&
            (last.mentions.get(item.object)?.strength ?? 0) >= STATEMENT_CUE) ||
          (named.has(item.subject) &&
            (conceptOf[t] !== undefined ||
              last.mentions.has(item.object) ||
              entityTerms(item.object).some((term) => lastTerms.has(term) && isThingTerm(term)))) ||
          (conceptOf[t] !== undefined && last.mentions.get(item.object)?.whole === true)
        );
      };
      // Asked of one plan in focus for a predicate none of its facts has ("I'm on Bronze Saver" … "do I need a
      // referral to see a specialist?", "does Smile Basic cover crowns"): another plan's fact of that predicate
      // answers nothing of it, unless plans are compared or another is named.
      // So too a predicate asked before, of a plan now named alone ("What's the waiting period for crowns on Plus?"
      // … "6 months." … "Sorry, I meant Basic, not Plus."; twenty-third round).
      // A thing named with a plan that holds it ("ok wat about hearing aids on gold" after a referral rule) is asked
      // of itself, not by the predicate carried (twenty-ninth round).
      const namesThingOfPlan = [...last.mentions.keys()].some(
        (entity) =>
          entities[entity]!.asSubject.length === 0 &&
          entities[entity]!.asObject.some((t) => last.mentions.has(indexed[t]!.subject)),
      );
      const askedSurely =
        last.concepts.size === 0 && last.namesSubject && !fromAnswer.size && !namesThingOfPlan
          ? [...wanted].flatMap(([index, found]) =>
              found.weight >= STATEMENT_CUE * CARRIED_PREDICATE && !describingConcepts.has(index)
                ? [index]
                : [],
            )
          : [...last.concepts].flatMap(([index, found]) =>
              found.weight >= STATEMENT_CUE && !describingConcepts.has(index) ? [index] : [],
            );
      let unanswered = false;
      let focusPlan = -1;
      let plansNamed = 0;
      if (!last.compares && !last.other) {
        let focusStrength = 0;
        for (const [entity, mention] of named) {
          if (!isMember[entity] || mention.member !== undefined) continue;
          if (!mention.earlier) plansNamed++;
          if (mention.strength > focusStrength) {
            focusPlan = entity;
            focusStrength = mention.strength;
          } else if (mention.strength === focusStrength) focusPlan = -2;
        }
      }
      if (askedSurely.length > 0 && !last.compares && !last.other) {
        if (
          focusPlan >= 0 &&
          plansNamed <= 1 &&
          // Not which plan holds it, of a plan only named before ("Is there one of your plans that puts some of that
          // back on my check?" after the Silver; twenty-eighth round), or in a story before the question.
          !(whichPlan && !(asking ?? last).mentions.has(focusPlan)) &&
          !entities[focusPlan]!.asSubject.some((t) =>
            indexed[t]!.concepts.some((concept) => askedSurely.includes(concept)),
          )
        ) {
          // What is left of it (a kind's fact: "when can I switch from the silver") answers; if nothing is, the
          // graph holds no answer and no card is shown.
          let answered = false;
          // Unless the plan in focus was only named before and another plan named before holds it ("He's on Bronze
          // now." … "Would Silver be less per visit?" … "He'd lose the hundred dollars back on his Social Security
          // though, right?": Bronze's; twenty-sixth round).
          const holdsIt = (plan: number) =>
            entities[plan]!.asSubject.some((t) =>
              indexed[t]!.concepts.some((concept) => askedSurely.includes(concept)),
            );
          const otherBefore =
            !last.mentions.has(focusPlan) &&
            [...named].some(
              ([entity, mention]) =>
                isMember[entity] && mention.earlier && entity !== focusPlan && holdsIt(entity),
            );
          for (let i = 0; i < count; i++) {
            const item = indexed[touched[i]!]!;
            if (!item.concepts.some((concept) => askedSurely.includes(concept))) continue;
            const keep =
              otherBefore &&
              isMember[item.subject] &&
              named.get(item.subject)?.earlier === true &&
              holdsIt(item.subject);
            if (isMember[item.subject] && item.subject !== focusPlan && !keep) score[touched[i]!] = 0;
            else if (score[touched[i]!]! > 0) answered = true;
          }
          // What the plan is said not to hold, of a thing the message speaks of ("the pharmacy makes him pay full
          // price for his pills" on a plan that does not include drug coverage), answers it (twenty-sixth round).
          if (!answered)
            for (const t of entities[focusPlan]!.asSubject) {
              const item = indexed[t]!;
              if (
                NEGATIVE_PREDICATE.test(item.triple.predicate) &&
                entityTerms(item.object).some((term) => lastTerms.has(term) && isThingTerm(term)) &&
                score[t]! > 0
              )
                answered = true;
            }
          if (!answered) unanswered = true;
        }
      }
      // Asked of one plan in focus about a thing only other plans' facts hold ("What's the hearing aid benefit on the
      // Silver Advantage HMO?", "Does Smile Basic cover dentures?"; fourteenth round): the graph holds no answer of
      // that plan, and another plan's fact is none either, unless plans are compared or another is named.
      if (
        !unanswered &&
        focusPlan >= 0 &&
        plansNamed === 1 &&
        last.plainQuestion &&
        // What it asks is whether a thing is covered or given, not another predicate of the plan.
        [...last.concepts].every(([index, found]) => found.weight < HINT_CUE || objectConcepts.has(index)) &&
        // And no fact of the plan in focus speaks of a thing the message says ("what the Gold gives toward dental").
        !entities[focusPlan]!.asSubject.some((t) =>
          entityTerms(indexed[t]!.object).some((term) => lastTerms.has(term) && isThingTerm(term)),
        )
      ) {
        let othersOnly = false;
        let held = false;
        for (const [entity, mention] of last.mentions) {
          const thing = entities[entity]!;
          if (thing.asSubject.length > 0 || thing.asObject.length === 0 || mention.strength < THING_NAMED)
            continue;
          if (thing.asObject.some((t) => indexed[t]!.subject === focusPlan || !isMember[indexed[t]!.subject]))
            held = true;
          // A thing covered or given as a benefit, of a kind the plan in focus also covers or gives.
          else if (
            thing.asObject.every((t) =>
              indexed[t]!.concepts.some((concept) => objectConcepts.has(concept)),
            ) &&
            entities[focusPlan]!.asSubject.some((t) =>
              indexed[t]!.concepts.some(
                (concept) =>
                  objectConcepts.has(concept) &&
                  thing.asObject.some((o) => indexed[o]!.concepts.includes(concept)),
              ),
            )
          )
            othersOnly = true;
          else held = true;
        }
        if (othersOnly && !held) unanswered = true;
      }
      // A plan checked against another plan's value of a predicate it holds once ("I guess the Bronze Saver would use
      // Evergreen too?"): its own value of that predicate answers, first (twenty-first round).
      // The plan is the one the message names, or, when it names none and points back, the one in focus before.
      let checkedPlan = -1;
      for (const entity of last.mentions.keys())
        if (isMember[entity]) checkedPlan = checkedPlan === -1 ? entity : -2;
      // Not when which plan is asked ("Which plan gives back on Part B, and how much?"; twenty-eighth round).
      if (checkedPlan === -1 && last.refersBack && !whichPlan) {
        let strongest = 0;
        for (const [entity, focus] of named)
          if (isMember[entity] && focus.earlier && focus.member === undefined && focus.strength > strongest) {
            checkedPlan = entity;
            strongest = focus.strength;
          }
      }
      // Asked of one plan for a predicate in its own words ("does the gold plan have a drug deductible?") that the
      // plan holds no fact of, while another plan does: the graph holds no answer of that plan, and the plan's fact
      // of a predicate sharing a word ("medical deductible") is none either (twenty-first round).
      if (!unanswered && checkedPlan >= 0 && !last.compares && !last.other && !strongQuestion) {
        for (const predicate of namedPredicates)
          if (
            predicate.terms.every((term) => lastTerms.has(term)) &&
            // Said together, not apart ("give her … a back tooth" says no "gives back"; twenty-eighth round).
            saidTogether(last.words, predicate.terms) &&
            (!predicate.asked || predicate.asked.test(last.norm)) &&
            plansOfPredicate[predicate.id]!.size > 0 &&
            !plansOfPredicate[predicate.id]!.has(checkedPlan) &&
            // Unless the plan is said not to hold the thing asked of ("What's the Bronze Saver's drug deductible?"
            // of a plan without drug coverage; twenty-sixth round).
            !entities[checkedPlan]!.asSubject.some(
              (t) =>
                NEGATIVE_PREDICATE.test(indexed[t]!.triple.predicate) &&
                entityTerms(indexed[t]!.object).some((term) => lastTerms.has(term) && isThingTerm(term)),
            )
          )
            unanswered = true;
      }
      if (!unanswered && checkedPlan >= 0 && !last.compares && !last.other) {
        const own = entities[checkedPlan]!.asSubject;
        let answer = -1;
        for (const [entity, mention] of last.mentions) {
          const thing = entities[entity]!;
          // A value with a number in it may be the caller's own ("and pay $45 a month for it").
          if (
            mention.strength < THING_NAMED ||
            thing.asObject.length === 0 ||
            isMember[entity] ||
            /\d/.test(thing.name)
          )
            continue;
          const theirs = thing.asObject.filter((t) => isMember[indexed[t]!.subject]);
          if (theirs.length === 0 || theirs.some((t) => indexed[t]!.subject === checkedPlan)) continue;
          const predicate = indexed[theirs[0]!]!.predicateId;
          if (
            theirs.some((t) => indexed[t]!.predicateId !== predicate) ||
            indexed[theirs[0]!]!.concepts.some((concept) => objectConcepts.has(concept))
          )
            continue;
          const mine = own.filter((t) => indexed[t]!.predicateId === predicate);
          if (mine.length === 1) answer = mine[0]!;
        }
        if (answer >= 0) {
          let best = 0;
          for (let i = 0; i < count; i++) best = Math.max(best, score[touched[i]!]!);
          touch(answer, Math.max(0, best * CHECKED_AGAINST - score[answer]!));
        }
      }
      // Two plans named, one only as what the other is measured against ("compared to the Silver, what would the
      // Bronze charge", "is it the same one as the Silver?", "what does Smile Plus cover that Basic doesn't?", "On
      // the Silver you said five"): the other plan's facts come first (twenty-second round). Plans set against each
      // other ("is plus cheaper than basic") are both asked, and keep taking turns.
      let plansInMessage = 0;
      for (const entity of last.mentions.keys()) if (isMember[entity]) plansInMessage++;
      if (plansInMessage === 2) {
        const bases = [...last.mentions].filter(
          // The name as said, or one word of it ("Smile Plus … Basic" is read as one mention "smile basic").
          ([entity, mention]) =>
            isMember[entity] &&
            [mention.words, ...mention.words.split(' ')].some((words) => namedAsBase(last.norm, words)),
        );
        if (bases.length === 1) {
          const base = bases[0]![0];
          for (let i = 0; i < count; i++)
            if (indexed[touched[i]!]!.subject === base) score[touched[i]!] = score[touched[i]!]! * BASE_PLAN;
        }
      }
      // "Is there another one?" of a value the agent just told ("The Annual Enrollment Period runs October 15 to
      // December 7." … "I missed that. Is there another one?"): the other values of its subject's predicate are
      // asked, the told one less (twenty-fourth round).
      if (
        ANOTHER.test(last.norm) &&
        turns.length >= 2 &&
        conversation[conversation.length - 2]!.from === 'Agent'
      ) {
        const told = turns[turns.length - 2]!.mentions;
        const end = count;
        for (let i = 0; i < end; i++) {
          const t = touched[i]!;
          const item = indexed[t]!;
          // Not a fact of a plan the question names itself ("And is the Silver on a different one?").
          if (!told.has(item.object) || score[t]! <= 0 || last.mentions.has(item.subject)) continue;
          for (const other of entities[item.subject]!.asSubject)
            if (
              other !== t &&
              indexed[other]!.predicateId === item.predicateId &&
              !told.has(indexed[other]!.object)
            )
              touch(other, Math.max(0, score[t]! - (seen[other] ? score[other]! : 0)));
          score[t] = score[t]! * TOLD_JUST_BEFORE;
        }
      }
      // Of the windows asked about, the one the talk points at: a move told in the caller's last messages, the move's
      // window; turning 65 or joining the first time, the first window (twenty-sixth round).
      if (count > 1) {
        const callers = turns.filter(
          (_, i) => conversation[conversation.length - turns.length + i]!.from !== 'Agent',
        );
        const recent = callers
          .slice(-3)
          .map((turn) => turn.norm)
          .join(' ');
        const moving = WINDOW_OF_MOVE.test(recent);
        const firstTime = WINDOW_OF_65.test(recent);
        if (
          (moving || firstTime) &&
          (last.concepts.get(enrollmentConcept)?.weight ?? 0) >= HINT_CUE &&
          // Missing a deadline is no window named to one turning 65 (twenty-seventh round).
          !WINDOW_NAMED.test(firstTime ? last.norm.replace(/ (miss|missed)(?= )/g, '') : last.norm)
        ) {
          // Only among the windows: the one pointed at takes the first window's place, and that one its; every other
          // card keeps its place.
          let first = -1;
          let pointedAt = -1;
          for (let i = 0; i < count; i++) {
            const t = touched[i]!;
            const item = indexed[t]!;
            if (!item.concepts.includes(enrollmentConcept) || score[t]! <= 0) continue;
            if (first === -1 || score[t]! > score[first]!) first = t;
            const said = ` ${normalized(`${item.triple.subject} ${item.triple.object}`)} `;
            if ((moving && / moving /.test(said)) || (firstTime && / initial /.test(said))) pointedAt = t;
          }
          if (pointedAt !== -1 && first !== pointedAt) {
            const top = score[first]!;
            const was = score[pointedAt]!;
            score[first] = was;
            // At a tie the table's order would keep the first window first: the one pointed at goes just above it
            // (twenty-seventh round).
            score[pointedAt] = was === top ? top * 1.0001 : top;
          }
        }
      }
      // Which plan has a thing, asked with no word of lacking ("Which of your plans actually has drugs in it?"): a
      // plan holding it comes before one said not to (twenty-sixth round); the other cards keep their places.
      if (whichPlan && !last.words.some((word) => NEGATIONS.has(word)))
        for (let i = 0; i < count; i++) {
          const t = touched[i]!;
          if (score[t]! <= 0 || !NEGATIVE_PREDICATE.test(indexed[t]!.triple.predicate)) continue;
          for (let j = 0; j < count; j++) {
            const u = touched[j]!;
            if (
              indexed[u]!.object === indexed[t]!.object &&
              !NEGATIVE_PREDICATE.test(indexed[u]!.triple.predicate) &&
              score[u]! > 0 &&
              score[u]! < score[t]!
            ) {
              const higher = score[t]!;
              score[t] = score[u]!;
              score[u] = higher;
            }
          }
        }
      let candidates: ArrayLike<number> = touched;
      let candidateCount = count;
      // A terse query naming a subject and a word of its predicate ("gold or silver lower yearly max") asks that
      // predicate, whatever a situation would imply (twenty-third round).
      if (implied && !terseNamed) {
        const sureOnes: number[] = [];
        for (let i = 0; i < count; i++) if (sure(touched[i]!)) sureOnes.push(touched[i]!);
        candidates = sureOnes;
        candidateCount = sureOnes.length;
      }
      let top = 0;
      for (let i = 0; i < candidateCount; i++) top = Math.max(top, score[candidates[i]!]!);
      let shown: { t: number; score: number }[] = [];
      if (
        !(
          top <
            (implied ? (eventCued ? EVENT_MIN : IMPLIED_MIN) : pointsBack ? POINTS_BACK_MIN : SCORE_MIN) ||
          offGraph ||
          unanswered
        )
      ) {
        // Two plans or more named in the message ("what's the difference between silver and gold", "is plus
        // cheaper than basic"): each is read from as many candidates, and their cards take turns where they tie.
        let spread = 0;
        for (const entity of last.mentions.keys())
          if (entities[entity]!.asSubject.length > 0 && named.get(entity)?.member === undefined) spread++;
        shown = fill(
          diverse(
            best(candidates, candidateCount, top * relative, max * 3 * Math.min(Math.max(spread, 1), 4)),
            max,
            spread > 1,
          ),
          candidates,
          candidateCount,
          implied ? top : top * FILL_RELATIVE,
          max,
        );
      }
      // The fact an agent told just before is no answer to the question after it ("The Silver Advantage HMO is on the
      // Evergreen Health Network." … "which pharmacy goes with that"): unless the question names its subject or its
      // object again, it weighs less among the cards shown, and goes below those it no longer outweighs (twentieth
      // round). Which cards are shown does not change.
      if (shown.length > 1 && turns.length >= 2 && conversation[conversation.length - 2]!.from === 'Agent') {
        const before = turns[turns.length - 2]!.mentions;
        const toldConcepts = turns[turns.length - 2]!.concepts;
        const told = (t: number) => {
          const item = indexed[t]!;
          return (
            before.has(item.subject) &&
            before.has(item.object) &&
            !last.mentions.has(item.subject) &&
            !last.mentions.has(item.object) &&
            // A bare amount said is another fact's unless its predicate was said with it ("Silver Advantage HMO: $0
            // a month." tells the premium, not the $0 medical deductible: twenty-second round).
            (!BARE_AMOUNT.test(item.triple.object) ||
              item.concepts.some((concept) => toldConcepts.has(concept)))
          );
        };
        for (let i = shown.length - 1; i >= 0; i--) {
          if (!told(shown[i]!.t)) continue;
          shown[i] = { t: shown[i]!.t, score: shown[i]!.score * TOLD_JUST_BEFORE };
          for (
            let j = i;
            j + 1 < shown.length && !told(shown[j + 1]!.t) && shown[j + 1]!.score > shown[j]!.score;
            j++
          )
            [shown[j], shown[j + 1]] = [shown[j + 1]!, shown[j]!];
        }
      }
      // The reasons below read which predicate each card was asked for: kept until they are written.
      const asksFor = shown.map(({ t }) => conceptOf[t]);
      for (let i = 0; i < count; i++) {
        const t = touched[i]!;
        score[t] = 0;
        seen[t] = 0;
        conceptOf[t] = undefined;
      }

      // The caller's own words for plans counted ("your three Medicare Advantage plans"), quoted in their reasons.
      const countedAs = countedPlans === undefined ? null : conversation.at(-1)!.content.match(COUNTED_PLANS);
      return shown.map(({ t, score: value }, shownAt) => {
        const item = indexed[t]!;
        const reasons: string[] = [];
        const subject = named.get(item.subject);
        if (
          subject &&
          !subject.earlier &&
          countedAs &&
          isMember[item.subject] &&
          !normalized(conversation.at(-1)!.content).includes(` ${subject.words} `)
        )
          reasons.push(`subject ${quote(item.triple.subject)}, one of ${quote(countedAs[0]!)}`);
        else if (subject?.member !== undefined)
          reasons.push(
            `subject ${quote(item.triple.subject)}, the kind of ${quote(subject.member)} (${quote(subject.words)})`,
          );
        else if (subject?.described)
          reasons.push(`subject ${quote(item.triple.subject)} told by its values (${quote(subject.words)})`);
        else if (subject)
          reasons.push(
            subject.earlier
              ? `subject ${quote(item.triple.subject)} in focus from an earlier message (${quote(subject.words)})`
              : `subject ${quote(item.triple.subject)} named as ${quote(subject.words)}`,
          );
        const object =
          item.object !== item.subject && named.get(item.object)?.member === undefined
            ? named.get(item.object)
            : undefined;
        if (object)
          reasons.push(
            object.earlier
              ? `object ${quote(item.triple.object)} in focus from an earlier message`
              : `object ${quote(item.triple.object)} named as ${quote(object.words)}`,
          );
        const asks = asksFor[shownAt];
        if (asks) reasons.push(`asks for ${quote(item.triple.predicate)} (${quote(asks.cue)})`);
        const question = questions.get(t);
        if (question && question.score >= QUESTION_MIN)
          reasons.push(`like the example question ${quote(question.question)}`);
        const docTerms = new Set([...terms(item.triple.predicate), ...terms(item.triple.object)]);
        const shared = [
          ...new Set(last.words.filter((word) => docTerms.has(stem(word)) && !namingTerms.has(stem(word)))),
        ];
        if (shared.length > 0) reasons.push(`shares the words ${quote(shared.join(' '))}`);
        return {
          subject: item.triple.subject,
          predicate: item.triple.predicate,
          object: item.triple.object,
          score: Math.round(value * 1000) / 1000,
          reason: reasons.join('; '),
        };
      });
    },
  };
}
