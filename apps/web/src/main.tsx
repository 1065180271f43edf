import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createRouter } from './app/router';
import { initI18n } from './i18n';
import { applyTheme, getTheme } from './lib/theme';
import './styles/index.css';

applyTheme(getTheme());

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

// The router starts loading the first page's code now, while the language's catalogue (one
// small chunk) loads beside it; the first render waits for both.
const router = createRouter();
void initI18n().finally(() => {
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
