// The applicants' router reaches the console through this door, a module with no static imports: the entry then
// names one small file for the console instead of the list of every chunk the console's routes need, so an
// applicant's page does not carry the console's file names (bench:bundle; issue 33: the applicants' bytes must not move).
export const loadStaffRoutes = () => import('./staff-routes').then((m) => m.staffRoutes());
