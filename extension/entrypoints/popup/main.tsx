// Popup entrypoint: mounts the popup with the browser's platform pieces; the popup lives in src/popup.
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PopupApp } from '../../src/popup/popup-app';
import { browserExtensionPlatform } from '../../src/extension-platform';

const root = document.getElementById('root');
if (!root) throw new Error('popup.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <PopupApp platform={browserExtensionPlatform()} />
  </StrictMode>,
);
