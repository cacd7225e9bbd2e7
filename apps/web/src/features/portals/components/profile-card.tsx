import { TEXTS } from '@ctp/domain';
import type { ReactNode } from 'react';
import { ErrorBox } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { roleLabel } from '../portal-config';
import { useProfile } from '../use-profile';
import { StatusBadge } from './status-badge';

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));

/** A short welcome with the account as the server knows it (GET /auth/profile). */
export function ProfileCard() {
  const profile = useProfile();

  return (
    <Card className="overflow-hidden">
      <div className="border-b border-white/5 bg-linear-to-r from-gold-500/10 via-transparent to-transparent px-6 py-5">
        <h2 className="text-lg font-semibold text-white">
          {profile.data ? `Welcome, ${profile.data.firstName || profile.data.email}` : 'Welcome'}
        </h2>
        <p className="mt-0.5 text-sm text-slate-400">Your account details.</p>
      </div>
      <div className="px-6 py-5">
        {profile.isPending && <Spinner label="Loading profile..." showLabel />}
        {profile.isError && (
          <div className="space-y-3">
            <ErrorBox>{errorMessage(profile.error, TEXTS.profileFailed)}</ErrorBox>
            <Button variant="secondary" onClick={() => void profile.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {profile.data && (
          <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
            <Item term="Name">{`${profile.data.firstName} ${profile.data.lastName}`.trim() || '—'}</Item>
            <Item term="Email">
              <span className="[overflow-wrap:anywhere]">{profile.data.email}</span>
            </Item>
            <Item term="Role">{roleLabel(profile.data.role)}</Item>
            <Item term="Status">
              <StatusBadge value={profile.data.status} />
            </Item>
            <Item term="KYC status">
              <StatusBadge value={profile.data.kycStatus} />
            </Item>
            <Item term="Member since">{memberSince(profile.data.createdAt)}</Item>
          </dl>
        )}
      </div>
    </Card>
  );
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-slate-100">{children}</dd>
    </div>
  );
}
