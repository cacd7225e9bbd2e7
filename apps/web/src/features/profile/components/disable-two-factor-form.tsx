import { TEXTS, TWO_FACTOR_TEXTS, oneTimeCodeSchema } from '@ctp/domain';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useDisableTwoFactor } from '../api/disable-two-factor';

/** Turning two-factor off needs proof it is the owner: the password, or an authenticator or recovery code. */
export function DisableTwoFactorForm({ onDisabled }: { onDisabled: (message: string) => void }) {
  const disable = useDisableTwoFactor();
  const [open, setOpen] = useState(false);
  const [byCode, setByCode] = useState(false);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const code = oneTimeCodeSchema.safeParse(value);
    if (byCode ? !code.success : !value) return setFieldError(byCode ? TWO_FACTOR_TEXTS.enterCode : 'Password is required');
    setFieldError(undefined);
    try {
      onDisabled(await disable.mutateAsync(byCode && code.success ? { code: code.data } : { password: value }));
    } catch (error) {
      setFailure(errorMessage(error, TEXTS.requestFailed));
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Turn off two-factor authentication
      </Button>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Turn off two-factor authentication">
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <fieldset disabled={disable.isPending} className="space-y-3">
        <legend className="text-sm text-slate-300">Confirm it is you to turn two-factor authentication off.</legend>
        <TextField
          key={byCode ? 'code' : 'password'}
          label={byCode ? TWO_FACTOR_TEXTS.codeLabel : 'Password'}
          type={byCode ? 'text' : 'password'}
          autoComplete={byCode ? 'one-time-code' : 'current-password'}
          revealable={!byCode}
          required
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={fieldError}
          hint={byCode ? 'A code from your authenticator app, or one of your recovery codes.' : undefined}
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
          {byCode ? 'Use your password instead' : 'Use an authentication code instead'}
        </button>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button variant="danger" type="submit" busy={disable.isPending} busyText="Turning off...">
          Turn off
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={disable.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
