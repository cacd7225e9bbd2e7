import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { TextField } from './field';
import { FieldGroup } from './field-frame';
import { Select } from './select';
import { TextArea } from './text-area';

/** The live region a control's error is announced in, found through the control's aria-describedby. */
const errorLineOf = (control: HTMLElement) => {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const line = ids.map((id) => document.getElementById(id)).find((element) => element?.getAttribute('aria-live') === 'polite');
  if (!line) throw new Error('The control points at no live error line');
  return line;
};

describe('form errors in the shared fields (issue 19)', () => {
  it.each([
    ['a text field', <TextField key="t" label="Quantity" error="Enter a quantity" />, 'textbox', 'Enter a quantity'],
    ['a text area', <TextArea key="a" label="Reason" error="Give a reason" />, 'textbox', 'Give a reason'],
    ['a select', <Select key="s" label="Location" options={[{ value: 'Zurich', label: 'Zurich' }]} error="Choose a location" />, 'combobox', 'Choose a location'],
    ['a check box', <Checkbox key="c" label="I accept" error="Please accept" />, 'checkbox', 'Please accept'],
  ] as const)('%s is marked invalid and described by its announced error', (_kind, field, role, message) => {
    render(field);
    const control = screen.getByRole(role);
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(message);
    expect(errorLineOf(control)).toHaveTextContent(message);
  });

  it('keeps the error line in the page while there is no error, so a message that appears is announced', () => {
    const { rerender } = render(<TextField label="Quantity" />);
    const control = screen.getByRole('textbox', { name: 'Quantity' });
    expect(control).not.toHaveAttribute('aria-invalid');
    expect(control).not.toHaveAttribute('aria-describedby');
    const line = document.getElementById(`${control.id}-error`);
    expect(line).toHaveAttribute('aria-live', 'polite');
    rerender(<TextField label="Quantity" error="Enter a quantity" />);
    expect(line).toHaveTextContent('Enter a quantity');
    expect(control).toHaveAccessibleDescription('Enter a quantity');
  });

  it('describes a group of choices by its announced error', () => {
    render(
      <FieldGroup id="terms" legend="Terms" required error="Choose at least one term">
        <Checkbox label="CIF" />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Terms' });
    expect(group).toHaveAccessibleDescription('Choose at least one term');
    expect(errorLineOf(group)).toHaveTextContent('Choose at least one term');
  });
});
