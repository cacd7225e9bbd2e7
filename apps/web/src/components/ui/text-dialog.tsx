import { useState, type ReactNode } from 'react';
import { Dialog, DialogActions } from './dialog';
import { TextArea } from './text-area';

/** The mutation a text dialog runs, as TanStack Query's useMutation returns it. */
interface DialogMutation {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

interface TextDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  field: {
    label: string;
    maxLength: number;
    /** A line under the field; a function of the text for a counter. */
    hint?: ReactNode | ((text: string) => ReactNode);
    /**
     * A reason the action needs: with `missingText` an empty submit shows it under the field; without, the action
     * stays disabled until something is typed.
     */
    required?: boolean;
    missingText?: string;
  };
  action: { label: string; busyLabel: string; errorText: string; variant?: 'primary' | 'danger' };
  mutation: DialogMutation;
  /** Runs the mutation with the text; `done` closes the dialog and clears it. */
  onSubmit: (text: string, done: () => void) => void;
  onClose: () => void;
}

/** A dialog that asks for one text (a reason, notes) before an action: rejecting, suspending, reviewing. */
export function TextDialog({ open, title, description, field, action, mutation, onSubmit, onClose }: TextDialogProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const empty = !text.trim();

  const close = () => {
    setText('');
    setMissing(false);
    mutation.reset();
    onClose();
  };

  const submit = () => {
    if (field.required && empty) {
      if (field.missingText) setMissing(true);
      return;
    }
    onSubmit(text, close);
  };

  const hint = typeof field.hint === 'function' ? field.hint(text) : field.hint;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={title} description={description} locked={mutation.isPending}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextArea
          label={field.label}
          value={text}
          required={field.required}
          maxLength={field.maxLength}
          onChange={(event) => {
            setText(event.target.value);
            setMissing(false);
          }}
          error={missing ? field.missingText : undefined}
          hint={missing ? undefined : hint}
        />
        <DialogActions
          error={mutation.error}
          errorText={action.errorText}
          label={action.label}
          busyLabel={action.busyLabel}
          busy={mutation.isPending}
          onCancel={close}
          variant={action.variant}
          disabled={field.required && !field.missingText && empty}
        />
      </form>
    </Dialog>
  );
}
