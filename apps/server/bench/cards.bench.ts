import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  type CardFigures,
  createRetriever,
  createWordMatcher,
  evaluateCards,
  type KnowledgeTriple,
  type NeedCase,
} from '@parlance/knowledge';
import { STAGE_LABELS } from '@parlance/shared';
import { DEFAULT_STAGE_ORDER, DEFAULT_TRAINING_CORPUS, trainStageModel } from '@parlance/stage-model';
import { DENTAL_TRIPLES, MEDICARE_ADVANTAGE_TRIPLES } from '../src/demo/seed-knowledge.js';
import type { Figure } from './support.js';

/** The demo programs' knowledge graphs, by the program names the needs sets use. */
const DEMO_GRAPHS: Record<string, readonly KnowledgeTriple[]> = {
  'Medicare Advantage Inquiry': MEDICARE_ADVANTAGE_TRIPLES,
  'Dental Insurance Inquiry': DENTAL_TRIPLES,
};

/**
 * The needs sets, each measured apart:
 * - `development`: written with the retriever from the demo graph; its misses guided the lexicon (in-sample);
 * - `frozen`: written blind from the demo graph and the product's text, committed before the method was chosen;
 *   only its figures are printed, never its messages; but they were printed while the method was chosen, so its
 *   figure is no longer out of sample;
 * - `development-2`: written from the demo graph for the third round of work (in-sample);
 * - `held-out`: written with `development-2`, split off before that round's changes and never tuned on;
 * - `frozen-2`: written blind after the retriever was built; its figures were looked at during the second round
 *   (4 looks), so it no longer counts as blind;
 * - `frozen-3`: written blind from the demo graph alone, measured once on the third round's method;
 * - `frozen-4`: written blind from the demo graph alone, measured once on the fourth round's method, and once more
 *   (look 2) beside `frozen-5` on the fifth round's;
 * - `frozen-5`: written blind from the demo graph alone, measured once on the fifth round's method: the figure that
 *   counts;
 * - `development-3`, `development-4`: written from the demo graph alone in other voices (phone callers, family
 *   members, chat, second-language speakers; situations, comparisons, follow-ups and hard messages that ask
 *   nothing), after the fourth round's method was fixed: out of sample for it, and open to the next round;
 * - `development-5`: written from the demo graph alone after the fifth round's method was fixed (situations told
 *   without a question, informal names, follow-ups, other insurers' plans, a third without a need); open to tuning;
 * - `development-6`: written in the same style by the same writer midway through the sixth round, whose later
 *   changes were checked on its totals only;
 * - `development-7`: written in other words by the same writer after the sixth round's method was committed, and
 *   measured once on it before its misses were read;
 * - `development-8`: written by the same writer after the sixth round's last change, measured once on it; nothing
 *   was changed for it;
 * - `development-9`: written from the demo graph before the seventh round changed the retriever, measured once on the
 *   sixth round's method and once at the round's end; not tuned on;
 * - `development-10`: written from the demo graph for the eighth round, mostly messages before any topic is raised
 *   (greetings, who is calling, ids, dates of birth, places, "I'm calling about my plan", an agent's greeting naming
 *   the line) and some needs after them, marked apart in its `before-topic.json`; tuned on (in-sample);
 * - `development-11`: written from the demo graph for the ninth round, needs asked in other words (paraphrases sharing
 *   no word with the predicate, situations, comparisons, follow-ups, informal names, typos, agents' shorthand) and 21
 *   openings before any topic, marked apart in its `before-topic.json`; written whole before it was run, then tuned on
 *   (in-sample);
 * - `development-12`: written from the demo graph for the tenth round, plans described by their values ("the forty
 *   nine dollar plan", "the one with the hearing aids", "the cheaper of your two") and situations that name no plan
 *   ("I'm turning sixty five in March", "I wear hearing aids and they cost a fortune"), and 14 openings before any
 *   topic, marked apart in its `before-topic.json`; measured once on the ninth round's method, then tuned on
 *   (in-sample);
 * - `development-13`: written from the demo graph for the eleventh round in new voices (callers speaking for a
 *   parent, reading from a mailer, brokers' shorthand), windows told by dates, places one keeps said without a
 *   question, and 9 openings before any topic, marked apart in its `before-topic.json`; measured once on the tenth
 *   round's method, then tuned on (in-sample);
 * - `development-14`: written from the demo graph alone for the thirteenth round by someone who never saw the
 *   retriever: openings in many voices that greet, identify themselves or name a plan without asking, silences after
 *   a topic, and needs put as statements, worries, tag questions, stories, a second language, shorthand and bare
 *   follow-ups; 50 messages before any topic, marked apart in its `before-topic.json`; measured once on the twelfth
 *   round's method (its only out-of-sample figure), then tuned on (in-sample);
 * - `development-15`: written from the demo graph alone for the fourteenth round by someone who never saw the
 *   retriever: openings in many voices (names and streets holding a plan's word, ids, calls about a plan, a benefit,
 *   a letter or an ad, providers' offices, agents' opening lines), silences after a topic, and needs asked in passing
 *   (statements, worries, guesses, tag and "whether" questions, comparisons, Spanish, shorthand, bare follow-ups); 49
 *   messages before any topic, marked apart in its `before-topic.json`; measured once on the thirteenth round's method
 *   (its only out-of-sample figure), then tuned on (in-sample);
 * - `development-16`: written from the demo graph alone for the fifteenth round by someone who never saw the
 *   retriever: first messages in many voices, 122 that ask nothing (greetings, names, ids, addresses, who one calls
 *   for, why one calls while naming a plan, a provider, a letter or an ad, small talk, agents' opening, hold and
 *   verification lines, a second language), all before any topic and marked apart in its `before-topic.json`, and
 *   120 that ask for a fact in the same voices; measured once on the fourteenth round's method (its only
 *   out-of-sample figure), then tuned on (in-sample);
 * - `development-17`: written from the demo graph alone after the sixteenth round by someone who never saw the
 *   retriever, to add voices the earlier readable sets lacked: 130 openings before any topic (rambling introductions,
 *   letters and ads read aloud, third parties, callers unsure whom they reached, agents' disclaimers, chat style,
 *   mixed languages), 100 needs in the same voices and 30 silences after a topic; measured once on the sixteenth
 *   round's method (its only out-of-sample figure), then tuned on (in-sample) in the seventeenth round;
 * - `development-18`: written from the demo graph alone after the seventeenth round by someone who never saw the
 *   retriever, emphasising needs (paraphrases, informal and misspelt names, follow-ups, comparisons, yes/no
 *   questions) beside 40 openings before any topic, marked apart in its `before-topic.json`; measured once on the
 *   eighteenth round's method as it stood (227ac30) before its messages were read (its only out-of-sample figure),
 *   then tuned on (in-sample);
 * - `development-19`: written from the demo graph alone after the eighteenth round by someone who never saw the
 *   retriever: needs set two or three turns back and asked obliquely, agents looking things up aloud, long stories
 *   that ask at the end, plans named by a feature, beside 54 long openings before any topic; measured once on the
 *   eighteenth round's method before its messages were read (its only out-of-sample figure), then tuned on;
 * - `development-20`: written from the demo graph alone after the nineteenth round by someone who never saw the
 *   retriever nor another set's messages, in a natural spread of callers' and agents' voices (a third follow-ups);
 *   measured once on the nineteenth round's method before its messages were read (its only out-of-sample figure),
 *   then tuned on in the twentieth round;
 * - `frozen-6`: written blind from the demo graph alone while the sixth round was under way, measured on the sixth
 *   round's method (look 2 only added the count on opening messages);
 * - `frozen-7`: written blind from the demo graph alone while the seventh round was under way, measured once on the
 *   seventh round's method (and again beside `frozen-8` on the eighth round's: look 3; beside `frozen-9` on the ninth
 *   round's: look 4);
 * - `frozen-8`: written blind from the demo graph alone while the eighth round was under way, measured once on the
 *   eighth round's method (and again beside `frozen-9` on the ninth round's: look 2; beside `frozen-10` on the tenth
 *   round's: look 3);
 * - `frozen-9`: written blind from the demo graph alone while the ninth round was under way, measured once on the
 *   ninth round's method (and again beside `frozen-10` on the tenth round's: look 2; beside `frozen-11` on the
 *   eleventh round's: look 3);
 * - `frozen-10`: written blind from the demo graph alone while the tenth round was under way, measured once on the
 *   tenth round's method (and again beside `frozen-11` on the eleventh round's: look 2; beside `frozen-12` on the
 *   twelfth round's: look 3);
 * - `frozen-11`: written blind from the demo graph alone while the eleventh round was under way, measured once on
 *   the eleventh round's method (and again beside `frozen-12` on the twelfth round's: look 2);
 * - `frozen-12`: written blind from the demo graph alone while the twelfth round was under way, measured on the
 *   eleventh round's method as it stood (look 1), then on the twelfth round's (look 2), beside `frozen-13` on the
 *   thirteenth round's (look 3), beside `frozen-14` and `frozen-13` on the fifteenth round's (look 4), on the
 *   sixteenth round's (look 5), and beside `frozen-15` on the seventeenth round's (look 6);
 * - `frozen-13`: written blind from the demo graph alone after the twelfth round, measured on the twelfth round's
 *   method as it stood (look 1) before the next round's change, then once on the thirteenth round's (look 2),
 *   beside `frozen-14` on the fourteenth round's (look 3), beside `frozen-14` and `frozen-12` on the fifteenth
 *   round's (look 4), on the sixteenth round's (look 5), and beside `frozen-15` on the seventeenth round's (look 6);
 * - `frozen-14`: written blind from the demo graph alone after the thirteenth round, measured on the thirteenth
 *   round's method as it stood (look 1) before the next round's change, then once on the fourteenth round's (look 2),
 *   once on the fifteenth round's (look 3), once on the sixteenth round's (look 4), and beside `frozen-15` on the
 *   seventeenth round's (look 5);
 * - `frozen-15`: written blind from the demo graph alone after the sixteenth round, measured on the sixteenth
 *   round's method as it stood (look 1) before the next round's change, then once on the seventeenth round's
 *   (look 2): the figure that counts;
 * - `frozen-16`: written blind from the demo graph alone after the seventeenth round; not run while the eighteenth
 *   round was worked on;
 * - `frozen-17`: written blind from the demo graph alone after the eighteenth round, measured on the eighteenth
 *   round's method as it stood (look 1) before the next round's change, then once on the nineteenth round's (look 2),
 *   once on the twentieth round's (look 3) and three times on the twenty-first round's (looks 4 to 6);
 * - `frozen-18`: written blind from the demo graph alone after the nineteenth round, measured on the nineteenth
 *   round's method as it stood (look 1) before the next round's change, then once on the twentieth round's (look 2)
 *   and three times on the twenty-first round's (looks 3 to 5);
 * - `development-21`: written from the demo graph after the twentieth round, measured once on that round's method
 *   before its messages were read, then tuned on (in-sample);
 * - `frozen-19`: written blind from the demo graph alone after the twentieth round, measured on the twentieth round's
 *   method as it stood (look 1) before the next round's change, then three times on the twenty-first round's (looks
 *   2 to 4);
 * - `frozen-20`: written blind from the demo graph alone during the twenty-first round and not run until the round's
 *   first part was committed (look 1), then once after its second part and once after its third (looks 2 and 3);
 * - `development-22`: written from the demo graph after the twenty-first round's first part, measured once on that
 *   method before its messages were read, then tuned on (in-sample);
 * - `frozen-21`: written blind from the demo graph alone during the twenty-first round's second part and not run
 *   until it was committed (look 1), then once after its third part (look 2);
 * - `frozen-22`: written blind from the demo graph alone during the twenty-first round's third part, run once on it
 *   (look 1) and once after its fourth (look 2);
 * - `development-23`: written from the demo graph after the twenty-first round's third part, measured once on that
 *   method before its messages were read, then tuned on (in-sample);
 * - `frozen-23`: written blind from the demo graph alone during the twenty-first round's fourth part, run once on it
 *   (look 1);
 * - `development-24`: written from the demo graph after the fourth part, its emphasis the start of calls, measured once
 *   on that method before its messages were read, then tuned on (in-sample);
 * - `frozen-24`: written blind from the demo graph alone during the fifth part, run once on it (look 1). Every set
 *   above also ran once more on the fourth and the fifth parts' methods; the looks are counted in
 *   packages/knowledge/README.md.
 * - `development-25`: written from the demo graph before the twenty-second round, its emphasis the middle of calls,
 *   measured once on the twenty-first round's method before its messages were read, then tuned on (in-sample);
 * - `frozen-25`: written blind from the demo graph alone at the start of the twenty-second round and not run until its
 *   fourth part was committed (look 1);
 * - `development-26`: written from the demo graph during the twenty-second round's first part, its emphasis chats,
 *   measured once on that part's method before its messages were read, then tuned on (in-sample);
 * - `frozen-26`: written blind from the demo graph alone during the twenty-second round's first part and not run until
 *   its fourth part was committed (look 1). frozen-15 to frozen-24 ran once more on that method.
 * - `development-27`: written from the demo graph after the fourth part, its emphasis callers asking for others or
 *   facing an event, measured once on that part's method before its messages were read, then tuned on (in-sample);
 * - `frozen-27`: written blind from the demo graph alone during the fourth part and run once after the fifth (look 1);
 * - `development-28`: written from the demo graph after the fifth part, its emphasis the first minute of calls and
 *   chats, measured once on the sixth part's method before its messages were read, then tuned on (in-sample);
 * - `frozen-28`: written blind from the demo graph alone during the sixth part and run once after the seventh (look
 *   1).
 * - `development-29`: written from the demo graph after the seventh part, its emphasis every fact asked in many words,
 *   measured once on that part's method before its messages were read, then tuned on (in-sample);
 * - `frozen-29`: written blind from the demo graph alone during the seventh part and run once after the eighth (look
 *   1);
 * - `development-30`: written from the demo graph after the eighth part, its emphasis follow-ups in other words,
 *   measured once on that part's method before its messages were read, then tuned on (in-sample);
 * - `frozen-30`: written blind from the demo graph alone during the eighth part and run once after the ninth (look 1).
 *   Every frozen set above ran once more on the ninth part's method; the looks are counted in
 *   packages/knowledge/README.md.
 * - `development-31`: written from the demo graph after the ninth part, its emphasis one-message questions in unusual
 *   words, measured once on that part's method before its messages were read, then tuned on (in-sample);
 * - `frozen-31`: written blind from the demo graph alone during the ninth part and run once after the tenth, the
 *   round's last (look 1); frozen-25 to frozen-30 ran once more on that method.
 * - `development-32` to `development-35`: written from the demo graph after the twenty-second round, their emphases
 *   the first minute in unusual voices (32), every fact in other words (33), questions inside stories and long
 *   conversations (34) and a mix of voices, half dental (35); each measured once on the twenty-second round's method
 *   before its messages were read, then tuned on (in-sample).
 * - `development-36` (a month of calls in many voices, general) and `development-37` (the edges of a topic: a hundred
 *   openings before any topic, then the first questions): written from the demo graph during the twenty-third
 *   round, each measured once on its method of the time before its messages were read, then tuned on (in-sample);
 *   so were `development-38` (general, many voices), `development-39` (a website chat typed fast and badly) and
 *   `development-40` (English as a second language, interpreters and very old callers), `development-41` (one busy
 *   day's callers), `development-42` (mostly dental, every fact in trade and everyday words) and `development-43`
 *   (conversations whose last message relies on earlier turns), `development-44` (calls as they go, the agent asking
 *   back), `development-45` (general, many regions), `development-46` (calls as transcribed, hesitant and indirect),
 *   `development-47` (short typed queries), `development-48` (long messages with a need inside a story),
 *   `development-49` and `development-50` (general; a week of enrolment season) and `development-51` (openings).
 * - `frozen-32`, `frozen-33` (written blind at the start of the twenty-third round) and `frozen-34` (midway): none run
 *   until the round's last part was committed (15df672), then once each (look 1); every older frozen set ran once
 *   more on that method. The looks are counted in packages/knowledge/README.md.
 * - `development-52` to `development-75`: written from the demo graph during the twenty-fourth round, each measured
 *   once on its method of the time before its messages were read, then tuned on (in-sample): plans described by
 *   price, rank or place (52), replies to the agent asking back or offering (53), long conversations (54), words
 *   sharing nothing with the facts (55), a plan asked of what only another holds (56), a fortnight of calls (57),
 *   short follow-ups (58), mostly dental (59), money (60), rules and eligibility (61), general (62), the agent talking
 *   a lot (63), first questions in full sentences (64), comparisons (65), speech-to-text and phone chat (66), stories
 *   (67); `development-68` to `development-75` were written from the same briefs as `frozen-35` to `frozen-38`, two
 *   writers each.
 * - `frozen-35`, `frozen-36`, `frozen-37` (written blind at the start of the twenty-fourth round) and `frozen-38`
 *   (midway): none run until the round's last part was committed (de783a1), then once each (look 1).
 * - `development-76` to `development-95`: written from the demo graph during the twenty-fifth round, each from the
 *   brief of an older blind set whose goals were not met (frozen-32, -33, -31, -16, -28, -17, -18, -20, -15), measured
 *   once on its method of the time before its messages were read, then tuned on (in-sample).
 * - `frozen-39` and `frozen-40` (written blind midway through the twenty-fifth round, from frozen-32's and frozen-31's
 *   briefs): not run until the round's eleventh part was committed (4df2748), then once each (look 1), and once more
 *   on its last part (4d1f8c5).
 * - `development-96` to `development-142`: written from the demo graph during the twenty-sixth round, each from the
 *   brief of an older blind set whose goals were not met (frozen-32, -33, -31, -16, -39, -20, -18); from
 *   `development-105` on, as whole calls and chats cut into items at the caller's messages; each measured once on
 *   its method of the time before its messages were read, then tuned on (in-sample).
 * - `frozen-41` and `frozen-42` (written blind at the start of the twenty-sixth round, from frozen-33's and
 *   frozen-31's briefs), `frozen-43` and `frozen-44` (written blind midway through it, from frozen-33's and
 *   frozen-32's briefs, as whole calls and chats cut into items): not run until the round's method was committed,
 *   then once each.
 * - `development-143` to `development-154`: written from the demo graph during the twenty-seventh round, as whole
 *   calls and chats cut into items, each from the brief of an older blind set whose goals were not met (frozen-33,
 *   -32, -31, -16, -18); each measured once on its method of the time before its messages were read, then tuned on
 *   (in-sample).
 * - `development-155` to `development-158`: written the same way at the end of the twenty-seventh round, measured
 *   once on the round's method before its messages were read, then tuned on in its last part (in-sample).
 * - `frozen-45` and `frozen-46` (written blind at the start of the twenty-seventh round, from frozen-31's and
 *   frozen-16's briefs, as whole calls and chats cut into items): not run until the round's method was committed,
 *   then once each.
 * - `development-159` to `development-168`: written from the demo graph during the twenty-eighth round, as whole
 *   calls and chats cut into items, to the briefs of blind sets short of a goal; each measured once on the method as
 *   it stood before its messages were read, then tuned on (in-sample).
 * - `frozen-47` and `frozen-48` (written blind at the start of the twenty-eighth round, from frozen-16's and
 *   frozen-44's briefs, as whole calls and chats cut into items): not run until the round's method was committed,
 *   then once each.
 * - `development-169` to `development-174`: written from the demo graph during the twenty-ninth round, as whole
 *   calls and chats cut into items, each to its own emphasis (a natural spread, long first minutes, mostly dental,
 *   focus carried across turns, situations told, chats typed badly and second languages); each measured once on the
 *   method as it stood before its messages were read, then tuned on (in-sample).
 * - `frozen-49` and `frozen-50` (written blind at the start of the twenty-ninth round, to the first two of those
 *   emphases, as whole calls and chats cut into items): not run until the round's method was committed, then once
 *   each.
 * - `development-175` to `development-180`: written from the demo graph during the thirtieth round, as whole calls and
 *   chats cut into items, each to its own emphasis (situations told without a question, follow-ups across many turns,
 *   careful silences, phone speech written down, shopping and comparing, plain everyday words); each measured once on
 *   the method as it stood before its messages were read, then tuned on (in-sample).
 * - `frozen-51` and `frozen-52` (written blind at the start of the thirtieth round, with weight on situations told
 *   instead of questions and on long calls whose questions lean on earlier turns): run once on the method as it
 *   stood before the round, then once on the round's method after it was committed.
 * - `development-181` to `development-186`: written from the demo graph during the thirty-first round, as whole calls
 *   and chats cut into items, each to its own emphasis (call openings, situations told, shopping and comparing, dental
 *   care in plain words, Medicare rules, shorthand); each measured once on the method as it stood before its messages
 *   were read, then tuned on (in-sample).
 * - `frozen-53` and `frozen-54` (written blind at the start of the thirty-first round: an ordinary day of calls, and
 *   two questions in one message, corrections and a relative's plan): run once on the method as it stood before the
 *   round, then once on the round's method after it was committed.
 */
const SETS = {
  development: '../../../packages/knowledge/data/development/needs.jsonl',
  frozen: '../../../packages/knowledge/data/frozen/needs.jsonl',
  'development-2': '../../../packages/knowledge/data/development-2/needs.jsonl',
  'held-out': '../../../packages/knowledge/data/held-out/needs.jsonl',
  'frozen-2': '../../../packages/knowledge/data/frozen-2/needs.jsonl',
  'frozen-3': '../../../packages/knowledge/data/frozen-3/needs.jsonl',
  'frozen-4': '../../../packages/knowledge/data/frozen-4/needs.jsonl',
  'frozen-5': '../../../packages/knowledge/data/frozen-5/needs.jsonl',
  'development-3': '../../../packages/knowledge/data/development-3/needs.jsonl',
  'development-4': '../../../packages/knowledge/data/development-4/needs.jsonl',
  'development-5': '../../../packages/knowledge/data/development-5/needs.jsonl',
  'development-6': '../../../packages/knowledge/data/development-6/needs.jsonl',
  'development-7': '../../../packages/knowledge/data/development-7/needs.jsonl',
  'development-8': '../../../packages/knowledge/data/development-8/needs.jsonl',
  'development-9': '../../../packages/knowledge/data/development-9/needs.jsonl',
  'development-10': '../../../packages/knowledge/data/development-10/needs.jsonl',
  'development-11': '../../../packages/knowledge/data/development-11/needs.jsonl',
  'development-12': '../../../packages/knowledge/data/development-12/needs.jsonl',
  'development-13': '../../../packages/knowledge/data/development-13/needs.jsonl',
  'development-14': '../../../packages/knowledge/data/development-14/needs.jsonl',
  'development-15': '../../../packages/knowledge/data/development-15/needs.jsonl',
  'development-16': '../../../packages/knowledge/data/development-16/needs.jsonl',
  'development-17': '../../../packages/knowledge/data/development-17/needs.jsonl',
  'development-18': '../../../packages/knowledge/data/development-18/needs.jsonl',
  'development-19': '../../../packages/knowledge/data/development-19/needs.jsonl',
  'development-20': '../../../packages/knowledge/data/development-20/needs.jsonl',
  'development-21': '../../../packages/knowledge/data/development-21/needs.jsonl',
  'development-22': '../../../packages/knowledge/data/development-22/needs.jsonl',
  'development-23': '../../../packages/knowledge/data/development-23/needs.jsonl',
  'development-24': '../../../packages/knowledge/data/development-24/needs.jsonl',
  'development-25': '../../../packages/knowledge/data/development-25/needs.jsonl',
  'development-26': '../../../packages/knowledge/data/development-26/needs.jsonl',
  'development-27': '../../../packages/knowledge/data/development-27/needs.jsonl',
  'development-28': '../../../packages/knowledge/data/development-28/needs.jsonl',
  'development-29': '../../../packages/knowledge/data/development-29/needs.jsonl',
  'development-30': '../../../packages/knowledge/data/development-30/needs.jsonl',
  'development-31': '../../../packages/knowledge/data/development-31/needs.jsonl',
  'development-32': '../../../packages/knowledge/data/development-32/needs.jsonl',
  'development-33': '../../../packages/knowledge/data/development-33/needs.jsonl',
  'development-34': '../../../packages/knowledge/data/development-34/needs.jsonl',
  'development-35': '../../../packages/knowledge/data/development-35/needs.jsonl',
  'development-36': '../../../packages/knowledge/data/development-36/needs.jsonl',
  'development-37': '../../../packages/knowledge/data/development-37/needs.jsonl',
  'development-38': '../../../packages/knowledge/data/development-38/needs.jsonl',
  'development-39': '../../../packages/knowledge/data/development-39/needs.jsonl',
  'development-40': '../../../packages/knowledge/data/development-40/needs.jsonl',
  'development-41': '../../../packages/knowledge/data/development-41/needs.jsonl',
  'development-42': '../../../packages/knowledge/data/development-42/needs.jsonl',
  'development-43': '../../../packages/knowledge/data/development-43/needs.jsonl',
  'development-44': '../../../packages/knowledge/data/development-44/needs.jsonl',
  'development-45': '../../../packages/knowledge/data/development-45/needs.jsonl',
  'development-46': '../../../packages/knowledge/data/development-46/needs.jsonl',
  'development-47': '../../../packages/knowledge/data/development-47/needs.jsonl',
  'development-48': '../../../packages/knowledge/data/development-48/needs.jsonl',
  'development-49': '../../../packages/knowledge/data/development-49/needs.jsonl',
  'development-50': '../../../packages/knowledge/data/development-50/needs.jsonl',
  'development-51': '../../../packages/knowledge/data/development-51/needs.jsonl',
  'development-52': '../../../packages/knowledge/data/development-52/needs.jsonl',
  'development-53': '../../../packages/knowledge/data/development-53/needs.jsonl',
  'development-54': '../../../packages/knowledge/data/development-54/needs.jsonl',
  'development-55': '../../../packages/knowledge/data/development-55/needs.jsonl',
  'development-56': '../../../packages/knowledge/data/development-56/needs.jsonl',
  'development-57': '../../../packages/knowledge/data/development-57/needs.jsonl',
  'development-58': '../../../packages/knowledge/data/development-58/needs.jsonl',
  'development-59': '../../../packages/knowledge/data/development-59/needs.jsonl',
  'development-60': '../../../packages/knowledge/data/development-60/needs.jsonl',
  'development-61': '../../../packages/knowledge/data/development-61/needs.jsonl',
  'development-62': '../../../packages/knowledge/data/development-62/needs.jsonl',
  'development-63': '../../../packages/knowledge/data/development-63/needs.jsonl',
  'development-64': '../../../packages/knowledge/data/development-64/needs.jsonl',
  'development-65': '../../../packages/knowledge/data/development-65/needs.jsonl',
  'development-66': '../../../packages/knowledge/data/development-66/needs.jsonl',
  'development-67': '../../../packages/knowledge/data/development-67/needs.jsonl',
  'development-68': '../../../packages/knowledge/data/development-68/needs.jsonl',
  'development-69': '../../../packages/knowledge/data/development-69/needs.jsonl',
  'development-70': '../../../packages/knowledge/data/development-70/needs.jsonl',
  'development-71': '../../../packages/knowledge/data/development-71/needs.jsonl',
  'development-72': '../../../packages/knowledge/data/development-72/needs.jsonl',
  'development-73': '../../../packages/knowledge/data/development-73/needs.jsonl',
  'development-74': '../../../packages/knowledge/data/development-74/needs.jsonl',
  'development-75': '../../../packages/knowledge/data/development-75/needs.jsonl',
  'development-76': '../../../packages/knowledge/data/development-76/needs.jsonl',
  'development-77': '../../../packages/knowledge/data/development-77/needs.jsonl',
  'development-78': '../../../packages/knowledge/data/development-78/needs.jsonl',
  'development-79': '../../../packages/knowledge/data/development-79/needs.jsonl',
  'development-80': '../../../packages/knowledge/data/development-80/needs.jsonl',
  'development-81': '../../../packages/knowledge/data/development-81/needs.jsonl',
  'development-82': '../../../packages/knowledge/data/development-82/needs.jsonl',
  'development-83': '../../../packages/knowledge/data/development-83/needs.jsonl',
  'development-84': '../../../packages/knowledge/data/development-84/needs.jsonl',
  'development-85': '../../../packages/knowledge/data/development-85/needs.jsonl',
  'development-86': '../../../packages/knowledge/data/development-86/needs.jsonl',
  'development-87': '../../../packages/knowledge/data/development-87/needs.jsonl',
  'development-88': '../../../packages/knowledge/data/development-88/needs.jsonl',
  'development-89': '../../../packages/knowledge/data/development-89/needs.jsonl',
  'development-90': '../../../packages/knowledge/data/development-90/needs.jsonl',
  'development-91': '../../../packages/knowledge/data/development-91/needs.jsonl',
  'development-92': '../../../packages/knowledge/data/development-92/needs.jsonl',
  'development-93': '../../../packages/knowledge/data/development-93/needs.jsonl',
  'development-94': '../../../packages/knowledge/data/development-94/needs.jsonl',
  'development-95': '../../../packages/knowledge/data/development-95/needs.jsonl',
  'development-96': '../../../packages/knowledge/data/development-96/needs.jsonl',
  'development-97': '../../../packages/knowledge/data/development-97/needs.jsonl',
  'development-98': '../../../packages/knowledge/data/development-98/needs.jsonl',
  'development-99': '../../../packages/knowledge/data/development-99/needs.jsonl',
  'development-100': '../../../packages/knowledge/data/development-100/needs.jsonl',
  'development-101': '../../../packages/knowledge/data/development-101/needs.jsonl',
  'development-102': '../../../packages/knowledge/data/development-102/needs.jsonl',
  'development-103': '../../../packages/knowledge/data/development-103/needs.jsonl',
  'development-104': '../../../packages/knowledge/data/development-104/needs.jsonl',
  'development-105': '../../../packages/knowledge/data/development-105/needs.jsonl',
  'development-106': '../../../packages/knowledge/data/development-106/needs.jsonl',
  'development-107': '../../../packages/knowledge/data/development-107/needs.jsonl',
  'development-108': '../../../packages/knowledge/data/development-108/needs.jsonl',
  'development-109': '../../../packages/knowledge/data/development-109/needs.jsonl',
  'development-110': '../../../packages/knowledge/data/development-110/needs.jsonl',
  'development-111': '../../../packages/knowledge/data/development-111/needs.jsonl',
  'development-112': '../../../packages/knowledge/data/development-112/needs.jsonl',
  'development-113': '../../../packages/knowledge/data/development-113/needs.jsonl',
  'development-114': '../../../packages/knowledge/data/development-114/needs.jsonl',
  'development-115': '../../../packages/knowledge/data/development-115/needs.jsonl',
  'development-116': '../../../packages/knowledge/data/development-116/needs.jsonl',
  'development-117': '../../../packages/knowledge/data/development-117/needs.jsonl',
  'development-118': '../../../packages/knowledge/data/development-118/needs.jsonl',
  'development-119': '../../../packages/knowledge/data/development-119/needs.jsonl',
  'development-120': '../../../packages/knowledge/data/development-120/needs.jsonl',
  'development-121': '../../../packages/knowledge/data/development-121/needs.jsonl',
  'development-122': '../../../packages/knowledge/data/development-122/needs.jsonl',
  'development-123': '../../../packages/knowledge/data/development-123/needs.jsonl',
  'development-124': '../../../packages/knowledge/data/development-124/needs.jsonl',
  'development-125': '../../../packages/knowledge/data/development-125/needs.jsonl',
  'development-126': '../../../packages/knowledge/data/development-126/needs.jsonl',
  'development-127': '../../../packages/knowledge/data/development-127/needs.jsonl',
  'development-128': '../../../packages/knowledge/data/development-128/needs.jsonl',
  'development-129': '../../../packages/knowledge/data/development-129/needs.jsonl',
  'development-130': '../../../packages/knowledge/data/development-130/needs.jsonl',
  'development-131': '../../../packages/knowledge/data/development-131/needs.jsonl',
  'development-132': '../../../packages/knowledge/data/development-132/needs.jsonl',
  'development-133': '../../../packages/knowledge/data/development-133/needs.jsonl',
  'development-134': '../../../packages/knowledge/data/development-134/needs.jsonl',
  'development-135': '../../../packages/knowledge/data/development-135/needs.jsonl',
  'development-136': '../../../packages/knowledge/data/development-136/needs.jsonl',
  'development-137': '../../../packages/knowledge/data/development-137/needs.jsonl',
  'development-138': '../../../packages/knowledge/data/development-138/needs.jsonl',
  'development-139': '../../../packages/knowledge/data/development-139/needs.jsonl',
  'development-140': '../../../packages/knowledge/data/development-140/needs.jsonl',
  'development-141': '../../../packages/knowledge/data/development-141/needs.jsonl',
  'development-142': '../../../packages/knowledge/data/development-142/needs.jsonl',
  'development-143': '../../../packages/knowledge/data/development-143/needs.jsonl',
  'development-144': '../../../packages/knowledge/data/development-144/needs.jsonl',
  'development-145': '../../../packages/knowledge/data/development-145/needs.jsonl',
  'development-146': '../../../packages/knowledge/data/development-146/needs.jsonl',
  'development-147': '../../../packages/knowledge/data/development-147/needs.jsonl',
  'development-148': '../../../packages/knowledge/data/development-148/needs.jsonl',
  'development-149': '../../../packages/knowledge/data/development-149/needs.jsonl',
  'development-150': '../../../packages/knowledge/data/development-150/needs.jsonl',
  'development-151': '../../../packages/knowledge/data/development-151/needs.jsonl',
  'development-152': '../../../packages/knowledge/data/development-152/needs.jsonl',
  'development-153': '../../../packages/knowledge/data/development-153/needs.jsonl',
  'development-154': '../../../packages/knowledge/data/development-154/needs.jsonl',
  'development-155': '../../../packages/knowledge/data/development-155/needs.jsonl',
  'development-156': '../../../packages/knowledge/data/development-156/needs.jsonl',
  'development-157': '../../../packages/knowledge/data/development-157/needs.jsonl',
  'development-158': '../../../packages/knowledge/data/development-158/needs.jsonl',
  'development-159': '../../../packages/knowledge/data/development-159/needs.jsonl',
  'development-160': '../../../packages/knowledge/data/development-160/needs.jsonl',
  'development-161': '../../../packages/knowledge/data/development-161/needs.jsonl',
  'development-162': '../../../packages/knowledge/data/development-162/needs.jsonl',
  'development-163': '../../../packages/knowledge/data/development-163/needs.jsonl',
  'development-164': '../../../packages/knowledge/data/development-164/needs.jsonl',
  'development-165': '../../../packages/knowledge/data/development-165/needs.jsonl',
  'development-166': '../../../packages/knowledge/data/development-166/needs.jsonl',
  'development-167': '../../../packages/knowledge/data/development-167/needs.jsonl',
  'development-168': '../../../packages/knowledge/data/development-168/needs.jsonl',
  'development-169': '../../../packages/knowledge/data/development-169/needs.jsonl',
  'development-170': '../../../packages/knowledge/data/development-170/needs.jsonl',
  'development-171': '../../../packages/knowledge/data/development-171/needs.jsonl',
  'development-172': '../../../packages/knowledge/data/development-172/needs.jsonl',
  'development-173': '../../../packages/knowledge/data/development-173/needs.jsonl',
  'development-174': '../../../packages/knowledge/data/development-174/needs.jsonl',
  'development-175': '../../../packages/knowledge/data/development-175/needs.jsonl',
  'development-176': '../../../packages/knowledge/data/development-176/needs.jsonl',
  'development-177': '../../../packages/knowledge/data/development-177/needs.jsonl',
  'development-178': '../../../packages/knowledge/data/development-178/needs.jsonl',
  'development-179': '../../../packages/knowledge/data/development-179/needs.jsonl',
  'development-180': '../../../packages/knowledge/data/development-180/needs.jsonl',
  'development-181': '../../../packages/knowledge/data/development-181/needs.jsonl',
  'development-182': '../../../packages/knowledge/data/development-182/needs.jsonl',
  'development-183': '../../../packages/knowledge/data/development-183/needs.jsonl',
  'development-184': '../../../packages/knowledge/data/development-184/needs.jsonl',
  'development-185': '../../../packages/knowledge/data/development-185/needs.jsonl',
  'development-186': '../../../packages/knowledge/data/development-186/needs.jsonl',
  'frozen-6': '../../../packages/knowledge/data/frozen-6/needs.jsonl',
  'frozen-7': '../../../packages/knowledge/data/frozen-7/needs.jsonl',
  'frozen-8': '../../../packages/knowledge/data/frozen-8/needs.jsonl',
  'frozen-9': '../../../packages/knowledge/data/frozen-9/needs.jsonl',
  'frozen-10': '../../../packages/knowledge/data/frozen-10/needs.jsonl',
  'frozen-11': '../../../packages/knowledge/data/frozen-11/needs.jsonl',
  'frozen-12': '../../../packages/knowledge/data/frozen-12/needs.jsonl',
  'frozen-13': '../../../packages/knowledge/data/frozen-13/needs.jsonl',
  'frozen-14': '../../../packages/knowledge/data/frozen-14/needs.jsonl',
  'frozen-15': '../../../packages/knowledge/data/frozen-15/needs.jsonl',
  'frozen-16': '../../../packages/knowledge/data/frozen-16/needs.jsonl',
  'frozen-17': '../../../packages/knowledge/data/frozen-17/needs.jsonl',
  'frozen-18': '../../../packages/knowledge/data/frozen-18/needs.jsonl',
  'frozen-19': '../../../packages/knowledge/data/frozen-19/needs.jsonl',
  'frozen-20': '../../../packages/knowledge/data/frozen-20/needs.jsonl',
  'frozen-21': '../../../packages/knowledge/data/frozen-21/needs.jsonl',
  'frozen-22': '../../../packages/knowledge/data/frozen-22/needs.jsonl',
  'frozen-23': '../../../packages/knowledge/data/frozen-23/needs.jsonl',
  'frozen-24': '../../../packages/knowledge/data/frozen-24/needs.jsonl',
  'frozen-25': '../../../packages/knowledge/data/frozen-25/needs.jsonl',
  'frozen-26': '../../../packages/knowledge/data/frozen-26/needs.jsonl',
  'frozen-27': '../../../packages/knowledge/data/frozen-27/needs.jsonl',
  'frozen-28': '../../../packages/knowledge/data/frozen-28/needs.jsonl',
  'frozen-29': '../../../packages/knowledge/data/frozen-29/needs.jsonl',
  'frozen-30': '../../../packages/knowledge/data/frozen-30/needs.jsonl',
  'frozen-31': '../../../packages/knowledge/data/frozen-31/needs.jsonl',
  'frozen-32': '../../../packages/knowledge/data/frozen-32/needs.jsonl',
  'frozen-33': '../../../packages/knowledge/data/frozen-33/needs.jsonl',
  'frozen-34': '../../../packages/knowledge/data/frozen-34/needs.jsonl',
  'frozen-35': '../../../packages/knowledge/data/frozen-35/needs.jsonl',
  'frozen-36': '../../../packages/knowledge/data/frozen-36/needs.jsonl',
  'frozen-37': '../../../packages/knowledge/data/frozen-37/needs.jsonl',
  'frozen-38': '../../../packages/knowledge/data/frozen-38/needs.jsonl',
  'frozen-39': '../../../packages/knowledge/data/frozen-39/needs.jsonl',
  'frozen-40': '../../../packages/knowledge/data/frozen-40/needs.jsonl',
  'frozen-41': '../../../packages/knowledge/data/frozen-41/needs.jsonl',
  'frozen-42': '../../../packages/knowledge/data/frozen-42/needs.jsonl',
  'frozen-43': '../../../packages/knowledge/data/frozen-43/needs.jsonl',
  'frozen-44': '../../../packages/knowledge/data/frozen-44/needs.jsonl',
  'frozen-45': '../../../packages/knowledge/data/frozen-45/needs.jsonl',
  'frozen-46': '../../../packages/knowledge/data/frozen-46/needs.jsonl',
  'frozen-47': '../../../packages/knowledge/data/frozen-47/needs.jsonl',
  'frozen-48': '../../../packages/knowledge/data/frozen-48/needs.jsonl',
  'frozen-49': '../../../packages/knowledge/data/frozen-49/needs.jsonl',
  'frozen-50': '../../../packages/knowledge/data/frozen-50/needs.jsonl',
  'frozen-51': '../../../packages/knowledge/data/frozen-51/needs.jsonl',
  'frozen-52': '../../../packages/knowledge/data/frozen-52/needs.jsonl',
  'frozen-53': '../../../packages/knowledge/data/frozen-53/needs.jsonl',
  'frozen-54': '../../../packages/knowledge/data/frozen-54/needs.jsonl',
} as const;

/**
 * `BENCH_CARD_SETS=development,frozen,development-2,held-out` measures only those sets: each look at a frozen set
 * leaks a little of it, so work on the retriever runs without them and the looks are counted
 * (packages/knowledge/README.md).
 */
const chosenSets = () => {
  const only = process.env.BENCH_CARD_SETS?.split(',').map((name) => name.trim());
  return Object.entries(SETS).filter(([name]) => !only || only.includes(name));
};

const readSet = (path: string): NeedCase[] =>
  readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as NeedCase);

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The ids of a set's cases marked apart as coming before any topic is raised (`before-topic.json` beside its needs),
 * or none when the set has no such marks.
 */
const readBeforeTopic = (path: string): Set<string> => {
  const marks = fileURLToPath(new URL(path.replace(/needs\.jsonl$/, 'before-topic.json'), import.meta.url));
  return existsSync(marks)
    ? new Set((JSON.parse(readFileSync(marks, 'utf8')) as { ids: string[] }).ids)
    : new Set();
};

/** Quality of the retriever and of the earlier word match on one set. */
export const cardQuality = (cases: readonly NeedCase[], beforeTopic: ReadonlySet<string> = new Set()) => {
  const retrievers = new Map(
    Object.entries(DEMO_GRAPHS).map(([name, graph]) => [name, createRetriever(graph)]),
  );
  const matchers = new Map(
    Object.entries(DEMO_GRAPHS).map(([name, graph]) => [name, createWordMatcher(graph)]),
  );
  return {
    retriever: evaluateCards(
      cases,
      (item) => retrievers.get(item.program)?.cards(item.conversation) ?? [],
      beforeTopic,
    ),
    wordMatch: evaluateCards(
      cases,
      (item) => matchers.get(item.program)?.cards(item.conversation) ?? [],
      beforeTopic,
    ),
  };
};

/** A seeded generator (mulberry32), so that the large graphs are the same in every run. */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const NAME_WORDS =
  'Aurora Birch Cedar Delta Ember Falcon Granite Harbor Iris Juniper Kestrel Laurel Maple Nova Orchid Pine Quartz Raven Sage Tundra Union Vale Willow Yarrow Zenith Amber Cobalt Crest Dune Fern'.split(
    ' ',
  );
const KINDS = ['HMO', 'PPO', 'Plan', 'Dental', 'Advantage', 'Saver', 'Choice', 'Plus'];
const PREDICATES = [
  'monthly premium',
  'primary care copay',
  'specialist copay',
  'medical deductible',
  'maximum out-of-pocket',
  'network',
  'needs referrals for',
  'extra benefit',
  'service area',
  'covers',
  'annual maximum',
  'waiting period for',
];
const OBJECT_WORDS =
  'dental vision hearing fitness cleanings crowns implants glasses allowance county clinic hospital pharmacy coverage care month year visit network emergency'.split(
    ' ',
  );

/** A program of `size` triples: the demo graph and invented plans of the same shape. */
const largeGraph = (size: number): KnowledgeTriple[] => {
  const random = seeded(size);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const graph: KnowledgeTriple[] = [...MEDICARE_ADVANTAGE_TRIPLES];
  while (graph.length < size) {
    const subject = `${pick(NAME_WORDS)} ${pick(NAME_WORDS)} ${pick(KINDS)} ${graph.length}`;
    for (const predicate of PREDICATES) {
      if (graph.length >= size) break;
      graph.push({
        subject,
        predicate,
        object: `$${Math.floor(random() * 5000)} ${pick(OBJECT_WORDS)} ${pick(OBJECT_WORDS)}`,
      });
    }
  }
  return graph;
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** Runs of every message, each run with a fresh index (and fresh labellers), so that each message is new to it. */
const RUNS = 5;

/**
 * Per-message cost: every message of the development set's conversations, in order, as a live engagement does
 * (each message is new to the retriever; the ones before it were read already). Each run builds a fresh index.
 * Beside the p95 of every timing, the p95 over messages of each message's best run: on a shared, loaded machine
 * a message's worst timings are the other processes' and the collector's, its best what it costs itself.
 */
const latency = (size: number, cases: readonly NeedCase[]) => {
  const graph = largeGraph(size);
  const builds: number[] = [];
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const best: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const buildStart = performance.now();
    const retriever = createRetriever(graph);
    builds.push(performance.now() - buildStart);
    let message = 0;
    for (const item of cases)
      for (let end = 1; end <= item.conversation.length; end++) {
        const cpu = process.cpuUsage();
        const start = performance.now();
        retriever.cards(item.conversation.slice(0, end));
        const took = performance.now() - start;
        times.push(took);
        best[message] = Math.min(best[message] ?? Number.POSITIVE_INFINITY, took);
        message++;
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
      }
  }
  return {
    buildMs: Math.min(...builds),
    p95: percentile(times, 95),
    p50: percentile(times, 50),
    cpuP95: percentile(cpuTimes, 95),
    bestP95: percentile(best, 95),
  };
};

/**
 * Labels and cards together, as the engine answers a message: every message of the development conversations in
 * order, each labelled by the default stage model's live labeller (a conversation's labeller reads its messages one
 * at a time) and given its cards from the conversation so far.
 */
const labelsAndCards = (size: number, cases: readonly NeedCase[]) => {
  const graph = largeGraph(size);
  const model = trainStageModel(
    {
      version: 1,
      stages: STAGE_LABELS.map((label) => ({ label, enabled: true, examples: [] })),
      order: DEFAULT_STAGE_ORDER,
    },
    DEFAULT_TRAINING_CORPUS,
  );
  const times: number[] = [];
  const best: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const retriever = createRetriever(graph);
    let index = 0;
    for (const item of cases) {
      const labeller = model.startConversation();
      for (let end = 1; end <= item.conversation.length; end++) {
        const message = item.conversation[end - 1]!;
        const start = performance.now();
        labeller.label({ from: message.from === 'Agent' ? 'Agent' : 'Visitor', content: message.content });
        retriever.cards(item.conversation.slice(0, end));
        const took = performance.now() - start;
        times.push(took);
        best[index] = Math.min(best[index] ?? Number.POSITIVE_INFINITY, took);
        index++;
      }
    }
  }
  return { p95: percentile(times, 95), p50: percentile(times, 50), bestP95: percentile(best, 95) };
};

/**
 * Heap held by the indexes of `graphs` (after a full collection when `--expose-gc` is on): what the retriever adds
 * to a server's memory (its RSS moves with the collector, so the heap is the figure read).
 */
const heldBy = (graphs: readonly (readonly KnowledgeTriple[])[], copies = 3) => {
  const collect = (globalThis as { gc?: () => void }).gc;
  const settle = () => {
    collect?.();
    collect?.();
  };
  // Copies held at once, their mean read: one index's share stands out of what the collector leaves over.
  settle();
  const before = process.memoryUsage();
  const held = Array.from({ length: copies }, () => graphs.map((graph) => createRetriever(graph)));
  settle();
  const after = process.memoryUsage();
  const heapMb = (after.heapUsed - before.heapUsed) / copies / 1024 / 1024;
  // Read after the measure, so that the indexes are alive through it.
  const triples = held.flat().reduce((sum, retriever) => sum + retriever.size, 0) / copies;
  return { heapMb, triples, collected: collect !== undefined };
};

/** The first message on a program just created: its index built from nothing, then its first cards. */
const firstMessage = () => {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const graph = MEDICARE_ADVANTAGE_TRIPLES.map((triple) => ({
      ...triple,
      subject: `${triple.subject} ${run}`,
    }));
    const start = performance.now();
    createRetriever(graph).cards([{ from: 'Visitor', content: `How much a month is the Gold plan ${run}?` }]);
    times.push(performance.now() - start);
  }
  return Math.max(...times);
};

const qualityFigures = (set: string, which: string, figures: CardFigures): Figure[] => [
  {
    name: `cards hit@1, ${which} (${set}, ${figures.cases} needs)`,
    value: round(figures.hitAt1),
    unit: '',
    ...(which === 'retriever' ? { goal: '≥ 0.80', met: figures.hitAt1 >= 0.8 } : {}),
  },
  {
    name: `cards hit@5, ${which} (${set})`,
    value: round(figures.hitAt5),
    unit: '',
    ...(which === 'retriever' ? { goal: '≥ 0.95', met: figures.hitAt5 >= 0.95 } : {}),
  },
  { name: `cards precision, ${which} (${set})`, value: round(figures.precision), unit: '' },
  {
    name: `cards on ${figures.silentCases} messages without a need, ${which} (${set})`,
    value: figures.cardsWithoutNeed,
    unit: 'cards',
  },
  // The goal: no card before any topic is raised. Where the set marks those messages apart, the goal is
  // judged on them; else on a conversation's first message asking nothing (which may raise a topic off the graph).
  {
    name: `cards on ${figures.openingCases} opening messages without a need, ${which} (${set})`,
    value: figures.cardsOnOpenings,
    unit: 'cards',
    ...(which === 'retriever' && figures.beforeTopicCases === 0
      ? { goal: '0', met: figures.cardsOnOpenings === 0 }
      : {}),
  },
  ...(figures.beforeTopicCases > 0
    ? [
        {
          name: `cards on ${figures.beforeTopicCases} messages before any topic is raised, ${which} (${set})`,
          value: figures.cardsBeforeTopic,
          unit: 'cards',
          ...(which === 'retriever' ? { goal: '0', met: figures.cardsBeforeTopic === 0 } : {}),
        },
      ]
    : []),
];

/** `BENCH_ONLY=cards`: the knowledge retriever's quality on each needs set beside the word match, and its cost. */
export const benchCards = (): Figure[] => {
  const figures: Figure[] = [];
  // The machine is shared: its load says how far the timings below are the retriever's own.
  const load = () => `${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
  const loadBefore = load();
  const development = readSet(SETS.development);
  for (const [set, path] of chosenSets()) {
    if (!existsSync(fileURLToPath(new URL(path, import.meta.url)))) continue;
    const quality = cardQuality(readSet(path), readBeforeTopic(path));
    figures.push(...qualityFigures(set, 'retriever', quality.retriever));
    figures.push(...qualityFigures(set, 'word match', quality.wordMatch));
  }
  for (const size of [1_000, 50_000]) {
    const result = latency(size, development);
    const goal = size <= 1_000 ? 5 : 10;
    figures.push({ name: `cards index build, ${size} triples`, value: round(result.buildMs), unit: 'ms' });
    figures.push({ name: `cards per message p50, ${size} triples`, value: round(result.p50), unit: 'ms' });
    // Processor time of the same calls: what the retriever costs when other processes share the cores.
    figures.push({
      name: `cards per message p95 CPU time, ${size} triples`,
      value: round(result.cpuP95),
      unit: 'ms',
    });
    figures.push({
      name: `cards per message p95, ${size} triples`,
      value: round(result.p95),
      unit: 'ms',
      goal: `≤ ${goal} ms`,
      met: result.p95 <= goal,
    });
    figures.push({
      name: `cards per message p95 of each message's best of ${RUNS} runs, ${size} triples`,
      value: round(result.bestP95),
      unit: 'ms',
      goal: `≤ ${goal} ms`,
      met: result.bestP95 <= goal,
    });
    const together = labelsAndCards(size, development);
    figures.push({
      name: `labels and cards per message p50, ${size} triples`,
      value: round(together.p50),
      unit: 'ms',
    });
    figures.push({
      name: `labels and cards per message p95, ${size} triples`,
      value: round(together.p95),
      unit: 'ms',
      goal: `≤ ${goal} ms`,
      met: together.p95 <= goal,
    });
    figures.push({
      name: `labels and cards per message p95 of each message's best of ${RUNS} runs, ${size} triples`,
      value: round(together.bestP95),
      unit: 'ms',
      goal: `≤ ${goal} ms`,
      met: together.bestP95 <= goal,
    });
  }
  const first = firstMessage();
  figures.push({
    name: 'cards: first message on a program just created (index and cards, worst of 5)',
    value: round(first),
    unit: 'ms',
    goal: '≤ 50 ms',
    met: first <= 50,
  });
  const demo = heldBy(Object.values(DEMO_GRAPHS));
  const note = demo.collected ? '' : ' (no --expose-gc: before collection)';
  figures.push({
    name: `cards indexes' heap, the demo programs${note}`,
    value: round(demo.heapMb),
    unit: 'MB',
    goal: '≤ 60 MB',
    met: demo.heapMb <= 60,
  });
  for (const size of [1_000, 50_000]) {
    const held = heldBy([largeGraph(size)], size > 10_000 ? 1 : 3);
    figures.push({ name: `cards index heap, ${size} triples${note}`, value: round(held.heapMb), unit: 'MB' });
  }
  figures.push({
    name: `machine load (1-minute average) before the cards bench: ${loadBefore}; after: ${load()}`,
    value: loadavg()[0]!,
    unit: '',
  });
  return figures;
};
