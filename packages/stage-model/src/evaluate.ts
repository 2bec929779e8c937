/**
 * Measures a stage model on labelled conversations: accuracy, per-stage precision, recall, F1 and support,
 * macro-F1, the confusion matrix and the messages it got wrong. Pure; used by the benchmark and by test sets.
 */
import type { ConversationMessage, StageModel } from './stage-model.js';

export interface LabelledMessage extends ConversationMessage {
  stage: string;
}

export interface LabelledConversation {
  id?: string;
  messages: LabelledMessage[];
}

export interface StageScore {
  stage: string;
  precision: number;
  recall: number;
  f1: number;
  support: number;
}

export interface WrongLabel {
  conversationId: string;
  index: number;
  from: ConversationMessage['from'];
  content: string;
  expected: string;
  answered: string;
  confidence: number;
}

export interface Evaluation {
  messages: number;
  accuracy: number;
  /** Mean F1 over the stages that occur in the expected or the answered labels. */
  macroF1: number;
  perStage: StageScore[];
  /** confusion.matrix[i][j]: messages expected as labels[i] and answered as labels[j]. */
  confusion: { labels: string[]; matrix: number[][] };
  wrong: WrongLabel[];
}

export const evaluate = (model: StageModel, conversations: readonly LabelledConversation[]): Evaluation => {
  const labels: string[] = [...model.stages];
  const indexOf = (label: string) => {
    let index = labels.indexOf(label);
    if (index < 0) {
      labels.push(label);
      index = labels.length - 1;
    }
    return index;
  };
  const pairs: [number, number][] = [];
  const wrong: WrongLabel[] = [];
  conversations.forEach((conversation, c) => {
    const answers = model.labelConversation(conversation.messages);
    conversation.messages.forEach((message, index) => {
      const answer = answers[index]!;
      pairs.push([indexOf(message.stage), indexOf(answer.stage)]);
      if (answer.stage !== message.stage)
        wrong.push({
          conversationId: conversation.id ?? String(c + 1),
          index,
          from: message.from,
          content: message.content,
          expected: message.stage,
          answered: answer.stage,
          confidence: answer.confidence,
        });
    });
  });
  const matrix = labels.map(() => labels.map(() => 0));
  for (const [expected, answered] of pairs) matrix[expected]![answered]!++;
  const perStage: StageScore[] = [];
  let f1Sum = 0;
  let counted = 0;
  let correct = 0;
  labels.forEach((stage, i) => {
    const truePositives = matrix[i]![i]!;
    correct += truePositives;
    const support = matrix[i]!.reduce((sum, value) => sum + value, 0);
    const answered = matrix.reduce((sum, row) => sum + row[i]!, 0);
    const precision = answered === 0 ? 0 : truePositives / answered;
    const recall = support === 0 ? 0 : truePositives / support;
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    perStage.push({ stage, precision, recall, f1, support });
    if (support > 0 || answered > 0) {
      f1Sum += f1;
      counted++;
    }
  });
  return {
    messages: pairs.length,
    accuracy: pairs.length === 0 ? 0 : correct / pairs.length,
    macroF1: counted === 0 ? 0 : f1Sum / counted,
    perStage,
    confusion: { labels, matrix },
    wrong,
  };
};
