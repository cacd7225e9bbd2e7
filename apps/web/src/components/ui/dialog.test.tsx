import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

/** A page with a button that opens a dialog, as the portals open theirs (not through a Radix trigger). */
function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View contract
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Contract CTR-1">
        <button type="button">Sign contract</button>
      </Dialog>
    </>
  );
}

describe('the portal dialog', () => {
  it('takes focus inside when it opens and gives it back to the button that opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'View contract' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Contract CTR-1' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('has a named close button', async () => {
    render(<Dialog open onOpenChange={() => undefined} title="Upload Document">body</Dialog>);
    expect(await screen.findByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
