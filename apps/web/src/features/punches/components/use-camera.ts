import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/notify';
import { punchMessages as text } from '../punches-messages';

export type CameraState = 'starting' | 'ready' | 'unavailable';

/** SPEC §9: ideal 640x480, front-facing. */
const CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
  audio: false,
};

/** Errors of a camera the browser will not give: refused, missing, busy or not allowed here. */
const CANNOT_ACCESS = new Set([
  'NotAllowedError',
  'SecurityError',
  'NotFoundError',
  'NotReadableError',
  'OverconstrainedError',
  'AbortError',
]);

/**
 * The toast of SPEC §8 for a camera that cannot be opened: 'No se pudo acceder a la cámara' when
 * the browser refuses or has none, else 'Error al acceder a la cámara' with the browser's own
 * message as its description.
 */
export function cameraErrorToast(error: unknown): { message: string; description?: string } {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (error === undefined || CANNOT_ACCESS.has(name)) return { message: text.cameraDenied };
  const detail = error instanceof Error ? error.message.trim() : '';
  return detail
    ? { message: text.cameraError, description: detail }
    : { message: text.cameraError };
}

const tellCameraFailed = (error: unknown) => {
  const toast = cameraErrorToast(error);
  notify.error(toast.message, toast.description);
};

/**
 * The live camera while `active`: starts on open, stops every track on close or unmount, and falls
 * back to 'unavailable' when access is refused, missing or revoked (the track ends).
 */
export function useCamera(active: boolean) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('starting');
  // A browser without a camera API (plain http on a LAN address) never gets further.
  const supported = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const stop = () => {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    if (!supported) {
      tellCameraFailed(undefined);
      return;
    }
    navigator.mediaDevices
      .getUserMedia(CONSTRAINTS)
      .then((stream) => {
        if (cancelled) {
          stream.getTracks().forEach((track) => track.stop());
          return;
        }
        streamRef.current = stream;
        stream
          .getVideoTracks()
          .forEach((track) => track.addEventListener('ended', () => setState('unavailable')));
        if (videoRef.current) {
          videoRef.current.srcObject = stream;
          videoRef.current.play().catch(() => undefined);
        }
        setState('ready');
      })
      .catch((error: unknown) => {
        console.warn(text.cameraDenied, error);
        if (cancelled) return;
        setState('unavailable');
        tellCameraFailed(error);
      });
    return () => {
      cancelled = true;
      stop();
      // The next opening starts again from 'starting'.
      setState('starting');
    };
  }, [active, supported]);

  /** The current frame as a PNG; rejects with no frame (camera not ready). */
  const capture = useCallback(async (): Promise<Blob> => {
    const video = videoRef.current;
    if (!video || !streamRef.current || video.videoWidth === 0)
      throw new Error('No se pudo capturar la imagen');
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No se pudo capturar la imagen');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('No se pudo capturar la imagen'))),
        'image/png',
      ),
    );
  }, []);

  /** The video element gets the stream when it mounts after the stream arrived. */
  const attachVideo = useCallback((node: HTMLVideoElement | null) => {
    videoRef.current = node;
    if (node && streamRef.current && node.srcObject !== streamRef.current) {
      node.srcObject = streamRef.current;
      node.play().catch(() => undefined);
    }
  }, []);

  return { state: supported ? state : 'unavailable', capture, attachVideo };
}
