import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { listQuery, newestFirst, searchFilter, type ListShape } from '../../src/server/api/list-query.server.ts';
import { displayOrder } from '../../src/server/api/records.server.ts';
import { rowsOf } from '../../src/server/db/rows.server.ts';
import {
  advertisements,
  clients,
  contactSubmissions,
  internshipInquiries,
  searchExpressions,
  staffMembers,
} from '../../src/server/db/schema.server.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { availableDatabaseKinds } from '../helpers/databases.ts';

/**
 * Admin lists stay fast at 100 000 rows only if PostgreSQL can answer them from an index. With
 * sequential scans disabled, the plan of the very query the API runs must name the index: this
 * catches an order or a search expression that no longer matches its index.
 */
const lists: [string, PgTable, ListShape, string, string][] = [
  ['staff', staffMembers, { orderBy: displayOrder(staffMembers), search: searchExpressions.staff }, 'staff_position_idx', 'staff_search_idx'],
  ['clients', clients, { orderBy: displayOrder(clients), search: searchExpressions.clients }, 'clients_position_idx', 'clients_search_idx'],
  ['advertisements', advertisements, { orderBy: displayOrder(advertisements), search: searchExpressions.advertisements }, 'advertisements_position_idx', 'advertisements_search_idx'],
  ['contacts', contactSubmissions, { orderBy: newestFirst(contactSubmissions), search: searchExpressions.contacts }, 'contacts_created_idx', 'contacts_search_idx'],
  ['inquiries', internshipInquiries, { orderBy: newestFirst(internshipInquiries), search: searchExpressions.inquiries }, 'inquiries_created_idx', 'inquiries_search_idx'],
];

for (const kind of await availableDatabaseKinds()) {
  describe(`admin lists use their indexes (${kind})`, () => {
    let t: TestApp;
    before(async () => {
      t = await createTestApp(kind);
    });
    after(async () => t.close());

    async function planOf(query: ReturnType<typeof listQuery>): Promise<string> {
      return t.context.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const rows = rowsOf<Record<string, string>>(await tx.execute(sql`EXPLAIN ${query}`));
        return rows.map((row) => Object.values(row)[0]).join('\n');
      });
    }

    for (const [name, table, shape, orderIndex, searchIndex] of lists) {
      it(`${name}: a page in list order, and a search`, async () => {
        const page = await planOf(listQuery(t.context.db, table, shape, undefined).limit(50).offset(0));
        assert.match(page, new RegExp(orderIndex), page);
        assert.doesNotMatch(page, /Seq Scan/, page);
        const search = await planOf(listQuery(t.context.db, table, shape, searchFilter(shape.search, 'meera')).limit(50));
        assert.match(search, new RegExp(searchIndex), search);
      });
    }
  });
}
