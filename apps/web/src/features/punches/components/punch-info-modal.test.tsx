import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEntry, makePunch } from '../../../test/punch-test-data';
import { renderWithProviders } from '../../../test/render';
import { PunchInfoModal } from './punch-info-modal';

function renderInfo(punch = makePunch()) {
  renderWithProviders(<PunchInfoModal open onOpenChange={() => undefined} punch={punch} />);
}

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('punch information modal', () => {
  const done = makePunch({
    dateIn: '2026-11-23T08:05:00+01:00',
    dateOut: '2026-11-23T17:35:00+01:00',
    workedHours: 8.75,
    hoursDifference: -0.25,
    arriveLateHours: 0.08,
    leaveLateHours: 0.58,
    notesIn: 'Llegué',
    breaks: [
      makeEntry({ id: 1, breakDuration: 0.25 }),
      makeEntry({
        id: 2,
        type: 'lunch',
        breakIn: '2026-11-23T13:00:00+01:00',
        breakOut: '2026-11-23T13:30:00+01:00',
        breakDuration: 0.5,
      }),
    ],
  });

  it('shows the day, its hours in hours and minutes, and the difference in red', () => {
    renderInfo(done);
    expect(screen.getByRole('dialog', { name: 'Información del Punch' })).toBeTruthy();
    expect(section('Detalles del día').getByText('23/11/2026')).toBeTruthy();
    expect(section('Detalles del día').getByText('Completado')).toBeTruthy();
    expect(section('Horarios').getByText('23/11/2026 08:05')).toBeTruthy();
    expect(section('Horarios').getByText('23/11/2026 17:35')).toBeTruthy();
    expect(section('Horarios').getByText('9 h 30 min')).toBeTruthy();
    expect(section('Análisis de horas').getByText('8 h 45 min')).toBeTruthy();
    const difference = section('Análisis de horas').getByText('-15 min');
    expect(difference.className).toContain('text-red-600');
    expect(section('Breaks (1)').getByText(/Duración: 15 min/)).toBeTruthy();
    expect(section('Lunches (1)').getByText(/Duración: 30 min/)).toBeTruthy();
    expect(section('Notas').getByText('Llegué')).toBeTruthy();
    expect(section('Horas especiales').getByText('-5 min')).toBeTruthy();
    expect(section('Horas especiales').getByText('+35 min')).toBeTruthy();
  });

  it('shows a positive difference in green with +, and (Activo) for an open break', () => {
    renderInfo(
      makePunch({
        ...done,
        hoursDifference: 0.5,
        breaks: [makeEntry({ breakOut: null, breakDuration: null })],
      }),
    );
    expect(section('Análisis de horas').getByText('+30 min').className).toContain(
      'text-emerald-600',
    );
    expect(section('Breaks (1)').getByText('(Activo)')).toBeTruthy();
  });

  it('hides the analysis without figures and writes No registrado for a missing exit', () => {
    renderInfo(makePunch());
    expect(screen.queryByRole('region', { name: 'Análisis de horas' })).toBeNull();
    expect(section('Horarios').getByText('No registrado')).toBeTruthy();
  });

  it('says there are no breaks or lunches when the punch has none (SPEC §8)', () => {
    renderInfo(makePunch({ ...done, breaks: [] }));
    expect(
      section('Breaks y lunches').getByText('No hay breaks ni lunches registrados'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: /^Breaks \(/ })).toBeNull();
  });
});
