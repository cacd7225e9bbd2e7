import { CONTRACT_DOCUMENT_TEXTS, CONTRACT_LIMITS, CONTRACT_TEXTS, PAYMENT_TERM_LABELS, TEXTS, type Contract, type ContractAction, type ContractParty, type ContractSignature } from '@ctp/domain';
import { Ban, CheckCircle2, Download, FileCheck2, Hourglass, PenLine, Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatDay, formatMoney, formatPlainPercent, formatQuantity } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useCurrentUser } from '@/lib/session/current-user';
import { useCancelContract } from '../api/cancel-contract';
import { useDownloadContractPdf } from '../api/download-contract-pdf';
import { useExecuteContract } from '../api/execute-contract';
import { useSendContract } from '../api/send-contract';
import { labelOf, partyOf } from '../contract-format';
import { contractTexts } from '../texts';
import { DocumentHash } from './document-hash';
import { SignContractDialog } from './sign-contract-dialog';

/** How each move looks; what it is called on its button and what it says when done are the texts' `moves` and `done`. */
const MOVES = {
  send: { icon: Send, variant: 'primary' },
  sign: { icon: PenLine, variant: 'primary' },
  execute: { icon: FileCheck2, variant: 'primary' },
  cancel: { icon: Ban, variant: 'secondary' },
} as const;
type Move = keyof typeof MOVES;
/** The statuses whose contract, with no move left, says something about itself (the texts' `closed`). */
const hasClosedNote = (status: Contract['status']): status is 'executed' | 'cancelled' | 'expired' =>
  status === 'executed' || status === 'cancelled' || status === 'expired';
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
  const { text, t } = useTexts(contractTexts);
  const contractRules = useDomainTable(CONTRACT_TEXTS);
  const paymentTermLabels = useDomainTable(PAYMENT_TERM_LABELS);
  const [done, setDone] = useState<Move | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [signing, setSigning] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
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
      setDone(move);
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
      setReasonMissing(true);
      return;
    }
    setReasonMissing(false);
    void run('cancel', () => cancel.mutateAsync({ id: contract.id, reason: trimmed }));
  }

  const side = (who: 'buyer' | 'seller', of: ContractParty | null, address: string | null) =>
    of ? <PartyName party={of} you={party === who} address={address} /> : <span className="text-slate-400">{text.detail.notChosen}</span>;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-white/5 bg-ink-900/60 px-4 py-3">
        <div className="flex items-center gap-3">
          <StatusBadge value={contract.status} kind="contract" />
          {party && <span className="text-sm text-slate-400">{text.detail.youAre[party]}</span>}
        </div>
        <p className="text-lg font-semibold text-white tabular-nums">{money(contract.totalValue)}</p>
      </div>

      <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
        <Field term={text.detail.contractNumber}>
          <span className="font-mono text-gold-300">{contract.contractNumber}</span>
        </Field>
        <Field term={text.detail.contractType}>{labelOf(text.types, contract.contractType)}</Field>
        <Field term={text.detail.buyer}>{side('buyer', contract.buyer, terms.buyerAddress)}</Field>
        <Field term={text.detail.seller}>{side('seller', contract.seller, terms.sellerAddress)}</Field>
        <Field term={text.detail.commodity}>
          {contract.commodity.name} <span className="text-slate-400">({contract.commodity.symbol})</span>
        </Field>
        <Field term={text.detail.quantity}>
          {formatQuantity(contract.quantity, contract.commodity.unit)}
          {terms.quantityTolerancePercent > 0 && <span className="text-slate-400"> ± {formatPlainPercent(terms.quantityTolerancePercent)}</span>}
        </Field>
        <Field term={text.detail.unitPrice}>
          {money(contract.unitPrice)} <span className="text-slate-400">{t('detail.perUnit', { unit: contract.commodity.unit })}</span>
        </Field>
        <Field term={text.detail.totalValue}>
          {money(contract.totalValue)} <span className="text-slate-400">{contract.currency}</span>
        </Field>
        {/* Fixed when the contract was drawn up (the commissionRate system setting); older contracts have none. */}
        {contract.commissionRate != null && contract.commissionAmount != null && (
          <Field term={text.detail.commission}>
            {money(contract.commissionAmount)} <span className="text-slate-400">{t('detail.commissionRate', { rate: contract.commissionRate })}</span>
          </Field>
        )}
        <Field term={text.detail.incoterm}>{terms.incoterm ? [terms.incoterm, terms.incotermPlace].filter(Boolean).join(' ') : <NotStated />}</Field>
        <Field term={text.detail.deliveryWindow}>
          {terms.deliveryWindowStart
            ? t('detail.window', { start: formatDay(terms.deliveryWindowStart), end: formatDay(terms.deliveryWindowEnd) })
            : t('detail.windowBy', { end: formatDay(terms.deliveryWindowEnd) })}
        </Field>
        <Field term={text.detail.deliveryLocation}>{contract.deliveryLocation}</Field>
        <Field term={text.detail.paymentTerms}>{terms.paymentTerms ? labelOf(paymentTermLabels, terms.paymentTerms) : <NotStated />}</Field>
        <Field term={text.detail.specifications} wide>
          {terms.specifications ? <span className="whitespace-pre-line">{terms.specifications}</span> : <NotStated />}
        </Field>
        <Field term={text.detail.inspection} wide>
          {terms.inspection}
        </Field>
        <Field term={text.detail.governingLaw} wide>
          {terms.governingLaw}
        </Field>
        <Field term={text.detail.created}>{formatDateTime(contract.createdAt)}</Field>
        <Field term={text.detail.updated}>{formatDateTime(contract.updatedAt)}</Field>
        {contract.cancellationReason && (
          <Field term={text.detail.cancellationReason} wide>
            {contract.cancellationReason}
          </Field>
        )}
      </dl>

      <Signatures contract={contract} heading={sectionHeading} />
      <ContractDocument contract={contract} heading={sectionHeading} />

      <div ref={outcome} tabIndex={-1} className="space-y-3 outline-none empty:hidden">
        {done && <SuccessBox>{text.done[done]}</SuccessBox>}
        {failure && <ErrorBox>{failure}</ErrorBox>}
      </div>

      <div className="space-y-4 border-t border-white/5 pt-5">
        {waitingForOtherParty && (
          <p className="flex items-center gap-2 text-sm text-amber-200">
            <Hourglass aria-hidden="true" className="size-4 text-amber-400" />
            {text.detail.waiting}
          </p>
        )}
        {contract.status === 'draft' && party === 'buyer' && !contract.sellerId && <p className="text-sm text-slate-400">{contractRules.sellerRequiredToSend}.</p>}
        {moves.length === 0 ? (
          !waitingForOtherParty && (
            <p className="flex items-center gap-2 text-sm text-slate-400">
              <CheckCircle2 aria-hidden="true" className="size-4 text-slate-400" />
              {hasClosedNote(contract.status) ? text.closed[contract.status] : text.detail.nothingToDo}
            </p>
          )
        ) : cancelling ? (
          <form onSubmit={submitCancel} noValidate className="space-y-3">
            <TextArea
              id={`cancel-reason-${contract.id}`}
              label={text.detail.reason}
              required
              rows={3}
              inputClassName=""
              maxLength={CONTRACT_LIMITS.cancellationReason}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              error={reasonMissing ? contractRules.reasonRequired : undefined}
              placeholder={text.detail.reasonPlaceholder}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="ghost" onClick={() => setCancelling(false)} disabled={busy}>
                {text.detail.keep}
              </Button>
              <Button variant="danger" type="submit" busy={cancel.isPending} busyText={text.detail.cancelling}>
                {text.detail.confirmCancel}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-wrap justify-end gap-3">
            {moves.map((move) => {
              const { icon: Icon, variant } = MOVES[move];
              const pending = move === 'send' ? send.isPending : move === 'execute' ? execute.isPending : false;
              return (
                <Button key={move} variant={variant} onClick={() => start(move)} disabled={busy} busy={pending} busyText={text.detail.working}>
                  <Icon aria-hidden="true" className="size-4" />
                  {text.moves[move]}
                </Button>
              );
            })}
          </div>
        )}
      </div>

      <SignContractDialog contract={contract} open={signing} onClose={() => setSigning(false)} onSigned={() => setDone('sign')} />
    </div>
  );
}

function PartyName({ party, you, address }: { party: ContractParty; you: boolean; address: string | null }) {
  const { text } = useTexts(contractTexts);
  return (
    <>
      <span className="block text-white">
        {party.name}
        {you && <span className="text-gold-300">{text.detail.you}</span>}
      </span>
      {party.company && <span className="block text-slate-300">{party.company}</span>}
      {address && <span className="block text-xs whitespace-pre-line text-slate-400">{address}</span>}
    </>
  );
}

function NotStated() {
  const { text } = useTexts(contractTexts);
  return <span className="text-slate-400">{text.detail.notStated}</span>;
}

/** Each party's signature: who signed, the name they typed, when, and the fingerprint of what they signed. */
function Signatures({ contract, heading: Heading }: { contract: Contract; heading: SectionHeading }) {
  const sent = contract.status !== 'draft';
  const { text } = useTexts(contractTexts);
  const documentTexts = useDomainTable(CONTRACT_DOCUMENT_TEXTS);
  return (
    <section aria-labelledby={`signatures-${contract.id}`} className="space-y-3">
      <Heading id={`signatures-${contract.id}`} className="text-sm font-semibold text-white">
        {text.signatures.heading}
      </Heading>
      <ul className="grid gap-3 sm:grid-cols-2">
        {(['buyer', 'seller'] as const).map((role) => {
          const signature = contract.signatures.find((one) => one.role === role);
          return (
            <li key={role} className="rounded-xl border border-white/5 bg-ink-900/40 px-4 py-3 text-sm">
              <p className="text-xs font-medium tracking-wide text-slate-400 uppercase">{text.signatures[role]}</p>
              {signature ? (
                <SignatureLines signature={signature} />
              ) : (
                <p className="mt-1 text-slate-400">{sent ? documentTexts.awaitingSignature : text.signatures.notSent}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function SignatureLines({ signature }: { signature: ContractSignature }) {
  const { text, t } = useTexts(contractTexts);
  return (
    <dl className="mt-1 space-y-1 [overflow-wrap:anywhere]">
      <div>
        <dt className="sr-only">{text.signatures.signedBy}</dt>
        <dd className="text-emerald-300">{signature.signerName}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-slate-400">{text.signatures.typedName}</dt>
        <dd className="text-slate-100 italic">{signature.typedName}</dd>
      </div>
      <div className="flex gap-1.5">
        <dt className="text-slate-400">{text.signatures.signed}</dt>
        <dd className="text-slate-100">{formatDateTime(signature.signedAt)}</dd>
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <dt className="text-slate-400">{text.signatures.document}</dt>
        <dd>
          <DocumentHash sha256={signature.documentSha256} of={t('signatures.documentSigned', { name: signature.signerName })} />
        </dd>
      </div>
      {/* Where from and with what: in the answer for administrators only. */}
      {signature.ip != null && (
        <div className="flex gap-1.5">
          <dt className="text-slate-400">{text.signatures.ip}</dt>
          <dd className="font-mono text-xs text-slate-200">{signature.ip}</dd>
        </div>
      )}
      {signature.userAgent != null && (
        <div className="flex gap-1.5">
          <dt className="shrink-0 text-slate-400">{text.signatures.userAgent}</dt>
          <dd className="text-xs text-slate-200">{signature.userAgent}</dd>
        </div>
      )}
    </dl>
  );
}

/** The contract as a PDF, and the fingerprints of the document sent for signature and of the signed one. */
function ContractDocument({ contract, heading: Heading }: { contract: Contract; heading: SectionHeading }) {
  const download = useDownloadContractPdf();
  const { text } = useTexts(contractTexts);
  const hashes = [
    { key: 'sent', label: text.document.sent, sha256: contract.documentSha256, of: text.document.sentOf },
    { key: 'signed', label: text.document.signed, sha256: contract.signedDocumentSha256, of: text.document.signedOf },
  ].filter((hash): hash is { key: string; label: string; sha256: string; of: string } => hash.sha256 !== null);
  return (
    <section aria-labelledby={`document-${contract.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading id={`document-${contract.id}`} className="text-sm font-semibold text-white">
          {text.document.heading}
        </Heading>
        <Button variant="secondary" onClick={() => download.mutate(contract)} busy={download.isPending} busyText={text.document.downloading}>
          <Download aria-hidden="true" className="size-4" />
          {text.document.download}
        </Button>
      </div>
      {download.isError && <ErrorBox>{errorMessage(download.error, text.failed.pdfFailed)}</ErrorBox>}
      {hashes.length > 0 && (
        <dl className="space-y-1 text-sm">
          {hashes.map(({ key, label, sha256, of }) => (
            <div key={key} className="flex flex-wrap items-center gap-x-2">
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
