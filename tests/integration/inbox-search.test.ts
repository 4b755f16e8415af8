import { afterEach, describe, expect, it } from 'vitest';
import { parseInboxQuery, type InboxQuery } from '@/server/staff/inbox-query';
import { listLeads } from '@/server/staff/lead-inbox-repository';
import { dialects, openTestDatabase, type TestDatabase } from './helpers';
import { storeRequest } from './trade-in-fixtures';
import { listed } from './sell-requests-fixtures';
import { seedLead } from './staff-fixtures';

const q = (query: Partial<InboxQuery>): InboxQuery => ({ ...parseInboxQuery({}), ...query });

describe.each(dialects)('inbox search by reference number and sell-request lines (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('finds a lead by its whole reference, its running number, and a sell request by its lines', async () => {
    handle = await openTestDatabase(dialect);
    const inquiry = await seedLead(handle.db, { reference: 'KW-2026-000004', subject: 'Akkus' });
    await seedLead(handle.db, { reference: 'KW-2026-000040', subject: 'Akkus' });
    const sell = await storeRequest(handle, {
      lines: [{ name: 'Dell PowerEdge R740 mit 2× Xeon', quantity: 2, grade: 'used-working' }],
    });
    const found = async (text: string) => (await listLeads(handle!.db, q({ q: text }))).rows.map((row) => row.id);
    expect(await found('KW-2026-000004')).toEqual([inquiry.id]);
    expect(await found('kw-2026-000004')).toEqual([inquiry.id]);
    expect(await found('2026-000004')).toEqual([inquiry.id]);
    expect(await found('000004')).toEqual([inquiry.id]);
    expect(await found('4')).toEqual([inquiry.id]);
    expect(await found('R740')).toEqual([sell.id]);
    expect(await found('poweredge r740')).toEqual([sell.id]);
    expect(await found('R750')).toEqual([]);
    // An article number of a listed line finds its request too.
    const listedRequest = await storeRequest(handle);
    expect(await found(listed.articleNumber)).toEqual([listedRequest.id]);
    // The text search still works as before.
    expect((await found('Beispiel')).length).toBeGreaterThanOrEqual(3);
  });
});
