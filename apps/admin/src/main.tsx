import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createRouter } from './app/app';
import { createQueryClient } from './lib/query-client';
import { applyTheme, getTheme } from './lib/theme';
import './styles/index.css';

applyTheme(getTheme());

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App queryClient={createQueryClient()} router={createRouter()} />
  </StrictMode>,
);
