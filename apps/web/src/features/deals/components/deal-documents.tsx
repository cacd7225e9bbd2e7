import type { Deal } from '@ctp/domain';
import { Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { loadDealDocumentsPanel } from '@/features/documents';
import { useTexts } from '@/lib/i18n/texts';
import { lazyComponent } from '@/lib/lazy-component';
import { dealTexts } from '../texts';

const panel = lazyComponent(loadDealDocumentsPanel, (m) => m.DealDocumentsPanel);

/** The documents shared in the deal, from the documents feature (its own chunk); the parties share while the deal is open. */
export function DealDocuments({ deal }: { deal: Deal }) {
  const { text } = useTexts(dealTexts);
  const canShare = deal.myRole !== 'desk' && deal.status !== 'cancelled' && deal.status !== 'expired';
  return (
    <Suspense
      fallback={
        <Card className="p-6">
          <Spinner label={text.room.loadingDocuments} showLabel />
        </Card>
      }
    >
      <panel.Component dealId={deal.id} canShare={canShare} />
    </Suspense>
  );
}
