import { CONTRACT_LIMITS, CONTRACT_TEXTS, TEXTS, type Contract, type ContractAction } from '@ctp/domain';
import { Ban, CheckCircle2, FileCheck2, Hourglass, PenLine, Send } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDay, formatMoney, formatQuantity } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/current-user';
import { CONTRACT_UI_TEXTS } from '../texts';
import { useCancelContract } from '../api/cancel-contract';
import { useExecuteContract } from '../api/execute-contract';
import { useContract } from '../api/get-contract';
import { useSendContract } from '../api/send-contract';
import { useSignContract } from '../api/sign-contract';
import { contractTypeLabel, partyOf } from '../contract-format';

interface ContractDetailDialogProps {
  contractId: string | null;
  onClose: () => void;
}

/** What each move is called on its button, what it says when done, and how it looks. */
const MOVES = {
  send: { label: 'Send for signature', done: 'Contract sent to the seller for signature.', icon: Send, variant: 'primary' },
  sign: { label: 'Sign contract', done: 'Your signature has been recorded.', icon: PenLine, variant: 'primary' },
  execute: { label: 'Mark as executed', done: 'The contract has been executed.', icon: FileCheck2, variant: 'primary' },
  cancel: { label: 'Cancel contract', done: 'The contract has been cancelled.', icon: Ban, variant: 'secondary' },
} as const;
type Move = keyof typeof MOVES;
/** What a contract with no move left says about itself. */
const CLOSED_NOTES: Partial<Record<Contract['status'], string>> = {
  executed: 'This contract has been executed. No further action is needed.',
  cancelled: 'This contract was cancelled.',
  expired: 'This contract expired: its delivery date passed before it was executed.',
};
/** The moves this view offers, in this order; an edit of a draft ('update') is not one of them. */
const OFFERED: readonly Move[] = ['send', 'sign', 'execute', 'cancel'];
const isOffered = (action: ContractAction): action is Move => (OFFERED as readonly string[]).includes(action);

/** A contract with every field, and only the moves the server says are open to the caller now (allowedActions). */
export function ContractDetailDialog({ contractId, onClose }: ContractDetailDialogProps) {
  const contract = useContract(contractId ?? undefined);
  const open = contractId !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="lg"
      title={contract.data ? `Contract ${contract.data.contractNumber}` : 'Contract'}
      description={contract.data ? `${contract.data.commodity.name} · ${contractTypeLabel(contract.data.contractType)}` : undefined}
    >
      {contract.isPending ? (
        <div className="py-10 text-center">
          <Spinner label="Loading contract..." showLabel />
        </div>
      ) : contract.isError ? (
        <LoadError message={CONTRACT_UI_TEXTS.loadOneFailed} error={contract.error} onRetry={() => void contract.refetch()} retrying={contract.isFetching} />
      ) : (
        // Keyed by contract, so moving to another one starts with no message and a closed cancel form.
        <ContractDetail key={contract.data.id} contract={contract.data} />
      )}
    </Dialog>
  );
}

function ContractDetail({ contract }: { contract: Contract }) {
  const party = partyOf(contract, useCurrentUser().data?.id);
  const send = useSendContract();
  const sign = useSignContract();
  const execute = useExecuteContract();
  const cancel = useCancelContract();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const moves = contract.allowedActions.filter(isOffered);
  const ownSignature = party === 'buyer' ? contract.signedByBuyerAt : party === 'seller' ? contract.signedBySellerAt : null;
  const waitingForOtherParty = contract.status === 'pending' && ownSignature !== null;
  const busy = send.isPending || sign.isPending || execute.isPending || cancel.isPending;
  const money = (value: number) => formatMoney(value, { currency: contract.currency });

  async function run(move: Move, action: () => Promise<unknown>) {
    setDone(null);
    setFailure(null);
    try {
      await action();
      setDone(MOVES[move].done);
      setCancelling(false);
    } catch (error) {
      setFailure(errorMessage(error, TEXTS.requestFailed));
    }
  }

  function submitCancel(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!trimmed) {
      setReasonError(CONTRACT_TEXTS.reasonRequired);
      return;
    }
    setReasonError(null);
    void run('cancel', () => cancel.mutateAsync({ id: contract.id, reason: trimmed }));
  }

  const side = (who: 'buyer' | 'seller') => {
    const id = who === 'buyer' ? contract.buyerId : contract.sellerId;
    if (!id) return <span className="text-slate-500">Not chosen yet</span>;
    return party === who ? <span className="text-gold-300">You</span> : <span className="font-mono text-xs text-slate-300">{id}</span>;
  };
  const signedAt = (at: string | null) => (at ? <span className="text-emerald-300">Signed {formatDateTime(at)}</span> : <span className="text-slate-500">Not signed</span>);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/5 bg-ink-900/60 px-4 py-3">
        <div className="flex items-center gap-3">
          <StatusBadge value={contract.status} kind="contract" />
          {party && <span className="text-sm text-slate-400">You are the {party}</span>}
        </div>
        <p className="text-lg font-semibold text-white tabular-nums">{money(contract.totalValue)}</p>
      </div>

      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Field term="Contract number">
          <span className="font-mono text-gold-300">{contract.contractNumber}</span>
        </Field>
        <Field term="Contract type">{contractTypeLabel(contract.contractType)}</Field>
        <Field term="Commodity">
          {contract.commodity.name} <span className="text-slate-500">({contract.commodity.symbol})</span>
        </Field>
        <Field term="Quantity">{formatQuantity(contract.quantity, contract.commodity.unit)}</Field>
        <Field term="Unit price">
          {money(contract.unitPrice)} <span className="text-slate-500">per {contract.commodity.unit}</span>
        </Field>
        <Field term="Total value">
          {money(contract.totalValue)} <span className="text-slate-500">{contract.currency}</span>
        </Field>
        {/* Fixed when the contract was drawn up (the commissionRate system setting); older contracts have none. */}
        {contract.commissionRate != null && contract.commissionAmount != null && (
          <Field term="Commission">
            {money(contract.commissionAmount)} <span className="text-slate-500">({contract.commissionRate}% of the total value)</span>
          </Field>
        )}
        <Field term="Delivery date">{formatDay(contract.deliveryDate)}</Field>
        <Field term="Delivery location">{contract.deliveryLocation}</Field>
        <Field term="Buyer">{side('buyer')}</Field>
        <Field term="Seller">{side('seller')}</Field>
        <Field term="Buyer signature">{signedAt(contract.signedByBuyerAt)}</Field>
        <Field term="Seller signature">{signedAt(contract.signedBySellerAt)}</Field>
        <Field term="Created">{formatDateTime(contract.createdAt)}</Field>
        <Field term="Last updated">{formatDateTime(contract.updatedAt)}</Field>
        {contract.cancellationReason && (
          <Field term="Cancellation reason" wide>
            {contract.cancellationReason}
          </Field>
        )}
      </dl>

      {done && <SuccessBox>{done}</SuccessBox>}
      {failure && <ErrorBox>{failure}</ErrorBox>}

      <div className="space-y-4 border-t border-white/5 pt-5">
        {waitingForOtherParty && (
          <p className="flex items-center gap-2 text-sm text-amber-200">
            <Hourglass aria-hidden="true" className="size-4 text-amber-400" />
            You have signed. Waiting for the other party to sign.
          </p>
        )}
        {contract.status === 'draft' && party === 'buyer' && !contract.sellerId && (
          <p className="text-sm text-slate-400">{CONTRACT_TEXTS.sellerRequiredToSend}.</p>
        )}
        {moves.length === 0 ? (
          !waitingForOtherParty && (
            <p className="flex items-center gap-2 text-sm text-slate-400">
              <CheckCircle2 aria-hidden="true" className="size-4 text-slate-500" />
              {CLOSED_NOTES[contract.status] ?? 'There is nothing for you to do on this contract right now.'}
            </p>
          )
        ) : cancelling ? (
          <form onSubmit={submitCancel} noValidate className="space-y-3">
            <TextArea
              id="cancel-reason"
              label="Reason for cancelling"
              required
              rows={3}
              inputClassName=""
              maxLength={CONTRACT_LIMITS.cancellationReason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={reasonError ?? undefined}
              placeholder="Both parties will see this reason."
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setCancelling(false)} disabled={busy}>
                Keep contract
              </Button>
              <Button variant="danger" type="submit" busy={cancel.isPending} busyText="Cancelling...">
                Confirm cancellation
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap justify-end gap-3">
            {moves.map((move) => {
              const { label, icon: Icon, variant } = MOVES[move];
              const mutation = { send, sign, execute, cancel }[move];
              const onClick =
                move === 'cancel'
                  ? () => {
                      setDone(null);
                      setFailure(null);
                      setCancelling(true);
                    }
                  : () => void run(move, () => (move === 'send' ? send : move === 'sign' ? sign : execute).mutateAsync(contract.id));
              return (
                <Button key={move} variant={variant} onClick={onClick} disabled={busy} busy={mutation.isPending} busyText="Working...">
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Button>
              );
            })}
          </div>
        )}
      </div>
    </div>
  );
}

function Field({ term, children, wide = false }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium tracking-wide text-slate-400 uppercase">{term}</dt>
      <dd className="mt-1 text-sm text-slate-100 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
