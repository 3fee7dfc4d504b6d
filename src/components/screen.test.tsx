import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { Loadable } from '@/components/use-load';
import { withCut, withSkipped } from '@/api/read-list';
import { listNotices } from './list-words';
import { Screen } from './screen';

function loadable<T>(state: Partial<Loadable<T>>): Loadable<T> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    error: null,
    refetch: vi.fn(),
    ...state,
  };
}

function Orders({ load }: { load: Loadable<string[]> }) {
  return (
    <Screen
      title="Commandes"
      load={load}
      loading="Chargement des commandes…"
      error="Les commandes n'ont pas pu être chargées."
      notices={listNotices('orders')}
      empty={{ when: (orders) => orders.length === 0, message: 'Aucune commande.' }}
    >
      {(orders) => (
        <ul>
          {orders.map((order) => (
            <li key={order}>{order}</li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

describe('Screen (the states of what a screen loads)', () => {
  it('shows the title and the loading label while pending', () => {
    render(<Orders load={loadable({ isPending: true })} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des commandes…');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the error message with Réessayer, which loads again', async () => {
    const refetch = vi.fn();
    render(<Orders load={loadable({ isError: true, error: new Error('HTTP 500'), refetch })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Les commandes n'ont pas pu être chargées.",
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('builds the error message from the error when given a function', () => {
    render(
      <Screen
        title="Compte"
        load={loadable<string>({ isError: true, error: new Error('introuvable') })}
        error={(error) => `Le compte n'a pas pu être chargé (${(error as Error).message}).`}
      >
        {(name) => <p>{name}</p>}
      </Screen>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Le compte n'a pas pu être chargé (introuvable).",
    );
  });

  it('shows the empty message when the data counts as empty', () => {
    render(<Orders load={loadable({ data: [] })} />);
    expect(screen.getByText('Aucune commande.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the content once loaded', () => {
    render(<Orders load={loadable({ data: ['Gîte', 'Écusson'] })} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Gîte',
      'Écusson',
    ]);
    expect(screen.queryByText('Aucune commande.')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says how many records it left out, and where a list too long was cut', async () => {
    render(<Orders load={loadable({ data: withCut(withSkipped(['Gîte'], 2), 10_000) })} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // The notices come in a chunk of their own, fetched when a list has something to say.
    const said = (await screen.findAllByRole('status')).map((status) => status.textContent);
    expect(said).toEqual([
      "2 commandes n'ont pas pu être lues.",
      'Liste incomplète : seules les 10\u202f000 premières commandes ont été lues.',
    ]);
  });

  it('without load, frames its children with the title, the actions and the lead', () => {
    render(
      <Screen
        title="Documents"
        lead="Les documents de l'amicale."
        actions={<button type="button">Ajouter</button>}
      >
        <p>Le contenu</p>
      </Screen>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByText("Les documents de l'amicale.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter' })).toBeInTheDocument();
    expect(screen.getByText('Le contenu')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
