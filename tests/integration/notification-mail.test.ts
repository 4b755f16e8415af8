import { describe, expect, it } from 'vitest';
import { composeNotification } from '@/server/mail/compose';
import { composeSellRequestConfirmation } from '@/server/sell-requests/mails';

const lead = {
  id: '5b0c5a0e-8c4e-4e0b-9b43-3d0c2f5f9a11',
  first_name: 'Erika',
  last_name: 'Beispiel',
  email: 'erika@example.org',
  phone: null,
  subject: 'Ankauf von Akkus',
  message: 'Wir haben Akkus.',
  page: '/',
  created_at: '2026-11-28T10:00:00.000Z',
  reference: 'KW-2026-000004',
  locale: 'de' as const,
};

describe('the team notification of an inquiry', () => {
  it('has one pair of parentheses in its subject, the reference, and a link into /intern', () => {
    const inquiry = composeNotification({ ...lead, form: 'inquiry' }, 'team@example.com');
    expect(inquiry.subject).toBe('Neue Anfrage KW-2026-000004 (Startseite): Ankauf von Akkus');
    expect(inquiry.subject.split('(')).toHaveLength(2);
    expect(inquiry.text).toContain(`/intern/anfragen/${lead.id}`);
    expect(inquiry.html).toContain(`/intern/anfragen/${lead.id}`);
    expect(inquiry.text).toContain('Formular: Anfrageformular der Startseite');
    const contact = composeNotification({ ...lead, form: 'contact-page', subject: null }, 'team@example.com');
    expect(contact.subject).toBe('Neue Anfrage KW-2026-000004 (Kontaktseite): Erika Beispiel');
  });
});

describe("the visitor's confirmation of a sell request", () => {
  it('puts the status link before the "not you?" paragraph', () => {
    const mail = composeSellRequestConfirmation({
      email: 'erika@example.org',
      locale: 'de',
      reference: 'KW-2026-000005',
      lineCount: 3,
      link: 'https://example.com/anfrage/abcdefghijklmnopqrstuv',
    });
    const link = mail.text.indexOf('https://example.com/anfrage/abcdefghijklmnopqrstuv');
    const notYou = mail.text.indexOf('Sie haben uns nicht geschrieben?');
    expect(link).toBeGreaterThan(0);
    expect(notYou).toBeGreaterThan(link);
    expect(mail.html.indexOf('/anfrage/abcdefghijklmnopqrstuv')).toBeLessThan(
      mail.html.indexOf('Sie haben uns nicht geschrieben?'),
    );
  });
});
