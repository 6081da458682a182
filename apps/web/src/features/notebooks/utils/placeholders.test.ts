import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholderNames } from './placeholders';

describe('template placeholders', () => {
  it('finds each name once, in order, with or without spaces inside the braces', () => {
    expect(
      placeholderNames('Hola {{nombre}}, tu pedido {{ pedido }} de {{nombre}} {{año_1}}'),
    ).toEqual(['nombre', 'pedido', 'año_1']);
    expect(placeholderNames('Sin datos { nombre } {{}}')).toEqual([]);
  });

  it('fills the given ones everywhere and leaves the blank ones as written', () => {
    expect(
      fillPlaceholders('Hola {{nombre}}, {{ nombre }}: pedido {{pedido}}.', {
        nombre: 'Ana',
        pedido: '',
      }),
    ).toBe('Hola Ana, Ana: pedido {{pedido}}.');
  });

  it('copies a value holding $ signs literally', () => {
    expect(fillPlaceholders('Total {{monto}}', { monto: "$1,000 $& $'" })).toBe(
      "Total $1,000 $& $'",
    );
  });
});
