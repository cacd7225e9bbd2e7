import { CheckCircle2, PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { latestRequest, RequestForm, useMyInquiries } from '@/features/inquiries';
import { formatDate } from '@/lib/format';
import { useTexts } from '@/lib/i18n/texts';
import { marketIntelligenceTexts } from '../texts';

/**
 * Contact Sales about Enterprise: records an inquiry for the sales team (kind 'contact-sales'), or, once one is
 * waiting, says when it was sent. The packages panel and the upgrade panel both offer it.
 */
export function ContactSales() {
  const mine = useMyInquiries();
  const [contacting, setContacting] = useState(false);
  const salesRequest = latestRequest(mine.data, 'contact-sales');
  const { text: words, t } = useTexts(marketIntelligenceTexts);
  const text = words.packages;

  return (
    <>
      {salesRequest ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-emerald-500/30 bg-emerald-500/10 px-4 py-3 text-sm text-emerald-200">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('packages.salesSent', { date: formatDate(salesRequest.createdAt) })}</span>
        </p>
      ) : (
        <Button fullWidth size="lg" onClick={() => setContacting(true)} disabled={mine.isPending}>
          <PhoneCall aria-hidden="true" className="size-4" />
          {text.contactSales}
        </Button>
      )}
      {contacting && (
        <Dialog
          open
          size="md"
          onOpenChange={(open) => !open && setContacting(false)}
          eyebrow={text.dialogEyebrow}
          title={text.contactSales}
          description={text.dialogDescription}
        >
          <RequestForm target={{ kind: 'contact-sales' }} onClose={() => setContacting(false)} />
        </Dialog>
      )}
    </>
  );
}
