import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

const toneOf = (text: string) => {
  const className = screen.getByText(text).className;
  return ['emerald', 'amber', 'sky', 'orange', 'red', 'slate'].find((colour) => className.includes(`text-${colour}-`));
};

describe('status badges', () => {
  it('colour contract statuses: draft neutral, pending yellow, active blue, executed green, cancelled red, expired orange', () => {
    render(
      <>
        {['draft', 'pending', 'active', 'executed', 'cancelled', 'expired'].map((value) => (
          <StatusBadge key={value} value={value} kind="contract" />
        ))}
      </>,
    );
    expect(['Draft', 'Pending', 'Active', 'Executed', 'Cancelled', 'Expired'].map(toneOf)).toEqual(['slate', 'amber', 'sky', 'emerald', 'red', 'orange']);
  });

  it('show a document uploaded as pending, in the colours of spec 4', () => {
    render(
      <>
        {['uploaded', 'in-review', 'verified', 'approved', 'rejected'].map((value) => (
          <StatusBadge key={value} value={value} kind="document" />
        ))}
      </>,
    );
    expect(['Pending', 'In Review', 'Verified', 'Approved', 'Rejected'].map(toneOf)).toEqual(['amber', 'sky', 'emerald', 'emerald', 'red']);
  });

  it('keep user and KYC statuses as before: an active user is green', () => {
    render(<StatusBadge value="active" />);
    expect(toneOf('active')).toBe('emerald');
  });
});
