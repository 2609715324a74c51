import type { PayerSearchResponse } from '@fieldhouse/contract';
import type { DbOrTrx } from '../../db/connect.ts';
import { searchPayers } from './payers.repository.ts';

/** `GET /payment/payers`: whom an invoice may be issued to, by their number and name only. */
export async function payers(db: DbOrTrx, q: string): Promise<Omit<PayerSearchResponse, 'status'>> {
  const rows = await searchPayers(db, q);
  return { items: rows.map((r) => ({ subscriberID: r.public_id, fullName: r.full_name })) };
}
