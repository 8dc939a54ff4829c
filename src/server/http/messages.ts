import type { Localized } from './language.ts';

// Messages the server itself says (not field rules: those live in src/domain with the rules they belong to).
export const serverMessages = {
  ok: { zh: '成功', en: 'OK', ko: '성공' },
  notAvailableYet: {
    zh: '该功能尚未开放，敬请期待。',
    en: 'This part of the portal is not available yet. Please check back soon.',
    ko: '이 기능은 아직 제공되지 않습니다. 곧 제공될 예정입니다.',
  },
  idleTooLong: {
    zh: '长时间未操作，请重新操作',
    en: 'Idle too long, please operate again',
    ko: '장시간 사용하지 않았습니다. 다시 시도해 주세요',
  },
  loginAgain: { zh: '请重新登录', en: 'Please log in again', ko: '다시 로그인해 주세요' },
  badClientCredential: {
    zh: '客户端凭证无效，请刷新页面后重试。',
    en: 'The client credential is not valid. Please reload the page and try again.',
    ko: '클라이언트 인증 정보가 올바르지 않습니다. 페이지를 새로 고친 후 다시 시도해 주세요.',
  },
  notFound: { zh: '未找到该记录', en: 'No such record', ko: '해당 기록을 찾을 수 없습니다' },
  payloadTooLarge: {
    zh: '提交的内容过大，请减少后重试',
    en: 'What was sent is too large. Please send less and try again',
    ko: '보낸 내용이 너무 큽니다. 줄여서 다시 시도해 주세요',
  },
  inputTooDeep: {
    zh: '提交的数据格式不正确，请刷新页面后重试',
    en: 'The data sent is not in a form the portal accepts. Please reload the page and try again',
    ko: '보낸 데이터 형식이 올바르지 않습니다. 페이지를 새로고침한 후 다시 시도해 주세요',
  },
  controlCharacters: {
    zh: '内容中含有不可见的控制字符，请删除后重新输入',
    en: 'The text holds invisible control characters. Please delete them and type it again',
    ko: '내용에 보이지 않는 제어 문자가 있습니다. 삭제한 후 다시 입력해 주세요',
  },
  invalidInput: {
    zh: '提交的信息有误，请检查后重试。',
    en: 'Some of the information is not valid. Please check it and try again.',
    ko: '입력한 정보가 올바르지 않습니다. 확인 후 다시 시도해 주세요.',
  },
  internalError: {
    zh: '系统繁忙，请稍后再试。',
    en: 'The system is busy. Please try again later.',
    ko: '시스템이 혼잡합니다. 잠시 후 다시 시도해 주세요.',
  },
  unknownConfigKey: {
    zh: '没有该配置项',
    en: 'There is no such configuration key',
    ko: '해당 설정 항목이 없습니다',
  },
  invalidRegionCode: {
    zh: '地区代码应为6位数字',
    en: 'A region code is 6 digits',
    ko: '지역 코드는 6자리 숫자입니다',
  },
  visaTypeRequired: {
    zh: '请选择签证类型',
    en: 'Please choose a visa type',
    ko: '비자 유형을 선택해 주세요',
  },
  // Accounts (decision 007). {seconds} and {until} are filled in by the handler.
  captchaWrong: { zh: '图形验证码错误，请重新输入', en: 'The graphic code is not correct. Please try the new one', ko: '그림 인증 코드가 올바르지 않습니다. 새 코드를 입력해 주세요' },
  captchaExpired: { zh: '图形验证码已失效，请刷新后重新输入', en: 'The graphic code has expired. Please refresh it and try again', ko: '그림 인증 코드가 만료되었습니다. 새로 고친 후 다시 입력해 주세요' },
  codeWrong: { zh: '验证码错误', en: 'The verification code is not correct', ko: '인증 코드가 올바르지 않습니다' },
  codeExpired: { zh: '验证码已失效，请重新获取', en: 'The verification code has expired. Please request a new one', ko: '인증 코드가 만료되었습니다. 새 코드를 받아 주세요' },
  codeTooManyTries: { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong codes. Please request a new one', ko: '인증 코드 오류가 너무 많습니다. 새 코드를 받아 주세요' },
  codeCooldown: { zh: '验证码发送过于频繁，请{seconds}秒后再试', en: 'A code was sent a moment ago. Please try again in {seconds} seconds', ko: '인증 코드를 방금 보냈습니다. {seconds}초 후에 다시 시도해 주세요' },
  codeDailyLimit: { zh: '今日验证码发送次数已达上限，请于{until}（北京时间）后再试', en: 'No more codes can be sent today. Please try again after {until} (Beijing time)', ko: '오늘 보낼 수 있는 인증 코드를 모두 사용했습니다. {until}(베이징 시간) 이후에 다시 시도해 주세요' },
  codeSendFailed: { zh: '验证码发送失败，请{seconds}秒后重试', en: 'The code could not be sent. Please try again in {seconds} seconds', ko: '인증 코드를 보내지 못했습니다. {seconds}초 후에 다시 시도해 주세요' },
  tooManyAttempts: { zh: '操作过于频繁，请{seconds}秒后再试', en: 'Too many attempts. Please try again in {seconds} seconds', ko: '시도가 너무 많습니다. {seconds}초 후에 다시 시도해 주세요' },
  loginFailed: { zh: '账号或密码错误', en: 'The account or password is not correct', ko: '계정 또는 비밀번호가 올바르지 않습니다' },
  accountLocked: { zh: '密码错误次数过多，账号已锁定，请于{until}（北京时间）后再试', en: 'Too many wrong passwords: the account is locked until {until} (Beijing time)', ko: '비밀번호 오류가 너무 많아 계정이 {until}(베이징 시간)까지 잠겼습니다' },
  mobileTaken: { zh: '该手机号码已注册', en: 'This mobile number is already registered', ko: '이미 등록된 휴대폰 번호입니다' },
  emailTaken: { zh: '该电子邮箱已被使用', en: 'This e-mail address is already in use', ko: '이미 사용 중인 이메일 주소입니다' },
  passwordKeyStale: { zh: '页面已过期，请刷新页面后重试', en: 'The page is out of date. Please reload it and try again', ko: '페이지가 오래되었습니다. 새로 고친 후 다시 시도해 주세요' },
  oldPasswordWrong: { zh: '原密码错误', en: 'The current password is not correct', ko: '현재 비밀번호가 올바르지 않습니다' },
  samePassword: { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one', ko: '새 비밀번호는 현재 비밀번호와 달라야 합니다' },
  notYours: { zh: '无权访问该记录', en: 'This record is not yours', ko: '이 기록에 대한 권한이 없습니다' },
  // Uploads and recognition (decision 012).
  uploadTokenUnknown: { zh: '上传链接无效，请重新选择文件上传', en: 'This upload link is not valid. Please choose the file again', ko: '업로드 링크가 올바르지 않습니다. 파일을 다시 선택해 주세요' },
  uploadTokenUsed: { zh: '上传链接已使用，请重新选择文件上传', en: 'This upload link has been used already. Please choose the file again', ko: '이미 사용한 업로드 링크입니다. 파일을 다시 선택해 주세요' },
  uploadTokenExpired: { zh: '上传链接已过期，请重新选择文件上传', en: 'This upload link has expired. Please choose the file again', ko: '업로드 링크가 만료되었습니다. 파일을 다시 선택해 주세요' },
  uploadFileMissing: { zh: '未收到文件，请选择png或jpg图片后重新上传', en: 'No file was received. Please choose a PNG or JPG image and upload it again', ko: '파일을 받지 못했습니다. PNG 또는 JPG 이미지를 선택해 다시 업로드해 주세요' },
  uploadTooManyPixels: { zh: '图片像素过多（最多4000万像素），请缩小尺寸后上传', en: 'The image has too many pixels (at most 40 megapixels). Please make it smaller and upload it again', ko: '이미지 화소가 너무 많습니다(최대 4천만 화소). 크기를 줄인 후 다시 업로드해 주세요' },
  uploadUnreadable: { zh: '图片无法打开，可能已损坏，请重新拍摄或导出后上传png或jpg图片', en: 'The image cannot be opened and may be damaged. Please take or export it again and upload a PNG or JPG', ko: '이미지를 열 수 없습니다. 손상되었을 수 있으니 다시 촬영하거나 내보낸 후 PNG 또는 JPG로 업로드해 주세요' },
  fileNotFound: { zh: '文件不存在，请重新上传', en: 'The file was not found. Please upload it again', ko: '파일을 찾을 수 없습니다. 다시 업로드해 주세요' },
  fileExpired: { zh: '文件已过期，请重新上传', en: 'The file has expired. Please upload it again', ko: '파일이 만료되었습니다. 다시 업로드해 주세요' },
  fileNotYours: { zh: '该文件由其他用户上传，请上传您自己的文件', en: 'This file was uploaded by someone else. Please upload your own', ko: '다른 사용자가 업로드한 파일입니다. 본인의 파일을 업로드해 주세요' },
  passportRead: { zh: '护照信息已识别，请逐项核对，并填写中文姓名、出生地、签发地和签发日期', en: 'Passport read. Please check every field, and type the Chinese name, places and date of issue', ko: '여권 정보를 인식했습니다. 모든 항목을 확인하고 중문 이름, 출생지, 발급지, 발급일을 입력해 주세요' },
  passportUnreadable: { zh: '无法识别护照信息，请手动填写，或重新拍摄：护照放平、拍正，资料页底部的两行字符清晰且完整在画面内', en: 'The passport could not be read. Please type its details yourself, or take the photo again: the page flat and straight, the two lines at the bottom sharp and fully in the frame', ko: '여권 정보를 인식하지 못했습니다. 직접 입력하거나 다시 촬영해 주세요: 여권을 평평하게 펴서 반듯하게, 자료면 하단의 두 줄이 선명하고 화면 안에 모두 들어오도록' },
  passportNotFound: { zh: '未找到护照资料页底部的机读码（两行字母和<<<），请上传护照资料页，或手动填写', en: 'No machine-readable lines (two lines of letters and <<< at the foot of the data page) were found. Please upload the data page, or type the details yourself', ko: '자료면 하단의 기계 판독 줄(문자와 <<<로 된 두 줄)을 찾지 못했습니다. 여권 자료면을 업로드하거나 직접 입력해 주세요' },
  cardRead: { zh: '已识别，请逐项核对', en: 'Read. Please check every field', ko: '인식했습니다. 모든 항목을 확인해 주세요' },
  cardUnreadable: { zh: '无法识别该图片，请手动填写，或重新上传一张清晰的照片', en: 'The picture could not be read. Please type the details yourself, or upload a sharper picture', ko: '사진을 인식하지 못했습니다. 직접 입력하거나 더 선명한 사진을 업로드해 주세요' },
  cardWrongDocument: { zh: '图片不是此处要求的证件，请上传正确的证件照片', en: 'This picture is not the document asked for here. Please upload the right one', ko: '여기에서 요청한 서류가 아닙니다. 올바른 서류 사진을 업로드해 주세요' },
  recognitionUnavailable: { zh: '识别服务暂时无响应，请稍后重试，或手动填写', en: 'The recognition service is not responding. Please try again in a moment, or type the details yourself', ko: '인식 서비스가 응답하지 않습니다. 잠시 후 다시 시도하거나 직접 입력해 주세요' },
  // Applications (decision 014).
  applyDraftRequired: { zh: '请先保存申请草稿，再添加申请人', en: 'Save the application first, then add the applicant', ko: '신청서를 먼저 저장한 후 신청인을 추가해 주세요' },
  applicantKeyRequired: { zh: '申请人标识缺失，请刷新页面后重试', en: 'The applicant key is missing. Please reload the page and try again', ko: '신청인 식별자가 없습니다. 페이지를 새로 고친 후 다시 시도해 주세요' },
  visaTypeUnknown: { zh: '没有该签证类型，请重新选择', en: 'This visa type is not offered. Please choose again', ko: '해당 비자 유형이 없습니다. 다시 선택해 주세요' },
  visaProductUnknown: { zh: '所选签证类型没有该有效期产品，请重新选择', en: 'This validity is not offered for the chosen visa type. Please choose again', ko: '선택한 비자 유형에 해당 유효기간 상품이 없습니다. 다시 선택해 주세요' },
  applyNothingToSave: { zh: '没有需要保存的内容', en: 'There is nothing to save in this step', ko: '저장할 내용이 없습니다' },
  applyStepInvalid: { zh: '请检查标出的信息后重试', en: 'Please check the marked details and try again', ko: '표시된 정보를 확인한 후 다시 시도해 주세요' },
  applyIncomplete: { zh: '申请信息尚未填写完整，请完成标出的步骤：{steps}', en: 'The application is not complete yet. Please finish the marked steps: {steps}', ko: '신청 정보가 아직 완성되지 않았습니다. 표시된 단계를 완료해 주세요: {steps}' },
  mobileLimitReached: { zh: '该手机号码已用于{limit}份进行中的申请，请填写其他手机号码', en: 'This mobile number is already on {limit} applications in progress. Please enter another number', ko: '이 휴대폰 번호는 이미 진행 중인 신청서 {limit}건에 사용되었습니다. 다른 번호를 입력해 주세요' },
} satisfies Record<string, Localized>;

export type ServerMessage = keyof typeof serverMessages;
