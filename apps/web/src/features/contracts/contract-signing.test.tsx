import type { User } from '@ctp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, list, makeContract, makeUser, renderPane, stubApi, type Handler } from '@/test/portal-test-kit';
import { ContractsPane } from './contracts-pane';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const HASH = 'f3a1c2d4e5b6a7980123456789abcdef0123456789abcdef0123456789abcd12';

/** A pending contract the signed-in buyer (Tara Trader) may sign, open in its dialog; `sign` answers the signature. */
async function openSignDialog({ sign, account = makeUser() }: { sign: Handler; account?: User }) {
  const contract = makeContract({ contractNumber: 'CTR-2026-000700' });
  let current = contract;
  const api = stubApi(
    {
      'GET /api/v1/contracts': () => json(200, list('contracts', [current])),
      [`GET /api/v1/contracts/${contract.id}`]: () => json(200, current),
      'POST /api/v1/contracts/sign': async (call) => {
        const answer = await sign(call);
        if (answer.ok) current = (await answer.clone().json()) as typeof contract;
        return answer;
      },
    },
    account,
  );
  renderPane(<ContractsPane />, `/portal-trader/contracts?contract=${contract.id}`);
  // No pause between keystrokes: the form is typed in a good deal.
  const user = userEvent.setup({ delay: null });
  const detail = await screen.findByRole('dialog', { name: 'Contract CTR-2026-000700' });
  const opener = await within(detail).findByRole('button', { name: 'Sign contract' });
  await user.click(opener);
  const dialog = await screen.findByRole('dialog', { name: 'Sign contract CTR-2026-000700' });
  return { ...api, contract, user, dialog, detail, opener };
}

const signedAnswer = (contract: ReturnType<typeof makeContract>) =>
  json(200, {
    ...contract,
    allowedActions: ['cancel'],
    signatures: [{ role: 'buyer', signerName: 'Tara Trader', typedName: 'TARA TRADER', signedAt: '2026-11-22T10:00:00.000Z', documentSha256: HASH }],
  });

describe('signing a contract', () => {
  it('asks for the full name, the consent and the password before anything is sent', async () => {
    const { user, dialog, callsTo } = await openSignDialog({ sign: () => apiError(500, 'unexpected') });
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));

    const name = within(dialog).getByLabelText('Your full name');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Type your full name to sign'));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('checkbox')).toHaveAccessibleDescription('Tick the box to agree to sign this contract electronically');
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('Enter your password to sign'));
    expect(callsTo('POST /api/v1/contracts/sign')).toHaveLength(0);
  });

  it('refuses a name that is not the account’s own, and ignores case and extra spaces', async () => {
    const { user, dialog, callsTo, contract } = await openSignDialog({ sign: async (call) => signedAnswer(makeContract({ id: (call.body as { contractId: string }).contractId })) });
    const name = within(dialog).getByLabelText('Your full name');
    expect(within(dialog).getByText('As on your account: Tara Trader')).toBeInTheDocument();
    await user.type(name, 'Someone Else');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.type(within(dialog).getByLabelText('Password'), 'Harbour.Gold77');
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    expect(name).toHaveAccessibleDescription(expect.stringContaining('The typed name must be your full name as it appears on your account'));
    expect(callsTo('POST /api/v1/contracts/sign')).toHaveLength(0);

    await user.clear(name);
    await user.type(name, '  tara   TRADER ');
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    await vi.waitFor(() => expect(callsTo('POST /api/v1/contracts/sign')).toHaveLength(1));
    expect(callsTo('POST /api/v1/contracts/sign')[0]!.body).toEqual({ contractId: contract.id, typedName: 'tara   TRADER', consent: true, password: 'Harbour.Gold77' });
  });

  it('records the signature, closes, says so, and shows who signed with the document’s fingerprint', async () => {
    const { user, dialog, detail, contract } = await openSignDialog({ sign: () => signedAnswer(contract) });
    await user.type(within(dialog).getByLabelText('Your full name'), 'Tara Trader');
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read this contract and agree to sign it electronically/ }));
    await user.type(within(dialog).getByLabelText('Password'), 'Harbour.Gold77');
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));

    const done = await within(detail).findByText('Your signature has been recorded.');
    expect(screen.queryByRole('dialog', { name: /^Sign contract/ })).not.toBeInTheDocument();
    // The Sign button is gone with the move; focus is on what came of it.
    await vi.waitFor(() => expect(done.closest('[tabindex="-1"]')).toHaveFocus());
    expect(within(detail).queryByRole('button', { name: 'Sign contract' })).not.toBeInTheDocument();
    expect(within(detail).getByText('TARA TRADER')).toBeInTheDocument();
    expect(within(detail).getByText('f3a1c2d4e5…89abcd12')).toBeInTheDocument();
    expect(within(detail).getByText('Awaiting signature')).toBeInTheDocument();

    // user-event stands in for the clipboard.
    await user.click(within(detail).getByRole('button', { name: 'Copy the full fingerprint of the document Tara Trader signed' }));
    expect(await navigator.clipboard.readText()).toBe(HASH);
    expect(await within(detail).findByText('Fingerprint copied.')).toBeInTheDocument();
  });

  it('shows a wrong password at the password field, cleared, and a refused name at the name field', async () => {
    let answer = apiError(403, 'The password or authenticator code is not correct', 'SIGNATURE_REAUTH_FAILED');
    const { user, dialog } = await openSignDialog({ sign: () => answer });
    const name = within(dialog).getByLabelText('Your full name');
    const password = within(dialog).getByLabelText('Password');
    await user.type(name, 'Tara Trader');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.type(password, 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));

    await vi.waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('The password or authenticator code is not correct')));
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    answer = apiError(400, 'The typed name must be your full name as it appears on your account', 'SIGNATURE_NAME_MISMATCH');
    await user.type(password, 'Harbour.Gold77');
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    await vi.waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining('The typed name must be your full name')));
    expect(name).toHaveFocus();
  });

  it('with two-factor sign-in on, asks for the authenticator code instead of the password', async () => {
    const account = makeUser({ twoFactorEnabled: true });
    const { user, dialog, callsTo, contract } = await openSignDialog({ sign: () => signedAnswer(contract), account });
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
    const code = within(dialog).getByLabelText('Authentication code');
    await user.type(within(dialog).getByLabelText('Your full name'), 'Tara Trader');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.type(code, '123 4');
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Please enter the 6-digit code from your authenticator app'));
    expect(callsTo('POST /api/v1/contracts/sign')).toHaveLength(0);

    await user.type(code, '56');
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    await vi.waitFor(() => expect(callsTo('POST /api/v1/contracts/sign')).toHaveLength(1));
    expect(callsTo('POST /api/v1/contracts/sign')[0]!.body).toEqual({ contractId: contract.id, typedName: 'Tara Trader', consent: true, totpCode: '123456' });
  });

  it('shows any other refusal above the buttons, keeps what was typed, and Cancel returns focus to Sign', async () => {
    const { user, dialog, opener } = await openSignDialog({ sign: () => apiError(409, 'This contract is no longer pending signature.', 'CONTRACT_TRANSITION_INVALID') });
    await user.type(within(dialog).getByLabelText('Your full name'), 'Tara Trader');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.type(within(dialog).getByLabelText('Password'), 'Harbour.Gold77');
    await user.click(within(dialog).getByRole('button', { name: 'Sign contract' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This contract is no longer pending signature.');
    expect(within(dialog).getByLabelText('Your full name')).toHaveValue('Tara Trader');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: /^Sign contract/ })).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});
