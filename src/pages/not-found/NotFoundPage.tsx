// /404 and every unknown address.
import { NotFoundContent } from '../../layout/NotFoundContent';

export function NotFoundPage() {
  return <NotFoundContent />;
}
