import { ACCOUNT_TEXTS } from '@ctp/domain/account-texts';
import { AuthCard } from './auth-card';
import { SignOutLink } from './sign-out-link';

/** Stands in for a trader's or seller's portal while the platform is under maintenance (the API refuses them too). */
export function MaintenanceScreen() {
  return (
    <AuthCard eyebrow="Maintenance" title="We'll be back soon" footer={<SignOutLink />}>
      <p role="status" className="text-center text-sm leading-relaxed text-slate-300">
        {ACCOUNT_TEXTS.maintenance}
      </p>
    </AuthCard>
  );
}
