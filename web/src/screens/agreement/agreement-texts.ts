// The three agreements of /agreenment/{id} that registration asks a person to accept: 1 the user
// service agreement, 2 the privacy policy, 3 the digital certificate service agreement — short
// product texts in every language of the portal.
import type { TLanguage, TLocalizedText } from '@ecsign/core/i18n';

export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface Agreement {
  id: 1 | 2 | 3;
  title: TLocalizedText;
  /** When the text last changed (ISO date). */
  updated: string;
  sections: Readonly<Record<TLanguage, readonly AgreementSection[]>>;
}

const USER_SERVICE: Agreement = {
  id: 1,
  title: { zh: '用户服务协议', en: 'User Service Agreement', 'zh-TW': '使用者服務協議' },
  updated: '2026-01-01',
  sections: {
    zh: [
      {
        heading: '一、协议范围',
        paragraphs: [
          '本协议是您与电子合同签署平台运营方（以下简称“我们”）之间关于使用本平台服务的约定。服务包括账号注册与登录、实名认证、合同的发起、签署与管理、印章与签名管理、通知以及电子签名验证。',
          '您点击同意或实际使用本平台，即表示您已阅读、理解并接受本协议全部内容。',
        ],
      },
      {
        heading: '二、账号与安全',
        paragraphs: [
          '您应使用本人手机号注册，并妥善保管密码、短信验证码和UKey。通过您账号进行的操作视为您本人的行为。',
          '如发现账号被他人使用，请立即修改密码并联系我们。为保护账号安全，连续多次密码错误后账号将被临时锁定。',
        ],
      },
      {
        heading: '三、实名认证',
        paragraphs: [
          '发起或签署合同前，您须使用真实、准确的身份信息完成实名认证；企业用户须提供真实的企业信息并取得合法授权。因信息不实造成的后果由您承担。',
        ],
      },
      {
        heading: '四、电子签名的效力',
        paragraphs: [
          '依据《中华人民共和国电子签名法》，可靠的电子签名与手写签名或者盖章具有同等的法律效力。您确认使用本人数字证书完成的签署代表您的真实意思表示。',
        ],
      },
      {
        heading: '五、使用规范',
        paragraphs: [
          '您不得利用本平台从事违法活动，不得冒用他人身份，不得上传违法或侵权内容，不得干扰或攻击本平台的正常运行。',
        ],
      },
      {
        heading: '六、服务变更与终止',
        paragraphs: [
          '我们可能对服务进行调整，并在协议变更前予以公告。您可以随时申请注销账号；已签署的合同及其证据将依法律规定的期限保存。',
        ],
      },
      {
        heading: '七、法律适用与争议解决',
        paragraphs: [
          '本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商；协商不成的，提交我们所在地有管辖权的人民法院解决。',
        ],
      },
    ],
    en: [
      {
        heading: '1. Scope',
        paragraphs: [
          'This agreement is between you and the operator of the electronic contract signing platform ("we") and governs your use of the platform: registration and login, real-name verification, initiating, signing and managing contracts, seals and signatures, notices and the check of electronic signatures.',
          'By accepting it or by using the platform you confirm that you have read, understood and accepted this agreement in full.',
        ],
      },
      {
        heading: '2. Your account and its security',
        paragraphs: [
          'Register with your own mobile number and keep your password, SMS codes and key device safe. Whatever is done through your account counts as done by you.',
          'If someone else uses your account, change your password at once and tell us. To protect accounts, repeated wrong passwords lock an account for a while.',
        ],
      },
      {
        heading: '3. Real-name verification',
        paragraphs: [
          'Before you initiate or sign contracts you must verify your identity with true and accurate information; enterprise users must give the true details of the enterprise and be duly authorised. You bear the consequences of false information.',
        ],
      },
      {
        heading: '4. Effect of electronic signatures',
        paragraphs: [
          "Under the Electronic Signature Law of the People's Republic of China a reliable electronic signature has the same legal effect as a handwritten signature or a seal. You confirm that signing with your own digital certificate expresses your true intent.",
        ],
      },
      {
        heading: '5. Acceptable use',
        paragraphs: [
          'Do not use the platform for unlawful purposes, do not pretend to be someone else, do not upload unlawful or infringing content, and do not disturb or attack the platform.',
        ],
      },
      {
        heading: '6. Changes and termination',
        paragraphs: [
          'We may change the service and announce changes to this agreement before they take effect. You may close your account at any time; signed contracts and their evidence are kept for the periods the law requires.',
        ],
      },
      {
        heading: '7. Governing law and disputes',
        paragraphs: [
          "This agreement is governed by the laws of the People's Republic of China. Disputes are first settled by negotiation; failing that, by the competent people's court where we are located.",
        ],
      },
    ],
    'zh-TW': [
      {
        heading: '一、協議範圍',
        paragraphs: [
          '本協議是您與電子合同簽署平台營運方（以下簡稱「我們」）之間關於使用本平台服務的約定。服務包括帳號註冊與登入、實名認證、合同的發起、簽署與管理、印章與簽名管理、通知以及電子簽章驗證。',
          '您點擊同意或實際使用本平台，即表示您已閱讀、理解並接受本協議全部內容。',
        ],
      },
      {
        heading: '二、帳號與安全',
        paragraphs: [
          '您應使用本人手機號碼註冊，並妥善保管密碼、簡訊驗證碼和UKey。透過您帳號進行的操作視為您本人的行為。',
          '如發現帳號被他人使用，請立即修改密碼並聯絡我們。為保護帳號安全，連續多次密碼錯誤後帳號將被暫時鎖定。',
        ],
      },
      {
        heading: '三、實名認證',
        paragraphs: [
          '發起或簽署合同前，您須使用真實、準確的身分資訊完成實名認證；企業使用者須提供真實的企業資訊並取得合法授權。因資訊不實造成的後果由您承擔。',
        ],
      },
      {
        heading: '四、電子簽章的效力',
        paragraphs: [
          '依據《中華人民共和國電子簽名法》，可靠的電子簽章與手寫簽名或者蓋章具有同等的法律效力。您確認使用本人數位憑證完成的簽署代表您的真實意思表示。',
        ],
      },
      {
        heading: '五、使用規範',
        paragraphs: [
          '您不得利用本平台從事違法活動，不得冒用他人身分，不得上傳違法或侵權內容，不得干擾或攻擊本平台的正常運作。',
        ],
      },
      {
        heading: '六、服務變更與終止',
        paragraphs: [
          '我們可能對服務進行調整，並在協議變更前予以公告。您可以隨時申請註銷帳號；已簽署的合同及其證據將依法律規定的期限保存。',
        ],
      },
      {
        heading: '七、法律適用與爭議解決',
        paragraphs: [
          '本協議適用中華人民共和國法律。因本協議產生的爭議，雙方應友好協商；協商不成的，提交我們所在地有管轄權的人民法院解決。',
        ],
      },
    ],
  },
};

const PRIVACY: Agreement = {
  id: 2,
  title: { zh: '隐私政策', en: 'Privacy Policy', 'zh-TW': '隱私權政策' },
  updated: '2026-01-01',
  sections: {
    zh: [
      {
        heading: '一、我们收集的信息',
        paragraphs: [
          '注册和登录时的手机号、密码（仅保存不可逆的摘要）；实名认证时的姓名、证件号码及认证结果；您填写的邮箱；您上传或签署的合同文件；为保障安全而记录的登录时间、IP地址和操作日志。',
        ],
      },
      {
        heading: '二、信息的使用',
        paragraphs: [
          '我们仅为以下目的使用您的信息：提供合同签署服务、核验身份、申请数字证书、发送验证码和签署通知、保障账号与交易安全、履行法定义务。',
        ],
      },
      {
        heading: '三、信息的存储与保护',
        paragraphs: [
          '您的信息存储在中华人民共和国境内。我们采用加密传输、访问控制和日志审计等措施保护信息安全；证件号码在页面上仅以部分隐藏的形式展示。',
          '我们在实现目的所需的期限内保存您的信息，法律另有规定的除外。',
        ],
      },
      {
        heading: '四、信息的共享',
        paragraphs: [
          '我们不会出售您的个人信息。仅在必要时向实名认证服务机构和电子认证服务机构（CA）提供完成认证和签发证书所需的信息；合同的相对方可以看到签署所需的姓名和签署记录；法律法规要求时依法提供。',
        ],
      },
      {
        heading: '五、您的权利',
        paragraphs: [
          '您可以在账号中心查阅和更正个人信息，修改手机号、邮箱和密码，也可以申请注销账号。注销后我们将删除或匿名化您的个人信息，但法律要求保存的签署记录除外。',
        ],
      },
      {
        heading: '六、政策更新与联系我们',
        paragraphs: ['本政策更新时我们会在平台公告。对本政策有任何疑问，可通过帮助中心联系我们。'],
      },
    ],
    en: [
      {
        heading: '1. What we collect',
        paragraphs: [
          'Your mobile number and password when you register and log in (the password only as an irreversible digest); your name, ID number and the result when you verify your identity; the e-mail address you give; the contract files you upload or sign; and, for security, login times, IP addresses and operation logs.',
        ],
      },
      {
        heading: '2. How we use it',
        paragraphs: [
          'Only to provide the signing service, verify identities, apply for digital certificates, send verification codes and signing notices, keep accounts and transactions secure, and meet our legal obligations.',
        ],
      },
      {
        heading: '3. Storage and protection',
        paragraphs: [
          "Your information is stored within the People's Republic of China. We protect it with encrypted transport, access control and audit logs; ID numbers are shown only partly masked.",
          'We keep your information as long as these purposes require, unless the law says otherwise.',
        ],
      },
      {
        heading: '4. Sharing',
        paragraphs: [
          'We do not sell personal information. We give identity-verification services and the certificate authority (CA) only what verification and certificate issuing need; the other parties of a contract see the names and signing records the signing needs; and we disclose information where the law requires it.',
        ],
      },
      {
        heading: '5. Your rights',
        paragraphs: [
          'In the account centre you can see and correct your information and change your mobile number, e-mail and password, and you can ask to close your account. We then delete or anonymise your personal information, except signing records the law requires us to keep.',
        ],
      },
      {
        heading: '6. Changes and contact',
        paragraphs: [
          'We announce changes to this policy on the platform. If you have questions about it, contact us through the help centre.',
        ],
      },
    ],
    'zh-TW': [
      {
        heading: '一、我們蒐集的資訊',
        paragraphs: [
          '註冊和登入時的手機號碼、密碼（僅保存不可逆的摘要）；實名認證時的姓名、證件號碼及認證結果；您填寫的電子郵件；您上傳或簽署的合同文件；為保障安全而記錄的登入時間、IP位址和操作日誌。',
        ],
      },
      {
        heading: '二、資訊的使用',
        paragraphs: [
          '我們僅為以下目的使用您的資訊：提供合同簽署服務、核驗身分、申請數位憑證、傳送驗證碼和簽署通知、保障帳號與交易安全、履行法定義務。',
        ],
      },
      {
        heading: '三、資訊的儲存與保護',
        paragraphs: [
          '您的資訊儲存在中華人民共和國境內。我們採用加密傳輸、存取控制和日誌稽核等措施保護資訊安全；證件號碼在頁面上僅以部分隱藏的形式顯示。',
          '我們在實現目的所需的期限內保存您的資訊，法律另有規定的除外。',
        ],
      },
      {
        heading: '四、資訊的分享',
        paragraphs: [
          '我們不會出售您的個人資訊。僅在必要時向實名認證服務機構和電子認證服務機構（CA）提供完成認證和簽發憑證所需的資訊；合同的相對方可以看到簽署所需的姓名和簽署紀錄；法律法規要求時依法提供。',
        ],
      },
      {
        heading: '五、您的權利',
        paragraphs: [
          '您可以在帳號中心查閱和更正個人資訊，修改手機號碼、電子郵件和密碼，也可以申請註銷帳號。註銷後我們將刪除或匿名化您的個人資訊，但法律要求保存的簽署紀錄除外。',
        ],
      },
      {
        heading: '六、政策更新與聯絡我們',
        paragraphs: ['本政策更新時我們會在平台公告。對本政策有任何疑問，可透過幫助中心聯絡我們。'],
      },
    ],
  },
};

const CERTIFICATE: Agreement = {
  id: 3,
  title: { zh: '数字证书服务协议', en: 'Digital Certificate Service Agreement', 'zh-TW': '數位憑證服務協議' },
  updated: '2026-01-01',
  sections: {
    zh: [
      {
        heading: '一、数字证书',
        paragraphs: [
          '数字证书由依法设立的电子认证服务机构（CA）签发，将您经过核验的身份与一对密钥绑定，用于在本平台生成可靠的电子签名。',
        ],
      },
      {
        heading: '二、申请与签发',
        paragraphs: [
          '您完成实名认证后，授权我们代您向电子认证服务机构申请数字证书。您保证提供的信息真实、准确、完整，信息变更时应及时更新。',
        ],
      },
      {
        heading: '三、私钥与UKey的保管',
        paragraphs: [
          '使用UKey时，私钥保存在UKey中，请妥善保管UKey并对PIN码保密。使用平台托管的证书时，私钥受平台保护，仅在您通过密码或验证码确认后用于签署。',
          '如UKey遗失或怀疑私钥泄露，请立即解除绑定并申请吊销证书。',
        ],
      },
      {
        heading: '四、证书的使用',
        paragraphs: ['数字证书仅用于在本平台签署合同和验证身份，您不得将其用于违法用途或转借他人使用。'],
      },
      {
        heading: '五、有效期、更新与吊销',
        paragraphs: [
          '证书在有效期内有效，到期前应及时更新。身份信息变更、私钥泄露或账号注销时，证书将被吊销；吊销前已完成的签署不受影响。',
        ],
      },
      {
        heading: '六、责任',
        paragraphs: [
          '因您保管不善导致的私钥或PIN码泄露，由此产生的后果由您承担。电子认证服务机构依照其电子认证业务规则承担相应责任。',
        ],
      },
    ],
    en: [
      {
        heading: '1. Digital certificates',
        paragraphs: [
          'A digital certificate is issued by a lawfully established certificate authority (CA). It binds your verified identity to a key pair and lets you make reliable electronic signatures on the platform.',
        ],
      },
      {
        heading: '2. Application and issuing',
        paragraphs: [
          'Once your identity is verified, you authorise us to apply for a certificate on your behalf. You warrant that your information is true, accurate and complete, and you update it when it changes.',
        ],
      },
      {
        heading: '3. Keeping private keys and key devices safe',
        paragraphs: [
          'With a key device (UKey) the private key stays on the device: keep the device safe and its PIN secret. With a certificate held by the platform, the key is protected by the platform and used only after you confirm a signing with your password or a code.',
          'If you lose your key device or suspect the key was disclosed, unbind it at once and ask for the certificate to be revoked.',
        ],
      },
      {
        heading: '4. Use of the certificate',
        paragraphs: [
          'Use the certificate only to sign contracts and prove your identity on the platform; do not use it unlawfully or lend it to anyone.',
        ],
      },
      {
        heading: '5. Validity, renewal and revocation',
        paragraphs: [
          'A certificate is valid for its validity period; renew it before it ends. It is revoked when your identity details change, the key is disclosed or the account is closed; signatures made before the revocation remain unaffected.',
        ],
      },
      {
        heading: '6. Liability',
        paragraphs: [
          'You bear the consequences of a key or PIN disclosed through your own lack of care. The certificate authority is liable as its certification practice statement provides.',
        ],
      },
    ],
    'zh-TW': [
      {
        heading: '一、數位憑證',
        paragraphs: [
          '數位憑證由依法設立的電子認證服務機構（CA）簽發，將您經過核驗的身分與一對金鑰綁定，用於在本平台產生可靠的電子簽章。',
        ],
      },
      {
        heading: '二、申請與簽發',
        paragraphs: [
          '您完成實名認證後，授權我們代您向電子認證服務機構申請數位憑證。您保證提供的資訊真實、準確、完整，資訊變更時應及時更新。',
        ],
      },
      {
        heading: '三、私密金鑰與UKey的保管',
        paragraphs: [
          '使用UKey時，私密金鑰保存在UKey中，請妥善保管UKey並對PIN碼保密。使用平台託管的憑證時，私密金鑰受平台保護，僅在您透過密碼或驗證碼確認後用於簽署。',
          '如UKey遺失或懷疑私密金鑰洩漏，請立即解除綁定並申請廢止憑證。',
        ],
      },
      {
        heading: '四、憑證的使用',
        paragraphs: ['數位憑證僅用於在本平台簽署合同和驗證身分，您不得將其用於違法用途或轉借他人使用。'],
      },
      {
        heading: '五、有效期、更新與廢止',
        paragraphs: [
          '憑證在有效期內有效，到期前應及時更新。身分資訊變更、私密金鑰洩漏或帳號註銷時，憑證將被廢止；廢止前已完成的簽署不受影響。',
        ],
      },
      {
        heading: '六、責任',
        paragraphs: [
          '因您保管不善導致的私密金鑰或PIN碼洩漏，由此產生的後果由您承擔。電子認證服務機構依照其電子認證業務規則承擔相應責任。',
        ],
      },
    ],
  },
};

export const AGREEMENTS: readonly Agreement[] = [USER_SERVICE, PRIVACY, CERTIFICATE];

/** The agreement of /agreenment/{id}, if there is one. */
export function findAgreement(id: string | undefined): Agreement | undefined {
  return AGREEMENTS.find((agreement) => String(agreement.id) === id);
}

/** The title as a link text: in book-title marks in Chinese. */
export function quotedTitle(agreement: Agreement, language: TLanguage): string {
  const title = agreement.title[language];
  return language === 'en' ? title : `《${title}》`;
}
