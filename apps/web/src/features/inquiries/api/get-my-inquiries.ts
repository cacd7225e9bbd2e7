import { myInquiriesSchema, type MyInquiries, type PortalInquiry, type PortalInquiryKind } from '@ctp/domain/inquiries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inquiriesKeys } from './keys';

export const MY_INQUIRIES_PATH = '/api/v1/inquiries/mine';

/** GET /api/v1/inquiries/mine: the signed-in user's own portal requests, newest first (up to 100). */
export async function getMyInquiries(signal?: AbortSignal): Promise<MyInquiries> {
  return myInquiriesSchema.parse(await api.get(`${MY_INQUIRIES_PATH}?limit=100`, { signal }));
}

export const myInquiriesQueryOptions = () =>
  queryOptions({ queryKey: inquiriesKeys.mine(), queryFn: ({ signal }) => getMyInquiries(signal), staleTime: 60_000 });

export const useMyInquiries = () => useQuery(myInquiriesQueryOptions());

/** The caller's latest request of this kind about this target, if they sent one. */
export function latestRequest(data: MyInquiries | undefined, kind: PortalInquiryKind, targetId?: string): PortalInquiry | undefined {
  return data?.inquiries.find((i) => i.kind === kind && (targetId === undefined || i.targetId === targetId));
}
