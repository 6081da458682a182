import { describe, expect, it } from 'vitest';
import { readManagementScreen, writeManagementScreen } from './use-management-screen';

const read = (search: string) => readManagementScreen(new URLSearchParams(search));

describe('management screen address', () => {
  it("opens a notification's link on Correcciones, the request named", () => {
    const state = read('tab=correcciones&correction=12');
    expect(state.tab).toBe('corrections');
    expect(state.correctionId).toBe(12);
    expect(writeManagementScreen(state).get('vista')).toBe('correcciones');
  });

  it('keeps the filters of Correcciones and Incidencias, and drops what it cannot read', () => {
    const state = read(
      'vista=incidencias&tipo=missing-out&estado=pendiente&solicitante=7&pagina=2',
    );
    expect(state).toMatchObject({
      tab: 'exceptions',
      exceptionType: 'missing-out',
      review: { status: 'pending', userId: 7 },
      page: 2,
    });
    expect(writeManagementScreen(state).toString()).toContain('tipo=missing-out');
    expect(read('tipo=nada&estado=x&solicitante=-1')).toMatchObject({
      exceptionType: null,
      review: { status: null, userId: null },
    });
  });
});
