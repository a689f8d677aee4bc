// Whether the extension may read file:// URLs — a PDF the user downloaded and opened. Chrome asks
// the user to switch on "Allow access to file URLs" for the extension; until then every read of a
// local file fails with a bare "Failed to fetch", so the check is made first and the popup can say
// what to do. Firefox never lets an extension read local files (its answer is always false).

/** The part of chrome.extension this needs (a fake in tests). */
export interface FileSchemeAccessApi {
  isAllowedFileSchemeAccess(): Promise<boolean>;
}

/** What stands between the extension and a local file: nothing, a switch the user can turn on, or the browser. */
export type TFileAccess = 'allowed' | 'switched-off' | 'unsupported';

export async function fileAccessOf(
  api: FileSchemeAccessApi | undefined,
  browserName: 'chrome' | 'firefox',
): Promise<TFileAccess> {
  if (browserName === 'firefox') return 'unsupported';
  const allowed = await Promise.resolve(api?.isAllowedFileSchemeAccess()).catch(() => false);
  return allowed ? 'allowed' : 'switched-off';
}

export const isFileUrl = (url: string) => /^file:/i.test(url);
