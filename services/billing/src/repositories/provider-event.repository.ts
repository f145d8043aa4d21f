import type { DbTransaction } from '../db.ts';

export const providerEventRepository = {
  /**
   * Records a provider event id in the transaction of its effect: false when it is already recorded (a
   * redelivery), and the caller then changes nothing. Concurrent deliveries of one id wait on the first one's
   * insert and see it once it commits.
   */
  async record(tx: DbTransaction, eventId: string, type: string): Promise<boolean> {
    const inserted = await tx.$executeRaw`
      INSERT INTO provider_events (event_id, type) VALUES (${eventId}, ${type}) ON CONFLICT DO NOTHING`;
    return inserted === 1;
  },
};
