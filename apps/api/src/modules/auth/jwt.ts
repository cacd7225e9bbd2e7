import type { Role, User } from '@ctp/domain';
import { SignJWT, jwtVerify } from 'jose';
import { loadOrCreateSecret } from '../../lib/private-files';

const ISSUER = 'commodity-trading-platform';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/**
 * Reads JWT_SECRET, or else a secret kept in DATA_DIR so sessions survive a restart;
 * it is created on first start with mode 0600.
 */
export function loadJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  return new TextEncoder().encode(loadOrCreateSecret(dataDir, 'jwt-secret', () => crypto.getRandomValues(new Uint8Array(48)).toString()));
}

/** `now` is the app clock: issue and expiry times are set, and checked, against it. */
export function createJwt(secret: Uint8Array, accessTtlSeconds: number, now: () => number = Date.now) {
  // Imported once: handed the raw bytes, jose imports a key on every call (a few % of a signed-in request).
  const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  /** Signs claims for `subject`, issued now and valid for the access token lifetime. */
  const sign = async (claims: Record<string, unknown>, subject: string) => {
    const iat = Math.floor(now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + accessTtlSeconds)
      .sign(await key);
  };
  return {
    signAccess: (user: { id: string; role: Role }, sessionId: string) =>
      sign({ sid: sessionId, role: user.role, typ: 'access' }, user.id),

    /** An OpenID-style identity token for clients that want the profile without a call. */
    signId: (user: User) =>
      sign(
        {
          typ: 'id',
          email: user.email,
          given_name: user.firstName,
          family_name: user.lastName,
          role: user.role,
          email_verified: user.emailVerified,
        },
        user.id,
      ),

    /** The claims of a valid access token, or null for an expired, forged or tampered one. */
    async verifyAccess(token: string): Promise<AccessClaims | null> {
      try {
        // `exp` is required: a correctly signed token that never expires is not an access token we issued.
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: new Date(now()),
        });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}

export type Jwt = ReturnType<typeof createJwt>;
