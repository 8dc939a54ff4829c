import type { Localized } from '../http/language.ts';

export const welcomeMessage: { title: Localized; body: Localized } = {
  title: { zh: '欢迎注册', en: 'Welcome', ko: '가입을 환영합니다' },
  body: {
    zh: '您已成功注册签证申请网站账号。您可以在线填写签证申请、支付费用并查询办理进度。',
    en: 'Your account on the visa application portal is ready. You can now apply online, pay the fees and follow your application.',
    ko: '비자 신청 포털 계정이 만들어졌습니다. 이제 온라인으로 신청하고, 수수료를 결제하고, 진행 상황을 확인할 수 있습니다.',
  },
};
