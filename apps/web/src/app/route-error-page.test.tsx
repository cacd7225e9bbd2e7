import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary, preloadRouteErrorPage } from './route-error-boundary';

function Broken(): never {
  throw new Error('chunk failed to load');
}

// The error page is a chunk of its own, loaded up front as the portal tests load their panes.
beforeAll(async () => void (await preloadRouteErrorPage()), 60_000);

describe('RouteErrorBoundary', () => {
  it("shows spec 8's router error with the error text, and lets the next page render", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary pathname="/gold">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByText('chunk failed to load')).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary pathname="/fuel">
        <p>Fuel page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Fuel page')).toBeInTheDocument();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
