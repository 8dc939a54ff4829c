// Chinese texts the catalogues may render in more than one way in English or Korean, each with why (decision 108).
// tests/domain/vocabulary-catalogues.test.ts fails on any other such text, and on an entry here that no longer
// has two renderings.

const NAV_VS_HEADING = 'the navigation says it short; the page heading and title say it in full';
const FORM_LABELS = 'both are form labels generated from src/domain/form-labels.ts (decision 053), whose words differ by field';
const COUNT = 'one thing and a list of them: the Chinese does not mark the plural';

export const GLOSSARY_ALLOW_LIST: Record<string, string> = {
  法律法规: NAV_VS_HEADING,
  旅游资讯: NAV_VS_HEADING,
  常见问题: NAV_VS_HEADING,
  签证中心: `${NAV_VS_HEADING}; the console's forms name one center`,
  进度查询: NAV_VS_HEADING,
  预约: NAV_VS_HEADING,
  注册: 'the navigation names the page; the form\'s button says the act (Korean)',
  发票: COUNT,
  申请人: COUNT,
  发票抬头: COUNT,
  对接系统: COUNT,
  添加申请人: 'the page heading (applicants, plural), the form\'s heading and its button',
  删除: 'deleting a record (Delete) and taking an entry off a list being filled in (Remove)',
  认证有效期: 'the agency reads until when it is certified; the console edits the period from – until',
  开始日期: `a list filter's range vs a visit's first day: ${FORM_LABELS}`,
  结束日期: `a list filter's range vs a visit's last day: ${FORM_LABELS}`,
  预计出境日期: 'the delivery step asks when the applicant leaves China, the visit step when they leave Korea: the Chinese is the same, the question is not',
  有效期至: FORM_LABELS,
  其他: `${FORM_LABELS} ("someone else" pays)`,
  与您的关系: FORM_LABELS,
  到访目的: FORM_LABELS,
  手机号码: `the account's mobile vs the form's contact mobile: ${FORM_LABELS}`,
  电子邮箱: `the account's e-mail vs the form's contact e-mail: ${FORM_LABELS}`,
  访问信息: 'the flow\'s short step name and the step\'s heading, kept apart by decision 053',
  家庭信息: 'the flow\'s short step name and the step\'s heading, kept apart by decision 053',
  订单已支付: 'the payer\'s page heading vs the name of a webhook event in the console',
  订单已取消: 'why a refund was made vs the name of a webhook event in the console',
  继续办理: 'the to-do list\'s button vs the page that follows a step done once',
  补缴费用: 'the flow\'s step, the button that pays it and the list of supplements',
  有效期: 'the product\'s legend vs the row that says for how long',
  结束时间须晚于开始时间: 'two rules: a day\'s opening hours and a closure\'s period',
  已停用: 'an integration is deactivated, a staff member\'s account disabled (the console\'s two lists)',
  停用: 'an integration is deactivated, a staff member\'s account disabled (the console\'s two lists)',
  重新启用: 'an integration is deactivated, a staff member\'s account disabled (the console\'s two lists)',
  暂停: 'the noun (a suspension\'s period) and the verb (the button)',
  开始: 'a day\'s opening hour vs the first day of a closure',
  结束: 'a day\'s closing hour vs the last day of a closure',
};
