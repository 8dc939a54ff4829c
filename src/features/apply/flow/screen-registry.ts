// The screen of each flow route (decision 013): a lazy component that receives the application actor and
// the actor whose screen it is. The record is complete, so a route added to flowRouteNames without its screen
// fails the typecheck instead of showing a placeholder.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FlowRouteName } from '../../../domain/route-names';
import type { FlowScreenProps } from './flow-screen-props';

export type FlowScreen = LazyExoticComponent<ComponentType<FlowScreenProps>>;

const screens: Record<FlowRouteName, FlowScreen> = {
  choiceVisaType: lazy(() => import('../visa/visa-type-screen').then((m) => m.ready.then(() => ({ default: m.VisaTypeScreen })))),
  visaInformation: lazy(() => import('../visa/visa-product-screen').then((m) => m.ready.then(() => ({ default: m.VisaProductScreen })))),
  confirmApplicant: lazy(() => import('../applicants/confirm-applicant-screen').then((m) => m.ready.then(() => ({ default: m.ConfirmApplicantScreen })))),
  applicantInfo: lazy(() => import('../applicants/task-list-screen').then((m) => m.ready.then(() => ({ default: m.TaskListScreen })))),
  saveBasicInfo: lazy(() =>
    Promise.all([import('../documents/documents-screen'), import('../documents/strings').then((m) => m.loadDocumentStrings())])
      .then(([m]) => ({ default: m.DocumentsScreen }))),
  saveApplyInfo: lazy(() =>
    Promise.all([import('../form-steps/apply-info-screen'), import('../form-steps/strings').then((m) => m.loadFormStepStrings())])
      .then(([m]) => ({ default: m.ApplyInfoScreen }))),
  confirmApply: lazy(() => import('../confirm/confirm-apply-screen').then((m) => m.ready.then(() => ({ default: m.ConfirmApplyScreen })))),
  generateForm: lazy(() => import('../signing/sign-screen').then((m) => m.ready.then(() => ({ default: m.SignScreen })))),
  generateFormSuccess: lazy(() => import('../signing/signed-screen').then((m) => m.ready.then(() => ({ default: m.SignedScreen })))),
  sendMaterials: lazy(() => import('../delivery/send-materials-screen').then((m) => m.ready.then(() => ({ default: m.SendMaterialsScreen })))),
  sendDataInfo: lazy(() => import('../delivery/send-data-info-screen').then((m) => m.ready.then(() => ({ default: m.SendDataInfoScreen })))),
  receiveDataInfo: lazy(() => import('../delivery/receive-data-info-screen').then((m) => m.ready.then(() => ({ default: m.ReceiveDataInfoScreen })))),
  confirmPay: lazy(() => import('../payment/pay-screen').then((m) => m.ready.then(() => ({ default: m.PayScreen })))),
  paySuccess: lazy(() => import('../payment/paid-screen').then((m) => m.ready.then(() => ({ default: m.PaidScreen })))),
  visaData: lazy(() => import('../visa-data/visa-data-screen').then((m) => m.ready.then(() => ({ default: m.VisaDataScreen })))),
};

export const flowScreenOf = (route: FlowRouteName): FlowScreen => screens[route];
