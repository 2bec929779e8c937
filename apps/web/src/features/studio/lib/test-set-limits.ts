import {
  countOf,
  TEST_CONVERSATION_MESSAGES_MAX,
  TEST_RUN_WRONG_MAX,
  TEST_RUNS_LISTED,
  TEST_SET_MAX_BYTES,
  TEST_SET_MESSAGES_MAX,
  TEST_SET_STAGES_MAX,
  type TestRun,
  type TestSetSummary,
} from '@parlance/shared';
import { isApiError } from '../../../lib/api-client';

// What a test set may hold and what the server does when another run is going on (the API document states the same
// limits), in the words the test-set screens use.

const count = (value: number) => value.toLocaleString('en-US');
const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The upload's limits, under its file field. */
export const TEST_SET_LIMITS_TEXT =
  `One conversation a line, each of at most ${count(TEST_CONVERSATION_MESSAGES_MAX)} messages. A test set holds at ` +
  `most ${count(TEST_SET_MESSAGES_MAX)} messages in all, naming at most ${count(TEST_SET_STAGES_MAX)} stages, in a ` +
  `file of at most ${megabytes(TEST_SET_MAX_BYTES)}.`;

/** A file the server would refuse for its size, said before it is sent; undefined when it may be sent. */
export const fileTooLarge = (file: Pick<File, 'size'> | undefined): string | undefined =>
  file && file.size > TEST_SET_MAX_BYTES
    ? `This file is ${megabytes(file.size)}: a test set's file holds at most ${megabytes(TEST_SET_MAX_BYTES)}.`
    : undefined;

/** How full a set is: "120 of 5,000 messages". */
export const messagesOfSet = (set: Pick<TestSetSummary, 'messages'>) =>
  `${count(set.messages)} of ${count(TEST_SET_MESSAGES_MAX)} messages`;

/** A set as its pickers name it: "Regression (1 conversation, 4 of 5,000 messages)". */
export const setChoiceText = (set: Pick<TestSetSummary, 'name' | 'conversations' | 'messages'>) =>
  `${set.name} (${countOf(set.conversations, 'conversation', 'conversations')}, ${messagesOfSet(set)})`;

/**
 * Why a conversation of `messages` messages cannot join `set`, which would then hold more than a set may; undefined
 * when it fits.
 */
export const noRoomFor = (set: Pick<TestSetSummary, 'name' | 'messages'>, messages: number) =>
  set.messages + messages > TEST_SET_MESSAGES_MAX
    ? `"${set.name}" holds ${messagesOfSet(set)}: this conversation's ${count(messages)} would take it past them. ` +
      'Choose another test set or a new one.'
    : undefined;

/** The messages a run labelled wrong, all of them: its scores count them all, though it keeps only the first ones. */
export const wrongOfRun = (run: Pick<TestRun, 'messages' | 'accuracy'>) =>
  run.messages - Math.round(run.accuracy * run.messages);

/**
 * The heading of a run's wrong messages, how many there were and how many are listed, and when the run kept only
 * the first ones, a sentence saying so.
 */
export const wrongHeading = (run: Pick<TestRun, 'messages' | 'accuracy' | 'wrong'>) => {
  const all = Math.max(wrongOfRun(run), run.wrong.length);
  if (all <= run.wrong.length) return { heading: `Wrong messages (${count(all)})` };
  return {
    heading: `Wrong messages (the first ${count(run.wrong.length)} of ${count(all)})`,
    note: `A run keeps its first ${count(TEST_RUN_WRONG_MAX)} wrong messages; its scores count all ${count(all)}.`,
  };
};

/** Under the trend when the runs list is full: it answers a set's latest runs only. */
export const latestRunsText = (runs: number) =>
  runs >= TEST_RUNS_LISTED
    ? `The trend shows this test set's latest ${count(TEST_RUNS_LISTED)} runs.`
    : undefined;

/** The seconds the server asks to wait when it refused a run because another one is going on (its 429). */
const DEFAULT_RETRY_SECONDS = 5;

/**
 * A run refused because another test run is going on on the server (429 with `Retry-After`): the seconds to wait;
 * undefined for any other failure.
 */
export const busyRetrySeconds = (error: unknown): number | undefined => {
  if (!isApiError(error) || error.response?.status !== 429) return undefined;
  const header = Number(error.response.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : DEFAULT_RETRY_SECONDS;
};

/** What the designer reads while the Run button waits. */
export const busyText = (seconds: number) =>
  `Another test run is going on: the server runs test sets one at a time. Run this one again in ${countOf(seconds, 'second', 'seconds')}.`;
