// Sample data of the /components gallery: a template group, an organisation tree, contract rows.
// The template group's PDFs are files of web/public/samples, which the portal serves (R-components).
import type { TTemplatePanel } from '@ecsign/core/model';
import type { TTreeNode } from '../../components/tree/tree-node';

export const SAMPLE_TEMPLATE_GROUP: TTemplatePanel = {
  title: '入职合同组',
  type: '合同组',
  wrapTitle: '新员工入职',
  templateInfoList: [
    { labelName: '业务类型', labelVal: '人事合同' },
    {
      labelName: '签署方',
      labelVal: [
        { name: '演示科技有限公司', type: '企业' },
        { name: '员工', type: '个人' },
      ],
    },
  ],
  templateContractList: {
    signatoryList: [
      {
        title: '劳动合同',
        signType: '企业盖章 + 个人签名',
        pdfUrl: '/samples/labour-contract.pdf',
        detailList: [{ labelName: '签署顺序', labelVal: '1' }],
      },
      { title: '保密协议', signType: '个人签名', pdfUrl: '/samples/nda.pdf', detailList: [] },
    ],
    pushList: [],
  },
};

export const SAMPLE_EMPTY_TEMPLATE: TTemplatePanel = {
  title: '空白模板',
  type: '单份模板',
  templateInfoList: [],
  templateContractList: { signatoryList: [], pushList: [] },
};

export const SAMPLE_TREE: readonly TTreeNode[] = [
  {
    id: 'hq',
    label: '演示科技有限公司',
    children: [
      { id: 'hr', label: '人事部', children: [{ id: 'hr-recruit', label: '招聘组' }] },
      { id: 'it', label: '信息部' },
      { id: 'finance', label: '财务部' },
    ],
  },
  { id: 'branch', label: '上海分公司', children: [{ id: 'sales', label: '销售部' }] },
];

export interface TSampleRow {
  id: string;
  taskName: string;
  initiator: string;
  status: 0 | 1 | 3 | 4 | 5;
  initiateTime: string;
}

const STATUSES = [1, 5, 0, 3, 4] as const;
const PEOPLE = ['王管理', '李四', '张三'];

export const SAMPLE_ROWS: readonly TSampleRow[] = Array.from({ length: 57 }, (_, index) => ({
  id: `T${String(index + 1).padStart(4, '0')}`,
  taskName: `劳动合同签署 ${index + 1}`,
  initiator: PEOPLE[index % PEOPLE.length]!,
  status: STATUSES[index % STATUSES.length]!,
  initiateTime: `2026-0${(index % 9) + 1}-${String((index % 28) + 1).padStart(2, '0')} 10:00`,
}));

/** A small picture for the image preview: the seal-red "签" of the product, as an SVG. */
export const SAMPLE_PICTURE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="100" r="90" fill="none" stroke="#c92a2a" stroke-width="8"/><text x="100" y="125" font-size="72" text-anchor="middle" fill="#c92a2a">签</text></svg>',
  );
