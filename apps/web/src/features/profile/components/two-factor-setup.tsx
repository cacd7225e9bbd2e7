import { TEXTS, TWO_FACTOR_TEXTS, totpCodeSchema, type TwoFactorSetup } from '@ctp/domain';
import { useState, type FormEvent } from 'react';
import { ErrorBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { profileTexts } from '../texts';

interface TwoFactorSetupPanelProps {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** Groups of four, the way authenticator apps print a secret, so it is easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Scan the QR code (or type the secret), then confirm with the first code the app shows. */
export function TwoFactorSetupPanel({ setup, onEnabled, onCancel }: TwoFactorSetupPanelProps) {
  const enable = useEnableTwoFactor();
  const { text } = useTexts(profileTexts);
  const labels = text.twoFactor;
  const texts = useDomainTable(TEXTS);
  const twoFactor = useDomainTable(TWO_FACTOR_TEXTS);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) return setFieldError(twoFactor.enterCode);
    setFieldError(undefined);
    try {
      onEnabled(await enable.mutateAsync({ code: parsed.data }));
    } catch (error) {
      setFailure(errorMessage(error, texts.requestFailed));
    }
  }

  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1 ps-5 text-sm text-slate-300">
        {labels.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="flex flex-col items-start gap-5 sm:flex-row">
        <img src={setup.qrCode} alt={labels.qrAlt} width={176} height={176} className="rounded-xl bg-white p-2" />
        <div className="min-w-0 space-y-1.5">
          <p className="text-sm font-medium text-slate-200">{labels.secretKey}</p>
          <p data-testid="totp-secret" data-secret={setup.secret} className="font-mono text-sm break-all text-gold-200 select-all">
            {grouped(setup.secret)}
          </p>
          <p className="text-xs text-slate-400">{labels.secretHint}</p>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={labels.confirmLabel}>
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <fieldset disabled={enable.isPending} className="space-y-4">
          <legend className="sr-only">{labels.confirmLegend}</legend>
          <TextField
            label={twoFactor.codeLabel}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={fieldError}
            className="max-w-xs"
          />
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={enable.isPending} busyText={twoFactor.verifying}>
            {labels.verifyAndTurnOn}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={enable.isPending}>
            {labels.cancel}
          </Button>
        </div>
      </form>
    </div>
  );
}
