import { profileResponseSchema, type User } from '@ctp/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { currentUserKeys } from './keys';
import { useSession } from './session-provider';

export { currentUserKeys };

export async function getCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  return profileResponseSchema.parse(await api.get('/auth/profile', { signal })).user;
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: currentUserKeys.all, queryFn: ({ signal }) => getCurrentUser({ signal }) });

/** The signed-in user as the server last told it (every screen reads the user here); no data while signed out. */
export function useCurrentUser({ confirm = false }: { confirm?: boolean } = {}) {
  const { status } = useSession();
  // `confirm` asks the server again on mount even when the session just wrote the user (the admin panel).
  return useQuery({ ...currentUserQueryOptions(), enabled: status === 'signedIn', ...(confirm ? { refetchOnMount: 'always' as const } : {}) });
}
