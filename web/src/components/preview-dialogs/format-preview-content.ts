// What the content preview shows: JSON indented by two spaces. A string that holds JSON is parsed
// first (stored settings often arrive as JSON text); any other string is shown as it is.
export function formatPreviewContent(content: unknown): string {
  if (typeof content === 'string') {
    try {
      return JSON.stringify(JSON.parse(content), null, 2);
    } catch {
      return content;
    }
  }
  return JSON.stringify(content, null, 2) ?? '';
}
