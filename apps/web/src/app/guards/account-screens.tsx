import { Suspense, type ComponentProps, type ComponentType } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { loadAccountScreens } from '@/features/auth';
import { lazyComponent } from '@/lib/lazy-component';

type AccountScreens = Awaited<ReturnType<typeof loadAccountScreens>>;

/** One of the auth feature's account screens, loaded (in one chunk with the others) when a guard first shows one. */
function accountScreen<P extends object>(pick: (screens: AccountScreens) => ComponentType<P>) {
  const { Component } = lazyComponent(loadAccountScreens, pick);
  return function AccountScreen(props: P) {
    return (
      <Suspense fallback={<PageSpinner className="min-h-screen" />}>
        <Component {...props} />
      </Suspense>
    );
  };
}

export const MaintenanceScreen = accountScreen((m) => m.MaintenanceScreen);
export const SetNewPasswordScreen = accountScreen((m) => m.SetNewPasswordScreen);
export const VerifyEmailScreen = accountScreen<ComponentProps<AccountScreens['VerifyEmailScreen']>>((m) => m.VerifyEmailScreen);
export const PortalSignIn = accountScreen<ComponentProps<AccountScreens['PortalSignIn']>>((m) => m.PortalSignIn);
