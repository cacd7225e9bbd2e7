import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/field';

/** The required sign-in email of the auth forms, with the browser's email keyboard and autofill. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" required {...props} />;
}
