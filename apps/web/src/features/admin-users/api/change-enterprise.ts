import {
  enterpriseGrantResponseSchema,
  enterpriseMemberRemovedSchema,
  enterpriseMembersAddedSchema,
  enterpriseRevokeResponseSchema,
  type EnterpriseGrantResponse,
  type EnterpriseMemberRemoved,
  type EnterpriseMembersAdded,
  type EnterpriseRevokeResponse,
} from '@ctp/domain/enterprise';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enterpriseKeys } from './get-enterprise-companies';

const grantPath = (grantId: string) => `/admin/enterprise/grants/${encodeURIComponent(grantId)}`;

/** POST /admin/enterprise/grants {companyName}: the company's current traders and sellers become members at once. */
export async function grantEnterprise(companyName: string): Promise<EnterpriseGrantResponse> {
  return enterpriseGrantResponseSchema.parse(await api.post('/admin/enterprise/grants', { companyName }));
}

/** DELETE /admin/enterprise/grants/{id}: Enterprise is taken back and the users' API tokens are revoked. */
export async function revokeEnterprise(grantId: string): Promise<EnterpriseRevokeResponse> {
  return enterpriseRevokeResponseSchema.parse(await api.delete(grantPath(grantId)));
}

/** POST /admin/enterprise/grants/{id}/members {userIds}: users awaiting confirmation become members. */
export async function addEnterpriseMembers({ grantId, userIds }: { grantId: string; userIds: string[] }): Promise<EnterpriseMembersAdded> {
  return enterpriseMembersAddedSchema.parse(await api.post(`${grantPath(grantId)}/members`, { userIds }));
}

/** DELETE /admin/enterprise/grants/{id}/members/{userId}: the member loses Enterprise and their API tokens. */
export async function removeEnterpriseMember({ grantId, userId }: { grantId: string; userId: string }): Promise<EnterpriseMemberRemoved> {
  return enterpriseMemberRemovedSchema.parse(await api.delete(`${grantPath(grantId)}/members/${encodeURIComponent(userId)}`));
}

/** A change to a grant or its members: on success the companies reload. */
function useEnterpriseMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.all }) });
}

export const useGrantEnterprise = () => useEnterpriseMutation(grantEnterprise);
export const useRevokeEnterprise = () => useEnterpriseMutation(revokeEnterprise);
export const useAddEnterpriseMembers = () => useEnterpriseMutation(addEnterpriseMembers);
export const useRemoveEnterpriseMember = () => useEnterpriseMutation(removeEnterpriseMember);
