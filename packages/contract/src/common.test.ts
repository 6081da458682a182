import { describe, expect, it } from 'vitest';
import { emailSchema, listQuery } from './common';

const query = listQuery({});
const messages = (input: unknown) => {
  const result = query.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('page and limit of a paged list', () => {
  it('default to page 1 of 10 and read numbers from a query string', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 10 });
    expect(query.parse({ page: '3', limit: '25' })).toEqual({ page: 3, limit: 25 });
  });

  it('refuse what is not a page number with a sentence a person reads', () => {
    for (const page of ['abc', ['1', '2'], '1.5', '99999999999999999999']) {
      expect(messages({ page })[0]).toBe('Página inválida: usa un número entero desde 1');
    }
    expect(messages({ page: '0' })).toEqual(['Página inválida']);
    expect(messages({ limit: 'x' })[0]).toBe('Límite inválido: usa un número entero desde 1');
    expect(messages({ limit: '101' })).toEqual(['Máximo 100 por página']);
  });
});

describe('a required email', () => {
  const emailMessages = (input: unknown) => {
    const result = emailSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  it("says 'Requerido' when left empty (SPEC §5), and asks for a valid one otherwise", () => {
    expect(emailMessages('')).toEqual(['Requerido']);
    expect(emailMessages('   ')).toEqual(['Requerido']);
    expect(emailMessages(undefined)).toEqual(['Requerido']);
    expect(emailMessages('ana')).toEqual(['Por favor ingresa un email válido']);
    expect(emailSchema.parse(' Ana@Empresa.TEST ')).toBe('ana@empresa.test');
  });
});
