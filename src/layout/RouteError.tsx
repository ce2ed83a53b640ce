// The error screen of the routes: never a white page. A missing lazy chunk (usually the network)
// offers a reload; anything else a friendly way home.
import { Link } from 'react-router';
import { paths } from '../paths';
import { useIsInsideLayout } from './layoutContext';
import { Logo, logoLinkLabel } from './Logo';
import { RouteErrorMessage } from './RouteErrorMessage';
import './RouteError.css';

/** A lazy page's script failed to arrive (webpack names the error, spec §8 quotes the message). */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading chunk .* failed/i.test(message));
}

export function RouteError({ error }: { error: unknown }) {
  const insideLayout = useIsInsideLayout();

  let content;
  if (isChunkLoadError(error)) {
    content = (
      <RouteErrorMessage
        title="This page could not be loaded"
        text="Part of the page didn’t arrive, most likely because the connection dropped for a moment. Check that you are online, then reload."
        action={
          <button type="button" className="button button--accent" onClick={() => window.location.reload()}>
            Reload
          </button>
        }
      />
    );
  } else {
    content = (
      <RouteErrorMessage
        title="Something went wrong"
        text="Sorry, this page ran into a problem on our side. Try again in a moment, or start again from the homepage."
        action={
          <Link to={paths.home} className="button button--accent">
            Back to Homepage
          </Link>
        }
      />
    );
  }

  if (insideLayout) return content;
  // The layout itself failed: give the screen a minimal frame of its own.
  return (
    <div className="route-error-frame">
      <header className="container route-error-frame__header">
        <a href={paths.home} className="route-error-frame__logo" aria-label={logoLinkLabel('home')}>
          <Logo />
        </a>
      </header>
      <main id="main-content" tabIndex={-1}>
        {content}
      </main>
    </div>
  );
}
