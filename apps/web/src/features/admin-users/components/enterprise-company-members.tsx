import type { EnterpriseCompany, EnterpriseCompanyUser, EnterpriseGrant, EnterpriseMember } from '@ctp/domain/enterprise';
import { UserMinus, UserPlus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useAddEnterpriseMembers } from '../api/change-enterprise';
import { adminEnterpriseTexts } from '../enterprise.texts';
import { adminUsersTexts } from '../texts';
import { fullName } from '../user-format';

export interface EnterpriseCompanyMembersProps {
  company: EnterpriseCompany & { grant: EnterpriseGrant };
  onRemove: (member: EnterpriseMember) => void;
  onAdded: (message: string) => void;
}

/**
 * A granted company's members, and the users who gave its name since and await the desk: a company name is typed by
 * its user, so the desk adds each of them (one at a time or all) before they get Enterprise.
 */
export function EnterpriseCompanyMembers({ company, onRemove, onAdded }: EnterpriseCompanyMembersProps) {
  const { text, t } = useTexts(adminEnterpriseTexts);
  const membersId = useId();
  const awaitingId = useId();
  const add = useAddEnterpriseMembers();
  const addUsers = (userIds: string[]) => add.mutate({ grantId: company.grant.id, userIds }, { onSuccess: (answer) => onAdded(answer.message) });
  const adding = (userId: string) => add.isPending && add.variables.userIds.includes(userId);

  return (
    <div className="grid gap-6 rounded-lg border border-white/10 bg-ink-900/40 p-4 md:grid-cols-2">
      <section aria-labelledby={membersId}>
        <h3 id={membersId} className="text-sm font-semibold text-white">
          {text.members.heading}
        </h3>
        {company.members.length === 0 ? (
          <p className="mt-2 text-sm text-slate-400">{text.members.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-white/5">
            {company.members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <Person user={member}>
                  <span className="block text-xs text-slate-400">
                    {member.addedBy
                      ? t('members.addedBy', { date: formatDate(member.addedAt), email: member.addedBy })
                      : t('members.added', { date: formatDate(member.addedAt) })}
                  </span>
                  {member.leftCompany && <span className="block text-xs text-amber-300">{text.members.leftCompany}</span>}
                </Person>
                <Button variant="ghost" onClick={() => onRemove(member)} aria-label={t('members.removeNamed', { name: fullName(member), company: company.companyName })}>
                  <UserMinus aria-hidden="true" className="size-4" />
                  {text.members.remove}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={awaitingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={awaitingId} className="text-sm font-semibold text-white">
              {text.awaiting.heading}
            </h3>
            <p className="mt-0.5 text-xs text-slate-400">{text.awaiting.lead}</p>
          </div>
          {company.awaiting.length > 1 && (
            <Button
              variant="secondary"
              disabled={add.isPending}
              onClick={() => addUsers(company.awaiting.map((user) => user.id))}
              aria-label={t('awaiting.addAllNamed', { company: company.companyName })}
            >
              <UserPlus aria-hidden="true" className="size-4" />
              {t('awaiting.addAll', { number: formatNumber(company.awaiting.length) })}
            </Button>
          )}
        </div>
        {add.isError && (
          <ErrorBox className="mt-3">{errorMessage(add.error, text.awaiting.failed)}</ErrorBox>
        )}
        {company.awaiting.length === 0 ? (
          <p className="mt-2 text-sm text-slate-400">{text.awaiting.none}</p>
        ) : (
          <ul className="mt-2 divide-y divide-white/5">
            {company.awaiting.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <Person user={user} />
                <Button
                  variant="secondary"
                  disabled={add.isPending}
                  onClick={() => addUsers([user.id])}
                  aria-label={t('awaiting.addNamed', { name: fullName(user), company: company.companyName })}
                >
                  <UserPlus aria-hidden="true" className="size-4" />
                  {adding(user.id) ? text.awaiting.busy : text.awaiting.add}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** Who a member or an awaiting user is: name, role and email, then whatever the list adds. */
function Person({ user, children }: { user: EnterpriseCompanyUser; children?: ReactNode }) {
  const { text } = useTexts(adminUsersTexts);
  return (
    <div className="min-w-0 text-sm">
      <span className="block font-medium text-white">
        {fullName(user)}
        <span className="ms-2 rounded bg-white/5 px-1.5 py-0.5 text-xs font-normal text-slate-300">{text.roles[user.role]}</span>
      </span>
      <span className="block text-xs break-all text-slate-400">{user.email}</span>
      {children}
    </div>
  );
}
