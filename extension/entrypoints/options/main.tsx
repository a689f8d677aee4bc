// Options page entrypoint: mounts the settings with the browser's platform pieces; they live in src/options.
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { browserExtensionPlatform } from '../../src/extension-platform';
import { OptionsApp } from '../../src/options/options-app';

const root = document.getElementById('root');
if (!root) throw new Error('options.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <OptionsApp platform={browserExtensionPlatform()} />
  </StrictMode>,
);
