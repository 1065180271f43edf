import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { applyTheme, getTheme } from './lib/theme';
import './styles/index.css';

applyTheme(getTheme());

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// The first paint waits for the stored language's catalogue (one small chunk).
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
