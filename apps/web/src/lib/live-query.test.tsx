import { QueryClient, QueryClientProvider, focusManager, useQuery } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_LIST_REFETCH_MS, liveListOptions } from './live-query';

/** Whether the live event stream is open: the lists poll only while it is not. */
const stream = vi.hoisted(() => ({ open: false }));
vi.mock('./live-events', () => ({ isLiveStreamOpen: () => stream.open }));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  stream.open = false;
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

/** A live list under the app's query defaults (app/providers.tsx): focus reloads off, 10 s fresh. */
function renderLiveList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } } });
  const load = vi.fn(async () => ['row']);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  renderHook(() => useQuery({ queryKey: ['live'], queryFn: load, ...liveListOptions }), { wrapper });
  return load;
}

describe('live lists', () => {
  it('do not poll while the live event stream is open (it invalidates them instead)', async () => {
    stream.open = true;
    const load = renderLiveList();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(LIVE_LIST_REFETCH_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reload every LIVE_LIST_REFETCH_MS while the stream is down and the tab is visible', async () => {
    const load = renderLiveList();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(LIVE_LIST_REFETCH_MS);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LIVE_LIST_REFETCH_MS);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('pause in a hidden tab and reload when it is shown again, although focus reloads are off app-wide', async () => {
    const load = renderLiveList();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(LIVE_LIST_REFETCH_MS * 3);
    expect(load).toHaveBeenCalledTimes(1);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
