import { afterEach, describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import { translator } from '@/i18n/translator';
import { leadForms } from '@/server/db/schema';
import { assignLead } from '@/server/staff/lead-workflow';
import { exportFormLabelKeys, leadCsvChunks } from '@/server/staff/lead-export';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { seedLead } from './staff-fixtures';
import { seedStaffUser, sendStandardOffer, storeRequest } from './trade-in-fixtures';

async function csv(handle: TestDatabase, locale: 'de' | 'en' = 'de') {
  let text = '';
  for await (const chunk of leadCsvChunks(handle.db, { query: { spam: 'include' }, locale, actorId: 'admin-1' })) {
    text += chunk;
  }
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
}

describe('the export names every form explicitly (issue 35, 10)', () => {
  it('has a distinct label for each form kind in each language', () => {
    expect(Object.keys(exportFormLabelKeys).sort()).toEqual([...leadForms].sort());
    for (const locale of locales) {
      const t = translator(locale, 'StaffExport');
      const labels = leadForms.map((form) => t(exportFormLabelKeys[form]));
      expect(new Set(labels).size, locale).toBe(leadForms.length);
      for (const label of labels) expect(label).not.toMatch(/^StaffExport\./);
    }
  });
});

describe.each(dialects)('the export of sell requests (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('calls every form by its name, the assignee by name, and adds company, lines and offer total', async () => {
    handle = await openTestDatabase(dialect);
    await seedStaffUser(handle, { id: 'member-1', name: 'Mara Team', email: 'mara@example.com' });
    await seedLead(handle.db, { form: 'inquiry', created_at: '2026-11-01T08:00:00.000Z' });
    await seedLead(handle.db, { form: 'contact-page', created_at: '2026-11-02T08:00:00.000Z' });
    const sell = await storeRequest(handle);
    await assignLead(handle.db, { leadId: sell.id, assigneeId: 'member-1', actorId: 'admin-1' });
    await sendStandardOffer(handle, sell.id);
    const [header, ...rows] = await csv(handle);
    const column = (name: string) => header!.indexOf(name);
    const sellRow = rows.find((row) => row[0] === sell.reference)!;
    expect(sellRow[column('Formular')]).toBe('Ankaufsliste');
    expect(sellRow[column('Zuständig')]).toBe('Mara Team');
    expect(sellRow[column('Firma')]).toBe('Beispiel GmbH');
    expect(sellRow[column('Positionen')]).toContain('12 × Akku-Pack 48 V');
    expect(sellRow[column('Positionen')]).toContain('40 × Gemischte Netzteile');
    // 3 × 12,50 € + 12 × 25,00 € (line 3 declined).
    expect(sellRow[column('Angebotssumme (€)')]).toBe('337,50');
    expect(rows.map((row) => row[column('Formular')]).sort()).toEqual(['Ankaufsliste', 'Kontaktseite', 'Startseite']);
    const [englishHeader, ...english] = await csv(handle, 'en');
    expect(english.find((row) => row[0] === sell.reference)![englishHeader!.indexOf('Offer total (€)')]).toBe('337.50');
  });
});
