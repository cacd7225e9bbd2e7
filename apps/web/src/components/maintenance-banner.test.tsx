import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceBanner } from '@/components/maintenance-banner';
import { apiError, json, makePlatformStatus, stubFetch } from '@/test/fetch-mock';

afterEach(() => vi.unstubAllGlobals());

const status = (maintenanceMode: boolean) => () => json(200, makePlatformStatus({ maintenanceMode }));

/** Lets the status call and React's update finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('maintenance banner', () => {
  it('shows the maintenance message once the status says so', async () => {
    const { callsTo } = stubFetch({ 'GET /api/v1/platform/status': status(true) });
    render(<MaintenanceBanner />);
    expect(await screen.findByRole('status')).toHaveTextContent('The platform is under maintenance. Please try again later.');
    expect(callsTo('GET /api/v1/platform/status')).toHaveLength(1);
  });

  it('shows nothing when the platform is up, or when the status cannot be read', async () => {
    stubFetch({ 'GET /api/v1/platform/status': status(false) });
    const { container, unmount } = render(<MaintenanceBanner />);
    await settle();
    expect(container).toBeEmptyDOMElement();
    unmount();

    stubFetch({ 'GET /api/v1/platform/status': () => apiError(500, 'Something went wrong on our side. Please try again.') });
    const failed = render(<MaintenanceBanner />);
    await settle();
    expect(failed.container).toBeEmptyDOMElement();
  });
});
