import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/field';
import { useTexts } from '@/lib/i18n/texts';
import { authTexts } from '../texts';

/** The required sign-in email of the auth forms, with the browser's email keyboard and autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const { text } = useTexts(authTexts);
  return <TextField label={text.common.email} type="email" autoComplete="email" inputMode="email" required {...props} />;
}
