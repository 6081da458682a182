import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { openingQueryClient } from './opening';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App() {
  // One cache for the routes (which ask for a page's data as it opens) and for the pages.
  const [queryClient] = useState(() => {
    const client = openingQueryClient() ?? createQueryClient();
    // A 401 has already cleared the session (the guards show /login); drop cached data too.
    setUnauthorizedHandler(() => client.clear());
    return client;
  });
  return (
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes queryClient={queryClient} />
      </BrowserRouter>
    </Providers>
  );
}
