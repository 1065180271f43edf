import { Link } from 'react-router';
import { hasPermission, useSession } from '../../lib/session';

/** A user's id, linked to their page for staff who may read users. */
export function UserLink({ id, name }: { id: string; name?: string }) {
  const { staff } = useSession();
  const text = name ? `#${id} ${name}` : `#${id}`;
  if (!hasPermission(staff, 'users.read')) return <span className="tabular">{text}</span>;
  return (
    <Link to={`/users/${id}`} className="tabular font-medium text-accent-text hover:underline">
      {text}
    </Link>
  );
}
