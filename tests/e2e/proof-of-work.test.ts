// With the rate limits on (the default for a public site), every form proves a moment of work:
// the portal solves the server's challenge in the browser, and the form goes through.
import { expect, it } from 'vitest';
import { MESSAGES } from '../../shared/domain';
import { DESKTOP, describeInBrowser, openPage } from './support/browser';
import { alertShown, byLabel } from './support/forms';
import { usePortalSession } from './support/server';

describeInBrowser('forms with the proof of work on', () => {
  const session = usePortalSession({ env: { RATE_LIMITS: 'on' } });

  it('sends a contact message after solving the challenge in the browser, once', async () => {
    const { page, context } = await openPage(session.browser, session.server.url, DESKTOP);
    const challenges: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/challenge') && challenges.push(request.url()));
    await page.goto('/contact');
    await byLabel(page, 'Your name').fill('Ravi Desai');
    await byLabel(page, 'Your email').fill('ravi.desai@example.test');
    await byLabel(page, 'Subject').selectOption({ label: 'Employer Support' });
    await byLabel(page, 'Message').fill('Does the form prove it was sent by a person?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = await alertShown(page);
    expect(alert.type).toBe('success');
    expect(alert.text).toContain(MESSAGES.contactSent);
    expect(challenges).toHaveLength(1); // solved once, from the first focus
    const [message] = session.server.runtime.store.messages.recent();
    expect(message).toMatchObject({ name: 'Ravi Desai', message: 'Does the form prove it was sent by a person?' });
    await context.close();
  });
});
