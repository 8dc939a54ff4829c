// What the invoice handlers say, in zh/en/ko.
import type { Localized } from '../http/language.ts';

const m = (zh: string, en: string, ko: string): Localized => ({ zh, en, ko });

export const invoiceServerMessages = {
  titleLimit: m('最多保存{limit}个发票抬头，请先删除不用的抬头', 'You can keep at most {limit} invoice titles: delete one you no longer use first', '영수증 정보는 최대 {limit}개까지 저장할 수 있습니다. 사용하지 않는 정보를 먼저 삭제해 주세요'),
  titleMissing: m('请选择发票抬头', 'Choose the invoice title', '영수증 정보를 선택해 주세요'),
  orderNotPaid: m('订单支付完成后才能申请发票', 'An invoice can be requested once the order is paid', '주문 결제가 완료된 후에 영수증을 신청할 수 있습니다'),
  supplementOpen: m('该订单还有待补缴的费用，请先补缴，发票将包含全部已付金额', 'This order still has an extra payment open: pay it first, so the invoice covers everything paid', '이 주문에 미납 추가 비용이 있습니다. 먼저 납부하시면 영수증에 모든 결제 금액이 포함됩니다'),
  alreadyRequested: m('该订单已申请过发票，每个订单只能申请一次', 'An invoice has already been requested for this order: each order has one', '이 주문은 이미 영수증을 신청했습니다. 주문당 한 번만 신청할 수 있습니다'),
  notConfigured: m('电子发票服务暂未开通，请联系签证中心', 'E-invoices are not available yet: please contact the visa center', '전자 영수증 서비스가 아직 제공되지 않습니다. 비자센터에 문의해 주세요'),
  notFailed: m('只有开票失败的发票可以重新提交', 'Only an invoice that failed can be sent again', '발행에 실패한 영수증만 다시 신청할 수 있습니다'),
  notIssued: m('发票开具后才能发送邮件', 'The invoice can be e-mailed once it is issued', '영수증이 발행된 후에 메일로 보낼 수 있습니다'),
  mailTokenWrong: m('邮件凭证不正确，请刷新发票详情后重试', 'This link to the invoice is no longer valid: open the invoice again and retry', '영수증 링크가 유효하지 않습니다. 영수증을 다시 열고 시도해 주세요'),
  mailFailed: m('邮件发送失败，请检查邮箱地址后重试', 'The e-mail could not be sent: check the address and try again', '메일을 보내지 못했습니다. 주소를 확인하고 다시 시도해 주세요'),
  providerFailed: m('开票服务暂时无法开具此发票，请稍后重新提交', 'The invoicing service could not issue this invoice: send it again later', '영수증 발행 서비스가 이 영수증을 발행하지 못했습니다. 잠시 후 다시 신청해 주세요'),
  itemOrder: m('签证申请服务费（订单{orderNo}）', 'Visa application service (order {orderNo})', '비자 신청 서비스 비용(주문 {orderNo})'),
  itemSupplement: m('补缴费用：{reasons}', 'Extra payment: {reasons}', '추가 비용: {reasons}'),
  mailSubject: m('您的电子发票（订单{orderNo}）', 'Your e-invoice (order {orderNo})', '전자 영수증(주문 {orderNo})'),
  mailText: m(
    '您好，\n\n附件是订单{orderNo}的电子发票（发票号码{invoiceNo}，金额 ¥{amount}）。\n\n签证申请中心',
    'Hello,\n\nAttached is the e-invoice of order {orderNo} (invoice number {invoiceNo}, amount CNY {amount}).\n\nVisa application center',
    '안녕하세요.\n\n주문 {orderNo}의 전자 영수증(번호 {invoiceNo}, 금액 CNY {amount})을 첨부합니다.\n\n비자신청센터',
  ),
  linkExpired: m('下载链接已过期，请回到发票详情重新下载', 'This download link has expired: download it again from the invoice', '다운로드 링크가 만료되었습니다. 영수증 상세에서 다시 다운로드해 주세요'),
  linkInvalid: m('下载链接无效', 'This download link is not valid', '다운로드 링크가 유효하지 않습니다'),
};
