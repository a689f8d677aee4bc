export { SendCodeButton } from './send-code-button';
