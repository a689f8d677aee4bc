// import() of an ESM-only package (ora, inquirer) from anywhere in the CLI. The built CLI runs as a
// vm.Script (launch/run-bundle-with-code-cache.ts), and Node 20 refuses import() inside one
// without --experimental-vm-modules; the launcher hands in its own import() instead, which
// resolves from dist/ as the bundle would. Tests of the sources have none and import directly.
declare const __ecsignImportPackage: ((specifier: string) => Promise<unknown>) | undefined;

export function importPackage<T>(specifier: string): Promise<T> {
  return typeof __ecsignImportPackage === 'function'
    ? (__ecsignImportPackage(specifier) as Promise<T>)
    : (import(/* @vite-ignore */ specifier) as Promise<T>);
}
