// What a draft save carries: the application actor's persisted snapshot (checked for shape and size only: its
// content is the machine's business) and the summary the to-do list shows.
import { z } from 'zod';
import { MAX_APPLICANTS_PER_ORDER } from '../../domain/constants.ts';
import { routeNames } from '../../domain/route-names.ts';

/** A persisted application actor is a few KB even with five applicants; far beyond that is not a draft. */
export const SNAPSHOT_MAX_BYTES = 256 * 1024;
/** The body around the snapshot (summary, version) is small; a longer body is refused before it is parsed. */
export const BODY_MAX_BYTES = SNAPSHOT_MAX_BYTES + 16 * 1024;

const snapshotSchema = z.looseObject({
  status: z.enum(['active', 'done', 'error', 'stopped']),
  value: z.union([z.string().min(1), z.record(z.string(), z.unknown())]),
  context: z.record(z.string(), z.unknown()),
});

const summarySchema = z.object({
  title: z.string().trim().max(200),
  applicantNames: z.array(z.string().trim().max(100)).max(MAX_APPLICANTS_PER_ORDER),
  step: z.enum(routeNames),
});

export const createBody = z.object({ snapshot: snapshotSchema, summary: summarySchema });
export const saveBody = createBody.extend({ version: z.number().int().min(1) });

export type DraftSnapshot = z.output<typeof snapshotSchema>;
export type DraftSummaryInput = z.output<typeof summarySchema>;

export const snapshotBytes = (snapshot: unknown) => Buffer.byteLength(JSON.stringify(snapshot), 'utf8');
