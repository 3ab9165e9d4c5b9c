/** Image types of carrier logos, recognised from the bytes. */
import { ReferenceLimits } from '@coverline/contracts';

export type ImageContentType = (typeof ReferenceLimits.logoContentTypes)[number];

const EXTENSIONS: Record<ImageContentType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'image/webp': 'webp',
};

export function extensionOf(type: ImageContentType): string {
  return EXTENSIONS[type];
}

/** Active content an SVG logo must not carry: it is served to browsers as an image. */
const SVG_ACTIVE_CONTENT =
  /<script|<foreignobject|\son[a-z]+\s*=|javascript:|<iframe|<embed|<object/i;

/**
 * The image type of the bytes themselves (the declared type and file name are not trusted),
 * or null when they are not a PNG, JPEG, WebP or a plain SVG.
 */
export function detectImageType(data: Buffer): ImageContentType | null {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  const text = data.toString('utf8').replace(/^\uFEFF/, '');
  // An XML declaration, comments and a doctype may come before the root <svg> element.
  const head = text.replace(/^(\s*(<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>))*\s*/i, '');
  if (/^<svg[\s>]/i.test(head) && !SVG_ACTIVE_CONTENT.test(text)) return 'image/svg+xml';
  return null;
}
