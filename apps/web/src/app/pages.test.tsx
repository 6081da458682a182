import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Lazy, startLoad, type Load } from './pages';

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
