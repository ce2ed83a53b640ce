export function NotFoundPage() {
  return (
    <div className="container section">
      <h1>NotFoundPage</h1>
    </div>
  );
}
