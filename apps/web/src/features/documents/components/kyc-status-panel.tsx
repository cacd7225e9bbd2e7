import type { Document } from '@ctp/domain';
import { ShieldCheck, Upload } from 'lucide-react';
import { useQueries } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { useCurrentUser } from '@/lib/session/current-user';
import { documentsQueryOptions } from '../api/get-documents';
import { KYC_REQUIREMENTS, type KycRequirement } from '../kyc-requirements';
import { documentTexts } from '../texts';

interface KycStatusPanelProps {
  onSubmit: (requirement: KycRequirement) => void;
}

/**
 * KYC Verification Status from the user's own documents (the old site showed fixed values): for each
 * required document, the status of the newest matching upload, or 'Not submitted'; above them the
 * account's KYC review as the server holds it.
 */
export function KycStatusPanel({ onSubmit }: KycStatusPanelProps) {
  const profile = useCurrentUser();
  const { text, t } = useTexts(documentTexts);
  const latest = useQueries({
    queries: KYC_REQUIREMENTS.map((requirement) =>
      documentsQueryOptions({ page: 1, limit: 1, type: requirement.documentType }),
    ),
  });
  const submitted = latest.filter((query) => (query.data?.documents.length ?? 0) > 0).length;

  return (
    <Card className="p-6">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-white">{text.kyc.heading}</h2>
          <p className="text-xs text-slate-400">
            {t('kyc.submitted', { submitted, total: KYC_REQUIREMENTS.length })}
          </p>
        </div>
      </div>
      {profile.data && (
        <div className="mt-4 flex items-center justify-between rounded-xl border border-gold-500/15 bg-gold-500/5 px-4 py-2.5">
          <p className="text-xs font-medium tracking-wide text-slate-300 uppercase">{text.kyc.accountReview}</p>
          <StatusBadge value={profile.data.kycStatus} />
        </div>
      )}

      <ul className="mt-4 space-y-3">
        {KYC_REQUIREMENTS.map((requirement, index) => {
          const query = latest[index]!;
          const document: Document | undefined = query.data?.documents[0];
          const canSubmit = !document || document.status === 'rejected';
          const { label, description } = text.kyc[requirement.id];
          return (
            <li key={requirement.id} className="rounded-xl border border-white/5 bg-ink-900/50 p-4" aria-label={label}>
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium text-white">{label}</p>
                  <p className="mt-0.5 text-xs text-slate-400">
                    {document ? `${document.documentName} · ${formatDate(document.createdAt)}` : description}
                  </p>
                </div>
                <div className="shrink-0">
                  {query.isPending ? (
                    <Spinner label={t('kyc.loadingStatus', { label })} />
                  ) : query.isError ? (
                    <span className="text-xs text-red-300">{text.kyc.unavailable}</span>
                  ) : document ? (
                    <StatusBadge value={document.status} kind="document" />
                  ) : (
                    <span className="inline-flex items-center rounded-full border border-white/10 px-2.5 py-0.5 text-xs font-medium text-slate-400">
                      {text.kyc.notSubmitted}
                    </span>
                  )}
                </div>
              </div>
              {canSubmit && !query.isPending && !query.isError && (
                <button
                  type="button"
                  onClick={() => onSubmit(requirement)}
                  className="mt-3 inline-flex items-center gap-1.5 rounded text-xs font-semibold text-gold-300 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-gold-400"
                >
                  <Upload aria-hidden="true" className="size-3.5" />
                  {document ? text.kyc.uploadNewVersion : t('kyc.upload', { label })}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
