// The bare stack: what the project's dependencies cost before any code of ours, used the cheapest
// way. `<HashRouter>` with `<Routes>` and one `React.lazy` route (not the data router of
// `createHashRouter`, whose code would hide its own cost in the reference), Bootstrap's stock
// CSS, a react-bootstrap Navbar and a Modal. A second lazy route, `#/code`, draws a QR code with
// qrcode.react: the reference of the app's screens that show one.
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode, Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Container, Modal, Nav, Navbar } from 'react-bootstrap';
import { HashRouter, Outlet, Route, Routes } from 'react-router-dom';

const LazyPage = lazy(() => import('./lazy-page'));
const QrPage = lazy(() => import('./qr-page'));

function Layout() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Navbar expand="lg" bg="dark" data-bs-theme="dark">
        <Container>
          <Navbar.Brand href="#/">Pile nue</Navbar.Brand>
          <Navbar.Toggle aria-controls="bare-nav" />
          <Navbar.Collapse id="bare-nav">
            <Nav className="me-auto">
              <Nav.Link href="#/">Accueil</Nav.Link>
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
      <main>
        <Container className="py-4">
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
          <Button onClick={() => setOpen(true)}>Ouvrir la fenêtre</Button>
        </Container>
      </main>
      <Modal show={open} onHide={() => setOpen(false)}>
        <Modal.Header closeButton>
          <Modal.Title>Fenêtre</Modal.Title>
        </Modal.Header>
        <Modal.Body>Une fenêtre de react-bootstrap.</Modal.Body>
      </Modal>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <HashRouter>
      <Routes>
        <Route element={<Layout />}>
          <Route index element={<LazyPage />} />
          <Route path="code" element={<QrPage />} />
        </Route>
      </Routes>
    </HashRouter>
  </StrictMode>,
);
