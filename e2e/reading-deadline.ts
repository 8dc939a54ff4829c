// A document's reading (the MRZ by tesseract, a card by the recognition sandbox, a photo's checks) runs on the
// server's CPU. Alone it takes a second or two; in CI, where two cores carry every browser layer at a load near 18,
// one took over 10 s (path 9.1 and apply-documents-kept failed on the default wait). Every wait on a reading's
// verdict uses this deadline, so a slow machine is waited for and a reading that never comes still fails. The page
// itself asks once more after the browser's 45 s of patience (reading-retry.ts): the deadline covers both tries.
export const READING = { timeout: 120_000 } as const;
