import { useSelector } from '@xstate/react';
import type { ApplicantRecord } from '../../../../machines/application/order-data';
import { fillMessage } from '../../../domain/visa-choice';
import { messageOf } from '../../../ui/form/messages';
import type { FlowScreenProps } from '../flow/flow-screen-props';

// The other applicants of the order, for what one applicant's documents may not share with them (decision 027).
// The server refuses the same when the documents are saved, and across the person's open orders; here the person
// hears it on the step where the number is typed.

export function useOrderApplicants(actor: FlowScreenProps['actor'], applicantId: string) {
  const applicants = useSelector(actor, (snapshot) => snapshot.context.applicants as ApplicantRecord[]);
  const self = applicants.find((applicant) => applicant.applicantId === applicantId);
  return { name: self?.name ?? '', others: applicants.filter((applicant) => applicant.applicantId !== applicantId) };
}

const same = (a: unknown, b: string) => typeof a === 'string' && a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/** The message for a number another applicant of the order already gave, or null. */
export function duplicateInOrder(others: readonly ApplicantRecord[], kind: 'passport' | 'idCard', number: string): string | null {
  const holder = others.find((applicant) => kind === 'passport'
    ? same(applicant.data.sections.passport?.passportNum, number)
    : same(applicant.data.sections.idCard?.idCardNo, number));
  return holder ? fillMessage(messageOf(kind === 'passport' ? 'passportInOrder' : 'idCardInOrder'), { name: holder.name }) : null;
}
