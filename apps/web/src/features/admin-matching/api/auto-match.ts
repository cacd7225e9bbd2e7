import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MatchSuggestion } from './match-suggestion';

/** POST /admin/matching/auto: the best pairs that share no order; nothing is confirmed until the admin says so. */
export const autoMatch = () => api.post<{ proposals: MatchSuggestion[] }>('/admin/matching/auto', {});

export const useAutoMatch = () => useMutation({ mutationFn: autoMatch });
