// First: zod's settings apply to the schemas built as the other modules load.
import './lib/zod-config';
// Then: the signed-in area's requests start before the rest of the app is evaluated.
import './app/opening';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
