import { useEffect, useState } from 'react';

/** Spec point 9: below 768 px the sidebar starts collapsed. */
export const MOBILE_QUERY = '(max-width: 767px)';

export function useSidebar() {
  const [open, setOpen] = useState(() => !window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(MOBILE_QUERY);
    const follow = () => setOpen(!media.matches);
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
  }, []);
  return { open, toggle: () => setOpen((o) => !o) };
}
