// The providers' own worked examples of their request signatures, copied from their documentation
// with the fixed keys, times and nonces they use and the signatures they print. Both the adapters'
// signers and the fake servers' verifiers must reproduce them.

/**
 * Alibaba Cloud, "V3 request structure and signature" (ACS3-HMAC-SHA256), the example with fixed
 * parameters: https://help.aliyun.com/zh/sdk/product-overview/v3-request-structure-and-signature
 * (English: https://www.alibabacloud.com/help/en/sdk/product-overview/v3-request-structure-and-signature).
 */
export const ALIYUN_V3_EXAMPLE = {
  accessKeyId: 'YourAccessKeyId',
  accessKeySecret: 'YourAccessKeySecret',
  method: 'POST',
  host: 'ecs.cn-shanghai.aliyuncs.com',
  path: '/',
  query: { ImageId: 'win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd', RegionId: 'cn-shanghai' },
  rawQuery: 'ImageId=win2019_1809_x64_dtc_zh-cn_40G_alibase_20230811.vhd&RegionId=cn-shanghai',
  body: '',
  action: 'RunInstances',
  version: '2014-05-26',
  date: '2023-10-26T10:22:32Z',
  nonce: '3156853299f313e23d1673dc12e1703d',
  contentSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  hashedCanonicalRequest: '7ea06492da5221eba5297e897ce16e55f964061054b7695beedaac1145b1e259',
  authorization:
    'ACS3-HMAC-SHA256 Credential=YourAccessKeyId,SignedHeaders=host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version,Signature=06563a9e1b43f5dfe96b81484da74bceab24a1d853912eee15083a6f0f3283c0',
} as const;

/**
 * Tencent Cloud, API 3.0 "Signature v3" (TC3-HMAC-SHA256), the DescribeInstances example every
 * product's copy of the page shares: https://cloud.tencent.com/document/product/215/36792 (Chinese)
 * and https://tencentcloud.com/document/product/267/37447 (English).
 */
export const TENCENT_TC3_EXAMPLE = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  host: 'cvm.tencentcloudapi.com',
  service: 'cvm',
  action: 'DescribeInstances',
  version: '2017-03-12',
  region: 'ap-guangzhou',
  timestamp: 1551113065,
  contentType: 'application/json; charset=utf-8',
  body: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  hashedPayload: '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
  canonicalRequest:
    'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\ncontent-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
  stringToSign:
    'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
  authorization:
    'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
} as const;
