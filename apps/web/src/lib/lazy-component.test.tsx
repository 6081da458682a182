import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lazy, startLoad, type Load } from './lazy-component';

const page = (text: string) => () => <h1>{text}</h1>;

describe('Lazy pages', () => {
  it('draws a page whose code already arrived at once, never showing the fallback', async () => {
    const load: Load = vi.fn(async () => page('Gestión de Turnos'));
    await startLoad(load); // started early, as an address opening starts it
    render(<Lazy load={load} fallback={<p>Cargando…</p>} />);
    // In the first commit: no suspension, so React's reveal throttle cannot hold it back.
    expect(screen.getByRole('heading', { name: 'Gestión de Turnos' })).toBeTruthy();
    expect(screen.queryByText('Cargando…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the fallback while the code loads, and loads it once for every start', async () => {
    let resolve: (component: ComponentType) => void = () => undefined;
    const load: Load = vi.fn(() => new Promise<ComponentType>((done) => (resolve = done)));
    void startLoad(load);
    render(<Lazy load={load} fallback={<p>Cargando…</p>} />);
    expect(screen.getByText('Cargando…')).toBeTruthy();
    resolve(page('Ingresos'));
    expect(await screen.findByRole('heading', { name: 'Ingresos' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('replaces the fallback as soon as the code arrives, without the 300 ms reveal delay of Suspense', async () => {
    let resolve: (component: ComponentType) => void = () => undefined;
    const load: Load = () => new Promise<ComponentType>((done) => (resolve = done));
    render(<Lazy load={load} fallback={<p>Cargando datos iniciales</p>} />);
    expect(screen.getByText('Cargando datos iniciales')).toBeTruthy();
    // As in a browser, outside act(): React schedules the update itself, and a Suspense boundary
    // would keep its fallback for 300 ms after showing it. A few turns of the event loop suffice.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      resolve(page('Gestión de Turnos'));
      for (let turn = 0; turn < 10; turn++) await new Promise((done) => setTimeout(done, 0));
      expect(screen.getByRole('heading', { name: 'Gestión de Turnos' })).toBeTruthy();
      expect(screen.queryByText('Cargando datos iniciales')).toBeNull();
    } finally {
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('says the page could not load, and loads it again on Reintentar', async () => {
    const load: Load = vi
      .fn<Load>()
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValueOnce(page('Egresos'));
    render(<Lazy load={load} fallback={<p>Cargando…</p>} />);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'No se pudo cargar esta parte de la aplicación. Revisa tu conexión.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Egresos' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tries again after a failed load', async () => {
    const load: Load = vi
      .fn<Load>()
      .mockRejectedValueOnce(new Error('sin red'))
      .mockResolvedValueOnce(page('Egresos'));
    await expect(startLoad(load)).rejects.toThrow('sin red');
    await Promise.resolve();
    await expect(startLoad(load)).resolves.toBeTypeOf('function');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
