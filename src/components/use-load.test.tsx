import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { useLoad } from './use-load';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A screen part that loads the name of `id` and shows each state of the load. */
function Probe({ id, load }: { id: number; load: (id: number) => Promise<string> }) {
  const result = useLoad(() => load(id), [id]);
  if (result.isPending) return <p>Chargement…</p>;
  if (result.isError) {
    return (
      <div role="alert">
        Échec : {String((result.error as Error).message)}
        <button type="button" onClick={() => void result.refetch()}>
          Réessayer
        </button>
      </div>
    );
  }
  return <p>Nom : {result.data}</p>;
}

describe('useLoad', () => {
  it('is pending, then shows the data', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    render(<Probe id={1} load={load} />);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await act(async () => answer.resolve('Sport'));
    expect(screen.getByText('Nom : Sport')).toBeInTheDocument();
    expect(screen.queryByText('Chargement…')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(1);
  });

  it('reports a rejection, and refetch() loads again', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    const load = vi.fn(() => (answers[load.mock.calls.length - 1] as Deferred<string>).promise);
    render(<Probe id={1} load={load} />);
    await act(async () => answers[0]?.reject(new Error('HTTP 500')));
    expect(screen.getByRole('alert')).toHaveTextContent('Échec : HTTP 500');

    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await act(async () => answers[1]?.resolve('Sport'));
    expect(screen.getByText('Nom : Sport')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads again when deps change and drops the answer of a superseded load', async () => {
    const answers = new Map([
      [1, deferred<string>()],
      [2, deferred<string>()],
    ]);
    const load = vi.fn((id: number) => (answers.get(id) as Deferred<string>).promise);
    const { rerender } = render(<Probe id={1} load={load} />);
    rerender(<Probe id={2} load={load} />);
    expect(load.mock.calls).toEqual([[1], [2]]);

    await act(async () => answers.get(2)?.resolve('Deuxième'));
    expect(screen.getByText('Nom : Deuxième')).toBeInTheDocument();

    // The slow first answer arrives last: it must not overwrite the second.
    await act(async () => answers.get(1)?.resolve('Première'));
    expect(screen.getByText('Nom : Deuxième')).toBeInTheDocument();
    expect(screen.queryByText('Nom : Première')).not.toBeInTheDocument();
  });

  it('does not show the previous data while the new deps load', async () => {
    const answers = new Map([
      [1, deferred<string>()],
      [2, deferred<string>()],
    ]);
    const load = vi.fn((id: number) => (answers.get(id) as Deferred<string>).promise);
    const { rerender } = render(<Probe id={1} load={load} />);
    await act(async () => answers.get(1)?.resolve('Première'));
    expect(screen.getByText('Nom : Première')).toBeInTheDocument();

    rerender(<Probe id={2} load={load} />);
    expect(screen.getByText('Chargement…')).toBeInTheDocument();
    await act(async () => answers.get(2)?.resolve('Deuxième'));
    expect(screen.getByText('Nom : Deuxième')).toBeInTheDocument();
  });
});
