import {
  FILE_TEXTS,
  PHOTO_MAX_BYTES,
  PUNCH_TEXTS,
  type AddPunchResponse,
} from '@app/contract/punches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../../test/api-checks';
import { multipart, pngUpload, TINY_PNG } from '../../../test/multipart';
import { punchesTestKit, type PunchesKit, type Session } from '../../../test/kits/punches-test-kit';

let k: PunchesKit;
beforeAll(async () => {
  k = await punchesTestKit();
});
afterAll(() => k.close());

const upload = (session: Session | null, body: ReturnType<typeof multipart>) =>
  k.call(session, 'POST', '/api/files/upload', body.payload, body.headers);

describe('POST /api/files/upload', () => {
  it('names and stores a PNG, and serves it safely through a signed link', async () => {
    const user = await k.newUser('usuario');
    const response = await upload(user, pngUpload('camara.PNG', TINY_PNG, 'O'));
    expect(response.statusCode, response.body).toBe(201);
    const { link, key } = response.json<{ link: string; key: string }>();
    expect(key).toMatch(new RegExp(`^${user.id}-\\d{8}-O-[0-9a-f]{16}\\.png$`));
    expect(link).toMatch(new RegExp(`^/api/files/${key}\\?expires=\\d+&sig=[\\w-]{43}$`));

    const served = await k.call(user, 'GET', link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    // A wrong signature, another key with the same signature, or no session: refused.
    expectErrorBody(await k.call(user, 'GET', link.replace(/sig=.{5}/, 'sig=AAAAA')), {
      status: 403,
    });
    expectErrorBody(await k.call(null, 'GET', link), { status: 401 });
    expectErrorBody(await k.call(user, 'GET', link.replace(/expires=\d+/, 'expires=1000')), {
      status: 403,
    });
  });

  it('shows photos only to their owner, admin and office', async () => {
    const owner = await k.newUser('usuario');
    const { link } = (await upload(owner, pngUpload())).json<{ link: string }>();
    const stranger = await k.newUser('usuario');
    expectErrorBody(await k.call(stranger, 'GET', link), {
      status: 403,
      message: FILE_TEXTS.forbidden,
    });
    expect((await k.call(await k.newUser('office'), 'GET', link)).statusCode).toBe(200);
    expect((await k.call(await k.newUser('admin'), 'GET', link)).statusCode).toBe(200);
  });

  it('refuses a .png whose content is HTML, a bad extension, a path name, an SVG with script', async () => {
    const user = await k.newUser('usuario');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expectErrorBody(await upload(user, pngUpload('foto.png', html)), {
      status: 415,
      message: FILE_TEXTS.content,
    });
    expectErrorBody(await upload(user, pngUpload('foto.jpg', TINY_PNG)), {
      status: 415,
      message: FILE_TEXTS.content,
    });
    expectErrorBody(await upload(user, pngUpload('foto.html', TINY_PNG)), {
      status: 415,
      message: 'La extensión de archivo .html no está permitida.',
    });
    for (const name of ['../../secret.png', 'a/b.png', 'c:\\x\\y.png']) {
      expectErrorBody(await upload(user, pngUpload(name)), {
        status: 400,
        message: FILE_TEXTS.badName,
      });
    }
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>',
    ]) {
      expectErrorBody(await upload(user, pngUpload('dibujo.svg', Buffer.from(svg))), {
        status: 415,
        message: FILE_TEXTS.unsafeSvg,
      });
    }
    const clean =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>';
    const ok = await upload(user, pngUpload('dibujo.svg', Buffer.from(clean)));
    expect(ok.statusCode, ok.body).toBe(201);
    const served = await k.call(user, 'GET', ok.json<{ link: string }>().link);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toMatch(/^sandbox/);
  });

  it('refuses an oversize file with 413, a missing file and a body that is not multipart', async () => {
    const user = await k.newUser('usuario');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(PHOTO_MAX_BYTES + 10)]);
    expectErrorBody(await upload(user, pngUpload('grande.png', big)), {
      status: 413,
      message: FILE_TEXTS.tooLarge,
    });
    expectErrorBody(await upload(user, multipart([{ name: 'action', value: 'I' }])), {
      status: 400,
      message: FILE_TEXTS.noFile,
    });
    expectErrorBody(await upload(user, pngUpload('foto.png', TINY_PNG, 'X')), {
      status: 400,
      message: FILE_TEXTS.badAction,
    });
    expectErrorBody(await k.call(user, 'POST', '/api/files/upload', { file: 'x' }), {
      status: 415,
    });
  });

  it('a punch takes its own uploaded photo and answers a fresh link', async () => {
    const user = await k.newUser('usuario');
    await k.shiftNow(user.id);
    const { key } = (await upload(user, pngUpload())).json<{ key: string }>();
    const other = await k.newUser('usuario');
    await k.shiftNow(other.id);
    expectErrorBody(await k.punch(other, { type: 'I', img: key }), {
      status: 400,
      message: PUNCH_TEXTS.badImage,
    });
    // A photo taken for the exit is not an entry photo.
    const exitPhoto = (await upload(user, pngUpload('salida.png', TINY_PNG, 'O'))).json<{
      key: string;
    }>();
    expectErrorBody(await k.punch(user, { type: 'I', img: exitPhoto.key }), {
      status: 400,
      message: PUNCH_TEXTS.badImage,
    });
    const response = await k.punch(user, { type: 'I', img: key });
    expect(response.statusCode, response.body).toBe(201);
    const link = response.json<AddPunchResponse>().data.imgIn!;
    expect(link).toContain(`/api/files/${key}?expires=`);
    expect((await k.call(user, 'GET', link)).statusCode).toBe(200);
  });
});
