// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { profileSource } from '../../content/profile';
import { CONFIG_VARIABLES, readConfig, readStorageConfig } from './config';

const smtp = { SMTP_HOST: 'mail.example.com', SMTP_FROM: 'Portfolio <site@example.com>' };

describe('server configuration', () => {
  it('has working defaults: local database under data/, no SMTP', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      smtp: undefined,
      rateLimit: { max: 5, refusedMax: 20, windowMs: 600_000 },
      minFillMs: 3_000,
      trustedProxies: 0,
    });
    expect(config.storage.url).toBe(`file://${resolve('data/messages.db')}`);
  });

  it('forwards through an HTTPS e-mail API instead, given its URL, key and sender; never through both', () => {
    const api = {
      EMAIL_API_URL: 'https://api.resend.com/emails',
      EMAIL_API_KEY: 're_key',
      EMAIL_FROM: 'Portfolio <site@example.com>',
    };
    expect(readConfig(api)).toMatchObject({
      smtp: undefined,
      emailApi: { url: api.EMAIL_API_URL, key: 're_key', from: api.EMAIL_FROM, to: profileSource.email },
    });
    expect(() => readConfig({ EMAIL_API_URL: api.EMAIL_API_URL })).toThrow(
      /EMAIL_API_KEY: is required when EMAIL_API_URL is set\n {2}EMAIL_FROM: is required/,
    );
    expect(() => readConfig({ ...api, ...smtp })).toThrow(
      'EMAIL_API_URL: and SMTP_HOST are both set: forward through one of them',
    );
    expect(() => readConfig({ ...api, EMAIL_API_URL: 'ftp://mail.example.com' })).toThrow(/EMAIL_API_URL/);
  });

  it('forwards to the profile e-mail by default, over STARTTLS on port 587', () => {
    expect(readConfig(smtp).smtp).toEqual({
      host: 'mail.example.com',
      port: 587,
      tls: 'starttls',
      auth: undefined,
      from: 'Portfolio <site@example.com>',
      to: profileSource.email,
      timeoutMs: 20_000,
    });
    expect(readConfig({ ...smtp, SMTP_TLS: 'implicit' }).smtp?.port).toBe(465);
    expect(
      readConfig({ ...smtp, SMTP_USER: 'u', SMTP_PASS: 'p', CONTACT_TO: 'me@example.com' }).smtp,
    ).toMatchObject({
      auth: { user: 'u', pass: 'p' },
      to: 'me@example.com',
    });
  });

  it('uses a remote database when DATABASE_URL is set, and treats empty values as unset', () => {
    expect(readStorageConfig({ DATABASE_URL: 'libsql://db.example.com', DATABASE_AUTH_TOKEN: 't' })).toEqual({
      url: 'libsql://db.example.com',
      authToken: 't',
      dataDir: undefined,
    });
    expect(readConfig({ DATABASE_URL: '', SMTP_HOST: '', PORT: '' }).smtp).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: '],
    [{ PORT: '70000' }, 'PORT: '],
    [{ SMTP_HOST: 'mail.example.com' }, 'SMTP_FROM: is required when SMTP_HOST is set'],
    [{ ...smtp, SMTP_USER: 'u' }, 'SMTP_PASS: is required when SMTP_USER is set'],
    [{ ...smtp, SMTP_TLS: 'ssl' }, 'SMTP_TLS: '],
    [{ ...smtp, SMTP_FROM: 'nobody' }, 'SMTP_FROM: must be an address'],
    [{ CONTACT_TO: 'owner' }, 'CONTACT_TO: '],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL: must be a file:, libsql:'],
    [{ RATE_LIMIT_MAX: '0' }, 'RATE_LIMIT_MAX: '],
    [{ OUTBOX_RETRY_BASE_MS: '0' }, 'OUTBOX_RETRY_BASE_MS: '],
    [
      { OUTBOX_RETRY_BASE_MS: '5000', OUTBOX_RETRY_MAX_MS: '1000' },
      'OUTBOX_RETRY_MAX_MS: must not be smaller',
    ],
    [{ SMTP_HOST: 'h', RATE_LIMIT_MAX: 'x' }, /RATE_LIMIT_MAX: .*\n\s+SMTP_FROM: is required/],
  ])('refuses %j, naming the variable', (env, expected) => {
    expect(() => readConfig(env)).toThrow(expected);
  });

  it('documents every variable in .env.example, whose values are valid as they stand', () => {
    const example = parseEnv(readFileSync('.env.example', 'utf8'));
    expect(Object.keys(example).toSorted()).toEqual(CONFIG_VARIABLES.toSorted());
    expect(() => readConfig(example)).not.toThrow();
  });
});
