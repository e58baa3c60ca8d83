import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is no page at this address. <Link to="/">Back to the dashboard</Link>
      </p>
    </>
  );
}
