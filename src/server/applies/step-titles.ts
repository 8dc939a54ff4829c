import type { Localized } from '../http/language.ts';
import type { StepName } from './body.ts';

/** The steps as the flow's screens title them (src/features/apply/flow/i18n `step.*`), for completeApply's message. */
export const stepTitles: Record<StepName, Localized> = {
  documents: { zh: '上传证件', en: 'Documents', ko: '서류 업로드' },
  personal: { zh: '个人信息', en: 'Personal details', ko: '개인 정보' },
  contact: { zh: '联系方式', en: 'Contact details', ko: '연락처' },
  family: { zh: '家庭信息', en: 'Family', ko: '가족 정보' },
  educationJob: { zh: '教育及工作', en: 'Education and job', ko: '학력 및 직업' },
  visit: { zh: '访问信息', en: 'The visit', ko: '방문 정보' },
  invitationCostHelper: { zh: '邀请、费用及协助人', en: 'Invitation, costs and helper', ko: '초청, 비용 및 도움을 준 사람' },
};
