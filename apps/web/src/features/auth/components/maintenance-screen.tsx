import { ACCOUNT_TEXTS } from '@ctp/domain/account-texts';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { authTexts } from '../texts';
import { AuthCard } from './auth-card';
import { SignOutLink } from './sign-out-link';

/** Stands in for a trader's or seller's portal while the platform is under maintenance (the API refuses them too). */
export function MaintenanceScreen() {
  const { text } = useTexts(authTexts);
  const account = useDomainTable(ACCOUNT_TEXTS);
  return (
    <AuthCard eyebrow={text.maintenance.eyebrow} title={text.maintenance.title} footer={<SignOutLink />}>
      <p role="status" className="text-center text-sm leading-relaxed text-slate-300">
        {account.maintenance}
      </p>
    </AuthCard>
  );
}
