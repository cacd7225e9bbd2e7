import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isOrderDialogRequest, type OrderDialogRequest } from './order-prefill';

/**
 * The open order dialog of a pane. Trade Again and Sell Similar (Matching Center) arrive with the
 * earlier order's values in the router state: the dialog opens prefilled, and the state is then
 * cleared from the history entry so a reload does not reopen it.
 */
export function useDialogRequest<T extends OrderDialogRequest>() {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming: unknown = location.state;
  const [dialog, setDialog] = useState<T | OrderDialogRequest | null>(() => (isOrderDialogRequest(incoming) ? incoming : null));
  const [seen, setSeen] = useState<unknown>(incoming);
  // A new router state while mounted (a second Trade Again) is taken during render, not in an effect.
  if (incoming !== seen) {
    setSeen(incoming);
    if (isOrderDialogRequest(incoming)) setDialog(incoming);
  }

  const hasRequest = isOrderDialogRequest(incoming);
  useEffect(() => {
    if (hasRequest) void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [hasRequest, location.pathname, location.search, navigate]);

  return [dialog, setDialog] as const;
}
