// The texts of the permissions a custom role may hold (and of the others, for the role list).
import type { TPermission } from '@ecsign/core/guard';

export const PERMISSION_KEYS = {
  'contract:view': 'permContractView',
  'contract:sign': 'permContractSign',
  'contract:initiate': 'permContractInitiate',
  'hr:batch': 'permHrBatch',
  'template:manage': 'permTemplateManage',
  'seal:manage': 'permSealManage',
  'signature:manage': 'permSignatureManage',
  'contact:manage': 'permContactManage',
  'member:manage': 'permMemberManage',
  'role:manage': 'permRoleManage',
  'grant:manage': 'permGrantManage',
  'enterprise:reauth': 'permEnterpriseReauth',
  'enterprise:register': 'permEnterpriseRegister',
  'enterprise:join': 'permEnterpriseJoin',
  'notice:view': 'permNoticeView',
  'notice:publish': 'permNoticePublish',
  'platform:config': 'permPlatformConfig',
  'identity:review': 'permIdentityReview',
} as const satisfies Record<TPermission, string>;
