import type { InquiryReceived, ValidInquiry } from '@ctp/domain/inquiries';
import { useCallback, useRef, useState } from 'react';
import { api } from '@/lib/api-client';

export const INQUIRIES_PATH = '/api/v1/inquiries';

/** POST /api/v1/inquiries: sends the contact form. */
export function sendInquiry(inquiry: ValidInquiry): Promise<InquiryReceived> {
  // A public form: a stale session must not trigger a refresh-and-retry.
  return api.post<InquiryReceived>(INQUIRIES_PATH, inquiry, { retryOn401: false });
}

type SendState =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: InquiryReceived }
  | { status: 'error'; error: unknown };

/**
 * The sending state of the contact form. The public pages carry no query client (it stays with
 * the portals' bundle), so this is plain state: one request at a time, its answer or its error.
 */
export function useSendInquiry() {
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const inFlight = useRef(false);

  const send = useCallback(async (inquiry: ValidInquiry, onError?: (error: unknown) => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ status: 'pending' });
    try {
      setState({ status: 'success', data: await sendInquiry(inquiry) });
    } catch (error) {
      setState({ status: 'error', error });
      onError?.(error);
    } finally {
      inFlight.current = false;
    }
  }, []);

  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, send, reset };
}
