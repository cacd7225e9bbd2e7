import { TEXTS } from '@ctp/domain/texts';
import { UserRound } from 'lucide-react';
import { EmptyState, LoadError } from '@/components/ui/list-pane';
import { PageSpinner } from '@/components/ui/spinner';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useCurrentUser } from '@/lib/session/current-user';
import { AccountSummary } from './components/account-summary';
import { ChangePasswordForm } from './components/change-password-form';
import { ProfileForm } from './components/profile-form';
import { TwoFactorSection } from './components/two-factor-section';
import { profileTexts } from './texts';

/** The profile tab: the account as the server knows it, the editable details, and a password change. */
export function ProfilePane() {
  const profile = useCurrentUser();
  const { text } = useTexts(profileTexts);
  const texts = useDomainTable(TEXTS);
  if (profile.isPending) return <PageSpinner label={text.loading} />;
  if (profile.isError) return <LoadError message={texts.profileFailed} error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />;
  if (!profile.data) return <EmptyState icon={UserRound} title={text.empty} />;
  const user = profile.data;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-5">
      <div className="lg:col-span-2">
        <AccountSummary user={user} />
      </div>
      <div className="space-y-6 lg:col-span-3">
        {/* A fresh form per account; after a save it resets itself to what the server answered. */}
        <ProfileForm key={user.id} user={user} />
        <ChangePasswordForm />
        <TwoFactorSection />
      </div>
    </div>
  );
}
