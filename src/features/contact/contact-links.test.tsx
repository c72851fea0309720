import { directionOf } from '@/i18n/direction';
import { isolate } from '@/lib/isolate';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { profile } from '@/content';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { renderAt } from '@/test/render';
import { emailHref, telHref } from './contact-hrefs';
import { ContactLinks } from './contact-links';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

describe('contact hrefs', () => {
  it('writes the address as a mailto: link', () => {
    expect(emailHref('ana@example.com')).toBe('mailto:ana@example.com');
  });

  it('dials the digits of the number, with the + of an international one', () => {
    expect(telHref('+52 612 123 4567')).toBe('tel:+526121234567');
    expect(telHref(' +1 (555) 010-0199 ')).toBe('tel:+15550100199');
    expect(telHref('612.123.45.67')).toBe('tel:6121234567');
  });
});

// The tests' own profile: with a phone, and without one (an owner may leave it out, and its texts with it).
const own = vi.hoisted(() => ({}) as { name?: string; phone?: string | undefined });
vi.mock('@/content', async (importActual) =>
  (await import('@/test/own-profile')).withOwnProfile(importActual, own),
);
const phoneLink = 'Dial {{name}} at {{phone}}';

describe.each(languages)('the contact links in %s', (language) => {
  const { contact } = resources[language].home;
  // Isolated as the page writes them into a sentence of its language (a Latin name in an Arabic one).
  const direction = directionOf(language);
  const values = (phone: string) => ({
    name: isolate('Zofia Żółć', direction),
    email: isolate(profile.email, direction),
    phone: isolate(phone, direction),
  });

  it('show the e-mail and the phone of the profile, named for what they do', () => {
    Object.assign(own, { name: 'Zofia Żółć', phone: '+48 600 100 200' });
    renderAt(<ContactLinks />, { language, texts: { home: { contact: { phone_link: phoneLink } } } });
    const email = screen.getByRole('link', { name: fill(contact.email_link, values('')) });
    expect(email).toHaveAttribute('href', `mailto:${profile.email}`);
    expect(email).toHaveTextContent(profile.email);
    const phone = screen.getByRole('link', { name: fill(phoneLink, values('+48 600 100 200')) });
    expect(phone).toHaveAttribute('href', 'tel:+48600100200');
    expect(phone).toHaveTextContent('+48 600 100 200');
  });

  it('show the e-mail alone for a profile without a phone', () => {
    Object.assign(own, { name: 'Zofia Żółć', phone: undefined });
    renderAt(<ContactLinks />, { language });
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${profile.email}`,
    ]);
  });
});
