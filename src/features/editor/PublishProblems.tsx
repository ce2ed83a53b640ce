// What stopped a publish: each field the model refused, in the editor's words, linked to its screen.
import { Link } from 'react-router';
import { adminWebsitePath } from '../../paths';
import { fieldPlace } from './fieldPlace';
import { screenOfField } from './screens';

export function PublishProblems({ errors }: { errors: Readonly<Record<string, readonly string[]>> }) {
  const places = Object.entries(errors);
  if (places.length === 0) return null;
  return (
    <section className="publish-problems" role="alert" aria-labelledby="publish-problems-title">
      <h2 id="publish-problems-title" className="publish-problems__title">
        Not published: {places.length === 1 ? 'one field needs' : `${places.length} fields need`} another look
      </h2>
      <ul className="publish-problems__list">
        {places.map(([field, messages]) => {
          const screen = screenOfField(field);
          return (
            <li key={field}>
              {screen ? (
                <Link to={adminWebsitePath(screen.key)}>{fieldPlace(field)}</Link>
              ) : (
                <span>{fieldPlace(field)}</span>
              )}
              {screen && <span className="publish-problems__screen"> ({screen.label})</span>}: {messages.join(' ')}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
