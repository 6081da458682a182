import { FILE_TEXTS, PHOTO_EXTENSIONS } from '@app/contract/files';
import { badRequest, unsupportedMediaType } from '../../lib/app-error';

export type PhotoExtension = (typeof PHOTO_EXTENSIONS)[number];

/**
 * The extension of an uploaded file name (lower case) when it is one of `allowed`, refusing names
 * that look like paths (400) and other extensions (415).
 */
export function uploadExtension(fileName: string, allowed: readonly string[]): string {
  if (
    fileName.length === 0 ||
    fileName.length > 255 ||
    /[/\\]/.test(fileName) ||
    [...fileName].some((char) => char.charCodeAt(0) < 0x20) ||
    fileName.includes('..')
  ) {
    throw badRequest(FILE_TEXTS.badName);
  }
  const dot = fileName.lastIndexOf('.');
  const ext = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (!allowed.includes(ext)) {
    throw unsupportedMediaType(FILE_TEXTS.extension(ext ? `.${ext}` : '(ninguna)'));
  }
  return ext;
}

/** The extension of an uploaded photo's name (lower case), refusing names that look like paths. */
export const photoExtension = (fileName: string) =>
  uploadExtension(fileName, PHOTO_EXTENSIONS) as PhotoExtension;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

/** Active content an SVG must not hold: scripts, foreign HTML, event handlers, external loads. */
const SVG_ACTIVE =
  /<\s*script|<\s*foreignObject|<\s*iframe|<\s*embed|<\s*object|<!ENTITY|<!DOCTYPE|\son[a-z]+\s*=|javascript:|data:text\/html|xlink:href\s*=\s*["']?(?!#)|href\s*=\s*["']?(?!#)/i;

/**
 * Checks that the bytes are what the extension says (DECISIONS §5): PNG and JPEG by their
 * signatures; SVG must be UTF-8 text whose root element is <svg> and hold no active content.
 */
export function checkPhotoContent(ext: PhotoExtension, data: Buffer) {
  if (ext === 'png') {
    if (!data.subarray(0, PNG.length).equals(PNG)) throw unsupportedMediaType(FILE_TEXTS.content);
    return;
  }
  if (ext === 'jpg' || ext === 'jpeg') {
    if (!data.subarray(0, JPEG.length).equals(JPEG)) throw unsupportedMediaType(FILE_TEXTS.content);
    return;
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (text.includes('\uFFFD') || text.includes('\u0000'))
    throw unsupportedMediaType(FILE_TEXTS.content);
  // Prolog: optional BOM, XML declaration and comments, then the root element <svg.
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .trimStart();
  if (!/^<svg[\s>]/i.test(body) || !/<\/svg\s*>\s*$/i.test(body.trimEnd())) {
    throw unsupportedMediaType(FILE_TEXTS.content);
  }
  if (SVG_ACTIVE.test(text)) throw unsupportedMediaType(FILE_TEXTS.unsafeSvg);
}
