export function Loader({ visible = false }: { visible?: boolean }) {
  return visible ? <div role="status">Loading</div> : null;
}
