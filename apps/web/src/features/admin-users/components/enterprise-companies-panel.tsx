import type { EnterpriseCompany, EnterpriseGrant, EnterpriseMember } from '@ctp/domain/enterprise';
import { LIMITS } from '@ctp/domain/constants';
import { Building2, ChevronDown, ShieldCheck, ShieldOff, UserMinus, Users } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog, Dialog, DialogActions } from '@/components/ui/dialog';
import { ListPane } from '@/components/ui/list-pane';
import { DataTable } from '@/components/ui/data-table';
import { SearchBox } from '@/components/ui/search-box';
import { formatDate, formatNumber } from '@/lib/format';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useGrantEnterprise, useRemoveEnterpriseMember, useRevokeEnterprise } from '../api/change-enterprise';
import { useEnterpriseCompanies } from '../api/get-enterprise-companies';
import { adminEnterpriseTexts } from '../enterprise.texts';
import { fullName } from '../user-format';
import { EnterpriseCompanyMembers } from './enterprise-company-members';

type GrantedCompany = EnterpriseCompany & { grant: EnterpriseGrant };
/** A member the desk is about to remove, and the company they are removed from. */
interface MemberRemoval {
  company: GrantedCompany;
  member: EnterpriseMember;
}

/**
 * The desk's Enterprise grants (issue 18): every company among the users, searched and paged by the server, granted
 * first; grant or revoke each after a confirmation. Revoking also revokes the API tokens of the company's users. A
 * granted company opens onto its members (remove, after a confirmation: their API tokens are revoked) and the users
 * awaiting confirmation (add).
 */
export function EnterpriseCompaniesPanel() {
  const headingId = useId();
  const { text } = useTexts(adminEnterpriseTexts);
  const translate = useTranslateText();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const companies = useEnterpriseCompanies({ q: search, page, limit: LIMITS.listItems });
  const [granting, setGranting] = useState<EnterpriseCompany | null>(null);
  const [revoking, setRevoking] = useState<EnterpriseCompany | null>(null);
  const [removing, setRemoving] = useState<MemberRemoval | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const act =
    <Args extends unknown[]>(open: (...args: Args) => void) =>
    (...args: Args) => {
      setNotice(null);
      open(...args);
    };

  return (
    <Card className="p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-white">
            {text.heading}
          </h2>
          <p className="mt-0.5 text-sm text-slate-400">{text.lead}</p>
        </div>
        <SearchBox
          id="enterprise-company-search"
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          className="md:max-w-sm"
        />
        {notice && <SuccessBox>{translate(notice)}</SuccessBox>}
        <ListPane
          query={companies}
          items={(data) => data.companies}
          loadingText={text.loading}
          errorText={text.loadFailed}
          empty={{ icon: Building2, title: text.emptyTitle, text: text.emptyText }}
          filtered={search.trim() !== ''}
          filteredEmpty={{ text: text.filteredEmpty }}
          pagination={{ label: text.pages, onPageChange: setPage }}
          dimStale
        >
          {(items) => (
            <CompanyTable
              companies={items}
              onGrant={act(setGranting)}
              onRevoke={act(setRevoking)}
              onRemoveMember={act((company: GrantedCompany, member: EnterpriseMember) => setRemoving({ company, member }))}
              onMembersAdded={setNotice}
            />
          )}
        </ListPane>
      </section>
      <GrantDialog company={granting} onClose={() => setGranting(null)} onGranted={setNotice} />
      <RevokeDialog company={revoking} onClose={() => setRevoking(null)} onRevoked={setNotice} />
      <RemoveMemberDialog removal={removing} onClose={() => setRemoving(null)} onRemoved={setNotice} />
    </Card>
  );
}

interface CompanyActions {
  onGrant: (company: EnterpriseCompany) => void;
  onRevoke: (company: EnterpriseCompany) => void;
  onRemoveMember: (company: GrantedCompany, member: EnterpriseMember) => void;
  onMembersAdded: (message: string) => void;
}

const COLUMNS = 4;

function CompanyTable({ companies, ...actions }: CompanyActions & { companies: readonly EnterpriseCompany[] }) {
  const { text } = useTexts(adminEnterpriseTexts);
  return (
    <DataTable
      label={text.table.label}
      className="min-w-[40rem]"
      columns={[
        { label: text.table.company },
        { label: text.table.users, align: 'end' },
        { label: text.table.plan },
        { label: text.table.actions, align: 'end' },
      ]}
    >
      {companies.map((company) => (
        <CompanyRows key={company.grant?.id ?? company.companyName} company={company} {...actions} />
      ))}
    </DataTable>
  );
}

const isGranted = (company: EnterpriseCompany): company is GrantedCompany => company.grant !== null;

/** A company's row and, for a granted one opened by its Members button, the row of its members below it. */
function CompanyRows({ company, onGrant, onRevoke, onRemoveMember, onMembersAdded }: CompanyActions & { company: EnterpriseCompany }) {
  const { text, t } = useTexts(adminEnterpriseTexts);
  const membersRowId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Fragment>
      <tr>
        <th scope="row" className="py-3 pe-4 font-medium text-white">
          {company.companyName}
        </th>
        <td className="py-3 pe-4 text-end tabular-nums">{formatNumber(company.userCount)}</td>
        <td className="py-3 pe-4">
          {company.grant ? (
            <>
              <span className="block text-gold-300">{t('table.enterpriseSince', { date: formatDate(company.grant.grantedAt) })}</span>
              {company.grant.grantedBy && <span className="block text-xs text-slate-400">{t('table.grantedBy', { email: company.grant.grantedBy })}</span>}
              <span className="block text-xs text-slate-400">
                {t('table.membership', { members: formatNumber(company.members.length), awaiting: formatNumber(company.awaiting.length) })}
              </span>
            </>
          ) : (
            text.table.basic
          )}
        </td>
        <td className="py-3 text-end">
          {isGranted(company) ? (
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="ghost"
                onClick={() => setOpen((shown) => !shown)}
                aria-expanded={open}
                aria-controls={membersRowId}
                aria-label={t('members.toggleNamed', { company: company.companyName })}
              >
                <Users aria-hidden="true" className="size-4" />
                {text.members.toggle}
                <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180' : 'size-4'} />
              </Button>
              <Button variant="ghost" onClick={() => onRevoke(company)} aria-label={t('revoke.actionNamed', { company: company.companyName })}>
                <ShieldOff aria-hidden="true" className="size-4" />
                {text.revoke.action}
              </Button>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => onGrant(company)} aria-label={t('grant.actionNamed', { company: company.companyName })}>
              <ShieldCheck aria-hidden="true" className="size-4" />
              {text.grant.action}
            </Button>
          )}
        </td>
      </tr>
      {isGranted(company) && open && (
        <tr id={membersRowId}>
          <td colSpan={COLUMNS} className="pb-4">
            <EnterpriseCompanyMembers company={company} onRemove={(member) => onRemoveMember(company, member)} onAdded={onMembersAdded} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

interface ChangeDialogProps {
  company: EnterpriseCompany | null;
  onClose: () => void;
}

/** Granting is no loss to anyone, so it is confirmed with the primary action rather than a warning. */
function GrantDialog({ company, onClose, onGranted }: ChangeDialogProps & { onGranted: (message: string) => void }) {
  const { text, t } = useTexts(adminEnterpriseTexts);
  const grant = useGrantEnterprise();
  const close = () => {
    grant.reset();
    onClose();
  };
  return (
    <Dialog
      open={company !== null}
      onOpenChange={(open) => !open && close()}
      title={company ? t('grant.title', { company: company.companyName }) : ''}
      description={company ? t('grant.description', { count: formatNumber(company.userCount) }) : undefined}
      locked={grant.isPending}
    >
      <div className="space-y-4">
        <DialogActions
          error={grant.error}
          errorText={text.grant.failed}
          label={text.grant.action}
          busyLabel={text.grant.busy}
          busy={grant.isPending}
          onCancel={close}
          onConfirm={() =>
            company &&
            grant.mutate(company.companyName, {
              onSuccess: (answer) => {
                onGranted(answer.message);
                close();
              },
            })
          }
        />
      </div>
    </Dialog>
  );
}

function RemoveMemberDialog({ removal, onClose, onRemoved }: { removal: MemberRemoval | null; onClose: () => void; onRemoved: (message: string) => void }) {
  const { text, t } = useTexts(adminEnterpriseTexts);
  const remove = useRemoveEnterpriseMember();
  const close = () => {
    remove.reset();
    onClose();
  };
  const named = removal ? { name: fullName(removal.member), company: removal.company.companyName } : null;
  return (
    <ConfirmDialog
      open={removal !== null}
      title={named ? t('members.removeTitle', named) : ''}
      description={text.members.removeDescription}
      confirmLabel={text.members.removeConfirm}
      confirmIcon={UserMinus}
      busyLabel={text.members.removeBusy}
      busy={remove.isPending}
      error={remove.error}
      errorText={text.members.removeFailed}
      onConfirm={() =>
        removal &&
        remove.mutate(
          { grantId: removal.company.grant.id, userId: removal.member.id },
          {
            onSuccess: (answer) => {
              onRemoved(answer.message);
              close();
            },
          },
        )
      }
      onClose={close}
    />
  );
}

function RevokeDialog({ company, onClose, onRevoked }: ChangeDialogProps & { onRevoked: (message: string) => void }) {
  const { text, t } = useTexts(adminEnterpriseTexts);
  const revoke = useRevokeEnterprise();
  const close = () => {
    revoke.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={company !== null}
      title={company ? t('revoke.title', { company: company.companyName }) : ''}
      description={text.revoke.description}
      confirmLabel={text.revoke.confirm}
      confirmIcon={ShieldOff}
      busyLabel={text.revoke.busy}
      busy={revoke.isPending}
      error={revoke.error}
      errorText={text.revoke.failed}
      onConfirm={() =>
        company?.grant &&
        revoke.mutate(company.grant.id, {
          onSuccess: (answer) => {
            onRevoked(answer.message);
            close();
          },
        })
      }
      onClose={close}
    />
  );
}
