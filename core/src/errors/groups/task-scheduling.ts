// Task scheduling 6330102xx: cron-driven background jobs.
import { entry, type CatalogueEntry } from '../entry';

export const TASK_SCHEDULING_ERRORS = {
  CRON_EXPRESSION_EMPTY: entry(
    633010201,
    400,
    'Cron表达式不能为空',
    'The cron expression is required',
    'Cron運算式不能為空',
  ),
  CRON_EXPRESSION_INVALID: entry(
    633010202,
    400,
    'Cron表达式格式不正确',
    'The cron expression is invalid',
    'Cron運算式格式不正確',
  ),
  JOB_NOT_FOUND: entry(633010203, 404, '定时任务不存在', 'The scheduled job does not exist', '排程工作不存在'),
  JOB_STOPPED: entry(633010204, 409, '定时任务已停止', 'The scheduled job is stopped', '排程工作已停止'),
  JOB_NOT_RUNNING: entry(633010205, 409, '定时任务未在运行', 'The scheduled job is not running', '排程工作未在執行'),
  JOB_NAME_DUPLICATE: entry(
    633010206,
    409,
    '定时任务名称已存在',
    'A scheduled job with this name already exists',
    '排程工作名稱已存在',
  ),
} as const satisfies Record<string, CatalogueEntry>;
