// What a draft save carries: the application actor's persisted snapshot and the summary the to-do list shows. The
// snapshot's shape is the contract's (DraftSnapshotInput: a state value, the machine's context keys; decision 116),
// checked at the door; here only its size, and the summary in the domain's words.
import { z } from 'zod';
import type { components } from '../../api/schema.gen.ts';
import { MAX_APPLICANTS_PER_ORDER } from '../../domain/constants.ts';
import { routeNames } from '../../domain/route-names.ts';

/** A persisted application actor is a few KB even with five applicants; far beyond that is not a draft. */
export const SNAPSHOT_MAX_BYTES = 256 * 1024;
/** The body around the snapshot (summary, version) is small; a longer body is refused before it is parsed. */
export const BODY_MAX_BYTES = SNAPSHOT_MAX_BYTES + 16 * 1024;

/** A persisted snapshot as the contract let it through; its other keys (children, history) are the machine's. */
export type DraftSnapshot = components['schemas']['DraftSnapshotInput'] & Record<string, unknown>;
// Already checked against DraftSnapshotInput by the contract: carried as it came, typed.
const snapshotSchema = z.custom<DraftSnapshot>();

const summarySchema = z.object({
  title: z.string().trim().max(200),
  applicantNames: z.array(z.string().trim().max(100)).max(MAX_APPLICANTS_PER_ORDER),
  step: z.enum(routeNames),
});

const contentBody = z.object({ snapshot: snapshotSchema, summary: summarySchema });
// The id's form (a random UUID) is the contract's, checked at the door.
export const createBody = contentBody.extend({ id: z.string().optional() });
export const saveBody = contentBody.extend({ version: z.number().int().min(1) });

export type DraftSummaryInput = z.output<typeof summarySchema>;

export const snapshotBytes = (snapshot: unknown) => Buffer.byteLength(JSON.stringify(snapshot), 'utf8');
