import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readBrandFromDocument } from '@/config/runtime-brand';
import { configureApi } from '@/lib/api-client';
import { configureMedia } from '@/lib/media';
import { Providers } from './providers';
import { routes } from './routes';

const brand = readBrandFromDocument();
configureApi({ basePath: brand.api.basePath });
configureMedia({ basePath: brand.api.mediaBasePath ?? '/media' });

const router = createBrowserRouter(routes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Providers brand={brand}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
