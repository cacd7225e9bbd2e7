import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import { inputClasses } from './field';
import { fieldAria, fieldBorder, FieldFrame } from './field-frame';

interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: ReactNode;
  /** A line under the field, wired through aria-describedby. */
  hint?: ReactNode;
  error?: string | undefined;
  id?: string;
  /** Classes of the text area itself (a taller one: 'min-h-36'); `className` is the frame's. */
  inputClassName?: string;
}

/** A labelled multi-line text field (notes, reasons, messages), drawn and wired like TextField. */
export function TextArea({ label, hint, error, id, className, inputClassName = 'min-h-28', required, ...rest }: TextAreaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <FieldFrame id={areaId} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        id={areaId}
        required={required}
        {...fieldAria(areaId, hint, error)}
        className={cx(inputClasses, 'resize-y', inputClassName, fieldBorder(error))}
        {...rest}
      />
    </FieldFrame>
  );
}
