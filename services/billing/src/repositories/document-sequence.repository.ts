import type { DbTransaction } from '../db.ts';

export type DocumentKind = 'invoice' | 'credit-note';

export const documentSequenceRepository = {
  /**
   * The seller's next invoice (or credit note) number, taken inside the caller's transaction: the upsert locks the
   * sequence's row until that transaction ends, so numbers are issued in commit order, and a transaction that
   * rolls back gives its number back (no gap).
   */
  async next(tx: DbTransaction, sellerKey: string, kind: DocumentKind): Promise<number> {
    const rows = await tx.$queryRaw<Array<{ last_number: number }>>`
      INSERT INTO document_sequences (seller_key, kind, last_number) VALUES (${sellerKey}, ${kind}, 1)
      ON CONFLICT (seller_key, kind) DO UPDATE SET last_number = document_sequences.last_number + 1
      RETURNING last_number`;
    return rows[0]!.last_number;
  },
};
