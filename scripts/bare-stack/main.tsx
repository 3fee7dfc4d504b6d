// The bare stack: what the project's dependencies cost before any code of ours. A hash router
// with one lazy route, Bootstrap's stock CSS, a react-bootstrap Navbar and a Modal.
import 'bootstrap/dist/css/bootstrap.min.css';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Container, Modal, Nav, Navbar } from 'react-bootstrap';
import { Outlet, RouterProvider, createHashRouter } from 'react-router-dom';

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
          <Outlet />
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

const router = createHashRouter([
  {
    element: <Layout />,
    children: [{ index: true, lazy: () => import('./lazy-page') }],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
