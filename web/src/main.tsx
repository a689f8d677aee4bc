// Entry of the portal bundle: reads the stored session, then renders the app.
import '@mantine/core/styles.css';
import { createRoot } from 'react-dom/client';
import { createSessionStore } from '@ecsign/core/session';
import { PortalApp } from './app/portal-app';
import { browserSessionStorage } from './platform/browser-session-storage';

async function main() {
  const store = createSessionStore(browserSessionStorage());
  const [snapshot, language] = await Promise.all([store.snapshot(), store.getLanguage()]);
  document.documentElement.lang = language;
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(<PortalApp store={store} initialSnapshot={snapshot} initialLanguage={language} />);
}

void main();
