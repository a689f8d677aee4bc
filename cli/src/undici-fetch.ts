// The CLI's fetch: undici's (a newer one than Node 20 ships, with its connection handling), with
// one repair. Request bodies are built as the rest of the workspace builds them, with the global
// FormData (core's api client, the employee-list upload); undici's own fetch does not recognise
// that class as a form and sends its text, "[object FormData]", so the server sees an empty
// upload. Such a body is copied into undici's FormData, which it does send as multipart.
import { fetch as fetchWithUndici, FormData as UndiciFormData } from 'undici';

function asUndiciForm(form: FormData): UndiciFormData {
  const copy = new UndiciFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else copy.append(name, value, value.name);
  }
  return copy;
}

export const undiciFetch: typeof fetch = (input, init) => {
  const body = init?.body;
  const repaired =
    body instanceof FormData && !(body instanceof UndiciFormData) ? { ...init, body: asUndiciForm(body) } : init;
  return fetchWithUndici(
    input as Parameters<typeof fetchWithUndici>[0],
    repaired as Parameters<typeof fetchWithUndici>[1],
  ) as unknown as Promise<Response>;
};
