import { TWO_FACTOR_TEXTS } from '@ctp/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/api-client';
import { apiError, json, renderPane, stubApi, type Handler } from '@/test/portal-test-kit';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => {
  setSession(null);
  vi.unstubAllGlobals();
});

const STATUS = '/api/v1/users/me/two-factor';
const status = (over: Partial<{ available: boolean; enabled: boolean; recoveryCodesLeft: number }> = {}) => ({
  success: true,
  available: true,
  enabled: false,
  recoveryCodesLeft: 0,
  ...over,
});
const SETUP = {
  success: true,
  message: TWO_FACTOR_TEXTS.setupStarted,
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkl-mn${String(i).padStart(2, '2')}`);

/** A server whose status follows what the calls did. */
function server(initial = status(), routes: Record<string, Handler> = {}) {
  let current = initial;
  return stubApi({
    [`GET ${STATUS}`]: () => json(200, current),
    [`POST ${STATUS}/setup`]: () => json(200, SETUP),
    [`POST ${STATUS}/enable`]: (call) => {
      if ((call.body as { code: string }).code === '000000') return apiError(400, 'Invalid authentication code', 'INVALID_TWO_FACTOR_CODE');
      current = status({ enabled: true, recoveryCodesLeft: 10 });
      return json(200, { success: true, message: TWO_FACTOR_TEXTS.enabled, recoveryCodes: CODES });
    },
    [`POST ${STATUS}/disable`]: () => {
      current = status();
      return json(200, { success: true, message: TWO_FACTOR_TEXTS.disabled });
    },
    ...routes,
  });
}

describe("the Profile tab's two-factor section", () => {
  it('sets up: QR code and secret, a code, then the recovery codes once', async () => {
    const api = server();
    renderPane(<TwoFactorSection />);
    const user = userEvent.setup();
    expect(await screen.findByText('Off')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));

    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', SETUP.qrCode);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.enterCode)).toBeInTheDocument();
    expect(api.callsTo(`POST ${STATUS}/enable`)).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authentication code');

    await user.clear(screen.getByLabelText('Authentication code'));
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('On')).toBeInTheDocument();
  });

  it('shows how many recovery codes are left and turns off with the password', async () => {
    const api = server(status({ enabled: true, recoveryCodesLeft: 7 }));
    renderPane(<TwoFactorSection />);
    const user = userEvent.setup();
    expect(await screen.findByText('7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Harbour.Gold77');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.disabled)).toBeInTheDocument();
    expect(api.callsTo(`POST ${STATUS}/disable`)[0]?.body).toEqual({ password: 'Harbour.Gold77' });
    expect(screen.getByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
  });

  it('turns off with an authentication code instead', async () => {
    const api = server(status({ enabled: true, recoveryCodesLeft: 10 }));
    renderPane(<TwoFactorSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor authentication' }));
    await user.click(screen.getByRole('button', { name: 'Use an authentication code instead' }));
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect(api.callsTo(`POST ${STATUS}/disable`)[0]?.body).toEqual({ code: '123456' }));
  });

  it('says when the platform has two-factor turned off, with no set-up button', async () => {
    server(status({ available: false }));
    renderPane(<TwoFactorSection />);
    expect(await screen.findByText(TWO_FACTOR_TEXTS.notAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set up two-factor authentication' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load two-factor status' with Retry when the status cannot be read", async () => {
    let calls = 0;
    server(status(), { [`GET ${STATUS}`]: () => (++calls === 1 ? apiError(500, 'Something went wrong on our side.', 'INTERNAL_ERROR') : json(200, status())) });
    renderPane(<TwoFactorSection />);
    const user = userEvent.setup();
    expect(await screen.findByText(TWO_FACTOR_TEXTS.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor authentication' })).toBeInTheDocument();
  });
});
