// Every machine the tools walk (paths, coverage, diagrams). Each machine's model file adds its own line.
import type { MachineModel } from './model.ts';
import { applicationModel } from './application/application.model.ts';
import { applicantModel } from './application/applicant.model.ts';
import { paymentModel } from './payment.model.ts';
import { uploadModel } from './upload.model.ts';
import { sessionModel } from './session.model.ts';
import { orderStatusModel } from './order-status.model.ts';
import { signatureWatchModel } from './signature-watch.model.ts';

export const machineModels: MachineModel[] = [
  applicationModel,
  applicantModel,
  paymentModel,
  uploadModel,
  sessionModel,
  orderStatusModel,
  signatureWatchModel,
];
