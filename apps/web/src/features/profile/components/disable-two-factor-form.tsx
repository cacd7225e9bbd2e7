import { TEXTS, TWO_FACTOR_TEXTS, oneTimeCodeSchema } from '@ctp/domain';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { profileTexts } from '../texts';

/** Turning two-factor off needs proof it is the owner: the password, or an authenticator or recovery code. */
export function DisableTwoFactorForm({ onDisabled }: { onDisabled: (message: string) => void }) {
  const disable = useDisableTwoFactor();
  const labels = useTexts(profileTexts).text.twoFactor;
  const texts = useDomainTable(TEXTS);
  const twoFactor = useDomainTable(TWO_FACTOR_TEXTS);
  const [open, setOpen] = useState(false);
  const [byCode, setByCode] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const code = oneTimeCodeSchema.safeParse(value);
    if (byCode ? !code.success : !value) return setFieldError(byCode ? twoFactor.enterCode : labels.passwordRequired);
    setFieldError(undefined);
    try {
      onDisabled(await disable.mutateAsync(byCode && code.success ? { code: code.data } : { password: value }));
    } catch (error) {
      setFailure(errorMessage(error, texts.requestFailed));
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {labels.turnOffOpen}
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={labels.turnOffLabel}>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <fieldset disabled={disable.isPending} className="space-y-3">
        <legend className="text-sm text-slate-300">{labels.turnOffLegend}</legend>
        <TextField
          key={byCode ? 'code' : 'password'}
          label={byCode ? twoFactor.codeLabel : labels.password}
          type={byCode ? 'text' : 'password'}
          autoComplete={byCode ? 'one-time-code' : 'current-password'}
          revealable={!byCode}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldError}
          hint={byCode ? labels.codeHint : undefined}
          className="max-w-sm"
        />
        <button
          type="button"
          className="text-sm text-gold-300 underline-offset-4 hover:underline"
          onClick={() => {
            setByCode((v) => !v);
            setValue('');
            setFieldError(undefined);
          }}
        >
          {byCode ? labels.usePassword : labels.useCode}
        </button>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" type="submit" busy={disable.isPending} busyText={labels.turningOff}>
          {labels.turnOff}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={disable.isPending}>
          {labels.cancel}
        </Button>
      </div>
    </form>
  );
}
