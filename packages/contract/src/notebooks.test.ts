import { describe, expect, it } from 'vitest';
import {
  createNotebookSchema,
  NOTEBOOK_TEXTS,
  normalizeLink,
  shareNotebookSchema,
  updateNotebookSchema,
} from './notebooks';

describe('normalizeLink (SPEC §5, DECISIONS §8)', () => {
  it('prefixes https:// to an address without a scheme that looks like a domain', () => {
    expect(normalizeLink('empresa.example')).toBe('https://empresa.example');
    expect(normalizeLink('  www.empresa.es/ruta?a=1#b ')).toBe('https://www.empresa.es/ruta?a=1#b');
    expect(normalizeLink('intranet.empresa.es:8443/panel')).toBe(
      'https://intranet.empresa.es:8443/panel',
    );
  });

  it('keeps http and https addresses as written', () => {
    expect(normalizeLink('http://intranet.example/x')).toBe('http://intranet.example/x');
    expect(normalizeLink('HTTPS://Empresa.example')).toBe('HTTPS://Empresa.example');
    expect(normalizeLink('https://localhost:3000')).toBe('https://localhost:3000');
  });

  it('refuses every other scheme', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hola',
      'ftp://archivos.example',
      'mailto:a@b.example',
      'file:///etc/passwd',
      'vbscript:msgbox',
    ]) {
      expect(normalizeLink(value), value).toBeNull();
    }
  });

  it('refuses what is not an address', () => {
    for (const value of [
      '',
      '   ',
      'sin-dominio',
      'empresa.e',
      'empresa .example',
      'https://',
      '//empresa.example',
      'empresa.123',
      'localhost:3000',
      'javascript:1',
    ]) {
      expect(normalizeLink(value), value).toBeNull();
    }
  });

  it('is what the link field stores, with the SPEC text on a bad one', () => {
    const ok = createNotebookSchema.safeParse({ type: 'link', title: 'Web', link: 'a.example' });
    expect(ok.success && ok.data).toMatchObject({ link: 'https://a.example' });
    const bad = createNotebookSchema.safeParse({ type: 'link', title: 'Web', link: 'ftp://a.es' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(NOTEBOOK_TEXTS.badUrl);
  });
});

describe('a PATCH body', () => {
  it('leaves out what was not sent, so that it keeps its value', () => {
    const link = updateNotebookSchema.parse({ type: 'link', title: 'Nuevo' });
    expect(link).toEqual({ type: 'link', title: 'Nuevo' });
    const email = updateNotebookSchema.parse({ type: 'email', email: 'A@B.example' });
    expect(email).toEqual({ type: 'email', email: 'a@b.example' });
    const template = updateNotebookSchema.parse({ type: 'template', text: 'Hola {{nombre}}' });
    expect(template).toEqual({ type: 'template', text: 'Hola {{nombre}}' });
  });

  it('clears a sub-category with null or blank, and an email title with empty text', () => {
    expect(updateNotebookSchema.parse({ type: 'link', subCategoryId: null })).toEqual({
      type: 'link',
      subCategoryId: null,
    });
    expect(updateNotebookSchema.parse({ type: 'link', subCategoryId: ' ' })).toEqual({
      type: 'link',
      subCategoryId: null,
    });
    expect(updateNotebookSchema.parse({ type: 'email', title: '' })).toEqual({
      type: 'email',
      title: '',
    });
  });

  it('refuses a body that changes nothing', () => {
    const result = updateNotebookSchema.safeParse({ type: 'email' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NOTEBOOK_TEXTS.noChanges);
  });
});

describe('a share body', () => {
  it('reads ids given as text, once each', () => {
    expect(shareNotebookSchema.parse({ userIds: ['3', 3, 4] })).toEqual({ userIds: [3, 4] });
    expect(shareNotebookSchema.parse({ userIds: [] })).toEqual({ userIds: [] });
    expect(shareNotebookSchema.safeParse({ userIds: [0] }).success).toBe(false);
    expect(shareNotebookSchema.safeParse({}).success).toBe(false);
  });
});

describe('a mailbox password', () => {
  it('that is missing, empty or blank is one issue, "Requerido"', () => {
    for (const password of [undefined, '', '   ']) {
      const parsed = createNotebookSchema.safeParse({
        type: 'email',
        title: 'Soporte',
        email: 'soporte@empresa.example',
        password,
      });
      expect(parsed.success).toBe(false);
      const issues = parsed.error!.issues.filter((issue) => issue.path.join('.') === 'password');
      expect(issues.map((issue) => issue.message)).toEqual(['Requerido']);
    }
  });
});
