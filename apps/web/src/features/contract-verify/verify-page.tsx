import { CONTRACT_DOCUMENT_LIMITS, CONTRACT_DOCUMENT_TEXTS, type ContractVerification } from '@ctp/domain/contract-documents';
import { CircleAlert, CircleCheck, FileQuestion, FileUp, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { DetailField } from '@/components/ui/detail-field';
import { FieldError, fieldAria } from '@/components/ui/field-frame';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { verifyContract } from './api/verify-contract';
import { verifyTexts } from './texts';

type Check =
  | { status: 'idle' }
  | { status: 'checking'; fileName: string }
  | { status: 'done'; fileName: string; answer: ContractVerification }
  | { status: 'failed'; message: string };

type Problem = 'verifyNotPdf' | 'verifyTooLarge';

/** What is wrong with a file before it is sent, if anything (a key of the domain's texts): the server refuses the same. */
function fileProblem(file: File): Problem | undefined {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return 'verifyNotPdf';
  if (file.size > CONTRACT_DOCUMENT_LIMITS.verifyFileBytes) return 'verifyTooLarge';
  return undefined;
}

/**
 * /verify: anyone chooses (or drops) a contract PDF and learns whether it is a signed contract of this platform,
 * which one and when it was signed; that it names one of ours but was changed; or that it is none of ours.
 * The page has no query client (public pages carry none), so the check is plain state.
 */
export function Component() {
  const inputId = useId();
  const { text, t } = useTexts(verifyTexts);
  const documentTexts = useDomainTable(CONTRACT_DOCUMENT_TEXTS);
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const [problemKey, setProblem] = useState<Problem | undefined>();
  const problem = problemKey && documentTexts[problemKey];
  const [dragging, setDragging] = useState(false);
  const attempt = useRef(0);
  const answer = useRef<HTMLDivElement>(null);

  // The answer takes focus, so a screen reader reads it out and the keyboard continues from it.
  useEffect(() => {
    if (check.status === 'done' || check.status === 'failed') answer.current?.focus();
  }, [check]);

  async function verify(file: File | undefined) {
    if (!file) return;
    const wrong = fileProblem(file);
    setProblem(wrong);
    if (wrong) return setCheck({ status: 'idle' });
    // Only the latest file's answer is shown when another is chosen meanwhile.
    const current = ++attempt.current;
    setCheck({ status: 'checking', fileName: file.name });
    try {
      const result = await verifyContract(file);
      if (current === attempt.current) setCheck({ status: 'done', fileName: file.name, answer: result });
    } catch (error) {
      if (current === attempt.current) setCheck({ status: 'failed', message: errorMessage(error, text.failed) });
    }
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void verify(event.dataTransfer.files[0]);
  }

  return (
    <main className="relative isolate px-4 pt-28 pb-16 sm:pt-32">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgba(212,175,55,0.12),transparent_60%)]"
      />
      <div className="mx-auto max-w-2xl space-y-6">
        <div className="text-center">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-400 uppercase">{text.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-white">{text.title}</h1>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{text.lead}</p>
        </div>

        <Card className="space-y-5 p-6 sm:p-8">
          <div>
            <input
              id={inputId}
              type="file"
              accept="application/pdf,.pdf"
              className="peer sr-only"
              disabled={check.status === 'checking'}
              aria-labelledby={`${inputId}-label`}
              {...fieldAria(inputId, true, problem)}
              onChange={(event) => {
                void verify(event.target.files?.[0]);
                // The same file may be chosen again after a failure.
                event.target.value = '';
              }}
            />
            <label
              htmlFor={inputId}
              onDragOver={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={drop}
              className={cx(
                'flex cursor-pointer flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center transition',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400',
                problem ? 'border-red-400 bg-red-950/20' : 'border-gold-500/50 bg-ink-950/40 hover:border-gold-400 hover:bg-gold-500/5',
                dragging && 'border-gold-300 bg-gold-500/10',
              )}
            >
              <span className="flex size-12 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
                <FileUp aria-hidden="true" className="size-6" />
              </span>
              <span id={`${inputId}-label`} className="text-sm font-medium text-white">
                {text.choose}
              </span>
              <span id={`${inputId}-hint`} className="text-xs text-slate-400">
                {t('hint', { size: CONTRACT_DOCUMENT_LIMITS.verifyFileBytes / 1024 / 1024 })}
              </span>
            </label>
            <FieldError id={inputId} error={problem} />
          </div>

          <div aria-live="polite">
            {check.status === 'checking' && (
              <p className="flex items-center justify-center gap-2 text-sm text-slate-300">
                <Spinner label={text.checking} /> {t('checkingFile', { file: check.fileName })}
              </p>
            )}
          </div>

          <div ref={answer} tabIndex={-1} className="outline-none empty:hidden">
            {check.status === 'failed' && <ErrorBox>{check.message}</ErrorBox>}
            {check.status === 'done' && <Answer fileName={check.fileName} answer={check.answer} />}
          </div>
        </Card>
      </div>
    </main>
  );
}

/** Each verdict's look; its words are the texts' `valid`, `validDetail` and so on. */
const VERDICTS = {
  valid: { tone: 'emerald', icon: CircleCheck },
  altered: { tone: 'red', icon: CircleAlert },
  unknown: { tone: 'amber', icon: FileQuestion },
} as const;

function Answer({ fileName, answer }: { fileName: string; answer: ContractVerification }) {
  const { text, t } = useTexts(verifyTexts);
  const verdict = VERDICTS[answer.result];
  const words = {
    valid: { heading: text.valid, detail: text.validDetail },
    altered: { heading: text.altered, detail: text.alteredDetail },
    unknown: { heading: text.unknown, detail: text.unknownDetail },
  }[answer.result];
  const contract = answer.contract;
  return (
    <section aria-label={t('answer', { file: fileName })} className="space-y-4">
      <Verdict {...verdict} {...words} />
      {contract && (
        <dl className="grid gap-x-8 gap-y-3 text-sm sm:grid-cols-2">
          <DetailField label={text.contractNumber}>
            <span className="font-mono text-gold-300">{contract.contractNumber}</span>
          </DetailField>
          <DetailField label={text.commodity}>{contract.commodity}</DetailField>
          <DetailField label={text.buyer}>{partyText(contract.buyer)}</DetailField>
          <DetailField label={text.seller}>{partyText(contract.seller)}</DetailField>
          <DetailField label={text.signed}>{formatDateTime(contract.signedAt)}</DetailField>
          <DetailField label={text.signatures}>
            <ul className="space-y-1">
              {contract.signatures.map((signature) => (
                <li key={signature.role}>
                  {t('signature', {
                    role: signature.role === 'buyer' ? text.buyer : text.seller,
                    name: signature.signerName,
                    date: formatDateTime(signature.signedAt),
                  })}
                </li>
              ))}
            </ul>
          </DetailField>
        </dl>
      )}
      <div className="text-sm">
        <p className="text-slate-400">
          {t('fileHash', { file: fileName })}
        </p>
        <p className="mt-1 font-mono text-xs break-all text-slate-200">{answer.sha256}</p>
      </div>
    </section>
  );
}

const partyText = (party: { name: string; company: string | null }) => (party.company ? `${party.name}, ${party.company}` : party.name);

const TONES = {
  emerald: 'border-emerald-500/40 bg-emerald-950/40 text-emerald-50 [&_svg]:text-emerald-400',
  red: 'border-red-500/40 bg-red-950/50 text-red-100 [&_svg]:text-red-400',
  amber: 'border-amber-500/40 bg-amber-950/40 text-amber-50 [&_svg]:text-amber-400',
} as const;

function Verdict({ tone, icon: Icon, heading, detail }: { tone: keyof typeof TONES; icon: LucideIcon; heading: string; detail: string }) {
  return (
    <div className={cx('flex gap-3 rounded-lg border px-4 py-3 text-sm', TONES[tone])}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <h2 className="font-semibold">{heading}</h2>
        <p className="mt-0.5 leading-relaxed">{detail}</p>
      </div>
    </div>
  );
}
