import { table } from '../localized.ts';

// The words every screen repeats on its buttons.

export const commonWords = table({
  continue: ['继续', 'Continue', '계속'],
  back: ['返回', 'Back', '뒤로'],
  tryAgain: ['重试', 'Try again', '다시 시도'],
  save: ['保存', 'Save', '저장'],
  cancel: ['取消', 'Cancel', '취소'],
  close: ['关闭', 'Close', '닫기'],
  edit: ['编辑', 'Edit', '수정'],
  delete: ['删除', 'Delete', '삭제'],
});
export type CommonWord = keyof typeof commonWords;
