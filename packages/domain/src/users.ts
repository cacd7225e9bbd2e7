import { z } from 'zod';
import { languageSchema, userSchema } from './auth';
import { newPasswordInputSchema, passwordProblem, type PasswordComplexity } from './password';
import { INQUIRY_TEXTS, PHONE_NUMBER_PATTERN } from './inquiry-constants';
import { TEXTS } from './texts';

/**
 * The signed-in user's own account (Profile and Settings tabs): one schema for each form and for
 * its route, PUT /api/v1/users/me, POST /api/v1/users/me/password and /api/v1/users/me/preferences.
 */

export const PROFILE_LIMITS = { name: 100, company: 200, phone: 40 } as const;

export const USER_TEXTS = {
  profileUpdated: 'Your profile has been updated.',
  passwordChanged: 'Your password has been changed. Every other session of your account has been signed out.',
  wrongCurrentPassword: 'Your current password is incorrect',
  samePassword: 'The new password must be different from the current one',
  currentPasswordRequired: 'Current password is required',
  preferencesSaved: 'Your settings have been saved.',
  languageSaved: 'Your language has been saved.',
} as const;

const requiredName = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PROFILE_LIMITS.name, `${label} must be at most ${PROFILE_LIMITS.name} characters`);

/** Blank clears the field: the server stores NULL, not ''. */
const clearableText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** PUT /api/v1/users/me: the details a user may change themselves (email, role and status are not among them). */
export const updateProfileRequestSchema = z.object({
  firstName: requiredName('First name'),
  lastName: requiredName('Last name'),
  companyName: clearableText('Company name', PROFILE_LIMITS.company),
  phoneNumber: clearableText('Phone number', PROFILE_LIMITS.phone).refine(
    (v) => v === null || PHONE_NUMBER_PATTERN.test(v),
    INQUIRY_TEXTS.invalidPhone,
  ),
});
/** What the profile form holds and sends. */
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type ValidProfileUpdate = z.output<typeof updateProfileRequestSchema>;

export const updateProfileResponseSchema = z.object({ success: z.literal(true), message: z.string(), user: userSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponseSchema>;

/** PUT /api/v1/users/me/language: the language of the caller's portal and mails. */
export const updateLanguageRequestSchema = z.object({ language: languageSchema }).strict();
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;

/**
 * POST /api/v1/users/me/password: the current password proves it is the owner; the new one follows spec 5
 * at the complexity level of the system settings, which the server applies.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: USER_TEXTS.currentPasswordRequired }).min(1, USER_TEXTS.currentPasswordRequired).max(1024),
    newPassword: newPasswordInputSchema,
  })
  .refine((v) => v.currentPassword !== v.newPassword, { path: ['newPassword'], message: USER_TEXTS.samePassword });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/**
 * The change-password form adds the confirmation; the match is checked first, as on registration (spec 5),
 * then the rule of the complexity level.
 */
export const changePasswordFormSchemaFor = (level: PasswordComplexity) =>
  z
    .object({
      currentPassword: z.string().min(1, USER_TEXTS.currentPasswordRequired),
      newPassword: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((form, ctx) => {
      if (form.newPassword !== form.confirmPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: TEXTS.passwordsDoNotMatch });
        return;
      }
      // The level's rule first, then the request's own (a new password must differ from the current one).
      const request = changePasswordRequestSchema.safeParse(form);
      const problem =
        passwordProblem(form.newPassword, level) ??
        (request.success ? undefined : request.error.issues.find((issue) => issue.path[0] === 'newPassword')?.message);
      if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: problem });
    });
export const changePasswordFormSchema = changePasswordFormSchemaFor('high');
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** Notification preferences of one user (Settings tab). */
export const NOTIFICATION_PREFERENCE_KEYS = [
  'emailNotifications',
  'smsNotifications',
  'pushNotifications',
  'priceAlerts',
  'weeklyBrief',
] as const;
export type NotificationPreferenceKey = (typeof NOTIFICATION_PREFERENCE_KEYS)[number];

export const notificationPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  priceAlerts: z.boolean(),
  weeklyBrief: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Until a user saves, the platform's notification defaults of spec 9 (email on, SMS off, push on). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  priceAlerts: true,
  weeklyBrief: false,
};

/** What each preference means, in the order the Settings tab lists them. */
export const NOTIFICATION_PREFERENCE_LABELS = {
  emailNotifications: { label: 'Email notifications', description: 'Contract moves, document reviews and account notices by email.' },
  smsNotifications: { label: 'SMS notifications', description: 'Time-critical alerts by text message to your phone number.' },
  pushNotifications: { label: 'Push notifications', description: 'Alerts in your browser while the portal is open.' },
  priceAlerts: { label: 'Price alerts', description: 'A note when gold or fuel prices move sharply.' },
  weeklyBrief: { label: 'Weekly market brief', description: 'A Monday summary of the markets you trade.' },
} as const satisfies Record<NotificationPreferenceKey, { label: string; description: string }>;

export const preferencesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  preferences: notificationPreferencesSchema,
  /** When the user last saved; null while they still have the defaults. */
  updatedAt: z.string().nullable(),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;
