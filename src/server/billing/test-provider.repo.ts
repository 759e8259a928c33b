import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testPaymentObjects } from '../db/schema';

export async function findTestObject<T>(db: Db, id: string): Promise<T | null> {
  const [row] = await db.select({ data: testPaymentObjects.data }).from(testPaymentObjects).where(eq(testPaymentObjects.id, id));
  return (row?.data as T | undefined) ?? null;
}

export async function saveTestObject(db: Db, id: string, kind: string, data: object): Promise<void> {
  await db
    .insert(testPaymentObjects)
    .values({ id, kind, data })
    .onConflictDoUpdate({ target: testPaymentObjects.id, set: { data, updatedAt: sql`now()` } });
}
