import { portalInquiryCreatedSchema, type PortalInquiryCreated, type PortalInquiryRequest } from '@ctp/domain/inquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inquiriesKeys } from './keys';

export const PORTAL_INQUIRY_PATH = '/api/v1/inquiries/portal';

/** POST /api/v1/inquiries/portal: an interest, a proposal, an information-package request or a sales call. */
export async function submitPortalInquiry(request: PortalInquiryRequest): Promise<PortalInquiryCreated> {
  return portalInquiryCreatedSchema.parse(await api.post(PORTAL_INQUIRY_PATH, request));
}

/** Sends a request; the user's list of requests reloads after it. */
export function useSubmitPortalInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPortalInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inquiriesKeys.mine() }),
  });
}
