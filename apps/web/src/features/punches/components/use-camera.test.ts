import { describe, expect, it } from 'vitest';
import { cameraErrorToast } from './use-camera';

const domError = (name: string, message = '') => new DOMException(message, name);

describe('camera error toast (SPEC §8)', () => {
  it('says the camera could not be opened when refused, missing or unsupported', () => {
    expect(cameraErrorToast(domError('NotAllowedError', 'Permission denied'))).toEqual({
      message: 'No se pudo acceder a la cámara',
    });
    expect(cameraErrorToast(domError('NotFoundError'))).toEqual({
      message: 'No se pudo acceder a la cámara',
    });
    expect(cameraErrorToast(undefined)).toEqual({ message: 'No se pudo acceder a la cámara' });
  });

  it('otherwise says there was an error, with the browser message', () => {
    expect(cameraErrorToast(new TypeError('getUserMedia failed: bad constraints'))).toEqual({
      message: 'Error al acceder a la cámara',
      description: 'getUserMedia failed: bad constraints',
    });
    expect(cameraErrorToast('raro')).toEqual({ message: 'Error al acceder a la cámara' });
  });
});
