import type { User } from '@ctp/domain';
import type { ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { usePlatformStatus } from '@/lib/use-platform-status';
import { MaintenanceScreen, SetNewPasswordScreen, VerifyEmailScreen } from './account-screens';

/**
 * The portal behind the account's pending steps, as the API gates it (plugins/access.ts): maintenance
 * keeps non-administrators out, a temporary password must be replaced, and with requireEmailVerification
 * an unverified address must be verified. Only an unverified user waits for the platform status; if it
 * cannot be read the portal shows and the API still refuses what it must.
 */
export function AccountGate({ user, children }: { user: User; children: ReactNode }) {
  const status = usePlatformStatus();
  if (status.data?.maintenanceMode && user.role !== 'admin') return <MaintenanceScreen />;
  if (user.mustChangePassword) return <SetNewPasswordScreen />;
  if (!user.emailVerified) {
    if (status.isPending) return <PageSpinner className="min-h-screen" />;
    if (status.data?.requireEmailVerification) return <VerifyEmailScreen email={user.email} />;
  }
  return children;
}
