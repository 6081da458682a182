import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'starting' | 'ready' | 'unavailable';

/** SPEC §9: ideal 640x480, front-facing. */
const CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
  audio: false,
};

/**
 * The live camera while `active`: starts on open, stops every track on close or unmount, and falls
 * back to 'unavailable' when access is refused, missing or revoked (the track ends).
 */
export function useCamera(active: boolean) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('starting');

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    setState('starting');
    const stop = () => {
      streamRef.current?.getTracks().forEach((track) => track.stop());
      streamRef.current = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    if (!navigator.mediaDevices?.getUserMedia) {
      setState('unavailable');
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
        console.warn('No se pudo acceder a la cámara', error);
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      stop();
    };
  }, [active]);

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

  return { state, capture, attachVideo };
}
