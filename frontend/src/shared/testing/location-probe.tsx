import { useEffect } from 'react';
import { useLocation, type Location } from 'react-router-dom';

/**
 * Records the router's location once committed (declarative routers expose no state).
 * Reporting from an effect matters: a navigation is a transition, and a render that
 * suspends on a lazy page is not on screen yet.
 */
export function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onLocation(location);
  }, [location, onLocation]);
  return null;
}
