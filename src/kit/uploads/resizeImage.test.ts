// @vitest-environment jsdom
/**
 * spec §4 CONSUMER 7,1 DocumentData / §7 `document-scans`: a document photo is uploaded scaled (long side at most
 * 2,000 px, never enlarged), oriented as the EXIF says, as a JPEG of quality 0.85; a PDF as it is, an image the
 * browser cannot decode as it is. The browser's decoder and canvases are stand-ins here (jsdom has neither).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fitWithin, JPEG_QUALITY, jpegName, MAX_SIDE, resizeImage } from './resizeImage';
import { preparedFile } from './preparedFiles';

function file(name: string, type: string, size = 4_000_000): File {
  const made = new File(['x'], name, { type, lastModified: 1_700_000_000_000 });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

/** A stand-in OffscreenCanvas recording what was drawn and encoded. */
class FakeOffscreenCanvas {
  static made: FakeOffscreenCanvas[] = [];
  static jpegBytes = 300_000;
  readonly drawn: unknown[][] = [];
  encoded: ImageEncodeOptions | undefined;
  readonly context = {
    fillStyle: '',
    imageSmoothingEnabled: false,
    imageSmoothingQuality: 'low',
    fillRect: vi.fn(),
    drawImage: (...args: unknown[]) => this.drawn.push(args),
  };
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    FakeOffscreenCanvas.made.push(this);
  }
  getContext() {
    return this.context;
  }
  convertToBlob(options: ImageEncodeOptions) {
    this.encoded = options;
    return Promise.resolve(new Blob([new Uint8Array(FakeOffscreenCanvas.jpegBytes)], { type: options.type ?? 'image/png' }));
  }
}

/** A decoder answering a bitmap of `width` × `height` (as oriented), and what it was asked. */
function decoder(width: number, height: number) {
  const close = vi.fn();
  const decode = vi.fn((_source: Blob, _options?: ImageBitmapOptions) => Promise.resolve({ width, height, close } as unknown as ImageBitmap));
  vi.stubGlobal('createImageBitmap', decode);
  return { decode, close };
}

beforeEach(() => {
  FakeOffscreenCanvas.made = [];
  FakeOffscreenCanvas.jpegBytes = 300_000;
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spec §4 DocumentData photos: the size math', () => {
  it('scales the long side to 2,000 px keeping the proportions, never enlarges', () => {
    expect(MAX_SIDE).toBe(2000);
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(2000, 1000)).toEqual({ width: 2000, height: 1000 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    // A very thin strip keeps at least one pixel.
    expect(fitWithin(10_000, 1)).toEqual({ width: 2000, height: 1 });
  });

  it('names the JPEG after the original', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('carta.identita.png')).toBe('carta.identita.jpg');
    expect(jpegName('foto')).toBe('foto.jpg');
    expect(jpegName('.jpeg')).toBe('foto.jpg');
  });
});

describe('spec §4 DocumentData photos: resizeImage', () => {
  it('decodes with the EXIF orientation applied, draws at 2,000 px and encodes a JPEG of quality 0.85', async () => {
    const { decode, close } = decoder(4000, 3000);
    const photo = file('IMG_0001.jpeg', 'image/jpeg', 9_000_000);
    const resized = await resizeImage(photo);
    expect(decode).toHaveBeenCalledWith(photo, { imageOrientation: 'from-image' });
    const [canvas] = FakeOffscreenCanvas.made;
    expect(canvas).toMatchObject({ width: 2000, height: 1500 });
    expect(canvas?.drawn).toEqual([[expect.anything(), 0, 0, 2000, 1500]]);
    expect(canvas?.encoded).toEqual({ type: 'image/jpeg', quality: JPEG_QUALITY });
    expect(JPEG_QUALITY).toBe(0.85);
    expect(resized).not.toBe(photo);
    expect(resized).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg', size: 300_000, lastModified: photo.lastModified });
    expect(close).toHaveBeenCalled();
  });

  it('takes the oriented size: a portrait photo stored landscape is scaled as a portrait', async () => {
    decoder(3000, 4000);
    await resizeImage(file('verticale.jpg', 'image/jpeg'));
    expect(FakeOffscreenCanvas.made[0]).toMatchObject({ width: 1500, height: 2000 });
  });

  it('turns a HEIC or WebP the browser decodes into a JPEG, even when it needs no scaling', async () => {
    decoder(1200, 900);
    const resized = await resizeImage(file('IMG_0002.HEIC', 'image/heic', 900_000));
    expect(resized).toMatchObject({ name: 'IMG_0002.jpg', type: 'image/jpeg' });
    expect(FakeOffscreenCanvas.made[0]).toMatchObject({ width: 1200, height: 900 });
  });

  it('keeps a small JPEG or PNG that needed no scaling when its re-encoding would be larger', async () => {
    decoder(1, 1);
    const tiny = file('pixel.png', 'image/png', 70);
    expect(await resizeImage(tiny)).toBe(tiny);
  });

  it('passes a PDF unchanged, without decoding it', async () => {
    const { decode } = decoder(1, 1);
    const pdf = file('visura.pdf', 'application/pdf', 8_000_000);
    expect(await resizeImage(pdf)).toBe(pdf);
    expect(decode).not.toHaveBeenCalled();
  });

  it('uploads the original when the browser cannot decode it', async () => {
    const decode = vi.fn(() => Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError')));
    vi.stubGlobal('createImageBitmap', decode);
    const heic = file('IMG_0003.HEIC', 'image/heic', 3_000_000);
    expect(await resizeImage(heic)).toBe(heic);
    expect(decode).toHaveBeenCalled();
  });

  it('uploads the original where there is no createImageBitmap at all', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    const photo = file('foto.jpg', 'image/jpeg');
    expect(await resizeImage(photo)).toBe(photo);
  });

  it('draws on a <canvas> where there is no OffscreenCanvas', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    decoder(3000, 4000);
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ fillRect: vi.fn(), drawImage } as unknown as CanvasRenderingContext2D);
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation(function (this: HTMLCanvasElement, callback: BlobCallback) {
        callback(new Blob([new Uint8Array(250_000)], { type: 'image/jpeg' }));
      });
    const resized = await resizeImage(file('retro.png', 'image/png', 6_000_000));
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1500, 2000);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.85);
    expect(resized).toMatchObject({ name: 'retro.jpg', type: 'image/jpeg', size: 250_000 });
  });

  it('uploads the original when the canvas gives no JPEG', async () => {
    vi.stubGlobal('OffscreenCanvas', undefined);
    decoder(3000, 4000);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const photo = file('foto.jpg', 'image/jpeg');
    expect(await resizeImage(photo)).toBe(photo);
  });
});

describe('spec §4 DocumentData photos: preparedFile', () => {
  it('prepares each chosen file once: the upload gets the same scaled file the field checked', async () => {
    const { decode } = decoder(4000, 3000);
    const photo = file('fronte.jpg', 'image/jpeg', 9_000_000);
    const first = preparedFile(photo);
    expect(preparedFile(photo)).toBe(first);
    expect((await first).size).toBe(300_000);
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('hands a PDF back as it is, without loading the resizer', async () => {
    const pdf = file('statuto.pdf', 'application/pdf');
    expect(await preparedFile(pdf)).toBe(pdf);
  });
});
