import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import './styles.css';
// The server draws a signed-in page's side navigation and page header before any script has run
// (`sideNavFirstPaintHtml`, `pageHeaderFirstPaintHtml`): their rules must be in the page's own stylesheet.
import './components/side-nav/side-nav.css';
import './components/admin-page/admin-page.css';
import { PRODUCT_NAME } from '@parlance/shared';
import { createRoot } from 'react-dom/client';
import { opensLoginBoot } from './app/boot-path';
import { afterPageSettles, startAnalytics } from './lib/analytics/tracker';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);

/** When the page's code could not be loaded (e.g. offline, or a deploy in between), as the router's error page. */
const BootError = () => (
  <main id="main-content" className="route-error">
    <h1>Something went wrong</h1>
    <p>{PRODUCT_NAME} could not show this page. Reloading usually helps.</p>
    <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
      <span className="p-button-label">Reload</span>
    </button>
  </main>
);

/**
 * The entry is React, the analytics facade and this choice. /login opened first is the sign-in page alone, without
 * the router (`app/login-boot.tsx`), which it brings in when the user moves on; any other address is the router
 * app (`app/app.tsx`). The build preloads the chunks of the one the address needs (`build/route-preload.ts`).
 */
const boot = opensLoginBoot(window.location.pathname)
  ? import('./app/login-boot').then(({ bootLogin }) => bootLogin(root))
  : import('./app/app').then(({ renderApp }) => renderApp(root));
// Usage analytics load once the page is interactive (loaded, then five seconds without a long task), in their own
// chunk, and only when configured: their start-up work would otherwise compete with the page's. Page views and
// clicks before then wait in the queue, kept for the tab's next page should this one go first.
void startAnalytics({ whenReady: afterPageSettles });
boot.catch((error: unknown) => {
  console.error(error);
  root.render(<BootError />);
});
