/**
 * The compact format of the training conversations: one message a line, `A|V CODE text`, where `A` is the Agent,
 * `V` the Visitor and `CODE` one of the stage codes below. Blank lines are ignored.
 */

export interface TrainingMessage {
  from: 'Agent' | 'Visitor';
  content: string;
  stage: string;
}

export interface TrainingConversation {
  style: 'voice' | 'chat';
  messages: TrainingMessage[];
}

/** Stage codes of the compact format: one message a line, `A|V CODE text`. */
export const STAGE_CODES: Record<string, string> = {
  WGI: 'Warm Greet Intro',
  MAI: 'Medicare Advantage Inquiry',
  MPC: 'Medicare Plan Change',
  DII: 'Dental Insurance Inquiry',
  AQ: 'Agent Qualify',
  AD: 'Agent Discovery',
  AR: 'Agent Recommend',
  SG: 'Sincere Goodbye',
  OT: 'Other',
  NIA: 'Not in Anchor',
};

const SPEAKERS: Record<string, TrainingMessage['from']> = { A: 'Agent', V: 'Visitor' };

const LINE = /^([AV]) ([A-Z]+) (.+)$/;

/** Parses one message line; throws on a line that does not follow `A|V CODE text`. */
export const parseTrainingLine = (line: string): TrainingMessage => {
  const match = LINE.exec(line);
  if (!match) throw new Error(`Bad training line (expected "A|V CODE text"): ${line}`);
  const [, speaker = '', code = '', text = ''] = match;
  const from = SPEAKERS[speaker];
  const stage = STAGE_CODES[code];
  if (!from) throw new Error(`Unknown speaker "${speaker}" in training line: ${line}`);
  if (!stage) throw new Error(`Unknown stage code "${code}" in training line: ${line}`);
  const content = text.trim();
  if (content === '') throw new Error(`Empty message in training line: ${line}`);
  return { from, content, stage };
};

/** Builds a training conversation from a block of compact lines. */
export const conversation = (style: TrainingConversation['style'], block: string): TrainingConversation => {
  const messages = block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map(parseTrainingLine);
  if (messages.length === 0) throw new Error('A training conversation needs at least one message');
  return { style, messages };
};
