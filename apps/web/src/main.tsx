import { DEFAULT_CONNECTION_NAME } from '@haligi/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { loadConnections } from './lib/connections';
import { storage } from './lib/storage';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

// A stored non-default connection needs the connection list before the first call, so the list
// is read first; with Default (nearly always) the app renders at once while the list loads.
const chosen = storage.getSelectedConnection();
if (chosen && chosen !== DEFAULT_CONNECTION_NAME) void loadConnections().finally(render);
else {
  render();
  void loadConnections();
}
