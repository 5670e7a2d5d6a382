import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { installFocusReturn } from '../components/ui/focus-return';
import { Providers } from './providers';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  useEffect(installFocusReturn, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
