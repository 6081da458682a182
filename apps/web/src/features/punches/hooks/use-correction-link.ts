import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The address parameter of a forgotten exit's link (`/?correccion={punchId}`, DECISIONS §10). */
export const CORRECTION_PARAM = 'correccion';

/**
 * The punch a link asks to correct (`?correccion=ID` on any address; `/` sends on to the role's
 * home, which drops it: it is read before). Taken once: the parameter leaves the address, and
 * `done` forgets it once its dialog has opened.
 */
export function useCorrectionLink(): [number | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [punchId, setPunchId] = useState<number | null>(() => readId(location.search));
  const [seen, setSeen] = useState(location.search);
  if (seen !== location.search) {
    setSeen(location.search);
    const id = readId(location.search);
    if (id !== null) setPunchId(id);
  }
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(CORRECTION_PARAM) || location.pathname === '/') return;
    params.delete(CORRECTION_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  }, [location.pathname, location.search, navigate]);
  const done = useCallback(() => setPunchId(null), []);
  return [punchId, done];
}

function readId(search: string): number | null {
  const value = new URLSearchParams(search).get(CORRECTION_PARAM);
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
