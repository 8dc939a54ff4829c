import type { ApplyStep } from './applicant-sections.ts';
import { table, type Localized } from './localized.ts';

// What the applicant's steps are called, once, in zh/en/ko. Two names on purpose, both on screens today: the flow's
// short name of a step (the to-do list's "stopped at", the message of a refused completion, the printed form's
// section) and the heading of the step's own screen (and of its part of the confirmation screen). The flow's and
// the form steps' i18n files are generated from here (scripts/i18n-labels.ts).

/** The flow's name of each step; `documents` (all the uploads as one) is only said by the server. */
export const stepNames = table({
  documents: ['上传证件', 'Documents', '서류 업로드'],
  personal: ['个人信息', 'Personal details', '개인 정보'],
  contact: ['联系方式', 'Contact details', '연락처'],
  family: ['家庭信息', 'Family', '가족 정보'],
  educationJob: ['教育及工作', 'Education and job', '학력 및 직업'],
  visit: ['访问信息', 'The visit', '방문 정보'],
  invitationCostHelper: ['邀请、费用及协助人', 'Invitation, costs and helper', '초청, 비용 및 도움을 준 사람'],
}) satisfies Record<ApplyStep, Localized>;

/** The heading of each form step's screen. */
export const stepHeadings = table({
  personal: ['个人信息', 'Personal details', '개인 정보'],
  contact: ['联系方式', 'Contact details', '연락처'],
  family: ['家庭信息', 'Family', '가족 사항'],
  educationJob: ['教育与职业', 'Education and job', '학력 및 직업'],
  visit: ['访问信息', 'Your visit', '방문 정보'],
  invitationCostHelper: ['邀请、费用与协助', 'Invitation, cost and helper', '초청, 경비 및 작성 도움'],
});
