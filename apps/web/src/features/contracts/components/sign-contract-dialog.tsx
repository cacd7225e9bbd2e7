import {
  CONTRACT_DOCUMENT_ERROR_CODES,
  CONTRACT_DOCUMENT_LIMITS,
  CONTRACT_DOCUMENT_TEXTS,
  TWO_FACTOR_TEXTS,
  normalizeSignerName,
  signContractRequestSchema,
  totpCodeSchema,
  type Contract,
} from '@ctp/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { PenLine } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ErrorBox } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { PasswordField, TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useTexts } from '@/lib/i18n/texts';
import { useCurrentUser } from '@/lib/session/current-user';
import { useSignContract } from '../api/sign-contract';
import { contractTexts } from '../texts';

/** How the signer proves it is them: the authenticator code when two-factor sign-in is on, else the password. */
type Reconfirmation = 'password' | 'totpCode';

interface SignFormValues {
  typedName: string;
  consent: boolean;
  password: string;
  totpCode: string;
}

/**
 * The signing rules of the server's schema (name, consent), plus what the server checks later but the form can say
 * at once: the typed name is the account's name (case and spaces aside), and the re-confirmation is given.
 */
function signFormSchema(reconfirmation: Reconfirmation, accountName: string | undefined) {
  // Refinements run even when another field is wrong, so every problem shows at once.
  const always = { when: () => true };
  return signContractRequestSchema
    .omit({ contractId: true })
    .refine((form) => !accountName || !form.typedName?.trim() || normalizeSignerName(form.typedName) === normalizeSignerName(accountName), {
      path: ['typedName'],
      message: CONTRACT_DOCUMENT_TEXTS.signatureNameMismatch,
      ...always,
    })
    .refine((form) => (reconfirmation === 'password' ? Boolean(form.password) : Boolean(form.totpCode?.trim())), {
      path: [reconfirmation],
      message: reconfirmation === 'password' ? CONTRACT_DOCUMENT_TEXTS.passwordRequired : CONTRACT_DOCUMENT_TEXTS.totpRequired,
      ...always,
    })
    .refine((form) => reconfirmation === 'password' || !form.totpCode?.trim() || totpCodeSchema.safeParse(form.totpCode).success, {
      path: ['totpCode'],
      message: TWO_FACTOR_TEXTS.enterCode,
      ...always,
    });
}

const EMPTY: SignFormValues = { typedName: '', consent: false, password: '', totpCode: '' };

interface SignContractDialogProps {
  contract: Pick<Contract, 'id' | 'contractNumber'>;
  open: boolean;
  onClose: () => void;
  /** The signature was recorded; the dialog has closed. */
  onSigned: (contract: Contract) => void;
}

/**
 * Signing a contract (issue 13): the signer types their full name, agrees to sign electronically and re-confirms
 * with their password, or their authenticator code when two-factor sign-in is on. The server's refusals of the
 * name or the re-confirmation show at that field (and are announced); anything else above the buttons.
 */
export function SignContractDialog({ contract, open, onClose, onSigned }: SignContractDialogProps) {
  const user = useCurrentUser().data;
  const reconfirmation: Reconfirmation = user?.twoFactorEnabled ? 'totpCode' : 'password';
  const accountName = user ? `${user.firstName} ${user.lastName}` : undefined;
  const sign = useSignContract();
  const [failure, setFailure] = useState<unknown>(null);
  const { text, t } = useTexts(contractTexts);
  const twoFactorTexts = useDomainTable(TWO_FACTOR_TEXTS);
  const translate = useTranslateText();
  const fieldError = (message: string | undefined) => (message ? translate(message) : undefined);
  const form = useForm<SignFormValues>({
    // The schema's input says consent is `true`; the form starts unticked, which the schema refuses with its message.
    resolver: zodResolver(signFormSchema(reconfirmation, accountName)) as unknown as Resolver<SignFormValues>,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    setFailure(null);
    sign.reset();
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const proof = reconfirmation === 'password' ? { password: values.password } : { totpCode: totpCodeSchema.parse(values.totpCode) };
    try {
      const signed = await sign.mutateAsync({ contractId: contract.id, typedName: values.typedName.trim(), consent: true, ...proof });
      close();
      onSigned(signed);
    } catch (error) {
      if (error instanceof ApiError && error.code === CONTRACT_DOCUMENT_ERROR_CODES.signatureNameMismatch) {
        form.setError('typedName', { message: errorMessage(error, CONTRACT_DOCUMENT_TEXTS.signatureNameMismatch) }, { shouldFocus: true });
      } else if (error instanceof ApiError && error.code === CONTRACT_DOCUMENT_ERROR_CODES.signatureReauthFailed) {
        // A wrong password or code is cleared, so the next try starts afresh.
        form.setValue(reconfirmation, '');
        form.setError(reconfirmation, { message: errorMessage(error, CONTRACT_DOCUMENT_TEXTS.reauthFailed) }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      locked={sign.isPending}
      title={t('sign.title', { number: contract.contractNumber })}
      description={text.sign.intro}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5" aria-label={t('sign.title', { number: contract.contractNumber })}>
        <fieldset disabled={sign.isPending} className="space-y-5">
          <legend className="sr-only">{text.sign.legend}</legend>
          <TextField
            label={text.sign.fullName}
            autoComplete="name"
            required
            maxLength={CONTRACT_DOCUMENT_LIMITS.typedName}
            hint={accountName ? t('sign.asOnAccount', { name: accountName }) : undefined}
            error={fieldError(errors.typedName?.message)}
            {...form.register('typedName')}
          />
          <Checkbox label={text.sign.consent} required error={fieldError(errors.consent?.message)} {...form.register('consent')} />
          {reconfirmation === 'password' ? (
            <PasswordField
              label={text.sign.password}
              autoComplete="current-password"
              hint={text.sign.passwordHint}
              error={fieldError(errors.password?.message)}
              {...form.register('password')}
            />
          ) : (
            <TextField
              label={twoFactorTexts.codeLabel}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              placeholder="123456"
              required
              hint={text.sign.codeHint}
              error={fieldError(errors.totpCode?.message)}
              {...form.register('totpCode')}
            />
          )}
        </fieldset>
        {failure ? <ErrorBox>{errorMessage(failure, text.failed.signFailed)}</ErrorBox> : null}
        <DialogActions
          errorText={text.failed.signFailed}
          label={
            <>
              <PenLine aria-hidden="true" className="size-4" />
              {text.sign.submit}
            </>
          }
          busyLabel={text.sign.signing}
          busy={sign.isPending}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}
