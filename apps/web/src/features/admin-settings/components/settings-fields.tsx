import {
  COMMISSION_RATE,
  MAX_LOGIN_ATTEMPTS,
  PASSWORD_COMPLEXITY_TEXTS,
  SESSION_TIMEOUT_MINUTES,
  SETTINGS_FIELD_TEXTS,
  SETTINGS_GROUP_TEXTS,
  type SettingsGroup,
  type SystemSettings,
} from '@ctp/domain/settings';
import { inLanguage } from '@ctp/domain/translations';
import { PASSWORD_COMPLEXITY_LEVELS } from '@ctp/domain/constants';
import { Bell, Settings, Shield, TrendingUp, type LucideIcon } from 'lucide-react';
import { Controller, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { PreferenceSwitch } from '@/components/ui/switch';
import { useDomainTable, useTranslateText } from '@/lib/i18n/domain-texts';
import { useLanguage } from '@/lib/i18n/language';

/** How each setting is edited: a switch, a number within bounds, or a choice. */
type FieldKind = { kind: 'switch' } | { kind: 'number'; min?: number; max?: number; step: number | 'any' } | { kind: 'complexity' };

const FIELDS: { [G in SettingsGroup]: Record<keyof SystemSettings[G], FieldKind> } = {
  platform: {
    maintenanceMode: { kind: 'switch' },
    allowNewRegistrations: { kind: 'switch' },
    requireEmailVerification: { kind: 'switch' },
    enableTwoFactorAuth: { kind: 'switch' },
    sessionTimeout: { kind: 'number', ...SESSION_TIMEOUT_MINUTES, step: 1 },
  },
  trading: {
    autoMatchingEnabled: { kind: 'switch' },
    maxTradeValue: { kind: 'number', min: 0, step: 'any' },
    minTradeValue: { kind: 'number', min: 0, step: 'any' },
    commissionRate: { kind: 'number', ...COMMISSION_RATE },
    requireKYCForTrading: { kind: 'switch' },
  },
  notifications: {
    emailNotifications: { kind: 'switch' },
    smsNotifications: { kind: 'switch' },
    pushNotifications: { kind: 'switch' },
    adminAlerts: { kind: 'switch' },
  },
  security: {
    passwordComplexity: { kind: 'complexity' },
    maxLoginAttempts: { kind: 'number', ...MAX_LOGIN_ATTEMPTS, step: 1 },
    ipWhitelistEnabled: { kind: 'switch' },
    auditLogging: { kind: 'switch' },
  },
};

const ICONS: Record<SettingsGroup, LucideIcon> = { platform: Settings, trading: TrendingUp, notifications: Bell, security: Shield };

interface SettingsGroupCardProps {
  group: SettingsGroup;
  control: Control<SystemSettings>;
  register: UseFormRegister<SystemSettings>;
  errors: FieldErrors<SystemSettings>;
}

/** One group of spec 3 as a card: its switches, numbers and choices, each with its label and hint. */
export function SettingsGroupCard({ group, control, register, errors }: SettingsGroupCardProps) {
  const Icon = ICONS[group];
  const language = useLanguage();
  const translate = useTranslateText();
  const complexity = useDomainTable(PASSWORD_COMPLEXITY_TEXTS);
  const complexityOptions = PASSWORD_COMPLEXITY_LEVELS.map((value) => ({ value, label: complexity[value] }));
  const groupTexts = inLanguage(SETTINGS_GROUP_TEXTS, language)[group];
  const texts = inLanguage(SETTINGS_FIELD_TEXTS, language)[group] as Record<string, { label: string; hint: string }>;
  const fields = Object.entries(FIELDS[group]) as [string, FieldKind][];
  const groupErrors = (errors[group] ?? {}) as Record<string, { message?: string } | undefined>;
  const headingId = `settings-${group}`;
  return (
    <Card className="p-6" role="group" aria-labelledby={headingId}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl border border-gold-500/25 bg-gold-500/10 text-gold-300">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={headingId} className="text-base font-semibold text-white">
            {groupTexts.title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-400">{groupTexts.description}</p>
        </div>
      </div>
      <div className="mt-4 divide-y divide-white/5">
        {fields.map(([key, field]) => {
          const name = `${group}.${key}` as Path<SystemSettings>;
          const { label, hint } = texts[key]!;
          const message = groupErrors[key]?.message;
          const error = message && translate(message);
          if (field.kind === 'switch') {
            return (
              <Controller
                key={key}
                control={control}
                name={name}
                render={({ field: { value, onChange } }) => <PreferenceSwitch label={label} description={hint} checked={value === true} onChange={onChange} />}
              />
            );
          }
          if (field.kind === 'complexity') {
            // Controlled, so the stored choice shows however the options render.
            return (
              <Controller
                key={key}
                control={control}
                name={name}
                render={({ field: { value, onChange, onBlur, ref } }) => (
                  <Select className="py-4" label={label} options={complexityOptions} error={error} value={String(value)} onChange={onChange} onBlur={onBlur} ref={ref} />
                )}
              />
            );
          }
          return (
            <TextField
              key={key}
              className="py-4"
              type="number"
              inputMode="decimal"
              label={label}
              hint={hint}
              error={error}
              min={field.min}
              max={field.max}
              step={field.step}
              {...register(name, { valueAsNumber: true })}
            />
          );
        })}
      </div>
    </Card>
  );
}
