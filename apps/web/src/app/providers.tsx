// The domain's Arabic for the sign-in pages and portals (the public pages' part comes with lib/i18n/domain-texts.ts).
import '@ctp/domain/arabic';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { SessionProvider } from '@/lib/session/session-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

/**
 * The layout route around the sign-in pages and the portals. Loaded with them, so the public
 * pages never download TanStack Query or restore a session they do not use.
 */
export function Component() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}
