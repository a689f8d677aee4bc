export { readableText } from './readable-text';
