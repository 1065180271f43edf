import type { IdentificationStatus } from '@swx/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLICANT } from '../../features/kyc/applicant.fixture';
import { formatDateTime } from '../../i18n/format';
import { session } from '../../lib/session';
import { fakeApi, fakeModalDialogs, renderApp, testUser, type FakeAnswer } from '../../test/render';
import type { Handler } from '../../test/trading-kit';
import { routes } from '../router';
import { setUpPageTests } from './page-test-kit';

const NONE: IdentificationStatus = {
  status: 'none',
  reason: null,
  submittedAt: null,
  reviewedAt: null,
};
const PENDING: IdentificationStatus = {
  status: 'pending',
  reason: null,
  submittedAt: '2026-11-22T17:16:52.004Z',
  reviewedAt: null,
};

/**
 * The API with the verification status `status()` answers, recording the multipart bodies
 * sent; `hold` keeps each submission unanswered until `release()`.
 */
function stub(options: {
  status?: () => FakeAnswer;
  submit?: Handler;
  hold?: boolean;
  handlers?: Record<string, Handler>;
}) {
  const api = fakeApi({
    'POST /user/getUserInfo': () => ({ result: testUser }),
    'GET /user/getIdentification': options.status ?? (() => ({ result: NONE })),
    'POST /user/identification': options.submit ?? (() => ({ code: 20001, result: PENDING })),
    ...options.handlers,
  });
  const forms: FormData[] = [];
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (init.body instanceof FormData) {
      forms.push(init.body);
      if (options.hold) await new Promise<void>((resolve) => waiting.push(resolve));
    }
    return api.fetch(input, init);
  });
  const gets = () =>
    api.calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/getIdentification'));
  return { ...api, forms, gets, release: () => waiting.splice(0).forEach((go) => go()) };
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

function set(testId: string, value: string) {
  fireEvent.change(input(testId), { target: { value } });
}

/** The message at a control: what its aria-describedby names. */
function messageAt(testId: string): string | null {
  const id = input(testId).getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

function image(name: string, size = 68, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function choose(testId: string, file: File) {
  fireEvent.change(input(testId), { target: { files: [file] } });
}

/** A YYYY-MM-DD date `years` before today (UTC). */
function yearsAgo(years: number, days = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function fillDetails() {
  for (const [field, value] of Object.entries(APPLICANT)) set(`kyc-${field}`, value);
}

function fillPhotos() {
  choose('kyc-front', image('front.png'));
  choose('kyc-back', image('back.jpg', 120, 'image/jpeg'));
  choose('kyc-hand', image('hand.jp2', 90, 'image/jp2'));
}

async function openForm() {
  renderApp(routes, '/profile/verification');
  return screen.findByTestId('kyc-form');
}

setUpPageTests(() => import('./verification'));

describe('/profile/verification: status', () => {
  it('not verified: says so and offers the whole form with a label on every control', async () => {
    stub({});
    await openForm();
    const status = screen.getByTestId('kyc-status');
    expect(status.getAttribute('data-status')).toBe('none');
    expect(within(status).getByTestId('kyc-status-badge').textContent).toBe('Not verified');
    expect(status.textContent).toContain('Your identity is not verified yet');
    expect(screen.getByText('Before you start')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Submit your application' })).toBeTruthy();
    const labels: Record<string, string> = {
      'kyc-firstName': 'First name',
      'kyc-lastName': 'Last name',
      'kyc-sex': 'Sex',
      'kyc-birthdate': 'Date of birth',
      'kyc-country': 'Country or region',
      'kyc-address': 'Residential address',
      'kyc-phone': 'Phone number',
      'kyc-documentType': 'Document type',
      'kyc-front': 'Front of the document',
      'kyc-back': 'Back of the document',
      'kyc-hand': 'You holding the document',
    };
    for (const [testId, label] of Object.entries(labels)) {
      expect(screen.getByLabelText(label)).toBe(screen.getByTestId(testId));
    }
    expect(input('kyc-birthdate').type).toBe('date');
    expect(input('kyc-front').type).toBe('file');
    expect(input('kyc-front').accept).toContain('image/jp2');
    expect(screen.getByText(/JPG, JPEG 2000 or PNG, at most 5 MB each/)).toBeTruthy();
    // Countries by name, sent as their ISO code.
    const country = screen.getByTestId('kyc-country') as HTMLSelectElement;
    expect(within(country).getByRole('option', { name: 'Germany' })).toHaveProperty('value', 'DE');
    expect(country.options).toHaveLength(250);
  });

  it('pending: explains the 48-hour review, shows when it was submitted, and no form', async () => {
    stub({ status: () => ({ result: PENDING }) });
    renderApp(routes, '/profile/verification');
    const status = await screen.findByTestId('kyc-status');
    expect(status.getAttribute('data-status')).toBe('pending');
    expect(within(status).getByTestId('kyc-status-badge').textContent).toBe('Pending review');
    expect(status.textContent).toContain('within 48 hours');
    expect(within(status).getByTestId('kyc-submitted-at').textContent).toBe(
      `Submitted ${formatDateTime(PENDING.submittedAt!, 'en')}`,
    );
    expect(screen.queryByTestId('kyc-form')).toBeNull();
  });

  it('verified: says withdrawals and loans are open and links to the balance', async () => {
    stub({
      status: () => ({
        result: { ...PENDING, status: 'verified', reviewedAt: '2026-11-23T09:00:00.000Z' },
      }),
    });
    renderApp(routes, '/profile/verification');
    const status = await screen.findByTestId('kyc-status');
    expect(status.getAttribute('data-status')).toBe('verified');
    expect(within(status).getByTestId('kyc-status-badge').textContent).toBe('Verified');
    expect(status.textContent).toContain('Withdrawals and loans are open to your account.');
    expect(within(status).getByRole('link', { name: /Go to your balance/ })).toHaveProperty(
      'pathname',
      '/profile/balance',
    );
    expect(screen.queryByTestId('kyc-form')).toBeNull();
  });

  it('rejected: shows the reason as given and offers to submit again', async () => {
    stub({
      status: () => ({
        result: {
          ...PENDING,
          status: 'rejected',
          reason: 'The photo of the back is blurred',
          reviewedAt: '2026-11-23T09:00:00.000Z',
        },
      }),
    });
    await openForm();
    const status = screen.getByTestId('kyc-status');
    expect(status.getAttribute('data-status')).toBe('rejected');
    expect(within(status).getByTestId('kyc-status-badge').textContent).toBe('Not passed');
    expect(screen.getByTestId('kyc-reason').textContent).toBe('The photo of the back is blurred');
    expect(screen.getByRole('heading', { name: 'Submit your application again' })).toBeTruthy();
  });

  it('shows a skeleton while loading, then a failure with a retry that loads the status', async () => {
    let fail = true;
    stub({
      status: () => (fail ? { status: 500, code: 500, msg: 'Unknown error' } : { result: PENDING }),
    });
    renderApp(routes, '/profile/verification');
    expect(await screen.findByTestId('kyc-loading')).toBeTruthy();
    const error = await screen.findByTestId('load-error', {}, { timeout: 5000 });
    expect(error.textContent).toContain('Your verification status could not be loaded.');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('kyc-status')).getAttribute('data-status')).toBe('pending');
  });
});

describe('/profile/verification: the form', () => {
  it('on an empty submit shows each field’s error at the field, focuses the first, sends nothing', async () => {
    const api = stub({});
    await openForm();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(messageAt('kyc-firstName')).toBe('Enter your first name.');
    expect(messageAt('kyc-lastName')).toBe('Enter your last name.');
    expect(messageAt('kyc-sex')).toBe('Choose your sex.');
    expect(messageAt('kyc-birthdate')).toBe('Enter your date of birth.');
    expect(messageAt('kyc-country')).toBe('Choose your country or region.');
    expect(messageAt('kyc-address')).toBe('Enter your residential address.');
    expect(messageAt('kyc-phone')).toBe('Enter your phone number.');
    expect(messageAt('kyc-documentType')).toBe('Choose the type of document.');
    for (const photo of ['kyc-front', 'kyc-back', 'kyc-hand']) {
      expect(messageAt(photo)).toBe('Add this photo.');
      expect(input(photo).getAttribute('aria-invalid')).toBe('true');
    }
    expect(input('kyc-firstName').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('kyc-firstName'));
    expect(api.forms).toHaveLength(0);

    // A corrected field loses its error at once.
    set('kyc-firstName', 'Alice');
    expect(input('kyc-firstName').getAttribute('aria-invalid')).toBeNull();
    expect(messageAt('kyc-firstName')).toBeNull();
  });

  it('refuses an applicant under 18 and accepts one who is 18 today', async () => {
    const api = stub({});
    await openForm();
    fillDetails();
    fillPhotos();
    set('kyc-birthdate', yearsAgo(18, 1));
    fireEvent.blur(input('kyc-birthdate'));
    expect(messageAt('kyc-birthdate')).toBe(
      'You must be at least 18 years old to verify your identity.',
    );
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(document.activeElement).toBe(input('kyc-birthdate'));
    expect(api.forms).toHaveLength(0);

    set('kyc-birthdate', yearsAgo(18));
    expect(messageAt('kyc-birthdate')).toBe('You must be at least 18 years old.');
    expect(input('kyc-birthdate').getAttribute('aria-invalid')).toBeNull();
    expect(input('kyc-birthdate').max).toBe(yearsAgo(18));
  });

  it('checks the phone number against the contract once the field is left', async () => {
    stub({});
    await openForm();
    set('kyc-phone', '12ab45');
    expect(messageAt('kyc-phone')).toBe('With the country code, e.g. +44 20 7946 0958');
    fireEvent.blur(input('kyc-phone'));
    expect(messageAt('kyc-phone')).toBe(
      'Enter 6 to 24 digits; spaces, brackets, dashes and a leading + are allowed.',
    );
    set('kyc-phone', '+852 6123-4567');
    expect(input('kyc-phone').getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses an oversize or non-image photo at once and a missing one on submit', async () => {
    const api = stub({});
    await openForm();
    fillDetails();
    choose('kyc-front', image('front.png', 5 * 1024 * 1024 + 1));
    expect(messageAt('kyc-front')).toBe('This file is 5.0 MB; the limit is 5 MB.');
    expect(messageAt('kyc-back')).toBe(
      'The other side; for a passport, the page facing the photo page',
    );
    choose('kyc-back', image('back.gif', 68, 'image/gif'));
    expect(messageAt('kyc-back')).toBe('Choose a JPG, JPEG 2000 or PNG image.');

    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(document.activeElement).toBe(input('kyc-front'));
    choose('kyc-front', image('front.png', 5 * 1024 * 1024));
    choose('kyc-back', image('back.png'));
    expect(messageAt('kyc-front')).toBe('The side with your photo');
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(messageAt('kyc-hand')).toBe('Add this photo.');
    expect(document.activeElement).toBe(input('kyc-hand'));
    expect(api.forms).toHaveLength(0);
  });

  it('previews a chosen photo, replaces it and removes it', async () => {
    stub({});
    await openForm();
    choose('kyc-front', image('first.png'));
    const preview = await screen.findByTestId('kyc-front-preview');
    const first = preview.getAttribute('src');
    expect(first).toMatch(/^data:image\/png;base64,/);
    expect(preview.getAttribute('alt')).toBe('Preview of the photo: Front of the document');
    expect(screen.getByText('first.png')).toBeTruthy();
    expect(screen.getByText('Replace')).toBeTruthy();

    choose('kyc-front', image('second.png', 1024 * 1024));
    expect(await screen.findByText('second.png')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('kyc-front-preview').getAttribute('src')).not.toBe(first),
    );
    expect(screen.queryByText('first.png')).toBeNull();
    expect(screen.getByText('1.0 MB')).toBeTruthy();

    // JPEG 2000 cannot be shown by browsers: its name stands in for the thumbnail.
    choose('kyc-hand', image('hand.jp2', 90, 'image/jp2'));
    expect(screen.getByText('No preview for this format')).toBeTruthy();

    fireEvent.click(screen.getByTestId('kyc-front-remove'));
    expect(screen.queryByTestId('kyc-front-preview')).toBeNull();
    expect(screen.queryByText('second.png')).toBeNull();
    expect(screen.queryByTestId('kyc-front-remove')).toBeNull();
    expect(document.activeElement).toBe(input('kyc-front'));
    expect(input('kyc-front').value).toBe('');
  });

  it('sends every field and the three photos as multipart, once, then shows the pending state', async () => {
    let submitted = false;
    const api = stub({
      status: () => ({ result: submitted ? PENDING : NONE }),
      submit: () => {
        submitted = true;
        return { code: 20001, result: PENDING };
      },
      hold: true,
    });
    await openForm();
    fillDetails();
    fillPhotos();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    await waitFor(() => expect(api.forms).toHaveLength(1));

    // In flight: the button is busy and neither a click nor Enter sends again.
    const button = screen.getByTestId('kyc-submit');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    fireEvent.submit(screen.getByTestId('kyc-form'));
    expect(api.forms).toHaveLength(1);

    const form = api.forms[0]!;
    const text = Object.fromEntries(
      [...form.entries()].filter(([, value]) => typeof value === 'string'),
    );
    expect(text).toEqual({ ...APPLICANT, firstName: 'Alice' });
    const files = Object.fromEntries(
      ['front', 'back', 'hand'].map((name) => {
        const file = form.get(name) as File;
        return [name, [file.name, file.size, file.type]];
      }),
    );
    expect(files).toEqual({
      front: ['front.png', 68, 'image/png'],
      back: ['back.jpg', 120, 'image/jpeg'],
      hand: ['hand.jp2', 90, 'image/jp2'],
    });
    expect([...form.keys()]).toHaveLength(11);

    const gets = api.gets().length;
    api.release();
    const status = await screen.findByTestId('kyc-submitted');
    expect(status.textContent).toContain('Your application has been submitted.');
    expect(screen.getByTestId('kyc-status').getAttribute('data-status')).toBe('pending');
    expect(screen.queryByTestId('kyc-form')).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Your application is being reviewed' }),
    );
    // The status is read again (the withdrawal dialog reads the same query).
    await waitFor(() => expect(api.gets().length).toBeGreaterThan(gets));
    const post = api.calls.find(
      (c) => c.method === 'POST' && c.url.pathname.endsWith('/user/identification'),
    );
    expect(post?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post?.headers.has('content-type')).toBe(false);
  });

  it('shows a refused photo at the photos, in the user’s language, and focuses them', async () => {
    stub({
      submit: () => ({ status: 413, code: 10052, msg: 'Each image must be at most 5 MB' }),
    });
    await openForm();
    fillDetails();
    fillPhotos();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    const error = await screen.findByTestId('kyc-photos-error');
    expect(error.textContent).toBe('Each image must be at most 5 MB');
    expect(document.activeElement).toBe(input('kyc-front'));
    expect(screen.queryByTestId('kyc-error')).toBeNull();
    // Choosing another photo clears it.
    choose('kyc-front', image('front-2.png'));
    expect(screen.queryByTestId('kyc-photos-error')).toBeNull();
  });

  it('shows any other refusal above the button, translated from its code', async () => {
    stub({ submit: () => ({ status: 400, code: 10026, msg: 'Parameter error' }) });
    await openForm();
    fillDetails();
    fillPhotos();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    const error = await screen.findByTestId('kyc-error');
    expect(error.textContent).toBe('The request parameters are invalid');
    expect(error.getAttribute('role')).toBe('alert');
    set('kyc-address', '2 rue de la Paix, Paris');
    expect(screen.queryByTestId('kyc-error')).toBeNull();
  });

  it('on 10019 (submitted meanwhile elsewhere) says so and shows the current status', async () => {
    let submitted = false;
    stub({
      status: () => ({ result: submitted ? PENDING : NONE }),
      submit: () => {
        submitted = true;
        return { status: 409, code: 10019, msg: 'Verification status is incorrect' };
      },
    });
    await openForm();
    fillDetails();
    fillPhotos();
    fireEvent.click(screen.getByTestId('kyc-submit'));
    expect(
      await screen.findByText(
        'Your verification status has changed: an application was already submitted.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('kyc-status').getAttribute('data-status')).toBe('pending'),
    );
    expect(screen.queryByTestId('kyc-form')).toBeNull();
  });
});

describe('withdrawal without verification', () => {
  fakeModalDialogs();
  beforeEach(() => {
    session.setVirtualStatus(0);
  });

  const balances = {
    'GET /user/listBalances': () => ({
      result: {
        balances: [
          { book: 'demo', asset: 'USDT', available: '0.000000', held: '0.000000' },
          { book: 'real', asset: 'USDT', available: '10.000000', held: '0.000000' },
        ],
      },
    }),
  };

  it('links to the verification page and closes the dialog', async () => {
    stub({
      status: () => ({ result: { ...NONE, status: 'rejected', reason: 'Blurred' } }),
      handlers: balances,
    });
    const { router } = renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('withdraw-button'));
    const link = await screen.findByTestId('withdraw-kyc-link');
    expect(link.textContent).toBe('Verify my identity');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/verification'));
    expect(await screen.findByTestId('kyc-reason')).toBeTruthy();
    expect(screen.getByTestId('withdraw-dialog').hasAttribute('open')).toBe(false);
  });

  it('offers no link while the verification is pending', async () => {
    stub({ status: () => ({ result: PENDING }), handlers: balances });
    renderApp(routes, '/profile/balance');
    fireEvent.click(await screen.findByTestId('withdraw-button'));
    expect((await screen.findByTestId('withdraw-kyc')).getAttribute('data-status')).toBe('pending');
    expect(screen.queryByTestId('withdraw-kyc-link')).toBeNull();
  });
});
