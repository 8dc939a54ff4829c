// What a user wrote through the feedback screen: kept whole, listed back newest first.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

export type FeedbackRow = typeof t.feedback.$inferSelect;

export function feedbackOf(db: Db, userId: string, limit: number): Promise<FeedbackRow[]> {
  return db.select().from(t.feedback).where(eq(t.feedback.userId, userId))
    .orderBy(desc(t.feedback.createdAt), desc(t.feedback.id)).limit(limit);
}

export async function addFeedback(db: Db, userId: string, content: string, at: Date): Promise<FeedbackRow> {
  const [row] = await db.insert(t.feedback).values({ id: randomUUID(), userId, content, createdAt: at }).returning();
  return row!;
}
