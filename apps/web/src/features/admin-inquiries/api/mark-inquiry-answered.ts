import { inquiryAnsweredResponseSchema, type AdminInquiry } from '@ctp/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminInquiriesKeys } from './keys';

export interface MarkAnsweredInput {
  inquiryId: string;
  /** How it was answered; optional. */
  note: string;
}

/** POST /admin/inquiries/{id}/answered {note?}. */
export async function markInquiryAnswered({ inquiryId, note }: MarkAnsweredInput): Promise<AdminInquiry> {
  const trimmed = note.trim();
  return inquiryAnsweredResponseSchema.parse(await api.post(`/admin/inquiries/${encodeURIComponent(inquiryId)}/answered`, trimmed ? { note: trimmed } : {})).inquiry;
}

export function useMarkInquiryAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInquiryAnswered,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminInquiriesKeys.all }),
  });
}
