import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_LIMITS,
  API_TOKEN_SCOPES,
  API_TOKEN_SCOPE_LABELS,
  apiTokenFormSchema,
  newApiTokenSchema,
  type ApiTokenForm,
  type NewApiToken,
  type ValidNewApiToken,
} from '@ctp/domain/enterprise';
import { Copy, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useCreateApiToken } from '../api/create-api-token';
import { apiTokensTexts } from '../texts';

/** The form holds the expiry as one of its choices; the request schema (the server's own) decides what is valid. */
const formToRequest = apiTokenFormSchema
  .transform((form): NewApiToken => ({ name: form.name, scopes: form.scopes, expiresInDays: form.expiresInDays === 'never' ? null : Number(form.expiresInDays) }))
  .pipe(newApiTokenSchema);

/**
 * Create a token: its name, scopes and expiry; then its secret, shown this once with a copy button. Closing the dialog
 * forgets the secret (the mutation is reset), so it is on screen only until the user says they have it.
 */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateApiToken();
  const { text } = useTexts(apiTokensTexts);
  const close = () => {
    create.reset();
    onClose();
  };
  const created = create.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={created ? text.secret.title : text.form.title}
      description={created ? undefined : text.form.description}
      locked={create.isPending}
    >
      {created ? <SecretOnce secret={created.secret} onDone={close} /> : <TokenForm onSubmit={(token) => create.mutate(token)} error={create.error} busy={create.isPending} onCancel={close} />}
    </Dialog>
  );
}

function TokenForm({ onSubmit, error, busy, onCancel }: { onSubmit: (token: ValidNewApiToken) => void; error: unknown; busy: boolean; onCancel: () => void }) {
  const { text } = useTexts(apiTokensTexts);
  const scopeLabels = useDomainTable(API_TOKEN_SCOPE_LABELS);
  const translate = useTranslateText();
  const scopesErrorId = useId();
  const form = useForm<ApiTokenForm, unknown, ValidNewApiToken>({
    resolver: zodResolver(formToRequest),
    defaultValues: { name: '', scopes: ['prices'], expiresInDays: '90' },
  });
  const { errors } = form.formState;
  const scopesError = errors.scopes?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-5">
      <TextField
        label={text.form.name}
        hint={text.form.nameHint}
        required
        maxLength={API_TOKEN_LIMITS.name}
        error={errors.name?.message && translate(errors.name.message)}
        {...form.register('name')}
      />
      <fieldset aria-describedby={scopesError ? scopesErrorId : undefined} aria-invalid={scopesError ? true : undefined}>
        <legend className="text-sm font-medium text-slate-200">{text.form.scopes}</legend>
        <div className="mt-3 space-y-3">
          {API_TOKEN_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              value={scope}
              label={
                <>
                  <span className="font-medium text-white">{scopeLabels[scope].label}</span>
                  <span className="block text-xs text-slate-400">{scopeLabels[scope].description}</span>
                </>
              }
              {...form.register('scopes')}
            />
          ))}
        </div>
        {scopesError && (
          <p id={scopesErrorId} role="alert" className="mt-2 text-sm text-red-400">
            {translate(scopesError)}
          </p>
        )}
      </fieldset>
      <Select
        label={text.form.expiry}
        options={API_TOKEN_EXPIRY_CHOICES.map((choice) => ({ value: choice, label: text.form.expiries[choice] }))}
        {...form.register('expiresInDays')}
      />
      <DialogActions error={error} errorText={text.form.failed} label={text.form.submit} busyLabel={text.form.submitting} busy={busy} onCancel={onCancel} />
    </form>
  );
}

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { text } = useTexts(apiTokensTexts);
  const words = text.secret;
  const fieldId = useId();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the token stays on screen to copy by hand.
      setCopied('failed');
    }
  }

  return (
    <div className="space-y-4">
      <p role="alert" className="flex items-start gap-2 rounded-lg border border-amber-500/30 bg-amber-500/10 px-4 py-3 text-sm text-amber-100">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-400" />
        <span>{words.warning}</span>
      </p>
      <div>
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-200">
          {words.label}
        </label>
        <input
          id={fieldId}
          readOnly
          value={secret}
          dir="ltr"
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1.5 block w-full rounded-lg border border-edge bg-ink-950/60 px-3.5 py-2.5 font-mono text-sm text-gold-200"
        />
        <p className="mt-1.5 text-xs text-slate-400">
          {words.usage}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p aria-live="polite" className="me-auto text-sm text-slate-400">
          {copied === 'yes' ? words.copied : copied === 'failed' ? words.copyRefused : ''}
        </p>
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {words.copy}
        </Button>
        <Button onClick={onDone}>{words.done}</Button>
      </div>
    </div>
  );
}
