export function LoginPage() {
  return (
    <div className="container section">
      <h1>LoginPage</h1>
    </div>
  );
}
