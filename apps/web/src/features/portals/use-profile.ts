import { profileResponseSchema, type User } from '@ctp/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session/session-provider';

/** The signed-in user's profile from GET /auth/profile, cached per user (sign-out clears the cache). */
export function useProfile() {
  const { state } = useSession();
  const userId = state.user?.id;
  return useQuery<User>({
    queryKey: ['profile', userId],
    queryFn: async ({ signal }) => profileResponseSchema.parse(await api.get('/auth/profile', { signal })).user,
    enabled: Boolean(userId),
  });
}
