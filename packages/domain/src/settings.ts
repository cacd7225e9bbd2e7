import { z } from 'zod';
import { DEFAULT_SETTINGS, PASSWORD_COMPLEXITY_LEVELS } from './constants';

/**
 * System settings (spec 3) with the input bounds of spec 5 and the defaults of spec 9 (DEFAULT_SETTINGS).
 * Shared by PUT /admin/settings and the System Settings form. Every group is strict: an unknown key is a 400.
 */

/** Spec 5: session timeout in minutes. */
export const SESSION_TIMEOUT_MINUTES = { min: 5, max: 480 } as const;
/** Spec 5: failed sign-ins before a lockout. */
export const MAX_LOGIN_ATTEMPTS = { min: 3, max: 10 } as const;
/** Commission in percent of a contract's value; spec 5 gives only the 0.1 step, the 20% ceiling is ours. */
export const COMMISSION_RATE = { min: 0, max: 20, step: 0.1 } as const;
/** Largest trade value bound an administrator may set (USD), the largest order total the API accepts. */
export const TRADE_VALUE_LIMIT_MAX = 1_000_000_000_000;

export const SETTINGS_TEXTS = {
  tradeValueOrder: 'Minimum trade value must not exceed the maximum trade value',
  commissionStep: 'Commission rate must be a multiple of 0.1',
  updated: 'Settings saved successfully',
  reset: 'Settings reset to defaults',
  /** Spec 2.18; the portals' own settings tab says the same. */
  unsaved: "You have unsaved changes. Don't forget to save your settings.",
  loadFailed: 'Failed to load settings',
  saveFailed: 'Failed to save settings',
  resetFailed: 'Failed to reset settings',
  /** Refusals of a new order by the trading settings. */
  kycRequired: 'Complete KYC verification before trading: your identity, proof of funds and company documents must be verified',
  belowMinTradeValue: (value: string, min: string) => `Trade value ${value} is below the minimum trade value of ${min}`,
  aboveMaxTradeValue: (value: string, max: string) => `Trade value ${value} is above the maximum trade value of ${max}`,
  /** The admin IP allowlist's refusal, and the warning of its switch. */
  ipNotAllowed: 'Administration is not available from this address (IP whitelist)',
  ipWouldLockOut: (ip: string) => `Your address ${ip} is not in ADMIN_IP_ALLOWLIST: turning the IP whitelist on would lock you out`,
} as const;

/** The `code` of an order refused by the trading settings. */
export const TRADING_RULE_CODES = {
  kycRequired: 'KYC_REQUIRED',
  tradeValueOutOfRange: 'TRADE_VALUE_OUT_OF_RANGE',
} as const;

/**
 * The one KYC rule of trading (order creation and the matching engine): while requireKYCForTrading is on,
 * only users whose KYC is approved may trade.
 */
export const kycBlocksTrading = (kycStatus: string, trading: { requireKYCForTrading: boolean }) =>
  trading.requireKYCForTrading && kycStatus !== 'approved';

const whole = (label: string, bounds: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(bounds.min, `${label} must be at least ${bounds.min}`)
    .max(bounds.max, `${label} must be at most ${bounds.max}`);

const tradeValue = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be greater than 0`)
    .max(TRADE_VALUE_LIMIT_MAX, `${label} must be at most ${TRADE_VALUE_LIMIT_MAX.toLocaleString('en-US')}`);

export const platformSettingsSchema = z.strictObject({
  maintenanceMode: z.boolean(),
  allowNewRegistrations: z.boolean(),
  requireEmailVerification: z.boolean(),
  enableTwoFactorAuth: z.boolean(),
  sessionTimeout: whole('Session timeout', SESSION_TIMEOUT_MINUTES),
});

/** The trading group without the min ≤ max rule, which needs both values (checked on the merged result). */
const tradingFields = z.strictObject({
  autoMatchingEnabled: z.boolean(),
  maxTradeValue: tradeValue('Maximum trade value'),
  minTradeValue: tradeValue('Minimum trade value'),
  commissionRate: z
    .number({ error: 'Commission rate must be a number' })
    .min(COMMISSION_RATE.min, `Commission rate must be at least ${COMMISSION_RATE.min}`)
    .max(COMMISSION_RATE.max, `Commission rate must be at most ${COMMISSION_RATE.max}`)
    // Tenths only: 2.5 is fine, 2.55 is not (compared in tenths to avoid floating-point noise).
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, SETTINGS_TEXTS.commissionStep),
  requireKYCForTrading: z.boolean(),
});

const tradeValuesInOrder = (t: { minTradeValue?: number | undefined; maxTradeValue?: number | undefined }) =>
  t.minTradeValue === undefined || t.maxTradeValue === undefined || t.minTradeValue <= t.maxTradeValue;

export const tradingSettingsSchema = tradingFields.refine(tradeValuesInOrder, { message: SETTINGS_TEXTS.tradeValueOrder, path: ['minTradeValue'] });

export const notificationSettingsSchema = z.strictObject({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  adminAlerts: z.boolean(),
});

export const securitySettingsSchema = z.strictObject({
  passwordComplexity: z.enum(PASSWORD_COMPLEXITY_LEVELS),
  maxLoginAttempts: whole('Max login attempts', MAX_LOGIN_ATTEMPTS),
  ipWhitelistEnabled: z.boolean(),
  auditLogging: z.boolean(),
});

/** All four groups, every field: what GET returns and what the form edits. */
export const systemSettingsSchema = z.strictObject({
  platform: platformSettingsSchema,
  trading: tradingSettingsSchema,
  notifications: notificationSettingsSchema,
  security: securitySettingsSchema,
}).meta({ id: 'SystemSettings' });
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export type SettingsGroup = keyof SystemSettings;
export const SETTINGS_GROUPS = ['platform', 'trading', 'notifications', 'security'] as const satisfies readonly SettingsGroup[];

/**
 * PUT /admin/settings: any subset of the groups, each with any subset of its fields; what is left out is
 * kept. The min ≤ max trade value rule is checked by the server on the merged result (one of the two may
 * be stored already), and by the form on the full object.
 */
export const updateSystemSettingsSchema = z
  .strictObject({
    platform: platformSettingsSchema.partial(),
    trading: tradingFields.partial().refine(tradeValuesInOrder, { message: SETTINGS_TEXTS.tradeValueOrder, path: ['minTradeValue'] }),
    notifications: notificationSettingsSchema.partial(),
    security: securitySettingsSchema.partial(),
  })
  .partial();
export type UpdateSystemSettings = z.infer<typeof updateSystemSettingsSchema>;

export const systemSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: systemSettingsSchema,
  /** When the settings were last changed (null while every group has its defaults). */
  updatedAt: z.string().nullable(),
  message: z.string().optional(),
});
export type SystemSettingsResponse = z.infer<typeof systemSettingsResponseSchema>;

/** Spec 9 defaults, typed as the schema. */
export const DEFAULT_SYSTEM_SETTINGS: SystemSettings = DEFAULT_SETTINGS;

/** The System Settings form: each group's title and what it is for, in spec 3's order. */
export const SETTINGS_GROUP_TEXTS: Record<SettingsGroup, { title: string; description: string }> = {
  platform: { title: 'Platform Settings', description: 'Access to the platform and how long a session lasts.' },
  trading: { title: 'Trading Settings', description: 'What a trade request or listing must meet, and the commission on contracts.' },
  notifications: { title: 'Notification Settings', description: 'Which messages the platform sends.' },
  security: { title: 'Security Settings', description: 'Passwords, sign-in attempts and the audit trail.' },
};

type FieldKey<G extends SettingsGroup> = Extract<keyof SystemSettings[G], string>;

/** Each setting's label and hint. */
export const SETTINGS_FIELD_TEXTS: { [G in SettingsGroup]: Record<FieldKey<G>, { label: string; hint: string }> } = {
  platform: {
    maintenanceMode: { label: 'Maintenance Mode', hint: 'Only administrators can sign in; public pages show a maintenance banner.' },
    allowNewRegistrations: { label: 'Allow New Registrations', hint: 'When off, the registration form is refused.' },
    requireEmailVerification: { label: 'Require Email Verification', hint: 'New accounts must confirm their email before using their portal.' },
    enableTwoFactorAuth: { label: 'Enable Two-Factor Authentication', hint: 'Users may enrol an authenticator app and are asked for its code at sign-in.' },
    sessionTimeout: { label: 'Session Timeout (minutes)', hint: `Between ${SESSION_TIMEOUT_MINUTES.min} and ${SESSION_TIMEOUT_MINUTES.max} minutes.` },
  },
  trading: {
    autoMatchingEnabled: { label: 'Auto-Matching', hint: 'Record match proposals as soon as an order is approved.' },
    maxTradeValue: { label: 'Maximum Trade Value (USD)', hint: 'New requests and listings above this value (quantity × mid price) are refused.' },
    minTradeValue: { label: 'Minimum Trade Value (USD)', hint: 'New requests and listings below this value are refused.' },
    commissionRate: { label: 'Commission Rate (%)', hint: `Applied to new contracts; ${COMMISSION_RATE.min} to ${COMMISSION_RATE.max} in steps of ${COMMISSION_RATE.step}.` },
    requireKYCForTrading: { label: 'Require KYC for Trading', hint: 'Only users with approved KYC can place orders and be matched.' },
  },
  notifications: {
    emailNotifications: { label: 'Email Notifications', hint: 'Trade decisions and other notices by email (users can still opt out).' },
    // No SMS provider or push service is wired: these two are stored only.
    smsNotifications: { label: 'SMS Notifications', hint: 'No SMS provider configured: the setting is stored but no SMS is sent' },
    pushNotifications: { label: 'Push Notifications', hint: 'No push service configured: the setting is stored but no push message is sent' },
    adminAlerts: { label: 'Admin Alerts', hint: 'Email administrators when a system alert is raised.' },
  },
  security: {
    passwordComplexity: { label: 'Password Complexity', hint: 'Applies to new passwords.' },
    maxLoginAttempts: { label: 'Max Login Attempts', hint: `Failed sign-ins before a lockout, ${MAX_LOGIN_ATTEMPTS.min} to ${MAX_LOGIN_ATTEMPTS.max}.` },
    ipWhitelistEnabled: { label: 'IP Whitelist', hint: 'Administration answers only the addresses in the ADMIN_IP_ALLOWLIST server setting.' },
    auditLogging: { label: 'Audit Logging', hint: 'Record routine events; security events are always recorded.' },
  },
};

/** Spec 5's password complexity options. */
export const PASSWORD_COMPLEXITY_TEXTS: Record<(typeof PASSWORD_COMPLEXITY_LEVELS)[number], string> = {
  low: 'Low (8+ characters)',
  medium: 'Medium (8+ characters and numbers)',
  high: 'High (8+ characters, numbers and symbols)',
};
