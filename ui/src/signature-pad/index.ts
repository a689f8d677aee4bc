export { SignaturePad, type SignaturePadProps, type TStrokes } from './signature-pad';
export { exportSignaturePng } from './export-signature-png';
export type { TPadPoint } from './stroke-segments';
