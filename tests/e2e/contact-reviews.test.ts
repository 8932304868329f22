// Contact (spec sections 2, 5, 8) and the home page reviews: details, form outcomes, and a review
// that appears once staff approve it.
import type { Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { CONTACT_SUBJECTS, MESSAGES } from '../../shared/domain';
import { a11yViolations } from './support/a11y';
import { DESKTOP, PHONE, describeInBrowser, openPage } from './support/browser';
import { alertShown, byLabel, fieldError } from './support/forms';
import { SUPPORT_EMAIL, SUPPORT_PHONE, jsonLines, staff, waitForMail, usePortalSession } from './support/server';

async function openContact(page: Page) {
  await page.goto('/contact');
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
}

async function fillContact(page: Page) {
  await byLabel(page, 'Your name').fill('Ravi Desai');
  await byLabel(page, 'Your email').fill('ravi.desai@example.test');
  await byLabel(page, 'Subject').selectOption({ label: 'Employer Support' });
  await byLabel(page, 'Message').fill('How long does it take before my posting is reviewed?');
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' });

describeInBrowser('contact and reviews', () => {
  const session = usePortalSession();

  it('shows the email, phone, address, business hours, the six subjects and a link to the FAQ', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await openContact(page);
    const main = page.locator('main');
    expect(await main.getByRole('link', { name: SUPPORT_EMAIL }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    expect(await main.getByRole('link', { name: SUPPORT_PHONE }).count()).toBe(1);
    const text = await main.innerText();
    expect(text).toContain('Rajkot, Gujarat, India');
    expect(text).toMatch(/Monday - Friday\s+9:00 AM - 6:00 PM/);
    expect(text).toMatch(/Saturday\s+10:00 AM - 4:00 PM/);
    expect(text).toMatch(/Sunday\s+Closed/);
    expect(text).toContain('Eastern Standard Time (EST)');
    expect(await main.getByRole('link', { name: 'Frequently Asked Questions' }).getAttribute('href')).toBe('/faq');
    const subjects = await byLabel(page, 'Subject').locator('option').allInnerTexts();
    expect(subjects.slice(1)).toEqual(CONTACT_SUBJECTS.map((s) => s.label));
    await context.close();
  });

  it('sends a message: Please wait, the thank-you alert, a cleared form, mail to support', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await openContact(page);
    await send(page).click();
    expect(await fieldError(page, 'Your name')).not.toBe('');
    expect(await fieldError(page, 'Subject')).not.toBe('');

    await fillContact(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/job/addproposal', async (route: Route) => {
      await held;
      await route.continue();
    });
    await send(page).click();
    await page.getByRole('button', { name: 'Please wait' }).waitFor();
    release();
    const alert = await alertShown(page);
    expect(alert.type).toBe('success');
    expect(alert.text).toContain(MESSAGES.contactSent);
    expect(await byLabel(page, 'Message').inputValue()).toBe('');
    expect(await byLabel(page, 'Subject').inputValue()).toBe('');
    const mail = await waitForMail(session.server, (text) => text.includes('How long does it take before my posting is reviewed?'));
    expect(mail.text).toMatch(new RegExp(`^To: .*${SUPPORT_EMAIL}`, 'mi'));
    await context.close();
  });

  it("shows a refusal's message as info and a failed call as the error alert, keeping the text", async () => {
    const { page, context } = await openPage(session.browser, session.server.url, PHONE);
    await openContact(page);
    await fillContact(page);
    await page.route('**/api/job/addproposal', (route: Route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ status: false, message: 'Too many messages. Please try again in a few minutes.' }) }),
    );
    await send(page).click();
    let alert = await alertShown(page);
    expect(alert.type).toBe('info');
    expect(alert.text).toContain('Too many messages. Please try again in a few minutes.');

    await page.unroute('**/api/job/addproposal');
    await page.route('**/api/job/addproposal', (route: Route) => route.abort());
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await send(page).click();
    alert = await alertShown(page);
    expect(alert.type).toBe('error');
    expect(alert.text).toContain(MESSAGES.contactError);
    expect(await a11yViolations(page), 'with the error alert').toEqual([]);
    expect(await byLabel(page, 'Message').inputValue()).not.toBe('');
    await context.close();
  });

  /**
 * Scrolls to the reviews, which load their code (and the reviews) as they come into view and then
 * replace the server's HTML: a locator taken before the swap can be detached, so the page scrolls itself.
 */
const scrollToReviews = (page: import('playwright-core').Page) =>
  page.waitForFunction(() => {
    const heading = document.getElementById('reviews-heading');
    heading?.scrollIntoView();
    return Boolean(heading);
  });

  it('takes a review on the home page and shows it once staff approve it', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    await page.goto('/');
    // The section near the bottom loads its code (and the reviews) as it comes into view.
    await scrollToReviews(page);
    await page.getByText('No reviews yet. Be the first to share your experience.').waitFor();
    await page.getByText('Reviews appear on this page after our team has approved them.').waitFor();

    await byLabel(page, 'Your name').fill('Meena Iyer');
    await byLabel(page, 'Your role (optional)').fill('Recruiter');
    await byLabel(page, 'Your review').fill('Posted two openings and had good applicants within a week.');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    await page.getByText('Choose a rating from 1 to 5').waitFor();

    // By keyboard, as a screen reader user would.
    await page.getByRole('radio', { name: '4 out of 5 stars' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Submit Review' }).click();
    const alert = await alertShown(page);
    expect(alert.type).toBe('success');
    expect(alert.text).toMatch(/approved/);
    expect(await byLabel(page, 'Your name').inputValue()).toBe('');

    const pending = jsonLines<{ id: number | string; name: string }>(await staff(session.server, 'reviews', '--json'));
    const review = pending.find((r) => r.name === 'Meena Iyer');
    expect(review).toBeDefined();
    await staff(session.server, 'approve-review', String(review!.id));

    await page.reload();
    await scrollToReviews(page);
    const card = page.locator('li').filter({ hasText: 'Posted two openings and had good applicants within a week.' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Meena Iyer, Recruiter');
    expect(await card.getByLabel('Rated 4 out of 5').count()).toBe(1);
    await context.close();
  });
});
