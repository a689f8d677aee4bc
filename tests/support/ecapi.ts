// Calls to a running server's /ecapi from a test, the way a client makes them: JSON in, the
// envelope checked (anything but status 200 throws with its message) and its data returned.
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

export interface EcapiOptions {
  body?: unknown;
  /** Sent as a bearer token. */
  token?: string;
}

export async function ecapi<T>(
  serverUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: EcapiOptions = {},
): Promise<T> {
  const response = await fetch(`${serverUrl}/ecapi/${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.status} ${envelope.message}`);
  return envelope.data;
}

/** A password login through the API; the test server (ECSIGN_TEST_SKIP_CAPTCHA) asks no captcha. */
export async function accessToken(
  serverUrl: string,
  user: { username: string; password: string },
  userOwnerType: 'OUTSIDE' | 'INSIDE' = 'OUTSIDE',
): Promise<string> {
  const body = { username: user.username, password: user.password, userOwnerType };
  return (await ecapi<{ access_token: string }>(serverUrl, 'POST', 'token/accessToken', { body })).access_token;
}

/** Uploads a PDF as a contract document (contract/file/upload); answers its file id. */
export async function uploadDocument(serverUrl: string, token: string, fileName: string, pdf: Uint8Array) {
  const response = await fetch(
    `${serverUrl}/ecapi/contract/file/upload?kind=DOCUMENT&fileName=${encodeURIComponent(fileName)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/pdf', authorization: `Bearer ${token}` },
      body: Buffer.from(pdf),
    },
  );
  const envelope = (await response.json()) as Envelope<{ fileId: string }>;
  if (envelope.status !== 200) throw new Error(`upload ${fileName}: ${envelope.status} ${envelope.message}`);
  return envelope.data.fileId;
}
