// UI texts (zh, en, zh-TW): HR batch contracts — `ecsign hr …` and the portal's startHRContract.
import type { TLocalizedText } from '../language';

export const HR_BATCH_MESSAGES = {
  hrRowProblem: {
    zh: '第 {row} 行 {column}：{problem}',
    en: 'row {row} {column}: {problem}',
    'zh-TW': '第 {row} 列 {column}：{problem}',
  },
  hrRowsInvalid: {
    zh: '{count} 个问题，未发送任何合同',
    en: '{count} problems found; nothing was sent',
    'zh-TW': '{count} 個問題，未傳送任何合約',
  },
  hrRowsValid: { zh: '{count} 行全部通过校验', en: 'all {count} rows are valid', 'zh-TW': '{count} 列全部通過校驗' },
  hrBatchCreated: {
    zh: '批次 {batchId}：{count} 份合同',
    en: 'batch {batchId}: {count} contracts',
    'zh-TW': '批次 {batchId}：{count} 份合約',
  },
  hrBatchScheduled: { zh: '将于 {time} 发送', en: 'will be sent at {time}', 'zh-TW': '將於 {time} 傳送' },
  hrProgress: {
    zh: '已发送 {sent}，失败 {failed}，共 {total}',
    en: '{sent} sent, {failed} failed of {total}',
    'zh-TW': '已傳送 {sent}，失敗 {failed}，共 {total}',
  },
  hrStateWAITING_SEND: { zh: '未开始', en: 'not started', 'zh-TW': '未開始' },
  hrStatePROCESSING: { zh: '进行中', en: 'in progress', 'zh-TW': '進行中' },
  hrStateFINISH: { zh: '已结束', en: 'finished', 'zh-TW': '已結束' },
  hrControlPAUSED: { zh: '已暂停', en: 'paused', 'zh-TW': '已暫停' },
  hrControlCANCELLED: { zh: '已取消', en: 'cancelled', 'zh-TW': '已取消' },
  hrControlRUNNING: { zh: '运行中', en: 'running', 'zh-TW': '執行中' },
  hrRowsFailed: { zh: '{count} 行发送失败', en: '{count} rows failed', 'zh-TW': '{count} 列傳送失敗' },
  hrDownloaded: {
    zh: '已下载 {count} 份 PDF 到 {dir}',
    en: '{count} PDFs downloaded to {dir}',
    'zh-TW': '已下載 {count} 份 PDF 到 {dir}',
  },
  hrFileUnreadable: { zh: '无法读取文件 {file}', en: 'cannot read the file {file}', 'zh-TW': '無法讀取檔案 {file}' },
  hrFileType: {
    zh: '仅支持 CSV 或 XLSX 文件：{file}',
    en: 'only CSV or XLSX files are accepted: {file}',
    'zh-TW': '僅支援 CSV 或 XLSX 檔案：{file}',
  },
  hrAtInvalid: {
    zh: '发送时间应为 YYYY-MM-DD HH:mm',
    en: 'the send time must be YYYY-MM-DD HH:mm',
    'zh-TW': '傳送時間應為 YYYY-MM-DD HH:mm',
  },
  hrResumeHint: {
    zh: '如被中断，可用 ecsign hr send {file} --resume {batchId} 继续',
    en: 'if interrupted, continue with: ecsign hr send {file} --resume {batchId}',
    'zh-TW': '如被中斷，可用 ecsign hr send {file} --resume {batchId} 繼續',
  },
  hrUploadingRows: {
    zh: '正在上传名单 {done}/{total}',
    en: 'uploading rows {done}/{total}',
    'zh-TW': '正在上傳名單 {done}/{total}',
  },
  hrResultsWritten: { zh: '结果已写入 {file}', en: 'results written to {file}', 'zh-TW': '結果已寫入 {file}' },
  hrTooManyRows: {
    zh: '名单有 {rows} 行，每个文件最多 {max} 行，未发送任何合同',
    en: 'the list has {rows} rows, at most {max} are allowed per file; nothing was sent',
    'zh-TW': '名單有 {rows} 列，每個檔案最多 {max} 列，未傳送任何合約',
  },
  hrNoRows: {
    zh: '名单中没有员工行，未发送任何合同',
    en: 'the list has no employee rows; nothing was sent',
    'zh-TW': '名單中沒有員工列，未傳送任何合約',
  },
  hrFileMissing: {
    zh: '请给出员工名单文件（CSV 或 XLSX）',
    en: 'name the employee list (a CSV or XLSX file)',
    'zh-TW': '請給出員工名單檔案（CSV 或 XLSX）',
  },
  hrTemplateMissing: {
    zh: '请用 --template 指定合同模板',
    en: 'name the contract template with --template',
    'zh-TW': '請用 --template 指定合約範本',
  },
  hrResumeTemplateMismatch: {
    zh: '批次 {batchId} 使用模板 {batchTemplate}，不是 {template}',
    en: 'batch {batchId} uses the template {batchTemplate}, not {template}',
    'zh-TW': '批次 {batchId} 使用範本 {batchTemplate}，不是 {template}',
  },
  hrSummaryTotal: { zh: '合计', en: 'Total', 'zh-TW': '合計' },
  hrSummarySent: { zh: '已发送', en: 'Sent', 'zh-TW': '已傳送' },
  hrSummaryFailed: { zh: '失败', en: 'Failed', 'zh-TW': '失敗' },
  hrSummaryCancelled: { zh: '已取消', en: 'Cancelled', 'zh-TW': '已取消' },
  hrSummaryWaiting: { zh: '待发送', en: 'Waiting', 'zh-TW': '待傳送' },
  // CLI: what `ecsign hr send` says about a list it cannot use, once each.
  hrColumnMissing: {
    zh: '名单缺少“{column}”列（第 1 行是表头）',
    en: 'the list has no "{column}" column (row 1 is the header)',
    'zh-TW': '名單缺少「{column}」欄（第 1 列是表頭）',
  },
  hrListUtf16: {
    zh: '{file} 是 UTF-16 编码（Excel 的“Unicode 文本”），无法读取，未发送任何合同。请在 Excel 中另存为“CSV UTF-8（逗号分隔）”或 GBK 编码的 CSV 后重试',
    en: '{file} is in UTF-16 (Excel\'s "Unicode Text") and cannot be read; nothing was sent. Save it in Excel as "CSV UTF-8 (Comma delimited)" or as CSV in GBK and try again',
    'zh-TW':
      '{file} 是 UTF-16 編碼（Excel 的「Unicode 文字」），無法讀取，未傳送任何合約。請在 Excel 中另存為「CSV UTF-8（逗號分隔）」或 GBK 編碼的 CSV 後重試',
  },
  hrListEncoding: {
    zh: '{file} 从第 {line} 行起既不是 UTF-8 也不是 GBK 编码（可能是 Big5，或有损坏的字节），无法读取，未发送任何合同。请另存为 UTF-8 或 GBK 编码的 CSV 后重试',
    en: '{file} is neither UTF-8 nor GBK from line {line} on (Big5, perhaps, or a damaged byte) and cannot be read; nothing was sent. Save it as CSV in UTF-8 or GBK and try again',
    'zh-TW':
      '{file} 從第 {line} 列起既不是 UTF-8 也不是 GBK 編碼（可能是 Big5，或有損壞的位元組），無法讀取，未傳送任何合約。請另存為 UTF-8 或 GBK 編碼的 CSV 後重試',
  },
  hrListNotBatch: {
    zh: '{file} 不是批次 {batchId} 的名单（批次收到 {received} 行，此文件有 {rows} 行，内容不一致）。未发送任何合同，也未写入结果文件。请用发送该批次时的名单继续，或去掉 --resume 把此文件作为新批次发送',
    en: '{file} is not the list of batch {batchId} (the batch received {received} rows, this file has {rows}, and they differ); nothing was sent and no results file was written. Resume with the list the batch was sent from, or send this file as a new batch without --resume',
    'zh-TW':
      '{file} 不是批次 {batchId} 的名單（批次收到 {received} 列，此檔案有 {rows} 列，內容不一致）。未傳送任何合約，也未寫入結果檔案。請用傳送該批次時的名單繼續，或去掉 --resume 把此檔案作為新批次傳送',
  },
  hrAlreadySent: {
    zh: '此名单的 {rows} 行已全部发送过：批次 {batchId}（已发送 {sent}，失败 {failed}，共 {total}），本次未重复发送。查看结果：ecsign hr status {batchId}',
    en: 'all {rows} rows of this list were already sent: batch {batchId} ({sent} sent, {failed} failed of {total}); nothing was sent again. Results: ecsign hr status {batchId}',
    'zh-TW':
      '此名單的 {rows} 列已全部傳送過：批次 {batchId}（已傳送 {sent}，失敗 {failed}，共 {total}），本次未重複傳送。檢視結果：ecsign hr status {batchId}',
  },
  hrListRefused: {
    zh: '服务器拒绝了名单：{message}。未发送任何合同',
    en: 'the server refused the list: {message}; nothing was sent',
    'zh-TW': '伺服器拒絕了名單：{message}。未傳送任何合約',
  },
  hrTemplatesNone: {
    zh: '没有可用的人事合同模板（需一个企业签署角色和一个个人签署角色）',
    en: 'no usable HR template (it needs one enterprise role and one person role)',
    'zh-TW': '沒有可用的人事合約範本（需一個企業簽署角色和一個個人簽署角色）',
  },
  hrTemplatesColId: { zh: '模板ID', en: 'Template ID', 'zh-TW': '範本ID' },
  hrTemplatesColName: { zh: '名称', en: 'Name', 'zh-TW': '名稱' },
  hrTemplatesColFields: { zh: '名单列（* 必填）', en: 'List columns (* required)', 'zh-TW': '名單欄（* 必填）' },
  hrSampleWritten: {
    zh: '已写入 {file}：{columns} 列，UTF-8（带 BOM），可用 Excel 直接打开填写',
    en: 'wrote {file}: {columns} columns, UTF-8 with a BOM, ready to fill in Excel',
    'zh-TW': '已寫入 {file}：{columns} 欄，UTF-8（帶 BOM），可用 Excel 直接開啟填寫',
  },
  // CLI: `ecsign tasks ls [--tab …]`, the file manager's lists in a terminal.
  tasksNone: { zh: '没有任务', en: 'no tasks', 'zh-TW': '沒有任務' },
  tasksPage: {
    zh: '{tab}：第 {current} 页，共 {total} 个任务',
    en: '{tab}: page {current}, {total} tasks in all',
    'zh-TW': '{tab}：第 {current} 頁，共 {total} 個任務',
  },
  tasksColTaskNo: { zh: '任务编号', en: 'Task number', 'zh-TW': '任務編號' },
  tasksColName: { zh: '任务名称', en: 'Task name', 'zh-TW': '任務名稱' },
  tasksColStatus: { zh: '状态', en: 'Status', 'zh-TW': '狀態' },
  tasksColProgress: { zh: '签署进度', en: 'Signed', 'zh-TW': '簽署進度' },
  tasksColInitiator: { zh: '发起人', en: 'Initiator', 'zh-TW': '發起人' },
  tasksColDeadline: { zh: '截止时间', en: 'Deadline', 'zh-TW': '截止時間' },
  // Portal: /hrcontract/startHRContract and the filled-contract preview.
  hrTemplate: { zh: '合同模板', en: 'Contract template', 'zh-TW': '合約範本' },
  hrTemplateNone: {
    zh: '没有可用的人事合同模板（需一个企业签署角色和一个个人签署角色）',
    en: 'No usable HR template (it needs one enterprise role and one person role)',
    'zh-TW': '沒有可用的人事合約範本（需一個企業簽署角色和一個個人簽署角色）',
  },
  hrTaskName: { zh: '任务名称', en: 'Task name', 'zh-TW': '任務名稱' },
  hrDeadline: { zh: '签署截止时间（可选）', en: 'Signing deadline (optional)', 'zh-TW': '簽署截止時間（可選）' },
  hrSampleDownload: { zh: '下载员工名单模板', en: 'Download the sample list', 'zh-TW': '下載員工名單範本' },
  hrUploadList: {
    zh: '上传员工名单（CSV 或 XLSX）',
    en: 'Upload the employee list (CSV or XLSX)',
    'zh-TW': '上傳員工名單（CSV 或 XLSX）',
  },
  hrRowsRead: { zh: '共读取 {count} 行', en: '{count} rows read', 'zh-TW': '共讀取 {count} 列' },
  hrIssuesTitle: {
    zh: '请修正以下问题后重新上传',
    en: 'Fix these problems and upload again',
    'zh-TW': '請修正以下問題後重新上傳',
  },
  hrColRow: { zh: '行号', en: 'Row', 'zh-TW': '列號' },
  hrColColumn: { zh: '列', en: 'Column', 'zh-TW': '欄' },
  hrColProblem: { zh: '问题', en: 'Problem', 'zh-TW': '問題' },
  hrColBusinessId: { zh: '业务ID', en: 'Business ID', 'zh-TW': '業務ID' },
  hrColName: { zh: '姓名', en: 'Name', 'zh-TW': '姓名' },
  hrColMobile: { zh: '手机号', en: 'Mobile', 'zh-TW': '手機號' },
  hrColStatus: { zh: '状态', en: 'Status', 'zh-TW': '狀態' },
  hrColTaskNo: { zh: '任务编号', en: 'Task number', 'zh-TW': '任務編號' },
  hrColReason: { zh: '失败原因', en: 'Reason', 'zh-TW': '失敗原因' },
  hrRowWAITING: { zh: '待发送', en: 'Waiting', 'zh-TW': '待傳送' },
  hrRowSENT: { zh: '已发送', en: 'Sent', 'zh-TW': '已傳送' },
  hrRowFAILED: { zh: '失败', en: 'Failed', 'zh-TW': '失敗' },
  hrRowCANCELLED: { zh: '已取消', en: 'Cancelled', 'zh-TW': '已取消' },
  hrPreviewTitle: {
    zh: '合同预览（前 {count} 份）',
    en: 'Contract preview (first {count})',
    'zh-TW': '合約預覽（前 {count} 份）',
  },
  hrPreviewOpen: { zh: '在新页面中预览', en: 'Preview on its own page', 'zh-TW': '在新頁面中預覽' },
  hrPreviewRowPick: { zh: '员工', en: 'Employee', 'zh-TW': '員工' },
  hrPreviewNoDraft: {
    zh: '没有可预览的员工名单，请先在“发起人事合同”中上传名单',
    en: 'There is no employee list to preview: upload one on the HR contract page first',
    'zh-TW': '沒有可預覽的員工名單，請先在「發起人事合同」中上傳名單',
  },
  hrPreviewBack: { zh: '返回发起人事合同', en: 'Back to sending HR contracts', 'zh-TW': '返回發起人事合同' },
  hrSendAt: {
    zh: '定时发送（YYYY-MM-DD HH:mm，可选）',
    en: 'Send at (YYYY-MM-DD HH:mm, optional)',
    'zh-TW': '定時傳送（YYYY-MM-DD HH:mm，可選）',
  },
  hrSend: { zh: '发送', en: 'Send', 'zh-TW': '傳送' },
  hrPause: { zh: '暂停', en: 'Pause', 'zh-TW': '暫停' },
  hrResume: { zh: '继续', en: 'Resume', 'zh-TW': '繼續' },
  hrCancel: { zh: '取消批次', en: 'Cancel the batch', 'zh-TW': '取消批次' },
  hrNewBatch: { zh: '新建批次', en: 'New batch', 'zh-TW': '新建批次' },
} as const satisfies Record<string, TLocalizedText>;
