// The open applicant's screens (preparing.editing shows the applicant machine's step): what the application
// machine sees as its child's result is a person going through the documents and form steps.
import type { EventObject } from 'xstate';
import { FORM_STEPS, isStepDone, type ApplicantData } from '../../../machines/application/applicant-data';
import type { ApplicationContext } from '../../../machines/application/application.machine';
import { finishApplicant, leaveAfterPassport } from './applicant';
import { heading, way, type PageModel } from './types';

/** The applicant's output holds a form step: the person went on past the documents. */
const completes = (event: EventObject) => {
  const data = (event as { output?: { data?: ApplicantData } }).output?.data;
  return data !== undefined && FORM_STEPS.some((step) => isStepDone(data, step));
};

export const documentsStates: PageModel = {
  'application.preparing.editing': {
    // Whichever applicant step the applicant opens on (its first gap, or the step a change link named).
    see: ({ page }) => heading(page, /^(上传护照资料页|核对护照信息|上传身份证|上传出生医学证明|上传照片|上传银行卡（选填）|个人信息|联系方式|家庭信息|教育与职业|访问信息|邀请、费用与协助)$/),
    on: {
      'xstate.done.actor.applicant': [
        way('person', finishApplicant, completes),
        // Leaving after the passport is the way back from a fresh applicant's passport pages.
        way('person', leaveAfterPassport, (event, snapshot) => {
          const context = snapshot.context as ApplicationContext;
          const open = context.applicants.find((a) => a.applicantId === context.openApplicantId);
          return !completes(event) && open?.data.sections.passport === undefined;
        }),
      ],
    },
  },
};
