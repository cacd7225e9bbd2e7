import { PORTAL_INQUIRY_TEXTS } from '@ctp/domain/inquiries';
import { CheckCircle2, FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { latestRequest, useMyInquiries, useSubmitPortalInquiry } from '@/features/inquiries';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { inLanguage } from '@ctp/domain/translations';
import { useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { streamingRoyaltyTexts } from '../texts';


/**
 * Requests an opportunity's or project's information package (an inquiry of kind
 * 'information-package'); once asked for, it says so instead of asking again.
 */
export function InformationPackageButton({ targetType, targetId }: { targetType: 'opportunity' | 'project'; targetId: string }) {
  const mine = useMyInquiries();
  const submit = useSubmitPortalInquiry();
  const requested = latestRequest(mine.data, 'information-package', targetId);
  const { text: words, t, language } = useTexts(streamingRoyaltyTexts);
  const text = words.informationPackage;
  const translate = useTranslateText();

  if (requested) {
    return (
      <p role="status" className="me-auto flex items-center gap-2 text-sm text-emerald-300">
        <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {t('informationPackage.requested', { date: formatDate(requested.createdAt) })}
          {submit.data && <span className="block text-xs text-slate-400">{translate(submit.data.message)}</span>}
        </span>
      </p>
    );
  }
  return (
    <div className="me-auto flex flex-col items-start gap-1">
      <Button
        variant="ghost"
        busy={submit.isPending}
        busyText={text.requesting}
        disabled={mine.isPending}
        onClick={() => submit.mutate({ kind: 'information-package', targetType, targetId })}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {text.request}
      </Button>
      {submit.isError && (
        <p role="alert" className="text-xs text-red-300">
          {errorMessage(submit.error, inLanguage(PORTAL_INQUIRY_TEXTS, language).submitFailed)}
        </p>
      )}
    </div>
  );
}
