import { expect, test } from '@playwright/test';
import { startSmtpPeer, type SmtpPeer } from '../server/testing/smtp-peer';
import { ServerHarness } from './contact-api.harness';
import { fillContactForm } from './contact-fill';
import { fallbackLanguage, globalTexts } from './content';
import { atDesktop, languages, paired, waitForHydration, pageAt, pairedLanguages } from './site';

// The whole path a visitor's message takes: the form in the browser, the built server on 127.0.0.1, its database,
// and a real SMTP peer on 127.0.0.1 standing in for the owner's mail server.

let harness: ServerHarness;
let smtp: SmtpPeer | undefined;
test.beforeEach(() => {
  harness = new ServerHarness();
});
test.afterEach(async () => {
  await harness.dispose();
  await smtp?.stop();
  smtp = undefined;
});

for (const language of pairedLanguages) {
  test(
    `a message written in the form in ${language} arrives at the owner's SMTP server`,
    paired(language),
    async ({ page }) => {
      smtp = await startSmtpPeer({});
      const server = await harness.start({
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtp.port),
        SMTP_TLS: 'none',
        SMTP_FROM: 'Portfolio <site@portfolio.test>',
        CONTACT_TO: 'owner@portfolio.test',
        SMTP_TIMEOUT_MS: '10000',
        CONTACT_MIN_FILL_MS: '500',
      });
      const t = globalTexts[language].contact.form;
      // The form reports how long it was shown; the page's clock, moved by the test, stands for the person's time.
      await page.clock.install();
      await page.goto(`${server.url}${pageAt('/#contact', language)}`);
      await waitForHydration(page);
      const contact = page.locator('#contact');
      const body = `Hola, I saw your work and would like a similar panel (${language}).`;
      await fillContactForm(contact, t, { name: 'Ana López', message: body });
      await page.clock.fastForward(600); // a person takes longer than the server's minimum fill time
      await contact.getByRole('button', { name: t.send }).click();
      await expect(contact.getByRole('status')).toHaveText(t.success);
      await expect(contact.getByRole('textbox', { name: t.message })).toHaveValue('');

      const [mail] = await smtp.waitForMails(1);
      expect(mail?.to).toEqual(['owner@portfolio.test']);
      expect(mail?.raw).toContain('ana@example.com');
      // The message as written, once the mail's quoted-printable soft line breaks are joined.
      expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(body);
      await harness.waitForMessages((messages) => messages[0]?.delivery === 'sent');
    },
  );
}

test(
  'the rate limit shows the failure state and keeps what the visitor typed',
  atDesktop,
  async ({ page }) => {
    const server = await harness.start({ RATE_LIMIT_MAX: '1', CONTACT_MIN_FILL_MS: '0' });
    const t = globalTexts[fallbackLanguage].contact.form;
    await page.goto(`${server.url}/#contact`);
    await waitForHydration(page);
    const contact = page.locator('#contact');
    const fill = async (message: string) => {
      await fillContactForm(contact, t, { message });
      await contact.getByRole('button', { name: t.send }).click();
    };
    await fill('First message');
    await expect(contact.getByRole('status')).toHaveText(t.success);
    await fill('Second message, over the limit');
    await expect(contact.getByRole('status')).toHaveText(t.failure);
    await expect(contact.getByRole('textbox', { name: t.message })).toHaveValue(
      'Second message, over the limit',
    );
    expect(await harness.messages()).toHaveLength(1);
  },
);

test(
  'without a contact API (a static host) the form opens the mail client with the message',
  atDesktop,
  async ({ page }) => {
    const server = await harness.start({});
    await page.route('**/api/contact', (route) => route.fulfill({ status: 405, body: 'Method Not Allowed' }));
    // In the last language of the site: another than the fallback, where there is one.
    const language = languages.at(-1) ?? fallbackLanguage;
    const t = globalTexts[language].contact.form;
    await page.goto(`${server.url}${pageAt('/#contact', language)}`);
    await waitForHydration(page);
    const contact = page.locator('#contact');
    await fillContactForm(contact, t, { message: 'Hola desde un hosting estático' });
    await contact.getByRole('button', { name: t.send }).click();
    await expect(contact.getByRole('status')).toHaveText(t.mail_client);
    expect(await harness.messages()).toHaveLength(0);
  },
);
