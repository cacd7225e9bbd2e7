import { randomInt } from 'node:crypto';
import { TWO_FACTOR, normalizeOneTimeCode } from '@ctp/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashToken } from '../../lib/tokens';

/** The name authenticator apps list the account under. */
const ISSUER = 'Commodity Trading Platform';
/** ±30 s around now: the previous, current and next 30-second step are accepted (clock drift). */
const EPOCH_TOLERANCE_SECONDS = 30;

/** A new 160-bit secret in Base32, the form authenticator apps expect. */
export const newTotpSecret = () => generateSecret();

/** The otpauth:// URI of the secret and the same URI as a QR code (an SVG data URL, drawn here). */
export async function provisioning(secret: string, accountEmail: string): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = generateURI({ issuer: ISSUER, label: accountEmail, secret });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The RFC 6238 time step the code belongs to, or null when it is not a code of this secret around `nowMs`. */
export async function matchingTimeStep(secret: string, code: string, nowMs: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epoch: Math.floor(nowMs / 1000), epochTolerance: EPOCH_TOLERANCE_SECONDS });
  // The functional API's result type also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const RECOVERY_GROUPS = 4;
const RECOVERY_GROUP_LENGTH = 4;

/**
 * Ten fresh recovery codes like "k7qm-2xfa-p3dn-w9tz": 80 random bits each, so a plain SHA-256 of them
 * (what is stored) cannot be reversed by trying every code.
 */
export function newRecoveryCodes(): string[] {
  const group = () => Array.from({ length: RECOVERY_GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () => Array.from({ length: RECOVERY_GROUPS }, group).join('-'));
}

/** How a recovery code is stored and looked up; dashes, spaces and letter case do not matter. */
export const recoveryCodeHash = (code: string) => hashToken(normalizeOneTimeCode(code));
