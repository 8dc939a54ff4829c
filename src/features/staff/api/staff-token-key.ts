/** Where a tab keeps its staff session; its own module so the applicants' start can spare it without the console. */
export const STAFF_TOKEN_KEY = 'staff.session';
