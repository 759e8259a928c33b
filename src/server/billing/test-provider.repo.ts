import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testPaymentObjects } from '../db/schema';

export async function findTestObject<T>(db: Db, id: string): Promise<T | null> {
  const [row] = await db.select({ data: testPaymentObjects.data }).from(testPaymentObjects).where(eq(testPaymentObjects.id, id));
  return (row?.data as T | undefined) ?? null;
}

/** A customer's objects of one kind, newest first. */
export async function findTestObjectsOfCustomer<T>(db: Db, kind: string, customerId: string): Promise<T[]> {
  const rows = await db
    .select({ data: testPaymentObjects.data })
    .from(testPaymentObjects)
    .where(and(eq(testPaymentObjects.kind, kind), sql`${testPaymentObjects.data}->>'customer' = ${customerId}`))
    .orderBy(desc(testPaymentObjects.createdAt));
  return rows.map((row) => row.data as T);
}

export async function saveTestObject(db: Db, id: string, kind: string, data: object): Promise<void> {
  await db
    .insert(testPaymentObjects)
    .values({ id, kind, data })
    .onConflictDoUpdate({ target: testPaymentObjects.id, set: { data, updatedAt: sql`now()` } });
}
