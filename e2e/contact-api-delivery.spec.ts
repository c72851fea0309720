import { expect, test } from '@playwright/test';
import { mailHeader, mailText, startSmtpPeer, unusedPort, type SmtpPeer } from '../server/testing/smtp-peer';
import { postContact, ServerHarness, validMessage } from './contact-api.harness';

// Delivery against the built server, started as a process on 127.0.0.1, and a real SMTP peer on 127.0.0.1.
// Retry timings are shortened through the environment so that no test sleeps for long.
const smtpEnv = (port: number) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_TLS: 'none',
  SMTP_FROM: 'Portfolio <site@portfolio.test>',
  CONTACT_TO: 'owner@portfolio.test',
  // Generous: this machine may be busy, and a timed-out attempt is a retry the tests do not expect.
  SMTP_TIMEOUT_MS: '10000',
  OUTBOX_RETRY_BASE_MS: '200',
  OUTBOX_RETRY_MAX_MS: '500',
});

let harness: ServerHarness;
const peers: SmtpPeer[] = [];
async function peer(options: Parameters<typeof startSmtpPeer>[0] = {}) {
  const started = await startSmtpPeer(options);
  peers.push(started);
  return started;
}
async function send(url: string, message: string) {
  const response = await postContact(url, { ...validMessage, message });
  expect(response.status, response.text).toBe(202);
  return (response.json() as { id: string }).id;
}

test.beforeEach(() => {
  harness = new ServerHarness();
});
test.afterEach(async () => {
  const testInfo = test.info();
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach('server output', { body: harness.output() });
  await harness.dispose();
  await Promise.all(peers.splice(0).map((started) => started.stop()));
});

test('a valid message is stored and forwarded to the SMTP peer', async () => {
  const smtp = await peer({ auth: { user: 'site', pass: 'secret' } });
  const server = await harness.start({ ...smtpEnv(smtp.port), SMTP_USER: 'site', SMTP_PASS: 'secret' });
  const id = await send(server.url, 'Hello, I would like to talk about a project.');

  const [mail] = await smtp.waitForMails(1);
  expect(mail?.user).toBe('site');
  expect(mail?.to).toEqual(['owner@portfolio.test']);
  expect(mailHeader(mail?.raw ?? '', 'Reply-To')).toBe(`${validMessage.name} <${validMessage.email}>`);
  expect(mailHeader(mail?.raw ?? '', 'Message-ID')).toBe(`<contact-${id}@portfolio.test>`);
  expect(mailText(mail?.raw ?? '')).toContain('Hello, I would like to talk about a project.');

  await harness.waitForMessages((messages) => messages[0]?.delivery === 'sent');
  // What the owner sees with `npm run messages`.
  const [stored] = await harness.messages();
  expect(stored).toMatchObject({
    delivery: 'sent',
    publicId: id,
    name: validMessage.name,
    email: validMessage.email,
    language: validMessage.language,
    attempts: 1,
    lastError: null,
  });
});

test('with SMTP down and then up, every message is delivered after a retry and none is lost', async () => {
  const port = await unusedPort();
  const server = await harness.start(smtpEnv(port));
  const ids = [
    await send(server.url, 'first'),
    await send(server.url, 'second'),
    await send(server.url, 'third'),
  ];

  // The others wait behind the oldest, which is tried again and again.
  const failing = await harness.waitForMessages(
    (messages) => messages.length === 3 && (messages.at(-1)?.attempts ?? 0) >= 2,
  );
  expect(failing.map((message) => message.delivery)).toEqual(['pending', 'pending', 'pending']);
  expect(failing.at(-1)?.lastError).toContain('ECONNREFUSED');

  const smtp = await peer({ port });
  const mails = await smtp.waitForMails(3);
  const delivered = mails.map(
    (mail) => /<contact-(.+)@portfolio\.test>/.exec(mailHeader(mail.raw, 'Message-ID') ?? '')?.[1],
  );
  expect(delivered.toSorted()).toEqual(ids.toSorted());
  await harness.waitForMessages((messages) => messages.every((message) => message.delivery === 'sent'));
  expect(smtp.mails).toHaveLength(3);
});

test('a server killed right after its answer keeps the message and delivers it once restarted', async () => {
  // The first server cannot reach SMTP, so the message is certainly still unsent when it dies. If it dies while
  // trying, the restarted server waits out the attempt's lease (4 × SMTP_TIMEOUT_MS) before taking the message.
  const first = await harness.start({ ...smtpEnv(await unusedPort()), SMTP_TIMEOUT_MS: '500' });
  const id = await send(first.url, 'Sent just before a crash.');
  await first.stop('SIGKILL');

  const [kept] = await harness.messages();
  expect(kept).toMatchObject({ publicId: id, delivery: 'pending', message: 'Sent just before a crash.' });

  const smtp = await peer();
  await harness.start(smtpEnv(smtp.port));
  const [mail] = await smtp.waitForMails(1);
  expect(mailHeader(mail?.raw ?? '', 'Message-ID')).toBe(`<contact-${id}@portfolio.test>`);
  await harness.waitForMessages((all) => all[0]?.delivery === 'sent');
  expect(await harness.messages()).toHaveLength(1);
});
