import type { Contract } from '@ctp/domain/contracts';
import type { MatchingStats, MatchSuggestion as ScoredSuggestion } from '@ctp/domain/matching';
import type { Order } from '@ctp/domain/orders';

export type { MatchingStats };

/** A proposed pair of an active buy order and an active sell order of the same commodity (spec 3, 9). */
export type MatchSuggestion = ScoredSuggestion<Order>;

/** One page of the ranked suggestions; `total` and `stats.suggestions` count them all. */
export interface MatchSuggestionList {
  suggestions: MatchSuggestion[];
  total: number;
  page: number;
  totalPages: number;
  stats: MatchingStats;
}

/** POST /admin/matching/confirm's answer: the match and the draft contract it created (what the pane shows of them). */
export interface ConfirmedMatch {
  match: { id: string; agreedPrice: number; quantity: number };
  contract: Pick<Contract, 'id' | 'contractNumber' | 'status'>;
}

/** The pair's stable key (one buy and one sell order). */
export const suggestionKey = (suggestion: Pick<MatchSuggestion, 'buyTrade' | 'sellTrade'>) => `${suggestion.buyTrade.id}:${suggestion.sellTrade.id}`;
