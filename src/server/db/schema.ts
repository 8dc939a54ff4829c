// The one drizzle schema, gathered from the tables of each area: drizzle needs them as one object, so this is the
// only re-export file of the project (docs/decisions/010-storage.md).
export * from './tables/reference.ts';
export * from './tables/accounts.ts';
export * from './tables/apply.ts';
export * from './tables/orders.ts';
export * from './tables/refunds.ts';
export * from './tables/invoices.ts';
export * from './tables/express.ts';
export * from './tables/incorrect.ts';
export * from './tables/notifications.ts';
export * from './tables/staff.ts';
export * from './tables/center-admin.ts';
