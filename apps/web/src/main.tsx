import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'vazirmatn/misc/Farsi-Digits/Vazirmatn-FD-font-face.css';
// The same face with ASCII digits, for Latin values (decision 084); a weight's file loads only once a screen uses it.
import 'vazirmatn/Vazirmatn-font-face.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('root element missing');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
