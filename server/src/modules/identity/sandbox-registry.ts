// The sandbox provider's registries: the only identities and enterprises it confirms. They are
// documented in README.md ("Sandbox test identities"); every number passes its real checksum.
import type { TPersonCheckOutcome } from './identity-provider';

export interface SandboxPerson {
  name: string;
  idNumber: string;
  bankCardNumber: string;
  /** The mobile number "the bank" holds for the card. */
  bankMobile: string;
  /** What every check of this person answers (NEEDS_MATERIAL until an ID photo is sent). */
  outcome: TPersonCheckOutcome;
  face: 'PASS' | 'FAIL';
}

export const SANDBOX_PEOPLE: readonly SandboxPerson[] = [
  {
    name: '张三',
    idNumber: '110105199003070017',
    bankCardNumber: '6222020000000000018',
    bankMobile: '13900000001',
    outcome: 'MATCH',
    face: 'PASS',
  },
  {
    name: '李四',
    idNumber: '110105198506120026',
    bankCardNumber: '6228480000000000026',
    bankMobile: '13900000002',
    outcome: 'MATCH',
    face: 'PASS',
  },
  {
    name: '王五',
    idNumber: '310115199208150037',
    bankCardNumber: '6217000000000000038',
    bankMobile: '13900000003',
    outcome: 'MATCH',
    face: 'PASS',
  },
  {
    name: '赵六',
    idNumber: '440305198801010046',
    bankCardNumber: '6225880000000000044',
    bankMobile: '13900000004',
    outcome: 'MATCH',
    face: 'PASS',
  },
  {
    name: '钱七',
    idNumber: '350102199505050054',
    bankCardNumber: '6222020000000000059',
    bankMobile: '13900000005',
    outcome: 'MATCH',
    face: 'FAIL',
  },
  {
    name: '孙八',
    idNumber: '350102198001010062',
    bankCardNumber: '6228480000000000067',
    bankMobile: '13900000006',
    outcome: 'NEEDS_MATERIAL',
    face: 'PASS',
  },
  {
    name: '王管理',
    idNumber: '350102198001010070',
    bankCardNumber: '6217000000000000079',
    bankMobile: '13800000001',
    outcome: 'MATCH',
    face: 'PASS',
  },
];

export interface SandboxMainlandEnterprise {
  name: string;
  creditCode: string;
  legalPersonName: string;
  legalPersonIdNumber: string;
  needsMaterial?: boolean;
}

export const SANDBOX_MAINLAND_ENTERPRISES: readonly SandboxMainlandEnterprise[] = [
  {
    name: '演示科技有限公司',
    creditCode: '91350100M000100Y43',
    legalPersonName: '王管理',
    legalPersonIdNumber: '350102198001010070',
  },
  {
    name: '沙箱科技有限公司',
    creditCode: '91110108MA0000001D',
    legalPersonName: '张三',
    legalPersonIdNumber: '110105199003070017',
  },
  {
    name: '沙箱贸易有限公司',
    creditCode: '91310115MA00000022',
    legalPersonName: '李四',
    legalPersonIdNumber: '110105198506120026',
  },
  {
    name: '沙箱网络技术有限公司',
    creditCode: '91440300MA0000003T',
    legalPersonName: '钱七',
    legalPersonIdNumber: '350102199505050054',
  },
  {
    name: '沙箱材料有限公司',
    creditCode: '91350100MA00000041',
    legalPersonName: '赵六',
    legalPersonIdNumber: '440305198801010046',
    needsMaterial: true,
  },
];

export interface SandboxHongKongEnterprise {
  nameEn: string;
  nameZh: string;
  businessRegistrationNumber: string;
  companyRegistrationNumber: string;
}

export const SANDBOX_HONG_KONG_ENTERPRISES: readonly SandboxHongKongEnterprise[] = [
  {
    nameEn: 'Sandbox Holdings Limited',
    nameZh: '沙箱控股有限公司',
    businessRegistrationNumber: '12345678',
    companyRegistrationNumber: '1234567',
  },
];

/**
 * Generated test identities, for tests and demos that need more people than the table: a name that
 * starts with 测试 together with any checksum-valid ID number of someone born on 1900-01-01
 * (characters 7–14 are 19000101). Any Luhn-valid card with the reserved mobile below matches.
 */
export const SANDBOX_GENERATED_NAME_PREFIX = '测试';
export const SANDBOX_GENERATED_BIRTH_DATE = '1900-01-01';
export const SANDBOX_GENERATED_BANK_MOBILE = '13900009999';

/**
 * Generated test enterprises: a name that starts with 测试, a checksum-valid credit code whose
 * region part (characters 3–8) is 999999, and a generated test person as legal representative.
 */
export const SANDBOX_GENERATED_CREDIT_REGION = '999999';
