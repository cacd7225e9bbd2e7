import {
  DEAL_DOCUMENT_TYPES,
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS,
  DOCUMENT_TEXTS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  documentFileProblem,
  documentNameFromFileName,
  formatFileSizeMb,
  isDocumentType,
  STANDALONE_DOCUMENT_TYPES,
  type DocumentType,
} from '@ctp/domain/document-constants';
import type { Document } from '@ctp/domain';
import { TEXTS } from '@ctp/domain/texts';
import { FileUp, Paperclip } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { fieldAria, FieldError } from '@/components/ui/field-frame';
import { Select } from '@/components/ui/select';
import { TextArea } from '@/components/ui/text-area';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useUploadDocument } from '../api/upload-document';
import { documentTexts } from '../texts';

/** The document types as options, labelled in the reader's language. */
export function useDocumentTypeOptions(types: readonly DocumentType[] = DOCUMENT_TYPES) {
  const labels = useDomainTable(DOCUMENT_TYPE_LABELS);
  return types.map((type) => ({ value: type, label: labels[type] }));
}
/** The Document Center's own upload leaves out the trade documents only a deal shares (SPA, bill of lading, ...);
 * a deal's upload offers the trade documents first (LOI, ICPO, SPA, ...), never the owner's KYC documents. */
const uploadTypes = (dealId: string | undefined) => (dealId ? DEAL_DOCUMENT_TYPES : STANDALONE_DOCUMENT_TYPES);

/** What the dialog starts with when it opens from the KYC panel ('Proof of Funds' → type pof). */
export interface UploadPreset {
  documentType?: DocumentType;
  documentName?: string;
}

interface UploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: UploadPreset | undefined;
  /** Shares the upload with this deal, offering the deal's document types (a deal room's upload). */
  dealId?: string | undefined;
  onUploaded: (document: Document) => void;
  /** Spec 8: a failed upload also raises the 'Failed to upload document' banner outside the dialog. */
  onFailed: (message: string) => void;
}

/** The upload dialog of the Document Center (spec 2.16, 5): file, name, type and description, with progress. */
export function UploadDialog({ open, onOpenChange, preset, dealId, onUploaded, onFailed }: UploadDialogProps) {
  const upload = useUploadDocument();
  const { text } = useTexts(documentTexts);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      locked={upload.isPending}
      title={dealId ? text.upload.share : text.upload.upload}
      description={dealId ? text.upload.shareDescription : text.upload.uploadDescription}
    >
      {/* A fresh form each time the dialog opens. */}
      {open && <UploadForm preset={preset} dealId={dealId} upload={upload} onCancel={() => onOpenChange(false)} onUploaded={onUploaded} onFailed={onFailed} />}
    </Dialog>
  );
}

interface UploadFormProps {
  preset?: UploadPreset | undefined;
  dealId?: string | undefined;
  upload: ReturnType<typeof useUploadDocument>;
  onCancel: () => void;
  onUploaded: (document: Document) => void;
  onFailed: (message: string) => void;
}

function UploadForm({ preset, dealId, upload, onCancel, onUploaded, onFailed }: UploadFormProps) {
  const fileInputId = useId();
  const { text, t } = useTexts(documentTexts);
  const translate = useTranslateText();
  const texts = useDomainTable(TEXTS);
  const typeOptions = useDocumentTypeOptions(uploadTypes(dealId));
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [documentName, setDocumentName] = useState(preset?.documentName ?? '');
  const [documentType, setDocumentType] = useState<DocumentType | ''>(preset?.documentType ?? '');
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const complete = file !== null && documentName.trim() !== '' && documentType !== '';
  const uploading = upload.isPending;

  function chooseFile(chosen: File | null) {
    setError(null);
    setFile(chosen);
    setFileProblem(chosen ? documentFileProblem(chosen) : undefined);
    // Spec 5: the name is pre-filled with the file name before its first dot.
    if (chosen) setDocumentName(documentNameFromFileName(chosen.name));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || !documentName.trim() || !documentType) {
      setError(texts.fillRequired);
      return;
    }
    const problem = documentFileProblem(file);
    if (problem) {
      setError(translate(problem));
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const document = await upload.mutateAsync({ input: { file, documentName, documentType, description, dealId }, onProgress: setProgress });
      onUploaded(document);
    } catch (failure) {
      const message = errorMessage(failure, texts.uploadFailed);
      setError(message);
      setProgress(null);
      onFailed(message);
    }
  }

  const percent = progress === null ? 0 : Math.round(progress * 100);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div>
        <p id={`${fileInputId}-label`} className="mb-1.5 block text-sm font-medium text-slate-200 after:ms-0.5 after:text-gold-400 after:content-['*']">
          {text.upload.file}
        </p>
        <input
          id={fileInputId}
          type="file"
          aria-labelledby={`${fileInputId}-label`}
          accept={DOCUMENT_ACCEPT}
          required
          disabled={uploading}
          {...fieldAria(fileInputId, null, fileProblem)}
          onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          className="peer sr-only"
        />
        <label
          htmlFor={fileInputId}
          className={cx(
            'flex cursor-pointer items-center gap-4 rounded-xl border border-dashed px-4 py-4 transition',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-400',
            fileProblem ? 'border-red-400 bg-red-950/20' : 'border-gold-500/50 bg-ink-950/40 hover:border-gold-400 hover:bg-gold-500/5',
            uploading && 'pointer-events-none',
          )}
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
            {file ? <Paperclip aria-hidden="true" className="size-5" /> : <FileUp aria-hidden="true" className="size-5" />}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-medium text-white">{file ? file.name : text.upload.choose}</span>
            <span className="block text-xs text-slate-400">{file ? formatFileSizeMb(file.size) : t('upload.kinds', { size: translate(DOCUMENT_TEXTS.sizeHint) })}</span>
          </span>
        </label>
        <FieldError id={fileInputId} error={fileProblem && translate(fileProblem)} />
      </div>

      <TextField
        label={text.upload.name}
        required
        value={documentName}
        maxLength={DOCUMENT_LIMITS.nameMax}
        disabled={uploading}
        onChange={(event) => setDocumentName(event.target.value)}
      />

      <Select
        label={text.upload.type}
        required
        placeholder={text.upload.selectType}
        options={typeOptions}
        value={documentType}
        disabled={uploading}
        onChange={(event) => setDocumentType(isDocumentType(event.target.value) ? event.target.value : '')}
      />

      <TextArea
        label={
          <>
            {text.upload.description} <span className="font-normal text-slate-400">{text.upload.optional}</span>
          </>
        }
        rows={3}
        inputClassName=""
        maxLength={DOCUMENT_LIMITS.descriptionMax}
        value={description}
        disabled={uploading}
        onChange={(event) => setDescription(event.target.value)}
        placeholder={text.upload.descriptionPlaceholder}
      />

      {progress !== null && (
        <div>
          <div className="mb-1.5 flex justify-between text-xs text-slate-300">
            <span>{percent < 100 ? text.upload.uploading : text.upload.checking}</span>
            <span className="tabular-nums">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label={text.upload.progress}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-white/5"
          >
            <div className="h-full rounded-full bg-linear-to-r from-gold-600 to-gold-300 transition-[width] duration-200" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}

      {error && <ErrorBox>{error}</ErrorBox>}

      <div className="flex flex-col-reverse gap-3 border-t border-white/5 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {!complete && !uploading && <p className="text-xs text-slate-500 sm:me-auto">{text.upload.required}</p>}
        <Button variant="ghost" onClick={onCancel} disabled={uploading}>
          {text.upload.cancel}
        </Button>
        <Button type="submit" disabled={!complete || fileProblem !== undefined} busy={uploading} busyText={text.upload.uploading}>
          <FileUp aria-hidden="true" className="size-4" />
          {text.upload.upload}
        </Button>
      </div>
    </form>
  );
}
