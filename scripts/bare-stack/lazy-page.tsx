/** The bare stack's one lazy route. */
export default function LazyPage() {
  return (
    <>
      <h1>Pile nue</h1>
      <p className="lead">
        Vite, React 19, un routeur par hachage avec une route chargée à la demande, le CSS de
        Bootstrap, une barre de navigation et une fenêtre modale de react-bootstrap.
      </p>
    </>
  );
}
