import { INQUIRY_TEXTS } from '@ctp/domain/inquiry-constants';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, stubFetch } from '@/test/fetch-mock';

/*
 * The form library (react-hook-form, the resolver and zod) is loaded only once a visitor starts on
 * the form. Each test imports the form afresh with mocks that count when each library is imported,
 * and that hold the form's own loader (contact-form-engine) back until the test lets it arrive.
 */
const loads = { formLibrary: vi.fn(), zod: vi.fn() };
/**
 * Each test's loads of the form's loader, awaited after the test: a load still under way when a test ends would
 * land in the next test's fresh module registry and hand it a loader it never held back.
 */
const engineLoads: Promise<unknown>[] = [];
/** The held loads' releases, so a test that fails before letting its library arrive does not hold the next one. */
const heldLibraries: (() => void)[] = [];

/** The form as a fresh import; its library arrives when `arrives` settles (at once by default). */
async function importForm({ arrives = Promise.resolve() }: { arrives?: Promise<unknown> } = {}) {
  vi.resetModules();
  loads.formLibrary.mockClear();
  loads.zod.mockClear();
  vi.doMock('react-hook-form', async (importOriginal) => {
    loads.formLibrary();
    return importOriginal();
  });
  vi.doMock('zod', async (importOriginal) => {
    loads.zod();
    return importOriginal();
  });
  vi.doMock('./contact-form-engine', (importOriginal) => {
    const loaded = arrives.then(() => importOriginal());
    engineLoads.push(loaded);
    return loaded;
  });
  const { ContactForm } = await import('./contact-form');
  return ContactForm;
}

afterEach(async () => {
  for (const release of heldLibraries.splice(0)) release();
  await Promise.allSettled(engineLoads.splice(0));
  vi.unstubAllGlobals();
});

const INQUIRIES = 'POST /api/v1/inquiries';
const RECEIVED = { success: true, message: INQUIRY_TEXTS.received };

/** Renders a fresh form; with `holdLibrary` its library arrives only when `release` is called. */
async function renderForm({ holdLibrary = false } = {}) {
  let release: () => void = () => {};
  const arrives = holdLibrary ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  heldLibraries.push(release);
  const ContactForm = await importForm({ arrives });
  const view = render(<ContactForm />);
  return { ...view, release, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' });
const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

async function fillInquiry(user: UserEvent, subject = 'Stream financing') {
  await user.type(field('Full name'), 'Salim Al Harthy');
  await user.type(field('Email'), 'salim@muscat-refining.example');
  await user.type(field('Company'), 'Muscat Refining Co.');
  await user.type(field('Phone'), '+968 2412 3456');
  await user.selectOptions(field('Inquiry type'), 'Commodity Investment');
  await user.type(field('Subject'), subject);
  await user.type(field('Message'), 'We would like to discuss a stream.');
}

const FILLED = {
  name: 'Salim Al Harthy',
  email: 'salim@muscat-refining.example',
  company: 'Muscat Refining Co.',
  phone: '+968 2412 3456',
  inquiryType: 'streaming',
  subject: 'Stream financing',
  message: 'We would like to discuss a stream.',
  website: '',
};

describe('contact form', () => {
  it('renders every field without the form library, and loads it only when the visitor starts on the form', async () => {
    const { user } = await renderForm();
    for (const label of ['Full name', 'Email', 'Company', 'Phone', 'Inquiry type', 'Subject', 'Message']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(within(field('Inquiry type')).getAllByRole('option')).toHaveLength(8);
    expect(sendButton()).toBeEnabled();

    // Time enough for an eager import to land: nothing comes while the visitor only reads.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.formLibrary).not.toHaveBeenCalled();
    expect(loads.zod).not.toHaveBeenCalled();

    await user.click(field('Full name'));
    await waitFor(() => expect(loads.formLibrary).toHaveBeenCalledTimes(1));
    expect(loads.zod).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed before the library arrived, and a submit made meanwhile validates it', async () => {
    const { calls } = stubFetch({ [INQUIRIES]: () => json(200, RECEIVED) });
    const { user, release } = await renderForm({ holdLibrary: true });

    await user.type(field('Full name'), 'Salim');
    await user.type(field('Email'), 'not-an-email');
    await user.click(sendButton());
    expect(screen.queryByText(INQUIRY_TEXTS.invalidEmail)).not.toBeInTheDocument();

    release();
    expect(await screen.findByText(INQUIRY_TEXTS.invalidEmail)).toBeInTheDocument();
    expect(field('Full name')).toHaveValue('Salim');
    expect(field('Full name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email')).toHaveValue('not-an-email');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(screen.getByText(INQUIRY_TEXTS.chooseType)).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // The typed values are the library's now: completing the form sends them.
    await user.clear(field('Email'));
    await user.type(field('Email'), 'salim@example.com');
    await user.selectOptions(field('Inquiry type'), 'General Inquiry');
    await user.type(field('Subject'), 'Hello');
    await user.type(field('Message'), 'A question.');
    await user.click(sendButton());
    await screen.findByRole('status');
    expect(calls[0]?.body).toEqual({
      name: 'Salim',
      email: 'salim@example.com',
      inquiryType: 'general',
      subject: 'Hello',
      message: 'A question.',
      website: '',
    });
  });

  it('names each missing required field, focuses the first, and sends nothing', async () => {
    const { calls } = stubFetch({ [INQUIRIES]: () => json(200, RECEIVED) });
    const { user } = await renderForm();

    await user.click(sendButton());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    for (const message of ['Email is required', INQUIRY_TEXTS.chooseType, 'Subject is required', 'Message is required']) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(field('Full name')).toHaveFocus();
    expect(field('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(field('Company')).not.toHaveAttribute('aria-invalid');
    expect(calls).toHaveLength(0);
  });

  it('sends a complete inquiry, confirms it, and starts a new message on request', async () => {
    const { callsTo } = stubFetch({ [INQUIRIES]: () => json(200, RECEIVED) });
    const { user } = await renderForm();

    await fillInquiry(user);
    await user.click(sendButton());

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Message sent');
    expect(confirmation).toHaveTextContent(INQUIRY_TEXTS.received);
    expect(confirmation.parentElement).toHaveFocus();
    expect(callsTo(INQUIRIES)).toHaveLength(1);
    expect(callsTo(INQUIRIES)[0]?.body).toEqual(FILLED);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Full name')).toHaveValue('');
    expect(field('Subject')).toHaveValue('');
    expect(field('Inquiry type')).toHaveValue('');
    await waitFor(() => expect(field('Full name')).toHaveFocus());
  });

  it('explains a rate limit, keeps everything typed, and succeeds on a retry', async () => {
    let answer = () => apiError(429, 'Too many requests', 'RATE_LIMITED');
    stubFetch({ [INQUIRIES]: () => answer() });
    const { user } = await renderForm();

    await fillInquiry(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/You have sent several messages in a short time/);
    expect(field('Full name')).toHaveValue(FILLED.name);
    expect(field('Email')).toHaveValue(FILLED.email);
    expect(field('Inquiry type')).toHaveValue('streaming');
    expect(field('Subject')).toHaveValue(FILLED.subject);
    expect(field('Message')).toHaveValue(FILLED.message);

    answer = () => json(200, RECEIVED);
    await user.click(sendButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent');
  });

  it("puts the server's field messages next to their fields", async () => {
    stubFetch({
      [INQUIRIES]: () =>
        json(400, {
          message: 'Validation failed',
          code: 'VALIDATION_ERROR',
          status: 400,
          details: [{ path: 'phone', message: INQUIRY_TEXTS.invalidPhone }],
        }),
    });
    const { user } = await renderForm();

    await fillInquiry(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Some details need your attention/);
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).toHaveAccessibleDescription(INQUIRY_TEXTS.invalidPhone);
  });

  it('sends the hidden bot trap along, so the server can drop what a bot filled in', async () => {
    const { callsTo } = stubFetch({ [INQUIRIES]: () => json(200, RECEIVED) });
    const { user, container } = await renderForm();
    const trap = container.querySelector<HTMLInputElement>('#contact-website');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();

    await user.type(trap!, 'https://spam.example');
    await fillInquiry(user);
    await user.click(sendButton());
    await screen.findByRole('status');
    expect(callsTo(INQUIRIES)[0]?.body).toEqual({ ...FILLED, website: 'https://spam.example' });
  });

  it('says so when the form library cannot be loaded for a submit', async () => {
    const { calls } = stubFetch({});
    const offline = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    offline.catch(() => {});
    const ContactForm = await importForm({ arrives: offline });
    render(<ContactForm />);
    const user = userEvent.setup();

    await user.type(field('Full name'), 'Salim');
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be sent just now/);
    expect(field('Full name')).toHaveValue('Salim');
    expect(calls).toHaveLength(0);
  });

  it('hydrates the prerendered form without a mismatch and without loading the library', async () => {
    const ContactForm = await importForm();
    const html = renderToString(<ContactForm />);
    for (const text of ['Full name', 'Email', 'Company', 'Phone', 'Inquiry type', 'Commodity Investment', 'Subject', 'Message', 'Send Message']) {
      expect(html).toContain(text);
    }
    // Before hydration the button is disabled, so an early click cannot submit the fields as a GET.
    expect(html).toMatch(/<button type="submit" disabled=""/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    try {
      const root = await act(async () => hydrateRoot(container, <ContactForm />, { onRecoverableError: recoverable }));
      expect(container.querySelector('form')).toHaveAttribute('data-hydrated', 'true');
      expect(consoleError).not.toHaveBeenCalled();
      expect(recoverable).not.toHaveBeenCalled();
      expect(loads.formLibrary).not.toHaveBeenCalled();
      act(() => root.unmount());
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });
});
