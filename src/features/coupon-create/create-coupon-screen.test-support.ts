import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderApp } from '../../test/render-app';

/*
 * What the create-coupon-screen.*.test.tsx files share: opening the form, finding its parts, and
 * filling and sending a coupon. Each of those files calls `runOnShopClock()` itself.
 */

// No scan field on this screen, so nothing reads key timing: keys as fast as the event loop goes
// (a person's 60 ms a key made this screen's tests the suite's longest, about 55 s a time zone).
export const typist = () => userEvent.setup({ delay: 0 });

// The screen's module graph is transformed once, before any test of a file that opens the form:
// a loaded machine took longer than openForm's wait to transform it on the first open (a full
// local run beside another, 2026-12-02), and no test may wait on the machine's speed.
beforeAll(async () => {
  await import('./create-coupon-screen');
}, 60_000);

export async function openForm(options?: Parameters<typeof renderApp>[1]) {
  const app = await renderApp('/coupons/new', options);
  await screen.findByRole('form', undefined, { timeout: 3000 });
  return app;
}

export const group = (name: string) => screen.getByRole('group', { name });

/**
 * The QR code's library is imported with the first code drawn. On a loaded CI machine that first
 * import (vitest transforms it on demand) took longer than findBy's 1 s and then even 5 s (two red
 * CI runs), so a file whose tests draw a code calls this at its top: it imports the library once
 * before any test, the screen's own import then finds it loaded, and no test waits on the
 * machine's speed. A code that never comes still fails.
 */
export function preloadQrCode(): void {
  beforeAll(async () => {
    await import('qrcode');
  }, 60_000);
}

export const qrOf = (done: HTMLElement, code: string) =>
  within(done).findByRole('img', { name: `QR code of coupon ${code}` }, { timeout: 5000 });

/** The ids in a control's aria-describedby, read as the texts they point to. */
export function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** A valid one-use 15 % coupon through 31 Dec, typed the way staff would. */
export async function fillValidCoupon(user: ReturnType<typeof typist>) {
  await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
  await user.type(screen.getByLabelText(/Percentage off/), '15');
  await user.type(screen.getByLabelText(/End date/), '2026-12-31');
}

export const drawnCode = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Code to be sent' }).value;

/** Counts the create requests that reach the service (they go on to the simulated one). */
export function countCreates(server: Awaited<ReturnType<typeof openForm>>['server']) {
  const sent: { cpnNo: string; idempotencyKey: string | null }[] = [];
  server.use(
    http.post('*/api/coupon/v1/create', async ({ request }) => {
      const body = (await request.clone().json()) as { cpnNo: string };
      sent.push({ ...body, idempotencyKey: request.headers.get('Idempotency-Key') });
      return undefined;
    }),
  );
  return sent;
}
