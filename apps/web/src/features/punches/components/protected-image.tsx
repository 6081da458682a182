import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { usePunchPhoto } from '../api/get-punch-photo';
import { punchMessages as text } from '../punches-messages';

/**
 * A punch photo: its signed link is fetched with the Bearer token (it cannot go straight into
 * `<img src>`) and shown through an object URL, revoked when no longer shown.
 */
export function ProtectedImage({ link, alt }: { link: string; alt: string }) {
  const photo = usePunchPhoto(link);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!photo.data) return;
    const objectUrl = URL.createObjectURL(photo.data);
    // An object URL is an outside resource made from the blob and revoked on cleanup: made during
    // render it would leak under StrictMode's double render, so the effect makes it and says so.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- synchronising an outside resource
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [photo.data]);

  if (photo.isError) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-1 rounded-lg bg-slate-100 text-xs text-slate-500">
        <ImageOff className="size-6" aria-hidden="true" />
        {text.imageError}
      </div>
    );
  }
  if (!url) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100">
        <Spinner label={alt} />
      </div>
    );
  }
  return (
    <img src={url} alt={alt} className="aspect-[4/3] w-full rounded-lg bg-slate-100 object-cover" />
  );
}
