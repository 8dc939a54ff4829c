// An order's counts of normal and urgent applications: all of one kind (an urgent order has only urgent ones).
// Kept apart from the delivery rules so the flow's host, which needs only this, does not build their schemas.
export const applicationCounts = (applicants: number, urgent: boolean) =>
  ({ normalCount: urgent ? 0 : applicants, urgentCount: urgent ? applicants : 0 });
