/** The knowledge retriever: what the engine module and the bench use. */
export { type CardFigures, evaluateCards, type Need, type NeedCase } from './evaluate.js';
export {
  CARD_DEFAULTS,
  type CardOptions,
  type ConversationTurn,
  createRetriever,
  createRetrieverInSlices,
  type KnowledgeCardMatch,
  type KnowledgeTriple,
  type Retriever,
} from './retriever.js';
export { createWordMatcher } from './word-match.js';
