// The screen of each flow route (decision 013): a lazy component that receives the application actor and
// the actor whose screen it is. The record is complete, so a route added to flowRouteNames without its screen
// fails the typecheck instead of showing a placeholder.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { retryingImport } from '../../../lib/retrying-import';
import type { FlowRouteName } from '../../../domain/route-names';
import type { FlowScreenProps } from './flow-screen-props';

export type FlowScreen = LazyExoticComponent<ComponentType<FlowScreenProps>>;

/** React.lazy keeps a failed import's error for good: the import is asked again while the network is away. */
const screen = (load: () => Promise<{ default: ComponentType<FlowScreenProps> }>): FlowScreen => lazy(() => retryingImport(load));

const screens: Record<FlowRouteName, FlowScreen> = {
  choiceVisaType: screen(() => import('../visa/visa-type-screen').then((m) => m.ready.then(() => ({ default: m.VisaTypeScreen })))),
  visaInformation: screen(() => import('../visa/visa-product-screen').then((m) => m.ready.then(() => ({ default: m.VisaProductScreen })))),
  confirmApplicant: screen(() => import('../applicants/confirm-applicant-screen').then((m) => m.ready.then(() => ({ default: m.ConfirmApplicantScreen })))),
  applicantInfo: screen(() => import('../applicants/task-list-screen').then((m) => m.ready.then(() => ({ default: m.TaskListScreen })))),
  saveBasicInfo: screen(() =>
    Promise.all([import('../documents/documents-screen'), import('../documents/strings').then((m) => m.loadDocumentStrings())])
      .then(([m]) => ({ default: m.DocumentsScreen }))),
  saveApplyInfo: screen(() =>
    Promise.all([import('../form-steps/apply-info-screen'), import('../form-steps/strings').then((m) => m.loadFormStepStrings())])
      .then(([m]) => ({ default: m.ApplyInfoScreen }))),
  confirmApply: screen(() => import('../confirm/confirm-apply-screen').then((m) => m.ready.then(() => ({ default: m.ConfirmApplyScreen })))),
  generateForm: screen(() => import('../signing/sign-screen').then((m) => m.ready.then(() => ({ default: m.SignScreen })))),
  generateFormSuccess: screen(() => import('../signing/signed-screen').then((m) => m.ready.then(() => ({ default: m.SignedScreen })))),
  sendMaterials: screen(() => import('../delivery/send-materials-screen').then((m) => m.ready.then(() => ({ default: m.SendMaterialsScreen })))),
  sendDataInfo: screen(() => import('../delivery/send-data-info-screen').then((m) => m.ready.then(() => ({ default: m.SendDataInfoScreen })))),
  receiveDataInfo: screen(() => import('../delivery/receive-data-info-screen').then((m) => m.ready.then(() => ({ default: m.ReceiveDataInfoScreen })))),
  confirmPay: screen(() => import('../payment/pay-screen').then((m) => m.ready.then(() => ({ default: m.PayScreen })))),
  paySuccess: screen(() => import('../payment/paid-screen').then((m) => m.ready.then(() => ({ default: m.PaidScreen })))),
  visaData: screen(() => import('../visa-data/visa-data-screen').then((m) => m.ready.then(() => ({ default: m.VisaDataScreen })))),
};

export const flowScreenOf = (route: FlowRouteName): FlowScreen => screens[route];
