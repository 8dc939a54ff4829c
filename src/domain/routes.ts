// The one table of the portal's pages (issue 35 item 6, decision 114): a row per spec route name (§2) and its path
// (ours: the spec names routes but never shows their paths), in the block of its group. The group says which lazy table
// holds the route's loader and which files the page names for the browser (the build's page hints, which the server
// reads). The route names, paths and router read this table; each group's loaders are checked against it by type
// (RouteNameOf), and the route's title is `route.<name>`. Plain data only: the home page's entry carries it, so a
// loader here would put every screen's chunk list in the entry (decision 008, addendum).
export type RouteGroup = 'home' | 'signIn' | 'account' | 'flow' | 'whole';

export const routeGroups = {
  home: {
  // Its loader is in the entry.
    index: '/',
  },
  signIn: {
  // The account's own small table; their heading shows first, and the page names what it needs (decision 104).
    login: '/login',
    retrieve: '/retrieve-password',
    register: '/register',
  },
  account: {
  // The account's own small table.
    center: '/account',
    clientCenter: '/client-center',
    setting: '/account/settings',
    changePhone: '/account/phone',
    changeEmail: '/account/email',
    changePsd: '/account/password',
  },
  flow: {
  // The guided application's steps: one host, the flow's own table; the page names the host's files (decision 066).
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
  },
  whole: {
  // Every other page: the whole lazy table (src/app/screen-loaders.ts).
    TravelAgencyIdentity: '/travel-agency',
    userMsg: '/account/messages',
    orderList: '/account/orders',
    orderDetail: '/account/orders/:id',
    applyTodoList: '/account/to-do',
    address: '/account/addresses',
    addressDetail: '/account/addresses/:id',
    feedback: '/account/feedback',
    invoiceList: '/account/invoices',
    invoiceDetail: '/account/invoices/:id',
    applyInvoice: '/account/invoices/apply',
    expressInfo: '/account/express',
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
    visaCenter: '/visa-centers',
    reserve: '/reserve',
    visaInQuery: '/progress',
    queryResults: '/progress/results',
  },
} as const satisfies Record<RouteGroup, Record<string, string>>;

/** The names of the routes in the given groups: what a group's table of loaders must give a screen to. */
export type RouteNameOf<G extends RouteGroup> = G extends RouteGroup ? keyof (typeof routeGroups)[G] & string : never;

export type RouteName = RouteNameOf<RouteGroup>;

export const routeNamesOf = <G extends RouteGroup>(...groups: G[]): RouteNameOf<G>[] =>
  groups.flatMap((group) => Object.keys(routeGroups[group]) as RouteNameOf<G>[]);

export const routeNames = routeNamesOf('home', 'signIn', 'account', 'flow', 'whole') as [RouteName, ...RouteName[]];

/** Routes that belong to the guided application flow: which one shows is decided by the application machine. */
export const flowRouteNames = routeNamesOf('flow');

/** The group whose block holds the route. */
export const groupOf = (name: RouteName): RouteGroup =>
  (Object.keys(routeGroups) as RouteGroup[]).find((group) => name in routeGroups[group]) ?? 'whole';
