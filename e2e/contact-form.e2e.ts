import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { claims } from '../src/content/claims';

const toastWith = (page: Page, text: string) => page.locator('[data-slot="toast"]', { hasText: text });

// The browser side of both forms (validation, states, toasts), with /api/contact answered by Playwright so
// every state can be driven. The real endpoint has its own integration and no-JS tests.

async function fillContactPage(page: Page) {
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Becker');
  await page.getByLabel('E-Mail').fill('anna@example.com');
  await page.getByLabel('Telefon').fill('+49 221 123456');
  await page.getByLabel('Betreff').fill('Ankauf von E-Bike-Akkus');
  await page.getByLabel('Nachricht').fill('Wir haben 40 E-Bike-Akkus abzugeben.');
}

/** The form's fields as a visitor reads them: label, whether it is required, and its type. */
async function formFieldsOf(form: Locator) {
  return form
    .locator('input:not([type="hidden"]):not([name="website"]):not([type="file"]), textarea')
    .evaluateAll((fields) =>
      fields.map((field) => ({
        name: field.getAttribute('name'),
        label: (field as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim(),
        required: (field as HTMLInputElement).required,
        type: field.getAttribute('type') ?? field.tagName.toLowerCase(),
      })),
    );
}

test('the home form and the contact page ask for the same fields: subject on both, phone optional', async ({
  page,
}) => {
  await page.goto('/');
  const home = await formFieldsOf(page.locator('form[action="/api/contact"]'));
  await page.goto('/kontakt');
  const contact = await formFieldsOf(page.locator('form[action="/api/contact"]'));
  expect(home).toEqual(contact);
  expect(contact.map((field) => [field.name, field.required])).toEqual([
    ['firstName', true],
    ['lastName', true],
    ['email', true],
    ['phone', false],
    ['subject', true],
    ['message', true],
  ]);
  expect(contact.find((field) => field.name === 'phone')).toMatchObject({ label: 'Telefon (optional)', type: 'tel' });
});

test('at 375 px the success toast leaves the reference of the confirmation uncovered', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 201, json: { ok: true, id: '3f2a9c1b-7d4e-4a1b-9c2d-0123456789ab' } }),
  );
  await page.goto('/kontakt');
  await fillContactPage(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const toast = toastWith(page, 'Nachricht gesendet!');
  await expect(toast).toBeVisible();
  const reference = page.getByTestId('contact-confirmation').getByText('3F2A-9C1B');
  await expect(reference).toBeInViewport();
  const [toastBox, referenceBox] = [await toast.boundingBox(), await reference.boundingBox()];
  const overlaps =
    toastBox!.y < referenceBox!.y + referenceBox!.height && referenceBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps, `toast ${JSON.stringify(toastBox)} over reference ${JSON.stringify(referenceBox)}`).toBe(false);
});

test('shows the German validation messages under each field', async ({ page }) => {
  await page.goto('/kontakt');
  await page.getByLabel('Vorname').fill('A');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Vorname muss mindestens 2 Zeichen haben')).toBeVisible();
  await expect(page.getByText('Nachname muss mindestens 2 Zeichen haben')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(page.getByText('Betreff muss mindestens 5 Zeichen haben')).toBeVisible();
  await expect(page.getByText('Nachricht muss mindestens 10 Zeichen haben')).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Vorname')).toHaveValue('A');
});

test('sends: the toast, and a confirmation with reference and next steps in the form’s place', async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  await page.route('**/api/contact', async (route: Route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ status: 201, json: { ok: true, id: '3f2a9c1b-7d4e-4a1b-9c2d-0123456789ab' } });
  });
  await page.clock.install();
  await page.goto('/kontakt');
  await fillContactPage(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toastWith(page, 'Nachricht gesendet!')).toBeVisible();
  const confirmation = page.getByTestId('contact-confirmation');
  const heading = confirmation.getByRole('heading', { name: 'Vielen Dank – Ihre Anfrage ist bei uns' });
  await expect(heading).toBeFocused();
  await expect(confirmation).toContainText('3F2A-9C1B');
  await expect(confirmation).toContainText(`innerhalb von ${claims.priceEstimateHours} Stunden`);
  await expect(confirmation).toContainText(`binnen ${claims.paymentDays} Tagen`);
  await expect(page.getByLabel('Vorname')).toHaveCount(0);
  // It stays (unlike the toast) until the visitor asks for the form again, which is empty.
  await page.clock.runFor(6000);
  await expect(toastWith(page, 'Nachricht gesendet!')).toBeHidden();
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('button', { name: 'Weitere Anfrage senden' }).click();
  await expect(page.getByLabel('Vorname')).toHaveValue('');
  await expect(page.getByLabel('Vorname')).toBeFocused();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    form: 'contact-page',
    locale: 'de',
    firstName: 'Anna',
    lastName: 'Becker',
    email: 'anna@example.com',
    phone: '+49 221 123456',
    subject: 'Ankauf von E-Bike-Akkus',
    page: '/kontakt',
    website: '',
  });
  expect(String(bodies[0]!.idempotencyKey)).toMatch(/^[0-9a-f-]{36}$/);
});

test('keeps the values, marks fields and reuses the key after a server rejection', async ({ page }) => {
  const keys: unknown[] = [];
  let answer = 400;
  await page.route('**/api/contact', async (route) => {
    keys.push(route.request().postDataJSON().idempotencyKey);
    if (answer === 400) {
      await route.fulfill({
        status: 400,
        json: { error: 'Ungültige Eingaben', fields: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } },
      });
    } else {
      await route.fulfill({ status: 201, json: { ok: true, id: 'lead-2' } });
    }
  });
  await page.goto('/kontakt');
  await fillContactPage(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toastWith(page, 'Nachricht konnte nicht gesendet werden')).toBeVisible();
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(page.getByLabel('Nachricht')).toHaveValue('Wir haben 40 E-Bike-Akkus abzugeben.');
  answer = 201;
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toastWith(page, 'Nachricht gesendet!')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
});

test('sends the corrected inquiry with a new key after a failed send', async ({ page }) => {
  const bodies: Record<string, unknown>[] = [];
  await page.route('**/api/contact', async (route) => {
    const body = route.request().postDataJSON();
    bodies.push(body);
    if (bodies.length === 1) {
      await route.fulfill({
        status: 400,
        json: { error: 'Ungültige Eingaben', fields: { email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' } },
      });
    } else {
      await route.fulfill({ status: 201, json: { ok: true, id: 'lead-5' } });
    }
  });
  await page.goto('/kontakt');
  await fillContactPage(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toastWith(page, 'Nachricht konnte nicht gesendet werden')).toBeVisible();
  // The visitor corrects the field the server rejected: a different inquiry, so a different key.
  await page.getByLabel('E-Mail').fill('anna.becker@example.com');
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toastWith(page, 'Nachricht gesendet!')).toBeVisible();
  expect(bodies).toHaveLength(2);
  expect(bodies[0]).toMatchObject({ email: 'anna@example.com' });
  expect(bodies[1]).toMatchObject({ email: 'anna.becker@example.com', firstName: 'Anna' });
  const [first, second] = bodies.map((body) => String(body.idempotencyKey));
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(second).toMatch(/^[0-9a-f-]{36}$/);
  expect(second).not.toBe(first);
});

test('network failure: destructive toast, nothing lost', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'));
  await page.goto('/kontakt');
  await fillContactPage(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(toastWith(page, 'Nachricht konnte nicht gesendet werden')).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue('Anna');
  await expect(page.getByLabel('Telefon')).toHaveValue('+49 221 123456');
});

test('disables the button with "Wird gesendet..." while sending', async ({ page }) => {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  await page.route('**/api/contact', async (route) => {
    calls += 1;
    await released;
    await route.fulfill({ status: 201, json: { ok: true, id: 'lead-3' } });
  });
  await page.goto('/kontakt');
  await fillContactPage(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const sending = page.getByRole('button', { name: 'Wird gesendet...' });
  await expect(sending).toBeDisabled();
  await sending.click({ force: true });
  release();
  await expect(toastWith(page, 'Nachricht gesendet!')).toBeVisible();
  expect(calls).toBe(1);
});

test('English page: English messages and toast texts', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 201, json: { ok: true, id: 'lead-4' } }));
  await page.goto('/en/kontakt');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('First name must be at least 2 characters')).toBeVisible();
  await page.getByLabel('First name').fill('Anna');
  await page.getByLabel('Last name').fill('Becker');
  await page.getByLabel('Email').fill('anna@example.com');
  await page.getByLabel('Subject').fill('Selling e-bike batteries');
  await page.getByLabel('Message').fill('We have 40 e-bike batteries to sell.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastWith(page, 'Message sent successfully!')).toBeVisible();
  await expect(toastWith(page, "We'll get back to you as soon as possible.")).toBeVisible();
});

test('the toast can be closed with its button', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/kontakt');
  await fillContactPage(page);
  await page.getByRole('button', { name: 'Nachricht senden' }).click();
  const toastTitle = toastWith(page, 'Nachricht konnte nicht gesendet werden');
  await expect(toastTitle).toBeVisible();
  await expect(toastWith(page, '500: Internal Server Error')).toBeVisible();
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(toastTitle).toBeHidden();
});
