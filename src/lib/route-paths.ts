import type { RouteName } from '../domain/route-names';

// The spec names routes but never shows their paths (§2), so the paths are ours: kebab-case English.
// Every link in the portal goes through pathOf, so a path can change here without hunting strings.
/** The visa guide (issue 16 item 5, decision 040): not a spec route, so not in the route table's names. */
export const VISA_GUIDE_PATH = '/visa-guide';

export const routePaths = {
  index: '/',
  login: '/login',
  retrieve: '/retrieve-password',
  register: '/register',
  TravelAgencyIdentity: '/travel-agency',
  center: '/account',
  userMsg: '/account/messages',
  orderList: '/account/orders',
  orderDetail: '/account/orders/:id',
  applyTodoList: '/account/to-do',
  address: '/account/addresses',
  addressDetail: '/account/addresses/:id',
  setting: '/account/settings',
  changePhone: '/account/phone',
  changeEmail: '/account/email',
  changePsd: '/account/password',
  feedback: '/account/feedback',
  invoiceList: '/account/invoices',
  invoiceDetail: '/account/invoices/:id',
  applyInvoice: '/account/invoices/apply',
  expressInfo: '/account/express',
  choiceVisaType: '/apply/visa-type',
  confirmApplicant: '/apply/applicants',
  saveBasicInfo: '/apply/documents',
  saveApplyInfo: '/apply/form',
  visaInformation: '/apply/visa-information',
  applicantInfo: '/apply/applicant',
  confirmApply: '/apply/confirm',
  generateForm: '/apply/sign',
  generateFormSuccess: '/apply/signed',
  sendMaterials: '/apply/send-materials',
  sendDataInfo: '/apply/delivery',
  receiveDataInfo: '/apply/return',
  visaData: '/apply/visa-data',
  confirmPay: '/apply/pay',
  paySuccess: '/apply/paid',
  news: '/news/:id?',
  law: '/law/:id?',
  tourList: '/tour',
  tour: '/tour/:id',
  FAQ: '/faq/:id?',
  msgList: '/announcements/:id?',
  aboutUs: '/about',
  contactUs: '/contact',
  businessCooperation: '/business-cooperation',
  agreement: '/agreement',
  siteMap: '/site-map',
  serviceCenter: '/service-center',
  clientCenter: '/client-center',
  visaCenter: '/visa-centers',
  reserve: '/reserve',
  visaInQuery: '/progress',
  queryResults: '/progress/results',
} as const satisfies Record<RouteName, string>;

export type RouteParams = Record<string, string | number | undefined | null>;

/**
 * The path of a named route. Params whose name matches a `:segment` fill it; the rest become the query
 * string (e.g. `pathOf('login', { centerId })` → `/login?centerId=…`). Missing optional segments drop out.
 */
export function pathOf(name: RouteName, params: RouteParams = {}): string {
  const used = new Set<string>();
  const segments = routePaths[name].split('/').flatMap((segment) => {
    const m = /^:(\w+)(\?)?$/.exec(segment);
    if (!m) return [segment];
    const key = m[1] as string;
    const value = params[key];
    used.add(key);
    if (value === undefined || value === null || value === '') {
      if (m[2]) return [];
      throw new Error(`pathOf(${name}): missing param ${key}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const path = segments.join('/') || '/';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!used.has(key) && value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
