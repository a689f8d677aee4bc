// Style sheets are bundled by esbuild; TypeScript only needs to know they exist.
declare module '*.css';
