/** Business constants and limits of spec 9. */
export const ROLES = ['trader', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['active', 'pending', 'suspended', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const KYC_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const DEFAULT_COUNTRY = 'Unknown';

/** The portal each role lands in (spec 2.2, 2.13). */
export const PORTAL_BY_ROLE = {
  trader: '/portal-trader',
  seller: '/portal-seller',
  admin: '/portal-admin',
} as const satisfies Record<Role, string>;

export const PASSWORD_SYMBOLS = '@$!%*?&.';
export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for passphrases and password managers (NIST asks for at least 64). */
export const PASSWORD_MAX_LENGTH = 128;

export const TIMING = {
  priceRefreshMs: 30_000,
  priceServiceTimeoutMs: 20_000,
  healthCheckTimeoutMs: 5_000,
  businessApiTimeoutMs: 30_000,
  resetLinkLifetimeMs: 60 * 60 * 1000,
  redirectAfterRegistrationMs: 2_000,
  navScrollThresholdPx: 50,
  lockoutMs: 15 * 60 * 1000,
} as const;

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The XSRF cookie's name where cookies are Secure (production, https): the __Host- prefix pins it to this origin. */
export const SECURE_XSRF_COOKIE = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/** A browser client sends this header to keep the refresh token in an httpOnly cookie only. */
export const AUTH_MODE_HEADER = 'X-Auth-Mode';

export const LIMITS = {
  listItems: 10,
  recentActivity: 5,
  activityDefaultLimit: 10,
  tradeVolumeDays: 30,
  uploadMaxBytes: 10 * 1024 * 1024,
} as const;

export const PASSWORD_COMPLEXITY_LEVELS = ['low', 'medium', 'high'] as const;

/** Settings defaults of spec 9, grouped as in spec 3. */
export const DEFAULT_SETTINGS = {
  platform: {
    maintenanceMode: false,
    allowNewRegistrations: true,
    requireEmailVerification: true,
    enableTwoFactorAuth: true,
    sessionTimeout: 30,
  },
  trading: {
    autoMatchingEnabled: true,
    maxTradeValue: 100_000_000,
    minTradeValue: 1_000,
    commissionRate: 2.5,
    requireKYCForTrading: true,
  },
  notifications: {
    emailNotifications: true,
    smsNotifications: false,
    pushNotifications: true,
    adminAlerts: true,
  },
  security: {
    passwordComplexity: 'high' as (typeof PASSWORD_COMPLEXITY_LEVELS)[number],
    maxLoginAttempts: 5,
    ipWhitelistEnabled: false,
    auditLogging: true,
  },
};
