import type { Deal } from '@ctp/domain';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { useDeal } from '../api/get-deal';
import { useTexts } from '@/lib/i18n/texts';
import { dealTexts } from '../texts';
import { DealContract } from './deal-contract';
import { DealDocuments } from './deal-documents';
import { DealHeader } from './deal-header';
import { DealRating } from './deal-rating';
import { MessageThread } from './message-thread';
import { Negotiation } from './negotiation';

interface DealRoomProps {
  dealId: string;
  /** The Deals tab's query string without the room: the list, as it was left. */
  backSearch: string;
}

/** One deal (issue 13): the parties and status, the offers and the negotiation, the thread, the documents, the contract and the ratings. */
export function DealRoom({ dealId, backSearch }: DealRoomProps) {
  const deal = useDeal(dealId);
  const { text } = useTexts(dealTexts);
  return (
    <div className="space-y-6">
      <Link
        to={backSearch}
        className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-gold-300 hover:text-gold-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
      >
        <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
        {text.room.back}
      </Link>
      {deal.isPending ? (
        <Card className="py-12 text-center">
          <Spinner label={text.room.loading} showLabel />
        </Card>
      ) : deal.isError ? (
        <Card className="p-6">
          <LoadError
            message={text.failed.loadOneFailed}
            error={deal.error}
            onRetry={() => void deal.refetch()}
            retrying={deal.isFetching}
          />
        </Card>
      ) : (
        <DealSections deal={deal.data} />
      )}
    </div>
  );
}

/** Statuses in which the contract has been drawn up from agreed terms. */
const CONTRACT_STATUSES: readonly Deal['status'][] = ['agreed', 'contract_pending_signature', 'active', 'executed'];

function DealSections({ deal }: { deal: Deal }) {
  return (
    <>
      <DealHeader deal={deal} />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <Negotiation deal={deal} className="lg:col-span-3" />
        <MessageThread deal={deal} className="lg:col-span-2" />
      </div>
      {CONTRACT_STATUSES.includes(deal.status) && <DealContract deal={deal} />}
      <DealDocuments deal={deal} />
      {deal.status === 'executed' && <DealRating deal={deal} />}
    </>
  );
}
