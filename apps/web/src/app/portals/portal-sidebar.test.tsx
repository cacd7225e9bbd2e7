import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TRADER_PORTAL } from './portal-config';
import { PortalSidebar } from './portal-sidebar';

describe('the portal side menu, by keyboard (issue 19)', () => {
  it('moves between its links with the arrows, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/portal-trader']}>
        <PortalSidebar config={TRADER_PORTAL} onSignOut={() => undefined} signingOut={false} />
      </MemoryRouter>,
    );
    const menu = screen.getByRole('navigation', { name: 'TRADER' });
    const link = (name: string) => within(menu).getByRole('link', { name });
    link('Dashboard').focus();
    await user.keyboard('{ArrowDown}');
    expect(link('Trading')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Settings')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Dashboard')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Settings')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Dashboard')).toHaveFocus();
    // Tab still walks the links one by one.
    await user.tab();
    expect(link('Trading')).toHaveFocus();
  });
});
