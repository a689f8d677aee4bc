// Style sheets are bundled by esbuild; TypeScript only needs to know they exist.
declare module '*.css';
/** The bundled pdf.js worker's URL, set by web/build.mjs (absent in tests). */
declare const __PDF_WORKER_URL__: string | undefined;
