import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { readBrandFromDocument } from '@/config/runtime-brand';
import { configureApi } from '@/lib/api-client';
import { configureMedia } from '@/lib/media';
import { Providers } from './providers';
import { routes } from './routes';

const brand = readBrandFromDocument();
configureApi({ basePath: brand.api.basePath });
configureMedia({ basePath: brand.api.mediaBasePath ?? '/media' });

// The declarative router: the data router (createBrowserRouter) costs ~17 KB gzipped more and
// the app uses none of its features (loaders, actions, fetchers, blockers).
function AppRoutes() {
  return useRoutes(routes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers brand={brand}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
