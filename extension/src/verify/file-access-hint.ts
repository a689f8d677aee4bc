// What the popup says when a local PDF could not be read: in Chrome, where to switch file access
// on for ecsign; in Firefox, that it cannot be done there and what to do instead. The texts live
// here rather than in core's catalogue because only the extension shows them.
import type { TLanguage, TLocalizedText } from '@ecsign/core/i18n';
import type { TFileAccess } from './file-access';

const SWITCH_ON: TLocalizedText = {
  zh: '无法读取本地文件：请打开 chrome://extensions，在 ecsign 的“详情”中开启“允许访问文件网址”，然后重试。',
  en: 'Cannot read the local file: open chrome://extensions, choose "Details" for ecsign, switch on "Allow access to file URLs", then try again.',
  'zh-TW':
    '無法讀取本機檔案：請開啟 chrome://extensions，在 ecsign 的「詳細資料」中開啟「允許存取檔案網址」，然後重試。',
};

const UNSUPPORTED: TLocalizedText = {
  zh: '此浏览器不允许扩展读取本地文件：请在 ecsign 平台的“文件验签”页面上传该文件进行验证。',
  en: 'This browser does not let extensions read local files: upload the file on the "Signature check" page of the ecsign platform instead.',
  'zh-TW': '此瀏覽器不允許擴充功能讀取本機檔案：請在 ecsign 平台的「文件驗簽」頁面上傳該檔案進行驗證。',
};

export function fileAccessHint(access: Exclude<TFileAccess, 'allowed'>, language: TLanguage): string {
  return (access === 'switched-off' ? SWITCH_ON : UNSUPPORTED)[language];
}
