// Which document a "Verify signatures" click means: the link under the pointer, else the frame
// (Chrome's PDF viewer), else the page — an open PDF tab.
export interface MenuClick {
  readonly linkUrl?: string;
  readonly frameUrl?: string;
  readonly pageUrl?: string;
}

export function menuTargetUrl(info: MenuClick, tabUrl: string | undefined): string | undefined {
  const frame = info.frameUrl && /^(https?|file):/.test(info.frameUrl) ? info.frameUrl : undefined;
  return info.linkUrl ?? frame ?? info.pageUrl ?? tabUrl;
}
