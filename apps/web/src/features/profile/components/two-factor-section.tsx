import { TEXTS, TWO_FACTOR_TEXTS, type TwoFactorSetup, type TwoFactorStatus } from '@ctp/domain';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { ErrorBox, SuccessBox } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { LoadError } from '@/components/ui/list-pane';
import { Spinner } from '@/components/ui/spinner';
import { TONES } from '@/components/ui/status-badge';
import { errorMessage } from '@/lib/api-client';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useTwoFactorStatus } from '../api/get-two-factor-status';
import { useSetupTwoFactor } from '../api/setup-two-factor';
import { DisableTwoFactorForm } from './disable-two-factor-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetupPanel } from './two-factor-setup';
import { profileTexts } from '../texts';

/**
 * The Profile tab's two-factor section (setting platform.enableTwoFactorAuth): its status, the set-up
 * with the QR code, the recovery codes shown once, and turning it off.
 */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const { text } = useTexts(profileTexts);
  const twoFactor = useDomainTable(TWO_FACTOR_TEXTS);
  return (
    <Card className="p-6">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-base font-semibold text-white">{twoFactor.heading}</h2>
            {status.data && (
              <span className={cx('rounded-full border px-2.5 py-0.5 text-xs font-medium', TONES[status.data.enabled ? 'green' : 'gray'])}>
                {status.data.enabled ? text.twoFactor.on : text.twoFactor.off}
              </span>
            )}
          </div>
          <p className="mt-0.5 text-sm text-slate-400">
            {text.twoFactor.intro}
          </p>
        </div>
      </div>
      <div className="mt-6">
        {status.isPending ? (
          <Spinner label={text.twoFactor.loading} showLabel />
        ) : status.isError ? (
          <LoadError message={twoFactor.loadFailed} error={status.error} onRetry={() => void status.refetch()} retrying={status.isFetching} />
        ) : (
          <TwoFactorBody status={status.data} />
        )}
      </div>
    </Card>
  );
}

/** Where the user is: nothing, a set-up in progress, the fresh recovery codes, or two-factor on. */
function TwoFactorBody({ status }: { status: TwoFactorStatus }) {
  const startSetup = useSetupTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { text } = useTexts(profileTexts);
  const texts = useDomainTable(TEXTS);
  const twoFactor = useDomainTable(TWO_FACTOR_TEXTS);
  const translate = useTranslateText();

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (setup) {
    return (
      <TwoFactorSetupPanel
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setSetup(null);
          setNotice(null);
          setRecoveryCodes(codes);
        }}
      />
    );
  }
  if (status.enabled) {
    return (
      <div className="space-y-4">
        {!status.available && <p className="text-sm text-amber-300">{twoFactor.notAvailable} {text.twoFactor.noCodeMeanwhile}</p>}
        <p className="text-sm text-slate-300">
          {text.twoFactor.recoveryLeft}
          <span className="font-semibold text-white">{status.recoveryCodesLeft}</span>
        </p>
        <DisableTwoFactorForm onDisabled={setNotice} />
      </div>
    );
  }
  if (!status.available) return <p className="text-sm text-slate-300">{twoFactor.notAvailable}</p>;
  return (
    <div className="space-y-4">
      {notice && <SuccessBox>{translate(notice)}</SuccessBox>}
      {startSetup.isError && <ErrorBox>{errorMessage(startSetup.error, texts.requestFailed)}</ErrorBox>}
      <Button
        busy={startSetup.isPending}
        busyText={text.twoFactor.preparing}
        onClick={() => startSetup.mutate(undefined, { onSuccess: (answer) => setSetup(answer) })}
      >
        {twoFactor.setUp}
      </Button>
    </div>
  );
}
