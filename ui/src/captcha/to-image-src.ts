// AJ-Captcha servers send bare base64 PNGs; a data: URL passes as it is.
export function toImageSrc(base64: string): string {
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}
