// The send-code button in the gallery; sending is simulated, the countdown is real.
import { SendCodeButton } from '@ecsign/ui/send-code-button';

const pretendToSend = () => new Promise((resolve) => setTimeout(resolve, 300));

export function GallerySendCode() {
  return <SendCodeButton onSend={pretendToSend} />;
}
