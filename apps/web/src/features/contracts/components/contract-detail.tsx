import { CONTRACT_DOCUMENT_TEXTS, CONTRACT_LIMITS, CONTRACT_TEXTS, TEXTS, type Contract, type ContractAction, type ContractParty, type ContractSignature } from '@ctp/domain';
import { Ban, CheckCircle2, Download, FileCheck2, Hourglass, PenLine, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDay, formatMoney, formatPlainPercent, formatQuantity } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/current-user';
import { useCancelContract } from '../api/cancel-contract';
import { useDownloadContractPdf } from '../api/download-contract-pdf';
import { useExecuteContract } from '../api/execute-contract';
import { useSendContract } from '../api/send-contract';
import { contractTypeLabel, partyOf, paymentTermsLabel, SIGNATURE_ROLE_LABELS } from '../contract-format';
import { CONTRACT_UI_TEXTS } from '../texts';
import { DocumentHash } from './document-hash';
import { SignContractDialog } from './sign-contract-dialog';

/** What each move is called on its button, what it says when done, and how it looks. */
const MOVES = {
  send: { label: 'Send for signature', done: 'Contract sent to the seller for signature.', icon: Send, variant: 'primary' },
  sign: { label: 'Sign contract', done: CONTRACT_UI_TEXTS.signed, icon: PenLine, variant: 'primary' },
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
/** The level of the Signatures and Document headings: one under the title the contract is shown with. */
type SectionHeading = 'h3' | 'h4';

/**
 * A contract with its parties (by name and company), terms, signatures and document, and only the moves the
 * server says are open to the caller now (allowedActions). Signing opens the sign dialog; cancelling asks a reason.
 */
export function ContractDetail({ contract, sectionHeading = 'h3' }: { contract: Contract; sectionHeading?: SectionHeading }) {
  const party = partyOf(contract, useCurrentUser().data?.id);
  const send = useSendContract();
  const execute = useExecuteContract();
  const cancel = useCancelContract();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [signing, setSigning] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  // A move takes its own button away (allowedActions change), so focus goes to what came of it.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done || failure) outcome.current?.focus();
  }, [done, failure]);

  const moves = contract.allowedActions.filter(isOffered);
  const ownSignature = contract.signatures.some((signature) => signature.role === party);
  const waitingForOtherParty = contract.status === 'pending' && ownSignature;
  const busy = send.isPending || execute.isPending || cancel.isPending;
  const money = (value: number) => formatMoney(value, { currency: contract.currency });
  const { terms } = contract;

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

  function start(move: Move) {
    setDone(null);
    setFailure(null);
    if (move === 'cancel') return setCancelling(true);
    if (move === 'sign') return setSigning(true);
    void run(move, () => (move === 'send' ? send : execute).mutateAsync(contract.id));
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

  const side = (who: 'buyer' | 'seller', of: ContractParty | null, address: string | null) =>
    of ? <PartyName party={of} you={party === who} address={address} /> : <span className="text-slate-400">Not chosen yet</span>;

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
        <Field term="Buyer">{side('buyer', contract.buyer, terms.buyerAddress)}</Field>
        <Field term="Seller">{side('seller', contract.seller, terms.sellerAddress)}</Field>
        <Field term="Commodity">
          {contract.commodity.name} <span className="text-slate-400">({contract.commodity.symbol})</span>
        </Field>
        <Field term="Quantity">
          {formatQuantity(contract.quantity, contract.commodity.unit)}
          {terms.quantityTolerancePercent > 0 && <span className="text-slate-400"> ± {formatPlainPercent(terms.quantityTolerancePercent)}</span>}
        </Field>
        <Field term="Unit price">
          {money(contract.unitPrice)} <span className="text-slate-400">per {contract.commodity.unit}</span>
        </Field>
        <Field term="Total value">
          {money(contract.totalValue)} <span className="text-slate-400">{contract.currency}</span>
        </Field>
        {/* Fixed when the contract was drawn up (the commissionRate system setting); older contracts have none. */}
        {contract.commissionRate != null && contract.commissionAmount != null && (
          <Field term="Commission">
            {money(contract.commissionAmount)} <span className="text-slate-400">({contract.commissionRate}% of the total value)</span>
          </Field>
        )}
        <Field term="Incoterm">{terms.incoterm ? [terms.incoterm, terms.incotermPlace].filter(Boolean).join(' ') : <NotStated />}</Field>
        <Field term="Delivery window">
          {terms.deliveryWindowStart ? `${formatDay(terms.deliveryWindowStart)} to ${formatDay(terms.deliveryWindowEnd)}` : `By ${formatDay(terms.deliveryWindowEnd)}`}
        </Field>
        <Field term="Delivery location">{contract.deliveryLocation}</Field>
        <Field term="Payment terms">{terms.paymentTerms ? paymentTermsLabel(terms.paymentTerms) : <NotStated />}</Field>
        <Field term="Specifications" wide>
          {terms.specifications ? <span className="whitespace-pre-line">{terms.specifications}</span> : <NotStated />}
        </Field>
        <Field term="Inspection" wide>
          {terms.inspection}
        </Field>
        <Field term="Governing law" wide>
          {terms.governingLaw}
        </Field>
        <Field term="Created">{formatDateTime(contract.createdAt)}</Field>
        <Field term="Last updated">{formatDateTime(contract.updatedAt)}</Field>
        {contract.cancellationReason && (
          <Field term="Cancellation reason" wide>
            {contract.cancellationReason}
          </Field>
        )}
      </dl>

      <Signatures contract={contract} heading={sectionHeading} />
      <ContractDocument contract={contract} heading={sectionHeading} />

      <div ref={outcome} tabIndex={-1} className="space-y-3 outline-none empty:hidden">
        {done && <SuccessBox>{done}</SuccessBox>}
        {failure && <ErrorBox>{failure}</ErrorBox>}
      </div>

      <div className="space-y-4 border-t border-white/5 pt-5">
        {waitingForOtherParty && (
          <p className="flex items-center gap-2 text-sm text-amber-200">
            <Hourglass aria-hidden="true" className="size-4 text-amber-400" />
            You have signed. Waiting for the other party to sign.
          </p>
        )}
        {contract.status === 'draft' && party === 'buyer' && !contract.sellerId && <p className="text-sm text-slate-400">{CONTRACT_TEXTS.sellerRequiredToSend}.</p>}
        {moves.length === 0 ? (
          !waitingForOtherParty && (
            <p className="flex items-center gap-2 text-sm text-slate-400">
              <CheckCircle2 aria-hidden="true" className="size-4 text-slate-400" />
              {CLOSED_NOTES[contract.status] ?? 'There is nothing for you to do on this contract right now.'}
            </p>
          )
        ) : cancelling ? (
          <form onSubmit={submitCancel} noValidate className="space-y-3">
            <TextArea
              id={`cancel-reason-${contract.id}`}
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
              const pending = move === 'send' ? send.isPending : move === 'execute' ? execute.isPending : false;
              return (
                <Button key={move} variant={variant} onClick={() => start(move)} disabled={busy} busy={pending} busyText="Working...">
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </Button>
              );
            })}
          </div>
        )}
      </div>

      <SignContractDialog contract={contract} open={signing} onClose={() => setSigning(false)} onSigned={() => setDone(MOVES.sign.done)} />
    </div>
  );
}

function PartyName({ party, you, address }: { party: ContractParty; you: boolean; address: string | null }) {
  return (
    <>
      <span className="block text-white">
        {party.name}
        {you && <span className="text-gold-300"> (you)</span>}
      </span>
      {party.company && <span className="block text-slate-300">{party.company}</span>}
      {address && <span className="block text-xs whitespace-pre-line text-slate-400">{address}</span>}
    </>
  );
}

const NotStated = () => <span className="text-slate-400">Not stated</span>;

/** Each party's signature: who signed, the name they typed, when, and the fingerprint of what they signed. */
function Signatures({ contract, heading: Heading }: { contract: Contract; heading: SectionHeading }) {
  const sent = contract.status !== 'draft';
  return (
    <section aria-labelledby={`signatures-${contract.id}`} className="space-y-3">
      <Heading id={`signatures-${contract.id}`} className="text-sm font-semibold text-white">
        Signatures
      </Heading>
      <ul className="grid gap-3 sm:grid-cols-2">
        {(['buyer', 'seller'] as const).map((role) => {
          const signature = contract.signatures.find((one) => one.role === role);
          return (
            <li key={role} className="rounded-xl border border-white/5 bg-ink-900/40 px-4 py-3 text-sm">
              <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{SIGNATURE_ROLE_LABELS[role]} signature</p>
              {signature ? (
                <SignatureLines signature={signature} />
              ) : (
                <p className="mt-1 text-slate-400">{sent ? CONTRACT_DOCUMENT_TEXTS.awaitingSignature : 'Not sent for signature yet'}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SignatureLines({ signature }: { signature: ContractSignature }) {
  return (
    <dl className="mt-1 space-y-1 [overflow-wrap:anywhere]">
      <div>
        <dt className="sr-only">Signed by</dt>
        <dd className="text-emerald-300">{signature.signerName}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-slate-400">Typed name</dt>
        <dd className="text-slate-100 italic">{signature.typedName}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-slate-400">Signed</dt>
        <dd className="text-slate-100">{formatDateTime(signature.signedAt)}</dd>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <dt className="text-slate-400">Document</dt>
        <dd>
          <DocumentHash sha256={signature.documentSha256} of={`the document ${signature.signerName} signed`} />
        </dd>
      </div>
      {/* Where from and with what: in the answer for administrators only. */}
      {signature.ip != null && (
        <div className="flex gap-1.5">
          <dt className="text-slate-400">IP address</dt>
          <dd className="font-mono text-xs text-slate-200">{signature.ip}</dd>
        </div>
      )}
      {signature.userAgent != null && (
        <div className="flex gap-1.5">
          <dt className="shrink-0 text-slate-400">User agent</dt>
          <dd className="text-xs text-slate-200">{signature.userAgent}</dd>
        </div>
      )}
    </dl>
  );
}

/** The contract as a PDF, and the fingerprints of the document sent for signature and of the signed one. */
function ContractDocument({ contract, heading: Heading }: { contract: Contract; heading: SectionHeading }) {
  const download = useDownloadContractPdf();
  const hashes = [
    { label: 'Sent for signature (SHA-256)', sha256: contract.documentSha256, of: 'the document sent for signature' },
    { label: 'Signed by both (SHA-256)', sha256: contract.signedDocumentSha256, of: 'the signed document' },
  ].filter((hash): hash is { label: string; sha256: string; of: string } => hash.sha256 !== null);
  return (
    <section aria-labelledby={`document-${contract.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={`document-${contract.id}`} className="text-sm font-semibold text-white">
          Document
        </Heading>
        <Button variant="secondary" onClick={() => download.mutate(contract)} busy={download.isPending} busyText="Downloading...">
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </Button>
      </div>
      {download.isError && <ErrorBox>{errorMessage(download.error, CONTRACT_UI_TEXTS.pdfFailed)}</ErrorBox>}
      {hashes.length > 0 && (
        <dl className="space-y-1 text-sm">
          {hashes.map(({ label, sha256, of }) => (
            <div key={label} className="flex flex-wrap items-center gap-x-2">
              <dt className="text-slate-400">{label}</dt>
              <dd>
                <DocumentHash sha256={sha256} of={of} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
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
