// The route names of spec §2. Paths are ours to choose (see src/app/routes), names are the spec's.
export const routeNames = [
  'index', 'login', 'retrieve', 'register', 'center', 'userMsg', 'news', 'serviceCenter', 'clientCenter',
  'tour', 'tourList', 'orderList', 'orderDetail', 'applyTodoList', 'changePhone', 'address', 'addressDetail',
  'setting', 'aboutUs', 'contactUs', 'businessCooperation', 'FAQ', 'feedback', 'changePsd', 'choiceVisaType',
  'saveBasicInfo', 'saveApplyInfo', 'visaInformation', 'confirmApply', 'applicantInfo', 'sendMaterials',
  'sendDataInfo', 'receiveDataInfo', 'visaData', 'confirmPay', 'msgList', 'visaCenter', 'siteMap', 'paySuccess',
  'law', 'agreement', 'invoiceList', 'invoiceDetail', 'generateForm', 'generateFormSuccess', 'changeEmail',
  'applyInvoice', 'expressInfo', 'reserve', 'confirmApplicant', 'visaInQuery', 'TravelAgencyIdentity', 'queryResults',
] as const;

export type RouteName = (typeof routeNames)[number];

/** Routes that belong to the guided application flow: which one shows is decided by the application machine. */
export const flowRouteNames = [
  'choiceVisaType', 'confirmApplicant', 'saveBasicInfo', 'saveApplyInfo', 'visaInformation', 'applicantInfo',
  'confirmApply', 'generateForm', 'generateFormSuccess', 'sendMaterials', 'sendDataInfo', 'receiveDataInfo',
  'visaData', 'confirmPay', 'paySuccess',
] as const satisfies readonly RouteName[];

export type FlowRouteName = (typeof flowRouteNames)[number];
