import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../../lib/route-types';
import { staffAdminRoutes } from '../staff-admin/staff-admin-routes';
import { loadStaffStrings } from './strings';
import { takeHandedOverToken } from './api/staff-token';
import { StaffLayout } from './shell/staff-layout';
import { RequireStaff } from './shell/require-staff';
import { StaffRouteError } from './shell/staff-route-error';
import { StaffNotFound } from './shell/staff-not-found';
import './staff.css';

// The staff console (issue 33): its own route tree beside the applicants' one, with its own layout, found by the
// router on the first visit to /staff (src/app/router.tsx) and never part of an applicant's page. The sign-in and
// enrolment pages are open; everything else waits for a session with its second factor done.

const handle = (titleKey: string): RouteHandle => ({ titleKey: `staff.${titleKey}` });

const tree: RouteObject[] = [
  {
    id: 'staff',
    path: '/staff',
    Component: StaffLayout,
    ErrorBoundary: StaffRouteError,
    // The console's texts before its first screen, so no screen shows a key; the sandbox's session handed over in
    // the address is taken before anything asks who is signed in.
    loader: async () => {
      takeHandedOverToken();
      await loadStaffStrings();
      return null;
    },
    shouldRevalidate: () => false,
    children: [
      { path: 'sign-in', handle: handle('signIn.title'), lazy: () => import('./sign-in/sign-in-page').then((m) => ({ Component: m.SignInPage })) },
      { path: 'enrol/:token', handle: handle('enrol.title'), lazy: () => import('./enrol/enrol-page').then((m) => ({ Component: m.EnrolPage })) },
      {
        Component: RequireStaff,
        children: [
          { index: true, handle: handle('home.title'), lazy: () => import('./home/home-page').then((m) => ({ Component: m.HomePage })) },
          { path: 'orders', handle: handle('list.title'), lazy: () => import('./orders/order-list-page').then((m) => ({ Component: m.OrderListPage })) },
          { path: 'orders/:orderId', handle: handle('order.title'), lazy: () => import('./orders/order-page').then((m) => ({ Component: m.OrderPage })) },
          { path: 'refunds', handle: handle('refunds.queue.title'), lazy: () => import('./refunds/refunds-page').then((m) => ({ Component: m.RefundsPage })) },
          ...staffAdminRoutes,
        ],
      },
      { path: '*', handle: handle('notFound.title'), Component: StaffNotFound },
    ],
  },
];

export const staffRoutes = (): RouteObject[] => tree;
