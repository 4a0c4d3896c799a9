export { foldText, queryLength, removeMarks } from './fold';
export { matchTier, rankEntries, type RankedEntry } from './rank';
export type { CatalogueAnswer, CatalogueRecord, Suggestion } from './types';
