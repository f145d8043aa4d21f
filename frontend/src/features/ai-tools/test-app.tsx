import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { AppProviders } from '../../app/providers.tsx';
import { PlacedToaster } from '../../components/toasts/placed-toaster.tsx';
import { AiToolsPage } from './pages/ai-tools-page.tsx';
import { ToolsPage } from './pages/tools-page.tsx';

/** Where a link led: the path and query, for screens outside this feature. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/** The AI tools screens in the app's providers, with every other address a stand-in that says where it is. */
export function renderAiTools(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/ai-tools', element: <AiToolsPage /> },
      { path: '/tools', element: <ToolsPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
      {/* The app's Root holds the toaster; these screens are rendered without it. */}
      <PlacedToaster />
    </AppProviders>,
  );
  return { ...view, router };
}
